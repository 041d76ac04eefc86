/**
 * What every e2e file starts with: the app's server (embedded PostgreSQL with the demo data,
 * support/server.ts) and headless Chromium (support/browser.ts), started before the file's
 * tests and stopped after them, whatever happened.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startE2eServer, type E2eServer } from './server';

export type { E2eServer };

/**
 * Registers the file's start and stop; `started` receives both once they run, and does the file's
 * own set-up there: Node 20 runs a file's top-level `before` hooks side by side, not in turn.
 */
export function withServerAndBrowser(
  started: (server: E2eServer, browser: Browser) => void | Promise<void>,
  serverOptions: Parameters<typeof startE2eServer>[0] = {},
): void {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startE2eServer(serverOptions);
    browser = await launchBrowser();
    await started(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.cleanup();
  });
}

/** The demo organizer's first enabled show (server/seed/demo.ts). */
export async function demoOrganizerShowId(server: E2eServer): Promise<number> {
  const { rows } = await server.pool.query(
    `SELECT us.show_id FROM user_shows us JOIN users u ON u.id = us.user_id JOIN shows sh ON sh.id = us.show_id
      WHERE u.email = 'organizer@demo.test' AND sh.enabled ORDER BY us.show_id LIMIT 1`,
  );
  return rows[0].show_id;
}
