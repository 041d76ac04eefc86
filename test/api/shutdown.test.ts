/**
 * SIGTERM (issue 26, part 4): the server as `npm start` runs it (server/main.ts in its own
 * process, on a database of the test run), a large download in flight and held back by a slow
 * client, then SIGTERM: the node stops taking connections at once, the download still completes
 * whole, and the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../support/pgUrl';

const ROOT = path.join(__dirname, '..', '..');
const MB = 1024 * 1024;

let dataDir: string;
let child: ChildProcess | null = null;
const dbName = `api_shutdown_${crypto.randomBytes(4).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.API_TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${dbName} TEMPLATE ${process.env.API_TEST_PG_TEMPLATE}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-shutdown-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

it('on SIGTERM refuses new connections, lets the download in flight finish whole, then exits 0', async () => {
  // A 48 MB show document, far more than the sockets' buffers hold: its download stays in flight while the client waits.
  const bytes = crypto.randomBytes(48 * MB);
  const storageName = `${crypto.randomBytes(16).toString('hex')}.pdf`;
  fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', storageName), bytes);
  const url = databaseUrl(process.env.API_TEST_PG_URL!, dbName);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const mediaId = (
    await db.query(
      "INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('showDocument', 'guide.pdf', $1, 'application/pdf', $2) RETURNING id",
      [storageName, bytes.length],
    )
  ).rows[0].id;
  await db.end();

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'shutdown-test-secret-0123456789abcdef0123' };
  for (const name of Object.keys(env)) if (name.startsWith('S3_')) delete env[name];
  const node = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = node;
  let output = '';
  node.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  node.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => node.once('exit', (code, signal) => resolve({ code, signal })));
  const port = await new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const found = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearInterval(poll);
        resolve(Number(found[1]));
      } else if (node.exitCode !== null || Date.now() - started > 90_000) {
        clearInterval(poll);
        reject(new Error(`the server did not start: ${output}`));
      }
    }, 100);
  });
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

  // The download starts, on a connection the client keeps alive for good (as a browser or a load
  // balancer may); the client reads its first bytes, then stops reading.
  const agent = new http.Agent({ keepAlive: true });
  const chunks: Buffer[] = [];
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: `/backend/media/${mediaId}/${storageName}`, agent }, resolve).on('error', reject);
  });
  expect(response.statusCode).toBe(200);
  const done = new Promise<void>((resolve, reject) => {
    response.on('end', resolve).on('error', reject);
  });
  await new Promise<void>((resolve) =>
    response.once('data', (chunk: Buffer) => {
      chunks.push(chunk);
      response.pause();
      resolve();
    }),
  );

  node.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // Still running (the download is not over), and no longer taking connections.
  expect(node.exitCode).toBeNull();
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();

  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.resume();
  await done;
  const received = Buffer.concat(chunks);
  expect(received.length).toBe(bytes.length);
  expect(sha256(received)).toBe(sha256(bytes));

  // Out soon after: the kept-alive connection, idle now, does not hold the shutdown to its 25 s bound.
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([exited, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 15_000)))]);
  clearTimeout(timer);
  agent.destroy();
  expect(result).toEqual({ code: 0, signal: null });
  expect(output).toContain('SIGTERM received');
  expect(output).toContain('Stopped cleanly.');
}, 180_000);
