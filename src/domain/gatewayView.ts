/**
 * How the SPA words the gateway's answers (issue 24): a connection test's outcome, a sync
 * report's result and changes, and how often a running report is read again. Pure: the show
 * form's test button, the dashboard's sync card and their sagas share it.
 */
import type { ConnectionTestResult, ShowSyncReport, SyncChange, SyncCounts } from './api';
import { connectionErrorMessageId, isConnectionErrorCode } from './gateway';

/** A connection test as the form shows it: success (with the number of files) or a failure's message. */
export interface ConnectionTestOutcome {
  success: boolean;
  messageId: string;
  values?: Record<string, number>;
}

/** The test's answer (200), or the HTTP status of a refused one (404: unknown source, 0: network). */
export function connectionTestOutcome(answer: ConnectionTestResult | { status: number }): ConnectionTestOutcome {
  if ('success' in answer) {
    if (answer.success) return { success: true, messageId: 'gateway.test.success', values: { files: answer.files ?? 0 } };
    return { success: false, messageId: isConnectionErrorCode(answer.code) ? connectionErrorMessageId(answer.code) : 'gateway.test.failed' };
  }
  if (answer.status === 404) return { success: false, messageId: 'gateway.test.sourceNotFound' };
  return { success: false, messageId: 'gateway.error.CONNECTION_FAILED' };
}

/** Which source and folder a test answered for: a result shows only while both are still the form's. */
export const connectionTestKey = (source: string, sourcePath: string): string => `${source}|${sourcePath.trim()}`;

/** A running report is read again after 1 s, then a little later each time, at most every 5 s. */
export const FIRST_POLL_MS = 1000;
export const MAX_POLL_MS = 5000;
export const nextPollDelay = (previous: number): number => Math.min(MAX_POLL_MS, Math.round(previous * 1.5));

/**
 * A report is read again for at most 10 minutes (the pauses between readings added up): a sync
 * still running then is left to the server, and the user told to come back later (a run the
 * server lost is failed after 30 min, server/services/gateway/syncReports.ts).
 */
export const MAX_FOLLOW_MS = 10 * 60 * 1000;

/** A show's sync and preview under way (null each when none). */
export interface RunningReports {
  sync: ShowSyncReport | null;
  preview: ShowSyncReport | null;
}

/** The show's preview and sync under way in its reports (newest first), each the newest running one. */
export function runningReports(reports: readonly ShowSyncReport[]): RunningReports {
  const running = (kind: ShowSyncReport['kind']) => reports.find((report) => report.kind === kind && report.status === 'running') ?? null;
  return { sync: running('sync'), preview: running('preview') };
}

/**
 * The preview whose failure the card tells (its reason: 'Dossier non-trouvé', 'Connexion
 * échouée'…): the newest finished report, when it is a failed preview. A later run or preview
 * makes it old news.
 */
export function failedPreviewToTell(reports: readonly ShowSyncReport[]): ShowSyncReport | null {
  const newest = reports.find((report) => report.status !== 'running');
  return newest?.kind === 'preview' && newest.status === 'failed' ? newest : null;
}

/**
 * The catalogue's words for a refused sync or preview, or null when the server's own words say it
 * better (a 422's violations, a 409's description, another refusal's description). Part 2 §8:
 * a 422 without violations is the show without a gateway; a 409 a sync already running.
 */
export function syncRefusalMessageId(error: { status: number; violations: readonly unknown[]; description: string | null }): string | null {
  if (error.status === 422 && !error.violations.length) return 'api.error.syncNotConfigured';
  if (error.status === 409 && !error.description) return 'api.error.syncRunning';
  return null;
}

/** The error message of a failed report: a connection code translated, else the report's own message id. */
export const reportErrorMessageId = (report: Pick<ShowSyncReport, 'errorCode'>): string =>
  isConnectionErrorCode(report.errorCode) ? connectionErrorMessageId(report.errorCode) : (report.errorCode ?? 'showSync.error.unknown');

/** The counts a preview or a report shows, in this order, each with its label id. */
export const SYNC_COUNT_FIELDS = ['created', 'updated', 'disabled', 'enabled', 'contactEmailChanged', 'conflicts', 'problems'] as const satisfies ReadonlyArray<
  keyof SyncCounts
>;
export const syncCountLabelId = (field: (typeof SYNC_COUNT_FIELDS)[number]): string => `showSync.count.${field}`;

/** An update's or conflict's fields as 'field: old → new' lines ('—' for an empty side). */
export function changeFieldLines(change: Pick<SyncChange, 'fields'>): string[] {
  return Object.entries(change.fields ?? {}).map(([field, [before, after]]) => `${field}: ${before || '—'} → ${after || '—'}`);
}
