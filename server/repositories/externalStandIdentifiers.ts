/**
 * The one writer of `external_stand_identifiers` (issue 24): a stand as the organizer's system
 * knows it, written by a sync (server/services/gateway/syncApply.ts) in the sync's transaction,
 * set-based: one INSERT … ON CONFLICT for every stand of the file, whatever their number; the
 * external sign-in (server/services/externalLogin.ts) keeps on a row the exhibitor account it
 * signed in (created on first use). Always in the caller's transaction.
 */
import crypto from 'node:crypto';
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

/** What the external sign-in looks a token up by: sha256 hex (the token itself is never compared in SQL). */
export const externalTokenHash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export interface IdentifierWrite {
  standId: number;
  sourceId: number;
  token: string;
  expiresAt: string | null;
  contactUserId: number | null;
  syncedValues: object;
}

/** Creates or rewrites the identifiers of these stands (keyed by stand). */
export async function upsertIdentifiers(db: Db, rows: IdentifierWrite[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, expires_at, contact_user_id, synced_values)
     SELECT r.stand_id, r.source_id, r.token, r.token_hash, r.expires_at, r.contact_user_id, r.synced_values
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::int[], $7::jsonb[])
       AS r(stand_id, source_id, token, token_hash, expires_at, contact_user_id, synced_values)
     ON CONFLICT (stand_id) DO UPDATE SET token_identifier = excluded.token_identifier, token_hash = excluded.token_hash,
       expires_at = excluded.expires_at, contact_user_id = excluded.contact_user_id, synced_values = excluded.synced_values, updated_at = now()`,
    [
      rows.map((r) => r.standId),
      rows.map((r) => r.sourceId),
      rows.map((r) => r.token),
      rows.map((r) => externalTokenHash(r.token)),
      rows.map((r) => r.expiresAt),
      rows.map((r) => r.contactUserId),
      rows.map((r) => JSON.stringify(r.syncedValues)),
    ],
  );
}

/** The exhibitor account the stand's sign-in link opens. */
export async function setExternalContactUser(db: Db, id: number, userId: number): Promise<void> {
  await db.query('UPDATE external_stand_identifiers SET contact_user_id = $2, updated_at = now() WHERE id = $1', [id, userId]);
}
