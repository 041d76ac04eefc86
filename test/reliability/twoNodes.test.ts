/**
 * Several nodes (issue 7, item 7): two API processes on one PostgreSQL and one data
 * directory, requests alternating between them. Everything that matters across
 * requests lives in PostgreSQL (refresh chains, session versions, login failures), so
 * a token issued by one node works on the other, a refresh token spent on one is
 * detected when replayed on the other, a logout or a disabled account ends the session
 * on both, and failed logins are counted across both.
 * Run with `npm run test:reliability`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, DEMO, login, startNode, startPostgres, tempDir, type Node, type Postgres } from './support/cluster';

let root: string;
let pg: Postgres;
let a: Node;
let b: Node;

before(async () => {
  root = tempDir('two-nodes-');
  pg = await startPostgres(path.join(root, 'postgres'));
  const dataDir = path.join(root, 'data');
  // One after the other: the first seeds the demo data and writes the JWT secret both use.
  a = await startNode({ dataDir, databaseUrl: pg.url });
  b = await startNode({ dataDir, databaseUrl: pg.url });
});

after(async () => {
  await a?.stop();
  await b?.stop();
  await pg?.stop().catch(() => undefined);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const refresh = (base: string, refreshToken: string) =>
  api(base, 'POST', '/token/refresh', { body: { refresh_token: refreshToken } });

test('a token issued by one node is accepted by the other', async () => {
  const { token } = await login(a.url, DEMO.admin);
  assert.equal((await api(b.url, 'GET', '/stands?itemsPerPage=1', { token })).status, 200);
  assert.equal((await api(a.url, 'GET', '/stands?itemsPerPage=1', { token })).status, 200);
});

test('refresh rotation across nodes, and a spent refresh token replayed on the other node ends the chain', async () => {
  const first = await login(a.url, DEMO.admin);
  const rotated = await refresh(b.url, first.refresh_token);
  assert.equal(rotated.status, 200);
  const second = rotated.body as { token: string; refresh_token: string };
  assert.equal((await api(a.url, 'GET', '/stands?itemsPerPage=1', { token: second.token })).status, 200);

  // The spent token, replayed on the node that did not spend it.
  assert.equal((await refresh(a.url, first.refresh_token)).status, 401);
  // The whole chain is revoked, on both nodes: its live refresh token and its access token.
  assert.equal((await refresh(b.url, second.refresh_token)).status, 401);
  assert.equal((await api(a.url, 'GET', '/stands?itemsPerPage=1', { token: second.token })).status, 401);
  assert.equal((await api(b.url, 'GET', '/stands?itemsPerPage=1', { token: second.token })).status, 401);
});

test('a logout on one node ends the session on the other', async () => {
  const session = await login(b.url, DEMO.organizer);
  assert.equal((await api(a.url, 'GET', '/stands?itemsPerPage=1', { token: session.token })).status, 200);
  const out = await api(a.url, 'POST', '/logout', { token: session.token, body: { refresh_token: session.refresh_token } });
  assert.equal(out.status, 204);
  assert.equal((await api(b.url, 'GET', '/stands?itemsPerPage=1', { token: session.token })).status, 401);
  assert.equal((await refresh(b.url, session.refresh_token)).status, 401);
});

test('a disabled account is refused at once by both nodes', async () => {
  const session = await login(a.url, 'decorator@demo.test');
  assert.equal((await api(b.url, 'GET', '/stands?itemsPerPage=1', { token: session.token })).status, 200);
  await pg.query("UPDATE users SET enabled = false WHERE email = 'decorator@demo.test'");
  try {
    assert.equal((await api(a.url, 'GET', '/stands?itemsPerPage=1', { token: session.token })).status, 401);
    assert.equal((await api(b.url, 'GET', '/stands?itemsPerPage=1', { token: session.token })).status, 401);
  } finally {
    await pg.query("UPDATE users SET enabled = true WHERE email = 'decorator@demo.test'");
  }
});

test('failed logins are counted across both nodes', async () => {
  const attempt = (node: Node) =>
    api(node.url, 'POST', '/login_check', { body: { _username: 'agency@demo.test', _password: 'not-the-password' } });
  const statuses: number[] = [];
  // Five free failures for one account at one address, whichever node answers them.
  for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
  assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
  const slowedOnA = await attempt(a);
  const slowedOnB = await attempt(b);
  assert.equal(slowedOnA.status, 429);
  assert.equal(slowedOnB.status, 429);
  assert.ok(Number(slowedOnB.headers.get('retry-after')) > 0);
});
