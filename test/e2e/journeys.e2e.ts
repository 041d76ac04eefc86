/**
 * User journeys in headless Chromium against the real server: who lands where
 * with which menu, the language switch, the stand list filters kept across a
 * reload and a new session, and layout types created, edited and deleted.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

async function openAs(login: string, locale: 'fr-FR' | 'en-US' = 'fr-FR'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText('Vous êtes connecté !').or(page.getByText('You are logged in!')).first().waitFor();
  return page;
}

/** The total of a grid footer such as '1–50 sur 150'. */
const totalOf = (text: string): number => Number(text.trim().split(/\s/).pop());

const sider = (page: Page) => page.getByRole('navigation');

describe('landing page and menu by role', () => {
  it('an admin lands on the home page with the enabled show and the settings menu', async () => {
    const page = await openAs('admin@demo.test');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Salons' }).waitFor();
    await page.getByText('Salon Démo 2027').first().waitFor();
    assert.equal(await page.getByText('Salon Archive 2025').count(), 0, 'the disabled show is not offered');
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: "Types d'aménagement" }).waitFor();
    await page.context().close();
  });

  it('an organizer of one show lands on its stand list, with the message filters', async () => {
    const page = await openAs('organizer@demo.test');
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    await page.getByRole('row').nth(5).waitFor();
    await page.getByLabel('Nouveaux').waitFor();
    await sider(page).getByText('Stands').waitFor();
    await page.context().close();
  });

  it('an exhibitor of one stand goes straight to it, without settings or message filters', async () => {
    const page = await openAs('exhibitor@demo.test');
    await page.waitForURL(/\/stands\/\d+$/);
    await page.getByText('Tableau de bord du stand').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Paramètres' }).count(), 0);
    await page.goto(page.url().replace(/\/stands\/\d+$/, '/layout-types'));
    await page.waitForURL(/\/404$/);
    await page.context().close();
  });

  it('an anonymous visitor is sent to the login page and back where they were going', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/layout-types');
    await page.waitForURL(/\/login/);
    await logIn(page, 'admin@demo.test');
    await page.waitForURL(/\/layout-types$/);
    await page.getByRole('heading', { name: "Types d'aménagement" }).waitFor();
    await page.context().close();
  });
});

describe('language', () => {
  it('switches to English and back to French, and keeps the choice after a reload', async () => {
    const page = await openAs('support@demo.test');
    await page.getByRole('heading', { name: 'Salons' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Shows' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Shows' }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Salons' }).waitFor();
    await page.context().close();
  });

  it('greets an English browser in English on the login page', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.context().close();
  });
});

describe('stand list filters', () => {
  it('filters by plan status and search, and keeps the filters after a reload and a new login', async () => {
    const page = await openAs('admin@demo.test');
    await page.goto('/salons/1/stands');
    const rows = page.locator('.MuiDataGrid-row');
    const total = page.locator('.MuiTablePagination-displayedRows');
    await rows.first().waitFor();
    // The footer counts the show's stands once the first answer is in.
    await page.waitForFunction(() => {
      const text = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
      return Number(text.trim().split(/\s/).pop()) > 0;
    });
    const before = totalOf(await total.innerText());
    assert.ok(before >= 100, `the whole demo show, got ${before}`);

    const validated = page.getByRole('checkbox', { name: 'Plans validés' });
    await validated.check();
    await page.waitForFunction(
      () => [...document.querySelectorAll('.MuiDataGrid-row')].every((r) => r.textContent?.includes('Plans validés')),
    );
    await page.waitForFunction(
      (all) => {
        const text = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
        return !text.trim().endsWith(String(all));
      },
      before,
    );
    const filtered = totalOf(await total.innerText());
    assert.ok(filtered > 0 && filtered < before, `fewer stands once filtered: ${filtered} of ${before}`);

    await page.reload();
    await rows.first().waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Plans validés' }).isChecked(), true);
    assert.ok(
      await page.locator('.MuiDataGrid-row').evaluateAll((all) => all.every((r) => r.textContent?.includes('Plans validés'))),
    );

    // A new session of the same user finds the same filters.
    await page.getByRole('button', { name: /mon compte/i }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await page.waitForURL(/\/login/);
    await logIn(page, 'admin@demo.test');
    // Back where the user was when they logged out.
    await page.waitForURL(/\/salons\/1\/stands$/);
    await rows.first().waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Plans validés' }).isChecked(), true);

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    assert.equal(await page.getByRole('checkbox', { name: 'Plans validés' }).isChecked(), false);
    await page.context().close();
  });
});

describe('layout types', () => {
  it('creates, edits and deletes a layout type, asking before the delete', async () => {
    const page = await openAs('admin@demo.test');
    await page.goto('/layout-types');
    await page.getByRole('heading', { name: "Types d'aménagement" }).waitFor();

    await page.getByRole('button', { name: "Ajouter un type d'aménagement" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Information manquante').waitFor();

    await dialog.getByLabel('Libellé').fill('Estrade e2e');
    await dialog.getByTestId('layout-type-color').fill('#2e7d32');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement réussi !').waitFor();
    await page.getByRole('gridcell', { name: 'Estrade e2e', exact: true }).waitFor();
    await page.getByText('#2e7d32').waitFor();

    await page.getByRole('button', { name: 'Modifier Estrade e2e' }).click();
    await dialog.getByLabel('Libellé').fill('Estrade haute e2e');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('gridcell', { name: 'Estrade haute e2e', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Supprimer Estrade haute e2e' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText("Êtes-vous sûr de vouloir supprimer ce type d'aménagement ?").waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('gridcell', { name: 'Estrade haute e2e', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Supprimer Estrade haute e2e' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Confirmer|Supprimer/ }).click();
    await page.getByText('Suppression réussie !').waitFor();
    await page.getByRole('gridcell', { name: 'Estrade haute e2e', exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('stand layouts', () => {
  it('an organizer adds a layout to a stand, then deletes it after confirming', async () => {
    const page = await openAs('organizer@demo.test');
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await page.waitForURL(/\/stands\/\d+$/);
    const block = page.getByRole('region', { name: 'Aménagements' });
    await block.getByRole('button', { name: 'Ajouter un aménagement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText("Type d'aménagement manquant").waitFor();
    await dialog.getByLabel("Type d'aménagement").selectOption({ label: 'Réserve' });
    await dialog.getByLabel('Description').fill('e2e réserve du fond');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement réussi !').waitFor();
    await block.getByText('e2e réserve du fond').waitFor();

    const item = block.getByRole('listitem').filter({ hasText: 'e2e réserve du fond' });
    await item.getByRole('button', { name: 'Supprimer Réserve – e2e réserve du fond' }).click();
    await page.getByRole('dialog').getByText('Êtes-vous sûr de vouloir supprimer cet aménagement ?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /Confirmer|Supprimer/ }).click();
    await page.getByText('Suppression réussie !').waitFor();
    await block.getByText('e2e réserve du fond').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('an exhibitor reads the layouts of their stand in English, without changing them', async () => {
    const page = await openAs('exhibitor@demo.test', 'en-US');
    await page.waitForURL(/\/stands\/\d+$/);
    const block = page.getByRole('region', { name: 'Layouts' });
    await block.waitFor();
    await block.getByRole('listitem').first().waitFor();
    assert.equal(await block.getByRole('button', { name: /Add a layout|Edit|Delete/ }).count(), 0);
    await page.context().close();
  });
});
