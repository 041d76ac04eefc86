/**
 * The external sign-in link (issue 24 point 5): an exhibitor arriving from the organizer's portal
 * with `/login?source={token}&provider=gl_event` lands on their stand, signed in with an account
 * made on first use, the token gone from the address; an unknown link says why on the login page,
 * the usual form still there. The identifier is written here as the sync would write it. Someone
 * already logged in is asked before the link replaces them; a link naming an account with its own
 * password does not open it.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { logIn, newPage } from './support/browser';
import { demoOrganizerShowId, withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;
let standId: number;
let standName: string;
const token = crypto.randomBytes(24).toString('base64url');
/** A link whose contact is exhibitor@demo.test: an account with its own password, which no link opens. */
const passwordAccountToken = crypto.randomBytes(24).toString('base64url');

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  const showId = await demoOrganizerShowId(server);
  const stand = await server.pool.query('SELECT id, name FROM stands WHERE show_id = $1 ORDER BY id LIMIT 1', [showId]);
  ({ id: standId, name: standName } = stand.rows[0]);
  const source = await server.pool.query(`SELECT id FROM sources WHERE reference = 'gl_event'`);
  await server.pool.query(
    `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, synced_values)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      standId,
      source.rows[0].id,
      token,
      crypto.createHash('sha256').update(token).digest('hex'),
      JSON.stringify({ contact: { email: 'lien.externe@exposant.test', firstName: 'Lina', lastName: 'Lien', company: 'Lien SA', phone: '', language: 'fr' } }),
    ],
  );
  const other = await server.pool.query('SELECT id FROM stands WHERE show_id = $1 ORDER BY id OFFSET 1 LIMIT 1', [showId]);
  await server.pool.query(
    `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, synced_values) VALUES ($1, $2, $3, $4, $5)`,
    [
      other.rows[0].id,
      source.rows[0].id,
      passwordAccountToken,
      crypto.createHash('sha256').update(passwordAccountToken).digest('hex'),
      JSON.stringify({ contact: { email: 'exhibitor@demo.test', firstName: 'E', lastName: 'X', company: 'X', phone: '', language: 'fr' } }),
    ],
  );
});

describe('external sign-in link', () => {
  it('lands the exhibitor on their stand, the token out of the address', async () => {
    const page = await newPage(browser, server.url);
    await page.goto(`/login?source=${token}&provider=gl_event`);
    await page.waitForURL(new RegExp(`/stands/${standId}$`));
    await page.getByText(standName).first().waitFor();
    assert.ok(!page.url().includes(token));
    // The link's history entry was replaced (by /login, then the stand), none added: Back never reopens the link.
    const history = await page.evaluate(() => window.history.length);
    assert.ok(history <= 2, `history holds ${history} entries`);
    await page.context().close();
  });

  it('a link opened while logged in asks first: staying keeps the organizer, continuing lands the exhibitor on the stand', async () => {
    const page = await newPage(browser, server.url);
    await logIn(page, 'organizer@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/login?source=${token}&provider=gl_event`);
    const dialog = page.getByRole('dialog', { name: 'Changer de compte ?' });
    await dialog.waitFor();
    assert.ok(!page.url().includes(token));
    await dialog.getByRole('button', { name: /^Rester connecté en tant que / }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/login?source=${token}&provider=gl_event`);
    await page.getByRole('dialog', { name: 'Changer de compte ?' }).getByRole('button', { name: "Continuer en tant qu'exposant du lien" }).click();
    await page.waitForURL(new RegExp(`/stands/${standId}$`));
    await page.getByText(standName).first().waitFor();
    await page.context().close();
  });

  it('a link naming an account that has its own password says to log in with it', async () => {
    const page = await newPage(browser, server.url);
    await page.goto(`/login?source=${passwordAccountToken}&provider=gl_event`);
    await page.getByRole('alert').filter({ hasText: 'Ce compte se connecte avec son mot de passe' }).waitFor();
    await page.getByLabel('Identifiant').waitFor();
    await page.context().close();
  });

  it('an unknown link says so on the login page, the form still usable', async () => {
    const page = await newPage(browser, server.url);
    await page.goto(`/login?source=${crypto.randomBytes(24).toString('base64url')}&provider=gl_event`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ce lien de connexion est invalide ou a expiré.' })
      .waitFor();
    assert.ok(!page.url().includes('source='));
    await page.getByLabel('Identifiant').fill('organizer@demo.test');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.context().close();
  });
});
