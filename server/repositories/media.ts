/**
 * The one writer of `media`, a stored file's row (the file itself is server/services/storage.ts's):
 * an upload recorded (server/services/uploads.ts) and uploads nobody attached removed
 * (server/services/unattachedUploads.ts). A deleted row's file goes after the commit: the
 * media_removed_files trigger (migration 021) records it for the files sweep; the owning rows
 * cascade.
 */
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

export interface MediaRecord {
  kind: string;
  /** The sanitised name shown and downloaded under. */
  fileName: string;
  storageName: string;
  mimeType: string;
  size: number;
  uploaderId: number;
}

/** An upload's row, in the upload's transaction. Its id. */
export async function insertUpload(db: Db, media: MediaRecord): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [media.kind, media.fileName, media.storageName, media.mimeType, media.size, media.uploaderId],
  );
  return rows[0].id;
}

/** Removes the media older than `hours` that `condition` (SQL on `m`, from code only) selects, one statement; how many went. */
export async function deleteOlderThan(db: Db, hours: number, condition: string): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM media m WHERE m.created_at < now() - make_interval(hours => $1) AND ${condition}`, [hours]);
  return rowCount ?? 0;
}
