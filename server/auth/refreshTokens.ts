import crypto from 'node:crypto';
import type { Pool } from '../db/pool';

/** A refresh-token chain lives at most this long, however often it is rotated. */
export const REFRESH_CHAIN_LIFETIME_DAYS = 30;

const sha256 = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();
const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Starts a new chain (at login). Only the hash is stored. */
export async function issueRefreshToken(pool: Pool, userId: number): Promise<string> {
  const token = newToken();
  await pool.query(
    `INSERT INTO refresh_tokens (token_hash, chain_id, user_id, chain_started_at) VALUES ($1, gen_random_uuid(), $2, now())`,
    [sha256(token), userId],
  );
  return token;
}

export type RotateResult = { ok: true; userId: number; refreshToken: string } | { ok: false };

/**
 * Single use: spends the token and returns its successor in the same chain.
 * A token that was already spent (or revoked) revokes the whole chain: someone
 * else holds a copy. An expired chain is refused.
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
       RETURNING chain_id, user_id, chain_started_at`,
      [hash, REFRESH_CHAIN_LIFETIME_DAYS],
    );
    if (!rows.length) {
      // Unknown, spent, revoked or expired: revoke the chain it belongs to, if any.
      await client.query(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE revoked_at IS NULL AND chain_id = (SELECT chain_id FROM refresh_tokens WHERE token_hash = $1)`,
        [hash],
      );
      await client.query('COMMIT');
      return { ok: false };
    }
    const { chain_id: chainId, user_id: userId, chain_started_at: startedAt } = rows[0];
    const enabled = await client.query('SELECT 1 FROM users WHERE id = $1 AND enabled', [userId]);
    if (!enabled.rowCount) {
      await client.query('UPDATE refresh_tokens SET revoked_at = now() WHERE chain_id = $1', [chainId]);
      await client.query('COMMIT');
      return { ok: false };
    }
    const next = newToken();
    await client.query(
      `INSERT INTO refresh_tokens (token_hash, chain_id, user_id, chain_started_at) VALUES ($1, $2, $3, $4)`,
      [sha256(next), chainId, userId, startedAt],
    );
    await client.query('COMMIT');
    return { ok: true, userId, refreshToken: next };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Housekeeping: chains past their lifetime are useless. */
export async function purgeExpiredRefreshTokens(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM refresh_tokens WHERE chain_started_at < now() - make_interval(days => $1)`, [
    REFRESH_CHAIN_LIFETIME_DAYS,
  ]);
}
