/**
 * Issue 20, "Getting there" and the skip link, in Chromium against the real server, in French
 * and in English: a page still loading shows progress at once and leaves nothing of the previous
 * page to click; the side menu marks where the user is; the login lands each role on its page
 * without passing through the home (nor turning the login form's language); a phone gets a
 * drawer, a top bar that fits and a one-column stand page; the first Tab stop skips to the page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn } from './support/browser';
import { demoOrganizerShowId, withServerAndBrowser, type E2eServer } from './support/suite';

let server: E2eServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

type Locale = 'fr-FR' | 'en-US';
const WORDS = {
  'fr-FR': { loading: 'Chargement de la page…', show: 'Salon', stands: 'Stands', myStand: 'Mon stand', skip: 'Aller au contenu', openMenu: 'Ouvrir le menu', login: 'Connexion', home: 'Salons', otherLanguage: 'English', providers: 'Prestataires' },
  'en-US': { loading: 'Loading the page…', show: 'Show', stands: 'Stands', myStand: 'My stand', skip: 'Skip to content', openMenu: 'Open the menu', login: 'Log in', home: 'Shows', otherLanguage: 'Français', providers: 'Providers' },
} as const;

/**
 * Every address the page takes (loads and the router's history calls) and, while on /login and
 * after it, the titles the page shows: read back with `trail(page)`.
 */
const RECORDER = `(() => {
  const trail = { paths: [location.pathname], loginTitles: [], mainTitles: [] };
  window.__trail = trail;
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (state, title, url) => {
      original(state, title, url);
      trail.paths.push(location.pathname);
    };
  }
  const look = () => {
    const title = document.querySelector('main h1')?.textContent ?? null;
    if (title === null) return;
    const list = location.pathname === '/login' ? trail.loginTitles : trail.mainTitles;
    if (list[list.length - 1] !== title) list.push(title);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface Trail {
  paths: string[];
  loginTitles: string[];
  mainTitles: string[];
}
const trail = (page: Page) => page.evaluate(() => (window as unknown as { __trail: Trail }).__trail);

async function open(locale: Locale, width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width, height } });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return page;
}

const sideEntry = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

async function firstStandId(showId: number): Promise<number> {
  const { rows } = await server.pool.query('SELECT id FROM stands WHERE show_id = $1 ORDER BY id LIMIT 1', [showId]);
  return rows[0].id;
}

/** Whether the document scrolls sideways (the top bar or a page wider than the screen). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const locale of ['fr-FR', 'en-US'] as const) {
  const words = WORDS[locale];

  describe(`getting there (${locale})`, () => {
    it('a page still loading shows progress at once, nothing of the previous page is left to click, the menu marks the place', async () => {
      const showId = await demoOrganizerShowId(server);
      const page = await open(locale);
      await logIn(page, 'organizer@demo.test');
      await page.waitForURL(new RegExp(`/salons/${showId}/stands$`));
      const row = page.locator('.MuiDataGrid-row').first();
      await row.waitFor();
      assert.equal(await sideEntry(page, words.stands).getAttribute('aria-current'), 'page');

      // The show dashboard's chunk held back until the checks are done.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/show-dashboard\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        const staleRow = await row.elementHandle();
        await sideEntry(page, words.show).click();
        await page.getByRole('progressbar', { name: words.loading }).waitFor();
        // The list is hidden at once: a click meant for it cannot open a stand any more.
        assert.equal(await staleRow?.evaluate((element) => element.checkVisibility()), false);
      } finally {
        // Never left holding the chunk, whatever failed above: the page (and the run) would wait forever.
        release();
      }
      await page.waitForURL(new RegExp(`/salons/${showId}$`));
      await page.getByRole('progressbar', { name: words.loading }).waitFor({ state: 'detached' });
      assert.equal(await sideEntry(page, words.show).getAttribute('aria-current'), 'page');
      assert.equal(await sideEntry(page, words.stands).getAttribute('aria-current'), null);

      // A stand's page is under the stands entry.
      const standId = await firstStandId(showId);
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, `/stands/${standId}`);
      await page.locator('[data-testid=dashboard-columns]').waitFor();
      assert.equal(await sideEntry(page, words.stands).getAttribute('aria-current'), 'page');

      // The first Tab stop of a screen skips the top bar and the menu.
      await page.reload();
      await page.locator('[data-testid=dashboard-columns]').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: words.skip });
      assert.equal(await skip.evaluate((element) => element === document.activeElement), true);
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
      assert.doesNotMatch(page.url(), /#/);
      await page.context().close();
    });

    it("the login lands the exhibitor on 'Mon stand' at once, without the home, in the form's language until it goes", async () => {
      // The account's language is the other one: the app switches to it with the landing page.
      const other = locale === 'fr-FR' ? 'en-US' : 'fr-FR';
      const page = await open(locale);
      await logIn(page, 'exhibitor@demo.test', 'demo1234', { preference: other === 'en-US' ? 'en' : 'fr' });
      await page.waitForURL(/\/stands\/\d+$/);
      await sideEntry(page, WORDS[other].myStand).waitFor();
      assert.equal(await sideEntry(page, WORDS[other].myStand).getAttribute('aria-current'), 'page');
      const seen = await trail(page);
      const afterLogin = seen.paths.slice(seen.paths.lastIndexOf('/login') + 1);
      assert.ok(!afterLogin.includes('/'), `went through the home: ${seen.paths.join(' → ')}`);
      assert.equal(afterLogin.length, 1, `one navigation after the login: ${seen.paths.join(' → ')}`);
      assert.deepEqual([...new Set(seen.loginTitles)], [words.login]);
      assert.ok(!seen.mainTitles.includes(WORDS[other].home), `the home was painted: ${seen.mainTitles.join(', ')}`);

      // Elsewhere in the show (the account page) the entry still names the one stand.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/compte');
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await page.locator('main h1').waitFor();
      await sideEntry(page, WORDS[other].myStand).waitFor();
      assert.equal(await sideEntry(page, WORDS[other].stands).count(), 0);
      await page.context().close();
    });

    it("on a phone (390 px) a staff member's stand page keeps every button and label inside its card", async () => {
      // A stand whose thread holds a status change: its label is the longest text in a pill.
      const { rows } = await server.pool.query<{ stand_id: number }>(
        "SELECT stand_id FROM stand_messages WHERE new_stand_status = 'pendingPlansConfirmation' ORDER BY stand_id LIMIT 1",
      );
      const page = await open(locale, 390, 844);
      await logIn(page, 'support@demo.test');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`/stands/${rows[0].stand_id}`);
      await page.locator('.thread-message-status').first().waitFor();
      await page.locator('main section button').first().waitFor();
      const escaped = await page.evaluate(() => {
        const out: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>('main section button, main section .thread-message-status')) {
          const card = element.closest('section');
          if (!card || element.getBoundingClientRect().width === 0) continue;
          const box = element.getBoundingClientRect();
          const bounds = card.getBoundingClientRect();
          // Past its card's edge, or its text taller than its outline (a wrapped label over its border).
          if (box.right > bounds.right + 0.5 || box.left < bounds.left - 0.5 || element.scrollHeight > element.clientHeight + 1) {
            out.push(element.textContent ?? '');
          }
        }
        return out;
      });
      assert.deepEqual(escaped, []);
      // No card title squeezed into a narrow column beside its status chip: the chip goes under it.
      const squeezed = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main .MuiCardHeader-root')]
          .filter((header) => {
            const title = header.querySelector('.MuiCardHeader-content');
            const room = header.clientWidth - 32; // the header's 16 px padding on each side
            return title !== null && title.getBoundingClientRect().width < Math.min(room, 224) - 1;
          })
          .map((header) => header.querySelector('h2')?.textContent ?? ''),
      );
      assert.deepEqual(squeezed, []);
      // The top bar names the show whole: only the other language's switch, no logo beside the name.
      const showName = page.locator('header .MuiSelect-select .MuiTypography-root');
      assert.equal(await showName.textContent(), 'Salon Démo 2027');
      assert.equal(await showName.evaluate((name) => name.scrollWidth > name.clientWidth + 0.5), false, 'the show name is cut in the top bar');
      await page.locator('header').getByRole('button', { name: words.otherLanguage }).waitFor();
      assert.equal(await page.locator('header .language-select__choice[aria-pressed="true"]').isVisible(), false);
      assert.equal(await overflows(page), false);
      await page.context().close();
    });

    it('on a phone (390 px) the menu is a drawer, nothing scrolls sideways, the stand page is one column', async () => {
      const page = await open(locale, 390, 844);
      await logIn(page, 'exhibitor@demo.test');
      await page.waitForURL(/\/stands\/\d+$/);
      const columns = page.locator('[data-testid=dashboard-columns]');
      await columns.waitFor();
      const tracks = await columns.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
      assert.equal(tracks, 1);
      assert.equal(await overflows(page), false);

      const nav = page.getByRole('navigation');
      assert.equal(await nav.isVisible(), false);
      await page.getByRole('button', { name: words.openMenu }).click();
      await sideEntry(page, words.myStand).waitFor();
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      // A chosen entry closes it too, and the page it opens fits.
      await page.getByRole('button', { name: words.openMenu }).click();
      await page.getByRole('link', { name: words.myStand }).click();
      await nav.waitFor({ state: 'hidden' });
      // An entry that opens a dialog (the providers) closes the drawer under it.
      await page.getByRole('button', { name: words.openMenu }).click();
      await page.getByRole('navigation').getByRole('button', { name: words.providers }).click();
      await nav.waitFor({ state: 'hidden' });
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.evaluate(() => {
        window.history.pushState(null, '', '/compte');
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await page.locator('main h1').waitFor();
      assert.equal(await overflows(page), false);
      await page.context().close();
    });
  });
}
