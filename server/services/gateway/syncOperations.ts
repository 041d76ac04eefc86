/**
 * `POST /backend/shows/{id}/sync_preview` and `POST /backend/shows/{id}/sync {immediate: true,
 * preview?}` (issue 24, part 2 §7): each starts a report and queues its job, answering 202 with the
 * running report; the work runs off the request path (./syncJobs.ts). The show is in the caller's
 * scope and they hold show.sync (server/hydra/processors.ts checked both).
 */
import { canSyncNow } from '@/domain/gateway';
import { can } from '@/domain/permissions';
import type { Pool } from '../../db/pool';
import { loadItem } from '../../hydra/access';
import { ApiError, ValidationError } from '../../hydra/errors';
import { API_PREFIX, type Resource } from '../../hydra/resource';
import { boolean, CODES, iri } from '../../hydra/validators';
import type { Action, ServiceDeps } from '../deps';
import { SYNC_FAILED_MESSAGE } from './syncApply';
import { SYNC_JOB, SYNC_PREVIEW_JOB, type SyncJobData } from './syncJobs';
import { finishReport, startPreview, startSync } from './syncReports';

export const SYNC_REPORTS_IRI = `${API_PREFIX}/show_sync_reports`;

const immediateField = boolean({ required: true, only: true });
const previewField = iri(SYNC_REPORTS_IRI);

/** 422 'Ce salon n'est pas configuré pour une synchronisation' unless the show's gateway is on with a source and a path. */
async function assertSyncable(pool: Pool, showId: number): Promise<void> {
  const { rows } = await pool.query('SELECT external_sync, source_id, source_path FROM shows WHERE id = $1', [showId]);
  const show = rows[0];
  if (!canSyncNow(show && { externalSync: show.external_sync, source: show.source_id, sourcePath: show.source_path })) {
    throw new ApiError(422, 'api.error.syncNotConfigured');
  }
}

/** Queues the report's job; a queue that refuses fails the report at once (it would otherwise hold the show 'running'). */
async function queue(deps: ServiceDeps, pool: Pool, name: string, data: SyncJobData): Promise<void> {
  try {
    if (!deps.jobs) throw new Error('the sync needs the job queue (buildApp gives it)');
    await deps.jobs.send(name, data);
  } catch (err) {
    await finishReport(pool, data.reportId, 'failed', { errorCode: SYNC_FAILED_MESSAGE });
    throw err;
  }
}

/** The digest of the succeeded preview `previewId` of the show, or a 422 on `preview`. */
async function previewDigest(pool: Pool, showId: number, previewId: number): Promise<string> {
  const { rows } = await pool.query(
    `SELECT plan_digest FROM show_sync_reports WHERE id = $1 AND show_id = $2 AND kind = 'preview' AND status = 'succeeded' AND plan_digest IS NOT NULL`,
    [previewId, showId],
  );
  if (!rows.length) throw new ValidationError([{ propertyPath: 'preview', key: 'api.violation.syncPreviewNotFound', code: CODES.itemNotFound }]);
  return rows[0].plan_digest;
}

export function syncActions(reports: () => Resource): { sync_preview: Action; sync: Action } {
  return {
    sync_preview: {
      on: 'item',
      access: 'show.sync',
      body: 'none',
      description: 'Starts a preview of what a sync would do now (202 with the running report, kind preview).',
      async run({ pool, deps, user, id }) {
        await assertSyncable(pool, id!);
        const reportId = await startPreview(pool, id!, user.id);
        // Read back before its job is queued: the answer is the running report, even when the job
        // (a source refusing at once) would finish it before a later read.
        const started = await loadItem(pool, reports(), user, reportId);
        await queue(deps, pool, SYNC_PREVIEW_JOB, { reportId, showId: id!, actorId: user.id });
        return { body: started, status: 202 };
      },
    },
    sync: {
      on: 'item',
      access: 'show.sync',
      description:
        "Pulls the show's stands from its organizer's system now ({immediate: true, preview?: a preview report's IRI}): 202 with the running report; " +
        '409 when a sync of the show is running; a source that no longer gives what the preview showed fails the report (api.error.syncPreviewOutdated).',
      async run({ pool, deps, user, id, body }) {
        const immediate = immediateField.check(body.immediate);
        const preview = previewField.check(body.preview);
        const violations = [
          ...(immediate.ok ? [] : [{ propertyPath: 'immediate', key: immediate.key!, code: immediate.code!, params: immediate.params }]),
          ...(preview.ok ? [] : [{ propertyPath: 'preview', key: preview.key!, code: preview.code!, params: preview.params }]),
        ];
        if (violations.length) throw new ValidationError(violations);
        const showId = id!;
        await assertSyncable(pool, showId);
        let expectedDigest: string | null = null;
        const previewId = preview.ok ? (preview.value as number | null) : null;
        // The request answers at once: whether the source still gives the preview's plan is the
        // job's to tell (under the show's lock), as a failed report 'api.error.syncPreviewOutdated'.
        if (previewId) expectedDigest = await previewDigest(pool, showId, previewId);
        const reportId = await startSync(pool, showId, 'manual', user.id);
        if (reportId === null) throw new ApiError(409, 'api.error.syncRunning');
        // Read back before its job is queued (see sync_preview).
        const started = await loadItem(pool, reports(), user, reportId);
        await queue(deps, pool, SYNC_JOB, { reportId, showId, actorId: user.id, expectedDigest, reviewedByAdmin: expectedDigest !== null && can(user.roles, 'show.syncMassWithdrawal') });
        return { body: started, status: 202 };
      },
    },
  };
}
