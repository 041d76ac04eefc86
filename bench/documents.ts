/**
 * Stand documents (issue 22): the document list of the largest show (the stand list in document
 * mode, measured by run.ts beside its SQL floor like the other list requests) and the zip of
 * 200 documents / 200 MB streamed (GET /backend/stands/documents/zip), its MB/s and the server's
 * RSS growth. The large data set holds no documents: the zip's 200 files (1 MB each, on 20 stands
 * of the largest show) are written here, deposited by one message each stand, and removed after.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import { LARGE_ADMIN } from '@server/seed/largeData';
import { sweepRemovedFiles } from '@server/services/removedFiles';
import { localFileStorage, storeFile } from '@server/services/storage';
import type { Dataset } from './dataset';
import type { ListRequest } from './requests';
import type { ServerUnderTest } from './server';
import { median } from './stats';

/** The document list's default order (part 2 §9: name ascending) with its status filter. */
export const documentListRequest = (data: Dataset): ListRequest => ({
  name: 'document list (order[name]=asc, standDocumentStatus)',
  query: `show=${data.largestShow.id}&order[name]=asc&standDocumentStatus.reference=TO_CHECK`,
  as: 'admin',
  show: data.largestShow.id,
});

export interface ZipResult {
  files: number;
  bytes: number;
  /** Median of the measured runs. */
  megabytesPerSecond: number;
  seconds: number[];
  /** Largest growth of the server's RSS over a run, in bytes. */
  rssGrowth: number;
}

const MB = 1024 * 1024;

/** Writes `files` documents of `size` bytes on `stands` stands of the show, deposited; returns the stand ids and the thread rows to remove. */
async function depositBenchDocuments(pool: Pool, filesDir: string, showId: number, o: { files: number; size: number; stands: number }) {
  const admin = (await pool.query('SELECT id FROM users WHERE email = $1', [LARGE_ADMIN])).rows[0].id as number;
  const stands = (await pool.query('SELECT id FROM stands WHERE show_id = $1 ORDER BY id LIMIT $2', [showId, o.stands])).rows.map((r) => r.id as number);
  const names: string[] = [];
  for (let i = 0; i < o.files; i++) {
    const bytes = crypto.randomBytes(o.size);
    bytes.write('%PDF-1.4\n', 0, 'latin1');
    names.push(await storeFile(filesDir, bytes, '.pdf'));
  }
  const threads: number[] = [];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const [s, stand] of stands.entries()) {
      const message = await client.query("INSERT INTO messages (content, created_by_id) VALUES ('bench: documents', $1) RETURNING id", [admin]);
      const thread = await client.query('INSERT INTO stand_document_messages (stand_id, message_id) VALUES ($1, $2) RETURNING id', [stand, message.rows[0].id]);
      threads.push(thread.rows[0].id);
      const mine = names.filter((_, i) => i % stands.length === s);
      await client.query(
        `WITH m AS (INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id)
                    SELECT 'standDocument', 'bench-' || n.ord || '.pdf', n.name, 'application/pdf', $2, $3 FROM unnest($1::text[]) WITH ORDINALITY AS n(name, ord)
                    RETURNING id)
         INSERT INTO stand_document_media (stand_id, media_id, created_by_id, stand_document_message_id) SELECT $4, m.id, $3, $5 FROM m`,
        [mine, o.size, admin, stand, thread.rows[0].id],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  return { stands, threads };
}

/** Downloads the zip of the bench documents `runs` times (after one warm-up) while sampling the server's RSS; removes them after. */
export async function zipDownload(server: ServerUnderTest, pool: Pool, dataDir: string, token: string, showId: number, runs: number, o = { files: 200, size: MB, stands: 20 }): Promise<ZipResult> {
  const filesDir = path.join(dataDir, 'files');
  const { stands, threads } = await depositBenchDocuments(pool, filesDir, showId, o);
  try {
    const url = `${server.url}/backend/stands/documents/zip?${stands.map((id) => `ids[]=${id}`).join('&')}`;
    const download = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200 || !res.body) throw new Error(`zip: HTTP ${res.status} ${await res.text()}`);
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      return { seconds: (performance.now() - t0) / 1000, bytes };
    };
    await download();
    const seconds: number[] = [];
    let rssGrowth = 0;
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const stop = await server.sampleRss();
      const run = await download();
      const rss = await stop();
      rssGrowth = Math.max(rssGrowth, rss.peak - rss.baseline);
      seconds.push(run.seconds);
      bytes = run.bytes;
    }
    return { files: o.files, bytes, megabytesPerSecond: bytes / MB / median(seconds), seconds, rssGrowth };
  } finally {
    // The thread rows take their documents, messages and media along; the files go with the sweep.
    await pool.query('DELETE FROM stand_document_messages WHERE id = ANY($1::int[])', [threads]);
    await sweepRemovedFiles(pool, localFileStorage(filesDir));
  }
}
