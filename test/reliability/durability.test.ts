/**
 * Durability, proven against the real server in its own process on a PostgreSQL the test
 * owns: writes at load (stand PATCHes, layout type and stand layout POSTs with unique
 * markers), the Node process SIGKILLed mid-load and restarted, several times; then PostgreSQL
 * stopped and started again under load. Every acknowledged write must be in the database,
 * none refused, none torn; during the outage the API answers 503 with Retry-After (no 500,
 * no hang) and serves again by itself once PostgreSQL is back.
 * Run with `npm run test:reliability`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, DEMO, login, sleep, startNode, startPostgres, tempDir, type Node, type Postgres } from './support/cluster';
import { checkWrites, Load, type Targets } from './support/load';

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 5);

let root: string;
let pg: Postgres;
let node: Node | null = null;
let targets: Targets;

const report = (line: string) => console.log(`  [figures] ${line}`);

before(async () => {
  root = tempDir('reliability-');
  pg = await startPostgres(path.join(root, 'postgres'));
  node = await startNode({ dataDir: path.join(root, 'data'), databaseUrl: pg.url });
  const { token } = await login(node.url, DEMO.admin);
  const stands = await api(node.url, 'GET', '/stands?itemsPerPage=4&order[id]=asc', { token });
  const standIds = (stands.body as { 'hydra:member': { '@id': string }[] })['hydra:member'].map((s) => Number(s['@id'].split('/').pop()));
  const types = await api(node.url, 'GET', '/layout_types?itemsPerPage=1', { token });
  const layoutTypeId = Number((types.body as { 'hydra:member': { '@id': string }[] })['hydra:member'][0]['@id'].split('/').pop());
  assert.equal(standIds.length, 4);
  targets = { standIds, layoutTypeId };
});

after(async () => {
  await node?.stop();
  await pg?.stop().catch(() => undefined);
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test(`no acknowledged write is lost or torn over ${KILLS} SIGKILLs of the node mid-load`, async () => {
  const prefix = `kill${Date.now().toString(36)}`;
  let token = (await login(node!.url, DEMO.admin)).token;
  const load = new Load(() => node!.url, () => token, targets, prefix);
  for (let round = 0; round < KILLS; round++) {
    const before = load.acked();
    load.start(1);
    // Some writes acknowledged, then a random moment mid-load.
    const deadline = Date.now() + 30_000;
    while (load.acked() < before + 15) {
      assert.ok(Date.now() < deadline, `no progress: ${JSON.stringify([...load.tally.byStatus])}`);
      await sleep(20);
    }
    await sleep(100 + Math.random() * 400);
    const how = await node!.kill('SIGKILL');
    assert.equal(how, 'SIGKILL');
    await load.stop();
    node = await startNode({ dataDir: path.join(root, 'data'), databaseUrl: pg.url });
    token = (await login(node.url, DEMO.admin)).token;
  }
  const check = await checkWrites(pg, load.writes, prefix);
  report(
    `SIGKILL: ${KILLS} kills, ${load.writes.length} writes sent, ${check.acked} acknowledged, lost ${check.lost.length}, ` +
      `refused but applied ${check.refusedApplied.length}, torn ${check.torn.length}; unacknowledged: ${check.unknownApplied} committed, ${check.unknownNotApplied} not`,
  );
  assert.deepEqual(check.lost, []);
  assert.deepEqual(check.refusedApplied, []);
  assert.deepEqual(check.torn, []);
  assert.ok(check.acked >= KILLS * 15);
});

test('a PostgreSQL restart under load: 503 with Retry-After meanwhile, no 500, no hang, recovery by itself, nothing acknowledged lost', async () => {
  const prefix = `pgrestart${Date.now().toString(36)}`;
  const token = (await login(node!.url, DEMO.admin)).token;
  const load = new Load(() => node!.url, () => token, targets, prefix);
  load.start(2);
  const deadline = Date.now() + 30_000;
  while (load.acked() < 30) {
    assert.ok(Date.now() < deadline, `no progress: ${JSON.stringify([...load.tally.byStatus])}`);
    await sleep(20);
  }
  const stoppedAt = Date.now();
  await pg.stop();
  await sleep(2000);
  await pg.start();
  const restartedAt = Date.now();
  // Served again without anyone touching the node: some success after the restart, then a little more load.
  while (load.tally.lastOkAt < restartedAt && Date.now() - restartedAt < 30_000) await sleep(50);
  const recoveredMs = load.tally.lastOkAt - restartedAt;
  await sleep(1500);
  await load.stop();

  const check = await checkWrites(pg, load.writes, prefix);
  const statuses = [...load.tally.byStatus].sort(([a], [b]) => a - b);
  const serverErrors = statuses.filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
  report(
    `PostgreSQL restart: down ${restartedAt - stoppedAt} ms, ${load.tally.requests} requests, statuses ${statuses
      .map(([s, c]) => `${s || 'network error'}×${c}`)
      .join(', ')}; first success ${recoveredMs} ms after the restart; slowest answer ${load.tally.slowestMs} ms; ` +
      `${check.acked} writes acknowledged, lost ${check.lost.length}, torn ${check.torn.length}`,
  );
  assert.equal(await Promise.race([node!.exited, sleep(10).then(() => 'running')]), 'running', 'the node survived');
  assert.ok(load.tally.lastOkAt > restartedAt, 'served again after PostgreSQL came back');
  assert.equal(serverErrors, 0, 'no 5xx but 503');
  assert.equal(load.tally.byStatus.get(0) ?? 0, 0, 'no connection error or hang');
  assert.equal(load.tally.unavailableWithoutRetryAfter, 0, 'every 503 says Retry-After');
  assert.ok(load.tally.slowestMs < 10_000, `no answer took ${load.tally.slowestMs} ms`);
  assert.deepEqual(check.lost, []);
  assert.deepEqual(check.refusedApplied, []);
  assert.deepEqual(check.torn, []);
  // The login path too (limits and refresh tokens live in PostgreSQL).
  await login(node!.url, DEMO.admin);
});
