/**
 * Stand management and contacts in the browser (issue 11, items 1-2), in French and in English:
 * the demo organizer adds a stand with a new exhibitor from the stand list's menu, edits it and
 * deletes it with confirmation from its dashboard; the demo exhibitor reads their stand's
 * contacts (read-only) and registers their decorator ('Enregistrer mon décorateur').
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { logIn, newPage, waitOrSayWhatIsShown } from './support/browser';
import { demoOrganizerShowId, withServerAndBrowser, type E2eServer } from './support/suite';

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
    add: 'Ajouter un stand',
    name: 'Enseigne',
    standType: 'Type de stand',
    hall: 'Hall',
    aisle: 'Allée',
    number: 'Numéro',
    surface: 'Surface (m²)',
    company: 'Société',
    lastName: 'Nom',
    firstName: 'Prénom',
    email: 'Email',
    save: 'Enregistrer',
    saved: 'Enregistrement réussi !',
    nameMissing: 'Enseigne manquante',
    search: /rechercher/i,
    edit: 'Modifier le stand',
    deleteStand: 'Supprimer le stand',
    confirmText: 'Êtes-vous sûr de vouloir supprimer ce stand ?',
    confirm: 'Confirmer',
    deleted: 'Stand supprimé !',
    contacts: 'Contacts',
    view: 'Voir',
    modify: 'Modifier',
    register: 'Enregistrer mon décorateur',
    contactSaved: 'Contact enregistré !',
    decorators: 'Décorateurs',
  },
  en: {
    locale: 'en-US' as const,
    menu: 'Actions',
    add: 'Add a stand',
    name: 'Shop name',
    standType: 'Stand type',
    hall: 'Hall',
    aisle: 'Aisle',
    number: 'Number',
    surface: 'Area (m²)',
    company: 'Company',
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email',
    save: 'Save',
    saved: 'Saved successfully!',
    nameMissing: 'Shop name missing',
    search: /search/i,
    edit: 'Edit the stand',
    deleteStand: 'Delete the stand',
    confirmText: 'Are you sure you want to delete this stand?',
    confirm: 'Confirm',
    deleted: 'Stand deleted!',
    contacts: 'Contacts',
    view: 'View',
    modify: 'Edit',
    register: 'Register my decorator',
    contactSaved: 'Contact saved!',
    decorators: 'Decorators',
  },
};
type Texts = (typeof TEXTS)['fr'] | (typeof TEXTS)['en'];

/** A text field of a dialog by its label (a required one's label ends with ' *'). */
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`) });

async function openAs(login: string, t: Texts): Promise<Page> {
  const page = await newPage(browser, server.url, t.locale);
  await logIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function organizerJourney(language: 'fr' | 'en') {
  const t = TEXTS[language];
  const name = language === 'fr' ? 'Maison Garance E2E' : 'Garance House E2E';
  const renamed = `${name} bis`;
  const email = `exposant-e2e-${language}@example.test`;
  const page = await openAs('organizer@demo.test', t);
  await page.goto(`/salons/${showId}/stands`);
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.add });
  await dialog.waitFor();
  // Nothing typed: the form names what is missing.
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await dialog.getByText(t.nameMissing).waitFor();
  await field(dialog, t.name).fill(name);
  await field(dialog, t.standType).fill('Îlot');
  await field(dialog, t.hall).fill('Hall 6');
  await field(dialog, t.aisle).fill('K');
  await field(dialog, t.number).fill('6K12');
  await field(dialog, t.surface).fill('24,5');
  await field(dialog, t.company).fill('Verrerie Garance');
  await field(dialog, t.lastName).fill('Girard');
  await field(dialog, t.firstName).fill('Chloé');
  await field(dialog, t.email).fill(email);
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await page.getByText(t.saved).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const account = await server.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
  assert.equal(account.rows[0].n, 1, 'the new exhibitor has an account');

  await page.getByRole('searchbox', { name: t.search }).or(page.getByRole('textbox', { name: t.search })).first().fill('Garance E2E');
  await page.getByRole('gridcell', { name }).first().click();
  await page.waitForURL(/\/stands\/\d+$/);
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  await page.getByRole('region', { name: t.contacts }).getByText('Chloé Girard').waitFor();

  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.edit }).click();
  const edit = page.getByRole('dialog', { name: t.edit });
  await field(edit, t.name).fill(renamed);
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await page.getByRole('heading', { name: renamed, level: 2 }).waitFor();
  // The user sees the form close before opening the menu again.
  await edit.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.deleteStand }).click();
  const confirm = page.getByRole('dialog');
  // A run under load (ci-local, two files side by side) once saw no confirmation here: if it
  // happens again, the failure says what the page showed instead (a menu still open, a dialog, an alert).
  await waitOrSayWhatIsShown(page, confirm.getByText(t.confirmText));
  await confirm.getByRole('button', { name: t.confirm }).click();
  await page.getByText(t.deleted).waitFor();
  await page.waitForURL((url) => url.pathname === `/salons/${showId}/stands`);
  const left = await server.pool.query('SELECT count(*)::int AS n FROM stands WHERE name = $1', [renamed]);
  assert.equal(left.rows[0].n, 0, 'the stand is gone');
  await page.context().close();
}

async function exhibitorJourney(language: 'fr' | 'en') {
  const t = TEXTS[language];
  const lastName = language === 'fr' ? 'Marchand' : 'Merchant';
  const page = await openAs('exhibitor@demo.test', t);
  await page.waitForURL(/\/stands\/\d+$/);
  const panel = page.getByRole('region', { name: t.contacts });
  await panel.waitFor();
  // Read-only for a standist: each contact opens in view mode, nothing to add, edit or delete.
  await panel.getByRole('button', { name: new RegExp(`^${t.view} `) }).first().waitFor();
  assert.equal(await panel.getByRole('button', { name: new RegExp(`^${t.modify} `) }).count(), 0);

  await panel.getByRole('button', { name: t.register }).click();
  const dialog = page.getByRole('dialog', { name: t.register });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel(/mot de passe|password/i).count(), 0, 'no password in decorator mode');
  await field(dialog, t.company).fill('Bois & Lumière');
  await field(dialog, t.lastName).fill(lastName);
  await field(dialog, t.firstName).fill('Hugo');
  await field(dialog, t.email).fill('hugo-bois');
  await dialog.getByRole('button', { name: /^(Enregistrer|Register)$/ }).click();
  await dialog.getByText(/Adresse email incorrecte|Incorrect email address/).waitFor();
  await field(dialog, t.email).fill(`hugo.${language}@bois-lumiere.test`);
  await dialog.getByRole('button', { name: /^(Enregistrer|Register)$/ }).click();
  await page.getByText(t.contactSaved).waitFor();
  await panel.getByText(`Hugo ${lastName}`).waitFor();
  const { rows } = await server.pool.query(
    `SELECT usr.standist_role FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE u.email = $1`,
    [`hugo.${language}@bois-lumiere.test`],
  );
  assert.deepEqual(rows, [{ standist_role: 'ROLE_STANDIST_DECORATOR' }]);
  await page.context().close();
}

describe('stand management', () => {
  it('an organizer adds a stand with a new exhibitor, edits it and deletes it with confirmation (fr)', async () => {
    await organizerJourney('fr');
  });
  it('an organizer adds a stand with a new exhibitor, edits it and deletes it with confirmation (en)', async () => {
    await organizerJourney('en');
  });
});

describe('stand contacts', () => {
  it('an exhibitor sees the contacts read-only and registers their decorator (fr)', async () => {
    await exhibitorJourney('fr');
  });
  it('an exhibitor sees the contacts read-only and registers their decorator (en)', async () => {
    await exhibitorJourney('en');
  });
});
