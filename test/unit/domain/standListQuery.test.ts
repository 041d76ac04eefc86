import {
  applyListChange,
  hasActiveFilters as listHasActiveFilters,
  normalizeListState,
  toExportParams,
  toListParams,
  toQueryString,
} from '@/domain/listQuery';
import {
  DEFAULT_STAND_LIST_STATE,
  STAND_LIST,
  STAND_LIST_COLUMNS,
  standListScope,
  type StandListFilters,
  type StandListSort,
  type StandListState,
} from '@/domain/standListQuery';
import {
  SURFACE_POSITION_MAX,
  appliedSurfaceRange,
  keyboardSurfaceStep,
  positionOfSurface,
  surfaceAtPosition,
  type SurfaceBucket,
} from '@/domain/standListSurface';

// The stand list's definition through the shared list rules.
const toStandListParams = (showId: number, s: StandListState, { messageFilters = true } = {}) =>
  toListParams(STAND_LIST, standListScope(showId), s, { can: () => messageFilters });
const toStandExportParams = (showId: number, ids: number[], visible: readonly string[], sort: StandListSort | null = null) =>
  toExportParams(STAND_LIST_COLUMNS, standListScope(showId), ids, visible, sort);
const hasActiveFilters = (s: StandListState) => listHasActiveFilters(STAND_LIST, s);
const normalizeStandListState = (raw: unknown) => normalizeListState(STAND_LIST, raw);
const withFilters = (s: StandListState, patch: Partial<StandListFilters>) =>
  applyListChange(STAND_LIST, s, { kind: 'filters', patch });
const withSurfaceRange = (s: StandListState, range: [number, number]) =>
  applyListChange(STAND_LIST, s, { kind: 'transition', name: 'surfaceRange', arg: range });
const withSurfaceBucket = (s: StandListState, bucket: SurfaceBucket | null) =>
  applyListChange(STAND_LIST, s, { kind: 'transition', name: 'surfaceBucket', arg: bucket });
const withSort = (s: StandListState, sort: StandListSort | null) => applyListChange(STAND_LIST, s, { kind: 'sort', sort });
const withPage = (s: StandListState, page: number) => applyListChange(STAND_LIST, s, { kind: 'page', page });
const resetFilters = (s: StandListState) => applyListChange(STAND_LIST, s, { kind: 'reset' });

const state = (patch: Partial<StandListState> = {}): StandListState => ({ ...DEFAULT_STAND_LIST_STATE, ...patch });

describe('the default stand list state', () => {
  it('asks the first 50 stands of the show, by name ascending, with no filter', () => {
    expect(toStandListParams(7, DEFAULT_STAND_LIST_STATE)).toEqual({
      show: '7',
      'order[name]': 'asc',
      page: '1',
      itemsPerPage: '50',
    });
    expect(hasActiveFilters(DEFAULT_STAND_LIST_STATE)).toBe(false);
  });
});

describe('toStandListParams', () => {
  it('sends new as unSeen=true and untreated as treated=false', () => {
    expect(toStandListParams(1, state({ messages: { unSeen: true, untreated: false } }))).toMatchObject({ unSeen: 'true' });
    const p = toStandListParams(1, state({ messages: { unSeen: false, untreated: true } }));
    expect(p.treated).toBe('false');
    expect(p.unSeen).toBeUndefined();
  });

  it('drops the Messages filters for a user who may not use them', () => {
    const p = toStandListParams(1, state({ messages: { unSeen: true, untreated: true } }), { messageFilters: false });
    expect(p.unSeen).toBeUndefined();
    expect(p.treated).toBeUndefined();
  });

  it('sends the ticked statuses as status[] in their workflow order', () => {
    const p = toStandListParams(1, state({ statuses: ['validatedPlans', 'waitingForPlans'] }));
    expect(p['status[]']).toEqual(['waitingForPlans', 'validatedPlans']);
  });

  it('sends no status when all four are ticked (same rows as none)', () => {
    const p = toStandListParams(
      1,
      state({ statuses: ['waitingForPlans', 'pendingPlansVerification', 'pendingPlansConfirmation', 'validatedPlans'] }),
    );
    expect(p['status[]']).toBeUndefined();
  });

  it('filters on the security notice only when exactly one of with / without is ticked', () => {
    expect(toStandListParams(1, state({ security: { with: true, without: false } }))['exists[standSecurityInstruction]']).toBe('true');
    expect(toStandListParams(1, state({ security: { with: false, without: true } }))['exists[standSecurityInstruction]']).toBe('false');
    expect(toStandListParams(1, state({ security: { with: true, without: true } }))['exists[standSecurityInstruction]']).toBeUndefined();
  });

  it('asks stands with reports in progress and / or closed', () => {
    const p = toStandListParams(1, state({ reports: { inProgress: true, closed: true } }));
    expect(p['nbInProgressReports[gt]']).toBe('0');
    expect(p['nbClosedReports[gt]']).toBe('0');
    expect(toStandListParams(1, state({ reports: { inProgress: false, closed: true } }))['nbInProgressReports[gt]']).toBeUndefined();
  });

  it('runs the date range from the start of the first Paris day to the end of the last (the days the list shows)', () => {
    const p = toStandListParams(1, state({ dateRange: { from: '2027-03-01', to: '2027-03-04' } }));
    expect(p['updatedAt[after]']).toBe('2027-03-01T00:00:00+01:00');
    expect(p['updatedAt[before]']).toBe('2027-03-04T23:59:59+01:00');
    const summer = toStandListParams(1, state({ dateRange: { from: '2027-07-01', to: '2027-07-01' } }));
    expect(summer['updatedAt[after]']).toBe('2027-07-01T00:00:00+02:00');
  });

  it('accepts an open date range and ignores malformed days', () => {
    const p = toStandListParams(1, state({ dateRange: { from: null, to: '2027-03-04' } }));
    expect(p['updatedAt[after]']).toBeUndefined();
    expect(p['updatedAt[before]']).toBe('2027-03-04T23:59:59+01:00');
    expect(toStandListParams(1, state({ dateRange: { from: '04/03/2027', to: null } }))['updatedAt[after]']).toBeUndefined();
  });

  describe('surface slider (0–1000, upper bound sent only below 100)', () => {
    it('sends nothing on the full range', () => {
      const p = toStandListParams(1, state({ surface: [0, 1000] }));
      expect(Object.keys(p).filter((k) => k.startsWith('surface'))).toEqual([]);
    });
    it('sends the lower bound when above 0', () => {
      expect(toStandListParams(1, state({ surface: [12, 1000] }))['surface[gte]']).toBe('12');
    });
    it('sends the upper bound when below 100', () => {
      const p = toStandListParams(1, state({ surface: [0, 99] }));
      expect(p['surface[lte]']).toBe('99');
      expect(p['surface[gte]']).toBeUndefined();
    });
    it('does not send an upper bound of 100 or more', () => {
      expect(toStandListParams(1, state({ surface: [5, 100] }))['surface[lte]']).toBeUndefined();
      expect(toStandListParams(1, state({ surface: [5, 600] }))['surface[lte]']).toBeUndefined();
    });
    it('shows what it applies: an upper handle released at 100 or more goes to the end of the track', () => {
      // '0 – 200' used to stay on screen while 250 and 400 m² stands were listed.
      const released = withSurfaceRange(DEFAULT_STAND_LIST_STATE, [0, 200]);
      expect(released.surface).toEqual([0, 1000]);
      expect(hasActiveFilters(released)).toBe(false);
      expect(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [250, 400]).surface).toEqual([250, 1000]);
      expect(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [10, 99]).surface).toEqual([10, 99]);
    });
    it('reads a saved upper bound the API would not apply as no upper limit', () => {
      expect(normalizeStandListState({ surface: [0, 200] }).surface).toEqual([0, 1000]);
      expect(normalizeStandListState({ surface: [300, 20] }).surface).toEqual([20, 1000]);
    });
    it('a range that filters makes Reset available', () => {
      expect(hasActiveFilters(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [0, 60]))).toBe(true);
      expect(hasActiveFilters(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [250, 1000]))).toBe(true);
    });
  });

  describe('the slider track', () => {
    it('goes square metre by square metre up to 100, then by 50 up to 1000', () => {
      expect(surfaceAtPosition(0)).toBe(0);
      expect(surfaceAtPosition(37)).toBe(37);
      expect(surfaceAtPosition(100)).toBe(100);
      expect(surfaceAtPosition(101)).toBe(150);
      expect(surfaceAtPosition(SURFACE_POSITION_MAX)).toBe(1000);
      expect(surfaceAtPosition(SURFACE_POSITION_MAX + 5)).toBe(1000);
      expect(surfaceAtPosition(-3)).toBe(0);
    });
    it('gives more than three quarters of the track to 0–100 m²', () => {
      expect(100 / SURFACE_POSITION_MAX).toBeGreaterThan(0.75);
    });
    it('places every value at the position that gives it back', () => {
      for (const value of [0, 1, 50, 99, 100, 150, 400, 1000]) expect(surfaceAtPosition(positionOfSurface(value))).toBe(value);
      expect(surfaceAtPosition(positionOfSurface(420))).toBe(400);
    });
    it('steps the upper handle from the keyboard through 98, 99, then no limit, and back', () => {
      expect(keyboardSurfaceStep([0, 1000], [0, 950])).toEqual([0, 99]);
      expect(keyboardSurfaceStep([0, 99], [0, 100])).toEqual([0, 1000]);
      expect(keyboardSurfaceStep([0, 99], [0, 98])).toEqual([0, 98]);
      expect(keyboardSurfaceStep([300, 1000], [300, 950])).toEqual([99, 99]);
      expect(keyboardSurfaceStep([0, 1000], [1, 1000])).toEqual([1, 1000]);
    });
    it('says which bounds apply', () => {

      expect(appliedSurfaceRange([0, 1000])).toEqual({ min: null, max: null });
      expect(appliedSurfaceRange([12, 60])).toEqual({ min: 12, max: 60 });
      expect(appliedSurfaceRange([12, 100])).toEqual({ min: 12, max: null });
    });
  });

  describe('surface buckets', () => {
    it.each([
      ['0-10', undefined, '10'],
      ['11-20', '10', '20'],
      ['21-30', '20', '30'],
      ['31-40', '30', '40'],
      ['41-50', '40', '50'],
      ['50+', '50', undefined],
    ] as const)('%s → surface > %s and <= %s', (bucket, gt, lte) => {
      const p = toStandListParams(1, withSurfaceBucket(DEFAULT_STAND_LIST_STATE, bucket));
      expect(p['surface[gt]']).toBe(gt);
      expect(p['surface[lte]']).toBe(lte);
      expect(p['surface[gte]']).toBeUndefined();
    });

    it('replaces the slider values while chosen', () => {
      const s = withSurfaceBucket(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [30, 80]), '11-20');
      expect(s.surface).toEqual([11, 20]);
      expect(s.surfaceBucket).toBe('11-20');
      expect(withSurfaceBucket(DEFAULT_STAND_LIST_STATE, '50+').surface).toEqual([51, 1000]);
      expect(withSurfaceBucket(DEFAULT_STAND_LIST_STATE, '0-10').surface).toEqual([0, 10]);
    });

    it('is left when the slider moves, and cleared when chosen again', () => {
      const s = withSurfaceBucket(DEFAULT_STAND_LIST_STATE, '21-30');
      expect(withSurfaceRange(s, [25, 60]).surfaceBucket).toBeNull();
      const cleared = withSurfaceBucket(s, '21-30');
      expect(cleared.surfaceBucket).toBeNull();
      expect(cleared.surface).toEqual([0, 1000]);
    });
  });

  it('sends the trimmed search text, and none when blank', () => {
    expect(toStandListParams(1, state({ search: '  Acme ' })).search).toBe('Acme');
    expect(toStandListParams(1, state({ search: '   ' })).search).toBeUndefined();
  });

  it('sends order[field] and the page', () => {
    const p = toStandListParams(3, state({ sort: { field: 'surface', direction: 'desc' }, page: 4 }));
    expect(p['order[surface]']).toBe('desc');
    expect(p['order[name]']).toBeUndefined();
    expect(p.page).toBe('4');
    expect(p.itemsPerPage).toBe('50');
  });

  it('combines every filter', () => {
    const p = toStandListParams(
      2,
      state({
        messages: { unSeen: true, untreated: true },
        statuses: ['pendingPlansVerification'],
        security: { with: false, without: true },
        reports: { inProgress: true, closed: false },
        dateRange: { from: '2027-01-01', to: '2027-01-31' },
        surface: [10, 50],
        search: 'hall B',
      }),
    );
    expect(toQueryString(p)).toBe(
      'show=2&unSeen=true&treated=false&status%5B%5D=pendingPlansVerification' +
        '&exists%5BstandSecurityInstruction%5D=false&nbInProgressReports%5Bgt%5D=0' +
        '&updatedAt%5Bafter%5D=2027-01-01T00%3A00%3A00%2B01%3A00&updatedAt%5Bbefore%5D=2027-01-31T23%3A59%3A59%2B01%3A00' +
        '&surface%5Bgte%5D=10&surface%5Blte%5D=50&search=hall+B&order%5Bname%5D=asc&page=1&itemsPerPage=50',
    );
  });
});

describe('state transitions', () => {
  it('goes back to page 1 on any filter change, and on a sort change', () => {
    const onPage3 = withPage(DEFAULT_STAND_LIST_STATE, 3);
    expect(onPage3.page).toBe(3);
    expect(withFilters(onPage3, { search: 'x' }).page).toBe(1);
    expect(withSurfaceRange(onPage3, [1, 2]).page).toBe(1);
    expect(withSort(onPage3, { field: 'hall', direction: 'desc' }).page).toBe(1);
  });

  it('restores the default sort when the sort is cleared', () => {
    expect(withSort(state({ sort: { field: 'hall', direction: 'desc' } }), null).sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('orders and clamps the slider values', () => {
    expect(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [80, -5]).surface).toEqual([0, 80]);
    expect(withSurfaceRange(DEFAULT_STAND_LIST_STATE, [10, 5000]).surface).toEqual([10, 1000]);
  });

  it('never goes below page 1', () => {
    expect(withPage(DEFAULT_STAND_LIST_STATE, 0).page).toBe(1);
    expect(withPage(DEFAULT_STAND_LIST_STATE, Number.NaN).page).toBe(1);
  });

  it('resets every filter and the page, keeping the sort', () => {
    const busy = state({
      messages: { unSeen: true, untreated: false },
      statuses: ['validatedPlans'],
      search: 'x',
      page: 5,
      sort: { field: 'hall', direction: 'desc' },
    });
    const reset = resetFilters(busy);
    expect(hasActiveFilters(reset)).toBe(false);
    expect(reset.page).toBe(1);
    expect(reset.sort).toEqual({ field: 'hall', direction: 'desc' });
  });
});

describe('toStandExportParams', () => {
  it('exports the selected rows of the show with the visible columns', () => {
    expect(toStandExportParams(4, [12, 15], ['name', 'surface', 'delete', '__check__'])).toEqual({
      show: '4',
      'id[]': ['12', '15'],
      'properties[]': ['name', 'surface'],
    });
  });

  it('exports every stand of the show when nothing is selected, columns in the order the grid shows them', () => {
    const p = toStandExportParams(4, [], ['status', 'name', 'status']);
    expect(p).toEqual({ show: '4', 'properties[]': ['status', 'name'] });
    expect(toQueryString(p)).toBe('show=4&properties%5B%5D=status&properties%5B%5D=name');
  });

  it('exports every column when none is visible', () => {
    expect(toStandExportParams(4, [], [])['properties[]']).toEqual([...STAND_LIST_COLUMNS]);
  });

  it('asks the rows in the list sort, selected rows included', () => {
    const p = toStandExportParams(4, [], ['name'], { field: 'surface', direction: 'desc' });
    expect(p).toEqual({ show: '4', 'properties[]': ['name'], 'order[surface]': 'desc' });
    expect(toQueryString(p)).toBe('show=4&properties%5B%5D=name&order%5Bsurface%5D=desc');
    expect(toStandExportParams(4, [15, 12], ['name'], { field: 'updatedAt', direction: 'asc' })).toEqual({
      show: '4',
      'id[]': ['15', '12'],
      'properties[]': ['name'],
      'order[updatedAt]': 'asc',
    });
  });

  it('sends the sort of the state as the collection request does', () => {
    const sorted = withSort(DEFAULT_STAND_LIST_STATE, { field: 'status', direction: 'desc' });
    const exportOrder = Object.entries(toStandExportParams(4, [], [], sorted.sort)).filter(([k]) => k.startsWith('order['));
    const listOrder = Object.entries(toStandListParams(4, sorted)).filter(([k]) => k.startsWith('order['));
    expect(exportOrder).toEqual([['order[status]', 'desc']]);
    expect(exportOrder).toEqual(listOrder);
  });
});

describe('normalizeStandListState (a saved state read back)', () => {
  it('gives the default for nothing or garbage', () => {
    expect(normalizeStandListState(undefined)).toEqual(DEFAULT_STAND_LIST_STATE);
    expect(normalizeStandListState('x')).toEqual(DEFAULT_STAND_LIST_STATE);
  });

  it('keeps a well-formed state as it is', () => {
    const saved = withSurfaceBucket(
      state({
        messages: { unSeen: true, untreated: false },
        statuses: ['pendingPlansConfirmation'],
        security: { with: true, without: false },
        reports: { inProgress: false, closed: true },
        dateRange: { from: '2027-02-01', to: null },
        search: 'abc',
        sort: { field: 'updatedAt', direction: 'desc' },
      }),
      '41-50',
    );
    const round = normalizeStandListState(JSON.parse(JSON.stringify(withPage(saved, 2))));
    expect(round).toEqual(withPage(saved, 2));
  });

  it('drops unknown statuses, buckets, sort fields and bad days', () => {
    const s = normalizeStandListState({
      statuses: ['validatedPlans', 'nope'],
      surfaceBucket: '60-70',
      sort: { field: 'password', direction: 'desc' },
      dateRange: { from: 'yesterday', to: '2027-01-02' },
      surface: [900, 'x'],
      page: -3,
    });
    expect(s.statuses).toEqual(['validatedPlans']);
    expect(s.surfaceBucket).toBeNull();
    expect(s.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(s.dateRange).toEqual({ from: null, to: '2027-01-02' });
    expect(s.surface).toEqual([0, 1000]);
    expect(s.page).toBe(1);
  });

  it('allows ordering by every column, layouts included', () => {
    expect(normalizeStandListState({ sort: { field: 'layouts', direction: 'desc' } }).sort).toEqual({
      field: 'layouts',
      direction: 'desc',
    });
  });
});
