/**
 * The show list (/salons, part 2 §2, §9): sorted on the server by each column, installation start
 * descending by default, 10 a page, searched by name words; the full admin deletes rows.
 */
import type { ListDefinition } from './listQuery';

export const SHOW_LIST_COLUMNS = [
  'name',
  'organizerName',
  'installationDateStart',
  'installationDateEnd',
  'uninstallationDateStart',
  'uninstallationDateEnd',
  'organizerDeadline',
  'enabled',
] as const;
export type ShowListColumn = (typeof SHOW_LIST_COLUMNS)[number];

export interface ShowListFilters {
  search: string;
}

export const SHOW_LIST_PATH = '/salons';
export const SHOW_LIST_PAGE_SIZE = 10;

export const SHOW_LIST: ListDefinition<ShowListFilters, ShowListColumn> = {
  id: 'shows',
  resource: 'shows',
  pageSize: SHOW_LIST_PAGE_SIZE,
  sortable: SHOW_LIST_COLUMNS,
  defaultSort: { field: 'installationDateStart', direction: 'desc' },
  defaultFilters: { search: '' },
  normalizeFilters: (raw) => ({ search: typeof raw.search === 'string' ? raw.search : '' }),
  filterParams: (filters): Record<string, string> => (filters.search.trim() ? { search: filters.search.trim() } : {}),
  deletion: {
    permission: 'show.delete',
    confirmId: 'showList.delete.confirm',
    successId: 'showList.delete.done',
  },
};
