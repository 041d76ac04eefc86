/**
 * Following a show's running sync report (issue 24): read again every second, then less often
 * (nextPollDelay), for at most MAX_FOLLOW_MS, its progress on the flow's mutation; only while the
 * user stays on that show's dashboard (the run goes on, on the server, either way). Also finds the
 * runs already under way when the card opens or a sync is refused because one runs.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { parseCollection, type ApiResponse } from '@/api/client';
import { serializeError } from '@/api/errors';
import type { ShowSyncReport } from '@/domain/api';
import { FIRST_POLL_MS, MAX_FOLLOW_MS, nextPollDelay, runningReports, type RunningReports } from '@/domain/gatewayView';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationProgressed, mutationReset } from '@/entities/mutationsSlice';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { showDashboardLeft } from './actions';
import { syncReportsParams } from './queries';

const keep = (report: ShowSyncReport) => entitiesReceived({ type: 'showSyncReports', items: [report] });

/** The show's dashboard left (or the session ended). */
export const leftDashboard = (showId: number) => (a: { type: string; payload?: { showId?: number } }) =>
  (a.type === showDashboardLeft.type && a.payload?.showId === showId) || a.type === loggedOut.type;

/**
 * Reads a running report again until it is done, or until MAX_FOLLOW_MS of pauses have passed
 * (then it comes back still running). A lost network only delays the next reading.
 */
export function* followReport(started: ShowSyncReport, key: string): SagaIterator<ShowSyncReport> {
  let report = started;
  let wait = FIRST_POLL_MS;
  let waited = 0;
  yield put(keep(report));
  while (report.status === 'running' && waited < MAX_FOLLOW_MS) {
    yield put(mutationProgressed({ key, progress: report.progress / 100 }));
    yield delay(wait);
    waited += wait;
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

/** Follows a report while the user stays on that show's dashboard: the report as last read, or null (left). */
export function* followWhileShown(showId: number, report: ShowSyncReport, key: string): SagaIterator<ShowSyncReport | null> {
  const { done } = yield race({ done: call(followReport, report, key), left: take(leftDashboard(showId)) });
  if (!done) yield put(mutationReset(key));
  return done ?? null;
}

/** The show's newest running sync and preview (null each when none, or when the reports cannot be read). */
export function* findRunning(showId: number): SagaIterator<RunningReports> {
  try {
    const response: ApiResponse<unknown> = yield call(callApi, { path: '/show_sync_reports', params: syncReportsParams(showId) });
    return runningReports(parseCollection<ShowSyncReport>(response.data).items);
  } catch {
    // The card's own list of reports says what went wrong; nothing to follow.
    return runningReports([]);
  }
}
