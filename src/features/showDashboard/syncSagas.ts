/**
 * The show dashboard's sync flows (issue 24, part 2 §2, §7): 'Synchroniser maintenant' (POST
 * /shows/{id}/sync {immediate: true}), 'Aperçu avant synchronisation' (POST /shows/{id}/sync_preview)
 * and the preview's 'Appliquer' (the sync naming the preview). Each answers 202 with a running
 * report, followed to its end (./reportFollowing.ts), or for 10 minutes at most: then the user is
 * told it still runs. A run already under way when the card opens (another tab, another user, the
 * schedule) is followed the same way. Refusals (part 2 §8): 422 without violations, the show has no
 * gateway; 422 with violations, the server's messages; 409, a sync runs already (said, then
 * followed). For 'Appliquer', a 409 may meet that run already over: the dialog closes, the user is
 * told a sync runs or just ran, and the card shows it (followed, or its report read again). A
 * source that changed since the preview is no 409: the sync's report fails (its reason on the card).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { ShowSyncReport } from '@/domain/api';
import { syncRefusalMessageId } from '@/domain/gatewayView';
import { mutationReset, mutationStarted, saveFailed, saveSucceeded, type MutationState } from '@/entities/mutationsSlice';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { selectMutation } from '@/entities/selectors';
import { callApi } from '@/features/session/callApi';
import { errorToast, successToast } from '@/ui/toasts';
import { modalClosed, modalOpened, toastShown } from '@/ui/uiSlice';
import {
  SYNC_KEY,
  SYNC_PREVIEW_DIALOG,
  SYNC_PREVIEW_KEY,
  showSyncRequested,
  syncCardOpened,
  syncPreviewApplied,
  syncPreviewRequested,
} from './actions';
import { findRunning, followWhileShown, leftDashboard } from './reportFollowing';
import { syncReportsParams } from './queries';

/** A run followed for as long as we read it and still running: the server finishes it; the user comes back later. */
function* stillRunning(key: string, messageId: string): SagaIterator {
  yield put(mutationReset(key));
  yield put(toastShown({ severity: 'info', messageId }));
}

/** A refusal said in a toast: the catalogue's words for it, else the server's, else `fallbackId`. */
function* refusalToast(error: SerializedApiError, fallbackId: string): SagaIterator {
  const messageId = syncRefusalMessageId(error);
  if (messageId) yield put(toastShown({ severity: 'error', messageId }));
  else yield call(errorToast, error, fallbackId);
}

/** A refused or broken flow: on its mutation, and said in a toast. */
function* failed(key: string, error: SerializedApiError, fallbackId: string): SagaIterator {
  yield put(saveFailed({ resource: 'showSyncReports', key, error, fieldErrors: {} }));
  yield call(refusalToast, error, fallbackId);
}

/** A sync posted: followed to its end, then 'Synchronisation effectuée !' or 'La synchronisation a échoué...'. */
function* followSync(showId: number, started: ShowSyncReport): SagaIterator {
  const report: ShowSyncReport | null = yield call(followWhileShown, showId, started, SYNC_KEY);
  if (!report) return;
  yield put(listRequested({ resource: 'showSyncReports', params: syncReportsParams(showId) }));
  if (report.status === 'running') {
    yield call(stillRunning, SYNC_KEY, 'showSync.stillRunning');
    return;
  }
  if (report.status === 'succeeded') {
    yield put(saveSucceeded({ resource: 'showSyncReports', key: SYNC_KEY, id: report.id }));
    yield put(successToast('showDashboard.sync.done'));
    yield put(itemRequested({ resource: 'shows', id: showId }));
  } else {
    // The card's last result says why (the report's code, translated).
    yield put(mutationReset(SYNC_KEY));
    yield put(toastShown({ severity: 'error', messageId: 'showDashboard.sync.failed' }));
  }
}

function* postSync(showId: number, preview?: string): SagaIterator<ShowSyncReport> {
  const body = preview ? { immediate: true, preview } : { immediate: true };
  const response: ApiResponse<ShowSyncReport> = yield call(callApi, { method: 'POST', path: `/shows/${showId}/sync`, body });
  return response.data;
}

export function* syncShow(action: ReturnType<typeof showSyncRequested>): SagaIterator {
  const { showId } = action.payload;
  yield put(mutationStarted(SYNC_KEY));
  try {
    const started: ShowSyncReport = yield call(postSync, showId);
    yield call(followSync, showId, started);
  } catch (e) {
    const error = serializeError(e);
    yield call(failed, SYNC_KEY, error, 'showDashboard.sync.failed');
    if (error.status === 409) yield call(followRunningSync, showId);
  }
}

/** A preview followed to its end: its dialog opens on it; a failed one says so in a toast, its reason on the card. */
function* followPreview(showId: number, started: ShowSyncReport): SagaIterator {
  const report: ShowSyncReport | null = yield call(followWhileShown, showId, started, SYNC_PREVIEW_KEY);
  if (!report) return;
  // The card tells a failed preview's reason from the reports list.
  yield put(listRequested({ resource: 'showSyncReports', params: syncReportsParams(showId) }));
  if (report.status === 'running') {
    yield call(stillRunning, SYNC_PREVIEW_KEY, 'showSync.preview.stillRunning');
  } else if (report.status === 'succeeded') {
    yield put(saveSucceeded({ resource: 'showSyncReports', key: SYNC_PREVIEW_KEY, id: report.id }));
    yield put(modalOpened({ name: SYNC_PREVIEW_DIALOG, id: report.id }));
  } else {
    yield put(mutationReset(SYNC_PREVIEW_KEY));
    yield put(toastShown({ severity: 'error', messageId: 'showSync.preview.failed' }));
  }
}

/** The preview run and followed (see followPreview). */
export function* previewSync(action: ReturnType<typeof syncPreviewRequested>): SagaIterator {
  const { showId } = action.payload;
  yield put(mutationStarted(SYNC_PREVIEW_KEY));
  yield put(modalClosed(SYNC_PREVIEW_DIALOG));
  try {
    const response: ApiResponse<ShowSyncReport> = yield call(callApi, { method: 'POST', path: `/shows/${showId}/sync_preview` });
    yield call(followPreview, showId, response.data);
  } catch (e) {
    yield call(failed, SYNC_PREVIEW_KEY, serializeError(e), 'showSync.preview.failed');
  }
}

/** The two runs the card follows: the mutation showing it, how it is followed, what a broken reading says. */
interface Flow {
  key: string;
  follow: (showId: number, report: ShowSyncReport) => SagaIterator;
  failedId: string;
}
const SYNC_FLOW: Flow = { key: SYNC_KEY, follow: followSync, failedId: 'showDashboard.sync.failed' };
const PREVIEW_FLOW: Flow = { key: SYNC_PREVIEW_KEY, follow: followPreview, failedId: 'showSync.preview.failed' };

/** A run started (here or elsewhere) shown under way on the card and followed there. */
function* followOnCard(flow: Flow, showId: number, report: ShowSyncReport): SagaIterator {
  yield put(mutationStarted(flow.key));
  try {
    yield call(flow.follow, showId, report);
  } catch (e) {
    yield call(failed, flow.key, serializeError(e), flow.failedId);
  }
}

/** A run started elsewhere: followed on the card, unless this tab follows one of its kind already. */
function* pickUp(flow: Flow, showId: number, report: ShowSyncReport): SagaIterator {
  const current: MutationState = yield select(selectMutation, flow.key);
  if (current.status !== 'pending') yield call(followOnCard, flow, showId, report);
}

/** After a 409 'a sync runs already': the card follows that run (when it is still there to follow). */
function* followRunningSync(showId: number): SagaIterator {
  const { running } = yield race({ running: call(findRunning, showId), left: take(leftDashboard(showId)) });
  if (running?.sync) yield call(pickUp, SYNC_FLOW, showId, running.sync);
}

/** The card opened: the sync and the preview under way, started elsewhere, are shown running and their results picked up here. */
export function* followRunningOnOpen(action: ReturnType<typeof syncCardOpened>): SagaIterator {
  const { showId } = action.payload;
  const { running } = yield race({ running: call(findRunning, showId), left: take(leftDashboard(showId)) });
  if (!running) return;
  const follows = [];
  if (running.sync) follows.push(call(pickUp, SYNC_FLOW, showId, running.sync));
  if (running.preview) follows.push(call(pickUp, PREVIEW_FLOW, showId, running.preview));
  yield all(follows);
}

/**
 * 'Appliquer' refused with 409: a sync of the show runs, or ran between the refusal and now. The
 * dialog closes (its preview is no longer the one to apply), the user is told so, and the card
 * follows that run, or reads the reports and the show again when it is over already.
 */
function* syncRanMeanwhile(showId: number): SagaIterator {
  yield put(mutationReset(SYNC_PREVIEW_DIALOG));
  yield put(modalClosed(SYNC_PREVIEW_DIALOG));
  yield put(toastShown({ severity: 'info', messageId: 'showSync.preview.syncRan' }));
  const { running } = yield race({ running: call(findRunning, showId), left: take(leftDashboard(showId)) });
  if (!running) return;
  if (running.sync) {
    yield call(pickUp, SYNC_FLOW, showId, running.sync);
    return;
  }
  yield put(listRequested({ resource: 'showSyncReports', params: syncReportsParams(showId) }));
  yield put(itemRequested({ resource: 'shows', id: showId }));
}

/**
 * 'Appliquer': the sync of the preview; started, the dialog closes and the card follows it. A 409
 * (a sync of the show runs, or just ran): see syncRanMeanwhile.
 */
export function* applyPreview(action: ReturnType<typeof syncPreviewApplied>): SagaIterator {
  const { showId, preview } = action.payload;
  yield put(mutationStarted(SYNC_PREVIEW_DIALOG));
  let started: ShowSyncReport;
  try {
    started = yield call(postSync, showId, preview);
  } catch (e) {
    const error = serializeError(e);
    if (error.status === 409) yield call(syncRanMeanwhile, showId);
    else yield call(failed, SYNC_PREVIEW_DIALOG, error, 'showDashboard.sync.failed');
    return;
  }
  yield put(saveSucceeded({ resource: 'showSyncReports', key: SYNC_PREVIEW_DIALOG, id: started.id }));
  yield put(modalClosed(SYNC_PREVIEW_DIALOG));
  yield call(followOnCard, SYNC_FLOW, showId, started);
}

export default function* syncSagas(): SagaIterator {
  yield takeLeading(showSyncRequested.type, syncShow);
  yield takeLeading(syncPreviewRequested.type, previewSync);
  yield takeLeading(syncPreviewApplied.type, applyPreview);
  yield takeLatest(syncCardOpened.type, followRunningOnOpen);
}
