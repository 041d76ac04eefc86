/**
 * The access e-mail of an account created without a password (issue 20 item 13): the random
 * password nobody knows is replaced, for its owner, by a link to choose one (a password-reset
 * token, ./passwordReset.ts, valid ACCOUNT_ACCESS_DAYS days), with the identifier and the login
 * link: what a stand's contact gets (./standAccessMail.ts) without a stand. The link is a secret:
 * masked in the copy the outbox screen serves.
 */
import type { Locale } from '../i18n';
import type { AccessMailDeps } from './standAccessMail';
import { recipientLocale } from './mail/render';
import { issuePasswordToken, passwordLink } from './passwordReset';

/** Longer than a reset link's hour: a new colleague may read it days later. */
export const ACCOUNT_ACCESS_DAYS = 7;

export async function queueAccountAccessMail(deps: AccessMailDeps, mail: { userId: number; requestLocale: Locale }): Promise<number | null> {
  const { rows } = await deps.pool.query(
    `SELECT email, username, language_preference, btrim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = $1 AND enabled`,
    [mail.userId],
  );
  const user = rows[0];
  if (!user) return null;
  const origin = deps.origin();
  const token = await issuePasswordToken(deps.pool, mail.userId, ACCOUNT_ACCESS_DAYS * 24 * 60);
  return deps.mailer.queue({
    to: user.email,
    locale: recipientLocale(user.language_preference, mail.requestLocale),
    kind: 'accountAccess',
    params: { name: user.name || user.email, identifier: user.username, passwordLink: passwordLink(origin, token), days: ACCOUNT_ACCESS_DAYS, loginLink: `${origin}/login` },
    secretParams: ['passwordLink'],
  });
}
