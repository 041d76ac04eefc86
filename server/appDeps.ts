/** What the app is built from: its database pool and its configuration (a leaf: plugins and resource modules name it). */
import type { FastifyServerOptions } from 'fastify';
import type { Pool } from './db/pool';

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
}

export interface AppDeps {
  pool: Pool;
  config: AppConfig;
}
