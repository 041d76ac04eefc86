/**
 * The advertiser directory (/annonceurs, part 2 §2, §9): searched, sorted on the server (name by
 * default), 20 a page; a row deleted after 'Confirmez-vous cette suppression ?' (its advertisements
 * go with it).
 */
import type { ListDefinition } from '@/domain/listQuery';

export interface AdvertiserListFilters {
  search: string;
}

export const ADVERTISERS_PATH = '/annonceurs';
export const advertiserPath = (id: number): string => `${ADVERTISERS_PATH}/${id}`;

export const ADVERTISER_LIST: ListDefinition<AdvertiserListFilters, 'name' | 'createdAt'> = {
  id: 'advertisers',
  resource: 'advertisers',
  pageSize: 20,
  sortable: ['name', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultFilters: { search: '' },
  normalizeFilters: (raw) => ({ search: typeof raw.search === 'string' ? raw.search : '' }),
  filterParams: (filters): Record<string, string> => (filters.search.trim() ? { search: filters.search.trim() } : {}),
  deletion: {
    permission: 'advertiser.delete',
    confirmId: 'advertisers.delete.confirm',
    successId: 'advertisers.delete.done',
  },
};
