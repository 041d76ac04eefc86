/** Issue 24: how the SPA words the gateway's answers (src/domain/gatewayView.ts). */
import type { ShowSyncReport } from '@/domain/api';
import {
  changeFieldLines,
  connectionTestKey,
  connectionTestOutcome,
  failedPreviewToTell,
  MAX_FOLLOW_MS,
  MAX_POLL_MS,
  nextPollDelay,
  reportErrorMessageId,
  runningReports,
  syncRefusalMessageId,
} from '@/domain/gatewayView';

describe('a connection test outcome', () => {
  it('is a success with the number of files, or the code of a failure', () => {
    expect(connectionTestOutcome({ success: true, files: 2, durationMs: 5 })).toEqual({ success: true, messageId: 'gateway.test.success', values: { files: 2 } });
    expect(connectionTestOutcome({ success: false, code: 'EMPTY_DIRECTORY', durationMs: 5 })).toEqual({ success: false, messageId: 'gateway.error.EMPTY_DIRECTORY' });
  });

  it("reads an unknown source (404), a lost network and an unknown code in the user's words", () => {
    expect(connectionTestOutcome({ status: 404 }).messageId).toBe('gateway.test.sourceNotFound');
    expect(connectionTestOutcome({ status: 0 }).messageId).toBe('gateway.error.CONNECTION_FAILED');
    expect(connectionTestOutcome({ success: false, code: 'SOMETHING_NEW' as never, durationMs: 1 }).messageId).toBe('gateway.test.failed');
  });

  it('belongs to one source and one folder (spaces around the folder do not count)', () => {
    expect(connectionTestKey('/backend/sources/1', ' /exports ')).toBe(connectionTestKey('/backend/sources/1', '/exports'));
    expect(connectionTestKey('/backend/sources/1', '/exports')).not.toBe(connectionTestKey('/backend/sources/2', '/exports'));
  });
});

describe('following a running report', () => {
  it('waits a little longer each time, never more than 5 s', () => {
    const waits = [1000];
    for (let i = 0; i < 6; i += 1) waits.push(nextPollDelay(waits[waits.length - 1]));
    expect(waits).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
    expect(Math.max(...waits)).toBe(MAX_POLL_MS);
  });
});

describe("a report's words", () => {
  it('translates a connection code and keeps a message id of its own', () => {
    expect(reportErrorMessageId({ errorCode: 'LOGIN_FAILED' })).toBe('gateway.error.LOGIN_FAILED');
    expect(reportErrorMessageId({ errorCode: 'import.error.row' })).toBe('import.error.row');
    expect(reportErrorMessageId({ errorCode: null })).toBe('showSync.error.unknown');
  });

  it("writes an update's fields as 'field: old → new'", () => {
    expect(changeFieldLines({ fields: { surface: ['18', '24'], hall: [null, 'Hall 7'] } })).toEqual(['surface: 18 → 24', 'hall: — → Hall 7']);
    expect(changeFieldLines({})).toEqual([]);
  });
});

describe('a refused sync in the catalogue’s words (part 2 §8)', () => {
  it("says 'pas configuré' for a 422 without violations, and lets the server say a 422's violations", () => {
    expect(syncRefusalMessageId({ status: 422, violations: [], description: 'x' })).toBe('api.error.syncNotConfigured');
    expect(syncRefusalMessageId({ status: 422, violations: [{ propertyPath: 'preview', message: 'Aperçu introuvable pour ce salon.' }], description: null })).toBeNull();
  });

  it('says a sync runs already for a 409 the server did not word, else lets it say', () => {
    expect(syncRefusalMessageId({ status: 409, violations: [], description: null })).toBe('api.error.syncRunning');
    expect(syncRefusalMessageId({ status: 409, violations: [], description: 'La source a changé.' })).toBeNull();
    expect(syncRefusalMessageId({ status: 0, violations: [], description: null })).toBeNull();
  });
});

describe('the reports the card reads', () => {
  const report = (id: number, kind: 'sync' | 'preview', status: 'running' | 'succeeded' | 'failed') => ({ id, kind, status }) as ShowSyncReport;

  it('are the newest running sync and preview of the list', () => {
    const list = [report(5, 'preview', 'running'), report(4, 'sync', 'succeeded'), report(3, 'sync', 'running'), report(2, 'preview', 'running')];
    expect(runningReports(list)).toEqual({ sync: list[2], preview: list[0] });
    expect(runningReports([report(1, 'sync', 'failed')])).toEqual({ sync: null, preview: null });
  });

  it('leave a failed preview to tell only while nothing finished after it', () => {
    const failedPreview = report(5, 'preview', 'failed');
    expect(failedPreviewToTell([report(6, 'sync', 'running'), failedPreview, report(4, 'sync', 'succeeded')])).toBe(failedPreview);
    expect(failedPreviewToTell([report(6, 'sync', 'failed'), failedPreview])).toBeNull();
    expect(failedPreviewToTell([report(6, 'preview', 'succeeded'), failedPreview])).toBeNull();
    expect(failedPreviewToTell([])).toBeNull();
  });

  it('are followed for 10 minutes at most', () => {
    expect(MAX_FOLLOW_MS).toBe(600_000);
  });
});
