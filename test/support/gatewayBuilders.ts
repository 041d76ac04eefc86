/** Gateway rows straight into the test database (the sync fills them in the app). */
import crypto from 'node:crypto';
import type { Pool } from '@server/db/pool';
import { insertUser, type TestUser } from './apiBuilders';

/** A source by its reference (made if missing). Its id. */
export async function insertSource(pool: Pool, reference: string): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO sources (reference, name) VALUES ($1, $1) ON CONFLICT (reference) DO UPDATE SET name = sources.name RETURNING id`,
    [reference],
  );
  return rows[0].id;
}

/** A random token of the exhibitor file's shape (EXTERNAL_TOKEN_PATTERN). */
export const externalToken = (): string => crypto.randomBytes(24).toString('base64url');

export interface SyncedContactValues {
  email: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  phone?: string;
  language?: string;
}

/** An external stand identifier as the sync writes it (`token_hash`: sha256 hex of the token). Its id. */
export async function insertExternalIdentifier(
  pool: Pool,
  o: { standId: number; sourceId: number; token?: string; expiresAt?: string | null; contactUserId?: number | null; contact?: SyncedContactValues | null },
): Promise<{ id: number; token: string }> {
  const token = o.token ?? externalToken();
  const { rows } = await pool.query(
    `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, expires_at, contact_user_id, synced_values)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      o.standId,
      o.sourceId,
      token,
      crypto.createHash('sha256').update(token).digest('hex'),
      o.expiresAt ?? null,
      o.contactUserId ?? null,
      JSON.stringify(o.contact ? { contact: o.contact } : {}),
    ],
  );
  return { id: rows[0].id, token };
}

/**
 * A standist account as the gateway makes it (the sync or a first external sign-in, migration 034):
 * its stand's token may open it while its owner has chosen no password.
 */
export async function insertGatewayAccount(pool: Pool, options: Parameters<typeof insertUser>[1] = {}): Promise<TestUser> {
  const user = await insertUser(pool, options);
  await pool.query('UPDATE users SET created_by_gateway = true WHERE id = $1', [user.id]);
  return user;
}
