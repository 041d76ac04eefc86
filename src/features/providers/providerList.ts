/**
 * The provider directory (/prestataires, part 2 §2, §9): searched by name and e-mail, sorted on the
 * server (name by default), 20 a page; a row deleted after 'Confirmez-vous cette suppression ?', the
 * server refusing one still placed on a show (409).
 */
import type { ListDefinition } from '@/domain/listQuery';

export interface ProviderListFilters {
  search: string;
}

export const PROVIDERS_PATH = '/prestataires';
export const providerPath = (id: number): string => `${PROVIDERS_PATH}/${id}`;

export const searchFilter = {
  defaultFilters: { search: '' },
  normalizeFilters: (raw: Record<string, unknown>) => ({ search: typeof raw.search === 'string' ? raw.search : '' }),
  filterParams: (filters: ProviderListFilters): Record<string, string> => (filters.search.trim() ? { search: filters.search.trim() } : {}),
};

export const PROVIDER_LIST: ListDefinition<ProviderListFilters, 'name' | 'email' | 'createdAt'> = {
  id: 'providers',
  resource: 'providers',
  pageSize: 20,
  sortable: ['name', 'email', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  ...searchFilter,
  deletion: {
    permission: 'provider.delete',
    confirmId: 'providers.delete.confirm',
    successId: 'providers.delete.done',
    failedId: 'providers.delete.placed',
  },
};
