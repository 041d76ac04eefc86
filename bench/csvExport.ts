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
  const download = async () => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/backend/stands.csv?show=${showId}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`CSV export: HTTP ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
    return { seconds: (performance.now() - t0) / 1000, bytes, rows: lines - 1 };
  };
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
