/**
 * What the services read of the app's dependencies and configuration. The app's AppDeps
 * (server/appDeps.ts) extends these: it is made of the services' own types (the job queue, the
 * mailer), so the services name this module and never the app's composition (appDeps → services,
 * not the reverse).
 */
import type { Pool } from '../db/pool';
import type { ActionDecl, ProcessorDecl } from '../hydra/resource';
import type { ConnectionTestLimiter } from './gateway/connectionTest';
import type { ExhibitorFileFetcher } from './gateway/fileFetcher';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage';
import type { AnalysisLimits, AnalysisPool } from './standImport/analysisPool';
import type { AnalysisProgress } from './standImport/analysisProgress';
import type { PlanPdfPool } from './planRevisionPdfPool';

export interface ServiceConfig {
  jwtSecret: string;
  /** Where uploaded and generated files live ($DATA_DIR/files) when no `storage` is given. */
  filesDir: string;
  /**
   * Where every stored file goes (server/services/storage.ts): the S3 bucket from `startServer`
   * (S3_* variables) or a test; absent, the local directory `filesDir`. Its owner closes it.
   */
  storage?: FileStorage;
  /**
   * The public origin (PUBLIC_URL) of absolute IRIs (the documentation Link header, `@vocab`):
   * never the request's Host header. A function when it is known only once listening (port 0).
   * Default http://localhost.
   */
  publicUrl?: string | (() => string);
  /** Mail through this SMTP server (SMTP_URL, `smtp://user:pass@host:587`); otherwise `.eml` files in `outboxDir`. */
  smtpUrl?: string;
  /** The outbox ($DATA_DIR/outbox); default `outbox` beside `filesDir`. */
  outboxDir?: string;
  /** The From of every message (MAIL_FROM). */
  mailFrom?: string;
  /** The stand import analysis's row and time limits (server/services/standImport/analysisPool.ts; tests set small ones). */
  standImportLimits?: Partial<AnalysisLimits>;
  /**
   * Gateway sources may reach loopback, private and link-local hosts (GATEWAY_ALLOW_PRIVATE_HOSTS=1;
   * the demo and the tests turn it on for their organizer servers on localhost). Default: refused
   * (server/services/gateway/hostPolicy.ts).
   */
  allowPrivateHosts?: boolean;
  /** The gateway's scheduled sync runs at its ticks (default); false leaves them idle (the e2e servers). */
  scheduledSync?: boolean;
}

export interface ServiceDeps {
  pool: Pool;
  config: ServiceConfig;
  /**
   * The job queue: pg-boss from `startServer`; when absent `buildApp` makes an in-process one
   * (`inlineJobQueue`: API tests wait for their jobs with `app.jobs.idle()`). The app stops it
   * when it closes.
   */
  jobs?: JobQueue;
  /** Set by `buildApp` for the resource modules: the one mailer (server/services/mail). */
  mailer?: Mailer;
  /** Set by `buildApp`: the stand import's analysis worker pool and the progress of the analyses running on this node. */
  standImportAnalysis?: { analyses: AnalysisPool; progress: AnalysisProgress };
  /** Set by `buildApp`: the connection tests running per user (server/services/gateway/connectionTest.ts). */
  gatewayTests?: ConnectionTestLimiter;
  /** The gateway's exhibitor file fetcher (default: from the show's source; tests give a fake). */
  gateway?: { fetchExhibitorFile?: ExhibitorFileFetcher };
  /** Set by `buildApp`: the worker threads building marked-up plan PDFs (server/services/planRevisionPdfPool.ts). */
  planPdfs?: PlanPdfPool;
}

/** A resource's custom write (server/hydra/processors.ts) that reads the services. */
export type Processor = ProcessorDecl<ServiceDeps>;
/** A resource's named operation that reads the services. */
export type Action = ActionDecl<ServiceDeps>;
