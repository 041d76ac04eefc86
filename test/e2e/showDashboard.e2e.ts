/**
 * The show dashboard (issue 12, item 3) in headless Chromium against the real server, in French and
 * in English: the admin sets a request type's settings on a show in preparation (surface and the
 * window typed in Paris time) and sees them in the table; 'Synchroniser maintenant' is disabled and
 * says the show has no gateway; a count of the plan summary opens the stand list filtered to the same stands; an
 * organizer reaches their show's dashboard from the side menu and another show's address is a 404.
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

const TEXTS = {
  fr: {
    locale: 'fr-FR' as const,
    type: 'Véhicule',
    demands: 'Paramétrage des demandes',
    edit: (type: string) => `Modifier le paramétrage : ${type}`,
    dialog: 'Paramétrage de la demande',
    surface: 'Surface minimale (m²)',
    after: 'Demandes à partir du',
    before: 'Demandes jusqu\'au',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées !',
    notSet: 'Non paramétré',
    // 02/03/2027 08h00 then 05/03/2027 18h30 in Paris; the end first typed before the start.
    start: '020320270800',
    badEnd: '010320270800',
    end: '050320271830',
    order: 'La date de fin doit être postérieure à la date de début.',
    shownSurface: '24,5 m²',
    shownStart: '02/03/2027 08h00',
    shownEnd: '05/03/2027 18h30',
    sync: 'Synchroniser maintenant',
    noGateway: "Ce salon n'a pas de passerelle : il n'y a rien à synchroniser.",
    summary: 'Synthèse des plans',
    toConfirm: /^(\d+) à confirmer$/,
    showMenu: 'Salon',
    organizerCard: 'Contact organisateur',
    notFound: 'Page introuvable',
  },
  en: {
    locale: 'en-US' as const,
    type: 'Material',
    demands: 'Request settings',
    edit: (type: string) => `Edit the settings: ${type}`,
    dialog: 'Request settings',
    surface: 'Minimum area (m²)',
    after: 'Requests from',
    before: 'Requests until',
    save: 'Save',
    saved: 'Changes saved!',
    notSet: 'Not set',
    start: '030220270800',
    badEnd: '030120270800',
    end: '030520271830',
    order: 'The end date must come after the start date.',
    shownSurface: '24.5 m²',
    shownStart: 'Mar 2, 2027, 8:00 AM',
    shownEnd: 'Mar 5, 2027, 6:30 PM',
    sync: 'Synchronize now',
    noGateway: 'This show has no gateway, so there is nothing to synchronize.',
    summary: 'Plan summary',
    toConfirm: /^(\d+) to confirm$/,
    showMenu: 'Show',
    organizerCard: 'Organizer contact',
    notFound: 'Page not found',
  },
};

async function openAs(login: string, locale: 'fr-FR' | 'en-US'): Promise<Page> {
  const page = await newPage(browser, server.url, locale);
  await logIn(page, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** A show's id by its name, through the API as the admin. */
async function showId(page: Page, name: string): Promise<number> {
  const login = await page.request.post('/backend/login_check', { data: { _username: 'admin@demo.test', _password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get(`/backend/shows?name=${encodeURIComponent(name)}&itemsPerPage=50`, { headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
  const show = ((await res.json()) as { 'hydra:member': Array<{ id: number; name: string }> })['hydra:member'].find((s) => s.name === name);
  assert.ok(show, name);
  return show.id;
}

/** Types a date and time into a picker field from its first section. */
async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('group', { name: label });
  const box = await field.boundingBox();
  assert.ok(box, label);
  await page.mouse.click(box.x + 16, box.y + box.height / 2);
  await page.keyboard.type(digits);
}

/** The total of a grid footer such as '1–50 sur 150'. */
const totalOf = (text: string): number => Number(text.trim().split(/\s/).pop());

for (const lang of ['fr', 'en'] as const) {
  const t = TEXTS[lang];
  describe(`show dashboard (${lang})`, () => {
    it('the admin sets a request type on a show in preparation and sees it in the table; the sync is not set up', async () => {
      const page = await openAs('admin@demo.test', t.locale);
      const id = await showId(page, 'Salon Habitat & Jardin 2027');
      await page.goto(`/salons/${id}`);
      const table = page.getByRole('table', { name: t.demands });
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.type }) });
      await row.getByText(t.notSet).waitFor();
      // The table's screen-reader-only 'Actions' header is not as wide as the page: nothing scrolls sideways.
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), false, 'the show page scrolls sideways');
      await row.getByRole('button', { name: t.edit(t.type) }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.getByLabel(t.surface).fill(lang === 'fr' ? '24,5' : '24.5');
      await typeDate(page, t.after, t.start);
      await typeDate(page, t.before, t.badEnd);
      await dialog.getByRole('button', { name: t.save }).click();
      await dialog.getByText(t.order).waitFor();
      await typeDate(page, t.before, t.end);
      await dialog.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText(t.shownSurface).waitFor();
      await row.getByText(t.shownStart).waitFor();
      await row.getByText(t.shownEnd).waitFor();
      // Still there after a reload: it was saved.
      await page.reload();
      await row.getByText(t.shownStart).waitFor();

      // No gateway: the button is disabled and says why, instead of an error toast on click.
      const sync = page.getByRole('button', { name: t.sync });
      assert.equal(await sync.isDisabled(), true);
      await page.getByText(t.noGateway).waitFor();
      await page.context().close();
    });

    it("a count of the plan summary opens the show's stand list filtered to the same stands", async () => {
      const page = await openAs('admin@demo.test', t.locale);
      const id = await showId(page, 'Salon Démo 2027');
      await page.goto(`/salons/${id}`);
      const summary = page.getByRole('region', { name: t.summary });
      const link = summary.getByRole('link', { name: t.toConfirm });
      const count = Number(t.toConfirm.exec((await link.innerText()).trim())?.[1]);
      assert.ok(count > 0, 'the demo show has plans to confirm');
      await link.click();
      await page.waitForURL(new RegExp(`/salons/${id}/stands$`));
      const total = page.locator('.MuiTablePagination-displayedRows');
      await page.waitForFunction((n) => (document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '').trim().endsWith(` ${n}`), count);
      assert.equal(totalOf(await total.innerText()), count);
      await page.context().close();
    });

    it("an organizer reaches their show's dashboard from the side menu; another show's address is a 404", async () => {
      const page = await openAs('organizer@demo.test', t.locale);
      await page.waitForURL(/\/salons\/\d+\/stands$/);
      const own = Number(/\/salons\/(\d+)\//.exec(page.url())?.[1]);
      await page.getByRole('navigation').getByRole('link', { name: t.showMenu, exact: true }).click();
      await page.waitForURL(new RegExp(`/salons/${own}$`));
      await page.getByRole('region', { name: t.organizerCard }).getByText('Olivier Lefèvre').waitFor();
      await page.getByRole('region', { name: t.summary }).getByRole('link', { name: t.toConfirm }).waitFor();
      const other = await showId(page, 'Salon Habitat & Jardin 2027');
      await page.goto(`/salons/${other}`);
      await page.waitForURL(/\/404$/);
      await page.getByText(t.notFound).first().waitFor();
      await page.context().close();
    });
  });
}
