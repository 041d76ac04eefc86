/** Whose turn in the stand list's state (issue 25): kept in the list's link, read back defensively. */
import { decodeListView, encodeListView } from '@/domain/listLink';
import { normalizeListState } from '@/domain/listQuery';
import { DEFAULT_STAND_LIST_STATE, isOldestTeamFirst, OLDEST_TEAM_FIRST, STAND_LIST, toStandFilterParams } from '@/domain/standListQuery';

describe('whose turn in the stand list state', () => {
  it('travels in the list link with the quick sort', () => {
    const state = { ...DEFAULT_STAND_LIST_STATE, turn: { ...OLDEST_TEAM_FIRST.turn }, late: true, sort: { ...OLDEST_TEAM_FIRST.sort } };
    const decoded = decodeListView(STAND_LIST, encodeListView(STAND_LIST, state))!;
    expect(decoded.state.turn).toEqual({ exhibitor: false, team: true });
    expect(decoded.state.late).toBe(true);
    expect(isOldestTeamFirst(decoded.state)).toBe(true);
    expect(toStandFilterParams(decoded.state)).toEqual({ 'turn[]': ['team'], late: 'true' });
  });

  it('reads a saved state without them (before issue 25) or with junk as no filter', () => {
    const old = normalizeListState(STAND_LIST, { ...DEFAULT_STAND_LIST_STATE, turn: undefined, late: 'yes' } as never);
    expect(old.turn).toEqual({ exhibitor: false, team: false });
    expect(old.late).toBe(false);
    expect(isOldestTeamFirst(DEFAULT_STAND_LIST_STATE)).toBe(false);
  });
});
