/**
 * The layout type list (part 1 §2, §9): 10 rows a page, sorted on the server by
 * label or colour, no filter; rows deleted from the list after confirmation.
 */
import type { ListDefinition } from '@/domain/listQuery';

export const LAYOUT_TYPE_LIST: ListDefinition<Record<string, never>, 'label' | 'color'> = {
  id: 'layoutTypes',
  resource: 'layoutTypes',
  pageSize: 10,
  sortable: ['label', 'color'],
  defaultSort: { field: 'label', direction: 'asc' },
  defaultFilters: {},
  normalizeFilters: () => ({}),
  deletion: {
    permission: 'layoutType.delete',
    confirmId: 'layoutTypes.delete.confirm',
  },
};
