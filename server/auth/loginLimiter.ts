/**
 * Login limits that slow guessing down without letting anyone lock a user out (issue 7; the rule
 * is in docs/decisions.md, "Login limits", against OWASP ASVS 5.0 §6.1.1 and §6.3.1).
 *
 * Every failed attempt is a row of `login_failures` (account key, address), malformed ones
 * included. Three counts over a sliding window give growing delays, counted from the latest
 * failure of the count, never a lock:
 * - per (account, address): the guesser at one address, the user mistyping;
 * - per address, whatever the account: credential stuffing / password spraying from one place;
 * - per account, from every address: a distributed guess at one account. It does not apply at an
 *   address the account logged in from successfully lately (`login_known_addresses`), so an
 *   attacker elsewhere cannot keep the real user out of their usual address.
 * Counted in PostgreSQL, so every API node agrees.
 */
import crypto from 'node:crypto';
import { lockFor } from '../db/locks';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';

export interface DelayRule {
  /** Failures allowed in the window before any delay. */
  free: number;
  /** The first delay (seconds), doubled at each further failure, up to `maxSeconds`. */
  baseSeconds: number;
  maxSeconds: number;
}

export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  pair: { free: 5, baseSeconds: 15, maxSeconds: 15 * 60 } satisfies DelayRule,
  ip: { free: 30, baseSeconds: 15, maxSeconds: 15 * 60 } satisfies DelayRule,
  account: { free: 10, baseSeconds: 15, maxSeconds: 15 * 60 } satisfies DelayRule,
  /** An address stays "usual" for an account this long after a successful login there. */
  knownAddressDays: 90,
};

/** An identifier longer than this cannot be an account (e-mails are at most 254 characters). */
export const MAX_IDENTIFIER_LENGTH = 320;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a typed identifier can name an account at all (length, no control character). */
export const isPlausibleIdentifier = (identifier: string): boolean =>
  identifier.length > 0 && identifier.length <= MAX_IDENTIFIER_LENGTH && !CONTROL.test(identifier);

/**
 * The key failures are counted under: the identifier trimmed and lower-cased; an implausible one
 * (too long, control characters: it could not be stored or indexed) by its SHA-256, so it is
 * still counted, per value.
 */
export const accountKey = (identifier: string): string => {
  const key = identifier.trim().toLowerCase();
  return isPlausibleIdentifier(key) || key === '' ? key : `sha256:${crypto.createHash('sha256').update(identifier).digest('hex')}`;
};

/** Seconds still to wait after `count` failures, the latest at `latestMs`, under `rule`. */
export function delaySeconds(rule: DelayRule, count: number, latestMs: number | null, nowMs: number): number {
  if (count < rule.free || latestMs === null) return 0;
  const delay = Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (count - rule.free));
  const left = latestMs + delay * 1000 - nowMs;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * How an attempt is counted. `accountWide: false` drops the count per account from every
 * address: for a key that is not one person's secret (an external sign-in's provider, whose
 * tokens are each guessed at once), where it would only let anyone hold every exhibitor out.
 */
export interface LimitOptions {
  accountWide?: boolean;
}

/** Seconds to wait before this attempt may be checked, or 0 when it may proceed now. */
export async function loginRetryAfter(db: Pool | PoolClient, account: string, ip: string, options: LimitOptions = {}): Promise<number> {
  const { rows } = await db.query(
    `WITH recent AS (
       SELECT ip, created_at FROM login_failures
        WHERE account_key = $1 AND created_at > now() - make_interval(secs => $3))
     SELECT
       (SELECT count(*) FROM recent WHERE ip = $2)::int AS pair_count,
       (SELECT max(created_at) FROM recent WHERE ip = $2) AS pair_last,
       (SELECT count(*) FROM recent)::int AS account_count,
       (SELECT max(created_at) FROM recent) AS account_last,
       (SELECT count(*) FROM login_failures WHERE ip = $2 AND created_at > now() - make_interval(secs => $3))::int AS ip_count,
       (SELECT max(created_at) FROM login_failures WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)) AS ip_last,
       EXISTS (SELECT 1 FROM login_known_addresses
                WHERE account_key = $1 AND ip = $2 AND last_success_at > now() - make_interval(days => $4)) AS known,
       now() AS now`,
    [account, ip, LOGIN_LIMITS.windowSeconds, LOGIN_LIMITS.knownAddressDays],
  );
  const r = rows[0];
  const now = new Date(r.now).getTime();
  const ms = (v: Date | string | null): number | null => (v ? new Date(v).getTime() : null);
  return Math.max(
    delaySeconds(LOGIN_LIMITS.pair, r.pair_count, ms(r.pair_last), now),
    delaySeconds(LOGIN_LIMITS.ip, r.ip_count, ms(r.ip_last), now),
    r.known || options.accountWide === false ? 0 : delaySeconds(LOGIN_LIMITS.account, r.account_count, ms(r.account_last), now),
  );
}

/**
 * Starts an attempt: the seconds to wait (nothing recorded), or 0 with the attempt recorded as a
 * failure before its password is checked; a success clears it (recordLoginSuccess). Counted and
 * recorded under locks on the account and the address (server/db/locks.ts, always in that
 * order), so parallel attempts are counted one after the other: 30 guesses sent at once get the
 * same 5 checks as 30 sent in turn, not 30 (each read a count before any had failed).
 */
export async function claimLoginAttempt(pool: Pool, account: string, ip: string, options: LimitOptions = {}): Promise<number> {
  return withTransaction(pool, async (db) => {
    await lockFor(db, 'loginAccount', account);
    await lockFor(db, 'loginAddress', ip);
    const wait = await loginRetryAfter(db, account, ip, options);
    if (wait === 0) await db.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [account, ip]);
    return wait;
  });
}

/** Drops the failures older than the longest window (a day). */
export async function pruneLoginFailures(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
}

/** A failed attempt that claimLoginAttempt did not record (a body refused before the handler). */
export async function recordLoginFailure(pool: Pool, account: string, ip: string): Promise<void> {
  await pool.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [account, ip]);
  await pool.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
}

/**
 * A successful login clears the failures of its (account, address) pair (not the address's
 * others, nor the account's from elsewhere) and makes the address a usual one of the account.
 */
export async function recordLoginSuccess(pool: Pool, account: string, ip: string): Promise<void> {
  await pool.query('DELETE FROM login_failures WHERE account_key = $1 AND ip = $2', [account, ip]);
  await pool.query(
    `INSERT INTO login_known_addresses (account_key, ip) VALUES ($1, $2)
     ON CONFLICT (account_key, ip) DO UPDATE SET last_success_at = now()`,
    [account, ip],
  );
  await pool.query(`DELETE FROM login_known_addresses WHERE last_success_at < now() - make_interval(days => $1)`, [
    LOGIN_LIMITS.knownAddressDays,
  ]);
}

/**
 * A successful external sign-in takes back only its own attempt (the one claimLoginAttempt
 * recorded), not the other failures of its key at that address: the key is the provider's, shared
 * by every exhibitor, and a valid link of one's own must not wipe the count of the guesses made
 * before it (docs/security.md). Exhibitors signing in from one office are not slowed down either.
 */
export async function recordExternalLoginSuccess(pool: Pool, account: string, ip: string): Promise<void> {
  await pool.query(
    `DELETE FROM login_failures WHERE ctid = (
       SELECT ctid FROM login_failures WHERE account_key = $1 AND ip = $2 ORDER BY created_at DESC LIMIT 1)`,
    [account, ip],
  );
}
