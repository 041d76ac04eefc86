/** Findings (reports) and their photos for API tests, keeping the stand's counters as the API does. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from '@server/db/pool';

export async function insertReport(
  pool: Pool,
  standId: number,
  o: { name?: string; comment?: string; status?: 'in_progress' | 'closed'; createdById?: number | null; createdAt?: string } = {},
): Promise<number> {
  const status = o.status ?? 'in_progress';
  const { rows } = await pool.query(
    `INSERT INTO reports (stand_id, name, comment, status, created_by_id, created_at, updated_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), coalesce($6::timestamptz, now()), CASE WHEN $4 = 'closed' THEN now() END)
     RETURNING id`,
    [standId, o.name ?? 'Constat', o.comment ?? '', status, o.createdById ?? null, o.createdAt ?? null],
  );
  await pool.query(
    `UPDATE stands SET nb_in_progress_reports = nb_in_progress_reports + $2, nb_closed_reports = nb_closed_reports + $3 WHERE id = $1`,
    [standId, status === 'closed' ? 0 : 1, status === 'closed' ? 1 : 0],
  );
  return rows[0].id;
}

/** A photo of a finding, its file written under `filesDir`; the report_media id. */
export async function insertReportPhoto(
  pool: Pool,
  filesDir: string,
  reportId: number,
  bytes: Buffer,
  o: { fileName?: string; mimeType?: string; enabled?: boolean } = {},
): Promise<number> {
  const mimeType = o.mimeType ?? 'image/png';
  const storageName = `${crypto.randomBytes(8).toString('hex')}.${mimeType.split('/')[1]}`;
  fs.mkdirSync(filesDir, { recursive: true });
  fs.writeFileSync(path.join(filesDir, storageName), bytes);
  const media = await pool.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('reportPhoto', $1, $2, $3, $4) RETURNING id`,
    [o.fileName ?? 'photo.png', storageName, mimeType, bytes.length],
  );
  const { rows } = await pool.query('INSERT INTO report_media (report_id, media_id, enabled) VALUES ($1, $2, $3) RETURNING id', [
    reportId,
    media.rows[0].id,
    o.enabled ?? true,
  ]);
  return rows[0].id;
}

/** Stands whose counters differ from their findings (an empty list when all are exact). */
export async function counterMismatches(pool: Pool): Promise<unknown[]> {
  const { rows } = await pool.query(
    `SELECT s.id, s.nb_in_progress_reports, s.nb_closed_reports FROM stands s
      WHERE s.nb_in_progress_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'in_progress')
         OR s.nb_closed_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'closed')`,
  );
  return rows;
}

export async function standCounters(pool: Pool, standId: number): Promise<[number, number]> {
  const { rows } = await pool.query('SELECT nb_in_progress_reports, nb_closed_reports FROM stands WHERE id = $1', [standId]);
  return [rows[0].nb_in_progress_reports, rows[0].nb_closed_reports];
}
