import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import type { ListSql } from '@server/hydra/handlers';
import { summarize, type RunStats } from './stats';

/**
 * The floor of a list request: the very statements the API runs (count and page, together,
 * as the handler does), straight through `pg`, by `workers` loops for `seconds`.
 */
export async function sqlFloor(pool: Pool, sql: ListSql, workers: number, seconds: number): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await Promise.all([pool.query(sql.count.text, sql.count.values), pool.query(sql.list.text, sql.list.values)]);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}
