/**
 * Stand import analyses off the event loop (issue 18, point 3): a 220 000-row file read on the
 * main thread blocked every request for 26 s. Each analysis runs in a worker thread
 * (./analysisWorker.ts), under two limits that end it with an AnalysisLimitError (the route's
 * 422 on `standImportFile`): more rows than `maxRows` (the worker stops reading at once), or
 * longer than `timeLimitMs` (the worker is terminated: a pathological file cannot hold a core).
 *
 * At most `size` analyses run at a time (a burst of imports cannot start a thread per request on
 * a small machine): the others wait their turn, their time limit starting when they start. A
 * finished worker is kept for the next analysis (starting one loads the analysis code: half a
 * second to a second), a terminated one is replaced when next needed; `warm()` starts one ahead
 * (an import file was just uploaded: its analysis comes next).
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { workerSlots } from '../workerSlots';
import type { Locale } from '../../i18n';
import type { ExistingStand, StandImportAnalysis } from './analyse';
import type { AnalysisJob, AnalysisMessage } from './analysisWorker';

export interface AnalysisLimits {
  /** Rows under the header (a show has at most a few thousand stands; 10 000 is the speed target). */
  maxRows: number;
  /** The longest an analysis may run. */
  timeLimitMs: number;
}

export const DEFAULT_ANALYSIS_LIMITS: AnalysisLimits = { maxRows: 100_000, timeLimitMs: 60_000 };

export class AnalysisLimitError extends Error {
  constructor(
    public readonly limit: 'rows' | 'time',
    /** The limit passed: rows, or milliseconds. */
    public readonly value: number,
  ) {
    super(`stand import analysis over its ${limit} limit (${value})`);
  }
}

export interface AnalysisRequest {
  bytes: Buffer;
  stands: ExistingStand[];
  locale: Locale;
  /** The share of the work done (0 to 1), as the worker tells it. */
  onProgress?: (share: number) => void;
}

export interface AnalysisPool {
  analyse(request: AnalysisRequest): Promise<StandImportAnalysis>;
  /** Starts a worker now when none is idle, so that the next analysis need not wait for one. */
  warm(): void;
  /** Ends every worker (the app closing). */
  close(): Promise<void>;
}

const WORKER_ENTRY = path.join(__dirname, 'analysisWorker.cjs');

export function createAnalysisPool(limits: AnalysisLimits = DEFAULT_ANALYSIS_LIMITS, size = 2): AnalysisPool {
  const slots = workerSlots(WORKER_ENTRY, size);
  const { acquire, release } = slots;

  function run(worker: Worker, request: AnalysisRequest): Promise<StandImportAnalysis> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (reusable: boolean, done: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (!reusable) void worker.terminate();
        release(reusable ? worker : null);
        done();
      };
      const onMessage = (message: AnalysisMessage) => {
        if (message.type === 'progress') request.onProgress?.(message.share);
        else if (message.type === 'done') settle(true, () => resolve(message.analysis));
        else settle(true, () => reject(new AnalysisLimitError('rows', message.limit)));
      };
      const onError = (err: Error) => settle(false, () => reject(err));
      const onExit = (code: number) => settle(false, () => reject(new Error(`stand import worker exited (${code})`)));
      const timer = setTimeout(() => settle(false, () => reject(new AnalysisLimitError('time', limits.timeLimitMs))), limits.timeLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const job: AnalysisJob = { bytes: request.bytes, stands: request.stands, locale: request.locale, maxRows: limits.maxRows };
      worker.postMessage(job);
    });
  }

  return {
    async analyse(request) {
      return run(await acquire(), request);
    },
    warm: () => slots.warm(),
    close: () => slots.close(),
  };
}
