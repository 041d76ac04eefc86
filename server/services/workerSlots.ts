/**
 * The bookkeeping of a small pool of worker threads, shared by the pools that run heavy work off
 * the event loop (the stand import's analysis, the marked-up plan PDFs): at most `size` busy at
 * once (the others wait their turn), a finished worker kept for the next job, an exited one
 * forgotten, and every worker ended on close.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerSlots {
  /** A worker for one job: an idle one, else a new one, once fewer than `size` are busy. */
  acquire(): Promise<Worker>;
  /** The job ended: its worker kept for the next one (`null`: it was ended, not reusable). */
  release(worker: Worker | null): void;
  /** Starts a worker ahead of the first job, unless one is idle or all slots are taken. */
  warm(): void;
  /** Ends every worker; jobs still waiting are dropped. */
  close(): Promise<void>;
}

export function workerSlots(entry: string, size: number): WorkerSlots {
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: Array<() => void> = [];
  let running = 0;

  const spawn = (): Worker => {
    const worker = new Worker(entry);
    // An idle worker must not keep the process alive.
    worker.unref();
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };

  return {
    async acquire() {
      while (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      return idle.pop() ?? spawn();
    },
    release(worker) {
      running--;
      if (worker) idle.push(worker);
      waiting.shift()?.();
    },
    warm() {
      if (idle.length === 0 && all.size < size) idle.push(spawn());
    },
    async close() {
      waiting.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}
