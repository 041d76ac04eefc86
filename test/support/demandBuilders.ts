/** Rows of the requests (issue 21) written straight into a test database. */
import type { Pool } from '@server/db/pool';

/** A config of `type` on the show (surfaceMin, window as ISO or null). */
export async function insertDemandConfig(
  pool: Pool,
  showId: number,
  type: string,
  o: { surfaceMin?: number; after?: string | null; before?: string | null } = {},
): Promise<void> {
  await pool.query(
    `INSERT INTO demand_configs (show_id, demand_type_id, surface_min, demands_after, demands_before)
     VALUES ($1, (SELECT id FROM demand_types WHERE reference = $2), $3, $4, $5) ON CONFLICT DO NOTHING`,
    [showId, type, o.surfaceMin ?? 0, o.after ?? null, o.before ?? null],
  );
}

export const showOfStand = async (pool: Pool, standId: number): Promise<number> =>
  (await pool.query('SELECT show_id FROM stands WHERE id = $1', [standId])).rows[0].show_id;

/** A request of the stand (its show copied), with a logistics item for a logistic type. */
export async function insertDemand(
  pool: Pool,
  standId: number,
  o: { type?: string; status?: string; unSeen?: boolean; treated?: boolean; createdAt?: string; email?: string; createdById?: number | null } = {},
): Promise<number> {
  const type = o.type ?? 'exemption_delivery';
  const { rows } = await pool.query(
    `INSERT INTO demands (stand_id, show_id, demand_type, family, status, asked_datetime, comment, company, firstname, lastname, phone, email,
       un_seen, treated, created_at, created_by_id)
     SELECT s.id, s.show_id, $2, $3, $4, '2027-03-08T07:00:00Z', 'Livraison du mobilier', 'ACME', 'Jeanne', 'Martin', '0102030405', $5,
       $6, $7, coalesce($8::timestamptz, clock_timestamp()), $9
     FROM stands s WHERE s.id = $1 RETURNING id`,
    [standId, type, type.startsWith('logistic') ? 'logistic' : 'exemption', o.status ?? 'in_progress', o.email ?? 'jeanne.martin@example.test',
      o.unSeen ?? true, o.treated ?? false, o.createdAt ?? null, o.createdById ?? null],
  );
  const id = rows[0].id as number;
  if (type.startsWith('logistic')) {
    await pool.query(
      `INSERT INTO demand_logistics (demand_id, nature, height, length, width, weight, means, pickup_datetime)
       VALUES ($1, 'vehicle', 2, 6, 2.5, '3.5 tonne', ARRAY['forklift'], '2027-03-08T10:00:00Z')`,
      [id],
    );
  }
  return id;
}
