import crypto from 'node:crypto';
import type { Pool } from '../db/pool';
import { bumpSessionVersion } from '../repositories/users';

/** A refresh-token chain lives at most this long, however often it is rotated. */
export const REFRESH_CHAIN_LIFETIME_DAYS = 30;

const sha256 = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();
const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/**
 * Starts a new chain (at login), bound to the user's current session version. Only the hash is
 * stored. Answers the token and its chain id (the access tokens' `sid`).
 */
export async function issueRefreshToken(pool: Pool, userId: number): Promise<{ refreshToken: string; chainId: string }> {
  const token = newToken();
  const { rows } = await pool.query<{ chain_id: string }>(
    `INSERT INTO refresh_tokens (token_hash, chain_id, user_id, chain_started_at, session_version)
     SELECT $1, gen_random_uuid(), id, now(), session_version FROM users WHERE id = $2
     RETURNING chain_id`,
    [sha256(token), userId],
  );
  if (!rows.length) throw new Error(`No user ${userId}`);
  return { refreshToken: token, chainId: rows[0].chain_id };
}

export type RotateResult = { ok: true; userId: number; refreshToken: string; chainId: string } | { ok: false };

/**
 * Single use: spends the token and returns its successor in the same chain.
 * A token that was already spent (or revoked) revokes the whole chain and bumps the user's
 * session version (every access token and chain of the user ends): someone else holds a copy.
 * An expired chain, or one of an older session version (disabled, role or password changed), is
 * refused and revoked.
 */
export async function rotateRefreshToken(pool: Pool, token: string): Promise<RotateResult> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return { ok: false };
  const hash = sha256(token);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `UPDATE refresh_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL
         AND chain_started_at > now() - make_interval(days => $2)
       RETURNING chain_id, user_id, chain_started_at, session_version`,
      [hash, REFRESH_CHAIN_LIFETIME_DAYS],
    );
    if (!rows.length) {
      // Unknown, spent, revoked or expired: revoke the chain it belongs to, if any. A token
      // spent while its chain was live is a replay: the user's every session ends.
      const revoked = await client.query<{ user_id: number; live: boolean }>(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE revoked_at IS NULL AND chain_id = (SELECT chain_id FROM refresh_tokens WHERE token_hash = $1)
         RETURNING user_id, chain_started_at > now() - make_interval(days => $2) AS live`,
        [hash, REFRESH_CHAIN_LIFETIME_DAYS],
      );
      if (revoked.rows[0]?.live) await bumpSessionVersion(client, revoked.rows[0].user_id);
      await client.query('COMMIT');
      return { ok: false };
    }
    const { chain_id: chainId, user_id: userId, chain_started_at: startedAt, session_version: version } = rows[0];
    const current = await client.query('SELECT 1 FROM users WHERE id = $1 AND enabled AND session_version = $2', [userId, version]);
    if (!current.rowCount) {
      await client.query('UPDATE refresh_tokens SET revoked_at = now() WHERE chain_id = $1', [chainId]);
      await client.query('COMMIT');
      return { ok: false };
    }
    const next = newToken();
    await client.query(
      `INSERT INTO refresh_tokens (token_hash, chain_id, user_id, chain_started_at, session_version) VALUES ($1, $2, $3, $4, $5)`,
      [sha256(next), chainId, userId, startedAt, version],
    );
    await client.query('COMMIT');
    return { ok: true, userId, refreshToken: next, chainId };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Logout: revokes the chain of a refresh token and/or the chain id an access token named,
 * only chains of `userId` when given. No error for an unknown or already revoked chain.
 */
export async function revokeChain(pool: Pool, by: { refreshToken?: string; chainId?: string | null; userId?: number }): Promise<void> {
  const hash = typeof by.refreshToken === 'string' && by.refreshToken.length >= 20 && by.refreshToken.length <= 200 ? sha256(by.refreshToken) : null;
  if (!hash && !by.chainId) return;
  await pool.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL
        AND chain_id IN (SELECT chain_id FROM refresh_tokens WHERE token_hash = $1 UNION SELECT $2::uuid)
        AND ($3::integer IS NULL OR user_id = $3)`,
    [hash, by.chainId ?? null, by.userId ?? null],
  );
}

/**
 * Revokes every live chain of the user but `keepChain` (the caller's own, when the caller changed
 * their own password), in the caller's transaction; the kept chain follows the user's new
 * session version, so its next refresh still works.
 */
export async function revokeUserChains(db: Pick<Pool, 'query'>, userId: number, keep?: { chainId: string; sessionVersion: number }): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND chain_id IS DISTINCT FROM $2::uuid', [
    userId,
    keep?.chainId ?? null,
  ]);
  if (keep) await db.query('UPDATE refresh_tokens SET session_version = $1 WHERE chain_id = $2 AND revoked_at IS NULL', [keep.sessionVersion, keep.chainId]);
}

/** Housekeeping: chains past their lifetime are useless. */
export async function purgeExpiredRefreshTokens(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM refresh_tokens WHERE chain_started_at < now() - make_interval(days => $1)`, [
    REFRESH_CHAIN_LIFETIME_DAYS,
  ]);
}
