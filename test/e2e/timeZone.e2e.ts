/**
 * One clock (issue 20 item 9) in a browser in New York: the stand list's 'Mise à jour' reads the
 * same Paris time as the CSV export of the same stand, and its header says it is Paris time; the
 * day filter picks Paris days; the stand page and the show dashboard say their dates are Paris time.
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

async function inNewYork(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    timezoneId: 'America/New_York',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('a browser in another time zone', () => {
  it("reads the stand list's update time as the CSV does, marked Paris time", async () => {
    const page = await inNewYork();
    const context = page.context();
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

describe('the other screens in another time zone', () => {
  it('the day filter picks a Paris day: a stand updated at 00:30 in Paris is in that day, not the one before', async () => {
    // 23:30 UTC on 10/11/2026 is 00:30 on 11/11 in Paris (and 18:30 on 10/11 in New York).
    const { rows } = await server.pool.query(
      `UPDATE stands SET updated_at = '2026-11-10T23:30:00Z'
        WHERE id = (SELECT id FROM stands WHERE show_id = 1 ORDER BY id LIMIT 1) RETURNING name`,
    );
    const name: string = rows[0].name;
    const page = await inNewYork();
    await logIn(page, 'admin@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();
    await page.goto('/salons/1/stands');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    const from = page.getByRole('group', { name: 'Modifié du' });
    await from.click();
    await page.keyboard.type('11112026');
    const to = page.getByRole('group', { name: 'au' });
    await to.click();
    await page.keyboard.type('11112026');
    await page.getByRole('heading', { level: 1 }).first().click();
    // Each field says its days are Paris days.
    await page.getByText('Heure de Paris').nth(1).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: name });
    await row.waitFor();
    assert.equal((await row.locator('[data-field="updatedAt"]').innerText()).trim(), '11/11/2026 00:30');
    await page.context().close();
  });

  it('the stand page and the show dashboard mark their dates as Paris time', async () => {
    const { rows } = await server.pool.query('SELECT id FROM stands WHERE show_id = 1 ORDER BY id LIMIT 1');
    const page = await inNewYork();
    await logIn(page, 'admin@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();
    await page.goto(`/stands/${rows[0].id}`);
    const info = page.locator('section[aria-labelledby="stand-info-title"]');
    await info.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}h\d{2} \(heure de Paris\)/).first().waitFor();
    await page.goto('/salons/1');
    const overview = page.getByRole('region', { name: 'Informations du salon' });
    await overview.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}h\d{2} \(heure de Paris\)/).first().waitFor();
    await page.context().close();
  });
});
