/**
 * The pieces of a production shape on one machine: one PostgreSQL (embedded, owned by
 * the test, restartable on its port) and API nodes as child processes (killable).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@server/db/embedded';
import { DEMO_PASSWORD } from '@server/seed/demo';

export const tempDir = (prefix: string): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface Postgres {
  url: string;
  port: number;
  /** Fast shutdown (open sessions are terminated, 57P01). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A durable cluster (fsync on) in `dir`. */
export async function startPostgres(dir: string): Promise<Postgres> {
  let db: EmbeddedDatabase | null = await startEmbeddedPostgres({ dir, durable: true });
  const { url, port } = db;
  return {
    url,
    port,
    async stop() {
      await db?.stop();
      db = null;
    },
    async start() {
      db = await startEmbeddedPostgres({ dir, port, durable: true });
    },
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

export interface Node {
  url: string;
  pid: number;
  /** Resolves with the exit signal or code when the process ends. */
  exited: Promise<string>;
  /** What the node wrote on stderr. */
  stderr: string[];
  kill(signal: NodeJS.Signals): Promise<string>;
  stop(): Promise<void>;
}

/** Forks an API node (test/reliability/support/serverChild.ts through tsx) and waits until it listens. */
export async function startNode(options: { dataDir: string; databaseUrl: string }): Promise<Node> {
  const child: ChildProcess = fork(path.join(__dirname, 'serverChild.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, RELIABILITY_DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const stderr: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then((how) => reject(new Error(`node exited (${how}) before it was ready: ${stderr.join('')}`)));
    child.on('message', (m: { type: string; url: string }) => {
      if (m.type === 'ready') resolve(m.url);
    });
  });
  return {
    url,
    pid: child.pid!,
    exited,
    stderr,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

/** One JSON request; throws on a network error (connection refused or reset) or after `timeoutMs`. */
export async function api(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Reply> {
  const started = Date.now();
  const res = await fetch(`${base}/backend${url}`, {
    method,
    headers: {
      Accept: 'application/ld+json',
      ...(options.body !== undefined
        ? { 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }
        : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
}

export const DEMO = { admin: 'admin@demo.test', organizer: 'organizer@demo.test', password: DEMO_PASSWORD };

export async function login(base: string, username: string, password = DEMO.password): Promise<{ token: string; refresh_token: string }> {
  const r = await api(base, 'POST', '/login_check', { body: { _username: username, _password: password } });
  if (r.status !== 200) throw new Error(`login ${username} on ${base}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { token: string; refresh_token: string };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
