/**
 * Queueing a notification (part 1 §5 'Send notification'): the stands chosen within the sender's
 * scope, their contacts of the chosen roles recorded in one statement (one per person and stand:
 * docs/decisions.md "Notifications"), with the texts each language gets, then one background job
 * (./dispatch.ts) writes every message in its recipient's language with the variables filled and
 * hands it to the mailer. The request ends once the recipients are recorded and the job queued:
 * its time does not grow with the messages' size (issue 11: 5,000 recipients ≤ 2 s).
 */
import type { AuthUser } from '../../auth/user';
import type { Pool } from '../../db/pool';
import { withActor } from '../../db/pool';
import { ValidationError } from '../../hydra/errors';
import type { Resource } from '../../hydra/resource';
import { LOCALES, type Locale } from '../../i18n';
import type { JobQueue } from '../jobs/queue';
import { NOTIFICATION_DISPATCH_JOB } from './dispatch';

export { NOTIFICATION_MAIL_KIND } from './dispatch';
import { recipientPairsSql } from './recipients';
import { standsByFilter, standsByIds } from './selection';
import type { SendRequest } from './sendBody';
import type { SendTexts } from './texts';


export interface NotificationDeps {
  pool: Pool;
  jobs: JobQueue;
  /** The public origin, for the login link. */
  publicOrigin: () => string;
  /** The stand list's declaration (server/resources/stands.ts), whose filters and scope choose the stands of a filter. */
  standList: Resource;
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

const noRecipient = () =>
  new ValidationError([{ propertyPath: 'customStandistRoles', key: 'api.violation.noRecipient', code: 'NOTIFICATION_NO_RECIPIENT' }]);

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
  const texts: SendTexts = {};
  for (const locale of LOCALES) {
    const own = translations.get(locale);
    texts[locale] = {
      subject: objectEdited || !own ? request.customObject : own.object,
      content: contentEdited || !own ? request.customContent : own.content_external,
    };
  }

  const set = request.standIds ? await standsByIds(pool, user, request.standIds) : standsByFilter(deps.standList, user, request.filter!);
  const params = set.params;
  const pairs = recipientPairsSql(set.sql, params.add(request.roles), request.userIds ? params.add(request.userIds) : null);
  const sendId = params.add(null);
  const sendValues = [template.id, template.tag, user.id, request.customObject, JSON.stringify(texts), deps.publicOrigin()];

  const queued = await withActor(pool, user.id, async (db) => {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO notification_sends (template_id, tag, sender_id, subject, texts, origin) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
      sendValues,
    );
    const values = [...params.values];
    values[Number(sendId.slice(1)) - 1] = inserted.rows[0].id;
    // One statement: the recipients, their counts, the show when there is one.
    const { rows } = await db.query<QueuedNotification>(
      `WITH recipients AS (
         INSERT INTO notification_recipients (notification_send_id, stand_id, user_id)
         SELECT ${sendId}::int, p.stand_id, p.user_id FROM (${pairs}) p
         RETURNING stand_id
       ), counts AS (
         SELECT count(*)::int AS recipients, count(DISTINCT stand_id)::int AS stands,
                (SELECT CASE WHEN count(DISTINCT s.show_id) = 1 THEN min(s.show_id) END
                   FROM stands s WHERE s.id IN (SELECT stand_id FROM recipients)) AS show_id
           FROM recipients
       )
       UPDATE notification_sends n SET recipient_count = c.recipients, stand_count = c.stands, show_id = c.show_id
         FROM counts c WHERE n.id = ${sendId}::int
       RETURNING n.id, n.stand_count AS "standCount", n.recipient_count AS "recipientCount"`,
      values,
    );
    // Nobody to write to: nothing kept.
    if (!rows.length || rows[0].recipientCount === 0) throw noRecipient();
    return rows[0];
  });
  // After the commit: the job reads the recipients.
  await deps.jobs.send(NOTIFICATION_DISPATCH_JOB, { sendId: queued.id });
  return { id: queued.id, standCount: queued.standCount, recipientCount: queued.recipientCount };
}
