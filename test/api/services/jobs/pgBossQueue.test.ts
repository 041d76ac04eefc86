/**
 * The job queue of a running server (pg-boss, server/services/jobs/pgBossQueue.ts): a job a node
 * sends starts on that node at once, not at its worker's next poll (every 0.5 s). A sync's preview
 * and its apply are such jobs, each followed by the user (issue 24's speed row: they waited
 * 0.25 s each on average for the poll).
 */
import { performance } from 'node:perf_hooks';
import type { JobQueue } from '@server/services/jobs/queue';
import { startPgBossQueue } from '@server/services/jobs/pgBossQueue';
import { createTestContext, type TestContext } from '../../../support/apiApp';

let ctx: TestContext;
let queue: JobQueue;
beforeAll(async () => {
  ctx = await createTestContext();
  queue = await startPgBossQueue(ctx.databaseUrl);
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await ctx.close();
}, 60_000);

it('starts a job sent by this node without waiting for the next poll', async () => {
  let sentAt = 0;
  let started: (ms: number) => void = () => {};
  await queue.register<{ n: number }>('test.pickup', { retryLimit: 0, retryDelaySeconds: 1 }, async () => started(performance.now() - sentAt));
  const waits: number[] = [];
  for (let n = 0; n < 6; n++) {
    // Sent at various points of the worker's polling cycle (0.5 s): a job left to the poll waits 0–500 ms.
    await new Promise((resolve) => setTimeout(resolve, 120 + n * 70));
    const start = new Promise<number>((resolve) => {
      started = resolve;
    });
    sentAt = performance.now();
    await queue.send('test.pickup', { n });
    waits.push(await start);
  }
  // Left to the poll, six sends all under 300 ms would be chance (0.6⁶ ≈ 5 %); woken, each takes a few ms.
  expect(waits.filter((ms) => ms >= 300)).toEqual([]);
}, 60_000);
