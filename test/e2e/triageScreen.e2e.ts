/**
 * The triage screen (issue 20). Item 1: the list screens fit the laptop screens support triages on: at 1440×900
 * and 1280×800, side menu open, default preferences, the columns a user works with are in the
 * grid's visible part without scrolling sideways, and no status or header is cut — in French
 * and in English. The stand list: name, status, the Messages flags, open findings, the row
 * buttons; the show list: name, state, the row buttons; every other list: all its columns.
 * Item 3: which show am I in — the stand list's title names its show, and an inactive show's list
 * keeps the switcher and the side menu on that show. Item 8 for the lists: on a phone the stand
 * list fits the screen, its filter panel folded until asked for, then above the grid.
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

const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;
const LOCALES = ['fr-FR', 'en-US'] as const;

type Locale = (typeof LOCALES)[number];
type StorageState = Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;

/** The admin's session per language, logged in once: each screen size opens a fresh page with it. */
const sessions = new Map<Locale, Promise<StorageState>>();
function adminSession(locale: Locale): Promise<StorageState> {
  let session = sessions.get(locale);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext({ baseURL: server.url, locale });
      const page = await context.newPage();
      await logIn(page, 'admin@demo.test');
      await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    sessions.set(locale, session);
  }
  return session;
}

/**
 * A fresh page of that size on a list, as a user opening it there would get it. The browser is in
 * New York's zone whatever the machine's: date headers carry '(heure de Paris)', their longest form.
 */
async function listAt(locale: Locale, size: { width: number; height: number }, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale,
    viewport: size,
    timezoneId: 'America/New_York',
    storageState: await adminSession(locale),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(path);
  await page.locator('.MuiDataGrid-columnHeader').first().waitFor();
  return page;
}

interface Fit {
  /** Columns whose header is missing or not wholly inside the grid's visible part. */
  outOfView: string[];
  /** Header titles cut short ('Ét…'). */
  cutHeaders: string[];
  /** Status chips cut by their own width or their cell's. */
  cutStatuses: string[];
  /** Cells whose content is taller than their row (a third line of a wrapped cell cut), or a date-time cut short. */
  clippedCells: string[];
  /** The grid scrolls sideways. */
  scrolls: boolean;
}

/**
 * What the user sees of the grid as it opens (scrolled to its left edge). A script of its own,
 * not a function: tsx names the inner functions of a callback with a helper the page lacks.
 */
const MEASURE = `(wanted) => {
  const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
  if (!scroller) throw new Error('no grid');
  const view = scroller.getBoundingClientRect();
  const right = view.left + scroller.clientWidth;
  const headers = [...document.querySelectorAll('.MuiDataGrid-columnHeader[data-field]')];
  const names = wanted === 'all' ? headers.map((h) => h.dataset.field).filter((f) => f !== '__check__') : wanted;
  const outOfView = names.filter((field) => {
    const header = headers.find((h) => h.dataset.field === field);
    if (!header) return true;
    const box = header.getBoundingClientRect();
    return box.width === 0 || box.left < view.left - 0.5 || box.right > right + 0.5;
  });
  const cut = (element) => element.scrollWidth > element.clientWidth + 0.5;
  // Cut sideways ('Ét…'), or taller than its header (a fourth line clipped at the top and bottom).
  const clipped = (title) => {
    const box = title.getBoundingClientRect();
    const header = title.closest('.MuiDataGrid-columnHeader').getBoundingClientRect();
    return box.top < header.top - 0.5 || box.bottom > header.bottom + 0.5;
  };
  const cutHeaders = [...document.querySelectorAll('.MuiDataGrid-columnHeaderTitle')].filter((t) => cut(t) || clipped(t)).map((t) => t.textContent);
  const cutStatuses = [...document.querySelectorAll('.MuiDataGrid-row .MuiDataGrid-cell[data-field="status"]')]
    .filter((cell) => {
      const chip = cell.querySelector('.stand-chip');
      if (!chip) return false;
      return cut(chip) || cut(cell) || chip.getBoundingClientRect().right > cell.getBoundingClientRect().right + 0.5;
    })
    .map((cell) => cell.textContent);
  // Taller than its row, or a date-time cut at its end ('Nov 26, 2026, 10:15 …').
  const clippedCells = [...document.querySelectorAll('.MuiDataGrid-row .MuiDataGrid-cell[data-field]')]
    .filter((cell) => cell.scrollHeight > cell.clientHeight + 1 || (/(At|Date\\w*)$/.test(cell.dataset.field) && cut(cell)))
    .map((cell) => cell.dataset.field + ': ' + cell.textContent);
  // Wider columns than the view (the grid's own content has a few pixels of slack past them).
  const columnsWidth = headers.reduce((sum, h) => sum + h.getBoundingClientRect().width, 0);
  return { outOfView, cutHeaders, cutStatuses: [...new Set(cutStatuses)], clippedCells: [...new Set(clippedCells)], scrolls: columnsWidth > scroller.clientWidth + 0.5 };
}`;

function measure(page: Page, fields: readonly string[] | 'all'): Promise<Fit> {
  return page.evaluate(`(${MEASURE})(${JSON.stringify(fields)})`) as Promise<Fit>;
}

for (const locale of LOCALES) {
  describe(`the list screens at 1440×900 and 1280×800 (${locale})`, () => {
    for (const size of SCREENS) {
      it(`the stand list shows name, status, messages, open findings and the row buttons, statuses whole (${size.width} px)`, async () => {
        const page = await listAt(locale, size, '/salons/1/stands');
        await page.locator('.MuiDataGrid-row .stand-flag').first().waitFor();
        const fit = await measure(page, ['name', 'status', 'messages', 'nbInProgressReports', 'actions']);
        assert.deepEqual(fit.outOfView, [], `columns out of view: ${fit.outOfView.join(', ')}`);
        assert.deepEqual(fit.cutStatuses, [], `statuses cut: ${fit.cutStatuses.join(', ')}`);
        assert.deepEqual(fit.cutHeaders, [], `headers cut: ${fit.cutHeaders.join(', ')}`);
        assert.deepEqual(fit.clippedCells, [], `cells cut: ${fit.clippedCells.join(', ')}`);
        await page.context().close();
      });

      it(`the show list shows name, state and the row buttons, and the other lists fit whole (${size.width} px)`, async () => {
        const page = await listAt(locale, size, '/salons');
        await page.locator('.MuiDataGrid-row').first().waitFor();
        const shows = await measure(page, ['name', 'enabled', 'actions']);
        assert.deepEqual(shows.outOfView, [], `show list columns out of view: ${shows.outOfView.join(', ')}`);
        assert.deepEqual(shows.cutHeaders, [], `show list headers cut: ${shows.cutHeaders.join(', ')}`);
        assert.deepEqual(shows.clippedCells, [], `show list cells cut: ${shows.clippedCells.join(', ')}`);
        // At 1440 px all of it, dates included.
        if (size.width === 1440) assert.equal(shows.scrolls, false, 'the show list fits whole at 1440 px');
        for (const path of ['/layout-types', '/administrateurs', '/notifications/modeles', '/notifications/envoyees', '/courriels']) {
          await page.goto(path);
          await page.locator('.MuiDataGrid-columnHeader').first().waitFor();
          const fit = await measure(page, 'all');
          assert.deepEqual({ path, ...fit }, { path, outOfView: [], cutHeaders: [], cutStatuses: [], clippedCells: [], scrolls: false });
        }
        await page.context().close();
      });
    }
  });
}

describe('which show am I in', () => {
  it("an inactive show's stand list names it, and the switcher and the side menu stay on it (fr)", async () => {
    const { rows } = await server.pool.query<{ id: number; name: string }>('SELECT id, name FROM shows WHERE NOT enabled ORDER BY id LIMIT 1');
    const archive = rows[0];
    const page = await listAt('fr-FR', SCREENS[0], `/salons/${archive.id}/stands`);
    await page.getByRole('heading', { level: 1, name: `Stands — ${archive.name}` }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Changer de salon' });
    await switcher.filter({ hasText: archive.name }).waitFor();
    const menu = page.getByRole('navigation');
    assert.equal(await menu.getByRole('link', { name: 'Stands', exact: true }).getAttribute('href'), `/salons/${archive.id}/stands`);
    assert.equal(await menu.getByRole('link', { name: 'Salon', exact: true }).getAttribute('href'), `/salons/${archive.id}`);
    // To the show's page and back from the side menu: still that show.
    await menu.getByRole('link', { name: 'Salon', exact: true }).click();
    await page.waitForURL(`**/salons/${archive.id}`);
    await menu.getByRole('link', { name: 'Stands', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Stands — ${archive.name}` }).waitFor();
    await switcher.filter({ hasText: archive.name }).waitFor();
    await page.context().close();
  });
});

const FILTERS = { 'fr-FR': { show: 'Afficher les filtres', hide: 'Masquer les filtres' }, 'en-US': { show: 'Show filters', hide: 'Hide filters' } };
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const locale of LOCALES) {
  describe(`the stand list on a phone (${locale})`, () => {
    it('fits 390 px: title, buttons and filters wrap, the filter panel folded until asked for, then above the grid', async () => {
      const page = await listAt(locale, { width: 390, height: 844 }, '/salons/1/stands');
      await page.locator('.MuiDataGrid-row').first().waitFor();
      assert.equal(await overflows(page), false, 'the list scrolls sideways');
      assert.equal(await page.locator('#list-filter-panel').count(), 0);
      const show = page.getByRole('button', { name: FILTERS[locale].show });
      assert.equal(await show.getAttribute('aria-expanded'), 'false');
      await show.click();
      const panel = page.locator('#list-filter-panel');
      await panel.getByRole('checkbox').first().waitFor();
      const [panelBox, gridBox] = await Promise.all([panel.boundingBox(), page.locator('.MuiDataGrid-root').boundingBox()]);
      assert.ok(panelBox && gridBox && panelBox.y + panelBox.height <= gridBox.y, 'the panel is above the grid');
      assert.ok(gridBox.width >= 330, `the grid keeps the screen's width (${gridBox.width} px)`);
      assert.equal(await overflows(page), false, 'the list scrolls sideways with its panel open');
      await page.getByRole('button', { name: FILTERS[locale].hide }).click();
      await panel.waitFor({ state: 'detached' });
      await page.context().close();
    });
  });
}

