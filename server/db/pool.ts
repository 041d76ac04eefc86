import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** A pg pool that never crashes the process when the server drops an idle connection. */
export function createPool(connectionString: string, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 20, idleTimeoutMillis: 30_000, ...options });
  pool.on('error', (err) => {
    console.error('PostgreSQL idle client error:', err.message);
  });
  return pool;
}

/** Runs `fn` inside a transaction on one client. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
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
