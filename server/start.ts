import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { privateHostsAllowed, resolveJwtSecret } from './config';
import { setGatewayKeyDir } from './services/gateway/credentials';
import type { EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { createPool, type Pool } from './db/pool';
import { ensureReferenceData } from './db/referenceData';
import { startDemoOrganizer } from './demo/demoOrganizer';
import type { OrganizerServer } from './demo/organizerServer';
import { databaseIsEmpty, seedDemo } from './seed/demo';
import type { ErrorReportingConfig } from './services/errorReporting';
import { startPgBossQueue, type PgBossQueueOptions } from './services/jobs/pgBossQueue';
import type { JobQueue } from './services/jobs/queue';
import { queueFileSweep } from './services/removedFiles';
import { localFileStorage, s3FileStorage, type FileStorage, type S3Config } from './services/storage';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Holds postgres/ (embedded cluster), files/ and jwt-secret. */
  dataDir: string;
  /** Use this PostgreSQL instead of starting the embedded one. */
  databaseUrl?: string;
  jwtSecret?: string;
  /** Seed the demo data set when the database is empty (default true). */
  seedDemo?: boolean;
  /** The built SPA; default dist/ of the project. null serves the API only. */
  distDir?: string | null;
  trustProxy?: boolean;
  /** The public origin of absolute IRIs (PUBLIC_URL); default http://localhost:{the port listened on}. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Embedded cluster with fsync off (tests). */
  durable?: boolean;
  onPostgresLog?: (line: string) => void;
  /** Mail through SMTP (SMTP_URL); otherwise `.eml` files in dataDir/outbox. */
  smtpUrl?: string;
  /** The From of every message (MAIL_FROM). */
  mailFrom?: string;
  /** Error reporting (SENTRY_DSN, SENTRY_BROWSER_DSN, SENTRY_ENVIRONMENT); off without a DSN. */
  errorReporting?: ErrorReportingConfig;
  /** The demo organizer's system the gl_event source reaches (server/demo) on this port, 0 a free one; unset: none. */
  demoOrganizerPort?: number;
  /**
   * Gateway sources may reach loopback and private hosts (the demo organizer, tests' servers on
   * localhost); default GATEWAY_ALLOW_PRIVATE_HOSTS=1, else refused (docs/gateway.md).
   */
  allowPrivateHosts?: boolean;
  /** The gateway's scheduled sync (default on); the e2e servers turn it off (ServiceConfig.scheduledSync). */
  scheduledSync?: boolean;
  /** The job queue's options (pgBossQueue.ts): its cron check interval (default 45 s), its stop's last wait; tests change them. */
  jobQueue?: Omit<PgBossQueueOptions, 'onError'>;
  /** Stored files in this S3-compatible bucket (S3_* variables, server/services/storage.ts); default dataDir/files. */
  s3?: S3Config;
}

/** How long `stop` lets the requests in flight finish before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 25_000;

export interface RunningServer {
  /** http://localhost:{port} */
  url: string;
  port: number;
  app: FastifyInstance;
  pool: Pool;
  /** The database the app uses. */
  databaseUrl: string;
  /** The pg-boss job queue (mail sending): e2e tests wait on it with `jobs.idle()`. */
  jobs: JobQueue;
  /** Where the outbox transport writes its .eml files. */
  outboxDir: string;
  /** Where the stored files go: dataDir/files or the S3 bucket. */
  storage: FileStorage;
  /** Whether the demo data was seeded by this start. */
  seeded: boolean;
  /** The demo organizer's system, when started (`demoOrganizerPort`). */
  demoOrganizerUrl: string | null;
  /**
   * Stops taking requests, lets those in flight finish (at most `graceMs`, default
   * SHUTDOWN_GRACE_MS, then their connections are cut), stops the job queue (running jobs
   * finish), then closes the pool, the storage and the embedded PostgreSQL.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_DIST_DIR = path.join(__dirname, '..', 'dist');

/**
 * Starts everything: PostgreSQL (embedded in dataDir/postgres unless
 * databaseUrl), migrations, reference data, the demo seed on an empty
 * database, and the HTTP server. Used by server/main.ts and by e2e tests.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const filesDir = path.join(dataDir, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  const storage = options.s3 ? s3FileStorage(options.s3) : localFileStorage(filesDir);
  const jwtSecret = resolveJwtSecret(dataDir, options.jwtSecret);
  // Sources' passwords: GATEWAY_SECRET_KEY, else $DATA_DIR/gateway-key.
  setGatewayKeyDir(dataDir);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    // Loaded only when needed: with DATABASE_URL the embedded package (and its exit hooks) stay out.
    const { startEmbeddedPostgres } = await import('./db/embedded');
    embedded = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      durable: options.durable ?? true,
      onLog: options.onPostgresLog,
    });
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl);
  let app: FastifyInstance | null = null;
  let jobs: JobQueue | null = null;
  let listenedUrl = `http://localhost:${options.port}`;
  const outboxDir = path.join(dataDir, 'outbox');
  let organizer: OrganizerServer | null = null;
  const stop = async ({ graceMs = SHUTDOWN_GRACE_MS }: { graceMs?: number } = {}) => {
    if (organizer) await organizer.close();
    if (app) {
      // Fastify stops listening, answers 503 to new requests on open connections, closes the idle
      // ones and waits for those in flight; a kept-alive connection whose response has just ended
      // is closed too (at once, not when the client lets it go); past the grace period the last
      // ones are cut. Only then do its onClose hooks run: the job queue stops gracefully (the app
      // stops the queue it was given).
      const running = app;
      const idle = setInterval(() => running.server.closeIdleConnections(), 200);
      const cut = setTimeout(() => running.server.closeAllConnections(), graceMs);
      await running.close().catch(() => undefined);
      clearInterval(idle);
      clearTimeout(cut);
    } else if (jobs) await jobs.stop().catch(() => undefined);
    await pool.end().catch(() => undefined);
    storage.close();
    if (embedded) await embedded.stop();
  };
  try {
    // A bucket that cannot be reached (a wrong endpoint, bucket or key) stops the start here, said plainly.
    await storage.check().catch((err: unknown) => {
      const e = err as { name?: string; message?: string };
      throw new Error(`The file storage (${storage.description}) cannot be reached: ${[e?.name, e?.message].filter(Boolean).join(': ')}`);
    });
    await migrate(pool);
    await ensureReferenceData(pool);
    let seeded = false;
    if ((options.seedDemo ?? true) && (await databaseIsEmpty(pool))) {
      await seedDemo(pool, { storage, publicUrl: options.publicUrl });
      seeded = true;
    }
    jobs = await startPgBossQueue(databaseUrl, options.jobQueue);
    app = await buildApp({
      pool,
      jobs,
      config: {
        jwtSecret,
        filesDir,
        storage,
        distDir: options.distDir === undefined ? DEFAULT_DIST_DIR : options.distDir,
        trustProxy: options.trustProxy,
        // Known once listening when the port is 0.
        publicUrl: options.publicUrl ?? (() => listenedUrl),
        logger: options.logger,
        smtpUrl: options.smtpUrl,
        outboxDir,
        mailFrom: options.mailFrom,
        errorReporting: options.errorReporting,
        allowPrivateHosts: options.allowPrivateHosts ?? privateHostsAllowed(),
        scheduledSync: options.scheduledSync,
      },
    });
    // Files whose rows a delete removed just before a crash (migration 021).
    await queueFileSweep(jobs);
    await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    listenedUrl = `http://localhost:${port}`;
    if (options.demoOrganizerPort !== undefined) organizer = await startDemoOrganizer(pool, options.demoOrganizerPort);
    return { url: listenedUrl, port, app, pool, jobs, outboxDir, storage, databaseUrl, seeded, demoOrganizerUrl: organizer?.url ?? null, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
