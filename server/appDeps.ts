/** What the app is built from: its database pool and its configuration (a leaf: plugins and resource modules name it). */
import type { FastifyServerOptions } from 'fastify';
import type { Pool } from './db/pool';
import type { ErrorReportingConfig } from './services/errorReporting';
import type { JobQueue } from './services/jobs/queue';
import type { AnalysisLimits } from './services/standImport/analysisPool';
import type { Mailer } from './services/mail/mailer';

export interface AppConfig {
  jwtSecret: string;
  /** Where uploaded and generated files live ($DATA_DIR/files). */
  filesDir: string;
  /** The built SPA (dist/); null to serve the API only. */
  distDir?: string | null;
  trustProxy?: boolean | string;
  /**
   * The public origin (PUBLIC_URL) of absolute IRIs (the documentation Link header, `@vocab`):
   * never the request's Host header. A function when it is known only once listening (port 0).
   * Default http://localhost.
   */
  publicUrl?: string | (() => string);
  logger?: FastifyServerOptions['logger'];
  /** Mail through this SMTP server (SMTP_URL, `smtp://user:pass@host:587`); otherwise `.eml` files in `outboxDir`. */
  smtpUrl?: string;
  /** The outbox ($DATA_DIR/outbox); default `outbox` beside `filesDir`. */
  outboxDir?: string;
  /** The From of every message (MAIL_FROM). */
  mailFrom?: string;
  /** Error reporting (SENTRY_DSN…, server/services/errorReporting.ts); absent or without a DSN, off. */
  errorReporting?: ErrorReportingConfig;
  /** The stand import analysis's row and time limits (server/services/standImport/analysisPool.ts; tests set small ones). */
  standImportLimits?: Partial<AnalysisLimits>;
}

export interface AppDeps {
  pool: Pool;
  config: AppConfig;
  /**
   * The job queue: pg-boss from `startServer`; when absent `buildApp` makes an in-process one
   * (`inlineJobQueue`: API tests wait for their jobs with `app.jobs.idle()`). The app stops it
   * when it closes.
   */
  jobs?: JobQueue;
  /** Set by `buildApp` for the resource modules: the one mailer (server/services/mail). */
  mailer?: Mailer;
}
