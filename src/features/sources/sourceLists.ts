/**
 * The gateway's settings screens (issue 24, part 1 §2 'Paramètres'): the sources (/sources) and
 * the shows' query parameters (/parametres-source), admin only, sorted and paged on the server,
 * their filters kept with the list's state (a reload finds them); a row deleted after confirmation.
 */
import type { ListDefinition } from '@/domain/listQuery';

export interface SearchFilters {
  search: string;
}

const searchFilter = {
  defaultFilters: { search: '' },
  normalizeFilters: (raw: Record<string, unknown>) => ({ search: typeof raw.search === 'string' ? raw.search : '' }),
  filterParams: (filters: SearchFilters): Record<string, string> => (filters.search.trim() ? { search: filters.search.trim() } : {}),
};

export const SOURCES_PATH = '/sources';
export const QUERY_PARAMETERS_PATH = '/parametres-source';

export const SOURCE_LIST: ListDefinition<SearchFilters, 'name' | 'reference' | 'protocol' | 'host'> = {
  id: 'sources',
  resource: 'sources',
  pageSize: 20,
  sortable: ['name', 'reference', 'protocol', 'host'],
  defaultSort: { field: 'name', direction: 'asc' },
  ...searchFilter,
  deletion: { permission: 'source.manage', confirmId: 'sources.delete.confirm', successId: 'sources.delete.done', failedId: 'sources.delete.failed' },
};

export interface QueryParameterFilters {
  source: string;
}

export const QUERY_PARAMETER_LIST: ListDefinition<QueryParameterFilters, 'name'> = {
  id: 'showSourceQueryParameters',
  resource: 'showSourceQueryParameters',
  pageSize: 20,
  sortable: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultFilters: { source: '' },
  normalizeFilters: (raw) => ({ source: typeof raw.source === 'string' ? raw.source : '' }),
  filterParams: (filters): Record<string, string> => (filters.source ? { source: filters.source } : {}),
  deletion: { permission: 'showQueryParameter.manage', confirmId: 'sourceParameters.delete.confirm', successId: 'sourceParameters.delete.done' },
};
