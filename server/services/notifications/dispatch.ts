/**
 * The background half of a notification: 500 recipients at a time, writes each one's message in
 * their language with the variables filled (the mailer's deliveries, state `queued`, linked to the
 * recipient), gives each to the mailer's sending job (`mail.send`, with its retries), then records
 * its progress. A retried dispatch resumes at the first batch not finished: messages already
 * written are not written again, only given to the sending job again (which sends a message once).
 */
import type { MailKind, MailTransportKind } from '@/domain/mail';
import { fillVariables } from '@/domain/notifications';
import type { Pool } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n';
import type { JobQueue } from '../jobs/queue';
import { MAIL_JOB } from '../mail/mailer';
import { recordNotificationMails } from '../../repositories/mailDeliveries';
import { renderWrittenMail } from '../mail/render';
import { RECIPIENT_COLUMNS } from './recipients';
import type { SendTexts } from './texts';
import { variableValues, type RecipientRow } from './variables';

export const NOTIFICATION_DISPATCH_JOB = 'notification.dispatch';
export const NOTIFICATION_MAIL_KIND: MailKind = 'notification';
const BATCH = 500;
/** Sending jobs queued at once. */
const PARALLEL = 20;

/** The recipient's language: their preference, else French (a notification has no request language of theirs). */
const localeOf = (preference: string | null): Locale =>
  preference && (LOCALES as readonly string[]).includes(preference) ? (preference as Locale) : DEFAULT_LOCALE;

interface Send {
  texts: SendTexts;
  origin: string;
  dispatched_up_to: string;
}

type Row = RecipientRow & { id: string; delivery_id: number | null };

export async function dispatchNotification(deps: { pool: Pool; jobs: JobQueue; transportKind: MailTransportKind }, sendId: number): Promise<void> {
  const { pool, jobs } = deps;
  const sends = await pool.query<Send>('SELECT texts, origin, dispatched_up_to FROM notification_sends WHERE id = $1', [sendId]);
  if (!sends.rows.length) return;
  const { texts, origin } = sends.rows[0];
  let after = sends.rows[0].dispatched_up_to;
  const loginLink = `${origin}/login`;
  for (;;) {
    // Stands or accounts deleted since the send are skipped.
    const { rows } = await pool.query<Row>(
      `SELECT r.id, r.delivery_id, ${RECIPIENT_COLUMNS}
         FROM notification_recipients r
         JOIN stands s ON s.id = r.stand_id JOIN shows sh ON sh.id = s.show_id JOIN users u ON u.id = r.user_id
         JOIN LATERAL (SELECT x.first_name, x.last_name, x.company FROM user_stand_roles x
                        WHERE x.stand_id = r.stand_id AND x.user_id = r.user_id ORDER BY x.id LIMIT 1) usr ON true
        WHERE r.notification_send_id = $1 AND r.id > $2
        ORDER BY r.id LIMIT ${BATCH}`,
      [sendId, after],
    );
    if (!rows.length) return;
    const deliveryIds = rows.filter((r) => r.delivery_id !== null).map((r) => r.delivery_id as number);
    const fresh = rows.filter((r) => r.delivery_id === null);
    if (fresh.length) deliveryIds.push(...(await writeMessages(pool, deps.transportKind, sendId, fresh, texts, loginLink)));
    for (let i = 0; i < deliveryIds.length; i += PARALLEL) {
      await Promise.all(deliveryIds.slice(i, i + PARALLEL).map((deliveryId) => jobs.send(MAIL_JOB, { deliveryId })));
    }
    after = rows[rows.length - 1].id;
    await pool.query('UPDATE notification_sends SET dispatched_up_to = $2 WHERE id = $1', [sendId, after]);
  }
}

/** The batch's messages, recorded and linked to their recipients in one transaction; their ids. */
async function writeMessages(pool: Pool, transportKind: MailTransportKind, sendId: number, rows: Row[], texts: SendTexts, loginLink: string): Promise<number[]> {
  const mails = rows.map((row) => {
    const locale = localeOf(row.language_preference);
    const source = texts[locale] ?? texts[DEFAULT_LOCALE]!;
    const values = variableValues(row, locale, loginLink);
    const mail = renderWrittenMail(locale, fillVariables(source.subject, values), fillVariables(source.content, values));
    return { recipient: row.email, locale, subject: mail.subject, text: mail.text, payload: JSON.stringify(mail), standId: row.stand_id, userId: row.user_id };
  });
  return withTransaction(pool, async (db) => {
    const written = await recordNotificationMails(db, sendId, mails, { kind: NOTIFICATION_MAIL_KIND, transport: transportKind });
    // Each recipient of the batch gets its message (two set-based statements, whatever the batch's size).
    const { rows: linked } = await db.query<{ id: number }>(
      `UPDATE notification_recipients r SET delivery_id = d.id
         FROM unnest($2::int[], $3::int[], $4::int[]) AS d (id, stand_id, user_id)
        WHERE r.notification_send_id = $1 AND r.stand_id = d.stand_id AND r.user_id = d.user_id AND r.id = ANY($5::bigint[])
       RETURNING d.id`,
      [sendId, written.map((d) => d.id), written.map((d) => d.stand_id), written.map((d) => d.user_id), rows.map((r) => r.id)],
    );
    return linked.map((r) => r.id);
  });
}

export async function registerNotificationJob(jobs: JobQueue, deps: { pool: Pool; transportKind: MailTransportKind }): Promise<void> {
  await jobs.register<{ sendId: number }>(NOTIFICATION_DISPATCH_JOB, { retryLimit: 5, retryDelaySeconds: 10 }, (data) =>
    dispatchNotification({ ...deps, jobs }, data.sendId),
  );
}
