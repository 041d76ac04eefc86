import { applyListChange, defaultListState, normalizeListState, toListParams, type ListDefinition } from '@/domain/listQuery';

/** A list of its own: two sortable columns, one filter with a transition. */
const LIST: ListDefinition<{ q: string; size: number }, 'label' | 'color'> = {
  id: 'test',
  resource: 'things',
  pageSize: 10,
  sortable: ['label', 'color'],
  defaultSort: { field: 'label', direction: 'asc' },
  defaultFilters: { q: '', size: 0 },
  normalizeFilters: (raw) => ({ q: typeof raw.q === 'string' ? raw.q : '', size: typeof raw.size === 'number' ? raw.size : 0 }),
  filterParams: (filters) => ({ ...(filters.q ? { q: filters.q } : {}), ...(filters.size ? { 'size[gte]': String(filters.size) } : {}) }),
  transitions: { double: (filters) => ({ size: filters.size * 2 || 1 }) },
};
const start = defaultListState(LIST);

describe('the rules every list shares', () => {
  it('changes nothing (same object) for a filter set to what it is, even away from page 1', () => {
    const page3 = applyListChange(LIST, start, { kind: 'page', page: 3 });
    expect(applyListChange(LIST, page3, { kind: 'filters', patch: { q: '' } })).toBe(page3);
  });

  it('applies a named transition and goes back to page 1; an unknown one changes nothing', () => {
    const page3 = applyListChange(LIST, start, { kind: 'page', page: 3 });
    expect(applyListChange(LIST, page3, { kind: 'transition', name: 'double', arg: null })).toMatchObject({ size: 1, page: 1 });
    expect(applyListChange(LIST, page3, { kind: 'transition', name: 'nope', arg: null })).toBe(page3);
  });

  it('falls back to the default sort for a column the server cannot sort', () => {
    const next = applyListChange(LIST, start, { kind: 'sort', sort: { field: 'color', direction: 'desc' } });
    expect(next.sort).toEqual({ field: 'color', direction: 'desc' });
    expect(applyListChange(LIST, next, { kind: 'sort', sort: { field: 'secret', direction: 'asc' } }).sort).toEqual(LIST.defaultSort);
  });

  it('reads a saved state back field by field, never failing on garbage', () => {
    expect(normalizeListState(LIST, 'garbage')).toEqual(start);
    expect(normalizeListState(LIST, { q: 'x', sort: { field: 'color', direction: 'sideways' }, page: -2 })).toEqual({
      q: 'x',
      size: 0,
      sort: { field: 'color', direction: 'asc' },
      page: 1,
    });
  });

  it('asks the scope, the filters, the order and the page', () => {
    const state = applyListChange(LIST, start, { kind: 'filters', patch: { q: 'ab', size: 4 } });
    expect(toListParams(LIST, { show: '2' }, { ...state, page: 2 })).toEqual({
      show: '2',
      q: 'ab',
      'size[gte]': '4',
      'order[label]': 'asc',
      page: '2',
      itemsPerPage: '10',
    });
  });
});
