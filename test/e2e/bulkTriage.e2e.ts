/**
 * Triage at scale (issue 11, items 5 and 6) in Chromium against the real server, in French and
 * in English: the admin filters the demo show's stands, ticks 120 of them over three pages (two
 * pages with the header's box, 20 rows from the keyboard; the selection survives paging and sorting), marks them treated from the selection's
 * menu, reads the summary and exports the same 120 (the selection stays until cleared); then saves a view, reopens it, copies its link, and the organizer
 * opens that link and sees the same list; the view is deleted after confirmation.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

type Locale = 'fr-FR' | 'en-US';

const WORDS = {
  'fr-FR': {
    connected: 'Vous êtes connecté !',
    statuses: ['En attente de plans', 'En attente de vérification', 'Plans validés'],
    verification: 'En attente de vérification',
    selected: (n: number) => `${n} lignes sélectionnées`,
    nextPage: /page suivante/i,
    actions: /^Actions sur la sélection/,
    markTreated: 'Marquer comme traités',
    summary: 'Résultat',
    changed: '120 stands modifiés sur 120.',
    close: 'Fermer',
    exportSelected: /Exporter.*120 stands sélectionnés/,
    clearSelection: 'Effacer la sélection',
    surface: 'Surface',
    views: 'Vues',
    saveView: 'Enregistrer la vue actuelle…',
    viewName: 'Nom de la vue',
    save: 'Enregistrer',
    saved: /Vue « Plans à vérifier \(e2e\) » enregistrée/,
    reset: 'Réinitialiser',
    copyLink: 'Copier le lien de la vue',
    manage: 'Gérer les vues…',
    deleteView: 'Supprimer Plans à vérifier (e2e)',
    confirmDelete: /Êtes-vous sûr de vouloir supprimer la vue/,
    confirm: /^(Confirmer|Supprimer)$/,
    deleted: 'Vue supprimée !',
    keys: 'Raccourcis',
    keysTitle: 'Raccourcis clavier',
  },
  'en-US': {
    connected: 'You are logged in!',
    statuses: ['Awaiting plans', 'Awaiting verification', 'Plans validated'],
    verification: 'Awaiting verification',
    selected: (n: number) => `${n} rows selected`,
    nextPage: /next page/i,
    actions: /^Actions on the selection/,
    markTreated: 'Mark as handled',
    summary: 'Result',
    changed: '120 stands changed out of 120.',
    close: 'Close',
    exportSelected: /Export.*120 selected stands/,
    clearSelection: 'Clear selection',
    surface: 'Area',
    views: 'Views',
    saveView: 'Save the current view…',
    viewName: 'View name',
    save: 'Save',
    saved: /View “Plans à vérifier \(e2e\)” saved/,
    reset: 'Reset',
    copyLink: 'Copy a link to this view',
    manage: 'Manage views…',
    deleteView: 'Delete Plans à vérifier (e2e)',
    confirmDelete: /Are you sure you want to delete the view/,
    confirm: /^(Confirm|Delete)$/,
    deleted: 'View deleted!',
    keys: 'Shortcuts',
    keysTitle: 'Keyboard shortcuts',
  },
} as const;

async function apiToken(login: string): Promise<string> {
  const res = await fetch(`${server.url}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: login, _password: 'demo1234' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/backend${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function standListAs(login: string, locale: Locale, path = '/salons/1/stands'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await logIn(page, login);
  await page.getByText(WORDS[locale].connected).first().waitFor();
  await page.goto(path);
  await page.locator('.MuiDataGrid-row').first().waitFor();
  return page;
}

const footer = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** Ticks `count` rows of the current page from the keyboard: j to the next row, x to tick. */
async function tickRows(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('j');
    await page.keyboard.press('x');
  }
}

for (const locale of ['fr-FR', 'en-US'] as const) {
  const words = WORDS[locale];
  describe(`bulk triage and saved views (${locale})`, () => {
    it('ticks 120 filtered stands over three pages (the last from the keyboard) and marks them treated', async () => {
      const admin = await apiToken('admin@demo.test');
      // Every stand of the demo show untreated, so the 120 all change.
      assert.equal((await api(admin, 'POST', '/stands/bulk', { action: 'markUntreated', selection: { filter: { show: '1' } } })).status, 200);

      const page = await standListAs('admin@demo.test', locale);
      for (const status of words.statuses) await page.getByRole('checkbox', { name: status, exact: true }).check();
      await footer(page).filter({ hasText: '131' }).waitFor();

      // '?' lists the keys (once the focus has left the filter's checkbox: keys typed in a field are the field's).
      await page.locator('h1').click();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: words.keysTitle }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: words.keysTitle }).waitFor({ state: 'detached' });

      // Pages 1 and 2 ticked whole with the header's box, page 3 row by row from the keyboard: the
      // selection across pages is proved the same, with 20 rows' keys instead of 120.
      const pageBox = page.locator('.MuiDataGrid-columnHeader[data-field="__check__"] input[type="checkbox"]');
      await pageBox.check();
      await page.getByTestId('list-selection-count').filter({ hasText: words.selected(50) }).waitFor();
      for (let p = 0; p < 2; p++) {
        await page.getByRole('button', { name: words.nextPage }).focus();
        await page.keyboard.press('Enter');
        await footer(page).filter({ hasText: p === 0 ? /51/ : /101/ }).waitFor();
        // The next page's rows are in (none of them ticked yet).
        await page.locator('.MuiDataGrid-row[aria-selected="true"]').first().waitFor({ state: 'detached' });
        if (p === 0) {
          await pageBox.check();
          await page.getByTestId('list-selection-count').filter({ hasText: words.selected(100) }).waitFor();
        } else await tickRows(page, 20);
      }
      await page.getByTestId('list-selection-count').filter({ hasText: words.selected(120) }).waitFor();
      // The focused row is visibly outlined and holds the focus.
      assert.equal(await page.locator('.list-row-focused').count(), 1);

      // A sort keeps the selection.
      await page.getByRole('columnheader', { name: words.surface }).click();
      await page.locator('.MuiDataGrid-row').first().waitFor();
      await page.getByTestId('list-selection-count').filter({ hasText: words.selected(120) }).waitFor();

      // The selection's menu, from the keyboard.
      await page.getByRole('button', { name: words.actions }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: words.markTreated }).focus();
      await page.keyboard.press('Enter');
      const summary = page.getByRole('dialog', { name: words.summary });
      await summary.getByText(words.changed).waitFor();
      await page.keyboard.press('Enter');
      await summary.waitFor({ state: 'detached' });

      // The selection stays for the next action on the same stands: export those (issue 20, item 2).
      await page.getByTestId('list-selection-count').filter({ hasText: words.selected(120) }).waitFor();
      await page.getByRole('button', { name: 'Actions', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: words.exportSelected }).click();
      const chunks: Buffer[] = [];
      for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter((line) => line.trim() !== '');
      assert.equal(lines.length, 121, 'the header and the 120 stands just marked treated');
      // Until the user clears it.
      await page.getByRole('button', { name: words.clearSelection }).click();
      await page.getByTestId('list-selection-count').waitFor({ state: 'detached' });

      const untreated = await api(admin, 'GET', `/stands?show=1&treated=false&status[]=waitingForPlans&status[]=pendingPlansVerification&status[]=validatedPlans`);
      assert.equal(untreated.body['hydra:totalItems'], 11, '131 filtered, 120 treated');
      await page.context().close();
    });

    it('saves a view, reopens it, and the organizer opens its link on the same list', async () => {
      const page = await standListAs('admin@demo.test', locale);
      const reset = page.getByRole('button', { name: words.reset });
      if (await reset.isEnabled()) await reset.click();
      await page.getByRole('checkbox', { name: words.verification, exact: true }).check();
      await page.getByRole('columnheader', { name: words.surface }).click();
      // The demo show's 41 stands awaiting verification (one more since issue 25's demo revisions).
      await footer(page).filter({ hasText: '41' }).waitFor();

      await page.getByRole('button', { name: words.views }).click();
      await page.getByRole('menuitem', { name: words.saveView }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(words.viewName).fill('Plans à vérifier (e2e)');
      await dialog.getByRole('button', { name: words.save }).click();
      await page.getByText(words.saved).waitFor();

      // Another filter, then the view from the menu.
      await page.getByRole('button', { name: words.reset }).click();
      await footer(page).filter({ hasText: '150' }).waitFor();
      await page.getByRole('button', { name: words.views }).click();
      await page.getByRole('menuitem', { name: 'Plans à vérifier (e2e)' }).click();
      await footer(page).filter({ hasText: '41' }).waitFor();
      assert.ok(await page.getByRole('checkbox', { name: words.verification, exact: true }).isChecked());

      await page.getByRole('button', { name: words.views }).click();
      await page.getByRole('menuitem', { name: words.copyLink }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, /\/salons\/1\/stands\?view=[A-Za-z0-9_-]+$/);

      const organizer = await standListAs('organizer@demo.test', locale, new URL(link).pathname + new URL(link).search);
      await footer(organizer).filter({ hasText: '41' }).waitFor();
      assert.ok(await organizer.getByRole('checkbox', { name: words.verification, exact: true }).isChecked());
      assert.equal(await organizer.getByRole('columnheader', { name: words.surface }).getAttribute('aria-sort'), 'ascending');
      assert.equal(new URL(organizer.url()).search, '', 'the address loses the view once applied');
      await organizer.context().close();

      // Deleted after confirmation.
      await page.getByRole('button', { name: words.views }).click();
      await page.getByRole('menuitem', { name: words.manage }).click();
      await page.getByRole('button', { name: words.deleteView }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: words.confirmDelete });
      await confirm.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.deleted).waitFor();
      await page.context().close();
    });
  });
}
