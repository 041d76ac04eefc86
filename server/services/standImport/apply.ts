/**
 * The database side of a stand import: the show's stands read for the analysis, and the plan of
 * an analysis written in the caller's transaction (server/repositories/stands.ts), in two
 * statements whatever the number of rows (one INSERT … SELECT FROM unnest for the new stands, one UPDATE … FROM unnest for the
 * changed ones), so 10 000 stands are one round trip each. The stands' triggers keep their
 * search text (001, 003) and write an 'edited' event per changed stand with the transaction's
 * actor (009); a changed stand's "modified" date moves, as an edit's does.
 */
import type { Pool, PoolClient } from '../../db/pool';
import { insertImported, updateImported } from '../../repositories/stands';
import type { ExistingStand, PlannedStand } from './analyse';

export async function loadShowStands(db: Pool | PoolClient, showId: number): Promise<ExistingStand[]> {
  const { rows } = await db.query(
    `SELECT id, hall, aisle, number, name, surface, stand_type AS "standType" FROM stands WHERE show_id = $1`,
    [showId],
  );
  return rows as ExistingStand[];
}

/** Writes the new and changed stands of a plan; returns how many of each were written. */
export async function applyPlan(db: PoolClient, showId: number, planned: PlannedStand[]): Promise<{ created: number; updated: number }> {
  const fresh = planned.filter((p) => p.kind === 'new').map((p) => p.values);
  const changed = planned.filter((p) => p.kind === 'changed').map((p) => ({ ...p.values, id: p.id! }));
  return {
    created: (await insertImported(db, showId, fresh)).length,
    updated: changed.length ? await updateImported(db, showId, changed) : 0,
  };
}
