/**
 * The plan viewer's side effects (issue 25 items 1–2):
 * - open: the viewer's ui modal with its target; the revision and its marks asked;
 * - file: a plan file's bytes loaded once with the user's token (never in a URL), kept as an
 *   object URL (./fileUrls) until logout;
 * - marks: GET /plan_annotations?revision= (500 a page), a mark with local changes kept as it is;
 * - save: a drawn or edited mark is in the store at once, marked unsaved; its write waits
 *   SAVE_DEBOUNCE_MS of quiet (a drag sends one PATCH), a new mark is POSTed once (a change made
 *   while it is under way follows as a PATCH), a network or server failure is retried
 *   (SAVE_RETRY_MS); a mark whose write still fails stays on screen, unsaved, until retried —
 *   never lost;
 * - delete (after the confirm dialog), resolve toggle (staff), undo / redo (per revision).
 */
import type { SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { parseCollection, type ApiResponse } from '@/api/client';
import { apiPathOf } from '@/api/download';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { entitiesReceived, entityRemoved } from '@/entities/entitiesSlice';
import { viewableAs } from '@/domain/planFiles';
import { idFromIri } from '@/entities/entityTypes';
import { itemRequested } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { errorToast } from '@/ui/toasts';
import { isReportedByDialog } from '@/ui/uiSagas';
import { modalOpened } from '@/ui/uiSlice';
import {
  PLAN_VIEWER_MODAL,
  markChanged,
  markCreated,
  markDeleteFailed,
  markDeleteRequested,
  markDeleteSucceeded,
  markRedoRequested,
  markResolveToggled,
  markSaveRetried,
  markUndoRequested,
  planFileDownloadRequested,
  planFileRequested,
  planMarksRequested,
  planRevisionMarksRequested,
  planRevisionsRequested,
  planViewerOpened,
} from './actions';
import { fileLoaded, fileUrlOf, filesCleared, toObjectUrl } from './fileUrls';
import { emptyHistory, pushed, remapped } from './history';
import { selectMark, selectMarkupHistory } from './selectors';
import { markTiming } from './timing';
import { warmUpPlanViewer } from './warmUp';
import type { MarkChanges, MarkOp, PlanAnnotation, PlanMarkupHistory, PlanRevision } from './types';

export const SAVE_DEBOUNCE_MS = 400;
/** The pauses before each new try of a write that failed on the network or the server (5xx, 429). */
export const SAVE_RETRY_MS = [1000, 3000, 8000];
export const MARKS_PAGE_SIZE = 500;

/** Internal: a mark has changes to write. */
export const markSaveScheduled = createAction<{ id: number }>('planReview/markSaveScheduled');

let lastLocalId = 0;
/** A new mark's id until the server gives one: negative, never an id of the server. */
export const newLocalId = (): number => {
  lastLocalId -= 1;
  return lastLocalId;
};

const MARKS = 'planAnnotations' as const;

const revisionIdOf = (mark: Pick<PlanAnnotation, 'revision'>): number => idFromIri(mark.revision) ?? 0;

// ——— viewer, files, marks ———

export function* openViewer(action: ReturnType<typeof planViewerOpened>): SagaIterator {
  const target = action.payload;
  yield call(markTiming, 'opened');
  // The shown file fetched at once, beside the viewer's chunk, PDF.js and its worker (when they
  // were not already loaded ahead, ./warmUp), rather than after them.
  yield call(startWarmUp);
  const file = target.files.find((f) => f.id === target.mediaId) ?? target.files[0];
  if (file && viewableAs(file)) yield put(planFileRequested({ objectUrl: file.objectUrl }));
  yield put(modalOpened({ name: PLAN_VIEWER_MODAL, id: target.mediaId, data: { ...target } }));
  const revisionId = idFromIri(target.revision);
  if (revisionId !== null) {
    yield put(itemRequested({ resource: 'planRevisions', id: revisionId }));
    yield put(planMarksRequested({ revisionId }));
  }
}

/** The viewer's chunk, PDF.js and its worker asked for, not waited for. */
export function startWarmUp(): void {
  void warmUpPlanViewer();
}

/** How long a PDF's file waits for its first page to be parsed before the viewer shows it anyway. */
export const PARSE_WAIT_MS = 3000;

/**
 * A PDF opened at its first page as soon as its bytes are there (./pdfEngine keeps the document
 * and the page's size by the object URL, for the viewer), and PDF.js set reading the page's
 * drawing meanwhile; a failure is the page canvas's to tell.
 */
export async function openFirstPage(url: string): Promise<void> {
  try {
    const engine = await import(/* webpackChunkName: "plan-pdf-engine" */ './pdfEngine');
    engine.readDrawing(await engine.openPage(url, 1));
  } catch {
    // The page canvas opens it again and tells the failure.
  }
}

/** Files being loaded, so that two renders asking for one load it once. */
const loadingFiles = new Set<string>();

export function* loadFile(action: ReturnType<typeof planFileRequested>): SagaIterator {
  const { objectUrl } = action.payload;
  if ((fileUrlOf(objectUrl) !== undefined && fileUrlOf(objectUrl) !== 'failed') || loadingFiles.has(objectUrl)) return;
  loadingFiles.add(objectUrl);
  try {
    yield call(markTiming, 'file-requested');
    const response: ApiResponse<{ blob: Blob }> = yield call(callApi, { path: apiPathOf(objectUrl), responseType: 'blob' });
    const url: string = yield call(toObjectUrl, response.data.blob);
    yield call(markTiming, 'file-loaded');
    // A PDF is shown once its first page's size is known: the viewer draws it at once at the zoom
    // that fits, not first at another one (a parse that takes long shows it without waiting).
    if (response.data.blob.type === 'application/pdf') yield race({ parsed: call(openFirstPage, url), late: delay(PARSE_WAIT_MS) });
    yield call(fileLoaded, objectUrl, url);
  } catch {
    // The viewer says it could not open the file and offers the download.
    yield call(fileLoaded, objectUrl, 'failed');
  } finally {
    loadingFiles.delete(objectUrl);
  }
}

export function* loadMarks(action: ReturnType<typeof planMarksRequested>): SagaIterator {
  const { revisionId } = action.payload;
  try {
    const response: ApiResponse<unknown> = yield call(callApi, {
      path: '/plan_annotations',
      params: { revision: revisionId, itemsPerPage: MARKS_PAGE_SIZE, 'order[number]': 'asc' },
    });
    const { items } = parseCollection<PlanAnnotation>(response.data);
    // A mark changed here and not yet written keeps what the user sees.
    const kept: PlanAnnotation[] = [];
    for (const item of items) {
      const local: PlanAnnotation | undefined = yield select(selectMark, item.id);
      if (!local?.unsaved) kept.push(item);
    }
    yield put(entitiesReceived({ type: MARKS, items: kept }));
  } catch (error) {
    yield call(errorToast, serializeError(error), 'planReview.marks.loadFailed');
  }
}

export function* downloadPlanFile(action: ReturnType<typeof planFileDownloadRequested>): SagaIterator {
  yield call(downloadFile, { path: apiPathOf(action.payload.objectUrl) }, action.payload.mediaFileName);
}

// ——— history ———

function* historyOf(revisionId: number): SagaIterator<PlanMarkupHistory> {
  const history: PlanMarkupHistory | undefined = yield select(selectMarkupHistory, revisionId);
  return history ?? emptyHistory(revisionId);
}

function* saveHistory(history: PlanMarkupHistory): SagaIterator {
  yield put(entitiesReceived({ type: 'planMarkupHistory', items: [history] }));
}

function* recordOp(revisionId: number, op: MarkOp): SagaIterator {
  const history: PlanMarkupHistory = yield call(historyOf, revisionId);
  yield call(saveHistory, pushed(history, op));
}

// ——— local edits (each scheduled for writing) ———

/** A mark put (back) on the page as new: a local id, unsaved, its write scheduled. */
type NewMark = Omit<PlanAnnotation, '@id' | 'id' | 'number' | 'unsaved' | 'clientKey' | 'resolved' | 'resolvedAt' | 'resolvedByName'>;

function* placeNewMark(mark: NewMark): SagaIterator<PlanAnnotation> {
  const id: number = yield call(newLocalId);
  const placed: PlanAnnotation = { ...mark, '@id': '', id, number: 0, resolved: false, resolvedAt: null, resolvedByName: null, clientKey: `local${id}`, unsaved: { rev: 1, failed: false } };
  yield put(entitiesReceived({ type: MARKS, items: [placed] }));
  yield put(markSaveScheduled({ id }));
  return placed;
}

/** Changes applied to a mark at once, its write scheduled. */
function* applyChanges(mark: PlanAnnotation, changes: MarkChanges): SagaIterator {
  yield put(entitiesReceived({ type: MARKS, items: [{ ...mark, ...changes, unsaved: { rev: (mark.unsaved?.rev ?? 0) + 1, failed: false } }] }));
  yield put(markSaveScheduled({ id: mark.id }));
}

export function* createMark(action: ReturnType<typeof markCreated>): SagaIterator {
  const now = new Date().toISOString();
  const mark: PlanAnnotation = yield call(placeNewMark, { ...action.payload, '@type': 'PlanAnnotation', createdAt: now, updatedAt: now });
  yield call(recordOp, revisionIdOf(mark), { type: 'create', mark });
}

export function* changeMark(action: ReturnType<typeof markChanged>): SagaIterator {
  const { id, changes } = action.payload;
  const mark: PlanAnnotation | undefined = yield select(selectMark, id);
  if (!mark) return;
  const before = Object.fromEntries(Object.keys(changes).map((field) => [field, mark[field as keyof MarkChanges]])) as MarkChanges;
  yield call(applyChanges, mark, changes);
  yield call(recordOp, revisionIdOf(mark), { type: 'change', id, before, after: changes });
}

// ——— writing ———

const retriable = (error: SerializedApiError) => error.status === 0 || error.status === 429 || error.status >= 500;

/** The mark as the API takes it: everything on creation, what the user may change afterwards. */
export const writeRequest = (mark: PlanAnnotation) =>
  mark.id < 0
    ? {
        method: 'POST' as const,
        path: '/plan_annotations',
        body: { revision: mark.revision, media: mark.media, page: mark.page, kind: mark.kind, geometry: mark.geometry, color: mark.color, ...(mark.comment ? { comment: mark.comment } : {}) },
      }
    : { method: 'PATCH' as const, path: `/plan_annotations/${mark.id}`, body: { geometry: mark.geometry, color: mark.color, comment: mark.comment } };

/** One write, tried again after each pause of SAVE_RETRY_MS while the network or the server fails. */
export function* sendWithRetry(mark: PlanAnnotation): SagaIterator<PlanAnnotation> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response: ApiResponse<PlanAnnotation> = yield call(callApi, writeRequest(mark));
      return response.data;
    } catch (e) {
      const error = serializeError(e);
      if (!retriable(error) || attempt >= SAVE_RETRY_MS.length) throw e;
      yield delay(SAVE_RETRY_MS[attempt]);
    }
  }
}

/** Marks whose write is under way: a later save of the same mark is left to it (it writes again if the mark changed meanwhile). */
const writing = new Set<number>();

export function* writeMark(id: number): SagaIterator {
  if (writing.has(id)) return;
  writing.add(id);
  let current = id;
  try {
    for (;;) {
      const mark: PlanAnnotation | undefined = yield select(selectMark, current);
      if (!mark?.unsaved) return;
      const rev = mark.unsaved.rev;
      let saved: PlanAnnotation;
      try {
        saved = yield call(sendWithRetry, mark);
      } catch (e) {
        const latest: PlanAnnotation | undefined = yield select(selectMark, current);
        if (latest?.unsaved) yield put(entitiesReceived({ type: MARKS, items: [{ ...latest, unsaved: { ...latest.unsaved, failed: true } }] }));
        yield call(errorToast, serializeError(e), 'planReview.mark.saveFailed');
        return;
      }
      const latest: PlanAnnotation | undefined = yield select(selectMark, current);
      if (current < 0) {
        if (!latest) {
          // Taken away (undone, deleted) while it was being written: it goes on the server too.
          yield call(callApi, { method: 'DELETE', path: `/plan_annotations/${saved.id}` });
          return;
        }
        yield put(entityRemoved({ type: MARKS, id: current }));
        const revisionId = revisionIdOf(saved);
        const history: PlanMarkupHistory = yield call(historyOf, revisionId);
        yield call(saveHistory, remapped(history, current, saved.id));
        writing.delete(current);
        current = saved.id;
        writing.add(current);
      }
      const changedMeanwhile = latest?.unsaved !== undefined && latest.unsaved.rev !== rev;
      const clientKey = mark.clientKey;
      const stored: PlanAnnotation = changedMeanwhile
        ? { ...saved, geometry: latest.geometry, color: latest.color, comment: latest.comment, ...(clientKey ? { clientKey } : {}), unsaved: latest.unsaved }
        : { ...saved, ...(clientKey ? { clientKey } : {}), unsaved: undefined };
      yield put(entitiesReceived({ type: MARKS, items: [stored] }));
      if (!changedMeanwhile) return;
    }
  } finally {
    writing.delete(current);
  }
}

function* debouncedWrite(id: number, waiting: Map<number, Task>): SagaIterator {
  yield delay(SAVE_DEBOUNCE_MS);
  waiting.delete(id);
  yield call(writeMark, id);
}

/** Each mark's write waits for SAVE_DEBOUNCE_MS without a new change of it. */
export function* watchMarkSaves(): SagaIterator {
  const waiting = new Map<number, Task>();
  const channel = yield actionChannel(markSaveScheduled.type);
  for (;;) {
    const { payload }: ReturnType<typeof markSaveScheduled> = yield take(channel);
    const pending = waiting.get(payload.id);
    if (pending) yield cancel(pending);
    waiting.set(payload.id, yield fork(debouncedWrite, payload.id, waiting));
  }
}

export function* retrySaves(action: ReturnType<typeof markSaveRetried>): SagaIterator {
  for (const id of action.payload.ids) {
    const mark: PlanAnnotation | undefined = yield select(selectMark, id);
    if (!mark?.unsaved) continue;
    yield put(entitiesReceived({ type: MARKS, items: [{ ...mark, unsaved: { ...mark.unsaved, failed: false } }] }));
    yield fork(writeMark, id);
  }
}

// ——— delete, resolve ———

/** A mark taken off: locally when never written (its write under way, if any, deletes it), else DELETE. */
function* removeMark(mark: PlanAnnotation): SagaIterator {
  if (mark.id > 0) yield call(callApi, { method: 'DELETE', path: `/plan_annotations/${mark.id}` });
  yield put(entityRemoved({ type: MARKS, id: mark.id }));
}

export function* deleteMark(action: ReturnType<typeof markDeleteRequested>): SagaIterator {
  const { id, key } = action.payload;
  const mark: PlanAnnotation | undefined = yield select(selectMark, id);
  if (!mark) {
    yield put(markDeleteSucceeded({ id, key }));
    return;
  }
  try {
    yield call(removeMark, mark);
  } catch (e) {
    const error = serializeError(e);
    yield put(markDeleteFailed({ id, key, error }));
    if (!isReportedByDialog(action)) yield call(errorToast, error);
    return;
  }
  yield call(recordOp, revisionIdOf(mark), { type: 'delete', mark: { ...mark, unsaved: undefined } });
  yield put(markDeleteSucceeded({ id, key }));
}

export function* toggleResolved(action: ReturnType<typeof markResolveToggled>): SagaIterator {
  const { id, resolved } = action.payload;
  const mark: PlanAnnotation | undefined = yield select(selectMark, id);
  if (!mark || id < 0) return;
  yield put(entitiesReceived({ type: MARKS, items: [{ ...mark, resolved }] }));
  try {
    const response: ApiResponse<PlanAnnotation> = yield call(callApi, { method: 'PATCH', path: `/plan_annotations/${id}`, body: { resolved } });
    yield put(entitiesReceived({ type: MARKS, items: [{ ...response.data, ...(mark.clientKey ? { clientKey: mark.clientKey } : {}) }] }));
  } catch (e) {
    yield put(entitiesReceived({ type: MARKS, items: [{ ...mark, resolved: mark.resolved }] }));
    yield call(errorToast, serializeError(e), 'planReview.mark.resolveFailed');
  }
}

// ——— undo / redo ———

/** Plays a step forward (redo) or backward (undo); the step as it now stands (new ids), or null if it could not be played. */
export function* playOp(op: MarkOp, direction: 'undo' | 'redo'): SagaIterator<MarkOp | null> {
  const takesOff = (op.type === 'create' && direction === 'undo') || (op.type === 'delete' && direction === 'redo');
  if (op.type === 'change') {
    const mark: PlanAnnotation | undefined = yield select(selectMark, op.id);
    if (!mark) return null;
    yield call(applyChanges, mark, direction === 'undo' ? op.before : op.after);
    return op;
  }
  if (takesOff) {
    const mark: PlanAnnotation | undefined = yield select(selectMark, op.mark.id);
    if (!mark) return null;
    try {
      yield call(removeMark, mark);
    } catch (e) {
      yield call(errorToast, serializeError(e));
      return null;
    }
    return { ...op, mark: { ...mark, unsaved: undefined } };
  }
  // Put back: a new mark from the snapshot (the server numbers it again).
  const { '@id': _iri, id: _id, number: _number, unsaved: _unsaved, clientKey: _key, resolved: _resolved, resolvedAt: _at, resolvedByName: _by, ...snapshot } = op.mark;
  const placed: PlanAnnotation = yield call(placeNewMark, snapshot);
  return { ...op, mark: placed };
}

export function* undo(action: ReturnType<typeof markUndoRequested>): SagaIterator {
  const history: PlanMarkupHistory = yield call(historyOf, action.payload.revisionId);
  const op = history.undo[history.undo.length - 1];
  if (!op) return;
  const played: MarkOp | null = yield call(playOp, op, 'undo');
  const latest: PlanMarkupHistory = yield call(historyOf, action.payload.revisionId);
  yield call(saveHistory, { ...latest, undo: latest.undo.slice(0, -1), redo: played ? [...latest.redo, played] : latest.redo });
}

export function* redo(action: ReturnType<typeof markRedoRequested>): SagaIterator {
  const history: PlanMarkupHistory = yield call(historyOf, action.payload.revisionId);
  const op = history.redo[history.redo.length - 1];
  if (!op) return;
  const played: MarkOp | null = yield call(playOp, op, 'redo');
  const latest: PlanMarkupHistory = yield call(historyOf, action.payload.revisionId);
  yield call(saveHistory, { ...latest, redo: latest.redo.slice(0, -1), undo: played ? [...latest.undo, played] : latest.undo });
}

// ——— revisions (item 3) ———

/** The stand's plan revisions, oldest first (the picker shows v1, v2, …). */
export function* loadRevisions(action: ReturnType<typeof planRevisionsRequested>): SagaIterator {
  try {
    const response: ApiResponse<unknown> = yield call(callApi, {
      path: '/plan_revisions',
      params: { stand: action.payload.standId, 'order[number]': 'asc', itemsPerPage: 100 },
    });
    const { items } = parseCollection<PlanRevision>(response.data);
    yield put(entitiesReceived({ type: 'planRevisions', items }));
  } catch (error) {
    yield call(errorToast, serializeError(error), 'planReview.revisions.loadFailed');
  }
}

/** Another revision's marks, loaded beside the shown one's (not cancelled by it, unlike planMarksRequested). */
export function* loadRevisionMarks(action: ReturnType<typeof planRevisionMarksRequested>): SagaIterator {
  yield call(loadMarks, planMarksRequested({ revisionId: action.payload.revisionId }));
}

export default function* planReviewSagas(): SagaIterator {
  yield fork(watchMarkSaves);
  yield takeEvery(planViewerOpened.type, openViewer);
  yield takeEvery(planFileRequested.type, loadFile);
  yield takeLatest(planMarksRequested.type, loadMarks);
  yield takeEvery(planFileDownloadRequested.type, downloadPlanFile);
  yield takeEvery(markCreated.type, createMark);
  yield takeEvery(markChanged.type, changeMark);
  yield takeEvery(markDeleteRequested.type, deleteMark);
  yield takeEvery(markResolveToggled.type, toggleResolved);
  yield takeEvery(markSaveRetried.type, retrySaves);
  yield takeEvery(markUndoRequested.type, undo);
  yield takeEvery(markRedoRequested.type, redo);
  yield takeLatest(planRevisionsRequested.type, loadRevisions);
  yield takeEvery(planRevisionMarksRequested.type, loadRevisionMarks);
  yield takeEvery(loggedOut.type, function* forgetFiles() {
    yield call(filesCleared);
  });
}
