/**
 * Password reset by e-mail (part 2 §2, §5, §7, §8; docs/decisions.md "Password reset").
 *
 * The request (`POST /backend/users/reset-password`) only queues a job, so its answer and its
 * time are the same whether the address exists or not; the job counts the request against the
 * limits, looks the account up and, for an enabled one within the limits, stores a random
 * single-use token (its SHA-256 only, valid one hour) and queues the e-mail in the user's
 * language with a link on the configured public origin. The reset
 * (`POST /backend/users/reset-password/token`) spends the token, sets the password and ends
 * every session of the user.
 */
import crypto from 'node:crypto';
import { RESET_PASSWORD_PATH, RESET_TOKEN_PARAM } from '@/domain/passwordReset';
import { hashPassword, newPasswordProblems, MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { revokeUserChains } from '../auth/refreshTokens';
import { lockFor } from '../db/locks';
import { withTransaction, type Pool } from '../db/pool';
import { ValidationError, type ViolationSpec } from '../hydra/errors';
import type { Locale } from '../i18n';
import { setPassword } from '../repositories/users';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import { recipientLocale } from './mail/render';

export const RESET_REQUEST_JOB = 'passwordReset.request';
export const RESET_TOKEN_MINUTES = 60;
/** Requests counted over the last hour: beyond these, nothing is sent (the answer stays the same). */
export const RESET_LIMITS = { windowMinutes: 60, perAddress: 3, perIp: 20 };

export interface ResetRequestJob {
  email: string;
  locale: Locale;
  ip: string;
  /** The request's row (recordResetRequest); a job queued without one records it itself. */
  requestId?: string;
}

const sha256 = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();
export const resetEmailKey = (email: string): string => email.trim().toLowerCase().slice(0, 320);

/**
 * Records a request as it arrives, in the request itself (the same one INSERT for any address):
 * its id is its place in the order the limits count, whatever order the jobs then run in. Taken
 * under locks on the address and the IP (server/db/locks.ts, in that order): a request of the
 * same address or IP with a lower id has committed before this one is inserted, so the job's
 * count of the ids up to this one never misses one still being written.
 */
export async function recordResetRequest(pool: Pool, email: string, ip: string): Promise<string> {
  return withTransaction(pool, async (db) => {
    await lockFor(db, 'resetAddress', resetEmailKey(email));
    await lockFor(db, 'resetIp', ip);
    const { rows } = await db.query<{ id: string }>('INSERT INTO password_reset_requests (email_key, ip) VALUES ($1, $2) RETURNING id', [
      resetEmailKey(email),
      ip,
    ]);
    return rows[0].id;
  });
}

/**
 * A new single-use token that lets `userId` choose a password for `minutes` (only its SHA-256 is
 * stored). One live link at a time: it retires the user's previous ones. Also the new account's
 * access e-mail's (./accountAccessMail.ts).
 */
export async function issuePasswordToken(pool: Pool, userId: number, minutes: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await withTransaction(pool, async (client) => {
    await client.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    await client.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [sha256(token), userId, minutes],
    );
  });
  return token;
}

/** The page where a token's holder chooses their password, on the public origin. */
export const passwordLink = (origin: string, token: string): string => `${origin}${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=${token}`;

/** The job: limits, lookup, token, e-mail. */
export async function handleResetRequest(deps: { pool: Pool; mailer: Mailer; publicOrigin: () => string }, job: ResetRequestJob): Promise<void> {
  const { pool } = deps;
  const key = resetEmailKey(job.email);
  // Counted among the requests made up to this one (ids are in arrival order): requests whose
  // jobs run at the same time, or out of order, still let exactly the first ones through.
  const requestId = job.requestId ?? (await recordResetRequest(pool, job.email, job.ip));
  await pool.query(`DELETE FROM password_reset_requests WHERE created_at < now() - interval '1 day'`);
  const { rows: counts } = await pool.query<{ address: number; ip: number }>(
    `SELECT (SELECT count(*) FROM password_reset_requests
              WHERE email_key = $1 AND id <= $4 AND created_at > now() - make_interval(mins => $3))::int AS address,
            (SELECT count(*) FROM password_reset_requests
              WHERE ip = $2 AND id <= $4 AND created_at > now() - make_interval(mins => $3))::int AS ip`,
    [key, job.ip, RESET_LIMITS.windowMinutes, requestId],
  );
  if (counts[0].address > RESET_LIMITS.perAddress || counts[0].ip > RESET_LIMITS.perIp) return;

  const { rows: users } = await pool.query<{ id: number; email: string; first_name: string; language_preference: string | null }>(
    'SELECT id, email, first_name, language_preference FROM users WHERE lower(email) = $1 AND enabled',
    [key],
  );
  const user = users[0];
  if (!user) return;
  const link = passwordLink(deps.publicOrigin(), await issuePasswordToken(pool, user.id, RESET_TOKEN_MINUTES));
  await deps.mailer.queue({
    to: user.email,
    locale: recipientLocale(user.language_preference, job.locale),
    kind: 'passwordReset',
    params: { link, name: user.first_name || user.email, minutes: RESET_TOKEN_MINUTES },
    secretParams: ['link'],
  });
}

/** Registers the request job (retried a little: a lost database connection, not a refusal). */
export async function registerResetJob(jobs: JobQueue, deps: { pool: Pool; mailer: Mailer; publicOrigin: () => string }): Promise<void> {
  await jobs.register<ResetRequestJob>(RESET_REQUEST_JOB, { retryLimit: 2, retryDelaySeconds: 5 }, (data) => handleResetRequest(deps, data));
}

export interface ResetBody {
  token?: unknown;
  plainPassword?: unknown;
  plainPasswordConfirmation?: unknown;
}

const invalidToken = (): ValidationError =>
  new ValidationError([{ propertyPath: 'token', key: 'api.violation.resetTokenInvalid', code: 'RESET_TOKEN_INVALID' }]);

/**
 * Sets the password of the token's user, or throws a ValidationError and changes nothing: the
 * token missing, unknown, expired or used ('L'url est invalide.'), the confirmation different,
 * the password against the rules of server/auth/passwords.ts. The new password bumps the
 * session version (migration 004's trigger: every access token ends) and every refresh chain of
 * the user is revoked; the user's other live reset links are spent too.
 */
export async function resetPassword(pool: Pool, body: ResetBody): Promise<void> {
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (token.length < 20 || token.length > 200) throw invalidToken();
  const hash = sha256(token);
  const { rows } = await pool.query<{ user_id: number; email: string; username: string }>(
    `SELECT t.user_id, u.email, u.username FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.enabled`,
    [hash],
  );
  const owner = rows[0];
  if (!owner) throw invalidToken();

  const violations: ViolationSpec[] = [];
  const password = typeof body.plainPassword === 'string' ? body.plainPassword : '';
  if (!password) violations.push({ propertyPath: 'plainPassword', key: 'api.violation.required', code: 'NOT_BLANK' });
  else {
    for (const problem of newPasswordProblems(password, [owner.email, owner.username])) {
      violations.push({
        propertyPath: 'plainPassword',
        key: `api.violation.password.${problem}`,
        code: `PASSWORD_${problem.toUpperCase()}`,
        params: { min: 8, max: MAX_PASSWORD_LENGTH },
      });
    }
  }
  if (body.plainPasswordConfirmation !== undefined && body.plainPasswordConfirmation !== password) {
    violations.push({ propertyPath: 'plainPasswordConfirmation', key: 'api.violation.passwordConfirmation', code: 'PASSWORD_CONFIRMATION' });
  }
  if (violations.length) throw new ValidationError(violations);

  const passwordHash = await hashPassword(password);
  await withTransaction(pool, async (client) => {
    // Spent here, in the same statement that checks it: two resets racing with one link, one wins.
    const spent = await client.query('UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [hash]);
    if (!spent.rowCount) throw invalidToken();
    await setPassword(client, owner.user_id, passwordHash);
    await client.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [owner.user_id]);
    await revokeUserChains(client, owner.user_id);
  }, { actorId: owner.user_id });
}
