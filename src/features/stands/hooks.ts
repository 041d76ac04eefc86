/** What the stand dashboard and its menu read, and the intents they send. */
import { useCallback, useEffect } from 'react';
import type { Stand } from '@/domain/api';
import { languageQuestionPending } from '@/domain/locale';
import { standLoadErrorRoute } from '@/domain/standListRedirect';
import { idFromIri } from '@/entities/entityTypes';
import { saveRequested } from '@/entities/mutationsSlice';
import { notificationComposeRequested } from '@/features/notifications/actions';
import { useCan, useCurrentUser } from '@/features/session/hooks';
import { useLocaleChoice } from '@/intl/hooks';
import { selectSingleStandId } from '@/layouts/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { standPageOpened } from './actions';
import { standDeleteRequested, standEditFormOpened } from './manage/actions';
import { selectShowOfStand, selectStand, selectStandQuery } from './selectors';

/**
 * The stand (asked when the dashboard opens), its show, how its load went (a refusal the saga turns
 * into a redirection shows no error), whether it is the only stand of its show for the user; the retry.
 */
export function useStandDashboard(id: number) {
  const dispatch = useAppDispatch();
  const stand = useAppSelector((state) => selectStand(state, id));
  const query = useAppSelector((state) => selectStandQuery(state, id));
  const show = useAppSelector((state) => selectShowOfStand(state, id));
  const retry = useCallback(() => dispatch(standPageOpened({ id })), [dispatch, id]);
  useEffect(() => {
    retry();
  }, [retry]);
  const failed = query?.status === 'failed';
  const showId = idFromIri(stand?.show);
  const onlyStand = useAppSelector((state) => selectSingleStandId(state, showId)) === id;
  return {
    stand,
    show,
    showId,
    failed,
    redirecting: failed && standLoadErrorRoute(query?.error?.status) !== null,
    loading: !stand && !failed,
    onlyStand,
    retry,
  };
}

/** The dashboard menu: what the user may do on the stand, and each intent. */
export function useStandActions(stand: Stand) {
  const dispatch = useAppDispatch();
  const showId = idFromIri(stand.show);
  return {
    canTriage: useCan('stand.markTreated'),
    canNotify: useCan('notification.add'),
    canEdit: useCan('stand.edit'),
    canDelete: useCan('stand.delete'),
    showId,
    setTreated: (treated: boolean) =>
      dispatch(
        saveRequested({
          resource: 'stands',
          id: stand.id,
          method: 'PATCH',
          data: { treated },
          key: 'stands/triage',
          successMessageId: treated ? 'standList.markedTreated' : 'stand.actions.markedUntreated',
        }),
      ),
    notify: () => dispatch(notificationComposeRequested({ selection: { ids: [stand.id] } })),
    edit: () => dispatch(standEditFormOpened(stand.id)),
    remove: () => showId !== null && dispatch(standDeleteRequested({ id: stand.id, showId })),
  };
}

/** A user without a language preference chooses one on opening a stand (part 1 §2): whether to ask, the choice. */
export function useLanguageChoice() {
  const user = useCurrentUser();
  const { choose } = useLocaleChoice();
  return { open: languageQuestionPending(user), choose };
}
