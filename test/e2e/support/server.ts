import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '@server/start';

/**
 * The real server (embedded PostgreSQL, migrations, demo seed, built SPA from
 * dist/) on a free port in a throwaway data directory.
 */
export async function startE2eServer(): Promise<RunningServer & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
  // E2E_DIST_DIR: test another build than dist/ (e.g. while dist/ is being rebuilt).
  const distDir = process.env.E2E_DIST_DIR || undefined;
  const server = await startServer({ port: 0, dataDir, durable: false, logger: false, distDir });
  return {
    ...server,
    async cleanup() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
