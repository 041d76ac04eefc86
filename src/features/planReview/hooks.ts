/** What the plan viewer reads (its target, the file, the page's marks, who may draw) and the intents it sends. */
import { useCallback, useEffect, useMemo } from 'react';
import { idFromIri } from '@/entities/entityTypes';
import { useEntity } from '@/entities/hooks';
import { mayMarkUp, mayResolveMarks, type MarkGeometry, type MarkKind } from '@/domain/planReview';
import { isStandist } from '@/domain/roles';
import { useCurrentUser, useRoles } from '@/features/session/hooks';
import { selectShowOfStand } from '@/features/stands/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { confirmRequested, modalClosed } from '@/ui/uiSlice';
import {
  PLAN_VIEWER_MODAL,
  markChanged,
  markCreated,
  markDeleteRequested,
  markRedoRequested,
  markResolveToggled,
  markSaveRetried,
  markUndoRequested,
  planFileDownloadRequested,
  planFileRequested,
} from './actions';
import { useFileUrl } from './fileUrls';
import { makeSelectPageMarks, makeSelectRevisionMarks, makeSelectUnsaved, selectMarkupHistory } from './selectors';
import type { MarkChanges, PlanFile, PlanViewerTarget } from './types';

export const MARK_DELETE_KEY = 'planReview/markDelete';

/** The viewer's modal: open or not, and what it was opened on. */
export function usePlanViewerModal() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, PLAN_VIEWER_MODAL));
  return {
    open: modal.open,
    target: (modal as { data?: Record<string, unknown> }).data as PlanViewerTarget | undefined,
    close: useCallback(() => dispatch(modalClosed(PLAN_VIEWER_MODAL)), [dispatch]),
  };
}

/** A file's object URL (loaded with the user's token when first shown), 'failed', or undefined while loading. */
export function usePlanFile(file: PlanFile | null, open: boolean) {
  const dispatch = useAppDispatch();
  const objectUrl = file?.objectUrl ?? null;
  const url = useFileUrl(objectUrl);
  useEffect(() => {
    if (open && objectUrl) dispatch(planFileRequested({ objectUrl }));
  }, [dispatch, open, objectUrl]);
  const download = useCallback(() => {
    if (file) dispatch(planFileDownloadRequested({ objectUrl: file.objectUrl, mediaFileName: file.mediaFileName }));
  }, [dispatch, file]);
  return { url, download };
}

/** The revision, the page's marks, what is unsaved, who may draw or tick, and the markup intents. */
export function usePlanMarkup(target: PlanViewerTarget | undefined, media: string | null, page: number) {
  const dispatch = useAppDispatch();
  const revisionIri = target?.revision ?? null;
  const revisionId = idFromIri(revisionIri);
  const revision = useEntity('planRevisions', revisionId);
  const selectPageMarks = useMemo(makeSelectPageMarks, []);
  const selectRevisionMarks = useMemo(makeSelectRevisionMarks, []);
  const selectUnsaved = useMemo(makeSelectUnsaved, []);
  const marks = useAppSelector((state) => selectPageMarks(state, revisionIri, media ?? '', page));
  const allMarks = useAppSelector((state) => selectRevisionMarks(state, revisionIri));
  const unsaved = useAppSelector((state) => selectUnsaved(state, revisionIri));
  const history = useAppSelector((state) => (revisionId === null ? undefined : selectMarkupHistory(state, revisionId)));
  const roles = useRoles();
  const me = useCurrentUser();
  const show = useAppSelector((state) => (target ? selectShowOfStand(state, target.standId) : undefined));
  const decided = revision?.decision != null;
  const mayDraw = revisionIri !== null && !decided && mayMarkUp(roles, isStandist(roles), show);
  const userId = useAppSelector((state) => state.session.userId);
  const meIri = me?.['@id'] ?? (userId !== null ? `/backend/users/${userId}` : null);
  return {
    revision,
    marks,
    allMarks,
    unsaved,
    canUndo: mayDraw && (history?.undo.length ?? 0) > 0,
    canRedo: mayDraw && (history?.redo.length ?? 0) > 0,
    mayDraw,
    mayResolve: revisionIri !== null && mayResolveMarks(roles),
    /** Whether the user may move, edit or delete this mark (their own, on an undecided revision). */
    isOwn: useCallback((mark: { createdBy: string | null; id: number }) => mayDraw && (mark.id < 0 || (meIri !== null && mark.createdBy === meIri)), [mayDraw, meIri]),
    create: useCallback(
      (kind: MarkKind, geometry: MarkGeometry, color: string, comment: string | null) => {
        if (!target || !revisionIri || !media) return;
        dispatch(
          markCreated({
            revision: revisionIri,
            stand: `/backend/stands/${target.standId}`,
            media,
            page,
            kind,
            geometry,
            color,
            comment,
            createdBy: meIri,
            createdByName: me?.fullName ?? null,
          }),
        );
      },
      [dispatch, target, revisionIri, media, page, meIri, me?.fullName],
    ),
    change: useCallback((id: number, changes: MarkChanges) => dispatch(markChanged({ id, changes })), [dispatch]),
    remove: useCallback(
      (id: number, number: number) =>
        dispatch(
          confirmRequested({
            titleId: 'planReview.mark.deleteTitle',
            messageId: number > 0 ? 'planReview.mark.deleteConfirm' : 'planReview.mark.deleteConfirmNew',
            values: { number },
            action: markDeleteRequested({ id, key: MARK_DELETE_KEY }),
          }),
        ),
      [dispatch],
    ),
    toggleResolved: useCallback((id: number, resolved: boolean) => dispatch(markResolveToggled({ id, resolved })), [dispatch]),
    undo: useCallback(() => revisionId !== null && dispatch(markUndoRequested({ revisionId })), [dispatch, revisionId]),
    redo: useCallback(() => revisionId !== null && dispatch(markRedoRequested({ revisionId })), [dispatch, revisionId]),
    retry: useCallback((ids: number[]) => dispatch(markSaveRetried({ ids })), [dispatch]),
  };
}
