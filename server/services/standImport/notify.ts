/**
 * With "notify users" on, the contacts (exhibitors, decorators, agencies) of the stands an
 * import changed are told, one message per person listing their changed stands, in their
 * language, through the one mailer (server/services/mail). A new stand has no contact yet:
 * nobody to tell. Queued after the import's transaction (a job may run at once).
 */
import type { Pool } from '../../db/pool';
import type { Locale } from '../../i18n';
import { t } from '../../i18n';
import type { Mailer } from '../mail/mailer';
import { recipientLocale } from '../mail/render';

/** At most this many stands are listed in one message. */
const LISTED = 20;

export async function notifyChangedStands(
  deps: { pool: Pool; mailer: Mailer; origin: () => string },
  mail: { showId: number; standIds: readonly number[]; requestLocale: Locale },
): Promise<number> {
  if (!mail.standIds.length) return 0;
  const { rows } = await deps.pool.query(
    `SELECT u.email, u.language_preference, btrim(concat_ws(' ', u.first_name, u.last_name)) AS name, sh.name AS show,
            array_agg(DISTINCT concat_ws(' ', s.name, '–', s.hall, s.aisle, s.number)) AS stands
       FROM user_stand_roles usr
       JOIN users u ON u.id = usr.user_id AND u.enabled
       JOIN stands s ON s.id = usr.stand_id
       JOIN shows sh ON sh.id = s.show_id
      WHERE usr.stand_id = ANY($1::int[]) AND s.show_id = $2
      GROUP BY u.id, sh.name`,
    [mail.standIds, mail.showId],
  );
  for (const r of rows as Array<{ email: string; language_preference: string | null; name: string; show: string; stands: string[] }>) {
    const locale = recipientLocale(r.language_preference, mail.requestLocale);
    const listed = r.stands.slice(0, LISTED).map((s) => `- ${s}`);
    if (r.stands.length > LISTED) listed.push(t(locale, 'api.mail.standImport.more', { count: r.stands.length - LISTED }));
    await deps.mailer.queue({
      to: r.email,
      locale,
      kind: 'standImport',
      params: { name: r.name || r.email, show: r.show, stands: listed.join('\n'), loginLink: `${deps.origin()}/login` },
    });
  }
  return rows.length;
}
