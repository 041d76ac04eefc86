/**
 * Nothing typed is lost (issue 20, items 4-5), in French and in English: support types a message
 * on a stand, goes to the stand list and back, then reloads: the text is still in the composer.
 * In the finding dialog, Escape with changes asks first; going on keeps the text; a failed save
 * puts the focus on the first invalid field.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let server: Awaited<ReturnType<typeof startE2eServer>>;
let browser: Browser;
let standId: number;

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  // A stand of an enabled show (the composer and the findings are writable).
  const { rows } = await server.pool.query(`SELECT s.id FROM stands s JOIN shows sh ON sh.id = s.show_id WHERE sh.enabled ORDER BY s.id LIMIT 1`);
  standId = rows[0].id;
});

after(async () => {
  await browser?.close();
  await server?.cleanup();
});

const TEXTS = {
  'fr-FR': {
    messages: 'Messages',
    composer: /Votre message/,
    back: 'Retour à la liste des stands',
    findings: 'Constats',
    addFinding: 'Ajouter un constat',
    findingDialog: 'Nouveau constat',
    name: /Nom/,
    ask: 'Abandonner les modifications ?',
    goOn: 'Continuer la saisie',
    save: 'Enregistrer',
  },
  'en-US': {
    messages: 'Messages',
    composer: /Your message/,
    back: 'Back to the stand list',
    findings: 'Findings',
    addFinding: 'Add a finding',
    findingDialog: 'New finding',
    name: /Name/,
    ask: 'Discard your changes?',
    goOn: 'Keep editing',
    save: 'Save',
  },
} as const;

for (const locale of ['fr-FR', 'en-US'] as const) {
  const t = TEXTS[locale];
  describe(`nothing typed is lost (${locale})`, () => {
    it('keeps a message draft across the list and a reload, asks before closing a finding with changes, focuses the first invalid field', async () => {
      const page = await newPage(browser, server.url, locale);
      await logIn(page, 'support@demo.test');
      await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
      await page.goto(`/stands/${standId}`);
      const draft = `Draft ${locale} ${Date.now().toString(36)}`;
      const composer = () => page.getByRole('region', { name: t.messages }).getByLabel(t.composer);
      await composer().fill(draft);

      await page.getByRole('link', { name: t.back }).click();
      await page.locator('.MuiDataGrid-row').first().waitFor();
      await page.goBack();
      await page.getByRole('region', { name: t.messages }).waitFor();
      assert.equal(await composer().inputValue(), draft);
      await page.reload();
      await page.getByRole('region', { name: t.messages }).waitFor();
      assert.equal(await composer().inputValue(), draft);

      await page.getByRole('region', { name: t.findings }).getByRole('button', { name: t.addFinding }).click();
      const dialog = page.getByRole('dialog', { name: t.findingDialog });
      await dialog.getByLabel(t.name).fill('Fuite');
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: t.ask });
      await ask.getByRole('button', { name: t.goOn }).click();
      await ask.waitFor({ state: 'hidden' });
      assert.equal(await dialog.getByLabel(t.name).inputValue(), 'Fuite');

      await dialog.getByLabel(t.name).fill('');
      await dialog.getByRole('button', { name: t.save }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
      assert.ok(await dialog.getByLabel(t.name).evaluate((element) => element === document.activeElement));
      await page.context().close();
    });
  });
}
