/**
 * Uploads never attached (issue 18, point 4; docs/decisions.md "Unattached uploads"). A file is
 * uploaded first and attached after: a message names its attachments, a show its logo and
 * documents, an import analysis its CSV (a finding's photo is attached by its upload). One that
 * is never attached is dead weight, so:
 * - each user holds at most UNATTACHED_CAP of them (files and bytes): the upload that would go
 *   over is refused (429 on `file`, server/services/uploads.ts), counted under a lock on the user
 *   so parallel uploads cannot all slip in;
 * - the cleanup job removes those older than UNATTACHED_TTL_HOURS (rows, then files through the
 *   removed-files sweep, server/services/removedFiles.ts), every hour through the job queue.
 */
import { lockFor } from '../db/locks';
import type { Pool, PoolClient } from '../db/pool';
import { deleteOlderThan } from '../repositories/media';
import type { JobQueue } from './jobs/queue';
import { sweepRemovedFiles } from './removedFiles';
import type { FileStorage } from './storage';

const MB = 1024 * 1024;
/** Per user: a message with its plans (often 5–10 files, most well under 20 MB) fits several times; three plans of 50 MB fit. */
export const UNATTACHED_CAP = { files: 20, bytes: 150 * MB };
export const UNATTACHED_TTL_HOURS = 24;
export const UPLOAD_CLEANUP_JOB = 'uploads.cleanup';
/** Every hour, at minute 17 (pg-boss cron, UTC). */
const CLEANUP_CRON = '17 * * * *';

/** The kinds of media receiveUpload writes (the seed's and generated files are never "uploads"). */
const UPLOAD_KINDS_SQL = "('messageAttachment', 'reportPhoto', 'showLogo', 'showDocument', 'standImport', 'demandLogistic', 'standDocument', 'providerLogo', 'advertiserLogo')";

/** SQL condition on `m` (a media row): an upload nothing names yet. */
export const UNATTACHED_SQL = `m.kind IN ${UPLOAD_KINDS_SQL}
  AND NOT EXISTS (SELECT 1 FROM message_media mm WHERE mm.media_id = m.id AND mm.message_id IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM report_media rm WHERE rm.media_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM demand_logistic_media dm WHERE dm.media_id = m.id AND dm.demand_logistic_id IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM stand_document_media sd WHERE sd.media_id = m.id AND sd.stand_document_message_id IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM shows s WHERE s.logo_id = m.id OR s.exhibitor_guide_id = m.id OR s.map_id = m.id OR s.security_instructions_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM providers p WHERE p.logo_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM advertisers a WHERE a.logo_id = m.id)
  AND NOT EXISTS (SELECT 1 FROM stand_import_files f JOIN stand_imports i ON i.stand_import_file_id = f.id WHERE f.media_id = m.id)`;

export interface UnattachedOverCap {
  files: number;
  megabytes: number;
}

/**
 * In the upload's transaction, once its media row is inserted and linked: null when it is within
 * the cap (or attached already: a finding's photo adds nothing to wait), else the cap to name.
 * Taken under the user's lock, the count includes every upload committed before this one.
 */
export async function overUnattachedCap(db: PoolClient, uploaderId: number, mediaId: number): Promise<UnattachedOverCap | null> {
  await lockFor(db, 'unattachedUploads', uploaderId);
  const { rows } = await db.query<{ files: number; bytes: string; mine: boolean }>(
    `SELECT count(*)::int AS files, coalesce(sum(m.size), 0)::bigint AS bytes, bool_or(m.id = $2) AS mine
       FROM media m WHERE m.created_by_id = $1 AND ${UNATTACHED_SQL}`,
    [uploaderId, mediaId],
  );
  const { files, bytes, mine } = rows[0];
  if (!mine || (files <= UNATTACHED_CAP.files && Number(bytes) <= UNATTACHED_CAP.bytes)) return null;
  return { files: UNATTACHED_CAP.files, megabytes: UNATTACHED_CAP.bytes / MB };
}

/** Deletes the unattached uploads older than the TTL, then their files; returns how many went. */
export async function removeStaleUploads(pool: Pool, storage: FileStorage): Promise<number> {
  const removed = await deleteOlderThan(pool, UNATTACHED_TTL_HOURS, UNATTACHED_SQL);
  await sweepRemovedFiles(pool, storage);
  return removed;
}

/** Registers the cleanup and schedules it every hour (pg-boss runs it on one node). */
export async function registerUploadCleanupJob(jobs: JobQueue, deps: { pool: Pool; storage: FileStorage }): Promise<void> {
  await jobs.register(UPLOAD_CLEANUP_JOB, { retryLimit: 2, retryDelaySeconds: 60 }, async () => {
    await removeStaleUploads(deps.pool, deps.storage);
  });
  await jobs.schedule(UPLOAD_CLEANUP_JOB, CLEANUP_CRON);
}
