/**
 * Shows (issue 12, items 1-2) in headless Chromium against the real server, in French and in
 * English: the full admin finds 'Salons' in the settings, sorts and searches the show list, creates
 * a show with a logo and the security function (its document), typing the dates in Paris time
 * (stored in UTC), finds it on the home page and in the show switcher, then deletes it after
 * confirmation. A logo that is not an image is refused and leaves the form.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { solidPng } from '@server/seed/png';
import { planPdf } from '@server/seed/demoMessages';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    settings: 'Paramètres',
    shows: 'Salons',
    name: 'Nom',
    search: 'Rechercher un salon',
    add: 'Ajouter un salon',
    title: 'Titre du salon',
    installationStart: 'Début de l’installation',
    installationEnd: 'Fin de l’installation',
    security: 'Consignes de sécurité',
    save: 'Enregistrer',
    saved: 'Enregistrement réussi !',
    uploadFailed: /^Le chargement de « .+ » a échoué : /,
    noFile: 'Aucun fichier',
    titleMissing: 'Titre du salon manquant',
    endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
    switcher: 'Changer de salon',
    deleteShow: (name: string) => `Supprimer ${name}`,
    confirm: 'Êtes-vous sûr de vouloir supprimer ce salon ?',
    confirmButton: /^(Confirmer|Supprimer|Oui)$/,
    deleted: 'Salon supprimé !',
    // 1 March 2028, 08:00 in Paris (07:00 UTC); the end typed before the start, then after it.
    start: '010320280800',
    badEnd: '280220280800',
    end: '030320281830',
  },
  en: {
    locale: 'en-US' as const,
    settings: 'Settings',
    shows: 'Shows',
    name: 'Name',
    search: 'Search shows',
    add: 'Add a show',
    title: 'Show title',
    installationStart: 'Installation start',
    installationEnd: 'Installation end',
    security: 'Safety instructions',
    save: 'Save',
    saved: 'Saved successfully!',
    uploadFailed: /^“.+” could not be uploaded: /,
    noFile: 'No file',
    titleMissing: 'Show title missing',
    endBeforeStart: 'The end date cannot come before the start date.',
    switcher: 'Switch show',
    deleteShow: (name: string) => `Delete ${name}`,
    confirm: 'Are you sure you want to delete this show?',
    confirmButton: /^(Confirm|Delete|Yes)$/,
    deleted: 'Show deleted!',
    start: '030120280800',
    badEnd: '022820280800',
    end: '030320281830',
  },
};

async function openAs(login: string, locale: 'fr-FR' | 'en-US'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.waitForURL(`${server.url}/`);
  return page;
}

/** Types a date and time into a picker field from its first section (the day, or the month in English). */
async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  assert.ok(box, label);
  await page.mouse.click(box.x + 16, box.y + box.height / 2);
  await page.keyboard.type(digits);
}

const firstRow = (page: Page) => page.getByRole('row').nth(1);

async function showByName(page: Page, name: string): Promise<Record<string, unknown> | undefined> {
  const login = await page.request.post('/backend/login_check', { data: { _username: 'admin@demo.test', _password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get(`/backend/shows?name=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
  return ((await res.json()) as { 'hydra:member': Array<Record<string, unknown>> })['hydra:member'].find((s) => s.name === name);
}

for (const lang of ['fr', 'en'] as const) {
  const t = TEXTS[lang];
  describe(`shows, as the full admin (${lang})`, () => {
    it('the list sorts and searches; a show created with a logo and the security function is on the home page and in the switcher; then deleted', async () => {
      const page = await openAs('admin@demo.test', t.locale);
      await page.getByRole('button', { name: t.settings }).click();
      await page.getByRole('menuitem', { name: t.shows }).click();
      await page.waitForURL(/\/salons$/);
      await page.getByRole('heading', { name: t.shows, level: 1 }).waitFor();

      // Installation start, latest first (the show in preparation), or the name descending kept from the other run.
      await firstRow(page).getByText('Salon Habitat & Jardin 2027').waitFor();
      const nameHeader = page.getByRole('columnheader', { name: t.name });
      await nameHeader.click();
      await firstRow(page).getByText('Foire de Printemps 2026').waitFor();
      // Descending (kept for the user: the next run starts from it, Habitat first as well).
      await nameHeader.click();
      await firstRow(page).getByText('Salon Habitat & Jardin 2027').waitFor();
      await page.getByRole('searchbox', { name: t.search }).fill('meuble');
      await firstRow(page).getByText('Salon du Meuble de Lyon 2026').waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[role="row"]').length === 2);
      await page.getByRole('searchbox', { name: t.search }).fill('');
      await firstRow(page).getByText('Salon Habitat & Jardin 2027').waitFor();

      const name = `Salon e2e ${lang} ${Date.now()}`;
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.titleMissing).waitFor();
      await dialog.getByLabel(t.title).fill(name);

      // A logo that is not an image: refused by the server and dropped from the form.
      if (lang === 'fr') {
        await dialog.getByTestId('file-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: planPdf('Pas une image', []) });
        await dialog.getByText('logo.png').waitFor();
        await dialog.getByRole('button', { name: t.save }).click();
        await page.getByText(t.uploadFailed).first().waitFor();
        await dialog.getByText(t.noFile).first().waitFor();
        assert.equal(await dialog.getByText('logo.png').count(), 0);
        // The toast would stand over the top of the form (outside the modal, hidden from its roles).
        await page.locator('.MuiSnackbar-root').filter({ hasText: t.uploadFailed }).locator('button').click();
      }
      await dialog.getByTestId('file-logo').setInputFiles({ name: 'logo-e2e.png', mimeType: 'image/png', buffer: solidPng([200, 40, 40], 64) });
      await typeDate(page, t.installationStart, t.start);
      await typeDate(page, t.installationEnd, t.badEnd);
      await dialog.getByRole('switch', { name: t.security }).or(dialog.getByRole('checkbox', { name: t.security })).check();
      await dialog.getByTestId('file-securityInstructions').setInputFiles({ name: 'consignes.pdf', mimeType: 'application/pdf', buffer: planPdf('Consignes', ['EPI obligatoires']) });
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.endBeforeStart).waitFor();
      await typeDate(page, t.installationEnd, t.end);
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Stored in UTC: 08:00 in Paris on 1 March 2028 is 07:00 UTC.
      const saved = await showByName(page, name);
      assert.ok(saved);
      assert.equal(saved.installationDateStart, '2028-03-01T07:00:00+00:00');
      assert.equal(saved.installationDateEnd, '2028-03-03T17:30:00+00:00');
      assert.equal(saved.securityInstructionsFunction, true);
      assert.equal((saved.logo as { mediaFileName: string }).mediaFileName, 'logo-e2e.png');
      assert.equal((saved.securityInstructions as { mediaFileName: string }).mediaFileName, 'consignes.pdf');

      // On the home page and in the show switcher.
      await page.goto('/');
      await page.getByText(name).first().waitFor();
      await page.getByRole('combobox', { name: t.switcher }).click();
      await page.getByRole('option', { name }).waitFor();
      await page.keyboard.press('Escape');

      // Deleted after confirmation.
      await page.goto('/salons');
      await page.getByRole('searchbox', { name: t.search }).fill(name);
      await firstRow(page).getByText(name).waitFor();
      await page.getByRole('button', { name: t.deleteShow(name) }).click();
      await page.getByText(t.confirm).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: t.confirmButton }).click();
      await page.getByText(t.deleted).first().waitFor();
      assert.equal(await showByName(page, name), undefined);
      await page.context().close();
    });
  });
}

describe('shows, as others', () => {
  it('support sees the list without the add button or the delete column; an organizer gets /404', async () => {
    const support = await openAs('support@demo.test', 'fr-FR');
    await support.goto('/salons');
    await support.getByRole('row').filter({ hasText: 'Salon Habitat & Jardin 2027' }).waitFor({ timeout: 30_000 });
    assert.equal(await support.getByRole('button', { name: 'Ajouter un salon' }).count(), 0);
    assert.equal(await support.getByRole('button', { name: /^Supprimer / }).count(), 0);
    await support.context().close();

    const organizer = await newPage(browser, server.url, 'fr-FR');
    await logIn(organizer, 'organizer@demo.test');
    await organizer.waitForURL(/\/salons\/\d+\/stands$/);
    await organizer.goto('/salons');
    await organizer.waitForURL(/\/404$/);
    await organizer.context().close();
  });
});
