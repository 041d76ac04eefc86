/**
 * The request list of the largest show and its counters (issue 21, "Speed"): GET /backend/demands as
 * /salons/{id}/demandes asks it (default sort, a status filter, a type filter) and
 * GET /backend/demands/counters, each against its SQL floor — the statements its handler runs, in its
 * order: the session lookup (every authenticated call), then the count and the page (the list), or
 * the show's scope check and the counters' one statement.
 */
import type { Pool } from '@server/db/pool';
import { buildItemSql, buildListSql } from '@server/hydra/statements';
import { buildDemandCountersSql } from '@server/resources/demandDocuments';
import { demands } from '@server/resources/demands';
import { shows } from '@server/resources/shows';
import type { Session } from './accounts';
import { authStatement } from './dashboard';
import { explainStatement, unboundedReads } from './explain';
import { timedLoops } from './floor';
import { httpLoad } from './load';
import { versusFloor, type Row } from './table';

interface Statement {
  text: string;
  values: unknown[];
}

interface DemandCall {
  name: string;
  path: string;
  /** The handler's statements after the session lookup: run together (a list's count and page) or one after the other. */
  statements: Statement[];
  together: boolean;
}

/** The request list's three reads as the SPA sends them, and the counters it polls. */
export function demandCalls(session: Session, showId: number): DemandCall[] {
  const list = (name: string, query: string): DemandCall => {
    const path = `/backend/demands?stand.show=${showId}${query ? `&${query}` : ''}`;
    const sql = buildListSql(demands, session.user, path);
    return { name, path, statements: [sql.count, sql.list], together: true };
  };
  const scope = buildItemSql(shows, session.user, showId);
  return [
    list('request list, default sort (creation date desc)', ''),
    list('request list, status filter (refused)', 'demandStatus.reference=refused'),
    list('request list, type filter (logistic_vehicle)', 'demandType.reference=logistic_vehicle'),
    {
      name: 'request counters',
      path: `/backend/demands/counters?stand.show=${showId}`,
      statements: [{ text: `SELECT 1 FROM (${scope.text}) item`, values: scope.values }, buildDemandCountersSql(session.user, showId)],
      together: false,
    },
  ];
}

async function demandFloor(pool: Pool, session: Session, call: DemandCall, workers: number, seconds: number) {
  const auth = authStatement(session);
  return timedLoops(workers, seconds, async () => {
    await pool.query(auth.text, auth.values);
    if (call.together) await Promise.all(call.statements.map((s) => pool.query(s.text, s.values)));
    else for (const s of call.statements) await pool.query(s.text, s.values);
  });
}

/** Rows for 1 and 16 clients per call; judged at 16: p95 within 2× the floor's, rate at least half of it. */
export async function demandRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  showId: number,
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  const headers = { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' };
  const rows: Row[] = [];
  const results: unknown[] = [];
  const calls = demandCalls(session, showId);
  // Warm-up: the JIT of the server, PostgreSQL's caches.
  await httpLoad({ url: `${baseUrl}${calls[0].path}`, connections: 16, seconds: 3, headers });
  for (const call of calls) {
    const url = `${baseUrl}${encodeURI(call.path)}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${call.name}: HTTP ${check.status} ${await check.text()}`);
    const body = (await check.json()) as { 'hydra:totalItems'?: number; 'hydra:member'?: unknown[]; untreated?: number };
    const note = body['hydra:member']
      ? `${body['hydra:totalItems']?.toLocaleString('en-US')} match, ${body['hydra:member'].length} rows`
      : `untreated ${body.untreated?.toLocaleString('en-US')}`;
    for (const clients of [1, 16]) {
      progress(`${call.name}, ${clients} client(s): API ${seconds} s, then floor ${seconds} s`);
      const api = await httpLoad({ url, connections: clients, seconds, headers });
      const floor = await demandFloor(pool, session, call, clients, seconds);
      const { row, p95Ratio, rateRatio, pass } = versusFloor(call.name, clients, api, floor, clients === 1 ? note : api.errors ? `${api.errors} errors ${JSON.stringify(api.statusCodes)}` : undefined);
      rows.push(row);
      results.push({ call: call.name, path: call.path, clients, api, floor, p95Ratio, rateRatio, pass });
    }
  }
  return { rows, results };
}

/** The tables a request read may not scan whole. */
const WATCHED = ['demands', 'stands', 'demand_logistics', 'demand_messages', 'users', 'user_stand_roles'];
/** An index condition on demands that keeps the read inside the show, or on one request (by id). */
const BOUNDED = /\bshow_id\b|\(id = /;

/** Each call's plans: no Seq Scan on a large table, and demands read only through the show (or by id). */
export async function explainDemandRows(pool: Pool, session: Session, showId: number): Promise<{ rows: Row[]; results: unknown[] }> {
  const rows: Row[] = [];
  const results: unknown[] = [];
  for (const call of demandCalls(session, showId)) {
    const plans = [];
    for (const s of call.statements) plans.push(await explainStatement(pool, s.text, s.values, WATCHED));
    const seq = plans.flatMap((p) => p.seqScans);
    const outside = plans.flatMap((p) => unboundedReads(p.plan, 'demands', BOUNDED));
    rows.push({
      measure: call.name,
      target: 'no Seq Scan, demands read within the show',
      pass: seq.length === 0 && outside.length === 0,
      note: `${plans.map((p) => `${[...new Set(p.access)].join(', ')} (${p.ms.toFixed(1)} ms)`).join('; ')}${seq.length ? `; Seq Scan on ${seq.join(', ')}` : ''}${outside.length ? `; unbounded: ${outside.join(', ')}` : ''}`,
    });
    results.push({ call: call.name, path: call.path, plans: plans.map((p) => ({ ms: p.ms, access: p.access, seqScans: p.seqScans, plan: p.plan })) });
  }
  return { rows, results };
}
