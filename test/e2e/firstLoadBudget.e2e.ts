/**
 * Issue 20, "Speed the user feels": the JavaScript a new visitor's browser receives before the
 * login screen is painted stays within its budget (≤ 150 KB gzip: docs/performance.md), measured
 * on the build under test as bench/spa.ts measures it. Sizes, not times: the same on any machine.
 * The administrator's first screen after the login (the show cards, empty cache) is measured
 * beside it and must not load what only other screens use: the data grid, the date pickers, the
 * form libraries, PDF.js (each found by a name its code keeps once minified).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import fr from '../../i18n/fr.json';
import { logIn } from './support/browser';
import { describeLoad, firstLoad, FIRST_LOAD_CEILING_BYTES, kb } from './support/firstLoad';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

/** Libraries of other screens than the home, and a name each one's minified code keeps. */
const ONLY_ON_OTHER_SCREENS = {
  'MUI X data grid': 'MuiDataGrid',
  'MUI X date pickers': 'MuiPickersLayout',
  Formik: 'setFormikState',
  yup: 'ValidationError',
  'PDF.js (the plan viewer, issue 25)': 'GlobalWorkerOptions',
};

describe('first-load JavaScript', () => {
  it('the login screen of a new visitor receives at most 150 KB of gzipped script', async () => {
    const load = await firstLoad(browser, server.url, '/', (page) => page.getByRole('button', { name: fr['login.submit'] }).waitFor());
    console.log(`login screen: ${kb(load.gzipBytes)} gzip\n${describeLoad(load)}`);
    assert.ok(load.gzipBytes <= FIRST_LOAD_CEILING_BYTES, `login screen: ${kb(load.gzipBytes)} gzip > ${kb(FIRST_LOAD_CEILING_BYTES)}\n${describeLoad(load)}`);
  });

  it('an administrator’s first screen (the shows, empty cache) loads no data grid, date picker or form library', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await logIn(page, 'admin@demo.test');
    await page.getByRole('heading', { name: fr['home.title'] }).waitFor();
    const storageState = await context.storageState();
    await context.close();
    const found: string[] = [];
    const load = await firstLoad(browser, server.url, '/', (p) => p.getByRole('heading', { name: fr['home.title'] }).waitFor(), storageState, (url, body) => {
      for (const [library, marker] of Object.entries(ONLY_ON_OTHER_SCREENS)) if (body.includes(marker)) found.push(`${library} in ${url}`);
    });
    console.log(`administrator's home: ${kb(load.gzipBytes)} gzip\n${describeLoad(load)}`);
    assert.deepEqual(found, []);
  });
});
