/** Reads of the plan viewer: the marks of a page, what is left unsaved, the undo history, the revision. */
import { createSelector } from '@reduxjs/toolkit';
import { selectEntityById, selectEntityTable } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';
import type { PlanAnnotation, PlanMarkupHistory } from './types';

export const selectMark = (state: RootState, id: number): PlanAnnotation | undefined => selectEntityById(state, 'planAnnotations', id);

export const selectMarkupHistory = (state: RootState, revisionId: number): PlanMarkupHistory | undefined =>
  selectEntityById(state, 'planMarkupHistory', revisionId);

const selectMarkTable = (state: RootState) => selectEntityTable(state, 'planAnnotations');

/** Numbered marks first (by number), then the ones not yet numbered, in drawing order. */
const byNumber = (a: PlanAnnotation, b: PlanAnnotation) => (a.number || Infinity) - (b.number || Infinity) || Math.abs(a.id) - Math.abs(b.id);

/** Every mark of a revision (all files and pages), in number order. */
export const makeSelectRevisionMarks = () =>
  createSelector([selectMarkTable, (_: RootState, revision: string | null) => revision], (table, revision): PlanAnnotation[] =>
    revision === null
      ? []
      : Object.values(table)
          .filter((mark): mark is PlanAnnotation => mark !== undefined && mark.revision === revision)
          .sort(byNumber),
  );

/** The marks of one page of one file of a revision. */
export const makeSelectPageMarks = () => {
  const selectRevisionMarks = makeSelectRevisionMarks();
  return createSelector(
    [selectRevisionMarks, (_: RootState, _revision: string | null, media: string) => media, (_: RootState, _r: string | null, _m: string, page: number) => page],
    (marks, media, page) => marks.filter((mark) => mark.media === media && mark.page === page),
  );
};

/** The marks of a revision with changes not yet written, and those whose writing failed. */
export const makeSelectUnsaved = () => {
  const selectRevisionMarks = makeSelectRevisionMarks();
  return createSelector([selectRevisionMarks], (marks) => ({
    pending: marks.filter((mark) => mark.unsaved && !mark.unsaved.failed).length,
    failed: marks.filter((mark) => mark.unsaved?.failed).map((mark) => mark.id),
  }));
};

/** The stable key of a mark on screen (a new mark keeps its local key once the server numbers it). */
export const markKey = (mark: Pick<PlanAnnotation, 'id'> & { clientKey?: string }): string => mark.clientKey ?? `mark-${mark.id}`;

const selectRevisionTable = (state: RootState) => selectEntityTable(state, 'planRevisions');

/** A stand's plan revisions, oldest first (v1, v2, …). */
export const makeSelectStandRevisions = () =>
  createSelector([selectRevisionTable, (_: RootState, standId: number | null) => standId], (table, standId) =>
    standId === null
      ? []
      : Object.values(table)
          .filter((revision): revision is NonNullable<typeof revision> => revision !== undefined && revision.stand === `/backend/stands/${standId}`)
          .sort((a, b) => a.number - b.number),
  );
