/**
 * The plan summary of the show dashboard (issue 12, "Speed"): GET /backend/shows/{id}/plan_summary of
 * the largest show against its SQL floor — the statements its handler runs, in its order: the session
 * lookup (every authenticated call), the show's scope check, the summary's one statement.
 */
import type { Pool } from '@server/db/pool';
import { buildItemSql } from '@server/hydra/statements';
import { buildPlanSummarySql } from '@server/resources/showDashboard';
import { shows } from '@server/resources/shows';
import type { Session } from './accounts';
import { authStatement } from './dashboard';
import { httpLoad } from './load';
import type { RunStats } from './stats';
import { timedLoops } from './floor';
import { versusFloor, type Row } from './table';

export const planSummaryPath = (showId: number) => `/backend/shows/${showId}/plan_summary`;

/** The handler's statements through pg, one after the other per iteration, by `workers` loops. */
export async function planSummaryFloor(pool: Pool, session: Session, showId: number, workers: number, seconds: number): Promise<RunStats> {
  const auth = authStatement(session);
  // The scope check reads the show as an item read would (assertReadable: the same scope condition).
  const scope = buildItemSql(shows, session.user, showId);
  const summary = buildPlanSummarySql(session.user, showId);
  return timedLoops(workers, seconds, async () => {
    await pool.query(auth.text, auth.values);
    await pool.query(`SELECT 1 FROM (${scope.text}) item`, scope.values);
    await pool.query(summary.text, summary.values);
  });
}

/** Rows for 1 and 16 clients; judged at 16: p95 within 2× the floor's, rate at least half of it. */
export async function planSummaryRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  show: { id: number; stands: number },
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  const url = `${baseUrl}${planSummaryPath(show.id)}`;
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`plan summary: HTTP ${check.status} ${await check.text()}`);
  const body = (await check.json()) as { totalStands: number };
  // Warm-up: the JIT of the server, PostgreSQL's caches.
  await httpLoad({ url, connections: 16, seconds: 3, headers });
  const rows: Row[] = [];
  const results: unknown[] = [];
  for (const clients of [1, 16]) {
    progress(`plan summary, ${clients} client(s): API ${seconds} s, then floor ${seconds} s`);
    const api = await httpLoad({ url, connections: clients, seconds, headers });
    const floor = await planSummaryFloor(pool, session, show.id, clients, seconds);
    const note = clients === 1 ? `${body.totalStands.toLocaleString('en-US')} stands counted` : api.errors ? `${api.errors} errors` : undefined;
    const { row, p95Ratio, rateRatio, pass } = versusFloor('plan summary of the largest show', clients, api, floor, note);
    rows.push(row);
    results.push({ clients, api, floor, p95Ratio, rateRatio, pass });
  }
  return { rows, results };
}
