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

/**
 * Creates or rewrites the identifiers of these stands (keyed by stand). `fresh`: every stand is
 * new in this transaction (its id just drawn from the sequence, inserted by the caller), so none has
 * an identifier yet and the rows are inserted without the per-row conflict check of ON CONFLICT.
 * The source is the caller's to hold (the sync: its show's, the show locked).
 */
export async function upsertIdentifiers(db: Db, rows: IdentifierWrite[], { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  if (!rows.length) return;
  // One JSON document, synced values nested: a jsonb[] parameter had each row's JSON escaped again
  // inside pg's array text (half a second of the server process for a sync's 20,000 rows).
  const json = JSON.stringify(
    rows.map((r) => ({
      stand_id: r.standId,
      source_id: r.sourceId,
      token: r.token,
      token_hash: externalTokenHash(r.token),
      expires_at: r.expiresAt,
      contact_user_id: r.contactUserId,
      synced_values: r.syncedValues,
    })),
  );
  // No foreign key checks the stand (migration 045): a fresh stand is this transaction's; an
  // existing one is locked here as the check did (FOR KEY SHARE), and one deleted meanwhile is left out.
  await db.query(
    `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, expires_at, contact_user_id, synced_values)
     SELECT r.stand_id, r.source_id, r.token, r.token_hash, r.expires_at, r.contact_user_id, r.synced_values
     FROM json_to_recordset($1::json)
       AS r(stand_id int, source_id int, token text, token_hash text, expires_at timestamptz, contact_user_id int, synced_values jsonb)` +
      (fresh
        ? ''
        : `
       JOIN stands s ON s.id = r.stand_id FOR KEY SHARE OF s
     ON CONFLICT (stand_id) DO UPDATE SET token_identifier = excluded.token_identifier, token_hash = excluded.token_hash,
       expires_at = excluded.expires_at, contact_user_id = excluded.contact_user_id, synced_values = excluded.synced_values, updated_at = now()`),
    [json],
  );
}

/** The exhibitor account the stand's sign-in link opens. */
export async function setExternalContactUser(db: Db, id: number, userId: number): Promise<void> {
  await db.query('UPDATE external_stand_identifiers SET contact_user_id = $2, updated_at = now() WHERE id = $1', [id, userId]);
}
