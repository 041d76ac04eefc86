/**
 * The writer of `sources` (issue 24) besides the generic POST / PATCH of /backend/sources
 * (server/hydra/statements.ts) and the reference rows of migration 032: a source's removal, and the
 * demo organizer's port followed on each start.
 */
import type { Pool, PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

/** Removes a source no show uses (409 otherwise, told by the caller); in the caller's transaction. */
export async function deleteUnusedSource(db: Db, id: number): Promise<'deleted' | 'inUse'> {
  await db.query('SELECT 1 FROM sources WHERE id = $1 FOR UPDATE', [id]);
  const used = await db.query('SELECT 1 FROM shows WHERE source_id = $1 LIMIT 1', [id]);
  if (used.rowCount) return 'inUse';
  await db.query('DELETE FROM sources WHERE id = $1', [id]);
  return 'deleted';
}

/** The demo's gl_event source follows the demo organizer's port, unless an admin pointed it elsewhere. */
export async function followDemoOrganizerPort(pool: Pool, port: number, username: string): Promise<void> {
  await pool.query(
    `UPDATE sources SET port = $1, updated_at = now()
      WHERE reference = 'gl_event' AND protocol = 'http' AND host = '127.0.0.1' AND username = $2 AND port IS DISTINCT FROM $1`,
    [port, username],
  );
}
