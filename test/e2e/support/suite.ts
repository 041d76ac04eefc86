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
  before(
    async () => {
      server = await startE2eServer(serverOptions);
      browser = await launchBrowser();
      await started(server, browser);
    },
    { timeout: START_TIMEOUT_MS },
  );
  after(
    async () => {
      // A page left waiting (a held route, a hung renderer) must not keep the file, and the
      // whole run, from ending: the browser gets a bounded time to close, then the server stops.
      if (browser) await withinOrGiveUp(browser.close(), CLOSE_TIMEOUT_MS, 'closing the browser');
      if (server) await withinOrGiveUp(server.cleanup(), CLOSE_TIMEOUT_MS, 'stopping the server');
    },
    { timeout: 3 * CLOSE_TIMEOUT_MS },
  );
}

/** A file's server and browser start within this (a cold cluster copy and Chromium on a busy machine). */
const START_TIMEOUT_MS = 5 * 60_000;
/** Each of the browser's close and the server's stop is given this long. */
const CLOSE_TIMEOUT_MS = 60_000;

/** Waits for `work` at most `ms`; past that, says so on stderr and goes on (the runner's --test-force-exit ends what is left). */
async function withinOrGiveUp(work: Promise<unknown>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), ms)));
  const outcome = await Promise.race([work.then(() => 'done' as const, () => 'done' as const), expired]);
  clearTimeout(timer);
  if (outcome === 'expired') console.error(`e2e: ${what} took more than ${ms / 1000} s; given up`);
}

/** The demo organizer's first enabled show (server/seed/demo.ts). */
export async function demoOrganizerShowId(server: E2eServer): Promise<number> {
  const { rows } = await server.pool.query(
    `SELECT us.show_id FROM user_shows us JOIN users u ON u.id = us.user_id JOIN shows sh ON sh.id = us.show_id
      WHERE u.email = 'organizer@demo.test' AND sh.enabled ORDER BY us.show_id LIMIT 1`,
  );
  return rows[0].show_id;
}
