/**
 * Findings (constats) in the browser (issue 9, item 5): support (in French) adds a
 * finding with two photos to the demo exhibitor's stand, closes it after confirming
 * ('Constat clôturé') and downloads its PDF sheet, which holds the finding's name
 * (read by pdftotext); the exhibitor (in English) then sees it, closed, read-only.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, newPage } from './support/browser';
import { startE2eServer } from './support/server';

let server: Awaited<ReturnType<typeof startE2eServer>>;
let browser: Browser;
let standId: number;
const downloads = mkdtempSync(join(tmpdir(), 'findings-e2e-'));
const FINDING = `Fuite au plafond ${Date.now().toString(36)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A small real PNG (8×8, one RGB colour), enough for the type check and the PDF's picture. */
function png(red: number, green: number, blue: number): Buffer {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  // The demo exhibitor's stand, in an enabled show.
  const { rows } = await server.pool.query(
    `SELECT s.id FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      JOIN shows sh ON sh.id = s.show_id
      WHERE u.email = 'exhibitor@demo.test' AND sh.enabled ORDER BY s.id LIMIT 1`,
  );
  standId = rows[0].id;
});

after(async () => {
  await browser?.close();
  await server?.cleanup();
  rmSync(downloads, { recursive: true, force: true });
});

async function standPageAs(login: string, locale: 'fr-FR' | 'en-US', region: string): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText(/Vous êtes connecté !|You are logged in!/).first().waitFor();
  await page.goto(`/stands/${standId}`);
  await page.getByRole('region', { name: region }).waitFor();
  return page;
}

/** The finding's entry in the panel. */
const finding = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: FINDING }) });

describe('findings on the stand dashboard', () => {
  it('support adds a finding with two photos, closes it after confirming and downloads its PDF (fr)', async () => {
    const page = await standPageAs('support@demo.test', 'fr-FR', 'Constats');
    const panel = page.getByRole('region', { name: 'Constats' });
    const before = await server.pool.query('SELECT nb_in_progress_reports, nb_closed_reports FROM stands WHERE id = $1', [standId]);

    await panel.getByRole('button', { name: 'Ajouter un constat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau constat' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Information manquante').waitFor();
    await dialog.getByLabel(/Nom/).fill(FINDING);
    await dialog.getByLabel('Commentaire').fill('Traces d’eau au-dessus de la réserve.');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'plafond-1.png', mimeType: 'image/png', buffer: png(200, 40, 40) },
      { name: 'plafond-2.png', mimeType: 'image/png', buffer: png(40, 40, 200) },
    ]);
    await dialog.getByText('2 photos (4 au plus)').waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement réussi !').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const item = finding(page, 'Constats');
    await item.getByText('En cours').waitFor();
    await item.getByText('Traces d’eau au-dessus de la réserve.').waitFor();
    // The thumbnails, loaded with the token, named by their files.
    await item.getByRole('img', { name: 'plafond-1.png' }).waitFor();
    await item.getByRole('img', { name: 'plafond-2.png' }).waitFor();
    assert.ok(await item.getByRole('img', { name: 'plafond-1.png' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 8));

    await item.getByRole('button', { name: `Clôturer le constat ${FINDING}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Clôturer le constat' });
    await confirm.getByText(`Clôturer le constat « ${FINDING} » ? Il ne pourra plus être modifié.`).waitFor();
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Constat clôturé').first().waitFor();
    await item.getByText('Clôturé', { exact: true }).waitFor();
    assert.equal(await item.getByRole('button', { name: new RegExp(`Modifier le constat|Clôturer le constat`) }).count(), 0);
    const counters = await server.pool.query('SELECT nb_in_progress_reports, nb_closed_reports FROM stands WHERE id = $1', [standId]);
    assert.deepEqual(counters.rows[0], { ...before.rows[0], nb_closed_reports: before.rows[0].nb_closed_reports + 1 });

    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: `Télécharger le PDF du constat ${FINDING}` }).click()]);
    assert.match(download.suggestedFilename(), /^constat-\d+.*\.pdf$/);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    assert.ok(text.includes(FINDING), `the PDF holds the finding's name:\n${text}`);
    await page.context().close();
  });

  it('the exhibitor sees the findings of their stand, read-only (en)', async () => {
    const page = await standPageAs('exhibitor@demo.test', 'en-US', 'Findings');
    const panel = page.getByRole('region', { name: 'Findings' });
    const item = finding(page, 'Findings');
    await item.getByText('Closed', { exact: true }).waitFor();
    await item.getByText(/^Created on .* by /).waitFor();
    await item.getByRole('img', { name: 'plafond-2.png' }).waitFor();
    await item.getByRole('button', { name: `Download the PDF of the finding ${FINDING}` }).waitFor();
    assert.equal(await panel.getByRole('button', { name: /Add a finding|Edit the finding|Close the finding|Remove the photo/ }).count(), 0);
    await page.context().close();
  });
});
