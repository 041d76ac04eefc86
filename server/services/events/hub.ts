/**
 * Pushed changes (issue 26, part 1): the node's open event streams (GET /backend/events) and the
 * one PostgreSQL connection that LISTENs to `app_events` for them (migration 038: writers'
 * triggers pg_notify on commit, whatever node or pool wrote). The connection opens with the first
 * stream, reconnects with backoff when lost (the streams are then told `resync`: what was
 * announced meanwhile is gone), and closes with the app.
 *
 * Only what a user may see is sent, by the API's scopes (server/hydra/scopes.ts): admin and
 * support everything; a show-linked role (organizer…) the stands of their linked shows; a
 * standist their enabled stands of enabled shows. Those sets are read for all the node's users
 * whose copy is older than SCOPE_TTL_MS in one query per notification, then each item is tested
 * in memory. Every HEARTBEAT_MS the streams get a comment line and their sessions are checked in
 * one query (a logout or a disabled account ends its streams).
 */
import pg from 'pg';
import { roleGroups } from '@/domain/roles';
import type { TokenClaims } from '../../auth/jwt';
import type { Pool } from '../../db/pool';
import { SHOW_LINKED_GROUPS } from '../../hydra/scopes';

export const EVENTS_CHANNEL = 'app_events';
export const HEARTBEAT_MS = 25_000;
export const SCOPE_TTL_MS = 5_000;
/** What EventSource-like clients wait before reconnecting (the `retry:` field). */
export const RETRY_MS = 3_000;

/** What a stream receives: the kind and the IRIs it concerns. */
export interface PushedEvent {
  kind: string;
  iris: string[];
}

export interface EventSink {
  userId: number;
  claims: TokenClaims;
  send(event: PushedEvent): void;
  comment(text: string): void;
  /** Ends the stream (logout, expiry, shutdown). */
  close(): void;
}

interface Visibility {
  at: number;
  all: boolean;
  /** Stands seen one by one (standist) and shows seen whole (show-linked roles). */
  stands: Set<number>;
  standShows: Set<number>;
  shows: Set<number>;
}

/** [row id, stand id, show id] as the triggers send them. */
type Item = [number, number, number];
interface Notification {
  k: string;
  i?: Item[];
  of?: string;
  sh?: number[];
}

const ITEM_IRIS: Record<string, (item: Item) => string[]> = {
  standMessageCreated: ([id, stand]) => [`/backend/stand_messages/${id}`, `/backend/stands/${stand}`],
  standMessageEdited: ([id, stand]) => [`/backend/stand_messages/${id}`, `/backend/stands/${stand}`],
  standChanged: ([, stand]) => [`/backend/stands/${stand}`],
};

const SCOPE_SQL = `SELECT u.id, r.reference AS role,
    ARRAY(SELECT us.show_id FROM user_shows us WHERE us.user_id = u.id) AS shows,
    ARRAY(SELECT usr.stand_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled
            JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE usr.user_id = u.id) AS stands,
    ARRAY(SELECT DISTINCT s.show_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled
            JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE usr.user_id = u.id) AS stand_shows
  FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ANY($1::int[])`;

/** The streams whose session ended (logout, password change, account disabled): one query for all. */
const DEAD_SESSIONS_SQL = `SELECT c.i::int AS i FROM unnest($1::int[], $2::int[], $3::uuid[]) WITH ORDINALITY AS c(uid, sv, chain, i)
  WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.uid AND u.enabled AND u.session_version = c.sv)
     OR (c.chain IS NOT NULL AND EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.chain_id = c.chain AND rt.revoked_at IS NOT NULL))`;

export interface EventHub {
  /** Adds a stream once the node listens (its first events are then guaranteed). */
  add(sink: EventSink): Promise<void>;
  remove(sink: EventSink): void;
  /** How many streams are open on this node. */
  readonly size: number;
  /** Ends every stream (shutdown) and stops listening. */
  close(): Promise<void>;
}

export function createEventHub(pool: Pool, options: { heartbeatMs?: number; log?: (msg: string) => void } = {}): EventHub {
  const sinks = new Set<EventSink>();
  const visibility = new Map<number, Visibility>();
  const log = options.log ?? ((msg: string) => console.error(msg));
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  let retryDelay = 500;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();

  const listen = (): Promise<void> => {
    if (listening) return listening;
    const c = new pg.Client({ ...pool.options, connectionString: pool.options.connectionString });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      listening = null;
      c.end().catch(() => {});
      if (closed) return;
      log(`Event stream listener lost${err ? `: ${err.message}` : ''}; reconnecting in ${retryDelay} ms`);
      const wait = retryDelay;
      retryDelay = Math.min(retryDelay * 2, 30_000);
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        if (closed || sinks.size === 0) return;
        listen()
          .then(() => broadcast({ kind: 'resync', iris: [] }))
          .catch(() => {});
      }, wait);
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      // In order, one at a time: the scope query of one does not race the next.
      queue = queue.then(() => dispatch(msg.payload as string)).catch((err) => log(`Event dispatch failed: ${(err as Error).message}`));
    });
    listening = (async () => {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      retryDelay = 500;
    })();
    listening.catch((err) => onLost(err as Error));
    return listening;
  };

  const broadcast = (event: PushedEvent) => {
    for (const sink of sinks) sink.send(event);
  };

  async function scopesOf(userIds: number[]): Promise<void> {
    const now = Date.now();
    const stale = userIds.filter((id) => (visibility.get(id)?.at ?? 0) + SCOPE_TTL_MS < now);
    if (stale.length === 0) return;
    const { rows } = await pool.query<{ id: number; role: string; shows: number[]; stands: number[]; stand_shows: number[] }>(SCOPE_SQL, [stale]);
    for (const id of stale) visibility.delete(id);
    for (const row of rows) {
      const groups = roleGroups([row.role]);
      const showLinked = SHOW_LINKED_GROUPS.some((g) => groups.has(g));
      const standist = groups.has('standist');
      visibility.set(row.id, {
        at: now,
        all: groups.has('admin') || groups.has('support'),
        shows: new Set(showLinked ? row.shows : []),
        stands: new Set(standist ? row.stands : []),
        standShows: new Set(standist ? row.stand_shows : []),
      });
    }
  }

  async function dispatch(payload: string): Promise<void> {
    let note: Notification;
    try {
      note = JSON.parse(payload) as Notification;
    } catch {
      return;
    }
    if (sinks.size === 0) return;
    await scopesOf([...new Set([...sinks].map((s) => s.userId))]);
    for (const sink of sinks) {
      const seen = visibility.get(sink.userId);
      if (!seen) continue;
      if (note.k === 'manyChanged' && note.sh) {
        const shows = seen.all ? note.sh : note.sh.filter((sh) => seen.shows.has(sh) || seen.standShows.has(sh));
        if (shows.length) sink.send({ kind: 'manyChanged', iris: shows.map((sh) => `/backend/shows/${sh}`) });
        continue;
      }
      const iris = ITEM_IRIS[note.k];
      if (!iris || !note.i) continue;
      const items = seen.all ? note.i : note.i.filter(([, stand, show]) => seen.shows.has(show) || seen.stands.has(stand));
      if (items.length) sink.send({ kind: note.k, iris: [...new Set(items.flatMap(iris))] });
    }
  }

  async function checkSessions(): Promise<void> {
    const list = [...sinks];
    if (list.length === 0) return;
    const { rows } = await pool.query<{ i: number }>(DEAD_SESSIONS_SQL, [
      list.map((s) => s.claims.userId),
      list.map((s) => s.claims.sessionVersion),
      list.map((s) => s.claims.chainId),
    ]);
    for (const { i } of rows) list[i - 1]?.close();
  }

  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const sink of sinks) sink.comment('heartbeat');
      checkSessions().catch((err) => log(`Event stream session check failed: ${(err as Error).message}`));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
  };

  return {
    async add(sink) {
      await listen();
      sinks.add(sink);
      startHeartbeat();
    },
    remove(sink) {
      sinks.delete(sink);
      if (sinks.size > 0) return;
      visibility.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
    get size() {
      return sinks.size;
    },
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      for (const sink of [...sinks]) sink.close();
      sinks.clear();
      const c = client;
      client = null;
      listening = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
