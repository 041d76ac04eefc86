/**
 * Whose turn in the demo data (issue 25, item 5): since when each stand's side has the turn, read
 * from its thread as migration 040 backfills it (the last message that brought the current status,
 * else the stand's creation), so the demo show has stands late on the team's side (their plans sent
 * weeks ago); the three latest submissions are a day old (on time). The Lyon show's exhibitors are
 * late on their side: its document deadline has passed.
 *
 * A stand's 'Mise à jour' follows the same thread, as the app writes it (a status move or an edit
 * sets it; a message, finding or layout does not): the later of its last status change and its last
 * edit, so the list's date is one the stand's history shows.
 */
import type { PoolClient } from '../db/pool';

export async function seedDemoTurns(client: PoolClient, options: { showId: number }): Promise<void> {
  await client.query(
    `UPDATE stands s SET status_changed_at = coalesce(
       (SELECT max(sm.created_at) FROM stand_messages sm WHERE sm.stand_id = s.id AND sm.new_stand_status = s.status),
       s.created_at)`,
  );
  await client.query(
    `UPDATE stands SET status_changed_at = now() - interval '1 day'
      WHERE id IN (SELECT id FROM stands WHERE show_id = $1 AND status = 'pendingPlansVerification'
                    ORDER BY status_changed_at DESC, id DESC LIMIT 3)`,
    [options.showId],
  );
  await client.query(
    `UPDATE stands s SET updated_at = greatest(s.status_changed_at,
       (SELECT max(e.at) FROM stand_events e WHERE e.stand_id = s.id AND e.kind IN ('status', 'edited')))`,
  );
}
