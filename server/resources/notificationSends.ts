/**
 * The notifications sent (issue 11): who sent which template to how many people, and how many of
 * its messages are queued, sent or failed (the mailer's delivery states). Senders read their own,
 * admin and support every one.
 */
import { roleGroups } from '@/domain/roles';
import { defineResourceModule } from '../resourceModule';
import type { AuthUser } from '../auth/user';
import { defineResource } from '../hydra/resource';
import type { Params } from '../hydra/sql';

/** Who reads a send (and its recipients, ./notificationRecipients.ts): admin and support every one, the others their own; `senderSql` is the send's sender. */
export function sendScope(user: AuthUser, params: Params, senderSql: string): string | null {
  const groups = roleGroups(user.roles);
  if (groups.has('admin') || groups.has('support')) return null;
  return `${senderSql} = ${params.add(user.id)}`;
}

const countOf = (state: string) =>
  `(SELECT count(*)::int FROM mail_deliveries d WHERE d.notification_send_id = t.id AND d.state = '${state}')`;

export const notificationSends = defineResource({
  path: 'notification_sends',
  type: 'NotificationSend',
  table: 'notification_sends',
  description: 'A notification sent, with the delivery state of its messages.',
  fields: {
    tag: { description: "The template's tag.", read: { sql: 't.tag', type: 'string' } },
    notification: { description: 'The template (null once deleted).', read: { sql: 't.template_id', type: 'iri', iri: '/backend/notification_templates', nullable: true } },
    subject: { description: 'The subject as the sender wrote it.', read: { sql: 't.subject', type: 'string' } },
    sender: { read: { sql: 't.sender_id', type: 'iri', iri: '/backend/users', nullable: true } },
    senderName: {
      read: { sql: "(SELECT btrim(concat_ws(' ', u.first_name, u.last_name)) FROM users u WHERE u.id = t.sender_id)", type: 'string', nullable: true },
    },
    show: { read: { sql: 't.show_id', type: 'iri', iri: '/backend/shows', nullable: true } },
    standCount: { read: { sql: 't.stand_count', type: 'integer' } },
    recipientCount: { description: 'Messages queued: one per recipient and stand.', read: { sql: 't.recipient_count', type: 'integer' } },
    queuedCount: {
      description: 'Messages not sent yet: still being written (dispatch) or waiting for the mailer.',
      read: {
        sql: `(SELECT count(*)::int FROM notification_recipients r LEFT JOIN mail_deliveries d ON d.id = r.delivery_id
                WHERE r.notification_send_id = t.id AND (r.delivery_id IS NULL OR d.state = 'queued'))`,
        type: 'integer',
      },
    },
    sentCount: { read: { sql: countOf('sent'), type: 'integer' } },
    failedCount: { read: { sql: countOf('failed'), type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    search: { show: { strategy: 'exact', type: 'integer', sql: 't.show_id' } },
    order: { id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [['createdAt', 'desc']],
  itemsPerPage: 20,
  operations: { list: 'notification.add', read: 'notification.add' },
  scope: (user, params) => sendScope(user, params, 't.sender_id'),
});

export default defineResourceModule({ resources: [notificationSends] });
