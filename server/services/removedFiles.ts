/**
 * Removes the stored files of deleted media (migration 021): a delete records each file's name
 * in `removed_files` in its own transaction; once it has committed, this removes the files and
 * (through the storage service: the files directory or the S3 bucket) then their names. Run as a job after every successful DELETE request (`queueFileSweep`) and
 * once when the server starts (names left by a crash between the commit and the sweep).
 */
import type { Pool } from '../db/pool';
import type { JobQueue } from './jobs/queue';
import { isStorageName, type FileStorage } from './storage';

export const FILE_SWEEP_JOB = 'files.sweep';
const BATCH = 500;

/** Removes every recorded file; returns how many names it cleared. */
export async function sweepRemovedFiles(pool: Pool, storage: FileStorage): Promise<number> {
  let cleared = 0;
  for (;;) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // SKIP LOCKED: two sweeps at once (two API nodes, two deletes) share the work.
      const { rows } = await client.query<{ storage_name: string }>(
        'SELECT storage_name FROM removed_files ORDER BY removed_at LIMIT $1 FOR UPDATE SKIP LOCKED',
        [BATCH],
      );
      for (const { storage_name: name } of rows) {
        if (!isStorageName(name)) continue;
        try {
          await storage.remove(name);
        } catch (err) {
          // One file that cannot go (a directory, no permission, a refused DELETE) must not hold
          // back every later sweep: its name is cleared with the others, and said for the operator.
          console.error(`Stored file ${name} of a deleted record could not be removed:`, err instanceof Error ? err.message : err);
        }
      }
      if (rows.length) await client.query('DELETE FROM removed_files WHERE storage_name = ANY($1)', [rows.map((r) => r.storage_name)]);
      await client.query('COMMIT');
      cleared += rows.length;
      if (rows.length < BATCH) return cleared;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
}

export async function registerFileSweepJob(jobs: JobQueue, deps: { pool: Pool; storage: FileStorage }): Promise<void> {
  await jobs.register(FILE_SWEEP_JOB, { retryLimit: 3, retryDelaySeconds: 30 }, async () => {
    await sweepRemovedFiles(deps.pool, deps.storage);
  });
}

/** After a delete has committed: its files go in the background (a failure is retried, then logged). */
export function queueFileSweep(jobs: JobQueue): Promise<void> {
  return jobs.send(FILE_SWEEP_JOB, {});
}
