/**
 * Who a notification went to, one row per person and stand, with the delivery state of their
 * message (issue 20 item 11: 'Échecs 1' says for whom): read by whoever may read the send
 * (./notificationSends.ts's scope: admin and support every one, the others their own sends).
 * A recipient whose message the dispatch job has not written yet is `queued`.
 */
import { MAIL_STATES } from '@/domain/mail';
import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';
import { sendScope } from './notificationSends';

const delivery = (column: string) => `(SELECT d.${column} FROM mail_deliveries d WHERE d.id = t.delivery_id)`;

export const notificationRecipients = defineResource({
  path: 'notification_recipients',
  type: 'NotificationRecipient',
  table: 'notification_recipients',
  description: "A recipient of a notification sent, on one stand, and their message's delivery state.",
  fields: {
    notificationSend: { read: { sql: 't.notification_send_id', type: 'iri', iri: '/backend/notification_sends' } },
    recipient: {
      description: 'The address the message went to (the account\'s, before its message was written).',
      read: { sql: `coalesce(${delivery('recipient')}, (SELECT u.email FROM users u WHERE u.id = t.user_id))`, type: 'string', nullable: true },
    },
    recipientName: {
      read: { sql: "(SELECT btrim(concat_ws(' ', u.first_name, u.last_name)) FROM users u WHERE u.id = t.user_id)", type: 'string', nullable: true },
    },
    standName: { read: { sql: '(SELECT s.name FROM stands s WHERE s.id = t.stand_id)', type: 'string', nullable: true } },
    state: { description: 'queued, sent or failed.', read: { sql: `coalesce(${delivery('state')}, 'queued')`, type: 'string' } },
    attempts: { read: { sql: `coalesce(${delivery('attempts')}, 0)`, type: 'integer' } },
    lastError: { description: "The receiving server's last answer, when it refused the message.", read: { sql: delivery('last_error'), type: 'string', nullable: true } },
    sentAt: { read: { sql: delivery('sent_at'), type: 'datetime', nullable: true } },
  },
  filters: {
    search: {
      notificationSend: { strategy: 'exact', type: 'integer', iri: '/backend/notification_sends', sql: 't.notification_send_id' },
      state: { strategy: 'exact', type: 'string', choices: MAIL_STATES, sql: `coalesce(${delivery('state')}, 'queued')` },
    },
    // `order[state]=asc`: failed first, then waiting, then sent (what the sender looks for).
    order: { id: 't.id', state: `CASE coalesce(${delivery('state')}, 'queued') WHEN 'failed' THEN 0 WHEN 'queued' THEN 1 ELSE 2 END` },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 50,
  operations: { list: 'notification.add', read: 'notification.add' },
  // The send's own scope: whoever reads the send reads its recipients.
  scope: (user, params) => sendScope(user, params, '(SELECT s.sender_id FROM notification_sends s WHERE s.id = t.notification_send_id)'),
});

export default defineResourceModule({ resources: [notificationRecipients] });
