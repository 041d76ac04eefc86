/**
 * Error reporting in the browser (part 1 §9, part 2 §9, issue 18): the real server started with
 * a DSN pointing at a local collector hands it to the SPA (index.html), the SPA loads the Sentry
 * SDK as a chunk of its own (not with the first screen's scripts) and an error thrown in the page
 * of a logged-in user reaches the collector, through the CSP, with neither the user's token nor
 * password nor e-mail address in anything it sent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SentryCollector } from '../support/sentryCollector';
import { launchBrowser, logIn, newPage } from './support/browser';
import { startE2eServer, type E2eServer } from './support/server';

const collector = new SentryCollector();
let server: E2eServer;
let browser: Browser;

before(async () => {
  await collector.start();
  // Outside production every error is sent: what arrives does not depend on a draw.
  server = await startE2eServer({ errorReporting: { dsn: collector.dsn, browserDsn: collector.dsn, environment: 'e2e' } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.cleanup();
  await collector.stop();
});

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('error reporting in the SPA', () => {
  it('sends an error of the page to the collector, without token, password or e-mail', async () => {
    const page = await newPage(browser, server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await logIn(page, 'admin@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();

    // The SDK came as its own chunk, not among the scripts index.html names (the first load).
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = [...html.matchAll(/<script[^>]*src="?([^" >]+)/g)].map((m) => m[1]);
    assert.ok(entry.length > 0);
    const sdkChunk = scripts.find((src) => src.includes('error-reporting'));
    assert.ok(sdkChunk, `the error-reporting chunk was loaded (${scripts.join(', ')})`);
    assert.ok(!entry.includes(sdkChunk));

    const token = await page.evaluate(() => {
      const raw = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '').join(' ');
      return /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(raw)?.[0] ?? '';
    });
    assert.ok(token, 'the session token is in the page');
    // An error the app did not catch, carrying what must never leave the browser.
    await page.evaluate((secret) => {
      setTimeout(() => {
        throw new Error(`plan upload broke for admin@demo.test (session ${secret}, password=demo1234)`);
      }, 0);
    }, token);

    const event = await until('the error event', () =>
      collector.events().find((e) => JSON.stringify(e).includes('plan upload broke')),
    );
    assert.ok(collector.paths.every((p) => p === '/api/1/envelope/'));
    const exception = (event as { exception: { values: Array<{ type: string; value: string }> } }).exception.values[0];
    assert.equal(exception.type, 'Error');
    assert.equal(exception.value, 'plan upload broke for [e-mail] (session [Filtered], password=[Filtered])');
    assert.equal((event as { environment: string }).environment, 'e2e');
    const sent = collector.raw.join('\n');
    assert.ok(!sent.includes(token), 'no token');
    assert.ok(!sent.includes('demo1234'), 'no password');
    assert.ok(!/admin(@|%40)demo\.test/.test(sent), 'no e-mail address');
    assert.ok(!/eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(sent), 'nothing JWT-shaped');
    await page.context().close();
  });
});
