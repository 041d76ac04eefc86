/**
 * The gateway in the browser (issue 24), in French and in English, against a real FTP server
 * started here (test/support/gatewayServers.ts) serving an exhibitor file (JSON, docs/gateway.md)
 * in the folder HAB27: the admin points the demo's 'FTP' source at it with a wrong password, sets
 * up the demo's second show ('Salon Habitat & Jardin 2027', gateway off in the demo) with that
 * source and folder, and 'Tester la connexion' says the login failed; with the right password the
 * test succeeds; on the show's dashboard the preview counts the new stands, 'Appliquer' syncs them
 * ('Synchronisation effectuée !', a line in the history) and they are in the show's stand list.
 * Then an exhibitor of the file opens the external sign-in link and lands on their stand, the
 * token out of the address.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { startFtpServer, type TestFtpServer } from '../support/gatewayServers';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

const SHOW_NAME = 'Salon Habitat & Jardin 2027';
const FOLDER = 'HAB27';
const FTP_LOGIN = { username: 'habitat', password: 'Ftp-e2e-S3cret' };

let server: E2eServer;
let browser: Browser;
let ftp: TestFtpServer;
let showId: number;

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  ftp = await startFtpServer(FTP_LOGIN);
  fs.mkdirSync(path.join(ftp.root, FOLDER));
  const { rows } = await server.pool.query('SELECT id, external_sync FROM shows WHERE name = $1', [SHOW_NAME]);
  showId = rows[0].id;
  // The journey turns the gateway on: the demo show must start with it off.
  assert.equal(rows[0].external_sync, false);
});

after(async () => {
  await ftp?.close();
});

interface Exhibitor {
  token: string;
  name: string;
  hall: string;
  number: string;
  contact: { email: string; firstName: string; lastName: string; language: 'fr' | 'en' };
}

/** Two exhibitors per language, each with its own 32-character token. */
const exhibitorsOf = (lang: 'fr' | 'en'): Exhibitor[] =>
  [1, 2].map((n) => ({
    token: crypto.randomBytes(24).toString('base64url'),
    name: `Passerelle ${lang.toUpperCase()} ${n}`,
    hall: '3',
    number: `${lang === 'fr' ? 3 : 4}0${n}`,
    contact: { email: `passerelle.${lang}.${n}@exposant.test`, firstName: 'Paul', lastName: `Passerelle ${n}`, language: lang },
  }));

/** The file holds every exhibitor written so far: the second language's sync then only adds its own. */
const published: Exhibitor[] = [];
function publish(exhibitors: Exhibitor[]): void {
  published.push(...exhibitors);
  fs.writeFileSync(path.join(ftp.root, FOLDER, 'exposants.json'), JSON.stringify({ exhibitors: published }));
}

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    editSource: 'Modifier FTP',
    sourceDialog: 'Modifier la source',
    protocol: /^Protocole/,
    host: 'Hôte',
    port: 'Port',
    username: 'Identifiant',
    password: 'Mot de passe',
    save: 'Enregistrer',
    sourceSaved: 'Source enregistrée !',
    editShow: 'Modifier le salon',
    gateway: 'Passerelle (synchronisation des exposants)',
    source: /^Source/,
    folder: 'Dossier',
    deadline: 'Date limite de synchronisation',
    deadlineDigits: '010320270800',
    accessUrl: 'Adresse d’accès des exposants',
    test: 'Tester la connexion',
    loginFailed: "L'identification auprès de la source a échoué.",
    testSuccess: 'Connexion réussie (1 fichier)',
    showSaved: 'Enregistrement réussi !',
    preview: 'Aperçu avant synchronisation',
    previewTitle: 'Aperçu de la synchronisation',
    newStands: 'Nouveaux stands',
    newKind: 'Nouveau',
    apply: 'Appliquer',
    done: 'Synchronisation effectuée !',
    history: 'Historique des synchronisations',
    historyLine: 'Réussie — Nouveaux stands : 2',
    search: 'Rechercher',
  },
  en: {
    locale: 'en-US' as const,
    editSource: 'Edit FTP',
    sourceDialog: 'Edit the source',
    protocol: /^Protocol/,
    host: 'Host',
    port: 'Port',
    username: 'Username',
    password: 'Password',
    save: 'Save',
    sourceSaved: 'Source saved!',
    editShow: 'Edit the show',
    gateway: 'Gateway (exhibitor synchronization)',
    source: /^Source/,
    folder: 'Folder',
    deadline: 'Sync deadline',
    deadlineDigits: '030120270800',
    accessUrl: 'Exhibitors’ access address',
    test: 'Test the connection',
    loginFailed: 'Signing in to the source failed.',
    testSuccess: 'Connection successful (1 file)',
    showSaved: 'Saved successfully!',
    preview: 'Preview before synchronizing',
    previewTitle: 'Synchronization preview',
    newStands: 'New stands',
    newKind: 'New',
    apply: 'Apply',
    done: 'Synchronization done!',
    history: 'Synchronization history',
    historyLine: 'Succeeded — New stands: 2',
    search: 'Search',
  },
};
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** /sources: the 'FTP' source set to plain FTP on the test server, with this password. */
async function setFtpSource(page: Page, t: Texts, password: string): Promise<void> {
  await page.goto('/sources');
  await page.getByRole('button', { name: t.editSource, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.sourceDialog });
  await dialog.getByRole('combobox', { name: t.protocol }).selectOption('ftp');
  await dialog.getByLabel(t.host).fill('127.0.0.1');
  await dialog.getByLabel(t.port, { exact: true }).fill(String(ftp.port));
  await dialog.getByLabel(t.username, { exact: true }).fill(FTP_LOGIN.username);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.save }).click();
  await page.getByText(t.sourceSaved).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Types a date and time into a picker field from its first section (as test/e2e/shows.e2e.ts does). */
async function typeDate(page: Page, field: Locator, digits: string): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  assert.ok(box);
  await page.mouse.click(box.x + 16, box.y + box.height / 2);
  await page.keyboard.type(digits);
}

/** From the show's dashboard, its form: the gateway on, the FTP source and folder; 'Tester la connexion' then shows `expected`. */
async function setUpGatewayAndTest(page: Page, t: Texts, expected: string): Promise<void> {
  await page.getByRole('button', { name: t.editShow }).click();
  const dialog = page.getByRole('dialog', { name: t.editShow });
  const gateway = dialog.getByRole('switch', { name: t.gateway }).or(dialog.getByRole('checkbox', { name: t.gateway }));
  if (!(await gateway.isChecked())) {
    await gateway.check();
    await typeDate(page, dialog.getByRole('group', { name: t.deadline, exact: true }), t.deadlineDigits);
    await dialog.getByLabel(t.accessUrl).fill('https://exposants.habitat-jardin.test/');
  }
  await dialog.getByRole('combobox', { name: t.source }).selectOption({ label: 'FTP' });
  await dialog.getByLabel(t.folder).fill(FOLDER);
  await dialog.getByRole('button', { name: t.test }).click();
  await dialog.getByTestId('connection-test-result').filter({ hasText: expected }).waitFor();
  await dialog.getByRole('button', { name: t.save }).click();
  await page.getByText(t.showSaved).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

for (const [index, lang] of (['fr', 'en'] as const).entries()) {
  const t = TEXTS[lang];
  const exhibitors = exhibitorsOf(lang);
  describe(`the gateway (${lang})`, () => {
    it('the admin sets up the FTP source and the show, tests the connection (refused, then accepted), previews and applies a sync', async () => {
      publish(exhibitors);
      const page = await newPage(browser, server.url, t.locale);
      await logIn(page, 'admin@demo.test');
      await page.waitForURL(`${server.url}/`);

      // A wrong password first: the show's connection test says the login was refused.
      await setFtpSource(page, t, 'not-the-password');
      await page.goto('/salons');
      await page.getByRole('link', { name: SHOW_NAME }).click();
      await page.waitForURL(new RegExp(`/salons/${showId}$`));
      await setUpGatewayAndTest(page, t, t.loginFailed);

      // The right password: the test succeeds (the folder holds the one exhibitor file).
      await setFtpSource(page, t, FTP_LOGIN.password);
      await page.goto(`/salons/${showId}`);
      await setUpGatewayAndTest(page, t, t.testSuccess);

      // The preview counts this language's two new stands and lists them; applying syncs them.
      await page.getByRole('button', { name: t.preview }).click();
      const preview = page.getByRole('dialog', { name: t.previewTitle });
      await preview.waitFor({ timeout: 30_000 });
      for (const exhibitor of exhibitors) {
        await preview.getByRole('row').filter({ hasText: exhibitor.name }).filter({ hasText: t.newKind }).waitFor();
      }
      const newCount = preview.locator('dt', { hasText: t.newStands }).locator('xpath=following-sibling::dd[1]');
      assert.equal((await newCount.textContent())?.trim(), '2');
      await preview.getByRole('button', { name: t.apply }).click();
      await page.getByText(t.done).first().waitFor({ timeout: 30_000 });
      await preview.waitFor({ state: 'detached' });
      const history = page.getByRole('table', { name: t.history });
      // One line per language run so far (header row aside), the newest first.
      await history.getByRole('row').nth(index + 1).waitFor();
      assert.equal(await history.getByRole('row').count(), index + 2);
      await history.getByRole('row').nth(1).filter({ hasText: t.historyLine }).waitFor();

      // The new stands in the show's stand list.
      await page.goto(`/salons/${showId}/stands`);
      for (const exhibitor of exhibitors) {
        await page.getByRole('searchbox', { name: t.search }).fill(exhibitor.name);
        await page.getByRole('row').filter({ hasText: exhibitor.name }).first().waitFor();
      }
      await page.context().close();
    });

    it('an exhibitor of the file opens the external sign-in link and lands on their stand, the token out of the address', async () => {
      const [exhibitor] = exhibitors;
      const { rows } = await server.pool.query('SELECT id FROM stands WHERE show_id = $1 AND name = $2', [showId, exhibitor.name]);
      assert.equal(rows.length, 1);
      const page = await newPage(browser, server.url, t.locale);
      await page.goto(`/login?source=${exhibitor.token}&provider=ftp`);
      await page.waitForURL(new RegExp(`/stands/${rows[0].id}$`));
      await page.getByText(exhibitor.name).first().waitFor();
      assert.ok(!page.url().includes(exhibitor.token));
      await page.context().close();
    });
  });
}
