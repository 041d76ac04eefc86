/**
 * Issue 10 in Chromium against the real server: a tester (the demo super admin, flagged by the
 * seed) records a flow from the account menu, reads it and downloads it with no secret in it;
 * a user without the flag has no such menu entry and is sent to /404. In French and in English.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { findSecrets, tokenShapesIn } from '@/domain/secretMasking';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const WORDS = {
  'fr-FR': {
    connected: 'Vous êtes connecté !',
    account: /mon compte/i,
    record: 'Enregistrer un parcours',
    title: 'Enregistreur de parcours',
    start: "Démarrer l'enregistrement",
    stop: "Arrêter l'enregistrement",
    download: 'Télécharger (JSON)',
    settings: 'Paramètres',
    layoutTypes: "Types d'aménagement",
    notFound: 'Page introuvable',
  },
  'en-US': {
    connected: 'You are logged in!',
    account: /my account/i,
    record: 'Record a flow',
    title: 'Flow recorder',
    start: 'Start recording',
    stop: 'Stop recording',
    download: 'Download (JSON)',
    settings: 'Settings',
    layoutTypes: 'Layout types',
    notFound: 'Page not found',
  },
} as const;

async function openAs(login: string, locale: keyof typeof WORDS): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText(WORDS[locale].connected).first().waitFor();
  return page;
}

async function openRecorderFromAccountMenu(page: Page, locale: keyof typeof WORDS): Promise<void> {
  await page.getByRole('button', { name: WORDS[locale].account }).click();
  await page.getByRole('menuitem', { name: WORDS[locale].record }).click();
  await page.getByRole('heading', { name: WORDS[locale].title }).waitFor();
}

for (const locale of ['fr-FR', 'en-US'] as const) {
  const words = WORDS[locale];
  describe(`the flow recorder (${locale})`, () => {
    it('a tester records a flow through the app, reads its steps and downloads it without secrets', async () => {
      const page = await openAs('admin@demo.test', locale);
      await openRecorderFromAccountMenu(page, locale);
      await page.getByRole('button', { name: words.start }).click();

      // The flow: the layout types screen, from the settings menu.
      await page.getByRole('button', { name: words.settings }).click();
      await page.getByRole('menuitem', { name: words.layoutTypes }).click();
      await page.getByRole('heading', { name: words.layoutTypes }).waitFor();
      await page.locator('.MuiDataGrid-row').first().waitFor();

      await openRecorderFromAccountMenu(page, locale);
      await page.getByRole('button', { name: words.stop }).click();
      const steps = page.getByTestId('flow-steps');
      await steps.getByText(/GET \/layout_types.*→ 200/).first().waitFor();
      assert.match((await steps.textContent()) ?? '', /\/layout-types/);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.download }).click()]);
      const file = await download.path();
      assert.ok(file, 'the recording is saved');
      const text = await readFile(file, 'utf8');
      const recording = JSON.parse(text) as { format: string; locale: string; steps: unknown[] };
      assert.equal(recording.format, 'stand-plans-flow');
      assert.equal(recording.locale, locale.slice(0, 2));
      assert.ok(recording.steps.length > 2);
      assert.doesNotMatch(text, /demo1234/, 'no password');
      assert.doesNotMatch(text, /"refresh_token":\s*"[0-9a-f]{20,}/i, 'no refresh token');
      assert.doesNotMatch(text, /admin@demo\.test/, 'personal data masked by default');
      // No token anywhere, the store snapshots included (issue 18: session.token kept its JWT shape).
      assert.doesNotMatch(text, /eyJ/, 'no JWT, even signature-masked');
      assert.deepEqual({ secrets: findSecrets(recording), shapes: tokenShapesIn(text) }, { secrets: [], shapes: [] });
      await page.context().close();
    });

    it('a user an admin did not flag has no recorder: no menu entry, and its address is a /404', async () => {
      const page = await openAs('support@demo.test', locale);
      await page.getByRole('button', { name: words.account }).click();
      await page.getByRole('menuitem').first().waitFor();
      assert.equal(await page.getByRole('menuitem', { name: words.record }).count(), 0);
      await page.keyboard.press('Escape');
      await page.goto('/flow-recorder');
      await page.getByText(words.notFound).first().waitFor();
      assert.match(new URL(page.url()).pathname, /\/404$/);
      await page.context().close();
    });
  });
}
