/** What the viewer's revisions part reads (the stand's revisions, the previous one, its marks) and the intents it sends. */
import { useCallback, useEffect, useMemo } from 'react';
import { mayResolveMarks } from '@/domain/planReview';
import { useRoles } from '@/features/session/hooks';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { markResolveToggled, planRevisionMarksRequested, planRevisionsRequested, planViewerOpened } from './actions';
import { previousRevision, sameFileIn } from './compare';
import { makeSelectPageMarks, makeSelectRevisionMarks, makeSelectStandRevisions } from './selectors';
import type { PlanFile, PlanRevision, PlanViewerTarget } from './types';

/**
 * The stand's revisions, the shown one and the one before it, the previous one's file matching
 * the shown file (same index) and its marks (all, and on this page); picking another revision.
 */
export function useRevisionCompare(target: PlanViewerTarget | undefined, open: boolean, fileId: number | null, page: number, wantPreviousMarks: boolean) {
  const dispatch = useAppDispatch();
  const standId = target?.revision ? target.standId : null;
  const selectRevisions = useMemo(makeSelectStandRevisions, []);
  const selectPreviousMarks = useMemo(makeSelectRevisionMarks, []);
  const selectPreviousPageMarks = useMemo(makeSelectPageMarks, []);
  const revisions = useAppSelector((state) => selectRevisions(state, standId));
  const current = revisions.find((revision) => revision['@id'] === target?.revision) ?? null;
  const previous = previousRevision(revisions, current);
  const files = target?.files ?? [];
  const previousFile: PlanFile | null = previous ? sameFileIn(files, fileId, previous.files) : null;
  const previousIri = previous?.['@id'] ?? null;
  const previousMarks = useAppSelector((state) => selectPreviousMarks(state, previousIri));
  const previousPageMarks = useAppSelector((state) => selectPreviousPageMarks(state, previousIri, previousFile?.['@id'] ?? '', page));
  const roles = useRoles();

  useEffect(() => {
    if (open && standId !== null) dispatch(planRevisionsRequested({ standId }));
  }, [dispatch, open, standId]);
  const previousId = previous?.id ?? null;
  useEffect(() => {
    if (open && wantPreviousMarks && previousId !== null) dispatch(planRevisionMarksRequested({ revisionId: previousId }));
  }, [dispatch, open, wantPreviousMarks, previousId]);

  return {
    revisions,
    current,
    previous,
    previousFile,
    previousMarks,
    previousPageMarks,
    mayResolve: mayResolveMarks(roles),
    pick: useCallback(
      (revision: PlanRevision) => {
        if (!target || revision['@id'] === target.revision) return;
        const file = sameFileIn(target.files, fileId, revision.files);
        dispatch(planViewerOpened({ ...target, revision: revision['@id'], files: revision.files, mediaId: file?.id ?? 0, page, markId: null }));
      },
      [dispatch, target, fileId, page],
    ),
    toggleResolved: useCallback((id: number, resolved: boolean) => dispatch(markResolveToggled({ id, resolved })), [dispatch]),
  };
}
