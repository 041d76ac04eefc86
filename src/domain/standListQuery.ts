/**
 * The stand list (part 1 §2, §7, §9) as a list definition (./listQuery.ts): its
 * filters, their defaults and how they become GET /backend/stands parameters.
 * The rules every list shares (page 1 after a filter change, reset, saved state
 * read back defensively, order and paging) are listQuery's.
 */
import {
  defaultListState,
  type ListDefinition,
  type ListSort,
  type ListState,
  type QueryParams,
} from './listQuery';
import { STAND_STATUSES, isStandStatus, type StandStatus } from './standStatus';
import { businessDayTime } from './time';
import {
  SURFACE_MAX,
  SURFACE_MIN,
  appliedSurfaceRange,
  effectiveUpperSurface,
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
  // Whose turn ('Au tour de': the side, since when, late), sorted by since when (order[turn]).
  'turn',
] as const;
export type StandListColumn = (typeof STAND_LIST_COLUMNS)[number];

export const isStandListColumn = (value: unknown): value is StandListColumn =>
  typeof value === 'string' && (STAND_LIST_COLUMNS as readonly string[]).includes(value);

export type StandListSort = ListSort<StandListColumn>;

export interface StandListFilters {
  /** Messages group (admin, support, organizer only): new = unSeen, untreated = treated false. */
  messages: { unSeen: boolean; untreated: boolean };
  /** Plans group: any of the ticked statuses. None ticked = every status. */
  statuses: StandStatus[];
  /** Plans group too: whose turn (both or none ticked = no filter) and late ones only (src/domain/planTurn.ts). */
  turn: { exhibitor: boolean; team: boolean };
  late: boolean;
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

export type StandListState = ListState<StandListFilters, StandListColumn>;

/** The surface slider and bucket, shared with the document list. */
export type SurfaceFilters = Pick<StandListFilters, 'surface' | 'surfaceBucket'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const clampSurface = (n: number): number =>
  Math.min(SURFACE_MAX, Math.max(SURFACE_MIN, Number.isFinite(n) ? Math.round(n) : SURFACE_MIN));

/** The surface slider's or bucket's parameters (the document list's too). */
export function surfaceParams(filters: SurfaceFilters): QueryParams {
  const params: QueryParams = {};
  if (filters.surfaceBucket) {
    const { gt, lte } = surfaceBounds(filters.surfaceBucket);
    if (gt !== null) params['surface[gt]'] = String(gt);
    if (lte !== null) params['surface[lte]'] = String(lte);
    return params;
  }
  // Part 1 §9: the upper bound is sent only below 100 (the slider shows the same).
  const { min, max } = appliedSurfaceRange(filters.surface);
  if (min !== null) params['surface[gte]'] = String(min);
  if (max !== null) params['surface[lte]'] = String(max);
  return params;
}

/** A range of days as the date filter's parameters of `field` (the document list's `documentsUpdatedAt` too). */
export function dateRangeParams({ from, to }: StandListFilters['dateRange'], field: string): QueryParams {
  const params: QueryParams = {};
  // Paris days, as the list and the export show the update time.
  const after = from && DAY.test(from) ? businessDayTime(from, '00:00:00') : null;
  const before = to && DAY.test(to) ? businessDayTime(to, '23:59:59') : null;
  if (after) params[`${field}[after]`] = after;
  if (before) params[`${field}[before]`] = before;
  return params;
}

/** The filter part alone (no show, order or paging); `messageFilters` false drops the Messages group. */
export function toStandFilterParams(filters: StandListFilters, messageFilters = true): QueryParams {
  const params: QueryParams = {};
  if (messageFilters && filters.messages.unSeen) params.unSeen = 'true';
  if (messageFilters && filters.messages.untreated) params.treated = 'false';

  const statuses = STAND_STATUSES.filter((s) => filters.statuses.includes(s));
  if (statuses.length > 0 && statuses.length < STAND_STATUSES.length) params['status[]'] = statuses;

  if (filters.turn.exhibitor !== filters.turn.team) params['turn[]'] = [filters.turn.exhibitor ? 'exhibitor' : 'team'];
  if (filters.late) params.late = 'true';

  if (filters.security.with !== filters.security.without) {
    params['exists[standSecurityInstruction]'] = filters.security.with ? 'true' : 'false';
  }

  if (filters.reports.inProgress) params['nbInProgressReports[gt]'] = '0';
  if (filters.reports.closed) params['nbClosedReports[gt]'] = '0';

  Object.assign(params, dateRangeParams(filters.dateRange, 'updatedAt'));

  Object.assign(params, surfaceParams(filters));

  const search = filters.search.trim();
  if (search) params.search = search;
  return params;
}

function normalizeStandFilters(r: Record<string, unknown>): StandListFilters {
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const bool = (v: unknown): boolean => v === true;
  const day = (v: unknown): string | null => (typeof v === 'string' && DAY.test(v) ? v : null);
  const messages = obj(r.messages);
  const security = obj(r.security);
  const reports = obj(r.reports);
  const dateRange = obj(r.dateRange);
  const turn = obj(r.turn);
  return {
    messages: { unSeen: bool(messages.unSeen), untreated: bool(messages.untreated) },
    statuses: Array.isArray(r.statuses) ? r.statuses.filter(isStandStatus) : [],
    turn: { exhibitor: bool(turn.exhibitor), team: bool(turn.team) },
    late: bool(r.late),
    security: { with: bool(security.with), without: bool(security.without) },
    reports: { inProgress: bool(reports.inProgress), closed: bool(reports.closed) },
    dateRange: { from: day(dateRange.from), to: day(dateRange.to) },
    ...normalizeSurfaceFilters(r),
    search: typeof r.search === 'string' ? r.search : '',
  };
}

/** A saved slider and bucket read back (the document list's too). */
export function normalizeSurfaceFilters(r: Record<string, unknown>): SurfaceFilters {
  const raw =
    Array.isArray(r.surface) && r.surface.length === 2 && r.surface.every((n) => typeof n === 'number')
      ? [clampSurface(r.surface[0] as number), clampSurface(r.surface[1] as number)]
      : [SURFACE_MIN, SURFACE_MAX];
  const [lo, hi] = raw[0] <= raw[1] ? raw : [raw[1], raw[0]];
  return { surface: [lo, effectiveUpperSurface(hi)], surfaceBucket: isSurfaceBucket(r.surfaceBucket) ? r.surfaceBucket : null };
}

/** Moving the slider leaves the bucket; an upper bound the API would not apply goes to the end. */
export function surfaceRange(_filters: SurfaceFilters, range: [number, number]): SurfaceFilters {
  const lo = clampSurface(Math.min(range[0], range[1]));
  const hi = clampSurface(Math.max(range[0], range[1]));
  return { surface: [lo, effectiveUpperSurface(hi)], surfaceBucket: null };
}

/** Choosing a bucket puts the slider on it; choosing it again (or null) clears it. */
export function surfaceBucket(filters: SurfaceFilters, bucket: SurfaceBucket | null): SurfaceFilters {
  if (!bucket || bucket === filters.surfaceBucket) return { surfaceBucket: null, surface: [SURFACE_MIN, SURFACE_MAX] };
  const { gt, lte } = surfaceBounds(bucket);
  const lo = gt === null ? SURFACE_MIN : gt + 1;
  return { surfaceBucket: bucket, surface: [lo, lte ?? SURFACE_MAX] };
}

export const STAND_LIST: ListDefinition<StandListFilters, StandListColumn> = {
  id: 'stands',
  resource: 'stands',
  pageSize: STAND_LIST_PAGE_SIZE,
  sortable: STAND_LIST_COLUMNS,
  // The grid's Messages column (new / untreated flags) can be moved and hidden too.
  columns: [...STAND_LIST_COLUMNS, 'messages'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultFilters: {
    messages: { unSeen: false, untreated: false },
    statuses: [],
    turn: { exhibitor: false, team: false },
    late: false,
    security: { with: false, without: false },
    reports: { inProgress: false, closed: false },
    dateRange: { from: null, to: null },
    surface: [SURFACE_MIN, SURFACE_MAX],
    surfaceBucket: null,
    search: '',
  },
  normalizeFilters: normalizeStandFilters,
  // Without 'stand.messageFilters' a saved Messages filter is ignored.
  filterParams: (filters, { can }) => toStandFilterParams(filters, can('stand.messageFilters')),
  transitions: { surfaceRange, surfaceBucket },
  csvExport: {
    path: '/stands.csv',
    properties: STAND_LIST_COLUMNS,
    permission: 'stand.export',
    failedMessageId: 'standList.export.failed',
  },
  deletion: {
    permission: 'stand.delete',
    titleId: 'stand.delete.title',
    confirmId: 'stand.delete.confirm',
    successId: 'stand.delete.success',
    failedId: 'stand.delete.failed',
  },
};

export const DEFAULT_STAND_LIST_STATE: Readonly<StandListState> = defaultListState(STAND_LIST);

/** The stand list's scope: one show. */
export const standListScope = (showId: number | string): { show: string } => ({ show: String(showId) });

/** The quick sort 'oldest on the team's side first' (issue 25): the team's turn only, the longest waiting first. */
export const OLDEST_TEAM_FIRST = {
  turn: { exhibitor: false, team: true },
  sort: { field: 'turn', direction: 'asc' },
} as const satisfies { turn: StandListFilters['turn']; sort: StandListSort };

/** Whether a list state is on that quick sort. */
export const isOldestTeamFirst = (state: Pick<StandListState, 'turn'> & { sort: { field: string; direction: string } }): boolean =>
  state.turn.team && !state.turn.exhibitor && state.sort.field === 'turn' && state.sort.direction === 'asc';
