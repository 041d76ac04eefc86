/**
 * Stand documents and the safety form in the browser (issue 22), in French and in English: the demo
 * exhibitor opens their stand and meets the 'NOTICE SPS EXPOSANT', which Escape does not close and
 * which refuses one builder counted as one; they fill it with two builders and a coordinator (the
 * record's attestations then in the attestations card), then deposit two documents; support sets one
 * CHECKED and one REFUSED, and the show's document list shows the stand REFUSED, in red; the organizer
 * downloads the attestation zip of three selected stands (read back: three PDFs). Each screen and
 * dialog is checked with axe-core on the way (no serious or critical WCAG 2.1 A/AA finding).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { readZip } from '../support/readZip';
import { axeClean } from './support/axe';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let standId: number;
let showId: number;

withServerAndBrowser(async (started, launched) => {
  server = started;
  browser = launched;
  // The demo exhibitor's stand in the demo show (safety-instructions and documents functions on; no safety record).
  const { rows } = await server.pool.query(
    `SELECT s.id, s.show_id FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      JOIN shows sh ON sh.id = s.show_id
      WHERE u.email = 'exhibitor@demo.test' AND sh.enabled AND sh.security_instructions_function AND sh.stand_documents_function
      ORDER BY s.id LIMIT 1`,
  );
  standId = rows[0].id;
  showId = rows[0].show_id;
  // The demo data as it is: the exhibitor's stand without a safety record.
}, { exhibitorSafetyRecord: false });

const PDF = (title: string) =>
  Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    connected: 'Vous êtes connecté !',
    notice: 'NOTICE SPS EXPOSANT',
    save: 'Enregistrer',
    confirmationMissing: 'Confirmation manquante',
    downloadOk: /J'ai téléchargé et lu/,
    lastName: 'Nom',
    firstName: 'Prénom',
    company: 'Société',
    phone: 'Téléphone',
    email: 'Email',
    builtByMore: 'Construit par deux entreprises ou plus',
    numberOfBuilders: "Nombre d'entreprises intervenantes",
    builderCount: 'Au moins 2 entreprises.',
    mezzanine: 'Le stand comporte une mezzanine',
    yes: 'Oui',
    saved: 'Notice SPS enregistrée !',
    attestations: 'Attestations',
    safetyAttestation: 'Attestation SPS (français)',
    deposit: 'Déposer mes documents',
    depositSend: 'Déposer',
    message: 'Message',
    deposited: 'Documents déposés !',
    setStatus: (name: string) => `Changer le statut de ${name}`,
    checked: 'Vérifié',
    refused: 'Refusé',
    statusSaved: 'Nouveau statut enregistré !',
    search: 'Rechercher',
    withRecord: 'Avec',
    menu: 'Actions',
    zip: 'Télécharger les attestations de sécurité',
  },
  en: {
    locale: 'en-US' as const,
    connected: 'You are logged in!',
    notice: 'EXHIBITOR SPS NOTICE',
    save: 'Save',
    confirmationMissing: 'Confirmation missing',
    downloadOk: /I have downloaded and read/,
    lastName: 'Last name',
    firstName: 'First name',
    company: 'Company',
    phone: 'Phone',
    email: 'Email',
    builtByMore: 'Built by two or more companies',
    numberOfBuilders: 'Number of companies building it',
    builderCount: 'At least 2 companies.',
    mezzanine: 'The stand has a mezzanine',
    yes: 'Yes',
    saved: 'SPS notice saved!',
    attestations: 'Attestations',
    safetyAttestation: 'SPS attestation (French)',
    deposit: 'Submit my documents',
    depositSend: 'Submit',
    message: 'Message',
    deposited: 'Documents submitted!',
    setStatus: (name: string) => `Change the status of ${name}`,
    checked: 'Checked',
    refused: 'Refused',
    statusSaved: 'New status saved!',
    search: 'Search',
    withRecord: 'With',
    menu: 'Actions',
    zip: 'Download safety attestations',
  },
};

async function openAs(login: string, locale: 'fr-FR' | 'en-US', connected: string): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText(connected).first().waitFor();
  return page;
}


/** A contact's fields, the nth block of the form (0 the person responsible, 1 the standist, 2 the coordinator). */
async function fillContact(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], nth: number, values: { lastName: string; firstName: string; phone: string; email: string; company?: string }) {
  const dialog = page.getByRole('dialog', { name: t.notice });
  await dialog.getByRole('textbox', { name: t.lastName, exact: true }).nth(nth).fill(values.lastName);
  await dialog.getByRole('textbox', { name: t.firstName, exact: true }).nth(nth).fill(values.firstName);
  if (values.company) await dialog.getByRole('textbox', { name: t.company, exact: true }).fill(values.company);
  await dialog.getByRole('textbox', { name: t.phone, exact: true }).nth(nth).fill(values.phone);
  await dialog.getByRole('textbox', { name: t.email, exact: true }).nth(nth).fill(values.email);
}

/** The background colour of an element, as the browser computes it. */
const backgroundOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

for (const lang of ['fr', 'en'] as const) {
  const t = TEXTS[lang];
  const files = [`plan-montage-${lang}.pdf`, `note-calcul-${lang}.pdf`];
  describe(`stand documents and the safety form (${lang})`, () => {
    it('the exhibitor meets the SPS form, fills it with two builders and a coordinator, then deposits two documents', async () => {
      // The journey runs once per language on the same data: the stand starts without its record.
      await server.pool.query('DELETE FROM stand_security_instructions WHERE stand_id = $1', [standId]);
      const page = await openAs('exhibitor@demo.test', t.locale, t.connected);
      await page.goto(`/stands/${standId}`);
      const dialog = page.getByRole('dialog', { name: t.notice });
      // The first screen of a fresh server: its chunks, the stand, its show.
      await dialog.waitFor({ timeout: 60_000 });
      // It cannot be dismissed.
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await dialog.getByRole('button', { name: t.save }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: /^(Annuler|Cancel)$/ }).count(), 0);
      // Sent empty: the messages, the focus on the first field to fix.
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.confirmationMissing).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'downloadOk');
      await axeClean(page, 'the SPS form with its errors');

      await dialog.getByRole('checkbox', { name: t.downloadOk }).check();
      await fillContact(page, t, 0, { lastName: 'Bernard', firstName: 'Emma', company: 'Lumen Stands', phone: '0601020304', email: 'emma@lumen.test' });
      await dialog.getByRole('radio', { name: t.builtByMore }).check();
      // One builder said to be one: refused, nothing saved.
      await dialog.getByRole('spinbutton', { name: t.numberOfBuilders }).fill('1');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.builderCount).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'numberOfBuilders');
      await dialog.getByRole('spinbutton', { name: t.numberOfBuilders }).fill('2');
      await fillContact(page, t, 1, { lastName: 'Martin', firstName: 'Paul', phone: '0607080910', email: 'paul@decor.test' });
      await dialog.getByRole('checkbox', { name: t.mezzanine }).check();
      await dialog.getByRole('radio', { name: t.yes, exact: true }).check();
      await fillContact(page, t, 2, { lastName: 'Roux', firstName: 'Léa', phone: '0611121314', email: 'lea@sps.test' });
      await axeClean(page, 'the SPS form filled, builders and coordinator shown');
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      const { rows } = await server.pool.query(
        `SELECT company, built_by_more, number_of_builders, standist_email, with_mezzanine, with_coordinator, coordinator_email
           FROM stand_security_instructions WHERE stand_id = $1`,
        [standId],
      );
      assert.deepEqual(rows, [
        {
          company: 'Lumen Stands',
          built_by_more: true,
          number_of_builders: 2,
          standist_email: 'paul@decor.test',
          with_mezzanine: true,
          with_coordinator: true,
          coordinator_email: 'lea@sps.test',
        },
      ]);
      // The record's attestations in the attestations card.
      await page.getByRole('region', { name: t.attestations }).getByRole('button', { name: t.safetyAttestation }).waitFor();
      await axeClean(page, 'the stand dashboard once the SPS form is saved');
      // A reload: the stand has its record, no form.
      await page.reload();
      await page.getByRole('region', { name: t.attestations }).getByRole('button', { name: t.safetyAttestation }).waitFor();
      assert.equal(await page.getByRole('dialog', { name: t.notice }).count(), 0);

      // Two documents deposited with a message.
      await page.goto(`/stands/${standId}/documents`);
      await page.getByRole('button', { name: t.deposit }).click();
      const deposit = page.getByRole('dialog', { name: t.deposit });
      await deposit.locator('input[type=file]').setInputFiles(files.map((name) => ({ name, mimeType: 'application/pdf', buffer: PDF(name) })));
      await deposit.getByRole('textbox', { name: t.message }).fill(lang === 'fr' ? 'Nos plans et la note de calcul.' : 'Our plans and the load calculation.');
      await axeClean(page, 'the deposit dialog with two files');
      await deposit.getByRole('button', { name: t.depositSend, exact: true }).click();
      await page.getByText(t.deposited).first().waitFor();
      for (const name of files) await page.getByRole('button', { name: t.setStatus(name) }).or(page.getByText(name).first()).first().waitFor();
      const deposited = await server.pool.query(
        `SELECT m.media_file_name FROM stand_document_media d JOIN media m ON m.id = d.media_id
          WHERE d.stand_id = $1 AND d.enabled AND d.stand_document_message_id IS NOT NULL AND m.media_file_name = ANY($2::text[])`,
        [standId, files],
      );
      assert.equal(deposited.rows.length, 2);
      await page.context().close();
    });

    it('support sets one document CHECKED and the other REFUSED; the document list shows the stand REFUSED, in red', async () => {
      const page = await openAs('support@demo.test', t.locale, t.connected);
      await page.goto(`/stands/${standId}/documents`);
      for (const [name, status] of [
        [files[0], t.checked],
        [files[1], t.refused],
      ] as const) {
        await page.getByRole('button', { name: t.setStatus(name) }).click();
        await page.getByRole('menuitem', { name: status, exact: true }).click();
        await page.getByText(t.statusSaved).first().waitFor();
      }
      await page.locator('.document-status[data-status="CHECKED"]').first().waitFor();
      await page.locator('.document-status[data-status="REFUSED"]').first().waitFor();
      await axeClean(page, 'the stand documents page after the review');
      const statuses = await server.pool.query(
        `SELECT m.media_file_name, d.status AS reference FROM stand_document_media d JOIN media m ON m.id = d.media_id
          WHERE d.stand_id = $1 AND m.media_file_name = ANY($2::text[]) ORDER BY m.media_file_name`,
        [standId, files],
      );
      assert.deepEqual(
        Object.fromEntries(statuses.rows.map((r: { media_file_name: string; reference: string }) => [r.media_file_name, r.reference])),
        { [files[0]]: 'CHECKED', [files[1]]: 'REFUSED' },
      );

      // The show's document list: the stand's status is the least advanced of its documents', in red.
      const { rows } = await server.pool.query('SELECT name FROM stands WHERE id = $1', [standId]);
      await page.goto(`/salons/${showId}/documents`);
      await page.getByRole('searchbox', { name: t.search }).fill(rows[0].name);
      const row = page.locator(`.MuiDataGrid-row[data-id="${standId}"]`);
      await row.locator('.document-status[data-status="REFUSED"]').waitFor();
      assert.equal((await row.locator('.document-status').first().textContent())?.trim(), t.refused);
      assert.equal(await backgroundOf(page, `.MuiDataGrid-row[data-id="${standId}"] .document-status`), 'rgb(198, 40, 40)');
      await axeClean(page, 'the document list with the stand refused');
      await page.context().close();
    });

    it('the organizer downloads the attestation zip of three selected stands', async () => {
      const page = await openAs('organizer@demo.test', t.locale, t.connected);
      await page.goto(`/salons/${showId}/stands`);
      // The stands with a safety record, three of them ticked from the keyboard.
      await page.locator('aside').getByRole('checkbox', { name: t.withRecord, exact: true }).check();
      await page.locator('.MuiDataGrid-row').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-row').length >= 3);
      await page.locator('h1').click();
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('j');
        await page.keyboard.press('x');
      }
      await page.getByTestId('list-selection-count').filter({ hasText: '3' }).waitFor();
      const selected = await page.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.slice(0, 3).map((row) => Number(row.getAttribute('data-id'))));
      await page.getByRole('button', { name: t.menu, exact: true }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: t.zip }).click()]);
      // Named in the caller's language (docs/api.md).
      assert.match(download.suggestedFilename(), lang === 'fr' ? /Attestations SPS - \d{4}-\d{2}-\d{2}_\d{4}\.zip$/ : /SPS attestations - \d{4}-\d{2}-\d{2}_\d{4}\.zip$/);
      const path = await download.path();
      assert.ok(path);
      const entries = await readZip(readFileSync(path));
      assert.equal(entries.length, 3, entries.map((e) => e.name).join(', '));
      for (const entry of entries) {
        assert.match(entry.name, /\.pdf$/);
        assert.equal(entry.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      }
      // The three stands asked are the three with a record ticked.
      const { rows } = await server.pool.query('SELECT count(*)::int AS n FROM stands WHERE id = ANY($1::int[]) AND stand_security_instruction_id IS NOT NULL', [selected]);
      assert.equal(rows[0].n, 3);
      await axeClean(page, 'the stand list after the attestations zip');
      await page.context().close();
    });
  });
}
