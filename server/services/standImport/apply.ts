/**
 * The database side of a stand import: the show's stands read for the analysis, and the plan of
 * an analysis written in the caller's transaction, in two statements whatever the number of
 * rows (one INSERT … SELECT FROM unnest for the new stands, one UPDATE … FROM unnest for the
 * changed ones), so 10 000 stands are one round trip each. The stands' triggers keep their
 * search text (001, 003) and write an 'edited' event per changed stand with the transaction's
 * actor (009); a changed stand's "modified" date moves, as an edit's does.
 */
import type { Pool, PoolClient } from '../../db/pool';
import type { ExistingStand, PlannedStand } from './analyse';

export async function loadShowStands(db: Pool | PoolClient, showId: number): Promise<ExistingStand[]> {
  const { rows } = await db.query(
    `SELECT id, hall, aisle, number, name, surface, stand_type AS "standType" FROM stands WHERE show_id = $1`,
    [showId],
  );
  return rows as ExistingStand[];
}

const column = (planned: PlannedStand[], field: keyof PlannedStand['values']) => planned.map((p) => p.values[field]);

/** Writes the new and changed stands of a plan; returns how many of each were written. */
export async function applyPlan(db: PoolClient, showId: number, planned: PlannedStand[]): Promise<{ created: number; updated: number }> {
  const fresh = planned.filter((p) => p.kind === 'new');
  const changed = planned.filter((p) => p.kind === 'changed');
  let created = 0;
  let updated = 0;
  if (fresh.length) {
    const result = await db.query(
      `INSERT INTO stands (show_id, hall, aisle, number, name, surface, stand_type)
       SELECT $1, r.hall, r.aisle, r.number, r.name, r.surface, r.stand_type
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS r(hall, aisle, number, name, surface, stand_type)`,
      [showId, column(fresh, 'hall'), column(fresh, 'aisle'), column(fresh, 'number'), column(fresh, 'name'), column(fresh, 'surface'), column(fresh, 'standType')],
    );
    created = result.rowCount ?? 0;
  }
  if (changed.length) {
    const result = await db.query(
      `UPDATE stands s SET name = r.name, surface = r.surface, stand_type = r.stand_type, updated_at = now()
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS r(id, name, surface, stand_type)
       WHERE s.id = r.id AND s.show_id = $1`,
      [showId, changed.map((p) => p.id), column(changed, 'name'), column(changed, 'surface'), column(changed, 'standType')],
    );
    updated = result.rowCount ?? 0;
  }
  return { created, updated };
}
