/**
 * One database and one app per test file: a copy of the migrated template,
 * the real Fastify app built on it, requests through `app.inject`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfig } from '@server/app';
import type { ServiceDeps } from '@server/services/deps';
import type { JobQueue } from '@server/services/jobs/queue';
import { createPool, type Pool } from '@server/db/pool';
import { localFileStorage, type FileStorage } from '@server/services/storage';
import { databaseUrl } from './pgUrl';

export const TEST_JWT_SECRET = 'test-secret-for-api-tests-only-0123456789abcdef';

// Password hashing (scrypt) and the demo seed are deliberately slow: leave room on a busy 2-core machine.
jest.setTimeout(30_000);

export interface TestContext {
  app: FastifyInstance;
  pool: Pool;
  /** The local files directory (where the files go unless `config.storage` was given). */
  filesDir: string;
  /** The app's file storage: `config.storage`, else the local directory `filesDir`. */
  storage: FileStorage;
  databaseUrl: string;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.API_TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Another template database than the migrated one, with the files its rows name (test/support/seededDemo.ts). */
export interface TestContextSource {
  template: string;
  filesDir: string;
}

/**
 * `from`: the database and files to copy (default: the migrated template, no file);
 * `config`: more of the app's configuration (SMTP_URL…); `jobs`: the job queue (default: in-process, `app.jobs.idle()` waits for it);
 * `gateway`: the sync's exhibitor file fetcher (a fake instead of a source's server).
 */
export async function createTestContext(
  options: { config?: Partial<AppConfig>; jobs?: JobQueue; gateway?: ServiceDeps['gateway']; from?: TestContextSource } = {},
): Promise<TestContext> {
  const serverUrl = process.env.API_TEST_PG_URL;
  const template = options.from?.template ?? process.env.API_TEST_PG_TEMPLATE;
  if (!serverUrl || !template) throw new Error('API_TEST_PG_URL is not set: run through the jest `api` project');
  const name = `api_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, name);
  const pool = createPool(url, { max: 8 });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-api-files-'));
  if (options.from) fs.cpSync(options.from.filesDir, filesDir, { recursive: true });
  const app = await buildApp({
    pool,
    jobs: options.jobs,
    gateway: options.gateway,
    config: { jwtSecret: TEST_JWT_SECRET, filesDir, distDir: null, outboxDir: path.join(filesDir, 'outbox'), ...options.config },
  });
  await app.ready();
  return {
    app,
    pool,
    filesDir,
    storage: options.config?.storage ?? localFileStorage(filesDir),
    databaseUrl: url,
    async close() {
      await app.close();
      // Every request must have handed its connection back (CSV cursors included).
      const leaked = pool.totalCount - pool.idleCount;
      if (leaked > 0) throw new Error(`${leaked} database connection(s) still checked out after the tests`);
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Response bodies are loose JSON in tests: assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

/** A small client over app.inject: JSON in, parsed JSON out. */
export function client(app: FastifyInstance, token?: string, extraHeaders: Record<string, string> = {}) {
  const send = async <T = Json>(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> => {
    const res = await app.inject({
      method,
      url,
      headers: {
        accept: 'application/ld+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload !== undefined ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' } : {}),
        ...extraHeaders,
        ...headers,
      },
      payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    let body: Json = undefined;
    const type = String(res.headers['content-type'] ?? '');
    if (type.includes('json') && res.body) body = JSON.parse(res.body);
    return { status: res.statusCode, headers: res.headers, body, text: res.body };
  };
  return {
    get: <T = Json>(url: string, headers?: Record<string, string>) => send<T>('GET', url, undefined, headers),
    post: <T = Json>(url: string, payload: unknown, headers?: Record<string, string>) => send<T>('POST', url, payload, headers),
    put: <T = Json>(url: string, payload: unknown, headers?: Record<string, string>) => send<T>('PUT', url, payload, headers),
    patch: <T = Json>(url: string, payload: unknown, headers?: Record<string, string>) => send<T>('PATCH', url, payload, headers),
    delete: <T = Json>(url: string, headers?: Record<string, string>) => send<T>('DELETE', url, undefined, headers),
  };
}
