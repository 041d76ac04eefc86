/**
 * The request list of a show (part 2 §2, §7, §9) as a list definition (src/domain/listQuery.ts):
 * its filters (status, type, hall, surface bucket, and for admin or support the Messages
 * counters' flags), how they become GET /backend/demands parameters, the sortable columns
 * (all but the brand name) and the default sort (creation date, newest first).
 */
import type { ListDefinition, ListState, QueryParams } from '@/domain/listQuery';
import { DEMAND_SURFACE_BUCKETS, demandSurfaceBounds, type DemandSurfaceBucket } from '@/domain/demands';
import { DEMAND_STATUSES, isDemandStatus, typesOfKind, type CounterKey } from './rules';
import type { DemandStatusReference } from './types';

export const DEMAND_LIST_PAGE_SIZE = 50;

/** The grid's data columns, in display order. */
export const DEMAND_LIST_COLUMNS = [
  'updatedAt',
  'id',
  'standName',
  'hall',
  'surface',
  'aisle',
  'standType',
  'demandTypeReference',
  'demandStatus',
  'fullName',
] as const;
export type DemandListColumn = (typeof DEMAND_LIST_COLUMNS)[number] | 'createdAt';
export const DEMAND_LIST_SORTABLE: readonly DemandListColumn[] = [...DEMAND_LIST_COLUMNS.filter((c) => c !== 'standName'), 'createdAt'];

export interface DemandListFilters {
  /** Admin or support (the Messages counters): new = unSeen, untreated = treated false. */
  messages: { unSeen: boolean; untreated: boolean };
  statuses: DemandStatusReference[];
  /** Type references. */
  types: string[];
  halls: string[];
  surfaceBucket: DemandSurfaceBucket | null;
}

export type DemandListState = ListState<DemandListFilters, DemandListColumn>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x !== ''))] : []);

function normalizeDemandFilters(r: Record<string, unknown>): DemandListFilters {
  const messages = r.messages && typeof r.messages === 'object' ? (r.messages as Record<string, unknown>) : {};
  return {
    messages: { unSeen: messages.unSeen === true, untreated: messages.untreated === true },
    statuses: strings(r.statuses).filter(isDemandStatus),
    types: strings(r.types),
    halls: strings(r.halls),
    surfaceBucket: (DEMAND_SURFACE_BUCKETS as readonly unknown[]).includes(r.surfaceBucket) ? (r.surfaceBucket as DemandSurfaceBucket) : null,
  };
}

/** The filter parameters; without 'demand.counters' a saved Messages flag is ignored. */
export function toDemandFilterParams(filters: DemandListFilters, counters = true): QueryParams {
  const params: QueryParams = {};
  if (counters && filters.messages.unSeen) params.unSeen = 'true';
  if (counters && filters.messages.untreated) params.treated = 'false';
  const statuses = DEMAND_STATUSES.filter((s) => filters.statuses.includes(s));
  if (statuses.length) params['demandStatus.reference[]'] = statuses;
  if (filters.types.length) params['demandType.reference[]'] = [...filters.types].sort();
  if (filters.halls.length) params['stand.hall[]'] = [...filters.halls].sort();
  if (filters.surfaceBucket) {
    const { gt, lte } = demandSurfaceBounds(filters.surfaceBucket);
    if (gt !== null) params['stand.surface[gt]'] = String(gt);
    if (lte !== null) params['stand.surface[lte]'] = String(lte);
  }
  return params;
}

/** A counter clicked: the list shows what it counts, and only that (the other filters cleared). */
export function counterFilters(key: CounterKey): DemandListFilters {
  const none: DemandListFilters = { messages: { unSeen: false, untreated: false }, statuses: [], types: [], halls: [], surfaceBucket: null };
  if (key === 'messages.unSeen') return { ...none, messages: { unSeen: true, untreated: false } };
  if (key === 'messages.untreated') return { ...none, messages: { unSeen: false, untreated: true } };
  const [kind, status] = key.split('.') as ['exemption' | 'logistic', DemandStatusReference];
  return { ...none, statuses: [status], types: [...typesOfKind(kind)] };
}

/** Whether the list shows exactly what a counter counts (its button pressed). */
export function isCounterActive(filters: DemandListFilters, key: CounterKey): boolean {
  return JSON.stringify(normalizeDemandFilters(filters as unknown as Record<string, unknown>)) === JSON.stringify(counterFilters(key));
}

export const DEMAND_LIST: ListDefinition<DemandListFilters, DemandListColumn> = {
  id: 'demands',
  resource: 'demands',
  pageSize: DEMAND_LIST_PAGE_SIZE,
  sortable: DEMAND_LIST_SORTABLE,
  columns: [...DEMAND_LIST_COLUMNS],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  defaultFilters: { messages: { unSeen: false, untreated: false }, statuses: [], types: [], halls: [], surfaceBucket: null },
  normalizeFilters: normalizeDemandFilters,
  filterParams: (filters, { can }) => toDemandFilterParams(filters, can('demand.counters')),
};

/** The list's scope: one show's requests. */
export const demandListScope = (showId: number | string): { 'stand.show': string } => ({ 'stand.show': String(showId) });
