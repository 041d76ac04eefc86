/** What the thread's panel, the plans card and the composer read, and the intents they send. */
import { useCallback, useEffect, useMemo } from 'react';
import { idFromIri } from '@/entities/entityTypes';
import { itemRequested } from '@/entities/queriesSlice';
import { planViewerOpened } from '@/features/planReview/actions';
import type { PlanViewerTarget } from '@/features/planReview/types';
import { shallowEqual } from 'react-redux';
import type { MessageAttachment, StandMessage } from '@/domain/api';
import type { PlanAction } from '@/domain/planWorkflow';
import { useEntity, useList, useMutation } from '@/entities/hooks';
import { saveRequested } from '@/entities/mutationsSlice';
import { useCan, useCurrentUser, useRoles } from '@/features/session/hooks';
import { selectShowOfStand, selectStand } from '@/features/stands/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { fileRemovalConfirmRequested } from '@/ui/fileRemoval';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import { THREAD_REUSE_MS, threadParams } from './threadQuery';
import { attachmentDownloadRequested, messageEditRequested, messageSendRequested, threadWatchStarted, threadWatchStopped, type MessageSend } from './actions';

export { THREAD_PAGE_SIZE, threadParams } from './threadQuery';
export const EDIT_KEY = 'standMessages/edit';
export const PLAN_KEY = 'standMessages/plan';
export const COMPOSER_KEY = 'standMessages/compose';


const modalOf = (action: PlanAction) => `standMessages/plan-${action}`;

/** An attachment downloaded with the user's token, saved under its name. */
export function useAttachmentDownload() {
  const dispatch = useAppDispatch();
  return useCallback(
    (objectUrl: string, mediaFileName: string) => dispatch(attachmentDownloadRequested({ objectUrl, mediaFileName })),
    [dispatch],
  );
}

/** A page of the thread (watched while on screen), who may write and withdraw, and the edit, withdraw and download intents. */
export function useStandThread(standId: number, page: number) {
  const dispatch = useAppDispatch();
  const params = useMemo(() => threadParams(standId, page), [standId, page]);
  const download = useAttachmentDownload();
  useEffect(() => {
    dispatch(threadWatchStarted({ standId, params }));
    return () => {
      dispatch(threadWatchStopped({ standId }));
    };
  }, [dispatch, standId, params]);
  return {
    thread: useList('standMessages', params, { reuseWithinMs: THREAD_REUSE_MS }),
    show: useAppSelector((state) => selectShowOfStand(state, standId)),
    mayWrite: useCan('standMessage.add'),
    canWithdraw: useCan('standMedia.delete'),
    editPending: useMutation(EDIT_KEY).status === 'pending',
    edit: useCallback((messageId: number, content: string) => dispatch(messageEditRequested({ messageId, content, key: EDIT_KEY })), [dispatch]),
    withdraw: useCallback(
      (media: MessageAttachment) =>
        dispatch(
          fileRemovalConfirmRequested(
            saveRequested({ resource: 'messageMedia', id: media.id, method: 'PATCH', data: { enabled: false }, key: 'messageMedia/withdraw' }),
          ),
        ),
      [dispatch],
    ),
    download: useCallback((media: MessageAttachment) => download(media.objectUrl, media.mediaFileName), [download]),
  };
}

/** The composer's send and its outcome (pending, field errors, refused files). */
export function useMessageComposer(standId: number) {
  const dispatch = useAppDispatch();
  return {
    mutation: useMutation(COMPOSER_KEY),
    send: useCallback(
      (message: string, files: File[]) => dispatch(messageSendRequested({ standId, key: COMPOSER_KEY, message, files })),
      [dispatch, standId],
    ),
  };
}

/** The stand, who is looking, the last submission's files, the step dialogs' state; a step's opening, closing and sending. */
export function usePlanCard(standId: number) {
  const dispatch = useAppDispatch();
  // The thread's first page (the panel asks the same): the last submission's files.
  const thread = useList('standMessages', threadParams(standId), { reuseWithinMs: THREAD_REUSE_MS });
  const submission = useMemo(
    () => thread.items.find((message: StandMessage) => message.newStandStatus === 'pendingPlansVerification') ?? null,
    [thread.items],
  );
  // One object of four flags, compared by value: a new object per store change would re-render the card.
  const modals = useAppSelector(
    (state) => ({
      submit: selectModal(state, modalOf('submit')).open,
      validate: selectModal(state, modalOf('validate')).open,
      refuse: selectModal(state, modalOf('refuse')).open,
      confirm: selectModal(state, modalOf('confirm')).open,
    }),
    shallowEqual,
  );
  return {
    stand: useAppSelector((state) => selectStand(state, standId)),
    show: useAppSelector((state) => selectShowOfStand(state, standId)),
    roles: useRoles(),
    me: useCurrentUser(),
    submission,
    modals,
    pending: useMutation(PLAN_KEY).status === 'pending',
    open: useCallback((action: PlanAction) => dispatch(modalOpened({ name: modalOf(action), id: standId })), [dispatch, standId]),
    close: useCallback((action: PlanAction) => dispatch(modalClosed(modalOf(action))), [dispatch]),
    /** A step's message (its new status), the dialog closed once sent. */
    send: useCallback(
      (action: PlanAction, step: Omit<MessageSend, 'standId' | 'key' | 'closeModal'>) =>
        dispatch(messageSendRequested({ ...step, standId, key: PLAN_KEY, closeModal: modalOf(action) })),
      [dispatch, standId],
    ),
    download: useAttachmentDownload(),
  };
}

/** The plan revision a message submitted or decided (issue 25), or null. */
export const planRevisionOf = (message: StandMessage): string | null => message.planRevision ?? null;

/** Open the plan viewer on a file (of a revision, with its marks). */
export function useOpenPlanViewer() {
  const dispatch = useAppDispatch();
  return useCallback((target: PlanViewerTarget) => dispatch(planViewerOpened(target)), [dispatch]);
}

/** A plan revision a message names (asked when the message is shown: its marks may have changed since): its number, decision, files and marks per page. */
export function usePlanRevision(revisionIri: string | null) {
  const dispatch = useAppDispatch();
  const id = idFromIri(revisionIri);
  useEffect(() => {
    if (id !== null) dispatch(itemRequested({ resource: 'planRevisions', id }));
  }, [dispatch, id]);
  return useEntity('planRevisions', id);
}
