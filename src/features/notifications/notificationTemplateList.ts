/** The notification templates screen's list (admin): 20 a page, both languages, sorted on the server. */
import type { ListDefinition } from '@/domain/listQuery';

export const NOTIFICATION_TEMPLATE_LIST: ListDefinition<Record<string, never>, 'label' | 'tag' | 'locale' | 'updatedAt'> = {
  id: 'notificationTemplates',
  resource: 'notificationTemplates',
  pageSize: 20,
  sortable: ['label', 'tag', 'locale', 'updatedAt'],
  defaultSort: { field: 'tag', direction: 'asc' },
  defaultFilters: {},
  normalizeFilters: () => ({}),
  deletion: {
    permission: 'notificationTemplate.delete',
    confirmId: 'notificationTemplates.delete.confirm',
  },
};
