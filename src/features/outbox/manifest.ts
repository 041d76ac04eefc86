import type { MailDelivery } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { OUTBOX_LIST } from './outboxList';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    mailDeliveries: MailDelivery;
  }
}

const OUTBOX_PATH = '/courriels';

/** The outbox (issue 12): every message the platform sent, readable by admin and support; a settings screen. */
export default defineFeature({
  name: 'outbox',
  routes: [
    {
      path: OUTBOX_PATH,
      access: 'private',
      permission: 'mail.list',
      titleId: 'outbox.title',
      load: () => withListGrid(import(/* webpackChunkName: "outbox" */ './pages/OutboxPage')),
    },
  ],
  menu: [
    {
      id: 'outbox',
      placement: 'settings',
      order: 80,
      labelId: 'layout.settings.outbox',
      path: OUTBOX_PATH,
      permission: 'mail.list',
    },
  ],
  entities: { mailDeliveries: { path: '/mail_deliveries' } },
  lists: [OUTBOX_LIST],
  lazySagas: () => import(/* webpackChunkName: "outbox-sagas" */ './sagas'),
  messages: ['outbox'],
});
