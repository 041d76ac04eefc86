/**
 * A worker thread building marked-up plan PDFs (./planRevisionPdfPool.ts, started through
 * ./planRevisionPdfWorker.cjs): parsing and copying a 20-page A1 plan is a few hundred
 * milliseconds of CPU, which would hold every other request on the event loop. One job at a time:
 * the revision and its files' bytes come in, the PDF's bytes go out.
 */
import { parentPort } from 'node:worker_threads';
import { buildPlanRevisionPdf, type PlanPdfJob } from './planRevisionPdf';

export type PlanPdfMessage = { type: 'done'; pdf: Uint8Array } | { type: 'failed'; message: string };

parentPort?.on('message', (job: PlanPdfJob) => {
  buildPlanRevisionPdf(job).then(
    (pdf) => parentPort!.postMessage({ type: 'done', pdf } satisfies PlanPdfMessage, [pdf.buffer as ArrayBuffer]),
    (err: unknown) => parentPort!.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) } satisfies PlanPdfMessage),
  );
});
