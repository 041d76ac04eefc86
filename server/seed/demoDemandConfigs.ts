/**
 * Demand settings on the demo shows (issue 12): the windows a show's requests may ask for,
 * drawn from each show's own dates, so the dashboards read like a month of preparation. The
 * demo show has all five types, the others the exemptions only; a show without dates none.
 */
import type { PoolClient } from '../db/pool';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ShowDates {
  id: number;
  installation_date_start: Date | null;
  installation_date_end: Date | null;
  uninstallation_date_start: Date | null;
  uninstallation_date_end: Date | null;
  enabled: boolean;
}

/** Per type: the window (after, before) from the show's dates, and the smallest surface. */
const RULES: Record<string, { window: (s: Required<ShowDates>) => [Date | null, Date | null]; surfaceMin: number }> = {
  exemption_delivery: { window: (s) => [shift(s.installation_date_start, -2 * DAY), s.installation_date_end], surfaceMin: 0 },
  exemption_mounting: { window: (s) => [shift(s.installation_date_start, -DAY), s.installation_date_end], surfaceMin: 18 },
  exemption_dismantling: { window: (s) => [s.uninstallation_date_start, shift(s.uninstallation_date_end, 6 * HOUR)], surfaceMin: 18 },
  logistic_vehicle: { window: (s) => [s.installation_date_start, s.uninstallation_date_end], surfaceMin: 36 },
  logistic_material: { window: (s) => [s.installation_date_start, s.installation_date_end], surfaceMin: 9 },
};

function shift(date: Date | null, ms: number): Date | null {
  return date ? new Date(date.getTime() + ms) : null;
}

export async function seedDemoDemandConfigs(client: PoolClient, options: { fullShowId: number }): Promise<void> {
  const types = new Map<string, number>(
    (await client.query('SELECT reference, id FROM demand_types')).rows.map((r: { reference: string; id: number }) => [r.reference, r.id]),
  );
  const { rows: shows } = await client.query<ShowDates>(
    `SELECT id, installation_date_start, installation_date_end, uninstallation_date_start, uninstallation_date_end, enabled
       FROM shows WHERE installation_date_start IS NOT NULL ORDER BY id`,
  );
  for (const show of shows) {
    const references = show.id === options.fullShowId ? Object.keys(RULES) : Object.keys(RULES).filter((r) => r.startsWith('exemption_'));
    for (const reference of references) {
      const rule = RULES[reference];
      const [after, before] = rule.window(show as Required<ShowDates>);
      await client.query(
        `INSERT INTO demand_configs (show_id, demand_type_id, surface_min, demands_after, demands_before, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (show_id, demand_type_id) DO NOTHING`,
        [show.id, types.get(reference), rule.surfaceMin, after, before, shift(show.installation_date_start, -45 * DAY)],
      );
    }
  }
}
