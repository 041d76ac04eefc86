import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/**
 * A pg pool that never crashes the process when PostgreSQL goes away and recovers by itself
 * when it comes back: an idle client's error only drops that client (the pool's 'error'
 * event); a checked-out client (pool.connect(), a transaction) whose connection dies between
 * two queries would emit 'error' with no listener, which crashes Node, so every client gets
 * one for life (the query in flight still rejects, and release() discards the dead client).
 * Connecting gives up after connectionTimeoutMillis so a request fails (503) instead of hanging.
 */
export function createPool(connectionString: string, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 20, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000, ...options });
  let lastLog = 0;
  const logError = (what: string, err: Error) => {
    // One line a second at most: a restart drops every connection at once.
    if (Date.now() - lastLog < 1000) return;
    lastLog = Date.now();
    console.error(`PostgreSQL ${what} error:`, err.message);
  };
  pool.on('error', (err) => logError('idle client', err));
  pool.on('connect', (client) => {
    client.on('error', (err) => logError('client', err));
  });
  return pool;
}

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  // pg-pool: no client came free within connectionTimeoutMillis (every connection busy).
  'timeout exceeded when trying to connect',
  // pg-pool: a new connection did not finish its handshake within connectionTimeoutMillis
  // (PostgreSQL overloaded, e.g. a burst of logins); the socket error is its `cause`.
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether `err` says the database cannot be reached right now (refused or dropped connection,
 * server shutting down or starting, connect timeout) rather than that the request is wrong:
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (admin / crash shutdown, cannot
 * connect now), 53300 (too many connections), socket errors, pg's own connection messages,
 * also when wrapped (an error whose `cause` is one of these, a few levels deep).
 * The API answers these 503 with Retry-After.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 3) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.includes(e.message)) return true;
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause, depth + 1);
}

export interface TransactionOptions {
  /**
   * The user making the change: set as `app.user_id` for this transaction only
   * (`set_config(…, true)`: never seen by the next request on the pooled connection). The
   * stand timeline's triggers (migration 009) record it as the actor of every event the
   * transaction writes. Every write made for a request passes its caller.
   */
  actorId?: number | null;
}

/** Runs `fn` inside a transaction on one client (with `actorId`: the change's author, see TransactionOptions). */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (options.actorId != null) await client.query("SELECT set_config('app.user_id', $1, true)", [String(options.actorId)]);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** `withTransaction` with the caller as the change's author (the stand timeline's actor). */
export function withActor<T>(pool: pg.Pool, actorId: number | null | undefined, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, fn, { actorId });
}
