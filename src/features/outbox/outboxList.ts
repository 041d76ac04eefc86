/**
 * The outbox list (/courriels, issue 12): 20 messages a page, newest first, sorted on the server
 * by date, recipient, subject, kind or state, searched by recipient or subject, filtered by state.
 */
import { isMailState, type MailState } from '@/domain/mail';
import type { ListDefinition } from '@/domain/listQuery';

export interface OutboxFilters {
  search: string;
  state: MailState | '';
}

export const OUTBOX_LIST: ListDefinition<OutboxFilters, 'createdAt' | 'recipient' | 'subject' | 'kind' | 'state'> = {
  id: 'outbox',
  resource: 'mailDeliveries',
  pageSize: 20,
  sortable: ['createdAt', 'recipient', 'subject', 'kind', 'state'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  defaultFilters: { search: '', state: '' },
  normalizeFilters: (raw) => ({
    search: typeof raw.search === 'string' ? raw.search : '',
    state: isMailState(raw.state) ? raw.state : '',
  }),
  filterParams: (filters) => {
    const params: Record<string, string> = {};
    const search = filters.search.trim();
    if (search) params.search = search;
    if (filters.state) params['state[]'] = filters.state;
    return params;
  },
};
