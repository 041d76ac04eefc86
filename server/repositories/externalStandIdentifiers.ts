/**
 * The writer of `external_stand_identifiers` (migration 030): a stand as the organizer's system
 * knows it. The sync fills the rows; the external sign-in (server/services/externalLogin.ts) keeps
 * on them the exhibitor account it signed in (created on first use). In the caller's transaction.
 */
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

/** The exhibitor account the stand's sign-in link opens. */
export async function setExternalContactUser(db: Db, id: number, userId: number): Promise<void> {
  await db.query('UPDATE external_stand_identifiers SET contact_user_id = $2, updated_at = now() WHERE id = $1', [id, userId]);
}
