/**
 * Providers in the browser (issue 23, item 6), in French and in English: the admin creates a
 * provider with its 75×75 logo (a 76×75 one refused first: 'Le chargement de « … » a échoué : …' and
 * the file out of the form) and a contact, places it on the demo show in a category; the exhibitor
 * opens the side menu's providers modal and clicks the provider's link (a new tab); the admin then
 * sees the counter at 1 on the show dashboard. Each screen is checked with axe-core on the way.
 */
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { axeClean } from './support/axe';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let standId: number;
let showId: number;

withServerAndBrowser(async (started, launched) => {
  server = started;
  browser = launched;
  // The demo exhibitor's stand in an enabled show: that show is the demo show of the journey.
  const { rows } = await server.pool.query(
    `SELECT s.id, s.show_id FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      JOIN shows sh ON sh.id = s.show_id
      WHERE u.email = 'exhibitor@demo.test' AND sh.enabled ORDER BY s.id LIMIT 1`,
  );
  standId = rows[0].id;
  showId = rows[0].show_id;
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A plain-coloured RGB PNG of the given size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    connected: 'Vous êtes connecté !',
    add: 'Ajouter un prestataire',
    dialog: 'Nouveau prestataire',
    name: 'Nom',
    email: 'Email',
    link: 'Lien (http:// ou https://)',
    chooseLogo: 'Choisir un logo',
    save: 'Enregistrer',
    uploadFailed: /^Le chargement de « .+ » a échoué : /,
    noLogo: 'Aucun logo',
    saved: 'Prestataire enregistré !',
    search: 'Rechercher un prestataire',
    addContact: 'Ajouter un contact',
    contactDialog: 'Nouveau contact',
    lastname: 'Nom',
    firstname: 'Prénom',
    phone: 'Téléphone',
    company: 'Société',
    contactSaved: 'Contact enregistré !',
    categories: 'Catégories',
    addCategory: 'Ajouter une catégorie',
    categoryDialog: 'Nouvelle catégorie',
    close: 'Fermer',
    box: 'Prestataires',
    boxAdd: 'Ajouter',
    placementDialog: 'Ajouter un prestataire au salon',
    category: 'Catégorie',
    provider: 'Prestataire',
    menu: 'Prestataires',
    modal: 'Prestataires du salon',
    visit: (name: string) => `Site de ${name}`,
    oneClick: '1 clic',
  },
  en: {
    locale: 'en-US' as const,
    connected: 'You are logged in!',
    add: 'Add a provider',
    dialog: 'New provider',
    name: 'Name',
    email: 'Email',
    link: 'Link (http:// or https://)',
    chooseLogo: 'Choose a logo',
    save: 'Save',
    uploadFailed: /^“.+” could not be uploaded: /,
    noLogo: 'No logo',
    saved: 'Provider saved!',
    search: 'Search for a provider',
    addContact: 'Add a contact',
    contactDialog: 'New contact',
    lastname: 'Last name',
    firstname: 'First name',
    phone: 'Phone',
    company: 'Company',
    contactSaved: 'Contact saved!',
    categories: 'Categories',
    addCategory: 'Add a category',
    categoryDialog: 'New category',
    close: 'Close',
    box: 'Providers',
    boxAdd: 'Add',
    placementDialog: 'Add a provider to the show',
    category: 'Category',
    provider: 'Provider',
    menu: 'Providers',
    modal: "The show's providers",
    visit: (name: string) => `${name}'s website`,
    oneClick: '1 click',
  },
};

async function openAs(login: string, locale: 'fr-FR' | 'en-US', connected: string): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.getByText(connected).first().waitFor();
  return page;
}

for (const lang of ['fr', 'en'] as const) {
  const t = TEXTS[lang];
  const providerName = `Stands Horizon ${lang}`;
  const categoryName = `Montage ${lang}`;
  const link = `https://horizon-${lang}.example.org/`;

  describe(`providers (${lang})`, () => {
    it('the admin creates a provider with its logo (a wrong size refused first) and a contact', async () => {
      const page = await openAs('admin@demo.test', t.locale, t.connected);
      await page.goto('/prestataires');
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.getByLabel(t.name, { exact: false }).first().fill(providerName);
      await dialog.getByLabel(t.email, { exact: false }).first().fill(`contact@horizon-${lang}.example.org`);
      await dialog.getByLabel(t.link).fill(link);
      // 76×75: refused by the server, the file taken out of the form.
      await dialog.locator('input[type=file][name=logo]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(76, 75) });
      await dialog.getByText('wide.png').waitFor();
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.uploadFailed).first().waitFor();
      await dialog.getByText(t.noLogo).waitFor();
      await axeClean(page, 'the provider form with a refused logo');
      await dialog.locator('input[type=file][name=logo]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(75, 75) });
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('searchbox', { name: t.search }).fill(providerName);
      await page.getByRole('gridcell', { name: providerName, exact: true }).click();
      await page.waitForURL(/\/prestataires\/\d+$/);
      await page.getByRole('heading', { level: 1, name: providerName }).waitFor();
      await axeClean(page, "the provider's page");
      await page.getByRole('button', { name: t.addContact }).click();
      const contact = page.getByRole('dialog', { name: t.contactDialog });
      await contact.getByLabel(t.lastname, { exact: false }).first().fill('Morel');
      await contact.getByLabel(t.firstname, { exact: false }).fill('Inès');
      await contact.getByLabel(t.phone, { exact: false }).fill('0601020304');
      await contact.getByLabel(t.company, { exact: false }).fill('Horizon');
      await axeClean(page, 'the contact form');
      await contact.getByRole('button', { name: t.save }).click();
      await page.getByText(t.contactSaved).first().waitFor();
      await page.getByText('Inès Morel').waitFor();
      await page.context().close();
    });

    it('the admin places it on the demo show in a new category', async () => {
      const page = await openAs('admin@demo.test', t.locale, t.connected);
      await page.goto('/prestataires');
      await page.getByRole('button', { name: t.categories }).click();
      await page.getByRole('button', { name: t.addCategory }).click();
      const category = page.getByRole('dialog', { name: t.categoryDialog });
      await category.getByLabel(t.name, { exact: false }).fill(categoryName);
      await category.getByRole('button', { name: t.save }).click();
      await page.getByRole('dialog').getByText(categoryName).waitFor();
      await page.getByRole('button', { name: t.close }).click();
      await page.goto(`/salons/${showId}`);
      const box = page.getByRole('region', { name: t.box });
      await box.getByRole('button', { name: t.boxAdd }).click();
      const dialog = page.getByRole('dialog', { name: t.placementDialog });
      await dialog.getByRole('option', { name: categoryName }).waitFor({ state: 'attached' });
      await dialog.getByLabel(t.category, { exact: false }).selectOption({ label: categoryName });
      await dialog.getByRole('option', { name: providerName }).waitFor({ state: 'attached' });
      await dialog.getByLabel(t.provider, { exact: false }).first().selectOption({ label: providerName });
      await axeClean(page, 'the placement form');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.waitFor({ state: 'hidden' });
      await box.getByRole('heading', { name: categoryName }).waitFor();
      await box.getByText(providerName).waitFor();
      await axeClean(page, 'the show dashboard with its providers box');
      await page.context().close();
    });

    it('the exhibitor opens the providers modal and follows the link in a new tab', async () => {
      const page = await openAs('exhibitor@demo.test', t.locale, t.connected);
      await page.goto(`/stands/${standId}`);
      await page.getByRole('navigation').getByRole('button', { name: t.menu }).click();
      const modal = page.getByRole('dialog', { name: t.modal });
      const visit = modal.getByRole('link', { name: t.visit(providerName) });
      await visit.waitFor();
      // The contact added to this language's provider (the other language's run placed its own).
      await modal.getByText('Inès Morel', { exact: false }).first().waitFor();
      await axeClean(page, 'the providers modal');
      assert.equal(await visit.getAttribute('target'), '_blank');
      assert.equal(await visit.getAttribute('href'), link);
      // The new tab asks for an address nobody serves: what counts is that it opens.
      await page.context().route('https://horizon-*.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Horizon</title>' }));
      const counted = page.waitForResponse((response) => /\/backend\/provider_shows\/\d+$/.test(response.url()) && response.request().method() === 'PATCH');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), visit.click()]);
      await tab.waitForLoadState();
      assert.equal(tab.url(), link);
      // The click's count went out on its own, the tab not waiting for it.
      assert.equal((await counted).status(), 200);
      await page.context().close();
    });

    it('the admin sees the click counted on the show dashboard', async () => {
      const page = await openAs('admin@demo.test', t.locale, t.connected);
      await page.goto(`/salons/${showId}`);
      const box = page.getByRole('region', { name: t.box });
      const row = box.getByRole('listitem').filter({ hasText: providerName });
      await row.getByText(t.oneClick, { exact: false }).waitFor();
      await page.context().close();
    });
  });
}
