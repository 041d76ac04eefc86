/**
 * One clock (issue 20 item 9) in a browser in New York: the stand list's 'Mise à jour' reads the
 * same Paris time as the CSV export of the same stand, and its header says it is Paris time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { logIn } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('a browser in another time zone', () => {
  it("reads the stand list's update time as the CSV does, marked Paris time", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'fr-FR',
      timezoneId: 'America/New_York',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'America/New_York');
    await logIn(page, 'admin@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();
    await page.goto('/salons/1/stands');
    const header = page.locator('.MuiDataGrid-columnHeader[data-field="updatedAt"]');
    await header.getByText('Mise à jour (heure de Paris)').waitFor();
    const firstRow = page.locator('.MuiDataGrid-row').first();
    await firstRow.waitFor();
    const name = (await firstRow.locator('[data-field="name"]').innerText()).trim();
    const shown = (await firstRow.locator('[data-field="updatedAt"]').innerText()).replace(/\s+/g, ' ').trim();
    assert.match(shown, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Actions' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Exporter/ }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const [head, ...lines] = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').split('\n');
    const columns = head.split(';').map((c) => c.replace(/"/g, ''));
    const updated = columns.indexOf('Mise à jour');
    assert.ok(updated >= 0, `the export has the update time: ${head}`);
    const nameColumn = columns.indexOf('Enseigne');
    const line = lines.find((l) => l.split(';')[nameColumn] === `"${name.replace(/"/g, '""')}"`);
    assert.ok(line, `the stand ${name} is in the export`);
    assert.equal(line.split(';')[updated], shown, 'the grid and the CSV read the same time');
    await context.close();
  });
});
