/**
 * The stand dashboard (issue 9, "Speed"): the API calls the SPA makes when /stands/{id} opens,
 * each with the very statements its handler runs (the floor), and the calls all together.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Pool } from '@server/db/pool';
import { buildItemSql, buildListSql } from '@server/hydra/statements';
import type { Resource } from '@server/hydra/resource';
import { layoutTypes } from '@server/resources/layoutTypes';
import { reports } from '@server/resources/reports';
import { shows } from '@server/resources/shows';
import { standEvents } from '@server/resources/standEvents';
import { standLayouts } from '@server/resources/standLayouts';
import { standMessages } from '@server/resources/standMessages';
import { stands } from '@server/resources/stands';
import { ME_SQL } from '@server/services/me';
import { SESSION_USER_SQL, sessionUserValues } from '@server/auth/sessions';
import type { Session } from './accounts';
import type { Dataset } from './dataset';
import { summarize, type RunStats } from './stats';
import { timedLoops } from './floor';

export interface Statement {
  text: string;
  values: unknown[];
}

export interface DashboardCall {
  name: string;
  /** Path and query, encoded, as the SPA asks it. */
  path: string;
  /** What the handler runs (in parallel, for a list: count and page). */
  statements: Statement[];
  /** What every authenticated request runs first: the session lookup (server/auth/sessions.ts). */
  auth: Statement;
}

/** The session lookup of the caller's token, as the auth plugin runs it before each handler. */
export function authStatement(session: Session): Statement {
  const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString('utf8')) as { user_id: number; sv: number; sid?: string };
  return { text: SESSION_USER_SQL, values: sessionUserValues({ userId: payload.user_id, sessionVersion: payload.sv, chainId: payload.sid ?? null }) };
}

/**
 * What the SPA asks when the dashboard opens (src/features/stands/pages/StandPage.tsx and the panels
 * of the 'stand' and 'standSide' slots, as bench/spa.ts records them): the stand, its show, the show
 * switcher's list, the user (me), the thread's first
 * page (the messages panel and the plans card ask the same list: one request), the layouts and
 * layout types, the findings, the timeline's first page.
 */
export function dashboardCalls(data: Dataset, session: Session): DashboardCall[] {
  const { id: stand, showId } = data.dashboardStand;
  const user = session.user;
  const auth = authStatement(session);
  const list = (name: string, resource: Resource, query: string): DashboardCall => {
    const path = `/backend/${resource.path}?${encodeURI(query)}`;
    const sql = buildListSql(resource, user, path);
    return { name, path, statements: [sql.count, sql.list], auth };
  };
  const item = (name: string, resource: Resource, id: number): DashboardCall => ({
    name,
    path: `/backend/${resource.path}/${id}`,
    statements: [buildItemSql(resource, user, id)],
    auth,
  });
  return [
    item('stand', stands, stand),
    item('show', shows, showId),
    // The show switcher of the app bar (src/features/shows): every enabled show in scope.
    list('show switcher', shows, 'all=1&enabled=true&order[createdAt]=desc'),
    { name: 'me', path: `/backend/users/${user.id}/me`, statements: [{ text: ME_SQL, values: [user.id] }], auth },
    list('messages, page 1 of 50', standMessages, `stand=${stand}&page=1&itemsPerPage=50&order[createdAt]=desc`),
    list('layouts', standLayouts, `stand=${stand}&pagination=false&order[id]=asc`),
    list('layout types', layoutTypes, 'pagination=false&order[label]=asc'),
    list('findings', reports, `stand=${stand}&pagination=false&order[createdAt]=desc`),
    list('timeline, page 1', standEvents, `stand=${stand}&page=1`),
  ];
}

/**
 * The floor of one call or of several, as the server runs them: per call its session lookup, then its
 * statements in parallel; the calls in parallel per iteration, by `workers` loops.
 */
export async function callsFloor(pool: Pool, calls: DashboardCall[], workers: number, seconds: number): Promise<RunStats> {
  const runCall = async (call: DashboardCall) => {
    await pool.query(call.auth.text, call.auth.values);
    await Promise.all(call.statements.map((s) => pool.query(s.text, s.values)));
  };
  return timedLoops(workers, seconds, () => Promise.all(calls.map(runCall)));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function get(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The dashboard opening through the API: each of `workers` clients sends every call at once (keep-alive
 * connections, as a browser's), the latency is until the last answer; an iteration with a non-2xx is an error.
 */
export async function dashboardLoad(baseUrl: string, token: string, calls: DashboardCall[], workers: number, seconds: number): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };
  const urls = calls.map((c) => new URL(c.path, baseUrl));
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    do {
      const t0 = performance.now();
      try {
        const codes = await Promise.all(urls.map((u) => get(u, headers)));
        if (codes.every((c) => c >= 200 && c < 300)) latencies.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
    } while (performance.now() < end);
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

export function closeDashboardAgent(): void {
  agent.destroy();
}
