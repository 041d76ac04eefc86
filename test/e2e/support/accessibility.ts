/**
 * The accessibility files' tests (test/e2e/accessibilityFr.e2e.ts, accessibilityEn.e2e.ts):
 * axe-core on every screen each demo role can reach, in French and in English,
 * with the open states that matter (menus, the show switcher, dialogs, a filtered
 * list). Fails on any serious or critical finding of WCAG 2.0 / 2.1 A and AA,
 * listing each with its screen, role and language (issue 8, item 10).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { frames, transitionsOver } from './axe';
import { launchBrowser, logIn } from './browser';
import { startE2eServer } from './server';

export type Locale = 'fr-FR' | 'en-US';

const AXE_PATH = require.resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The demo logins of server/seed/demo.ts, one per distinct set of screens. Of the standists, the
 * exhibitor (one stand: sent straight to its page, 'Enregistrer mon décorateur') and the decorator
 * (several stands: the stand list, then a stand page with 'Enregistrer mon décorateur'); the
 * agency is left out: a standist of several stands too, it reaches the same list and stand page,
 * minus that button, so it would audit the decorator's screens again (a sixth of this file's time).
 */
const ROLES = ['admin@demo.test', 'support@demo.test', 'organizer@demo.test', 'exhibitor@demo.test', 'decorator@demo.test'];
const SHOW_ID = 1;
/** The stand import's demo files (docs/demo): one with a problem, one without. */
const IMPORT_SAMPLE = require.resolve('../../../docs/demo/stand-import-sample.csv');
const IMPORT_SAMPLE_WITH_ERROR = require.resolve('../../../docs/demo/stand-import-sample-with-error.csv');

interface Finding {
  screen: string;
  who: string;
  locale: Locale;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

let server: Awaited<ReturnType<typeof startE2eServer>>;
let browser: Browser;
const all: Finding[] = [];
let screens = 0;


/** The requests each page has under way, from the browser's own events. */
const pending = new WeakMap<Page, Set<Request>>();

async function newContext(locale: Locale, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport });
  // An init script is not an inline <script>: the CSP lets it in on every load.
  await context.addInitScript({ path: AXE_PATH });
  // Generous: a waited element comes when it comes, a busy machine only makes it later.
  context.setDefaultTimeout(60_000);
  context.on('page', (page) => {
    const requests = new Set<Request>();
    pending.set(page, requests);
    // The pushed-changes stream (GET /backend/events) stays open while logged in: never "under way".
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/backend/events') requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
  });
  return context;
}

/**
 * No request under way for two frames in a row: what the screen asked for has come back and
 * been drawn (the requests it asks for next, once drawn, would show in the second look). Not
 * `networkidle`: that one waits 500 ms of silence on every load and says nothing after an
 * in-app navigation.
 */
async function quiet(page: Page): Promise<void> {
  const requests = pending.get(page);
  for (let calm = 0; calm < 2; ) {
    await frames(page);
    if (!requests || requests.size === 0) calm += 1;
    else {
      calm = 0;
      await Promise.race([...requests].map((request) => request.response().catch(() => null)));
    }
  }
}

/** The page is drawn: its h1 is there, no request is pending, no loader shown and transitions are over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await quiet(page);
  await page.waitForFunction(() => !document.querySelector('.MuiDataGrid-overlay, .MuiCircularProgress-root'));
  await transitionsOver(page);
}

/**
 * Rules outside the WCAG tags checked on every screen state at every width, whatever their impact
 * (issue 20 item 16): 'region', every content in a landmark (the skip link, menus, dialogs' pages).
 */
const EVERY_IMPACT = ['region'];

/**
 * Runs axe on the page as it is and records its serious and critical findings, and any finding of
 * the EVERY_IMPACT rules (axe's own best practices).
 */
async function audit(page: Page, screen: string, who: string, locale: Locale, found: Finding[]): Promise<void> {
  // Colours read mid-transition are neither state's: a button turning from disabled to enabled
  // (a wizard's Next once its file is in) would report the contrast of a colour on its way.
  await transitionsOver(page);
  const results: AxeResults = await page.evaluate(
    ({ tags, extra }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      }),
    { tags: TAGS, extra: EVERY_IMPACT },
  );
  screens += 1;
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical' && !EVERY_IMPACT.includes(v.id)) continue;
    const finding = {
      screen,
      who,
      locale,
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      // The selector, and axe's reason when it gives one (the colours and ratio of a contrast finding).
      targets: v.nodes.map((n) => [n.target.join(' '), n.any[0]?.message ?? n.all[0]?.message].filter(Boolean).join(': ')),
    };
    found.push(finding);
    all.push(finding);
  }
}

function report(found: Finding[]): string {
  const total = found.reduce((sum, f) => sum + f.targets.length, 0);
  return [
    `${total} serious or critical nodes in ${found.length} findings:`,
    ...found.map(
      (f) => `- [${f.locale} ${f.who} ${f.screen}] ${f.id} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`,
    ),
  ].join('\n');
}

/**
 * Goes to an address as the app's own links do, once the app is loaded (a history entry the
 * router reads, no reload): loading the whole SPA again for each screen cost a third of this
 * file's time. The first address of a page is a real load.
 */
async function visit(page: Page, address: string): Promise<void> {
  if (!page.url().startsWith(server.url)) await page.goto(address);
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, address);
  }
  await settle(page);
}

/** Opens something (menu, select, dialog), audits it, closes it with Escape. */
async function auditOpen(page: Page, open: () => Promise<void>, screen: string, who: string, locale: Locale, found: Finding[]) {
  await open();
  await quiet(page);
  await audit(page, screen, who, locale, found);
  await page.keyboard.press('Escape');
  await transitionsOver(page);
}

/**
 * Waits for the open dialog to go. A form with changes first asks whether to discard them (issue 20,
 * item 4): that question is audited too, then the changes discarded. A dialog still open once its
 * transitions are over gets an Escape (the first one may have closed a list inside it, or the question).
 */
async function dialogClosed(page: Page, who: string, locale: Locale, found: Finding[]): Promise<void> {
  const confirm = page.locator('[role=dialog][aria-labelledby="confirm-close-title"]');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await transitionsOver(page);
    if (await confirm.count()) {
      await audit(page, 'a form with changes asks before closing', who, locale, found);
      await confirm.getByRole('button', { name: /^(Abandonner|Discard)$/ }).click();
    } else if (await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
    } else return;
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * The file's tests for `locales`: one e2e file per language (accessibilityFr/En.e2e.ts), each
 * with its own server and browser, so that a run with E2E_CONCURRENCY=2 can spread the two
 * halves of this, the longest file, over the run instead of waiting for it at the end.
 */
export function accessibilitySuite(locales: Locale[]): void {
  before(async () => {
    // The demo data as it is: the exhibitor meets the forced SPS form (issue 22).
    server = await startE2eServer({ exhibitorSafetyRecord: false });
    browser = await launchBrowser();
  });

  after(async () => {
    // The total, for the record (each test already failed on its own findings).
    console.log(`axe: ${screens} screen states, ${all.length} serious or critical findings`);
    await browser?.close();
    await server?.cleanup();
  });

  // Three roles at a time (one browser, a context each): the waits overlap.
  describe(`accessibility (axe-core, WCAG 2.1 A/AA) in ${locales.join(', ')}: no serious or critical finding`, { concurrency: 3 }, () => {
    for (const locale of locales) {
      it(`public screens in ${locale}`, async () => {
        const found: Finding[] = [];
        const context = await newContext(locale);
        const page = await context.newPage();
        const who = 'anonymous';
        await visit(page, '/login');
        await audit(page, 'login', who, locale, found);
        // The login form's errors shown.
        await page.locator('form button[type=submit]').click();
        await page.locator('form [aria-invalid=true]').first().waitFor();
        await audit(page, 'login with errors', who, locale, found);
        await visit(page, '/mot-de-passe-oublie');
        await audit(page, 'forgot password', who, locale, found);
        await page.locator('form input[type=email]').fill('not-an-address');
        await page.locator('form button[type=submit]').click();
        await page.locator('form [aria-invalid=true]').first().waitFor();
        await audit(page, 'forgot password with errors', who, locale, found);
        await visit(page, '/reinitialisation-mot-de-passe?t=an-unchecked-token-until-submitted-0123456789');
        await audit(page, 'reset password', who, locale, found);
        await page.locator('form button[type=submit]').click();
        await page.locator('form [aria-invalid=true]').first().waitFor();
        await audit(page, 'reset password with errors', who, locale, found);
        await visit(page, '/reinitialisation-mot-de-passe');
        await audit(page, 'reset password without a token', who, locale, found);
        await visit(page, '/mentions-legales');
        await audit(page, 'legal', who, locale, found);
        await visit(page, '/erreur');
        await audit(page, 'error', who, locale, found);
        await visit(page, '/404');
        await audit(page, '404', who, locale, found);
        await context.close();
        assert.equal(found.length, 0, report(found));
      });

      // The external sign-in link (issue 24) opened while logged in: the login page (plain HTML, no
      // MUI) asks whether to switch accounts, on a desktop and on a phone. Any token: the question
      // comes before the link is sent. The agency, whose screens no other test here goes through.
      for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
        it(`the external sign-in's switch-account question at ${viewport.width} px in ${locale}`, async () => {
          const found: Finding[] = [];
          const context = await newContext(locale, viewport);
          const page = await context.newPage();
          const who = 'agency';
          await logIn(page, 'agency@demo.test');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await page.goto('/login?source=an-unchecked-link-token-0123456789&provider=gl_event');
          const question = page.getByRole('dialog', { name: /^(Changer de compte \?|Switch accounts\?)$/ });
          await question.waitFor();
          await settle(page);
          await audit(page, `${viewport.width} px, login, switch-account question`, who, locale, found);
          // Opened, the question has the focus; Escape answers it as 'stay': the user stays, at the home.
          assert.ok(await question.evaluate((node) => node.contains(document.activeElement)), 'the focus is in the question');
          await page.keyboard.press('Escape');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await context.close();
          assert.equal(found.length, 0, report(found));
        });
      }

      // A phone (issue 20): the home, a stand list, a stand page, the menu's drawer open.
      // Once, in French: the roles' runs above already cover both languages.
      if (locale === 'fr-FR') it(`a phone (390 px) in ${locale}`, async () => {
        const found: Finding[] = [];
        const context = await newContext(locale, { width: 390, height: 844 });
        const page = await context.newPage();
        const who = 'support';
        const phone = (screen: string) => audit(page, `390 px, ${screen}`, who, locale, found);
        await logIn(page, 'support@demo.test');
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await settle(page);
        await phone('home');
        await visit(page, `/salons/${SHOW_ID}/stands`);
        await page.locator('.MuiDataGrid-row').first().waitFor();
        await phone('stand list');
        // The first row's stand (its cells sit under the pinned columns on a phone).
        await visit(page, `/stands/${await page.locator('.MuiDataGrid-row').first().getAttribute('data-id')}`);
        await page.locator('main section, main [role=region]').first().waitFor();
        await settle(page);
        await phone('stand page');
        await page.getByRole('button', { name: /^(Ouvrir le menu|Open the menu)$/ }).click();
        await page.getByRole('navigation').waitFor();
        await transitionsOver(page);
        await phone('stand page, menu drawer open');
        await context.close();
        assert.equal(found.length, 0, report(found));
      });

      // The request screens (issue 21): the list with a counter pressed, a request's page, its menu,
      // its decision dialogs and edit form, and the two new-request forms of its stand, on a desktop
      // and on a phone.
      for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
        it(`request screens at ${viewport.width} px in ${locale}`, async () => {
          const found: Finding[] = [];
          const context = await newContext(locale, viewport);
          const page = await context.newPage();
          const who = 'support';
          const at = (screen: string) => `${viewport.width} px, ${screen}`;
          const dialog = async (button: ReturnType<Page['getByRole']>, screen: string) => {
            await auditOpen(
              page,
              async () => {
                await button.click();
                await page.getByRole('dialog').waitFor();
              },
              at(screen),
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          };
          await logIn(page, 'support@demo.test');
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await settle(page);
          await visit(page, `/salons/${SHOW_ID}/demandes`);
          await page.locator('.MuiDataGrid-row').first().waitFor();
          await settle(page);
          await audit(page, at('request list'), who, locale, found);
          // The exemptions in progress: a request that may still be decided and edited.
          await page.getByRole('region', { name: /^(Dérogations|Exemptions)$/ }).getByRole('button', { name: /^(En cours|In progress)/ }).click();
          await page.locator('main [aria-pressed="true"]').first().waitFor();
          await settle(page);
          await audit(page, at('request list, a counter pressed'), who, locale, found);
          await page.locator('.MuiDataGrid-row').first().getByRole('link', { name: /^D\d{4,}$/ }).click();
          await page.waitForURL(/\/demandes\/\d+$/);
          await settle(page);
          await audit(page, at('request page'), who, locale, found);
          const menu = page.getByRole('button', { name: /^(Actions sur la demande|Request actions)$/ });
          await auditOpen(
            page,
            async () => {
              await menu.click();
              await page.getByRole('menu').waitFor();
            },
            at('request page, actions menu'),
            who,
            locale,
            found,
          );
          await page.getByRole('menu').waitFor({ state: 'detached' });
          await menu.click();
          await dialog(page.getByRole('menuitem', { name: /^(Modifier|Edit)$/ }), 'request page, edit form');
          await dialog(page.getByRole('button', { name: /^(Valider|Validate)$/ }).first(), 'request page, validation dialog');
          await dialog(page.getByRole('button', { name: /^(Refuser|Refuse)$/ }).first(), 'request page, refusal dialog');
          // The request's stand: its request buttons open the two forms.
          await page.locator('main a[href^="/stands/"]').first().click();
          await page.waitForURL(/\/stands\/\d+$/);
          await settle(page);
          const requests = page.getByRole('region', { name: /^(Demandes|Requests)$/ });
          await requests.getByRole('button').first().waitFor();
          let forms = 0;
          for (const name of [/^(Demande de dérogation|Exemption request)$/, /^(Demande logistique|Logistics request)$/]) {
            const button = requests.getByRole('button', { name });
            if (!(await button.count())) continue;
            await dialog(button, `new request form ${name.source}`);
            forms += 1;
          }
          await context.close();
          assert.ok(forms > 0, "the request's stand offers a request form");
          assert.equal(found.length, 0, report(found));
        });
      }

      for (const login of ROLES) {
        const who = login.replace('@demo.test', '');
        it(`${who}'s screens in ${locale}`, async () => {
          const found: Finding[] = [];
          const context = await newContext(locale);
          const page = await context.newPage();
          await logIn(page, login);
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          await settle(page);

          // Issue 22: the demo exhibitor's stand has no safety record, so its page (their landing page
          // too) opens the forced NOTICE SPS EXPOSANT, audited over the page it covers.
          // The stand is then given a record, so the rest of the screens are reachable.
          const passSafetyNotice = async () => {
            const onStand = /\/stands\/(\d+)$/.exec(new URL(page.url()).pathname);
            if (!onStand) return;
            const standOnScreen = Number(onStand[1]);
            const { rowCount } = await server.pool.query('SELECT 1 FROM stand_security_instructions WHERE stand_id = $1', [standOnScreen]);
            if (who !== 'exhibitor' || rowCount) return;
            // The stand has no record: the notice must come (audited with the page it covers).
            const notice = page.getByRole('dialog', { name: /^(NOTICE SPS EXPOSANT|EXHIBITOR SPS NOTICE)$/ });
            await notice.waitFor();
            await settle(page);
            await audit(page, 'stand page, SPS notice', who, locale, found);
            await server.pool.query(
              `INSERT INTO stand_security_instructions (stand_id, download_ok, last_name, first_name, company, phone, email, built_by_one, with_coordinator)
               VALUES ($1, true, 'Bernard', 'Emma', 'Lumen', '0601020304', 'emma@example.test', true, false) ON CONFLICT (stand_id) DO NOTHING`,
              [standOnScreen],
            );
            await page.reload();
            await page.locator('main section, main [role=region]').first().waitFor();
            await settle(page);
          };

          await visit(page, '/');
          await audit(page, `home (${new URL(page.url()).pathname})`, who, locale, found);
          await passSafetyNotice();

          const account = page.locator('header button[aria-haspopup=menu]');
          for (let i = 0; i < (await account.count()); i += 1) {
            await auditOpen(page, () => account.nth(i).click(), `header menu ${i + 1} open`, who, locale, found);
          }
          const switcher = page.locator('header [role=combobox]');
          if (await switcher.count()) {
            await auditOpen(page, () => switcher.first().click(), 'show switcher open', who, locale, found);
          }
          // The side menu collapsed (its width moves over 150 ms, then the page reflows).
          await page.locator('header button').first().click();
          await page.waitForFunction(() => document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().width === 80);
          await settle(page);
          await audit(page, `home, side menu collapsed (${new URL(page.url()).pathname})`, who, locale, found);
          await page.locator('header button').first().click();

          // The stand list (a standist with one stand goes to it).
          await visit(page, `/salons/${SHOW_ID}/stands`);
          // The list, or the stand page a standist with one stand is sent to once the list has
          // loaded: read the address only when one of the two is on screen (the redirect comes late).
          await page.waitForFunction(
            () => /\/stands\/\d+/.test(window.location.pathname) || document.querySelector('.MuiDataGrid-row'),
          );
          await settle(page);
          const onList = /\/salons\/\d+\/stands$/.test(page.url());
          if (onList) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'stand list', who, locale, found);
            // 'Ajouter un stand' (issue 11), for the roles whose menu has it.
            const listMenu = page.getByRole('button', { name: /^Actions$/ });
            if (await listMenu.count()) {
              await listMenu.first().click();
              await page.getByRole('menu').waitFor();
            }
            const addStand = page.getByRole('menuitem', { name: /^(Ajouter un stand|Add a stand)$/ });
            if (await addStand.count()) {
              await auditOpen(
                page,
                async () => {
                  await addStand.click();
                  await page.getByRole('dialog').waitFor();
                },
                'stand list, new stand dialog',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            } else if (await listMenu.count()) {
              await page.keyboard.press('Escape');
              await page.getByRole('menu').waitFor({ state: 'detached' });
            }
            // The columns dialog, and the list with its filter panel folded.
            await auditOpen(
              page,
              async () => {
                await page.getByRole('button', { name: /^(Colonnes|Columns)$/ }).click();
                await page.getByRole('dialog').waitFor();
              },
              'stand list, columns dialog',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
            await page.getByRole('button', { name: /^(Masquer les filtres|Hide filters)$/ }).click();
            await settle(page);
            await audit(page, 'stand list, filters folded', who, locale, found);
            await page.getByRole('button', { name: /^(Afficher les filtres|Show filters)$/ }).click();
            await page.locator('aside input[type=checkbox]').first().waitFor();
            // Filters applied: a plan status box, a surface bucket.
            await page.locator('aside input[type=checkbox]').first().check();
            await page.locator('[role=group] button[value]').first().click();
            await settle(page);
            await audit(page, 'stand list, filtered', who, locale, found);
            await page.locator('aside input[type=checkbox]').first().uncheck();
            await page.locator('[role=group] button[value][aria-pressed=true]').first().click();
            await settle(page);
            // Bulk triage and saved views (issue 11): the keys dialog, the views menu, a selection with its actions.
            await auditOpen(
              page,
              async () => {
                await page.locator('h1').click();
                await page.keyboard.press('?');
                await page.getByRole('dialog').waitFor();
              },
              'stand list, keys dialog',
              who,
              locale,
              found,
            );
            await page.keyboard.press('Escape');
            await dialogClosed(page, who, locale, found);
            await auditOpen(
              page,
              async () => {
                await page.getByRole('button', { name: /^(Vues|Views)$/ }).click();
                await page.getByRole('menu').waitFor();
              },
              'stand list, saved views menu',
              who,
              locale,
              found,
            );
            await page.keyboard.press('Escape');
            await page.getByRole('menu').waitFor({ state: 'detached' });
            if ((await page.locator('.MuiDataGrid-columnHeader[data-field="__check__"]').count()) > 0) {
              await page.locator('h1').click();
              await page.keyboard.press('j');
              await page.keyboard.press('x');
              await page.getByTestId('list-selection-count').waitFor();
              await audit(page, 'stand list, a row selected by the keyboard', who, locale, found);
              const bulk = page.getByRole('button', { name: /^(Actions sur la sélection|Actions on the selection)/ });
              if ((await bulk.count()) > 0) {
                await auditOpen(
                  page,
                  async () => {
                    await bulk.click();
                    await page.getByRole('menu').waitFor();
                  },
                  'stand list, selection actions menu',
                  who,
                  locale,
                  found,
                );
                await page.keyboard.press('Escape');
                await page.getByRole('menu').waitFor({ state: 'detached' });
              }
              await page.getByRole('button', { name: /^(Effacer la sélection|Clear selection)$/ }).click();
            }
            await page.locator('.MuiDataGrid-row').first().locator('[role=gridcell]').nth(2).click();
            await page.waitForURL(/\/stands\/\d+$/);
            await settle(page);
          }
          assert.match(page.url(), /\/stands\/\d+$/, 'every role reaches a stand page');
          await page.locator('main section, main [role=region]').first().waitFor();
          await settle(page);
          await audit(page, 'stand page', who, locale, found);
          await passSafetyNotice();
          // The stand dashboard's dialogs the role may open: a plan step (submit, validate,
          // refuse or the confirmation form), a finding's form, the actions menu.
          const dialogs: Array<[RegExp, string]> = [
            [/^(Déposer mes plans|Submit my plans|Valider les plans|Validate the plans|Confirmer les plans|Confirm the plans)$/, 'plan step dialog'],
            [/^(Ajouter un constat|Add a finding)$/, 'finding dialog'],
            // Stand contacts (issue 11): a standist's 'Enregistrer mon décorateur'.
            [/^(Enregistrer mon décorateur|Register my decorator)$/, 'contact dialog, decorator registration'],
          ];
          for (const [name, screen] of dialogs) {
            const button = page.getByRole('button', { name });
            if (await button.count()) {
              await auditOpen(
                page,
                async () => {
                  await button.first().click();
                  await page.getByRole('dialog').waitFor();
                },
                `stand page, ${screen}`,
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            }
          }

          // A contact in the contacts panel (issue 11): its edit modal for staff, read-only for others.
          const contactButton = page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: /^(Modifier|Edit|Voir|View) / });
          if (await contactButton.count()) {
            await auditOpen(
              page,
              async () => {
                await contactButton.first().click();
                await page.getByRole('dialog').waitFor();
              },
              'stand page, contact dialog',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }

          // Issue 22: the attestations card with stand media; for staff, a stand media's removal confirmation.
          const withMedia: number | undefined = (await server.pool.query('SELECT stand_id FROM stand_media ORDER BY id LIMIT 1')).rows[0]?.stand_id;
          if (withMedia && !['exhibitor', 'decorator'].includes(who)) {
            await visit(page, `/stands/${withMedia}`);
            const attestations = page.getByRole('region', { name: 'Attestations' });
            await attestations.getByRole('listitem').first().waitFor();
            await settle(page);
            await audit(page, 'stand page, attestations with stand media', who, locale, found);
            const removeMedia = attestations.getByRole('button', { name: /^(Supprimer|Delete) / });
            if (await removeMedia.count()) {
              await auditOpen(
                page,
                async () => {
                  await removeMedia.first().click();
                  await page.getByRole('dialog').waitFor();
                },
                'stand page, stand media removal confirmation',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            }
          }

          // Stand documents (issue 22): the show's document list (a standist of one stand goes to its
          // documents), a stand's documents (one with documents when the list has some), a document's
          // status menu and the deposit dialog when the role may use them.
          await visit(page, `/salons/${SHOW_ID}/documents`);
          await page.waitForFunction(() => /\/stands\/\d+\/documents$/.test(window.location.pathname) || document.querySelector('.MuiDataGrid-row'));
          await settle(page);
          if (/\/salons\/\d+\/documents$/.test(page.url())) {
            await audit(page, 'document list', who, locale, found);
            const rows = page.locator('.MuiDataGrid-row');
            const withDocuments = rows.filter({ hasNot: page.locator('[data-status="NOT_RECEIVED"]') });
            await ((await withDocuments.count()) ? withDocuments : rows).first().click();
            await page.waitForURL(/\/stands\/\d+\/documents$/);
            await settle(page);
          }
          await page.getByRole('list', { name: /^(Documents déposés|Submitted documents)$/ }).waitFor();
          await settle(page);
          await audit(page, 'stand documents', who, locale, found);
          const statusMenu = page.getByRole('button', { name: /^(Changer le statut de|Change the status of) / });
          if (await statusMenu.count()) {
            await auditOpen(
              page,
              async () => {
                await statusMenu.first().click();
                await page.getByRole('menu').waitFor();
              },
              'stand documents, status menu',
              who,
              locale,
              found,
            );
          }
          const deposit = page.getByRole('button', { name: /^(Déposer mes documents|Submit my documents)$/ });
          if (await deposit.count()) {
            await auditOpen(
              page,
              async () => {
                await deposit.first().click();
                await page.getByRole('dialog').waitFor();
              },
              'stand documents, deposit dialog',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }

          // The show dashboard (issue 12) for those who may view the show; the others go to its stands.
          await visit(page, `/salons/${SHOW_ID}`);
          if (new URL(page.url()).pathname === `/salons/${SHOW_ID}`) {
            await page.locator('main table').first().waitFor();
            await settle(page);
            await audit(page, 'show dashboard', who, locale, found);
            const editConfig = page.getByRole('button', { name: /^(Modifier le paramétrage|Edit the settings)/ });
            if (await editConfig.count()) {
              await auditOpen(
                page,
                async () => {
                  await editConfig.first().click();
                  await page.getByRole('dialog').waitFor();
                },
                'show dashboard, demand settings dialog',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            }
            const editOrganizer = page.getByRole('region', { name: /^(Contact organisateur|Organizer contact)$/ }).getByRole('button');
            if (await editOrganizer.count()) {
              await auditOpen(
                page,
                async () => {
                  await editOrganizer.first().click();
                  await page.getByRole('dialog').waitFor();
                  await page.getByRole('dialog').getByRole('textbox').first().fill('ol');
                  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
                },
                'show dashboard, organizer dialog with results',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            }
          }

          // The show list (issue 12): admin and support; for the full admin the show form, with the
          // security function and the gateway on (their fields shown), and the delete confirmation.
          await visit(page, '/salons');
          if (page.url().endsWith('/salons')) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'show list', who, locale, found);
            const addShow = page.getByRole('button', { name: /^(Ajouter un salon|Add a show)$/ });
            if (await addShow.count()) {
              await auditOpen(
                page,
                async () => {
                  await addShow.click();
                  const form = page.getByRole('dialog');
                  await form.getByText(/^(Consignes de sécurité|Safety instructions)$/).click();
                  await form.getByText(/^(Passerelle|Gateway) /).click();
                  await form.getByText(/^(Ajouter un paramètre|Add a parameter)$/).click();
                },
                'show form, gateway on',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
              await auditOpen(
                page,
                async () => {
                  await page.locator('.MuiDataGrid-row').first().getByRole('button', { name: /^(Supprimer|Delete) / }).click();
                  await page.getByRole('dialog').waitFor();
                },
                'show delete confirmation',
                who,
                locale,
                found,
              );
              // Gone before the next screen: under load its exit was still in the page when /layout-types was audited ('region').
              await dialogClosed(page, who, locale, found);
            }
          } else {
            await settle(page);
            await audit(page, `show list refused (${new URL(page.url()).pathname})`, who, locale, found);
          }

          await visit(page, '/layout-types');
          if (page.url().endsWith('/layout-types')) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'layout types', who, locale, found);
            const add = page.locator('main button:has(svg[data-testid=AddIcon])');
            if (await add.count()) {
              await auditOpen(
                page,
                async () => {
                  await add.first().click();
                  await page.getByRole('dialog').waitFor();
                },
                'layout type add dialog',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
              await auditOpen(
                page,
                async () => {
                  await page.locator('.MuiDataGrid-row').first().locator('button:has(svg[data-testid^=Delete])').click();
                  await page.getByRole('dialog').waitFor();
                },
                'layout type delete confirmation',
                who,
                locale,
                found,
              );
            }
          } else {
            await settle(page);
            await audit(page, `layout types refused (${new URL(page.url()).pathname})`, who, locale, found);
          }

          // Providers and advertisers (issue 23): the directories with their add dialogs (admin), and
          // the side menu's providers modal (every user of the current show).
          for (const [path, add] of [
            ['/prestataires', /^(Ajouter un prestataire|Add a provider)$/],
            ['/annonceurs', /^(Ajouter un annonceur|Add an advertiser)$/],
          ] as const) {
            await visit(page, path);
            if (!page.url().endsWith(path)) continue;
            await page.getByRole('grid').waitFor();
            await audit(page, `${path} list`, who, locale, found);
            await auditOpen(
              page,
              async () => {
                await page.getByRole('button', { name: add }).click();
                await page.getByRole('dialog').waitFor();
              },
              `${path} add dialog`,
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }
          // The gateway's settings screens (issue 24, admin): the sources with their add dialog, and
          // the shows' query parameters.
          await visit(page, '/sources');
          if (page.url().endsWith('/sources')) {
            await page.getByRole('grid').waitFor();
            await audit(page, '/sources list', who, locale, found);
            await auditOpen(
              page,
              async () => {
                await page.getByRole('button', { name: /^(Ajouter une source|Add a source)$/ }).click();
                await page.getByRole('dialog').waitFor();
              },
              '/sources add dialog',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }
          await visit(page, '/parametres-source');
          if (page.url().endsWith('/parametres-source')) {
            await page.getByRole('grid').waitFor();
            await audit(page, '/parametres-source list', who, locale, found);
          }
          const providersModal = page.getByRole('navigation').getByRole('button', { name: /^(Prestataires|Providers)$/ });
          if (await providersModal.count()) {
            await auditOpen(
              page,
              async () => {
                await providersModal.first().click();
                await page.getByRole('dialog').waitFor();
              },
              'providers modal',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }

          // Notifications (issue 11, item 4): the templates (admin) with the add dialog, the notifications
          // sent (senders), and the send modal from the stand list's menu with a template chosen.
          await visit(page, '/notifications/modeles');
          if (page.url().endsWith('/notifications/modeles')) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'notification templates', who, locale, found);
            await auditOpen(
              page,
              async () => {
                await page.getByRole('button', { name: /^(Ajouter un modèle|Add a template)$/ }).click();
                await page.getByRole('dialog').waitFor();
              },
              'notification template add dialog',
              who,
              locale,
              found,
            );
            await page.keyboard.press('Escape');
            await dialogClosed(page, who, locale, found);
          } else {
            await settle(page);
            await audit(page, `notification templates refused (${new URL(page.url()).pathname})`, who, locale, found);
          }
          await visit(page, '/notifications/envoyees');
          if (page.url().endsWith('/notifications/envoyees')) {
            await settle(page);
            await audit(page, 'notifications sent', who, locale, found);
            await visit(page, `/salons/${SHOW_ID}/stands`);
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await page.getByRole('button', { name: /^Actions$/ }).first().click();
            const notify = page.getByRole('menuitem', { name: /^(Envoyer une notification|Send a notification)$/ });
            if (await notify.count()) {
              await auditOpen(
                page,
                async () => {
                  await notify.click();
                  const dialog = page.getByRole('dialog');
                  await dialog.waitFor();
                  await dialog.getByRole('combobox').first().click();
                  await page.getByRole('option').nth(1).click();
                  await dialog.getByRole('button', { name: /^(Insérer|Insert) / }).first().waitFor();
                },
                'notification send dialog',
                who,
                locale,
                found,
              );
              await page.keyboard.press('Escape');
              await dialogClosed(page, who, locale, found);
            } else {
              await page.keyboard.press('Escape');
            }
          } else {
            await settle(page);
            await audit(page, `notifications sent refused (${new URL(page.url()).pathname})`, who, locale, found);
          }

          // The stand import wizard (issue 11, item 3): each step, a file uploaded, its problems listed
          // (nothing applied: the demo data stays as the other screens expect it).
          await visit(page, `/salons/${SHOW_ID}/stands/importation`);
          if (page.url().endsWith('/stands/importation')) {
            await audit(page, 'stand import, upload step', who, locale, found);
            const chooseFile = async (file: string) => {
              const chooser = page.waitForEvent('filechooser');
              await page.getByRole('button', { name: /^(Choisir un fichier CSV|Choose a CSV file)$/ }).click();
              await (await chooser).setFiles(file);
              await page.getByRole('alert').filter({ hasText: file.split('/').pop() }).waitFor();
            };
            await chooseFile(IMPORT_SAMPLE_WITH_ERROR);
            await audit(page, 'stand import, file uploaded', who, locale, found);
            const next = page.getByRole('button', { name: /^(Suivant|Next)$/ });
            await next.click();
            await page.getByRole('table').waitFor();
            await audit(page, 'stand import, analysis with problems', who, locale, found);
            await page.getByRole('button', { name: /^(Précédent|Back)$/ }).click();
            await chooseFile(IMPORT_SAMPLE);
            await next.click();
            await page.getByRole('alert').filter({ hasText: /Aucun problème|No problem/ }).waitFor();
            await audit(page, 'stand import, analysis without problems', who, locale, found);
            await next.click();
            await page.getByRole('checkbox').waitFor();
            await audit(page, 'stand import, confirmation', who, locale, found);
          } else {
            await settle(page);
            await audit(page, `stand import refused (${new URL(page.url()).pathname})`, who, locale, found);
          }

          await visit(page, '/courriels');
          if (page.url().endsWith('/courriels')) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'outbox', who, locale, found);
            await auditOpen(
              page,
              async () => {
                await page.locator('main [role=combobox]').first().click();
                await page.getByRole('listbox').waitFor();
              },
              'outbox state filter',
              who,
              locale,
              found,
            );
            await auditOpen(
              page,
              async () => {
                await page.locator('.MuiDataGrid-row').first().getByRole('button', { name: /^(Lire|Read) / }).click();
                await page.getByRole('dialog').waitFor();
              },
              'outbox message',
              who,
              locale,
              found,
            );
            await dialogClosed(page, who, locale, found);
          }

          // Accounts: /administrateurs (the list, the add and edit dialogs, the delete confirmation) and /compte (its dialog).
          await visit(page, '/administrateurs');
          if (page.url().endsWith('/administrateurs')) {
            await page.locator('.MuiDataGrid-row').first().waitFor();
            await audit(page, 'administrators', who, locale, found);
            const addAdministrator = page.getByRole('button', { name: /^(Ajouter un administrateur|Add an administrator)$/ });
            if (await addAdministrator.count()) {
              await auditOpen(
                page,
                async () => {
                  await addAdministrator.first().click();
                  await page.getByRole('dialog').waitFor();
                },
                'administrator add dialog',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
              await auditOpen(
                page,
                async () => {
                  // A row click opens the edit form (rowOpen).
                  await page.locator('.MuiDataGrid-row').first().locator('.MuiDataGrid-cell').first().click();
                  await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
                },
                'administrator edit dialog',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
              await auditOpen(
                page,
                async () => {
                  await page.locator('.MuiDataGrid-row').first().getByRole('button', { name: /^(Supprimer|Delete) / }).click();
                  await page.getByRole('dialog').waitFor();
                },
                'administrator delete confirmation',
                who,
                locale,
                found,
              );
              await dialogClosed(page, who, locale, found);
            }
          } else {
            await settle(page);
            await audit(page, `administrators refused (${new URL(page.url()).pathname})`, who, locale, found);
          }
          await visit(page, '/compte');
          await page.getByTestId('account-edit').waitFor();
          await audit(page, 'my account', who, locale, found);
          await auditOpen(
            page,
            async () => {
              await page.getByTestId('account-edit').click();
              await page.getByRole('dialog').waitFor();
            },
            'my account dialog',
            who,
            locale,
            found,
          );
          await dialogClosed(page, who, locale, found);

          await visit(page, '/mentions-legales');
          await audit(page, 'legal', who, locale, found);
          await visit(page, '/404');
          await audit(page, '404', who, locale, found);
          await visit(page, '/erreur');
          await audit(page, 'error', who, locale, found);
          await context.close();
          assert.equal(found.length, 0, report(found));
        });
      }
    }
  });
}
