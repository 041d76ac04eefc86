/**
 * The outbox (issue 12): every message the mailer queued, with its state, for the staff screen
 * /courriels ('mail.list': admin and support). Read-only; a delivery's .eml (outbox transport)
 * at `GET /backend/mail_deliveries/{id}/eml`. Everything here is served from the copy the mailer
 * stored for serving, secrets masked (server/services/mail/secrets.ts): the outbox files on disk
 * hold the real links and are never read by the API.
 */
import { can } from '@/domain/permissions';
import { MAIL_STATES } from '@/domain/mail';
import { notFound } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';
import { DEFAULT_MAIL_FROM } from '../services/appServices';
import { shownEml } from '../services/mail/shownEml';

export const mailDeliveries = defineResource({
  path: 'mail_deliveries',
  type: 'MailDelivery',
  table: 'mail_deliveries',
  description: 'A message the platform sent or is sending (password reset, notifications), and its delivery state.',
  fields: {
    kind: { description: 'What the message is (passwordReset…).', read: { sql: 't.kind', type: 'string' } },
    recipient: { read: { sql: 't.recipient', type: 'string' } },
    locale: { description: 'The language it was written in (fr, en).', read: { sql: 't.locale', type: 'string' } },
    subject: { read: { sql: 't.subject', type: 'string' } },
    text: {
      description: 'The text part; a secret (a reset link\'s token) is masked (••••••), whatever the transport.',
      read: { sql: 't.text_body', type: 'string' },
    },
    state: { description: 'queued, sent or failed.', read: { sql: 't.state', type: 'string' } },
    attempts: { read: { sql: 't.attempts', type: 'integer' } },
    lastError: { read: { sql: 't.last_error', type: 'string', nullable: true } },
    transport: { description: 'smtp or outbox.', read: { sql: 't.transport', type: 'string', nullable: true } },
    messageId: { read: { sql: 't.message_id', type: 'string', nullable: true } },
    hasEml: { description: 'Whether its .eml file is in the outbox.', read: { sql: 't.outbox_file IS NOT NULL', type: 'boolean' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    sentAt: { read: { sql: 't.sent_at', type: 'datetime', nullable: true } },
  },
  filters: {
    search: {
      state: { strategy: 'exact', type: 'string', choices: MAIL_STATES, sql: 't.state' },
      kind: { strategy: 'exact', type: 'string', sql: 't.kind' },
    },
    date: { createdAt: 't.created_at' },
    order: { id: 't.id', createdAt: 't.created_at', recipient: 'lower(t.recipient)', subject: 't.subject', state: 't.state', kind: 't.kind' },
    text: { sql: 't.search_text', description: 'Every word must occur in the recipient or the subject.' },
  },
  defaultOrder: [['createdAt', 'desc']],
  itemsPerPage: 20,
  operations: { list: 'mail.list', read: 'mail.list' },
});

export default defineResourceModule({
  resources: [mailDeliveries],
  routes(api, deps) {
    const from = deps.config.mailFrom ?? DEFAULT_MAIL_FROM;
    api.get<{ Params: { id: string } }>('/mail_deliveries/:id/eml', async (request, reply) => {
      // Like the item: a 404 for whoever may not read the outbox (no existence oracle).
      if (!request.user || !can(request.user.roles, 'mail.list') || !/^\d{1,9}$/.test(request.params.id)) throw notFound();
      const { rows } = await deps.pool.query(
        `SELECT recipient, locale, subject, text_body, message_id, sent_at FROM mail_deliveries
          WHERE id = $1 AND outbox_file IS NOT NULL`,
        [Number(request.params.id)],
      );
      const row = rows[0];
      if (!row) throw notFound();
      // Rebuilt from the masked copy, not the outbox file (which holds the real link).
      const eml = await shownEml(
        { recipient: row.recipient, locale: row.locale, subject: row.subject, text: row.text_body, messageId: row.message_id, sentAt: row.sent_at },
        from,
      );
      return reply
        .type('message/rfc822')
        .header('Content-Disposition', `attachment; filename="message-${request.params.id}.eml"`)
        .send(eml);
    });
  },
});
