/** Issue 24: how the SPA words the gateway's answers (src/domain/gatewayView.ts). */
import { changeFieldLines, connectionTestKey, connectionTestOutcome, MAX_POLL_MS, nextPollDelay, reportErrorMessageId } from '@/domain/gatewayView';

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
