import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import type { ListSql } from '@server/hydra/statements';
import { summarize, type RunStats } from './stats';

/**
 * Runs `iteration` in `workers` loops for `seconds` (each loop at least once) and summarizes the
 * latencies: the one timing harness of every SQL floor (lists, dashboard, plan summary, show list).
 */
export async function timedLoops(workers: number, seconds: number, iteration: () => Promise<unknown>): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    do {
      const t0 = performance.now();
      try {
        await iteration();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    } while (performance.now() < end);
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/**
 * The floor of a list request: the very statements the API runs (count and page, together,
 * as the handler does), straight through `pg`, by `workers` loops for `seconds`.
 */
export async function sqlFloor(pool: Pool, sql: ListSql, workers: number, seconds: number): Promise<RunStats> {
  // While, not do-while: a 0-second run (the warm-up's) runs nothing here.
  if (seconds <= 0) return summarize([], 0, 0);
  return timedLoops(workers, seconds, () =>
    Promise.all([pool.query(sql.count.text, sql.count.values), pool.query(sql.list.text, sql.list.values)]),
  );
}
