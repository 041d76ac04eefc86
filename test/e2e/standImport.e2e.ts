/**
 * The stand import wizard in the browser (issue 11, item 3), in French and in English: the demo
 * organizer opens 'Importer' from the stand list's menu, uploads the sample file with an error
 * (docs/demo/stand-import-sample-with-error.csv), reads the problem (line 8, the surface), goes
 * back and uploads the fixed file (docs/demo/stand-import-sample.csv), sees 20 new stands,
 * confirms, and finds the new stands in the stand list.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { demoOrganizerShowId, withServerAndBrowser, type E2eServer } from './support/suite';

const SAMPLE = path.join(__dirname, '..', '..', 'docs', 'demo', 'stand-import-sample.csv');
const SAMPLE_WITH_ERROR = path.join(__dirname, '..', '..', 'docs', 'demo', 'stand-import-sample-with-error.csv');

let server: E2eServer;
let browser: Browser;
let showId: number;

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  showId = await demoOrganizerShowId(server);
});

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    menu: 'Actions',
    import: 'Importer',
    title: 'Import de stands',
    choose: 'Choisir un fichier CSV',
    next: 'Suivant',
    back: 'Précédent',
    problems: 'Problèmes du fichier',
    surfaceColumn: 'Surface (m²)',
    badSurface: '« trente » n’est pas une surface',
    newStands: 'Nouveaux stands',
    notify: 'Prévenir par email les contacts des stands modifiés',
    applied: 'Import réussi !',
    search: /rechercher/i,
  },
  en: {
    locale: 'en-US' as const,
    menu: 'Actions',
    import: 'Import',
    title: 'Stand import',
    choose: 'Choose a CSV file',
    next: 'Next',
    back: 'Back',
    problems: 'Problems of the file',
    surfaceColumn: 'Surface (m²)',
    badSurface: '“trente” is not an area',
    newStands: 'New stands',
    notify: 'Tell the contacts of the changed stands by email',
    applied: 'Import completed!',
    search: /search/i,
  },
};

async function uploadFile(page: Page, file: string, t: (typeof TEXTS)[keyof typeof TEXTS]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t.choose }).click();
  await (await chooser).setFiles(file);
}

async function importJourney(language: 'fr' | 'en') {
  const t = TEXTS[language];
  // Each language imports into a show without the sample's stands.
  await server.pool.query(`DELETE FROM stands WHERE show_id = $1 AND hall = 'Hall 5'`, [showId]);
  const page = await newPage(browser, server.url, t.locale);
  await logIn(page, 'organizer@demo.test');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/salons/${showId}/stands`);
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.import }).click();
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/salons/${showId}/stands/importation`);

  const next = page.getByRole('button', { name: t.next, exact: true });
  assert.equal(await next.isDisabled(), true, 'Next waits for the file');
  await uploadFile(page, SAMPLE_WITH_ERROR, t);
  await page.getByText('stand-import-sample-with-error.csv').waitFor();
  await next.click();
  const problems = page.getByRole('table', { name: t.problems });
  await problems.waitFor();
  const cells = await problems.getByRole('cell').allTextContents();
  assert.deepEqual(cells.slice(0, 2), ['8', t.surfaceColumn]);
  assert.match(cells[2], new RegExp(t.badSurface));
  assert.equal(await next.isDisabled(), true, 'no confirmation while the file has problems');

  // The fix: back to step 0, the corrected file.
  await page.getByRole('button', { name: t.back }).click();
  await uploadFile(page, SAMPLE, t);
  await page.getByText('stand-import-sample.csv', { exact: false }).last().waitFor();
  await next.click();
  await page.getByTestId('import-new').filter({ hasText: '20' }).waitFor();
  await next.click();
  const notify = page.getByRole('checkbox', { name: t.notify });
  assert.equal(await notify.isChecked(), true, 'notify users defaults to yes');
  await page.getByRole('button', { name: t.import, exact: true }).click();

  await page.getByText(t.applied).waitFor();
  await page.waitForURL((url) => url.pathname === `/salons/${showId}/stands`);
  await page.getByRole('searchbox', { name: t.search }).or(page.getByRole('textbox', { name: t.search })).first().fill('Boulangerie Lemaire');
  await page.getByRole('gridcell', { name: 'Boulangerie Lemaire' }).first().waitFor();
  const { rows } = await server.pool.query(`SELECT count(*)::int AS n FROM stands WHERE show_id = $1 AND hall = 'Hall 5'`, [showId]);
  assert.equal(rows[0].n, 20);
  await page.context().close();
}

describe('stand import wizard', () => {
  it('an organizer imports the sample file, fixing one error first, and finds the new stands (fr)', async () => {
    await importJourney('fr');
  });

  it('an organizer imports the sample file, fixing one error first, and finds the new stands (en)', async () => {
    await importJourney('en');
  });
});
