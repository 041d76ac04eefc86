/**
 * Password reset by e-mail (issue 12), in French and in English, against the real server with
 * the outbox transport: a user asks for a link from the login page, an admin opens the message
 * on the outbox screen (/courriels) and sees its link masked, the user follows the link (read, as
 * a developer does, from the .eml in $DATA_DIR/outbox), sets a new password and logs in with it;
 * the old one no longer works.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { logIn, newPage, setLanguagePreference } from './support/browser';
import { withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

const TEXTS = {
  'fr-FR': {
    forgot: 'Mot de passe oublié ?',
    email: 'Adresse email',
    send: 'Envoyer le lien',
    invalidEmail: 'Adresse email incorrecte.',
    sent: 'Si votre adresse mail existe bien, un mail va bientôt vous être envoyé.',
    settings: 'Paramètres',
    menu: 'Courriels',
    heading: 'Courriels',
    read: 'Lire',
    subject: 'Réinitialisation de votre mot de passe',
    masked: "Le lien secret est masqué (••••••) : seul le destinataire du courriel peut l'ouvrir.",
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmation du mot de passe',
    mismatch: 'Confirmation du mot de passe incorrecte.',
    save: 'Enregistrer le mot de passe',
    done: 'Votre mot de passe a bien été ré-initialisé, vous pouvez vous connecter !',
    invalidLink: "L'url est invalide.",
    connected: 'Vous êtes connecté !',
    failed: 'La connexion a échoué...',
  },
  'en-US': {
    forgot: 'Forgot your password?',
    email: 'Email address',
    send: 'Send the link',
    invalidEmail: 'Incorrect email address.',
    sent: 'If your email address exists, an email will be sent to you shortly.',
    settings: 'Settings',
    menu: 'Emails',
    heading: 'Emails',
    read: 'Read',
    subject: 'Resetting your password',
    masked: 'The secret link is masked (••••••): only the recipient of the email can open it.',
    password: 'New password',
    confirmation: 'Confirm the password',
    mismatch: 'The password confirmation does not match.',
    save: 'Save the password',
    done: 'Your password has been reset, you can now log in!',
    invalidLink: 'The link is invalid.',
    connected: 'You are logged in!',
    failed: 'Login failed...',
  },
} as const;

async function resetJourney(locale: 'fr-FR' | 'en-US', email: string, newPassword: string): Promise<void> {
  const t = TEXTS[locale];
  const user = await newPage(browser, server.url, locale);
  // The e-mail follows the account's language.
  await setLanguagePreference(user, email, 'demo1234', locale === 'fr-FR' ? 'fr' : 'en');

  // 1. The forgot form, from the login page.
  await user.goto('/login');
  await user.getByRole('link', { name: t.forgot }).click();
  await user.waitForURL(/\/mot-de-passe-oublie$/);
  await user.getByLabel(t.email).fill('not-an-address');
  await user.getByRole('button', { name: t.send }).click();
  await user.getByText(t.invalidEmail).waitFor();
  await user.getByLabel(t.email).fill(email);
  await user.getByRole('button', { name: t.send }).click();
  await user.getByText(t.sent).waitFor();
  await server.jobs.idle();

  // 2. An admin reads the message on the outbox screen.
  const admin = await newPage(browser, server.url, locale);
  await logIn(admin, 'admin@demo.test');
  await admin.getByText(t.connected).first().waitFor();
  await admin.getByRole('button', { name: t.settings }).click();
  await admin.getByRole('menuitem', { name: t.menu }).click();
  await admin.waitForURL(/\/courriels$/);
  await admin.getByRole('heading', { name: t.heading }).waitFor();
  await admin.getByRole('button', { name: new RegExp(`^${t.read} ${email.replace('.', '\\.')}`) }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText(t.subject).first().waitFor();
  // The screen shows the link with its token masked (issue 18: reading the outbox must not let
  // staff reset an account), and says why.
  const text = await dialog.getByTestId('mail-text').innerText();
  assert.match(text, /https?:\/\/\S+\/reinitialisation-mot-de-passe\?t=••••••/);
  assert.doesNotMatch(text, /\?t=[\w-]/);
  await dialog.getByText(t.masked).waitFor();
  await admin.context().close();

  // The link itself, as a developer reads it: the .eml in $DATA_DIR/outbox.
  const { rows } = await server.pool.query('SELECT outbox_file FROM mail_deliveries WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
  const mail = await simpleParser(fs.readFileSync(path.join(server.outboxDir, rows[0].outbox_file)));
  const link = /https?:\/\/\S+\/reinitialisation-mot-de-passe\?t=[\w-]+/.exec(mail.text ?? '')?.[0];
  assert.ok(link, `a reset link in: ${mail.text}`);

  // 3. The user follows the link and sets a new password.
  await user.goto(link);
  await user.getByLabel(t.password).fill(newPassword);
  await user.getByLabel(t.confirmation).fill(`${newPassword}x`);
  await user.getByRole('button', { name: t.save }).click();
  await user.getByText(t.mismatch).waitFor();
  await user.getByLabel(t.confirmation).fill(newPassword);
  await user.getByRole('button', { name: t.save }).click();
  await user.waitForURL(/\/login$/);
  await user.getByText(t.done).waitFor();

  // 4. The link is spent; the old password is refused, the new one logs in.
  await user.goto(link);
  await user.getByLabel(t.password).fill(newPassword);
  await user.getByLabel(t.confirmation).fill(newPassword);
  await user.getByRole('button', { name: t.save }).click();
  await user.getByText(t.invalidLink).waitFor();

  await logIn(user, email, 'demo1234');
  await user.getByText(t.failed).waitFor();
  await logIn(user, email, newPassword);
  await user.getByText(t.connected).first().waitFor();
  await user.context().close();
}

describe('password reset by e-mail', () => {
  it('in French: asked from the login page, read on the outbox screen, set, used to log in', async () => {
    await resetJourney('fr-FR', 'exhibitor@demo.test', 'Lumière-sur-scène-2027');
  });

  it('in English: the same journey, the e-mail and the screens in English', async () => {
    await resetJourney('en-US', 'decorator@demo.test', 'Stage-lights-2027');
  });

  it('a page with no token says the link is invalid and offers a new one', async () => {
    const page: Page = await newPage(browser, server.url);
    await page.goto('/reinitialisation-mot-de-passe');
    await page.getByText("L'url est invalide.").waitFor();
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await page.waitForURL(/\/mot-de-passe-oublie$/);
    await page.context().close();
  });

  it('the outbox is not for organizers: /courriels is a 404 for them', async () => {
    const page = await newPage(browser, server.url);
    await logIn(page, 'organizer@demo.test');
    await page.getByText('Vous êtes connecté !').first().waitFor();
    await page.goto('/courriels');
    await page.waitForURL(/\/404$/);
    await page.context().close();
  });
});
