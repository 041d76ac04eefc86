/**
 * Files on S3 (issue 26, "Speed"): a second node (bench/serverChild.ts) on the same database, its
 * files in an s3rver bucket on 127.0.0.1 (its own process, started here); a 50 MB plan uploaded as a message
 * attachment (POST /backend/message_media, multipart, streamed to the bucket) and downloaded back
 * (GET …/file, streamed from it), timed from the request to the last byte, while that node's RSS
 * is sampled every 10 ms. 1 warm-up + 3 runs; each run's rows and the bucket are removed after.
 * The upload goes through node:http as a browser sends it (bench/rawHttp.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Pool } from '@server/db/pool';
import { s3FileStorage } from '@server/services/storage';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DEMO_PASSWORD } from '@server/seed/demo';
import { login } from './accounts';
import { multipartFile, postMultipart } from './rawHttp';
import type { Dataset } from './dataset';
import { startServerProcess, type ServerUnderTest } from './server';
import { median } from './stats';
import type { Row } from './table';

const MB = 1024 * 1024;
export const S3_FILE_BYTES = 50 * MB;
const RUNS = 3;

export async function s3Rows(pool: Pool, databaseUrl: string, data: Dataset, progress: (line: string) => void): Promise<{ rows: Row[]; results: unknown }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3-'));
  const nodeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3-node-'));
  // s3rver in a process of its own, as a store is on a machine of its own: not sharing this
  // process's event loop with the client that uploads and downloads.
  const s3: ChildProcess = spawn(
    process.execPath,
    ['-e', `new (require('s3rver'))({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: 'bench' }] }).run().then(({ port }) => console.log('PORT ' + port))`],
    { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    s3.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /PORT (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    s3.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  let node: ServerUnderTest | null = null;
  const created: number[] = [];
  try {
    progress('s3: a second node on the same database, files in an s3rver bucket');
    node = await startServerProcess({
      dataDir: nodeDir,
      env: {
        DATABASE_URL: databaseUrl,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'bench',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    const session = await login(node.url, data.adminLogin, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
    // A real PDF's start, then random bytes to 50 MB (a large drawing; never the same twice).
    const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const run = async () => {
      const bytes = Buffer.concat([head, crypto.randomBytes(S3_FILE_BYTES - head.length)]);
      const form = multipartFile('file', 'plan-bench.pdf', 'application/pdf', bytes);
      const stopUpload = await node!.sampleRss();
      const t0 = performance.now();
      const res = await postMultipart(`${node!.url}/backend/message_media`, headers, form);
      if (res.status !== 201) throw new Error(`upload: HTTP ${res.status} ${res.body.toString()}`);
      const { id } = JSON.parse(res.body.toString()) as { id: number };
      const uploadSeconds = (performance.now() - t0) / 1000;
      const uploadRss = await stopUpload();
      created.push(id);
      const stopDownload = await node!.sampleRss();
      const t1 = performance.now();
      const download = await fetch(`${node!.url}/backend/message_media/${id}/file`, { headers });
      if (download.status !== 200 || !download.body) throw new Error(`download: HTTP ${download.status}`);
      const chunks: Uint8Array[] = [];
      for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
      const downloadSeconds = (performance.now() - t1) / 1000;
      const downloadRss = await stopDownload();
      // Compared once timed (the client's own work is not the node's).
      if (!Buffer.concat(chunks).equals(bytes)) throw new Error('download: not the bytes uploaded');
      // The next run's upload is not held back by the uploader's cap of files not attached yet.
      await pool.query('WITH mm AS (DELETE FROM message_media WHERE id = $1 RETURNING media_id) DELETE FROM media WHERE id IN (SELECT media_id FROM mm)', [id]);
      return { uploadSeconds, downloadSeconds, uploadRssGrowth: uploadRss.peak - uploadRss.baseline, downloadRssGrowth: downloadRss.peak - downloadRss.baseline };
    };
    // The floor: the same storage code, in this process, straight to and from the bucket (no
    // HTTP request to a node, no multipart parsing): what s3rver and this machine allow now.
    const direct = s3FileStorage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'bench', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const floorRun = async () => {
      const bytes = crypto.randomBytes(S3_FILE_BYTES);
      const t0 = performance.now();
      const { name } = await direct.putStream(
        (async function* () {
          for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
        })(),
        '.pdf',
      );
      const uploadSeconds = (performance.now() - t0) / 1000;
      const t1 = performance.now();
      const object = await direct.open(name);
      for await (const chunk of object!.body) void chunk;
      const downloadSeconds = (performance.now() - t1) / 1000;
      await direct.remove(name);
      // One PutObject of the whole file from memory: the store's own speed for a PUT, which
      // putStream reaches after spooling the stream to a temporary file.
      const t2 = performance.now();
      await client.send(new PutObjectCommand({ Bucket: 'bench', Key: 'single-put', Body: bytes, ContentLength: bytes.length }));
      const singlePutSeconds = (performance.now() - t2) / 1000;
      return { uploadSeconds, downloadSeconds, singlePutSeconds };
    };
    progress('s3: 50 MB up and down, 1 warm-up + 3 runs, each beside its floor');
    await run();
    const runs: Array<Awaited<ReturnType<typeof run>>> = [];
    const floors: Array<Awaited<ReturnType<typeof floorRun>>> = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await run());
      floors.push(await floorRun());
    }
    direct.close();
    client.destroy();
    const floorUp = S3_FILE_BYTES / MB / median(floors.map((r) => r.uploadSeconds));
    const floorDown = S3_FILE_BYTES / MB / median(floors.map((r) => r.downloadSeconds));
    const singlePut = S3_FILE_BYTES / MB / median(floors.map((r) => r.singlePutSeconds));
    const up = S3_FILE_BYTES / MB / median(runs.map((r) => r.uploadSeconds));
    const down = S3_FILE_BYTES / MB / median(runs.map((r) => r.downloadSeconds));
    const rss = Math.max(...runs.flatMap((r) => [r.uploadRssGrowth, r.downloadRssGrowth]));
    const secondsOf = (pick: (r: (typeof runs)[number]) => number) => `runs ${runs.map((r) => `${pick(r).toFixed(2)} s`).join(', ')}`;
    const rows: Row[] = [
      { measure: 'upload MB/s (median of 3)', rate: up, target: '≥ 50 MB/s', pass: up >= 50, note: `POST /backend/message_media, multipart, streamed to the bucket; ${secondsOf((r) => r.uploadSeconds)}; floor (the storage's putStream from this process: spooled, one PUT) ${floorUp.toFixed(1)} MB/s, one PutObject of the whole file ${singlePut.toFixed(1)} MB/s` },
      { measure: 'download MB/s (median of 3)', rate: down, target: '≥ 50 MB/s', pass: down >= 50, note: `GET …/file, streamed from the bucket; ${secondsOf((r) => r.downloadSeconds)}; floor (GetObject read in this process) ${floorDown.toFixed(1)} MB/s` },
      {
        measure: 'node RSS growth (max)',
        rate: `${(rss / MB).toFixed(1)} MB`,
        target: '< 100 MB',
        pass: rss < 100 * MB,
        note: `upload ${runs.map((r) => (r.uploadRssGrowth / MB).toFixed(1)).join(', ')} MB; download ${runs.map((r) => (r.downloadRssGrowth / MB).toFixed(1)).join(', ')} MB`,
      },
    ];
    return { rows, results: { bytes: S3_FILE_BYTES, runs, floors, uploadMBps: up, downloadMBps: down, floorUploadMBps: floorUp, singlePutMBps: singlePut, floorDownloadMBps: floorDown, rssGrowth: rss } };
  } finally {
    if (created.length) await pool.query('WITH mm AS (DELETE FROM message_media WHERE id = ANY($1::int[]) RETURNING media_id) DELETE FROM media WHERE id IN (SELECT media_id FROM mm)', [created]);
    await node?.stop();
    if (s3.exitCode === null) {
      const exited = new Promise((resolve) => s3.once('exit', resolve));
      s3.kill();
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
    fs.rmSync(nodeDir, { recursive: true, force: true });
  }
}
