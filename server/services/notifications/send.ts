/**
 * Queueing a notification (part 1 §5 'Send notification'): the stands chosen within the sender's
 * scope, their contacts of the chosen roles (one message per recipient and stand: docs/decisions.md
 * "Notifications"), each message written in the recipient's language with the variables filled,
 * recorded in one statement as the mailer's deliveries (state `queued`), then one background
 * job hands them to the mailer's sending job. The request ends once every message is recorded.
 */
import { fillVariables } from '@/domain/notifications';
import type { AuthUser } from '../../auth/user';
import type { Pool } from '../../db/pool';
import { withActor } from '../../db/pool';
import { ValidationError } from '../../hydra/errors';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n';
import type { JobQueue } from '../jobs/queue';
import { renderWrittenMail } from '../mail/render';
import { NOTIFICATION_DISPATCH_JOB } from './dispatch';
import { standsByFilter, standsByIds } from './selection';
import type { SendRequest } from './sendBody';
import { variableValues, type RecipientRow } from './variables';

export const NOTIFICATION_MAIL_KIND = 'notification';

export interface NotificationDeps {
  pool: Pool;
  jobs: JobQueue;
  /** The mailer's transport (smtp, outbox), recorded on each delivery. */
  transportKind: string;
  /** The public origin, for the login link. */
  publicOrigin: () => string;
}

export interface QueuedNotification {
  id: number;
  standCount: number;
  recipientCount: number;
}

interface TemplateRow {
  id: number;
  tag: string;
  locale: Locale;
  object: string;
  content_external: string;
}

/** The recipient's language: their preference, else French (a notification has no request language of theirs). */
const localeOf = (preference: string | null): Locale =>
  preference && (LOCALES as readonly string[]).includes(preference) ? (preference as Locale) : DEFAULT_LOCALE;

export async function queueNotification(deps: NotificationDeps, user: AuthUser, request: SendRequest): Promise<QueuedNotification> {
  const { pool } = deps;
  const chosen = await pool.query<TemplateRow>('SELECT id, tag, locale, object, content_external FROM notification_templates WHERE id = $1', [
    request.templateId,
  ]);
  if (!chosen.rows.length) {
    throw new ValidationError([{ propertyPath: 'notification', key: 'api.violation.notificationMissing', code: 'NOTIFICATION_NOT_FOUND' }]);
  }
  const template = chosen.rows[0];
  // The same template in each language, for recipients of another language than the sender's.
  const translations = new Map(
    (await pool.query<TemplateRow>('SELECT id, tag, locale, object, content_external FROM notification_templates WHERE tag = $1', [template.tag])).rows.map(
      (row) => [row.locale, row],
    ),
  );
  // The sender's own words go to everyone as written; the template's untouched text goes in each recipient's language.
  const objectEdited = request.customObject !== template.object.trim();
  const contentEdited = request.customContent !== template.content_external.trim();

  const set = request.standIds ? await standsByIds(pool, user, request.standIds) : standsByFilter(user, request.filter!);
  const params = set.params;
  const roles = params.add(request.roles);
  const users = request.userIds ? params.add(request.userIds) : null;
  // One row per stand and person (a person holding two roles on a stand gets one message), first role's details.
  const { rows } = await pool.query<RecipientRow & { show_id: number }>(
    `SELECT DISTINCT ON (s.id, u.id)
            s.id AS stand_id, s.name AS stand_name, s.hall, s.aisle, s.number, s.show_id,
            sh.name AS show_name, sh.installation_date_start, sh.installation_date_end,
            sh.uninstallation_date_start, sh.uninstallation_date_end, sh.organizer_deadline,
            u.id AS user_id, u.email, u.language_preference,
            coalesce(usr.first_name, u.first_name) AS first_name, coalesce(usr.last_name, u.last_name) AS last_name,
            coalesce(usr.company, u.company) AS company
       FROM stands s
       JOIN shows sh ON sh.id = s.show_id
       JOIN user_stand_roles usr ON usr.stand_id = s.id AND usr.standist_role = ANY(${roles}::text[])
       JOIN users u ON u.id = usr.user_id AND u.enabled
      WHERE s.id IN (${set.sql})${users ? ` AND u.id = ANY(${users}::int[])` : ''}
      ORDER BY s.id, u.id, usr.id`,
    params.values,
  );
  if (!rows.length) {
    throw new ValidationError([{ propertyPath: 'customStandistRoles', key: 'api.violation.noRecipient', code: 'NOTIFICATION_NO_RECIPIENT' }]);
  }

  const loginLink = `${deps.publicOrigin()}/login`;
  const columns = { recipient: [] as string[], locale: [] as string[], subject: [] as string[], text: [] as string[], payload: [] as string[], stand: [] as number[], user: [] as number[] };
  for (const row of rows) {
    const locale = localeOf(row.language_preference);
    const own = translations.get(locale);
    const subjectSource = objectEdited || !own ? request.customObject : own.object;
    const contentSource = contentEdited || !own ? request.customContent : own.content_external;
    const values = variableValues(row, locale, loginLink);
    const mail = renderWrittenMail(locale, fillVariables(subjectSource, values), fillVariables(contentSource, values));
    columns.recipient.push(row.email);
    columns.locale.push(locale);
    columns.subject.push(mail.subject);
    columns.text.push(mail.text);
    columns.payload.push(JSON.stringify(mail));
    columns.stand.push(row.stand_id);
    columns.user.push(row.user_id);
  }
  const standCount = new Set(columns.stand).size;
  const showIds = new Set(rows.map((r) => r.show_id));

  const id = await withActor(pool, user.id, async (db) => {
    const send = await db.query<{ id: number }>(
      `INSERT INTO notification_sends (template_id, tag, sender_id, show_id, subject, stand_count, recipient_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [template.id, template.tag, user.id, showIds.size === 1 ? [...showIds][0] : null, request.customObject, standCount, rows.length],
    );
    const sendId = send.rows[0].id;
    await db.query(
      `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, payload, transport, notification_send_id, stand_id, user_id)
       SELECT $1, r.recipient, r.locale, r.subject, r.text, r.payload::jsonb, $2, $3, r.stand, r.usr
         FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
              AS r (recipient, locale, subject, text, payload, stand, usr)`,
      [
        NOTIFICATION_MAIL_KIND,
        deps.transportKind,
        sendId,
        columns.recipient,
        columns.locale,
        columns.subject,
        columns.text,
        columns.payload,
        columns.stand,
        columns.user,
      ],
    );
    return sendId;
  });
  // After the commit: the job reads the deliveries.
  await deps.jobs.send(NOTIFICATION_DISPATCH_JOB, { sendId: id });
  return { id, standCount, recipientCount: rows.length };
}
