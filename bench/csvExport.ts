import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ServerUnderTest } from './server';
import { median } from './stats';

export interface CsvResult {
  rows: number;
  bytes: number;
  /** Median of the measured runs. */
  rowsPerSecond: number;
  seconds: number[];
  /** Largest growth of the server's RSS over a run, in bytes. */
  rssGrowth: number;
}

/** Downloads GET /backend/stands.csv?show=… `runs` times (after one warm-up) while sampling the server's RSS. */
export async function csvExport(server: ServerUnderTest, token: string, showId: number, runs: number): Promise<CsvResult> {
  // Through node:http, lines counted with indexOf: the client's own work stays ~10-30 ms of CPU
  // (fetch's web stream and a loop over every byte took 40-120 ms of the two cores it shares).
  const download = () =>
    new Promise<{ seconds: number; bytes: number; rows: number }>((resolve, reject) => {
      const t0 = performance.now();
      const request = http.get(`${server.url}/backend/stands.csv?show=${showId}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`CSV export: HTTP ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on('end', () => resolve({ seconds: (performance.now() - t0) / 1000, bytes, rows: lines - 1 }));
        res.on('error', reject);
      });
      request.on('error', reject);
    });
  await download();
  const seconds: number[] = [];
  let rssGrowth = 0;
  let last = { rows: 0, bytes: 0 };
  for (let i = 0; i < runs; i++) {
    const stop = await server.sampleRss();
    const run = await download();
    const rss = await stop();
    rssGrowth = Math.max(rssGrowth, rss.peak - rss.baseline);
    seconds.push(run.seconds);
    last = run;
  }
  return { rows: last.rows, bytes: last.bytes, rowsPerSecond: last.rows / median(seconds), seconds, rssGrowth };
}
