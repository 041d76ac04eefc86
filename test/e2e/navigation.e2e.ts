/**
 * Issue 8, items 4 to 7, in Chromium against the real server: shows and stands out of reach go
 * to /404 and leave the current show alone; the exhibitor of one stand does not loop between
 * their stand and a list that sends them back to it; a date typed into an empty filter field
 * from its middle starts at the day; the login button stays under the pointer and says why a
 * login failed.
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

async function openAs(login: string): Promise<Page> {
  const page = await newPage(browser, server.url);
  await logIn(page, login);
  await page.getByText('Vous êtes connecté !').first().waitFor();
  return page;
}

/** The id of a show by name, as admin sees it. */
async function showId(name: string): Promise<number> {
  const login = await fetch(`${server.url}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: 'admin@demo.test', _password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}/backend/shows?all=1`, { headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
  const body = (await res.json()) as { 'hydra:member': Array<{ id: number; name: string }> };
  const show = body['hydra:member'].find((s) => s.name === name);
  assert.ok(show, name);
  return show.id;
}

const sider = (page: Page) => page.getByRole('navigation');
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Changer de salon' });

describe('shows and stands out of reach (item 4)', () => {
  it('an unknown show, another organizer’s or a disabled one goes to /404 and leaves the current show as it was', async () => {
    const archive = await showId('Salon Archive 2025');
    const page = await openAs('organizer@demo.test');
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    const listPath = new URL(page.url()).pathname;
    await switcher(page).getByText('Salon Démo 2027').waitFor();
    for (const bad of ['/salons/999/stands', `/salons/${archive}/stands`]) {
      // Inside the app (as a link would), then as a fresh load of the address.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, bad);
      await page.waitForURL(/\/404$/);
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await switcher(page).getByText('Salon Démo 2027').waitFor();
      assert.equal(await sider(page).getByRole('link', { name: 'Stands' }).getAttribute('href'), listPath);
      await page.goto(bad);
      await page.waitForURL(/\/404$/);
      await switcher(page).getByText('Salon Démo 2027').waitFor();
      assert.equal(await sider(page).getByRole('link', { name: 'Stands' }).getAttribute('href'), listPath);
    }
    await page.context().close();
  });

  it('a disabled show is out of reach of an exhibitor too, and an unknown stand goes to /404', async () => {
    const archive = await showId('Salon Archive 2025');
    const page = await openAs('exhibitor@demo.test');
    await page.waitForURL(/\/stands\/\d+$/);
    await page.goto(`/salons/${archive}/stands`);
    await page.waitForURL(/\/404$/);
    await page.goto('/stands/999999');
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await page.context().close();
  });
});

describe('the exhibitor of one stand (item 5)', () => {
  it('has their stand in the side menu and no link back to a list that would send them to it again', async () => {
    const page = await openAs('exhibitor@demo.test');
    await page.waitForURL(/\/stands\/\d+$/);
    const standPath = new URL(page.url()).pathname;
    await page.getByText('Tableau de bord du stand').waitFor();
    const mine = sider(page).getByRole('link', { name: 'Mon stand' });
    await mine.waitFor();
    assert.equal(await mine.getAttribute('href'), standPath);
    assert.equal(await sider(page).getByRole('link', { name: 'Stands' }).count(), 0);
    assert.equal(await page.getByText('Retour à la liste des stands').count(), 0);
    await page.context().close();
  });

  it('a decorator of three stands goes back to the list and stays there', async () => {
    const page = await openAs('decorator@demo.test');
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    await page.getByRole('row').nth(3).waitFor();
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
    await page.waitForURL(/\/stands\/\d+$/);
    await sider(page).getByRole('link', { name: 'Stands' }).waitFor();
    await page.getByText('Retour à la liste des stands').click();
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    await page.getByRole('row').nth(3).waitFor();
    assert.match(new URL(page.url()).pathname, /\/salons\/\d+\/stands$/);
    await page.context().close();
  });
});

describe('typing a date (item 6)', () => {
  it('a click in the middle of the empty "Modifié du" field types from the day; a two-digit year is 20xx', async () => {
    const page = await openAs('organizer@demo.test');
    await page.waitForURL(/\/salons\/\d+\/stands$/);
    const from = page.getByRole('group', { name: 'Modifié du' });
    await from.waitFor();
    const box = await from.boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type('01012026');
    assert.equal(await from.locator('input').inputValue(), '01/01/2026');

    const to = page.getByRole('group', { name: 'au' });
    const toBox = await to.boundingBox();
    assert.ok(toBox);
    await page.mouse.click(toBox.x + toBox.width / 2, toBox.y + toBox.height / 2);
    await page.keyboard.type('310126');
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('input[value="31/01/2026"]').length === 1);
    await page.context().close();
  });
});

describe('login (item 7)', () => {
  it('one click on the empty form shows both errors, the button not moving', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Se connecter' });
    await page.getByLabel('Identifiant').waitFor();
    const before = await button.boundingBox();
    await button.click();
    await page.getByText('Veuillez indiquer votre identifiant !').waitFor();
    await page.getByText('Veuillez taper votre mot de passe !').waitFor();
    assert.deepEqual(await button.boundingBox(), before);
    await page.context().close();
  });

  it('says a wrong password is wrong, in the spec’s words (part 2 §8)', async () => {
    const page = await newPage(browser, server.url);
    await logIn(page, 'organizer@demo.test', 'not-the-password');
    await page.getByText('La connexion a échoué...', { exact: true }).waitFor();
    await page.context().close();
  });
});

describe('the language question on a first visit (issue 9, item 2)', () => {
  it('asks an exhibitor without a language preference once, and keeps the answer', async () => {
    const page = await newPage(browser, server.url, 'en-US');
    await logIn(page, 'exhibitor@demo.test', 'demo1234', { preference: null });
    await page.waitForURL(/\/stands\/\d+$/);
    const question = page.getByRole('dialog', { name: 'Which language would you like to use the platform in?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Français' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Tableau de bord du stand' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Tableau de bord du stand' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'not asked again');
    await page.context().close();
  });
});
