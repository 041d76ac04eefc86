/**
 * The job queue every area sends its background work to (DESIGN "jobs": mail sending, later the
 * scheduled sync and reminders). Two implementations of one interface: pg-boss in the app's
 * PostgreSQL (`pgBossQueue.ts`, what `startServer` runs: survives restarts, runs each job once
 * across API nodes) and the in-process one below (what `buildApp` uses when given none: API
 * tests, which wait for their jobs with `idle()`).
 */

/** How a job is retried: `retryLimit` more attempts, `retryDelaySeconds` doubled after each failure. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface JobContext {
  /** 1 for the first attempt. */
  attempt: number;
  /** Whether a failure now is final (no retry left). */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** Declares a job's handler and retry policy (before any `send` of it). */
  register<T extends object>(name: string, policy: RetryPolicy, handler: JobHandler<T>): Promise<void>;
  /** Queues a job; it runs later, never inside the caller's request. */
  send(name: string, data: object): Promise<void>;
  /**
   * Runs a registered job on a cron schedule (`'17 * * * *'`, UTC), once per tick whatever the
   * number of API nodes. The in-process queue never fires it: tests `send` the job themselves.
   */
  schedule(name: string, cron: string): Promise<void>;
  /** Resolves once every job sent so far (and their retries) has finished. */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

interface Registered {
  policy: RetryPolicy;
  handler: JobHandler<object>;
}

/**
 * Jobs run in this process, after the current request (setImmediate), retried with the same
 * backoff as pg-boss but with `delayMs` to turn its seconds into a test's milliseconds. Nothing
 * survives a restart: for tests and tools, never for `npm start`.
 */
export function inlineJobQueue(options: { delayMs?: (seconds: number) => number; onError?: (name: string, err: unknown) => void } = {}): JobQueue & { failures: unknown[] } {
  const delayMs = options.delayMs ?? ((seconds: number) => seconds * 1000);
  const handlers = new Map<string, Registered>();
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  let stopped = false;

  const run = async (name: string, data: object): Promise<void> => {
    const job = handlers.get(name);
    if (!job) throw new Error(`No handler registered for job ${name}`);
    const { retryLimit, retryDelaySeconds } = job.policy;
    for (let attempt = 1; ; attempt++) {
      const lastAttempt = attempt > retryLimit;
      try {
        await job.handler(data, { attempt, lastAttempt });
        return;
      } catch (err) {
        if (lastAttempt || stopped) {
          failures.push(err);
          options.onError?.(name, err);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delayMs(retryDelaySeconds * 2 ** (attempt - 1))));
      }
    }
  };

  return {
    failures,
    async register(name, policy, handler) {
      handlers.set(name, { policy, handler: handler as JobHandler<object> });
    },
    async send(name, data) {
      if (stopped) throw new Error('The job queue is stopped');
      if (!handlers.has(name)) throw new Error(`No handler registered for job ${name}`);
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(name, data))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async schedule(name) {
      if (!handlers.has(name)) throw new Error(`No handler registered for job ${name}`);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      while (running.size) await Promise.all([...running]);
    },
  };
}
