/**
 * Whose turn on the stand list (issue 25, item 5), in French and in English at 1440×900: the
 * 'Au tour de' column with since when and the late marker in words, the quick sort 'oldest on
 * the team's side first', the late filter of the Plans group kept in the list's shared link, and
 * the turn next to the status on the stand page.
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

const WORDS = {
  'fr-FR': {
    header: 'Au tour de',
    quickSort: "Plus ancien côté équipe d'abord",
    team: /^Équipe · \d+ j ouvrés?/,
    late: 'En retard',
    lateBox: 'En retard',
    exhibitorBox: "Au tour de l'exposant",
    stand: /^Au tour de : Équipe, depuis le /,
    showFilters: 'Afficher les filtres',
  },
  'en-US': {
    header: 'Whose turn',
    quickSort: "Oldest on the team's side first",
    team: /^Team · \d+ working days?/,
    late: 'Late',
    lateBox: 'Late',
    exhibitorBox: "Exhibitor's turn",
    stand: /^Whose turn: Team, since /,
    showFilters: 'Show filters',
  },
} as const;

async function standListAs(locale: keyof typeof WORDS): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await logIn(page, 'support@demo.test');
  await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
  await page.goto('/salons/1/stands');
  await page.locator('.MuiDataGrid-row').first().waitFor();
  return page;
}

const turnCells = (page: Page) => page.locator('.MuiDataGrid-row .MuiDataGrid-cell[data-field="turn"]');

for (const locale of ['fr-FR', 'en-US'] as const) {
  describe(`whose turn on the stand list (${locale})`, () => {
    it('sorts the oldest on the team’s side first, marks the late ones in words, and filters the late ones', async () => {
      const words = WORDS[locale];
      const page = await standListAs(locale);
      await page.locator('.MuiDataGrid-columnHeader[data-field="turn"]').getByText(words.header).waitFor();
      await page.getByRole('button', { name: words.quickSort }).click();
      await page.locator(`button[aria-pressed="true"]`, { hasText: words.quickSort }).waitFor();
      await page.locator('.MuiDataGrid-row').first().locator('[data-field="turn"]').getByText(words.late).waitFor();
      const first = await turnCells(page).first().innerText();
      assert.match(first, words.team);
      // Every row is the team's, the late ones (oldest) first.
      const texts = await turnCells(page).allInnerTexts();
      assert.ok(texts.every((t) => words.team.test(t)), `team rows only: ${texts.join(' | ')}`);
      const lateFlags = texts.map((t) => t.includes(words.late));
      assert.deepEqual(lateFlags, [...lateFlags].sort((a, b) => Number(b) - Number(a)), 'late rows come first');

      // The late filter, with the exhibitor's side: the demo show's deadline is ahead, so none.
      if (await page.getByRole('button', { name: words.showFilters }).count()) await page.getByRole('button', { name: words.showFilters }).click();
      const plans = page.getByRole('group', { name: 'Plans' });
      await plans.getByLabel(words.lateBox, { exact: true }).check();
      await page.locator('.MuiDataGrid-row').first().locator('[data-field="turn"]').getByText(words.late).waitFor();
      const lateOnly = await turnCells(page).allInnerTexts();
      assert.ok(lateOnly.length > 0 && lateOnly.every((t) => t.includes(words.late)), `late rows only: ${lateOnly.join(' | ')}`);

      // The stand page says whose turn next to the status.
      await page.locator('.MuiDataGrid-row').first().locator('[data-field="name"]').click();
      await page.getByText(words.stand).waitFor();
      await page.context().close();
    });
  });
}
