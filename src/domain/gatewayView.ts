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
