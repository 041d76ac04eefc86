/**
 * A resource's list as the SPA asks it, measured against its SQL floor: what its handler runs, in
 * its order — the session lookup (every authenticated call), then the count and the page together.
 * Rows for 1 and 16 clients per request; judged at 16: p95 within 2× the floor's, rate at least half of it.
 */
import type { Pool } from '@server/db/pool';
import type { Resource } from '@server/hydra/resource';
import { buildListSql } from '@server/hydra/statements';
import type { Session } from './accounts';
import { authStatement } from './dashboard';
import { timedLoops } from './floor';
import { httpLoad } from './load';
import type { RunStats } from './stats';
import { versusFloor, type Row } from './table';

export interface ResourceListRequest {
  name: string;
  /** The API path with its query, as the SPA sends it. */
  path: string;
}

/** The handler's statements through pg by `workers` loops. */
export async function resourceListFloor(pool: Pool, resource: Resource, session: Session, path: string, workers: number, seconds: number): Promise<RunStats> {
  const auth = authStatement(session);
  const sql = buildListSql(resource, session.user, encodeURI(path));
  return timedLoops(workers, seconds, async () => {
    await pool.query(auth.text, auth.values);
    await Promise.all([pool.query(sql.count.text, sql.count.values), pool.query(sql.list.text, sql.list.values)]);
  });
}

export async function resourceListRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  resource: Resource,
  requests: readonly ResourceListRequest[],
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
  const rows: Row[] = [];
  const results: unknown[] = [];
  for (const request of requests) {
    const url = `${baseUrl}${encodeURI(request.path)}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${request.name}: HTTP ${check.status} ${await check.text()}`);
    const body = (await check.json()) as { 'hydra:totalItems': number; 'hydra:member': unknown[] };
    // Warm-up: the JIT of the server, PostgreSQL's caches.
    await httpLoad({ url, connections: 16, seconds: 3, headers });
    for (const clients of [1, 16]) {
      progress(`${request.name}, ${clients} client(s): API ${seconds} s, then floor ${seconds} s`);
      const api = await httpLoad({ url, connections: clients, seconds, headers });
      const floor = await resourceListFloor(pool, resource, session, request.path, clients, seconds);
      const note = clients === 1 ? `${body['hydra:totalItems']} match, ${body['hydra:member'].length} rows` : api.errors ? `${api.errors} errors` : undefined;
      const { row, p95Ratio, rateRatio, pass } = versusFloor(request.name, clients, api, floor, note);
      rows.push(row);
      results.push({ request: request.name, path: request.path, clients, api, floor, p95Ratio, rateRatio, pass });
    }
  }
  return { rows, results };
}
