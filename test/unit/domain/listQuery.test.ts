import {
  applyListChange,
  defaultListState,
  normalizeListState,
  orderColumns,
  toListParams,
  type ListDefinition,
} from '@/domain/listQuery';

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
  columns: ['label', 'color', 'count'],
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
      layout: { order: [], hidden: [], filtersFolded: false },
    });
  });

  describe('the layout (columns chosen and ordered, filters folded)', () => {
    const page3 = applyListChange(LIST, start, { kind: 'page', page: 3 });
    const arranged = applyListChange(LIST, page3, {
      kind: 'layout',
      patch: { order: ['count', 'label'], hidden: ['color'], filtersFolded: true },
    });

    it('is saved without leaving the page', () => {
      expect(arranged.page).toBe(3);
      expect(arranged.layout).toEqual({ order: ['count', 'label'], hidden: ['color'], filtersFolded: true });
    });

    it('is kept by a reset of the filters, like the sort', () => {
      expect(applyListChange(LIST, arranged, { kind: 'reset' }).layout).toEqual(arranged.layout);
    });

    it('is read back without unknown or repeated columns', () => {
      const raw = { layout: { order: ['count', 'secret', 'count', 3], hidden: 'color', filtersFolded: 'yes' } };
      expect(normalizeListState(LIST, raw).layout).toEqual({ order: ['count'], hidden: [], filtersFolded: false });
    });

    it('orders the columns as the user chose, the others after in their own order', () => {
      const columns = [{ field: 'label' }, { field: 'color' }, { field: 'count' }, { field: 'actions' }];
      expect(orderColumns(columns, arranged.layout).map((c) => c.field)).toEqual(['count', 'label', 'color', 'actions']);
      expect(orderColumns(columns, start.layout).map((c) => c.field)).toEqual(['label', 'color', 'count', 'actions']);
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
