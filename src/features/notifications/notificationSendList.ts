/** The notifications sent (newest first, 20 a page) with their messages' states. */
import type { ListDefinition } from '@/domain/listQuery';

export const NOTIFICATION_SEND_LIST: ListDefinition<Record<string, never>, 'createdAt'> = {
  id: 'notificationSends',
  resource: 'notificationSends',
  pageSize: 20,
  sortable: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  defaultFilters: {},
  normalizeFilters: () => ({}),
};
