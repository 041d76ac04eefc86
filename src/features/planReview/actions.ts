/**
 * Intents of the plan viewer and its markup (issue 25 items 1–2). The viewer is a ui modal
 * (PLAN_VIEWER_MODAL) opened with its target; its sagas load the file's bytes and the revision's
 * marks, and write each mark (debounced, retried, kept unsaved on screen until written).
 */
import { createAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import type { MarkGeometry, MarkKind } from '@/domain/planReview';
import type { MarkChanges, PlanViewerTarget } from './types';

export { PLAN_VIEWER_MODAL } from './modal';

/** Open the viewer on a file (and its revision's marks). */
export const planViewerOpened = createAction<PlanViewerTarget>('planReview/viewerOpened');

/** The viewer shows this file: its bytes are wanted (loaded once per session, with the user's token). */
export const planFileRequested = createAction<{ objectUrl: string }>('planReview/fileRequested');

/** The marks of a revision are wanted (on opening, and again on demand). */
export const planMarksRequested = createAction<{ revisionId: number }>('planReview/marksRequested');

/** A mark drawn: kept at once (negative id, unsaved), then written. */
export const markCreated = createAction<{
  revision: string;
  stand: string;
  media: string;
  page: number;
  kind: MarkKind;
  geometry: MarkGeometry;
  color: string;
  comment: string | null;
  createdBy: string | null;
  createdByName: string | null;
}>('planReview/markCreated');

/** A mark moved, resized, recoloured or its comment edited. */
export const markChanged = createAction<{ id: number; changes: MarkChanges }>('planReview/markChanged');

/** Delete a mark (sent by the confirm dialog: `key` names its outcome). */
export const markDeleteRequested = createAction<{ id: number; key: string }>('planReview/markDeleteRequested');
export const markDeleteSucceeded = createAction<{ id: number; key: string }>('planReview/markDeleteSucceeded');
export const markDeleteFailed = createAction<{ id: number; key: string; error: SerializedApiError }>('planReview/markDeleteFailed');

/** Tick a mark fixed, or not (staff). */
export const markResolveToggled = createAction<{ id: number; resolved: boolean }>('planReview/markResolveToggled');

/** Try again to write the marks left unsaved. */
export const markSaveRetried = createAction<{ ids: number[] }>('planReview/markSaveRetried');

/** Undo / redo the last markup step of a revision. */
export const markUndoRequested = createAction<{ revisionId: number }>('planReview/markUndoRequested');
export const markRedoRequested = createAction<{ revisionId: number }>('planReview/markRedoRequested');

/** Download the shown file (with the user's token). */
export const planFileDownloadRequested = createAction<{ objectUrl: string; mediaFileName: string }>('planReview/fileDownloadRequested');

// ——— revisions (item 3) ———

/** The stand's plan revisions are wanted (the viewer's revision picker). */
export const planRevisionsRequested = createAction<{ standId: number }>('planReview/revisionsRequested');

/** Another revision's marks are wanted beside the shown one's (the previous revision's, to check them). */
export const planRevisionMarksRequested = createAction<{ revisionId: number }>('planReview/revisionMarksRequested');
