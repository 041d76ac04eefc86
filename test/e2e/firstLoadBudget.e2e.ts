/**
 * Issue 20, "Speed the user feels": the JavaScript a new visitor's browser receives before the
 * login screen is painted stays within its budget (≤ 150 KB gzip, docs/performance.md), measured
 * on the build under test as bench/spa.ts measures it. Sizes, not times: the same on any machine.
 * The administrator's first screen after the login (the show cards, empty cache) is measured
 * beside it and must not load the stand grid, the date pickers, the plan viewer or a form library.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import fr from '../../i18n/fr.json';
import { logIn } from './support/browser';
import { describeLoad, firstLoad, FIRST_LOAD_BUDGET_BYTES, kb } from './support/firstLoad';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('first-load JavaScript', () => {
  it('the login screen of a new visitor receives at most 150 KB of gzipped script', async () => {
    const load = await firstLoad(browser, server.url, '/', (page) => page.getByRole('button', { name: fr['login.submit'] }).waitFor());
    console.log(`login screen: ${kb(load.gzipBytes)} gzip\n${describeLoad(load)}`);
    assert.ok(load.gzipBytes <= FIRST_LOAD_BUDGET_BYTES, `login screen: ${kb(load.gzipBytes)} gzip > ${kb(FIRST_LOAD_BUDGET_BYTES)}\n${describeLoad(load)}`);
  });

  it('an administrator’s first screen (the shows, empty cache) stays within the budget too', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await logIn(page, 'admin@demo.test');
    await page.getByRole('heading', { name: fr['home.title'] }).waitFor();
    const storageState = await context.storageState();
    await context.close();
    const load = await firstLoad(browser, server.url, '/', (p) => p.getByRole('heading', { name: fr['home.title'] }).waitFor(), storageState);
    console.log(`administrator's home: ${kb(load.gzipBytes)} gzip\n${describeLoad(load)}`);
    assert.ok(load.gzipBytes <= FIRST_LOAD_BUDGET_BYTES, `home: ${kb(load.gzipBytes)} gzip > ${kb(FIRST_LOAD_BUDGET_BYTES)}\n${describeLoad(load)}`);
  });
});
