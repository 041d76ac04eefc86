/**
 * The sync's jobs (issue 24): a preview and a sync sent by the show's operations
 * (server/resources/shows.ts), and the scheduled sync every SYNC_CRON tick, which runs the sync
 * of each show still due (scheduledSyncDue) once: its running report is the show's token
 * (migration 030's partial unique index), so a second node firing the same tick finds the show
 * running, or synced this tick, and skips it. Each tick first fails the runs a dead node left
 * 'running' (./syncReports.ts, failStaleRuns).
 */
import { scheduledSyncDue, SYNC_CRON } from '@/domain/gateway';
import type { JobQueue } from '../jobs/queue';
import { runPreview, runSync, type SyncDeps } from './syncApply';
import { failStaleRuns, startSync } from './syncReports';

export const SYNC_PREVIEW_JOB = 'gateway.syncPreview';
export const SYNC_JOB = 'gateway.sync';
export const SCHEDULED_SYNC_JOB = 'gateway.scheduledSync';

/** A scheduled sync of a show that started less than this ago (on any node) is this tick's: the next waits. */
const SCHEDULED_TICK_MINUTES = 10;

export interface SyncJobData {
  reportId: number;
  showId: number;
  actorId: number | null;
  expectedDigest?: string | null;
  /** An admin applies the preview `expectedDigest` (may withdraw many stands: ./syncSafety.ts). */
  reviewedByAdmin?: boolean;
}

/** Runs the scheduled sync of every show due now, one after the other; how many ran here. */
export async function runScheduledSyncs(deps: SyncDeps, now = new Date()): Promise<number> {
  // Every tick also ends the runs a dead node left 'running' (of any show, previews too).
  await failStaleRuns(deps.pool, null);
  const { rows } = await deps.pool.query(
    `SELECT id, external_sync, enabled, external_sync_deadline FROM shows
      WHERE external_sync AND enabled AND source_id IS NOT NULL AND btrim(coalesce(source_path, '')) <> '' ORDER BY id`,
  );
  let ran = 0;
  for (const row of rows) {
    const due = scheduledSyncDue(
      { externalSync: row.external_sync, enabled: row.enabled, externalSyncDeadline: row.external_sync_deadline ? (row.external_sync_deadline as Date).toISOString() : null },
      now,
    );
    if (!due) continue;
    const reportId = await startSync(deps.pool, row.id, 'scheduled', null, SCHEDULED_TICK_MINUTES);
    if (reportId === null) continue;
    await runSync(deps, { reportId, showId: row.id, actorId: null });
    ran++;
  }
  return ran;
}

/**
 * Registers the three jobs and schedules the periodic one. Failures are the reports' (no retry: a
 * sync is run again by hand or by the next tick). `scheduled: false` leaves the ticks idle (the e2e
 * servers: a journey must not meet a sync it did not start; the schedule is kept in pg-boss's
 * table, so the tick is what is turned off).
 */
export async function registerSyncJobs(jobs: JobQueue, deps: SyncDeps, { scheduled = true }: { scheduled?: boolean } = {}): Promise<void> {
  const once = { retryLimit: 0, retryDelaySeconds: 1 };
  await jobs.register<SyncJobData>(SYNC_PREVIEW_JOB, once, async (data) => runPreview(deps, data.reportId, data.showId));
  await jobs.register<SyncJobData>(SYNC_JOB, once, async (data) => runSync(deps, data));
  await jobs.register(SCHEDULED_SYNC_JOB, once, async () => {
    if (scheduled) await runScheduledSyncs(deps);
  });
  await jobs.schedule(SCHEDULED_SYNC_JOB, SYNC_CRON);
}
