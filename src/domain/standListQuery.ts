/**
 * The stand list's filter, sort and page state (part 1 §2, §7, §9) and its
 * translation into the API query of GET /backend/stands. Pure: no React, no store.
 */
import { STAND_STATUSES, isStandStatus, type StandStatus } from './standStatus';
import {
  SURFACE_MAX,
  SURFACE_MIN,
  SURFACE_UPPER_BOUND_LIMIT,
  surfaceBounds,
  isSurfaceBucket,
  type SurfaceBucket,
} from './standListSurface';

export const STAND_LIST_PAGE_SIZE = 50;

/** Grid columns that hold a stand field, in display order; each sorts and exports by its API property. */
export const STAND_LIST_COLUMNS = [
  'updatedAt',
  'name',
  'hall',
  'aisle',
  'number',
  'surface',
  'standType',
  'layouts',
  'status',
  'nbInProgressReports',
  'nbClosedReports',
] as const;
export type StandListColumn = (typeof STAND_LIST_COLUMNS)[number];

export const isStandListColumn = (value: unknown): value is StandListColumn =>
  typeof value === 'string' && (STAND_LIST_COLUMNS as readonly string[]).includes(value);

/** Columns the API can order by (`order[field]`): all of them (layouts by their sorted labels). */
export const STAND_LIST_SORTABLE: readonly StandListColumn[] = STAND_LIST_COLUMNS;

export type SortDirection = 'asc' | 'desc';

export interface StandListSort {
  field: StandListColumn;
  direction: SortDirection;
}

export interface StandListFilters {
  /** Messages group (admin, support, organizer only): new = unSeen, untreated = treated false. */
  messages: { unSeen: boolean; untreated: boolean };
  /** Plans group: any of the ticked statuses. None ticked = every status. */
  statuses: StandStatus[];
  /** Security notice group: with / without a safety record. Both or none ticked = no filter. */
  security: { with: boolean; without: boolean };
  /** Reports group: at least one report in progress / closed. */
  reports: { inProgress: boolean; closed: boolean };
  /** Days as 'YYYY-MM-DD', from the start of `from` to the end of `to`. */
  dateRange: { from: string | null; to: string | null };
  /** Slider values, SURFACE_MIN..SURFACE_MAX. */
  surface: [number, number];
  /** A chosen bucket replaces the slider values (see docs/decisions.md, "Stand list"). */
  surfaceBucket: SurfaceBucket | null;
  search: string;
}

export interface StandListState extends StandListFilters {
  sort: StandListSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_STAND_LIST_SORT: StandListSort = { field: 'name', direction: 'asc' };

export const DEFAULT_STAND_LIST_STATE: Readonly<StandListState> = {
  messages: { unSeen: false, untreated: false },
  statuses: [],
  security: { with: false, without: false },
  reports: { inProgress: false, closed: false },
  dateRange: { from: null, to: null },
  surface: [SURFACE_MIN, SURFACE_MAX],
  surfaceBucket: null,
  search: '',
  sort: DEFAULT_STAND_LIST_SORT,
  page: 1,
};

/** Query parameters as they go on the URL: array values repeat their key (`status[]=a&status[]=b`). */
export type QueryParams = Record<string, string | string[]>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface StandListParamOptions {
  /** False for users without 'stand.messageFilters': a saved Messages filter is then ignored. */
  messageFilters?: boolean;
}

/** GET /backend/stands parameters for one show and one list state. */
export function toStandListParams(
  showId: number | string,
  state: StandListState,
  { messageFilters = true }: StandListParamOptions = {},
): QueryParams {
  const params: QueryParams = { show: String(showId) };
  const filters = messageFilters ? state : { ...state, messages: { unSeen: false, untreated: false } };
  Object.assign(params, toStandFilterParams(filters));
  params[`order[${state.sort.field}]`] = state.sort.direction;
  params.page = String(Math.max(1, Math.floor(state.page) || 1));
  params.itemsPerPage = String(STAND_LIST_PAGE_SIZE);
  return params;
}

/** The filter part alone (no show, order or paging). */
export function toStandFilterParams(state: StandListFilters): QueryParams {
  const params: QueryParams = {};
  if (state.messages.unSeen) params.unSeen = 'true';
  if (state.messages.untreated) params.treated = 'false';

  const statuses = STAND_STATUSES.filter((s) => state.statuses.includes(s));
  if (statuses.length > 0 && statuses.length < STAND_STATUSES.length) params['status[]'] = statuses;

  if (state.security.with !== state.security.without) {
    params['exists[standSecurityInstruction]'] = state.security.with ? 'true' : 'false';
  }

  if (state.reports.inProgress) params['nbInProgressReports[gt]'] = '0';
  if (state.reports.closed) params['nbClosedReports[gt]'] = '0';

  const { from, to } = state.dateRange;
  if (from && DAY.test(from)) params['updatedAt[after]'] = `${from} 00:00:00`;
  if (to && DAY.test(to)) params['updatedAt[before]'] = `${to} 23:59:59`;

  Object.assign(params, surfaceParams(state));

  const search = state.search.trim();
  if (search) params.search = search;
  return params;
}

function surfaceParams(state: Pick<StandListFilters, 'surface' | 'surfaceBucket'>): QueryParams {
  if (state.surfaceBucket) {
    const { gt, lte } = surfaceBounds(state.surfaceBucket);
    const params: QueryParams = {};
    if (gt !== null) params['surface[gt]'] = String(gt);
    if (lte !== null) params['surface[lte]'] = String(lte);
    return params;
  }
  const [min, max] = state.surface;
  const params: QueryParams = {};
  if (min > SURFACE_MIN) params['surface[gte]'] = String(min);
  // Part 1 §9: the upper bound is sent only below 100.
  if (max < SURFACE_UPPER_BOUND_LIMIT) params['surface[lte]'] = String(max);
  return params;
}

/**
 * Parameters of GET /backend/stands.csv: the selected rows, or every stand of the
 * show when none is selected. The show goes along in both cases: the server
 * names the file from it.
 */
export function toStandExportParams(
  showId: number | string,
  selectedIds: ReadonlyArray<number | string>,
  visibleColumns: readonly string[],
): QueryParams {
  const params: QueryParams = { show: String(showId) };
  if (selectedIds.length) params['id[]'] = selectedIds.map(String);
  const properties = STAND_LIST_COLUMNS.filter((c) => visibleColumns.includes(c));
  params['properties[]'] = properties.length ? properties : [...STAND_LIST_COLUMNS];
  return params;
}

/** `a=1&b%5B%5D=x&b%5B%5D=y`, keys in insertion order. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.append(key, value);
  }
  return search.toString();
}

/** True when no filter narrows the list (sort and page do not count). */
export function hasActiveFilters(state: StandListFilters): boolean {
  return Object.keys(toStandFilterParams(state)).length > 0;
}

/** Any change of filter goes back to page 1. */
export function withFilters(state: StandListState, patch: Partial<StandListFilters>): StandListState {
  return { ...state, ...patch, page: 1 };
}

/** Moving the slider leaves the bucket. */
export function withSurfaceRange(state: StandListState, range: [number, number]): StandListState {
  const lo = clampSurface(Math.min(range[0], range[1]));
  const hi = clampSurface(Math.max(range[0], range[1]));
  return withFilters(state, { surface: [lo, hi], surfaceBucket: null });
}

/** Choosing a bucket puts the slider on it; choosing it again (or null) clears it. */
export function withSurfaceBucket(state: StandListState, bucket: SurfaceBucket | null): StandListState {
  if (!bucket || bucket === state.surfaceBucket) {
    return withFilters(state, { surfaceBucket: null, surface: [SURFACE_MIN, SURFACE_MAX] });
  }
  const { gt, lte } = surfaceBounds(bucket);
  const lo = gt === null ? SURFACE_MIN : gt + 1;
  return withFilters(state, { surfaceBucket: bucket, surface: [lo, lte ?? SURFACE_MAX] });
}

export function withSort(state: StandListState, sort: StandListSort | null): StandListState {
  return { ...state, sort: sort ?? DEFAULT_STAND_LIST_SORT, page: 1 };
}

export function withPage(state: StandListState, page: number): StandListState {
  return { ...state, page: Math.max(1, Math.floor(page) || 1) };
}

/** Reset keeps the sort (a view choice), clears every filter and goes back to page 1. */
export function resetFilters(state: StandListState): StandListState {
  return { ...DEFAULT_STAND_LIST_STATE, sort: state.sort };
}

const clampSurface = (n: number): number =>
  Math.min(SURFACE_MAX, Math.max(SURFACE_MIN, Number.isFinite(n) ? Math.round(n) : SURFACE_MIN));

/**
 * A saved state read back from browser storage: anything missing or malformed
 * takes its default, so an older or tampered entry never breaks the screen.
 */
export function normalizeStandListState(raw: unknown): StandListState {
  const d = DEFAULT_STAND_LIST_STATE;
  if (!raw || typeof raw !== 'object') return d;
  const r = raw as Record<string, unknown>;
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const bool = (v: unknown): boolean => v === true;
  const day = (v: unknown): string | null => (typeof v === 'string' && DAY.test(v) ? v : null);
  const messages = obj(r.messages);
  const security = obj(r.security);
  const reports = obj(r.reports);
  const dateRange = obj(r.dateRange);
  const sort = obj(r.sort);
  const surface =
    Array.isArray(r.surface) && r.surface.length === 2 && r.surface.every((n) => typeof n === 'number')
      ? ([clampSurface(r.surface[0] as number), clampSurface(r.surface[1] as number)] as [number, number])
      : d.surface;
  const field = isStandListColumn(sort.field) && STAND_LIST_SORTABLE.includes(sort.field) ? sort.field : null;
  return {
    messages: { unSeen: bool(messages.unSeen), untreated: bool(messages.untreated) },
    statuses: Array.isArray(r.statuses) ? r.statuses.filter(isStandStatus) : [],
    security: { with: bool(security.with), without: bool(security.without) },
    reports: { inProgress: bool(reports.inProgress), closed: bool(reports.closed) },
    dateRange: { from: day(dateRange.from), to: day(dateRange.to) },
    surface: surface[0] <= surface[1] ? surface : [surface[1], surface[0]],
    surfaceBucket: isSurfaceBucket(r.surfaceBucket) ? r.surfaceBucket : null,
    search: typeof r.search === 'string' ? r.search : '',
    sort: field
      ? { field, direction: sort.direction === 'desc' ? 'desc' : 'asc' }
      : d.sort,
    page: typeof r.page === 'number' && r.page >= 1 ? Math.floor(r.page) : 1,
  };
}
