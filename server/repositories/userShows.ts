/**
 * The hand-written writes of `user_shows`, the shows a staff account is linked to (read by every
 * scope of server/hydra/scopes.ts); the links edited one by one are the declared resource's
 * generic writes (server/resources/userShows.ts, through server/hydra/statements.ts).
 */
import type { PoolClient } from '../db/pool';

/** The show's organizer sees (and edits) it: linked, once. */
export async function linkOrganizer(db: Pick<PoolClient, 'query'>, userId: number, showId: number): Promise<void> {
  await db.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2) ON CONFLICT (user_id, show_id) DO NOTHING', [userId, showId]);
}
