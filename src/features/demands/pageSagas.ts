/**
 * The request page's flows (part 2 §2, §4, §8):
 * - opening: the request (404 or 405 → /404, any other failure → /erreur), seen by admin or
 *   support when it was not, its show made the current one, its stand;
 * - deletion: confirmation ('Confirmez-vous cette suppression ?'), DELETE, 'Demande supprimée !',
 *   then back to the show's list when it was deleted from its page;
 * - downloads: the sheet (PDF, in the user's language), a file.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { apiPathOf } from '@/api/download';
import { can } from '@/domain/permissions';
import { deleteFailed, deleteRequested, deleteSucceeded, saveRequested } from '@/entities/mutationsSlice';
import { idFromIri } from '@/entities/entityTypes';
import { itemRequested } from '@/entities/queriesSlice';
import { downloadFile, requestItem } from '@/entities/sagas';
import { selectEntityById } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';
import { selectRoles } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import { navigate } from '@/lib/navigation';
import { confirmClosed, confirmRequested } from '@/ui/uiSlice';
import {
  DELETE_KEY,
  demandDeleteRequested,
  demandFileRequested,
  demandPageOpened,
  demandSheetRequested,
} from './actions';
import { demandListPath } from './paths';
import { demandLoadErrorRoute, shouldMarkSeen } from './rules';
import type { Demand } from './types';

export function* openDemandPage(action: ReturnType<typeof demandPageOpened>): SagaIterator {
  const { id } = action.payload;
  const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'demands', id);
  if (failure) {
    const route = demandLoadErrorRoute(failure.payload.error.status);
    if (route) yield call(navigate, route, { replace: true });
    return;
  }
  const demand: Demand | undefined = yield select((state: RootState) => selectEntityById(state, 'demands', id));
  const roles: string[] = yield select(selectRoles);
  if (shouldMarkSeen(demand?.unSeen, can(roles, 'stand.markSeen'))) {
    yield put(saveRequested({ resource: 'demands', id, method: 'PATCH', data: { unSeen: false }, key: 'demands/seen', successMessageId: null }));
  }
  const standId = idFromIri(demand?.stand);
  if (standId !== null) yield put(itemRequested({ resource: 'stands', id: standId }));
  const showId = idFromIri(demand?.show);
  if (showId !== null) {
    yield put(showSelected({ showId }));
    yield put(itemRequested({ resource: 'shows', id: showId }));
  }
}

export function* deleteDemand(action: ReturnType<typeof demandDeleteRequested>): SagaIterator {
  const { id, showId, fromPage } = action.payload;
  yield put(
    confirmRequested({
      messageId: 'demands.delete.confirm',
      titleId: 'demands.delete.title',
      action: deleteRequested({ resource: 'demands', id, key: DELETE_KEY, successMessageId: 'demands.delete.success' }),
    }),
  );
  // Deleted, refused, or the question dismissed.
  const { outcome } = yield race({
    outcome: take((a: { type: string; payload?: { key?: string } }) => (a.type === deleteSucceeded.type || a.type === deleteFailed.type) && a.payload?.key === DELETE_KEY),
    dismissed: take(confirmClosed.type),
  });
  if (outcome?.type === deleteSucceeded.type && fromPage && showId !== null) yield call(navigate, demandListPath(showId), { replace: true });
}

export function* downloadSheet(action: ReturnType<typeof demandSheetRequested>): SagaIterator {
  const { id, locale, fileName } = action.payload;
  yield call(downloadFile, { path: `/demands/${id}/pdf/${locale.startsWith('en') ? 'en' : 'fr'}` }, fileName);
}

export function* downloadDemandFile(action: ReturnType<typeof demandFileRequested>): SagaIterator {
  yield call(downloadFile, { path: apiPathOf(action.payload.objectUrl) }, action.payload.mediaFileName);
}
