/**
 * Marked-up plan PDFs off the event loop (issue 25, item 4): building one over a 20-page A1 plan
 * takes 200–300 ms of CPU (parsing the plan, copying its pages, compressing), during which no
 * other request would be served. So each is built in a worker thread (./planRevisionPdfWorker.ts),
 * the way stand import analyses are (./standImport/analysisPool.ts, docs/architecture.md "Work
 * off the event loop"): at most `size` at a time (the others wait their turn), a finished worker
 * kept for the next PDF, a worker that failed or ran past `timeLimitMs` terminated and replaced.
 * The files' bytes are handed over (transferred, not copied) and the PDF's bytes come back.
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { workerSlots } from './workerSlots';
import type { PlanPdfJob } from './planRevisionPdf';
import type { PlanPdfMessage } from './planRevisionPdfWorker';

export interface PlanPdfPool {
  build(job: PlanPdfJob): Promise<Uint8Array>;
  /** Ends every worker (the app closing). */
  close(): Promise<void>;
}

const WORKER_ENTRY = path.join(__dirname, 'planRevisionPdfWorker.cjs');

export function createPlanPdfPool(options: { size?: number; timeLimitMs?: number } = {}): PlanPdfPool {
  const size = options.size ?? 2;
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const slots = workerSlots(WORKER_ENTRY, size);
  const { acquire, release } = slots;

  function run(worker: Worker, job: PlanPdfJob): Promise<Uint8Array> {
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
      const onMessage = (message: PlanPdfMessage) => {
        if (message.type === 'done') settle(true, () => resolve(message.pdf));
        else settle(false, () => reject(new Error(`marked-up PDF failed: ${message.message}`)));
      };
      const onError = (err: Error) => settle(false, () => reject(err));
      const onExit = (code: number) => settle(false, () => reject(new Error(`marked-up PDF worker exited (${code})`)));
      const timer = setTimeout(() => settle(false, () => reject(new Error(`marked-up PDF over ${timeLimitMs} ms`))), timeLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const transfer = job.bytes.filter((b): b is Uint8Array => b !== null).map((b) => b.buffer as ArrayBuffer);
      // A Buffer may share its ArrayBuffer (Node's pool): transfer only buffers owned whole, copy the others.
      const owned = new Set(job.bytes.filter((b): b is Uint8Array => b !== null && b.byteOffset === 0 && b.byteLength === b.buffer.byteLength).map((b) => b.buffer));
      worker.postMessage(job, [...new Set(transfer.filter((b) => owned.has(b)))]);
    });
  }

  return {
    async build(job) {
      return run(await acquire(), job);
    },
    close: () => slots.close(),
  };
}
