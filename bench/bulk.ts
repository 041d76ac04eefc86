/**
 * Bulk triage on the largest show (issue 11, "Speed": a bulk action on 20,000 stands ≤ 3 s):
 * POST /backend/stands/bulk with the list's filter `{show}` as admin, timed to the answer.
 * - mark treated: every stand of the show made untreated first (untimed), so all of them change;
 * - validate plans: the show's stands put in "pending verification" first, so each moves and gets
 *   its workflow message (the heaviest action: one message and two timeline events per stand).
 * The show's stands get their flags and statuses back afterwards, and what the runs wrote
 * (messages, timeline events) is deleted: the data set stays as it was for the other parts.
 */
import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import type { Session } from './accounts';
import type { Row } from './table';

const RUNS = 3;
export const BULK_TARGET_MS = 3_000;

interface BulkCase {
  name: string;
  /** Untimed: puts every stand of the show where the action changes it. */
  prepare: string;
  body: Record<string, unknown>;
  /** The floor: the action's bare UPDATE (indexes and timeline trigger included), rolled back. */
  floor: string;
}

const CASES = (showId: number): BulkCase[] => [
  {
    name: 'mark treated',
    prepare: 'UPDATE stands SET treated = false WHERE show_id = $1',
    body: { action: 'markTreated', selection: { filter: { show: String(showId) } } },
    floor: 'UPDATE stands SET treated = true WHERE show_id = $1',
  },
  {
    name: 'validate plans (+ a message each)',
    prepare: "UPDATE stands SET status = 'pendingPlansVerification' WHERE show_id = $1",
    body: { action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { filter: { show: String(showId) } } },
    floor: "UPDATE stands SET status = 'pendingPlansConfirmation', treated = true, updated_at = now() WHERE show_id = $1",
  },
];

/**
 * Puts the show's stands where the action changes them, then vacuums: each run starts from the
 * table as autovacuum leaves it after a bulk action (migration 020 has it run at 2 % of dead rows),
 * not from the previous run's 20,000 dead row versions.
 */
async function prepare(pool: Pool, bulk: BulkCase, showId: number): Promise<void> {
  await pool.query(bulk.prepare, [showId]);
  await pool.query('VACUUM stands');
}

async function restore(pool: Pool, showId: number, since: Date): Promise<void> {
  await pool.query(
    `UPDATE stands s SET treated = b.treated, un_seen = b.un_seen, status = b.status, updated_at = b.updated_at
       FROM bench_bulk_backup b WHERE s.id = b.id`,
  );
  await pool.query(
    `DELETE FROM messages m USING stand_messages sm, stands s
      WHERE sm.message_id = m.id AND s.id = sm.stand_id AND s.show_id = $1 AND sm.created_at >= $2`,
    [showId, since],
  );
  await pool.query('DELETE FROM stand_events e USING stands s WHERE s.id = e.stand_id AND s.show_id = $1 AND e.at >= $2', [showId, since]);
}

export async function bulkRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  show: { id: number; stands: number },
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  const since = new Date();
  await pool.query('DROP TABLE IF EXISTS bench_bulk_backup');
  await pool.query('CREATE TABLE bench_bulk_backup AS SELECT id, treated, un_seen, status, updated_at FROM stands WHERE show_id = $1', [show.id]);
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json', 'content-type': 'application/json' };
  const rows: Row[] = [];
  const results: unknown[] = [];
  try {
    for (const bulk of CASES(show.id)) {
      const times: number[] = [];
      let changed = 0;
      for (let run = 1; run <= RUNS; run++) {
        await prepare(pool, bulk, show.id);
        progress(`bulk ${bulk.name} on show #${show.id}, run ${run}/${RUNS}`);
        const started = performance.now();
        const res = await fetch(`${baseUrl}/backend/stands/bulk`, { method: 'POST', headers, body: JSON.stringify(bulk.body) });
        const answer = (await res.json()) as { changed?: number };
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${bulk.name}: HTTP ${res.status} ${JSON.stringify(answer)}`);
        changed = answer.changed ?? 0;
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
      // The same stands changed by the bare statement, in a transaction rolled back.
      await prepare(pool, bulk, show.id);
      const client = await pool.connect();
      let floor = 0;
      try {
        await client.query('BEGIN');
        const started = performance.now();
        await client.query(bulk.floor, [show.id]);
        floor = performance.now() - started;
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
      rows.push({
        measure: `bulk ${bulk.name}`,
        p50: median,
        rate: `${changed.toLocaleString('en-US')} stands`,
        target: `≤ ${BULK_TARGET_MS / 1000} s (median)`,
        pass: median <= BULK_TARGET_MS && changed >= show.stands,
        floorP50: floor,
        p95Ratio: median / floor,
        note: `median of ${RUNS}: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; floor: the bare UPDATE of the same stands (24 indexes, the timeline trigger), rolled back; each run on a vacuumed table`,
      });
      results.push({ case: bulk.name, body: bulk.body, changed, ms: times, floorMs: floor });
    }
  } finally {
    await restore(pool, show.id, since);
    await pool.query('DROP TABLE IF EXISTS bench_bulk_backup');
  }
  return { rows, results };
}
