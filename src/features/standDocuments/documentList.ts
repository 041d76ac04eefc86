/**
 * The document list of a show (part 2 §2, §9): the stand list in document mode, as a list
 * definition (src/domain/listQuery.ts) over GET /backend/stands. Its filters: for admin and
 * support the Messages group (new: `unSeenDocuments`, not handled: `documentsTreated=false`); the
 * stand-level document statuses (`standDocumentStatus.reference[]`), the layout types
 * (`standLayouts.layoutType[]`), the area slider (100 = no upper bound) or bucket, the days of the
 * documents' update (`documentsUpdatedAt`), the search. Default sort: name ascending.
 */
import type { StandDocumentStatusReference } from '@/domain/api';
import type { ListDefinition, ListState, QueryParams } from '@/domain/listQuery';
import { STAND_DOCUMENT_STATUSES, isStandDocumentStatus } from '@/domain/standDocumentLabels';
import {
  dateRangeParams,
  normalizeSurfaceFilters,
  surfaceBucket,
  surfaceParams,
  surfaceRange,
  type StandListFilters,
} from '@/domain/standListQuery';
import { SURFACE_MAX, SURFACE_MIN } from '@/domain/standListSurface';

export const DOCUMENT_LIST_PAGE_SIZE = 50;

/** The grid's data columns, in display order; each sorts by its API property but the status. */
export const DOCUMENT_LIST_COLUMNS = ['documentsUpdatedAt', 'name', 'hall', 'aisle', 'number', 'surface', 'standType', 'standDocumentStatus'] as const;
export type DocumentListColumn = (typeof DOCUMENT_LIST_COLUMNS)[number];
const SORTABLE: readonly DocumentListColumn[] = DOCUMENT_LIST_COLUMNS.filter((column) => column !== 'standDocumentStatus');

export interface DocumentListFilters {
  /** Admin and support ('standDocument.messageFilters'): new = unSeenDocuments, untreated = documentsTreated false. */
  messages: { unSeen: boolean; untreated: boolean };
  statuses: StandDocumentStatusReference[];
  /** Layout type ids. */
  layoutTypes: number[];
  dateRange: StandListFilters['dateRange'];
  surface: StandListFilters['surface'];
  surfaceBucket: StandListFilters['surfaceBucket'];
  search: string;
}

export type DocumentListState = ListState<DocumentListFilters, DocumentListColumn>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function normalizeDocumentFilters(r: Record<string, unknown>): DocumentListFilters {
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const day = (v: unknown): string | null => (typeof v === 'string' && DAY.test(v) ? v : null);
  const messages = obj(r.messages);
  const dateRange = obj(r.dateRange);
  return {
    messages: { unSeen: messages.unSeen === true, untreated: messages.untreated === true },
    statuses: Array.isArray(r.statuses) ? [...new Set(r.statuses.filter(isStandDocumentStatus))] : [],
    layoutTypes: Array.isArray(r.layoutTypes) ? [...new Set(r.layoutTypes.filter((id): id is number => Number.isInteger(id) && id > 0))] : [],
    dateRange: { from: day(dateRange.from), to: day(dateRange.to) },
    ...normalizeSurfaceFilters(r),
    search: typeof r.search === 'string' ? r.search : '',
  };
}

/** The filter parameters; without `messageFilters` a saved Messages flag is ignored. */
export function toDocumentFilterParams(filters: DocumentListFilters, messageFilters = true): QueryParams {
  const params: QueryParams = {};
  if (messageFilters && filters.messages.unSeen) params.unSeenDocuments = 'true';
  if (messageFilters && filters.messages.untreated) params.documentsTreated = 'false';
  const statuses = STAND_DOCUMENT_STATUSES.filter((status) => filters.statuses.includes(status));
  if (statuses.length > 0 && statuses.length < STAND_DOCUMENT_STATUSES.length) params['standDocumentStatus.reference[]'] = statuses;
  if (filters.layoutTypes.length) params['standLayouts.layoutType[]'] = [...filters.layoutTypes].sort((a, b) => a - b).map(String);
  Object.assign(params, dateRangeParams(filters.dateRange, 'documentsUpdatedAt'), surfaceParams(filters));
  const search = filters.search.trim();
  if (search) params.search = search;
  return params;
}

export const DOCUMENT_LIST: ListDefinition<DocumentListFilters, DocumentListColumn> = {
  id: 'standDocuments',
  resource: 'stands',
  pageSize: DOCUMENT_LIST_PAGE_SIZE,
  sortable: SORTABLE,
  columns: DOCUMENT_LIST_COLUMNS,
  defaultSort: { field: 'name', direction: 'asc' },
  defaultFilters: {
    messages: { unSeen: false, untreated: false },
    statuses: [],
    layoutTypes: [],
    dateRange: { from: null, to: null },
    surface: [SURFACE_MIN, SURFACE_MAX],
    surfaceBucket: null,
    search: '',
  },
  normalizeFilters: normalizeDocumentFilters,
  filterParams: (filters, { can }) => toDocumentFilterParams(filters, can('standDocument.messageFilters')),
  transitions: { surfaceRange, surfaceBucket },
};

/** The document list's scope: one show. */
export const documentListScope = (showId: number | string): { show: string } => ({ show: String(showId) });
