/**
 * The administrators list (part 2 §2 'Administrators', §9): the staff users, 10 a page, sorted on
 * the server by name, e-mail or role, searched by words; the full admin deletes rows after
 * confirmation ('Utilisateur supprimé !').
 */
import { STAFF_ROLES } from '@/domain/accounts';
import type { ListDefinition } from '@/domain/listQuery';

export interface AdministratorListFilters {
  search: string;
}

export const ADMINISTRATORS_PATH = '/administrateurs';

export const ADMINISTRATOR_LIST: ListDefinition<AdministratorListFilters, 'lastName' | 'firstName' | 'email' | 'role'> = {
  id: 'administrators',
  resource: 'users',
  pageSize: 10,
  sortable: ['lastName', 'firstName', 'email', 'role'],
  defaultSort: { field: 'lastName', direction: 'asc' },
  defaultFilters: { search: '' },
  normalizeFilters: (raw) => ({ search: typeof raw.search === 'string' ? raw.search : '' }),
  filterParams: (filters): Record<string, string | string[]> => ({
    'role.reference[]': [...STAFF_ROLES],
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  }),
  deletion: {
    permission: 'administrator.delete',
    confirmId: 'administrators.delete.confirm',
    successId: 'administrators.delete.done',
  },
};
