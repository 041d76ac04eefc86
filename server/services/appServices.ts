/**
 * The services `buildApp` gives the resource modules beside the pool: the job queue (the one
 * given, else an in-process one) and the mailer on it, with every job's handler registered.
 * Nothing here touches the database or the network until a job runs, so an app builds fast.
 */
import path from 'node:path';
import { originResolver } from '../hydra/docs';
import type { ServiceConfig, ServiceDeps } from './deps';
import { createConnectionTestLimiter, type ConnectionTestLimiter } from './gateway/connectionTest';
import { sourceFetcher, type ExhibitorFileFetcher } from './gateway/fileFetcher';
import { hostPolicyOf } from './gateway/hostPolicy';
import { registerSyncJobs } from './gateway/syncJobs';
import { inlineJobQueue, type JobQueue } from './jobs/queue';
import { createMailer, registerMailJob, type Mailer } from './mail/mailer';
import { mailTransport } from './mail/transport';
import { registerResetJob } from './passwordReset';
import { registerPlanRemindersJob } from './planReminders';
import { registerFileSweepJob } from './removedFiles';
import { createAnalysisPool, DEFAULT_ANALYSIS_LIMITS, type AnalysisPool } from './standImport/analysisPool';
import { analysisProgress, type AnalysisProgress } from './standImport/analysisProgress';
import { storageOf } from './storage';
import { createPlanPdfPool, type PlanPdfPool } from './planRevisionPdfPool';
import { registerUploadCleanupJob } from './unattachedUploads';

export const DEFAULT_MAIL_FROM = 'Stand plans <no-reply@stand-plans.invalid>';

export interface AppServices {
  jobs: JobQueue;
  mailer: Mailer;
  outboxDir: string;
  /** The stand import's analysis workers (started on first use) and the progress of the analyses. */
  standImportAnalysis: { analyses: AnalysisPool; progress: AnalysisProgress };
  /** The gateway's connection tests running per user (at most 2 each). */
  gatewayTests: ConnectionTestLimiter;
  /** The sync's exhibitor file fetcher: the one given (tests), else from the show's source within the configured hosts. */
  gateway: { fetchExhibitorFile: ExhibitorFileFetcher };
  /** The marked-up plan PDFs' workers (started on first use). */
  planPdfs: PlanPdfPool;
  /** Stops the jobs (running ones finish) and closes the mail transport. */
  close(): Promise<void>;
}

export const outboxDirOf = (config: ServiceConfig): string => config.outboxDir ?? path.join(path.dirname(config.filesDir), 'outbox');

export async function createAppServices(deps: ServiceDeps): Promise<AppServices> {
  const { pool, config } = deps;
  const jobs = deps.jobs ?? inlineJobQueue({ onError: (name, err) => console.error(`Job ${name} failed:`, err instanceof Error ? err.message : err) });
  const outboxDir = outboxDirOf(config);
  const transport = mailTransport(config.smtpUrl, outboxDir);
  const mailer = createMailer({ pool, jobs, transport, from: config.mailFrom ?? DEFAULT_MAIL_FROM });
  await registerMailJob(jobs, mailer);
  await registerResetJob(jobs, { pool, mailer, publicOrigin: originResolver(config.publicUrl) });
  const storage = storageOf(config);
  await registerFileSweepJob(jobs, { pool, storage });
  await registerUploadCleanupJob(jobs, { pool, storage });
  const fetchExhibitorFile = deps.gateway?.fetchExhibitorFile ?? sourceFetcher(hostPolicyOf(config));
  await registerSyncJobs(jobs, { pool, fetchFile: fetchExhibitorFile }, { scheduled: config.scheduledSync !== false });
  await registerPlanRemindersJob(jobs, { pool, mailer, origin: originResolver(config.publicUrl) }, { scheduled: config.scheduledSync !== false });
  const standImportAnalysis = {
    analyses: createAnalysisPool({ ...DEFAULT_ANALYSIS_LIMITS, ...config.standImportLimits }),
    progress: analysisProgress(),
  };
  const planPdfs = createPlanPdfPool();
  return {
    jobs,
    mailer,
    outboxDir,
    standImportAnalysis,
    gatewayTests: createConnectionTestLimiter(),
    gateway: { fetchExhibitorFile },
    planPdfs,
    async close() {
      await jobs.stop();
      transport.close();
      await standImportAnalysis.analyses.close();
      await planPdfs.close();
    },
  };
}
