/**
 * What the app is built from: its database pool, its configuration and the services made from
 * them (plugins and resource modules name it). It extends what the services read
 * (server/services/deps.ts), which the services name instead: appDeps → services, never the reverse.
 */
import type { FastifyServerOptions } from 'fastify';
import type { ServiceConfig, ServiceDeps } from './services/deps';
import type { ErrorReportingConfig } from './services/errorReporting';

export interface AppConfig extends ServiceConfig {
  /** The built SPA (dist/); null to serve the API only. */
  distDir?: string | null;
  trustProxy?: boolean | string;
  logger?: FastifyServerOptions['logger'];
  /** Error reporting (SENTRY_DSN…, server/services/errorReporting.ts); absent or without a DSN, off. */
  errorReporting?: ErrorReportingConfig;
  /** How often the event streams get a comment line and their sessions are checked (default 25 s; tests shorten it). */
  eventHeartbeatMs?: number;
}

export interface AppDeps extends ServiceDeps {
  config: AppConfig;
}
