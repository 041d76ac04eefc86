/**
 * A day of triage on the stand list (issue 8): the list at 1280 px with the name in
 * view, the filter panel folded and columns chosen (kept after a reload), new and
 * untreated messages seen and dealt with from the rows, the surface slider showing
 * what it applies (keyboard too), and the CSV in the grid's sort and the user's
 * language — in French and in English.
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

/** A 1280×800 screen (the smaller one the list must serve), logged in, on the demo show's stand list. */
async function standListAs(login: string, locale: 'fr-FR' | 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await logIn(page, login);
  await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
  await page.goto('/salons/1/stands');
  await page.locator('.MuiDataGrid-row').first().waitFor();
  return page;
}

const rows = (page: Page) => page.locator('.MuiDataGrid-row');
const cellsOf = (page: Page, field: string) =>
  page.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`).allInnerTexts();

describe('the stand list at 1280 px', () => {
  it('keeps the stand name in view while the other columns scroll, and the layout chosen after a reload (fr)', async () => {
    const page = await standListAs('admin@demo.test', 'fr-FR');
    const firstName = page.locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
    const scroller = page.locator('.MuiDataGrid-virtualScroller');
    const nameBefore = await firstName.boundingBox();
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await page.locator('.MuiDataGrid-columnHeader[data-field="messages"]').waitFor();
    const nameAfter = await firstName.boundingBox();
    assert.ok(nameBefore && nameAfter, 'the name cell is rendered');
    assert.equal(Math.round(nameAfter.x), Math.round(nameBefore.x), 'the name stays where it was');
    const gridBox = await page.getByRole('grid').boundingBox();
    assert.ok(gridBox && nameAfter.x >= gridBox.x && nameAfter.x + nameAfter.width <= gridBox.x + gridBox.width);
    // The last column (the row buttons) is reachable.
    assert.ok(await page.getByRole('button', { name: /^Supprimer / }).first().isVisible());

    // Fold the filters, hide the hall.
    await page.getByRole('button', { name: 'Masquer les filtres' }).click();
    assert.equal(await page.getByRole('group', { name: 'Plans' }).count(), 0);
    await page.getByRole('button', { name: 'Colonnes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Colonnes affichées' });
    await dialog.getByRole('checkbox', { name: 'Hall' }).uncheck();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await page.locator('.MuiDataGrid-columnHeader[data-field="hall"]').waitFor({ state: 'detached' });

    await page.reload();
    await rows(page).first().waitFor();
    assert.equal(await page.locator('.MuiDataGrid-columnHeader[data-field="hall"]').count(), 0, 'the hall stays hidden');
    assert.equal(await page.getByRole('group', { name: 'Plans' }).count(), 0, 'the filters stay folded');
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    await page.getByRole('group', { name: 'Plans' }).waitFor();
    await page.getByRole('button', { name: 'Colonnes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Colonnes par défaut' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await page.locator('.MuiDataGrid-columnHeader[data-field="hall"]').waitFor();
    await page.context().close();
  });
});

describe('new and untreated messages', () => {
  it('support staff see the new stands and mark one seen from its row (fr)', async () => {
    const page = await standListAs('admin@demo.test', 'fr-FR');
    await page.getByRole('checkbox', { name: 'Nouveaux' }).check();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDataGrid-row')].every((row) => row.textContent?.includes('Nouveau')),
    );
    const name = (await rows(page).first().locator('[data-field="name"]').innerText()).trim();
    await page.getByRole('button', { name: `Marquer comme vu ${name}` }).click();
    await page.getByText('Stand marqué comme vu').waitFor();
    // Seen: it leaves the list of new stands, for good.
    await page.getByRole('gridcell', { name, exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await rows(page).first().waitFor();
    assert.equal(await page.getByRole('gridcell', { name, exact: true }).count(), 0);
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.context().close();
  });

  it('an organizer marks a stand dealt with, and cannot mark it seen (en)', async () => {
    const page = await standListAs('organizer@demo.test', 'en-US');
    await page.getByRole('checkbox', { name: 'Not handled' }).check();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDataGrid-row')].every((row) => row.textContent?.includes('Not handled')),
    );
    assert.equal(await page.getByRole('button', { name: /^Mark as seen / }).count(), 0);
    const name = (await rows(page).first().locator('[data-field="name"]').innerText()).trim();
    await page.getByRole('button', { name: `Mark as handled ${name}` }).click();
    await page.getByText('Stand marked as handled').waitFor();
    await page.getByRole('gridcell', { name, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.context().close();
  });
});

describe('the surface slider says what it applies', () => {
  it('steps from no upper limit to 99 m² from the keyboard, lists only those stands, and resets (en)', async () => {
    const page = await standListAs('support@demo.test', 'en-US');
    await page.getByText('Area (m²): any').waitFor();
    const reset = page.getByRole('button', { name: 'Reset' });
    assert.equal(await reset.isDisabled(), true);
    await page.getByRole('slider', { name: 'Maximum area' }).press('ArrowLeft');
    await page.getByText('Area (m²): up to 99 m²').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDataGrid-row [data-field="surface"]')].every(
        (cell) => Number((cell.textContent ?? '').replace(/[^\d.]/g, '')) <= 99,
      ),
    );
    const surfaces = (await cellsOf(page, 'surface')).map((text) => Number(text.replace(/[^\d.]/g, '')));
    assert.ok(surfaces.length > 0 && surfaces.every((s) => s <= 99), `surfaces up to 99 m²: ${surfaces.join(', ')}`);
    assert.equal(await reset.isDisabled(), false);
    await reset.click();
    await page.getByText('Area (m²): any').waitFor();
    await page.context().close();
  });
});

describe('the CSV export', () => {
  for (const [locale, labels] of [
    ['fr-FR', { menu: 'Actions', export: 'Exporter', surface: 'Surface', name: 'Enseigne', separator: ';' }],
    ['en-US', { menu: 'Actions', export: 'Export', surface: 'Area', name: 'Name', separator: ',' }],
  ] as const) {
    it(`comes in the grid's sort, with its headers and separator (${locale})`, async () => {
      const page = await standListAs('admin@demo.test', locale);
      // Largest surfaces first.
      const header = page.locator('.MuiDataGrid-columnHeader[data-field="surface"]');
      await header.click();
      await header.click();
      await page.waitForFunction(
        () => document.querySelector('.MuiDataGrid-columnHeader[data-field="surface"]')?.getAttribute('aria-sort') === 'descending',
      );
      await page.waitForTimeout(500);
      const firstShown = (await rows(page).first().locator('[data-field="name"]').innerText()).trim();

      await page.getByRole('button', { name: labels.menu }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: new RegExp(labels.export) }).click();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
      const [head, first] = text.split('\n');
      const columns = head.split(labels.separator).map((c) => c.replace(/"/g, ''));
      assert.ok(columns.includes(labels.name) && columns.includes(labels.surface), `headers as in the grid: ${head}`);
      assert.ok(first.includes(firstShown.replace(/"/g, '""')), `the first row is the grid's first: ${firstShown} in ${first}`);
      await page.context().close();
    });
  }
});
