import os from 'node:os';
import path from 'node:path';

export interface PgTestState {
  /** Connection string of the server (any database on it). */
  serverUrl: string;
  template: string;
  tempDir?: string;
  stop?: () => Promise<void>;
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The seeded demo's template database and files directory of a run (test/support/seededDemo.ts; pgGlobalTeardown removes both). */
export function seededTemplateNames(template: string): { template: string; filesDir: string } {
  return { template: `${template}_demo`, filesDir: path.join(os.tmpdir(), `stands-api-demo-files-${template}`) };
}
