import type { NotificationRecipient, NotificationSend, NotificationTemplate, NotificationVariableItem } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { NOTIFICATION_SEND_MODAL } from './modals';
import { NOTIFICATION_SEND_LIST } from './notificationSendList';
import { NOTIFICATION_TEMPLATE_LIST } from './notificationTemplateList';
import { NOTIFICATION_SENDS_PATH, NOTIFICATION_TEMPLATES_PATH } from './paths';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    notificationTemplates: NotificationTemplate;
    /** The templates of one language, as the send modal lists them (`/backend/notifications`, X-LOCALE). */
    notificationChoices: NotificationTemplate;
    notificationVariables: NotificationVariableItem;
    notificationSends: NotificationSend;
    notificationRecipients: NotificationRecipient;
  }
}

/**
 * Notifications (part 1 §3, §5, issue 11): the templates (an admin settings screen), the send
 * modal over the stand screens (opened by intents: ./actions.ts), the notifications sent.
 */
export default defineFeature({
  name: 'notifications',
  routes: [
    {
      path: NOTIFICATION_TEMPLATES_PATH,
      access: 'private',
      permission: 'notificationTemplate.add',
      titleId: 'notificationTemplates.title',
      load: () => withListGrid(import(/* webpackChunkName: "notification-templates" */ './pages/NotificationTemplatesPage')),
    },
    {
      path: NOTIFICATION_SENDS_PATH,
      access: 'private',
      permission: 'notification.add',
      titleId: 'notificationSends.title',
      load: () => withListGrid(import(/* webpackChunkName: "notification-sends" */ './pages/NotificationSendsPage')),
    },
  ],
  menu: [
    {
      id: 'notificationTemplates',
      placement: 'settings',
      order: 60,
      labelId: 'layout.settings.notificationTemplates',
      path: NOTIFICATION_TEMPLATES_PATH,
      permission: 'notificationTemplate.add',
    },
    {
      id: 'notificationSends',
      placement: 'settings',
      order: 65,
      labelId: 'layout.settings.notificationSends',
      path: NOTIFICATION_SENDS_PATH,
      permission: 'notification.add',
    },
  ],
  entities: {
    notificationTemplates: { path: '/notification_templates' },
    notificationChoices: { path: '/notifications' },
    notificationVariables: { path: '/notification_variables' },
    notificationSends: { path: '/notification_sends' },
    notificationRecipients: { path: '/notification_recipients' },
  },
  lists: [NOTIFICATION_TEMPLATE_LIST, NOTIFICATION_SEND_LIST],
  // Forked with the root saga: the modal opens over screens of other features.
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  overlays: [
    {
      id: 'notificationSend',
      modal: NOTIFICATION_SEND_MODAL,
      permission: 'notification.add',
      load: () => import(/* webpackChunkName: "notification-send" */ './forms/NotificationSendDialog'),
    },
  ],
  messages: ['notifications', 'notificationTemplates', 'notificationSends'],
});
