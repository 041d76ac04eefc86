/**
 * The show dashboard's sync flows (issue 24, part 2 §2, §7): 'Synchroniser maintenant' (POST
 * /shows/{id}/sync {immediate: true}), 'Aperçu avant synchronisation' (POST /shows/{id}/sync_preview)
 * and the preview's 'Appliquer' (the sync naming the preview). Each answers 202 with a running
 * report, read again every second, then less often (nextPollDelay), until it succeeds or fails;
 * its progress on the flow's mutation. Leaving the dashboard stops the reading (the run goes on
 * on the server). 422: the show has no gateway; 409: a sync runs already, or — for 'Appliquer' —
 * the source changed since the preview (the dialog says so and offers a new preview).
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { ShowSyncReport } from '@/domain/api';
import { FIRST_POLL_MS, nextPollDelay } from '@/domain/gatewayView';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationProgressed, mutationReset, mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { errorToast, successToast } from '@/ui/toasts';
import { modalClosed, modalOpened, toastShown } from '@/ui/uiSlice';
import {
  SYNC_KEY,
  SYNC_PREVIEW_DIALOG,
  SYNC_PREVIEW_KEY,
  showDashboardLeft,
  showSyncRequested,
  syncPreviewApplied,
  syncPreviewRequested,
} from './actions';
import { syncReportsParams } from './queries';

const keep = (report: ShowSyncReport) => entitiesReceived({ type: 'showSyncReports', items: [report] });

/** Reads a running report again until it is done; a lost network only delays the next reading. */
export function* followReport(started: ShowSyncReport, key: string): SagaIterator<ShowSyncReport> {
  let report = started;
  let wait = FIRST_POLL_MS;
  yield put(keep(report));
  while (report.status === 'running') {
    yield put(mutationProgressed({ key, progress: report.progress / 100 }));
    yield delay(wait);
    wait = nextPollDelay(wait);
    try {
      const response: ApiResponse<ShowSyncReport> = yield call(callApi, { path: `/show_sync_reports/${report.id}` });
      report = response.data;
      yield put(keep(report));
    } catch (e) {
      if (serializeError(e).status !== 0) throw e;
    }
  }
  return report;
}

/** Follows a report while the user stays on that show's dashboard: the report done, or null (left). */
function* followWhileShown(showId: number, report: ShowSyncReport, key: string): SagaIterator<ShowSyncReport | null> {
  const { done } = yield race({
    done: call(followReport, report, key),
    left: take((a: { type: string; payload?: { showId?: number } }) => (a.type === showDashboardLeft.type && a.payload?.showId === showId) || a.type === loggedOut.type),
  });
  if (!done) yield put(mutationReset(key));
  return done ?? null;
}

/** A refused or broken flow: on its mutation, and said in a toast. */
function* failed(key: string, error: SerializedApiError, fallbackId: string): SagaIterator {
  yield put(saveFailed({ resource: 'showSyncReports', key, error, fieldErrors: {} }));
  if (error.status === 422) yield put(toastShown({ severity: 'error', messageId: 'api.error.syncNotConfigured' }));
  else yield call(errorToast, error, fallbackId);
}

/** A sync posted: followed to its end, then 'Synchronisation effectuée !' or 'La synchronisation a échoué...'. */
function* followSync(showId: number, started: ShowSyncReport): SagaIterator {
  const report: ShowSyncReport | null = yield call(followWhileShown, showId, started, SYNC_KEY);
  if (!report) return;
  yield put(listRequested({ resource: 'showSyncReports', params: syncReportsParams(showId) }));
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
    yield call(failed, SYNC_KEY, serializeError(e), 'showDashboard.sync.failed');
  }
}

/** The preview run and followed; done, its dialog opens on it (a failed one says why in a toast). */
export function* previewSync(action: ReturnType<typeof syncPreviewRequested>): SagaIterator {
  const { showId } = action.payload;
  yield put(mutationStarted(SYNC_PREVIEW_KEY));
  yield put(modalClosed(SYNC_PREVIEW_DIALOG));
  try {
    const response: ApiResponse<ShowSyncReport> = yield call(callApi, { method: 'POST', path: `/shows/${showId}/sync_preview` });
    const report: ShowSyncReport | null = yield call(followWhileShown, showId, response.data, SYNC_PREVIEW_KEY);
    if (!report) return;
    if (report.status === 'succeeded') {
      yield put(saveSucceeded({ resource: 'showSyncReports', key: SYNC_PREVIEW_KEY, id: report.id }));
      yield put(modalOpened({ name: SYNC_PREVIEW_DIALOG, id: report.id }));
    } else {
      yield put(mutationReset(SYNC_PREVIEW_KEY));
      yield put(toastShown({ severity: 'error', messageId: 'showSync.preview.failed' }));
    }
  } catch (e) {
    yield call(failed, SYNC_PREVIEW_KEY, serializeError(e), 'showSync.preview.failed');
  }
}

/** 'Appliquer': the sync of the preview; started, the dialog closes and the card follows it; 409 stays in the dialog. */
export function* applyPreview(action: ReturnType<typeof syncPreviewApplied>): SagaIterator {
  const { showId, preview } = action.payload;
  yield put(mutationStarted(SYNC_PREVIEW_DIALOG));
  let started: ShowSyncReport;
  try {
    started = yield call(postSync, showId, preview);
  } catch (e) {
    const error = serializeError(e);
    // 409: the dialog says the source changed since (or a sync runs) and offers a new preview.
    if (error.status === 409) yield put(saveFailed({ resource: 'showSyncReports', key: SYNC_PREVIEW_DIALOG, error, fieldErrors: {} }));
    else yield call(failed, SYNC_PREVIEW_DIALOG, error, 'showDashboard.sync.failed');
    return;
  }
  yield put(saveSucceeded({ resource: 'showSyncReports', key: SYNC_PREVIEW_DIALOG, id: started.id }));
  yield put(modalClosed(SYNC_PREVIEW_DIALOG));
  yield put(mutationStarted(SYNC_KEY));
  try {
    yield call(followSync, showId, started);
  } catch (e) {
    yield call(failed, SYNC_KEY, serializeError(e), 'showDashboard.sync.failed');
  }
}

export default function* syncSagas(): SagaIterator {
  yield takeLeading(showSyncRequested.type, syncShow);
  yield takeLeading(syncPreviewRequested.type, previewSync);
  yield takeLeading(syncPreviewApplied.type, applyPreview);
}
