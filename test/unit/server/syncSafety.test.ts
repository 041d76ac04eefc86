/** What a sync may not apply on its own (server/services/gateway/syncSafety.ts). */
import { MAX_UNREVIEWED_WITHDRAWAL_SHARE, syncRefusal } from '@server/services/gateway/syncSafety';

const plan = (withdrawn: number, enabledIdentified: number) => ({ disables: Array.from({ length: withdrawn }, (_, i) => i + 1), enabledIdentified });

describe('syncRefusal', () => {
  it('refuses a file without records while the show has enabled identified stands, even reviewed by an admin', () => {
    for (const reviewed of [false, true]) {
      expect(syncRefusal(plan(3, 3), 0, reviewed)).toEqual({ messageId: 'api.sync.emptyFile', params: { stands: 3 } });
    }
    // Nothing identified, or nothing enabled: an empty file withdraws nothing.
    expect(syncRefusal(plan(0, 0), 0, false)).toBeNull();
  });

  it('refuses withdrawing more than half of the enabled identified stands unless an admin reviewed it', () => {
    expect(MAX_UNREVIEWED_WITHDRAWAL_SHARE).toBe(0.5);
    expect(syncRefusal(plan(3, 5), 2, false)).toEqual({ messageId: 'api.sync.tooManyWithdrawals', params: { count: 3, total: 5 } });
    expect(syncRefusal(plan(1, 1), 1, false)).toEqual({ messageId: 'api.sync.tooManyWithdrawals', params: { count: 1, total: 1 } });
    expect(syncRefusal(plan(3, 5), 2, true)).toBeNull();
    // Half is not more than half.
    expect(syncRefusal(plan(2, 4), 2, false)).toBeNull();
    expect(syncRefusal(plan(0, 4), 4, false)).toBeNull();
  });
});
