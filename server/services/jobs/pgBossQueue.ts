/**
 * The job queue of a running server: pg-boss 10 in the app's own PostgreSQL, schema `pgboss`
 * (created by pg-boss itself on first start, beside the app's tables, never in a migration of
 * ours). Jobs survive restarts, each runs once whatever the number of API nodes, and a failed
 * one is retried by pg-boss with exponential backoff; the handler learns from the job's
 * metadata whether this attempt is the last.
 */
import PgBoss from 'pg-boss';
import type { JobQueue } from './queue';

/** pg-boss's manager checks its workers stopped every 1,000 ms after a stop (node_modules/pg-boss/src/manager.js). */
const MANAGER_STOP_ROUND_MS = 1_100;

export const PG_BOSS_SCHEMA = 'pgboss';

/** How often the cron schedules are checked, and their due jobs sent (pg-boss allows 1 to 45 s). */
export const CRON_INTERVAL_SECONDS = 45;

export interface PgBossQueueOptions {
  onError?: (err: Error) => void;
  /**
   * The cron monitor's and its send worker's interval, default CRON_INTERVAL_SECONDS. A test of a
   * schedule passes 1: with 45 s, a due job waited up to 90 s to start.
   */
  cronIntervalSeconds?: number;
  /**
   * Default true: `stop` returns once pg-boss's manager has ended its last round (MANAGER_STOP_ROUND_MS),
   * for a process that goes on (jest's next file). A process about to exit (a browser test file's
   * server) passes false and saves that second.
   */
  settleOnStop?: boolean;
}

export async function startPgBossQueue(databaseUrl: string, options: PgBossQueueOptions = {}): Promise<JobQueue> {
  const cronIntervalSeconds = options.cronIntervalSeconds ?? CRON_INTERVAL_SECONDS;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: PG_BOSS_SCHEMA,
    max: 3,
    // Cron schedules (the hourly upload cleanup) checked every 45 s, the slowest pg-boss allows:
    // none needs the minute.
    schedule: true,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
  });
  let stopping = false;
  // Once stopping, the database going away under pg-boss's pool is expected, not worth a line.
  boss.on('error', (err) => {
    if (!stopping) (options.onError ?? ((e: Error) => console.error('Job queue error:', e.message)))(err);
  });
  await boss.start();
  const pending = new Set<string>();
  /** This node's worker of each queue: woken at once by a job this node sends (another node's waits for its poll). */
  const workers = new Map<string, string>();

  return {
    async register(name, policy, handler) {
      await boss.createQueue(name, {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
      });
      const workerId = await boss.work<object>(name, { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) {
          // retryCount counts the retries already made: this is attempt retryCount + 1.
          await handler(job.data as never, { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
        }
      });
      workers.set(name, workerId);
      pending.add(name);
    },
    async send(name, data) {
      await boss.send(name, data);
      // Without it the job waits up to a polling interval (0.5 s) to start: a sync's preview and
      // its apply, each followed by the user, waited ~0.25 s each on average (issue 24's speed row).
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async schedule(name, cron) {
      // Kept in pg-boss's table: one schedule per name, replaced at each start.
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async idle() {
      // pg-boss has no "drained" signal; poll the queues' counts (tests of a running server only).
      for (;;) {
        let waiting = 0;
        for (const name of pending) waiting += (await boss.getQueueSize(name, { before: 'completed' })) ?? 0;
        if (!waiting) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // pg-boss's stop resolves while its manager still waits (one `delay(1000)` round) for its
      // workers to say they stopped; that timer outliving its process's tests fired into the next
      // test file's torn-down module registry ("Cannot destructure property 'setTimeout'…").
      // Stopped means stopped: its round is over before this returns.
      if (options.settleOnStop ?? true) await new Promise((resolve) => setTimeout(resolve, MANAGER_STOP_ROUND_MS));
    },
  };
}
