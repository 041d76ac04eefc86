/**
 * A worker thread of the stand import analyses (issue 18, point 3; started by ./analysisPool.ts
 * through ./analysisWorker.cjs). Reading and checking a file is pure CPU (200 000 rows: seconds),
 * so it runs here, away from the event loop that serves every other request. One job at a time:
 * the file's bytes and the show's stands come in, progress messages then the analysis go out.
 */
import { parentPort } from 'node:worker_threads';
import type { Locale } from '../../i18n';
import { analyseStandFile, CsvRowLimitError, indexStands, type ExistingStand, type StandImportAnalysis } from './analyse';

export interface AnalysisJob {
  bytes: Uint8Array;
  stands: ExistingStand[];
  locale: Locale;
  maxRows: number;
}

export type AnalysisMessage =
  | { type: 'progress'; share: number }
  | { type: 'done'; analysis: StandImportAnalysis }
  | { type: 'tooManyRows'; limit: number };

/** Progress is told at most this often: the wizard polls about once a second. */
const PROGRESS_INTERVAL_MS = 100;

export function runAnalysisJob(job: AnalysisJob, send: (message: AnalysisMessage) => void): void {
  let lastSent = 0;
  const onProgress = (share: number) => {
    const now = Date.now();
    if (now - lastSent < PROGRESS_INTERVAL_MS) return;
    lastSent = now;
    send({ type: 'progress', share });
  };
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    const analysis = analyseStandFile(bytes, indexStands(job.stands), job.locale, { maxRows: job.maxRows, onProgress });
    send({ type: 'done', analysis });
  } catch (err) {
    if (!(err instanceof CsvRowLimitError)) throw err;
    send({ type: 'tooManyRows', limit: err.limit });
  }
}

// An error thrown here ends the thread with an 'error' event: the pool answers that request's 500.
parentPort?.on('message', (job: AnalysisJob) => runAnalysisJob(job, (message) => parentPort!.postMessage(message)));
