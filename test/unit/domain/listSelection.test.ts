import { canSelectMatching, NOTHING_SELECTED, selectionCount, selectionRequest, toggleSelected } from '@/domain/listSelection';

describe('list selection', () => {
  it('ticks and unticks rows, kept whatever page they were on', () => {
    const one = toggleSelected(NOTHING_SELECTED, 4, [4, 5]);
    const two = toggleSelected(one, 90, [90, 91]);
    expect(two).toEqual({ kind: 'ids', ids: [4, 90] });
    expect(toggleSelected(two, 4, [4, 5])).toEqual({ kind: 'ids', ids: [90] });
    expect(selectionCount(two)).toBe(2);
  });

  it('offers every matching row once the whole page is ticked and more rows match', () => {
    expect(canSelectMatching({ kind: 'ids', ids: [1, 2, 3] }, [1, 2, 3], 120)).toBe(true);
    expect(canSelectMatching({ kind: 'ids', ids: [1, 2] }, [1, 2, 3], 120)).toBe(false);
    expect(canSelectMatching({ kind: 'ids', ids: [1, 2, 3] }, [1, 2, 3], 3)).toBe(false);
    expect(canSelectMatching({ kind: 'matching', count: 120 }, [1, 2, 3], 120)).toBe(false);
  });

  it('sends the filter, not ids, for every matching row; unticking one goes back to the page’s ids', () => {
    const all = { kind: 'matching', count: 120 } as const;
    expect(selectionCount(all)).toBe(120);
    expect(selectionRequest(all, { show: '3' }, { treated: 'false', 'status[]': ['pendingPlansVerification'] })).toEqual({
      filter: { show: '3', treated: 'false', 'status[]': ['pendingPlansVerification'] },
    });
    expect(selectionRequest({ kind: 'ids', ids: [7] }, { show: '3' }, { treated: 'false' })).toEqual({ ids: [7] });
    expect(toggleSelected(all, 2, [1, 2, 3])).toEqual({ kind: 'ids', ids: [1, 3] });
  });
});
