/**
 * The one writer of `mail_deliveries`, the outbox the API serves (server/resources/mailDeliveries.ts,
 * read-only): a message recorded `queued` (one by the mailer, a batch of a notification), then
 * each sending attempt (`sent`, or the error and at last `failed`). `payload` is the message to
 * send, never served, cleared once sent or failed; subject and text are the copy served.
 */
import type { MailKind, MailTransportKind } from '@/domain/mail';
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

export interface QueuedMail {
  kind: MailKind;
  recipient: string;
  locale: string;
  /** The copy served (secrets masked). */
  subject: string;
  text: string;
  /** The message to send, as JSON. */
  payload: string;
  transport: MailTransportKind;
}

/** One message, `queued`. Its id. */
export async function recordQueued(db: Db, mail: QueuedMail): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, payload, transport)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mail.kind, mail.recipient, mail.locale, mail.subject, mail.text, mail.payload, mail.transport],
  );
  return rows[0].id;
}

/** A notification's messages, one INSERT … FROM unnest for the batch: each one's id, stand and recipient account. */
export async function recordNotificationMails(
  db: Db,
  sendId: number,
  mails: (Omit<QueuedMail, 'kind' | 'transport'> & { standId: number; userId: number })[],
  common: { kind: MailKind; transport: MailTransportKind },
): Promise<{ id: number; stand_id: number; user_id: number }[]> {
  const column = <K extends keyof (typeof mails)[number]>(key: K) => mails.map((m) => m[key]);
  const { rows } = await db.query<{ id: number; stand_id: number; user_id: number }>(
    `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, payload, transport, notification_send_id, stand_id, user_id)
     SELECT $1, m.recipient, m.locale, m.subject, m.text, m.payload::jsonb, $2, $3, m.stand, m.usr
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
            AS m (recipient, locale, subject, text, payload, stand, usr)
     RETURNING id, stand_id, user_id`,
    [common.kind, common.transport, sendId, column('recipient'), column('locale'), column('subject'), column('text'), column('payload'), column('standId'), column('userId')],
  );
  return rows;
}

/** A sending attempt starts: counted, and the message to send; undefined when sent already (a job run twice) or gone. */
export async function startAttempt(db: Db, id: number): Promise<{ recipient: string; locale: string; payload: { subject: string; text: string; html: string } } | undefined> {
  const { rows } = await db.query(
    `UPDATE mail_deliveries SET attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND state = 'queued' AND payload IS NOT NULL
      RETURNING recipient, locale, payload`,
    [id],
  );
  return rows[0];
}

/** Sent: the SMTP message id or the outbox file; the payload cleared. */
export async function markSent(db: Db, id: number, sent: { messageId: string | null; file: string | null }): Promise<void> {
  await db.query(
    `UPDATE mail_deliveries SET state = 'sent', sent_at = now(), updated_at = now(), payload = NULL,
            message_id = $2, outbox_file = $3, last_error = NULL
      WHERE id = $1`,
    [id, sent.messageId, sent.file],
  );
}

/** An attempt failed: its error; on the last attempt `failed`, the payload cleared. */
export async function recordFailure(db: Db, id: number, error: string, lastAttempt: boolean): Promise<void> {
  await db.query(
    `UPDATE mail_deliveries SET last_error = $2, updated_at = now(),
            state = CASE WHEN $3 THEN 'failed' ELSE state END,
            payload = CASE WHEN $3 THEN NULL ELSE payload END
      WHERE id = $1`,
    [id, error, lastAttempt],
  );
}
