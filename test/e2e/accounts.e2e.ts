/**
 * Accounts in headless Chromium against the real server (issue 12, items 5-6), in French and in
 * English: the full admin adds an administrator with shows, edits it and deletes it after
 * confirming; a user edits their account, the app's language follows, and a new password ends
 * the user's other session (a second browser is sent to the login page on its next load).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

async function openAs(login: string, locale: 'fr-FR' | 'en-US', password = 'demo1234'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login, password);
  await page.getByText('Vous êtes connecté !').or(page.getByText('You are logged in!')).first().waitFor();
  return page;
}

const TEXT = {
  fr: {
    settings: 'Paramètres',
    menu: 'Administrateurs',
    add: 'Ajouter un administrateur',
    save: 'Enregistrer',
    required: 'Information manquante',
    email: 'Email',
    firstName: 'Prénom',
    lastName: 'Nom',
    role: 'Coordinateur SPS',
    show: 'Salon Démo 2027',
    tester: 'Testeur (peut enregistrer des parcours)',
    saved: 'Enregistrement réussi !',
    search: 'Rechercher un administrateur',
    edit: 'Modifier',
    remove: 'Supprimer',
    confirm: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
    cancel: 'Annuler',
    deleted: 'Utilisateur supprimé !',
  },
  en: {
    settings: 'Settings',
    menu: 'Administrators',
    add: 'Add an administrator',
    save: 'Save',
    required: 'Missing information',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    role: 'SPS coordinator',
    show: 'Salon Démo 2027',
    tester: 'Tester (may record flows)',
    saved: 'Saved successfully!',
    search: 'Search administrators',
    edit: 'Edit',
    remove: 'Delete',
    confirm: 'Are you sure you want to delete this user?',
    cancel: 'Cancel',
    deleted: 'User deleted!',
  },
} as const;

for (const [lang, locale] of [['fr', 'fr-FR'], ['en', 'en-US']] as const) {
  const t = TEXT[lang];
  describe(`administrators (${lang})`, () => {
    it('the full admin adds an administrator with shows, edits them from the row, and deletes them after confirming', async () => {
      const page = await openAs('admin@demo.test', locale);
      await page.getByRole('button', { name: t.settings }).click();
      await page.getByRole('menuitem', { name: t.menu }).click();
      await page.waitForURL(/\/administrateurs$/);
      await page.getByRole('heading', { name: t.menu }).waitFor();
      await page.getByRole('gridcell', { name: 'Garnier', exact: true }).waitFor();

      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.required).first().waitFor();

      const email = `e2e.${lang}@demo.test`;
      const lastName = lang === 'fr' ? 'Rivière' : 'Rivers';
      await dialog.getByLabel(t.email, { exact: false }).first().fill(email);
      await dialog.getByLabel(t.firstName).fill('Élodie');
      await dialog.getByLabel(new RegExp(`^${t.lastName}`)).fill(lastName);
      await dialog.getByRole('radio', { name: t.role }).check();
      await dialog.getByRole('checkbox', { name: t.show }).check();
      await dialog.getByRole('checkbox', { name: t.tester }).check();
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).waitFor();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('searchbox', { name: t.search }).fill(lastName);
      const cell = page.getByRole('gridcell', { name: lastName, exact: true });
      await cell.waitFor();
      await cell.click();
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('checkbox', { name: t.show }).isChecked(), true, 'the show link was made');
      assert.equal(await dialog.getByRole('checkbox', { name: t.tester }).isChecked(), true, 'the tester flag was kept');
      assert.equal(await dialog.getByRole('radio', { name: t.role }).isChecked(), true);
      await dialog.getByLabel(new RegExp(`^${t.lastName}`)).fill(`${lastName}-Haute`);
      await dialog.getByRole('checkbox', { name: t.show }).uncheck();
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('searchbox', { name: t.search }).fill(`${lastName}-Haute`);
      await page.getByRole('gridcell', { name: `${lastName}-Haute`, exact: true }).waitFor();

      await page.getByRole('button', { name: `${t.remove} Élodie ${lastName}-Haute` }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(t.confirm).waitFor();
      await confirm.getByRole('button', { name: t.cancel }).click();
      await page.getByRole('gridcell', { name: `${lastName}-Haute`, exact: true }).waitFor();
      await page.getByRole('button', { name: `${t.remove} Élodie ${lastName}-Haute` }).click();
      await page.getByRole('dialog').getByRole('button', { name: /Confirmer|Confirm|Supprimer|Delete/ }).click();
      await page.getByText(t.deleted).waitFor();
      await page.getByRole('gridcell', { name: `${lastName}-Haute`, exact: true }).waitFor({ state: 'detached' });
      await page.context().close();
    });
  });
}

describe('administrators for others', () => {
  it('an admin who is not the full admin reads the list without add, edit or delete', async () => {
    const page = await openAs('admin.adjoint@demo.test', 'fr-FR');
    await page.goto('/administrateurs');
    await page.getByRole('gridcell', { name: 'Garnier', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Ajouter un administrateur' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Supprimer / }).count(), 0);
    await page.context().close();
  });

  it('support is sent to /404', async () => {
    const page = await openAs('support@demo.test', 'fr-FR');
    await page.goto('/administrateurs');
    await page.waitForURL(/\/404$/);
    await page.context().close();
  });
});

const ACCOUNT = {
  fr: {
    login: 'sps2@demo.test',
    menu: 'Mon compte',
    edit: 'Modifier',
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmation mot de passe',
    mismatch: 'Confirmation mot de passe incorrecte !',
    save: 'Enregistrer',
    other: 'English',
    after: { heading: 'My account', language: 'English' },
  },
  en: {
    login: 'parc2@demo.test',
    menu: 'My account',
    edit: 'Edit',
    password: 'New password',
    confirmation: 'Password confirmation',
    mismatch: 'Incorrect password confirmation!',
    save: 'Save',
    other: 'Français',
    after: { heading: 'Mon compte', language: 'Français' },
  },
} as const;

for (const [lang, locale] of [['fr', 'fr-FR'], ['en', 'en-US']] as const) {
  const t = ACCOUNT[lang];
  describe(`my account (${lang})`, () => {
    it('a user changes their password and language: the app follows, their other session ends', async () => {
      const other = await openAs(t.login, locale);
      const page = await openAs(t.login, locale);
      await page.getByRole('button', { name: /Mon compte|My account/ }).click();
      await page.getByRole('menuitem', { name: t.menu }).click();
      await page.waitForURL(/\/compte$/);
      await page.getByText(t.login, { exact: true }).waitFor();
      assert.equal(await page.getByLabel(/^E-?mail$/i).count(), 0, 'no e-mail block for an SPS coordinator or a centre service');

      await page.getByRole('button', { name: t.edit }).click();
      const dialog = page.getByRole('dialog');
      assert.equal(await dialog.getByLabel(/^E-?mail$/i).count(), 0);
      await dialog.getByLabel(t.password).fill('une phrase de passe neuve');
      await dialog.getByLabel(t.confirmation).fill('une autre phrase');
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.mismatch).waitFor();
      await dialog.getByLabel(t.confirmation).fill('une phrase de passe neuve');
      await dialog.getByRole('radio', { name: t.other }).check();
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: t.after.heading }).waitFor();
      await page.getByText(t.after.language, { exact: true }).first().waitFor();

      // This session goes on (its new token), after a reload too.
      await page.reload();
      await page.getByRole('heading', { name: t.after.heading }).waitFor();
      assert.match(page.url(), /\/compte$/);
      // The other one is sent to the login page on its next load.
      await other.reload();
      await other.waitForURL(/\/login/);
      await other.context().close();

      // The new password logs in.
      const again = await openAs(t.login, locale, 'une phrase de passe neuve');
      await again.context().close();
      await page.context().close();
    });
  });
}
