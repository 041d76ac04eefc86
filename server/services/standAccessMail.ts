/**
 * The login e-mail of a stand's contact (part 1 §5 "a new user gets a random password", part 2
 * §4 "Contact save" with notify on): the stand and show it is about, the identifier, the login
 * link and, since nobody knows a generated password, the link to choose one. Sent through the
 * one mailer (server/services/mail), in the recipient's language. `credentialsChanged`: their
 * e-mail or password was just changed by staff (another wording).
 */
import type { Pool } from '../db/pool';
import type { Locale } from '../i18n';
import { recipientLocale } from './mail/render';
import type { Mailer } from './mail/mailer';

export interface AccessMailDeps {
  pool: Pool;
  mailer: Mailer;
  /** The public origin the links start with (http://host:port). */
  origin: () => string;
}

export async function queueStandAccessMail(
  deps: AccessMailDeps,
  mail: { userId: number; standId: number; credentialsChanged: boolean; requestLocale: Locale },
): Promise<number | null> {
  const { rows } = await deps.pool.query(
    `SELECT u.email, u.username, u.language_preference, btrim(concat_ws(' ', u.first_name, u.last_name)) AS name,
            s.name AS stand, sh.name AS show
       FROM users u, stands s JOIN shows sh ON sh.id = s.show_id
      WHERE u.id = $1 AND s.id = $2`,
    [mail.userId, mail.standId],
  );
  if (!rows.length) return null;
  const r = rows[0];
  const origin = deps.origin();
  return deps.mailer.queue({
    to: r.email,
    locale: recipientLocale(r.language_preference, mail.requestLocale),
    kind: mail.credentialsChanged ? 'standAccessChanged' : 'standAccess',
    params: {
      name: r.name || r.email,
      stand: r.stand,
      show: r.show,
      identifier: r.username,
      loginLink: `${origin}/login`,
      passwordLink: `${origin}/mot-de-passe-oublie`,
    },
  });
}
