/**
 * The load balancer's and the orchestrator's probes (issue 26, part 4), outside /backend: no
 * token, no rate limit, never the SPA's pages.
 * - `GET /health`: 200 while the process answers (liveness); touches neither the database nor
 *   the storage, so a database outage does not get every node restarted.
 * - `GET /ready`: 200 when the database answers `SELECT 1` and the file storage is reachable
 *   (the files directory is writable, or the S3 bucket answers HeadBucket); otherwise 503 with the
 *   checks that failed named in the body. Each check gives up after READY_TIMEOUT_MS. A node
 *   shutting down answers 503 to everything (Fastify's return503OnClosing), this included.
 * The bodies are JSON, `Cache-Control: no-store`; what went wrong is logged, never answered.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from '../db/pool';
import type { FileStorage } from '../services/storage';

export const READY_TIMEOUT_MS = 3_000;

type Check = 'ok' | 'unavailable';

async function probe(run: () => Promise<unknown>): Promise<{ state: Check; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      }),
    ]);
    return { state: 'ok' };
  } catch (err) {
    const e = err as { name?: string; message?: string } | null;
    return { state: 'unavailable', error: [e?.name, e?.message].filter(Boolean).join(': ') || String(err) };
  } finally {
    clearTimeout(timer);
  }
}

export default fp<{ pool: Pool; storage: FileStorage }>(
  async (app: FastifyInstance, { pool, storage }) => {
    app.get('/health', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/ready', async (request, reply) => {
      const [database, files] = await Promise.all([probe(() => pool.query('SELECT 1')), probe(() => storage.check())]);
      const checks = { database: database.state, storage: files.state };
      const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter((name) => checks[name] !== 'ok');
      reply.header('Cache-Control', 'no-store');
      if (!failed.length) return { status: 'ready', checks };
      request.log.warn({ database: database.error, storage: files.error }, `not ready: ${failed.join(', ')} unavailable`);
      reply.code(503);
      return { status: 'unavailable', checks, failed };
    });
  },
  { name: 'health' },
);
