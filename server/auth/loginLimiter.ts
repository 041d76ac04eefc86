import type { Pool } from '../db/pool';

/** Failed logins allowed per account and per IP within the window (counted in PostgreSQL). */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 };

export const accountKey = (username: string): string => username.trim().toLowerCase();

/**
 * Seconds to wait before trying again, or 0 when the attempt may proceed: when
 * the limit is reached, until the limit-th most recent failure leaves the window.
 */
export async function loginRetryAfter(pool: Pool, account: string, ip: string): Promise<number> {
  const { rows } = await pool.query(
    `SELECT
       (SELECT created_at FROM login_failures
         WHERE account_key = $1 AND created_at > now() - make_interval(secs => $3)
         ORDER BY created_at DESC OFFSET $4 - 1 LIMIT 1) AS account_limit_at,
       (SELECT created_at FROM login_failures
         WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)
         ORDER BY created_at DESC OFFSET $5 - 1 LIMIT 1) AS ip_limit_at,
       now() AS now`,
    [account, ip, LOGIN_LIMITS.windowSeconds, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.perIp],
  );
  const r = rows[0];
  const now = new Date(r.now).getTime();
  const waits = [r.account_limit_at, r.ip_limit_at]
    .filter(Boolean)
    .map((at) => new Date(at).getTime() + LOGIN_LIMITS.windowSeconds * 1000 - now);
  if (!waits.length) return 0;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

export async function recordLoginFailure(pool: Pool, account: string, ip: string): Promise<void> {
  await pool.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [account, ip]);
  await pool.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
}

/** A successful login clears the account's failures (not the IP's). */
export async function clearLoginFailures(pool: Pool, account: string): Promise<void> {
  await pool.query('DELETE FROM login_failures WHERE account_key = $1', [account]);
}
