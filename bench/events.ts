/**
 * Pushed changes at scale (issue 26, "Speed"): 1,000 event streams (GET /backend/events) open on
 * the one node, each its own connection, all the admin's (who may see every stand); a stand of a
 * show the bench creates is marked treated / untreated by an UPDATE through the bench's own pool
 * (a write of another node), and each stream's `standChanged` is timed from the UPDATE's start
 * (the statement, its commit, NOTIFY, the node's LISTEN, the fan-out, this process reading 1,000
 * sockets): p95 over every delivery. Then the same through the API (PATCH), for information. Then the
 * stand list and the stand dashboard's calls, 16 clients, without and with the 1,000 streams open,
 * twice, alternating (the p95s and rates of the two runs averaged; the machine's load moves).
 * The show and its stand are removed after.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import type { Session } from './accounts';
import { dashboardCalls, dashboardLoad } from './dashboard';
import type { Dataset } from './dataset';
import { httpLoad } from './load';
import { listPath, listRequests } from './requests';
import { median, percentile, type RunStats } from './stats';
import type { Row } from './table';

export const EVENT_STREAMS = 1_000;
/** Changes timed per path (after one not timed: the node's first notification reads the users' scopes). */
const DELIVERIES = 30;

interface HeldStream {
  /** Receipt times (performance.now()) of the standChanged events naming the bench stand, in order. */
  received: number[];
  close(): void;
}

export function openStream(baseUrl: string, token: string, standIri: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const received: number[] = [];
    let buffer = '';
    let ready = false;
    const req = http.get(`${baseUrl}/backend/events`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`events: HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!ready && block.includes('event: ready')) {
            ready = true;
            resolve({ received, close: () => req.destroy() });
          } else if (block.includes('event: standChanged') && block.includes(`"${standIri}"`)) {
            received.push(performance.now());
          }
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', (err) => (ready ? undefined : reject(err)));
  });
}

const ratioRow = (measure: string, without: RunStats, withStreams: RunStats): Row => {
  const p95Ratio = withStreams.p95 / without.p95;
  const rateRatio = withStreams.perSecond / without.perSecond;
  return {
    measure,
    clients: 16,
    p50: withStreams.p50,
    p95: withStreams.p95,
    p99: withStreams.p99,
    rate: withStreams.perSecond,
    p95Ratio,
    rateRatio,
    target: 'with ÷ without: p95 ≤ 1.25, rate ≥ 0.8',
    pass: p95Ratio <= 1.25 && rateRatio >= 0.8 && withStreams.errors === 0,
    note: `2 runs each, averaged; without streams: p50 ${without.p50.toFixed(1)}, p95 ${without.p95.toFixed(1)} ms, ${without.perSecond.toFixed(0)}/s${withStreams.errors ? `; ${withStreams.errors} errors` : ''}`,
  };
};

export async function eventRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  data: Dataset,
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown }> {
  const show = (await pool.query<{ id: number }>("INSERT INTO shows (name, enabled) VALUES ('bench: events', true) RETURNING id")).rows[0].id;
  const streams: HeldStream[] = [];
  try {
    const stand = (await pool.query<{ id: number }>("INSERT INTO stands (show_id, name) VALUES ($1, 'bench: events') RETURNING id", [show])).rows[0].id;
    const standIri = `/backend/stands/${stand}`;
    const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
    const list = `${baseUrl}${listPath(listRequests(data)[0].query)}`;
    const calls = dashboardCalls(data, session);
    const loads = async () => ({
      list: await httpLoad({ url: list, connections: 16, seconds, headers }),
      dashboard: await dashboardLoad(baseUrl, session.token, calls, 16, seconds),
    });
    progress(`events: stand list and dashboard without streams, warm-up 3 s then ${seconds} s each`);
    await httpLoad({ url: list, connections: 16, seconds: 3, headers });
    await dashboardLoad(baseUrl, session.token, calls, 16, 3);
    const open = async () => {
      const openedAt = performance.now();
      for (let i = 0; i < EVENT_STREAMS; i += 50) {
        streams.push(...(await Promise.all(Array.from({ length: Math.min(50, EVENT_STREAMS - i) }, () => openStream(baseUrl, session.token, standIri)))));
      }
      return (performance.now() - openedAt) / 1000;
    };
    const closeAll = async () => {
      for (const s of streams.splice(0)) s.close();
      // The node sees the sockets close and drops the streams.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    };
    // Without and with the streams twice, alternating: the machine's load moves meanwhile.
    const without = [await loads()];
    progress(`events: opening ${EVENT_STREAMS} streams`);
    const openSeconds = await open();
    progress(`events: stand list and dashboard with ${EVENT_STREAMS} streams open, ${seconds} s each`);
    const withStreams = [await loads()];

    progress(`events: ${DELIVERIES} changes of a stand, each to ${EVENT_STREAMS} streams`);
    let treated = (await pool.query<{ treated: boolean }>('SELECT treated FROM stands WHERE id = $1', [stand])).rows[0].treated;
    const delays: number[] = [];
    const lastOfEach: number[] = [];
    const writeMs: number[] = [];
    const spreadMs: number[] = [];
    const viaApi: number[] = [];
    let missing = 0;
    let round = 0;
    /** One change, made by `write`, timed from its start to each stream's event. */
    const change = async (write: () => Promise<void>, into: number[]) => {
      treated = !treated;
      const t0 = performance.now();
      await write();
      const written = performance.now() - t0;
      const deadline = t0 + 10_000;
      while (streams.some((s) => s.received.length <= round) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      const these = streams.flatMap((s) => (s.received.length > round ? [s.received[round] - t0] : []));
      missing += EVENT_STREAMS - these.length;
      into.push(...these);
      round++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { written, these };
    };
    await change(async () => {
      await pool.query('UPDATE stands SET treated = $2 WHERE id = $1', [stand, treated]);
    }, []);
    // The event's delivery: the write through a pool of its own (as another node's), committed,
    // NOTIFY, the node's LISTEN, its fan-out, this process reading the 1,000 sockets.
    for (let i = 0; i < DELIVERIES; i++) {
      const { written, these } = await change(async () => {
        await pool.query('UPDATE stands SET treated = $2 WHERE id = $1', [stand, treated]);
      }, delays);
      writeMs.push(written);
      if (these.length) {
        lastOfEach.push(Math.max(...these));
        spreadMs.push(Math.max(...these) - Math.min(...these));
      }
    }
    // The same through the API (PATCH, as a user's click): the request's own handling comes first.
    const patchMs: number[] = [];
    for (let i = 0; i < DELIVERIES; i++) {
      const { written } = await change(async () => {
        const res = await fetch(`${baseUrl}${standIri}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/merge-patch+json' },
          body: JSON.stringify({ treated }),
        });
        if (res.status !== 200) throw new Error(`PATCH ${standIri}: HTTP ${res.status} ${await res.text()}`);
      }, viaApi);
      patchMs.push(written);
    }
    const sortedApi = Float64Array.from(viaApi).sort();
    const sorted = Float64Array.from(delays).sort();

    progress('events: again without, then with the streams');
    await closeAll();
    without.push(await loads());
    await open();
    withStreams.push(await loads());
    await closeAll();
    const both = (runs: Array<Awaited<ReturnType<typeof loads>>>, pick: 'list' | 'dashboard'): RunStats => {
      const [a, b] = runs.map((r) => r[pick]);
      return { requests: a.requests + b.requests, errors: a.errors + b.errors, seconds: a.seconds + b.seconds, perSecond: (a.perSecond + b.perSecond) / 2, p50: (a.p50 + b.p50) / 2, p95: (a.p95 + b.p95) / 2, p99: (a.p99 + b.p99) / 2 };
    };
    const p95 = percentile(sorted, 95);
    const rows: Row[] = [
      {
        measure: `one change → ${EVENT_STREAMS} streams`,
        p50: percentile(sorted, 50),
        p95,
        p99: percentile(sorted, 99),
        rate: `${delays.length.toLocaleString('en-US')} deliveries`,
        target: 'p95 ≤ 200 ms, none missing',
        pass: p95 <= 200 && missing === 0,
        note: `from the UPDATE's start (another pool, as another node) to each stream's event; ${DELIVERIES} changes; the UPDATE and its commit ${median(writeMs).toFixed(0)} ms, the last stream served after ${median(lastOfEach).toFixed(0)} ms, first to last stream ${median(spreadMs).toFixed(0)} ms (medians); ${missing} missing in all; streams opened in ${openSeconds.toFixed(1)} s`,
      },
      {
        measure: `  the same through PATCH /backend/stands/{id}`,
        p50: percentile(sortedApi, 50),
        p95: percentile(sortedApi, 95),
        p99: percentile(sortedApi, 99),
        rate: `${viaApi.length.toLocaleString('en-US')} deliveries`,
        target: '',
        pass: null,
        note: `from the PATCH's start (the API's answer itself took ${median(patchMs).toFixed(0)} ms, median): what a user's click adds`,
      },
      ratioRow(`stand list with ${EVENT_STREAMS} streams open`, both(without, 'list'), both(withStreams, 'list')),
      ratioRow(`dashboard calls with ${EVENT_STREAMS} streams open`, both(without, 'dashboard'), both(withStreams, 'dashboard')),
    ];
    return { rows, results: { streams: EVENT_STREAMS, deliveries: delays.length, missing, writeMs, patchMs, spreadMs, lastOfEach, viaApi: { p50: percentile(sortedApi, 50), p95: percentile(sortedApi, 95), p99: percentile(sortedApi, 99) }, delivery: { p50: percentile(sorted, 50), p95, p99: percentile(sorted, 99), max: sorted[sorted.length - 1] }, openSeconds, without, withStreams } };
  } finally {
    for (const s of streams) s.close();
    await pool.query('DELETE FROM stands WHERE show_id = $1', [show]);
    await pool.query('DELETE FROM shows WHERE id = $1', [show]);
  }
}
