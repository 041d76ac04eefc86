/**
 * Two nodes as one (issue 26, part 3): two server processes as `npm start` runs them
 * (server/main.ts), each with its own data directory, on one PostgreSQL database and one S3 bucket
 * (s3rver), behind a small round-robin HTTP proxy written here (each request to the next node,
 * bodies streamed both ways, event streams included). A file uploaded through one node downloads
 * through the other, byte for byte; a message posted through one reaches an event stream held by
 * the other within 1 s; a scheduled job fires once per tick across both nodes.
 * Slow by nature (two processes), hence its timeouts; the nodes check the cron schedules every
 * second (JOB_CRON_INTERVAL_SECONDS=1) instead of production's 45 s, so the scheduled job fires in
 * seconds, not up to 90 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, type Pool } from '@server/db/pool';
import { UPLOAD_CLEANUP_JOB } from '@server/services/unattachedUploads';
import { TEST_JWT_SECRET } from '../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, tokenFor, type TestUser } from '../support/apiBuilders';
import { pdfBytes } from '../support/files';
import { databaseUrl } from '../support/pgUrl';
import { startTestS3, type TestS3 } from '../support/s3Server';

const ROOT = path.join(__dirname, '..', '..');
const MB = 1024 * 1024;
const dbName = `api_two_nodes_${crypto.randomBytes(4).toString('hex')}`;

interface Node {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
}

let s3: TestS3;
let pool: Pool;
const nodes: Node[] = [];
let proxy: http.Server;
let base: string;
/** Which node answered each request through the proxy, in order. */
const served: Array<{ method: string; path: string; node: string }> = [];
let admin: TestUser;
let standId: number;

async function admin_(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.API_TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startNode(name: string, env: NodeJS.ProcessEnv): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stands-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const found = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearInterval(poll);
        resolve(Number(found[1]));
      } else if (child.exitCode !== null || Date.now() - started > 120_000) {
        clearInterval(poll);
        reject(new Error(`node ${name} did not start: ${output}`));
      }
    }, 100);
  });
  return { name, port, dataDir, child, output: () => output };
}

/** The load balancer: each request to the next node in turn; request and answer bodies piped as they come (no buffering: event streams pass). */
function startProxy(upstreams: Node[]): Promise<http.Server> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const node = upstreams[turn++ % upstreams.length];
    served.push({ method: req.method!, path: req.url!, node: node.name });
    const forward = http.request({ host: '127.0.0.1', port: node.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      res.flushHeaders();
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  await admin_(`CREATE DATABASE ${dbName} TEMPLATE ${process.env.API_TEST_PG_TEMPLATE}`);
  s3 = await startTestS3('two-nodes');
  const url = databaseUrl(process.env.API_TEST_PG_URL!, dbName);
  pool = createPool(url);
  admin = await insertUser(pool, { role: ROLES.ADMIN });
  standId = await insertStand(pool, await insertShow(pool));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: TEST_JWT_SECRET,
    S3_ENDPOINT: s3.config.endpoint,
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    JOB_CRON_INTERVAL_SECONDS: '1',
  };
  // One after the other: the first installs pg-boss's schema.
  nodes.push(await startNode('node-a', env));
  nodes.push(await startNode('node-b', env));
  proxy = await startProxy(nodes);
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await Promise.all(
    nodes.map(
      (node) =>
        new Promise<void>((resolve) => {
          if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => node.child.kill('SIGKILL'), 30_000);
          node.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          node.child.kill('SIGTERM');
        }),
    ),
  );
  for (const node of nodes) fs.rmSync(node.dataDir, { recursive: true, force: true });
  await pool?.end();
  await s3?.close();
  await admin_(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}, 120_000);

const lastServed = () => served[served.length - 1].node;
const headers = async (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${await tokenFor(admin)}`, accept: 'application/ld+json', ...extra });

it('a plan uploaded through one node downloads through the other, byte for byte, from the bucket', async () => {
  const bytes = Buffer.concat([pdfBytes('Plan du stand'), crypto.randomBytes(12 * MB)]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'plan-stand-B14.pdf');
  const created = await fetch(`${base}/backend/message_media`, { method: 'POST', body: form, headers: await headers() });
  expect(created.status).toBe(201);
  const uploadedBy = lastServed();
  const { id } = (await created.json()) as { id: number };

  const download = await fetch(`${base}/backend/message_media/${id}/file`, { headers: await headers() });
  expect(download.status).toBe(200);
  expect(lastServed()).not.toBe(uploadedBy);
  const received = Buffer.from(await download.arrayBuffer());
  expect(received.length).toBe(bytes.length);
  expect(received.equals(bytes)).toBe(true);
  // Neither node keeps it on its disk: it is in the bucket.
  for (const node of nodes) expect(fs.readdirSync(path.join(node.dataDir, 'files')).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  expect((await s3.keys()).length).toBe(1);
}, 120_000);

it('a message posted through one node reaches the event stream held by the other within 1 s', async () => {
  const controller = new AbortController();
  const stream = await fetch(`${base}/backend/events`, { headers: await headers({ accept: 'text/event-stream' }), signal: controller.signal });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const heldBy = lastServed();
  const received: Array<{ kind: string; iris: string[]; at: number }> = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const reading = (async () => {
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, cut).split('\n').find((line) => line.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.kind === 'ready') ready();
          else received.push({ ...event, at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
  })();
  await isReady;

  const standIri = `/backend/stands/${standId}`;
  const delays: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      // Every other request goes to the node holding the stream: a request to it first, so the post goes to the other.
      if (served.length % 2 === nodes.findIndex((n) => n.name === heldBy)) await fetch(`${base}/health`);
      const postedAt = Date.now();
      const posted = await fetch(`${base}/backend/stand_messages`, {
        method: 'POST',
        headers: await headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ stand: standIri, message: { content: `Plan révisé n° ${i + 1}`, attachments: [] } }),
      });
      expect(posted.status).toBe(201);
      expect(lastServed()).not.toBe(heldBy);
      const { '@id': threadIri } = (await posted.json()) as { '@id': string };
      const arrived = () => received.find((event) => event.kind === 'standMessageCreated' && event.iris.includes(threadIri));
      const deadline = Date.now() + 5000;
      while (!arrived() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(arrived()?.iris).toContain(standIri);
      delays.push(arrived()!.at - postedAt);
    }
  } finally {
    controller.abort();
    await reading;
  }
  // Issue 26: within 1 s. A loaded 2-core CI machine runs two test files at once: each delivery
  // within 5 s, their median within 1 s (the bench's `events` row measures the latency itself).
  delays.sort((a, b) => a - b);
  for (const delay of delays) expect(delay).toBeLessThanOrEqual(5000);
  expect(delays[Math.floor(delays.length / 2)]).toBeLessThanOrEqual(1000);
}, 120_000);

it('a scheduled job fires once per tick across both nodes', async () => {
  // The hourly upload cleanup, scheduled by both nodes at their start (one schedule per name in
  // pg-boss's table), made every minute. Not in a minute's last 10 s: a tick sent then but run
  // after the minute turned would share its minute with the next one's (pg-boss's one-per-minute
  // key is the minute the tick is sent in, the job's created_on the minute it is run in).
  while (new Date().getUTCSeconds() >= 50) await new Promise((resolve) => setTimeout(resolve, 250));
  await pool.query("UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = $1", [UPLOAD_CLEANUP_JOB]);
  // Both nodes' cron monitors see the every-minute schedule due.
  const jobs = async () =>
    (
      await pool.query<{ state: string; retry_count: number; minute: string }>(
        "SELECT state, retry_count, to_char(date_trunc('minute', created_on), 'HH24:MI') AS minute FROM pgboss.job WHERE name = $1 ORDER BY created_on",
        [UPLOAD_CLEANUP_JOB],
      )
    ).rows;
  // pg-boss's cron monitor runs every second on each node (JOB_CRON_INTERVAL_SECONDS), its send worker polls every second.
  const deadline = Date.now() + 150_000;
  while (!(await jobs()).some((job) => job.state === 'completed') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
  const seen = await jobs();
  expect(seen.some((job) => job.state === 'completed')).toBe(true);
  // One job per minute whatever the number of nodes, run once (no second attempt).
  const minutes = seen.map((job) => job.minute);
  expect(new Set(minutes).size).toBe(minutes.length);
  for (const job of seen.filter((j) => j.state === 'completed')) expect(job.retry_count).toBe(0);
  // Both nodes were up and monitoring the schedule all along.
  for (const node of nodes) expect(node.child.exitCode).toBeNull();
}, 200_000);
