/**
 * The writer of `show_sync_reports` (issue 24): a preview or a sync started (running), its
 * progress, its end. A show has at most one sync running whichever node started it: the partial
 * unique index of migration 030 refuses the second, which `startSync` answers with null.
 */
import type { SyncChange, SyncCounts } from '@/domain/api';
import type { Pool, PoolClient } from '../../db/pool';

type Db = Pool | PoolClient;

export type SyncTrigger = 'manual' | 'scheduled';

/** A sync of 20,000 stands takes seconds: one running for this long was interrupted. */
export const STALE_RUNNING_MINUTES = 30;
const INTERRUPTED_MESSAGE = 'api.sync.interrupted';

/**
 * Fails the runs (previews and syncs) still 'running' STALE_RUNNING_MINUTES after they started:
 * their node died (a restart, a crash) and nothing else would ever end them, so the dashboard
 * would show the show running forever. Called before a run of the show starts, and at every
 * scheduled tick (./syncJobs.ts, every 15 minutes on one node) for every show (`showId` null).
 */
export async function failStaleRuns(db: Db, showId: number | null): Promise<void> {
  await db.query(
    `UPDATE show_sync_reports SET status = 'failed', progress = 100, finished_at = now(), error_code = $2
      WHERE status = 'running' AND ($1::int IS NULL OR show_id = $1) AND started_at < now() - make_interval(mins => $3::int)`,
    [showId, INTERRUPTED_MESSAGE, STALE_RUNNING_MINUTES],
  );
}

/** A running preview of the show; its id. */
export async function startPreview(db: Db, showId: number, userId: number | null): Promise<number> {
  await failStaleRuns(db, showId);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO show_sync_reports (show_id, kind, trigger, created_by_id) VALUES ($1, 'preview', 'manual', $2) RETURNING id`,
    [showId, userId],
  );
  return rows[0].id;
}

/**
 * A running sync of the show; its id, or null when one is running already. A scheduled one is
 * also skipped when another scheduled run started within `sinceMinutes` (a second node firing
 * the same tick after the first one finished).
 */
export async function startSync(db: Db, showId: number, trigger: SyncTrigger, userId: number | null, sinceMinutes = 0): Promise<number | null> {
  // A run still 'running' long after any sync could take died with its node (a restart): it no longer holds the show.
  await failStaleRuns(db, showId);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO show_sync_reports (show_id, kind, trigger, created_by_id)
     SELECT $1, 'sync', $2, $3
      WHERE $4::int = 0 OR NOT EXISTS (SELECT 1 FROM show_sync_reports r WHERE r.show_id = $1 AND r.kind = 'sync' AND r.trigger = $2
                                        AND r.started_at > now() - make_interval(mins => $4::int))
     ON CONFLICT (show_id) WHERE kind = 'sync' AND status = 'running' DO NOTHING
     RETURNING id`,
    [showId, trigger, userId, sinceMinutes],
  );
  return rows[0]?.id ?? null;
}

/** How far the running report is (0–100): written outside the sync's transaction, so the dashboard reads it meanwhile. */
export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.query(`UPDATE show_sync_reports SET progress = $2 WHERE id = $1 AND status = 'running'`, [id, progress]);
}

export interface ReportOutcome {
  counts?: SyncCounts;
  changes?: SyncChange[];
  digest?: string;
  errorCode?: string;
  errorParams?: Record<string, string | number>;
}

/** The report's end: succeeded with its counts and changes, or failed with a code. */
export async function finishReport(db: Db, id: number, status: 'succeeded' | 'failed', outcome: ReportOutcome): Promise<void> {
  await db.query(
    `UPDATE show_sync_reports SET status = $2, progress = 100, finished_at = now(), counts = coalesce($3::jsonb, counts),
            changes = coalesce($4::jsonb, changes), plan_digest = coalesce($5, plan_digest), error_code = $6, error_params = $7
      WHERE id = $1`,
    [
      id,
      status,
      outcome.counts ? JSON.stringify(outcome.counts) : null,
      outcome.changes ? JSON.stringify(outcome.changes) : null,
      outcome.digest ?? null,
      outcome.errorCode ?? null,
      outcome.errorParams ? JSON.stringify(outcome.errorParams) : null,
    ],
  );
}
