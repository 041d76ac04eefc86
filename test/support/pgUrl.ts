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
