/**
 * The SPA part of the benchmark (issue 3), in headless Chromium (playwright-core,
 * /usr/bin/chromium; never a downloaded browser). Definitions in docs/performance.md §SPA.
 *
 * - firstLoadJsGzipBytes (test/e2e/support/firstLoad.ts; target ≤ 150 KB, held on every build by
 *   test/e2e/firstLoadBudget.e2e.ts): every response of type script received before the first
 *   screen of a new visitor (the login screen: its submit button rendered and a
 *   frame painted), each body gzipped with node:zlib level 9, summed. The same for
 *   a logged-in user opening `/` (the home, its heading painted) is reported as
 *   firstLoadHomeJsGzipBytes. `*TransferBytes` are the bytes the server actually sent
 *   (its Content-Encoding, if any).
 * - listPaintMs: in one logged-in browser profile (token in localStorage from a
 *   login, HTTP and code caches kept between runs, as for a returning user), a full
 *   navigation to /salons/{showId}/stands by reloading the tab that shows it (see
 *   Arrival; listPaintNewProcessMs: the same from another site, a new renderer); the
 *   time is `performance.now()` of the new document
 *   (0 = navigation start) when the grid shows the page — its footer on the page
 *   (`1–50 sur N`), no loading overlay, the rows it renders starting at row 0, each
 *   with its status chip — plus the next frame (requestAnimationFrame, then a task).
 *   At 1920 × 1080 the grid renders the rows its viewport holds (virtualised);
 *   listPaintAllRowsMs is the same at 1920 × 3200, where all 50 rows are in the DOM.
 * - filterPaintMs: on that list, a click on a plan-status checkbox (dispatched in
 *   the page at `performance.now()` t0) until the grid shows the filtered page —
 *   footer on the filtered total, every rendered row with that status — plus the
 *   next frame. After each tick the box is unticked and the time until the first
 *   page is back (same row ids) is filterClearPaintMs. Same pair at 1920 × 3200.
 *
 * - dashboardPaintMs (issue 9, when a dashboard stand is given): in a logged-in context (HTTP
 *   cache kept), a full navigation to /stands/{id}, reloading its tab (dashboardPaintNewProcessMs:
 *   from another site); the time is `performance.now()` of the new
 *   document when the messages panel's thread holds its first page (min(50, messages) items)
 *   and the plans card is in the DOM, plus the next frame. dashboardRequests: the API requests
 *   of one such opening (method and path), in the order sent.
 *
 * - navigation (issue 20): in a logged-in context (HTTP cache kept), on the stand list, a click
 *   on a row (the name cell of row `run % 50`: another stand each time) until the stand page is
 *   painted (listToStandMs: the plans card and the thread's first page, or its empty text), then
 *   a click on its 'back to the stands' link until the list's rows are painted again
 *   (standToListMs: footer, rows from row 0, each with its status chip); times from the click
 *   (`performance.now()` in the page) plus the next frame.
 * - login (issue 20): per account, on /login with an empty session (HTTP cache kept), a click on
 *   the submit button until the page the role lands on is painted: the home's heading, the stand
 *   list's rows or the stand page as above (loginLanding: ms and the landing path).
 *
 * A wait that takes more than 30 s fails, saying what the grid showed.
 *
 * CLI: tsx bench/spa.ts --url http://localhost:8141 --user admin@demo.test [--password demo1234] [--show 1] [--runs 10] [--status validatedPlans]
 *      [--stand ID --messages N [--dashboard-only]] [--parts first-load,list,dashboard,navigation,login]
 *      [--login-users a@x,b@y] [--nav-runs 20] [--nav-rows 50]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import fr from '../i18n/fr.json';
import { CHROMIUM_LAUNCH, launchBrowser, logIn, setLanguagePreference } from '../test/e2e/support/browser';
import { firstLoad, FIRST_LOAD_BUDGET_BYTES, type ScriptLoad } from '../test/e2e/support/firstLoad';

export interface SpaOptions {
  baseUrl: string;
  login: { username: string; password: string };
  showId: number;
  /** Runs per timing; default 10. */
  runs?: number;
  /** Status ticked in the filter runs; default validatedPlans. */
  status?: string;
  /** Told what is being measured. */
  onProgress?: (step: string) => void;
  /** The stand dashboard to open (issue 9), and its number of messages. */
  dashboardStandId?: number;
  dashboardMessages?: number;
  /** Only the dashboard figure (no first load, no list). */
  dashboardOnly?: boolean;
  /** What to measure; default every part (`dashboard` only with a dashboard stand, `login` only with loginUsers). */
  parts?: readonly SpaPart[];
  /** Accounts whose login → landing page is timed (password: login.password). */
  loginUsers?: string[];
  /** Runs of each navigation and login timing (p95 read on them); default 20. */
  navigationRuns?: number;
  /** How many rows of the first page the list → stand runs go round (default 50: a new stand each run). */
  navigationRows?: number;
}

export const SPA_PARTS = ['first-load', 'list', 'dashboard', 'navigation', 'login'] as const;
export type SpaPart = (typeof SPA_PARTS)[number];

export interface LoginLanding {
  user: string;
  /** Where the login took the account (the last run). */
  landing: string;
  ms: number[];
}

export type { ScriptLoad };

export interface SpaFigures {
  /** Login screen of a new visitor: the target (≤ 150 KB gzip, issue 20) applies to this one. */
  firstLoadJsGzipBytes: number;
  firstLoadJsTransferBytes: number;
  firstLoadScripts: ScriptLoad[];
  /** `/` (home) of a logged-in user with an empty cache. */
  firstLoadHomeJsGzipBytes: number;
  firstLoadHomeJsTransferBytes: number;
  firstLoadHomeScripts: ScriptLoad[];
  /** Desktop viewport (1920 × 1080): the rows the grid renders for it, footer on the 50-row page. */
  listPaintMs: number[];
  filterPaintMs: number[];
  filterClearPaintMs: number[];
  /** Tall viewport (1920 × 3200): every row of the page in the DOM. */
  listPaintAllRowsMs: number[];
  filterPaintAllRowsMs: number[];
  filterClearPaintAllRowsMs: number[];
  /** Rows of the first page and of the filtered page, and their totals. */
  listRows: number;
  filterRows: number;
  total: number;
  filteredTotal: number;
  /** The stand dashboard, when asked: painted times, and the API requests of one opening. */
  dashboardPaintMs?: number[];
  dashboardRequests?: string[];
  /** The list's and the dashboard's full navigations from another site: a new renderer process (see Arrival). */
  listPaintNewProcessMs?: number[];
  dashboardPaintNewProcessMs?: number[];
  /** Stand list → stand page painted, and back (issue 20). */
  listToStandMs?: number[];
  standToListMs?: number[];
  /** Login → the role's landing page painted, per account (issue 20). */
  loginLanding?: LoginLanding[];
}

const VIEWPORT = { width: 1920, height: 1080 };
const TALL_VIEWPORT = { width: 1920, height: 3200 };
const PAGE_SIZE = 50;
const SESSION_KEY = 'persist:standplans.session';

/** The value below which 95 % of the runs are (nearest rank). */
export function p95(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

const summary = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, p95 ${p95(values).toFixed(0)} ms [${values.map((v) => v.toFixed(0)).join(', ')}]`;

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** What the grid must show. */
interface RowExpectation {
  /** Rows of the page: min(50, total). */
  pageRows: number;
  /** The list's total, as the footer gives it. */
  total: number;
  /** Every row of the page in the DOM (tall viewport); else the rows the grid renders for its viewport. */
  all: boolean;
  /** Every row has this status. */
  status?: string;
  /** The page's first row ids, in order (the rendered rows are these). */
  ids?: string[];
}

interface BenchWindow {
  __spaBench: {
    rowIds(): string[];
    waitRows(expect: RowExpectation): Promise<number>;
    timeClick(el: HTMLElement, expect: RowExpectation): Promise<number>;
    list?: Promise<number>;
  };
}

/** A wait for the grid that takes longer fails, saying what the grid showed. */
const WAIT_MS = 30_000;

/** Below this, a viewport of the grid shows every row of a short page. */
const MIN_VISIBLE_ROWS = 10;

/**
 * Installed in every document before its scripts run. Self-contained: it is
 * serialised into the page.
 */
function pageHelpers({
  listPath,
  listExpectation,
  minVisible,
  timeoutMs,
}: {
  listPath: string;
  listExpectation: RowExpectation;
  minVisible: number;
  timeoutMs: number;
}): void {
  const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.MuiDataGrid-row[data-id]'));
  const matches = (expect: RowExpectation): boolean => {
    const grid = document.querySelector('.MuiDataGrid-root');
    if (!grid || grid.querySelector('.MuiDataGrid-overlayWrapper')) return false;
    const footer = grid.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
    // '1–50 sur 21 000': thousands separators (spaces, commas) joined first.
    const numbers = footer.replace(/(\d)[\s\u00a0\u202f,.](?=\d)/g, '$1').match(/\d+/g)?.map(Number) ?? [];
    if (numbers.length < 3 || numbers[1] !== expect.pageRows || numbers[2] !== expect.total) return false;
    const shown = rows();
    if (expect.all ? shown.length !== expect.pageRows : shown.length < Math.min(expect.pageRows, minVisible)) return false;
    if (shown[0]?.getAttribute('data-rowindex') !== '0') return false;
    for (const row of shown) {
      const chip = row.querySelector('[data-field="status"] [data-status]');
      if (!chip) return false;
      if (expect.status && chip.getAttribute('data-status') !== expect.status) return false;
    }
    if (expect.ids) {
      const ids = shown.map((row) => row.getAttribute('data-id'));
      const n = Math.min(ids.length, expect.ids.length);
      for (let i = 0; i < n; i++) if (ids[i] !== expect.ids[i]) return false;
    }
    return true;
  };
  const afterPaint = (resolve: (t: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  const describe = (): string => {
    const shown = rows();
    const footer = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? 'no footer';
    const statuses = new Set(shown.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status')));
    return `${shown.length} rows (${[...statuses].join(', ')}), footer "${footer}"`;
  };
  const waitRows = (expect: RowExpectation): Promise<number> =>
    new Promise((resolve, reject) => {
      if (matches(expect)) return afterPaint(resolve);
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`the grid never showed ${JSON.stringify({ ...expect, ids: undefined })}: ${describe()}`));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (!matches(expect)) return;
        observer.disconnect();
        clearTimeout(timer);
        afterPaint(resolve);
      });
      observer.observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['data-status', 'class'],
      });
    });
  const bench: BenchWindow['__spaBench'] = {
    rowIds: () => rows().map((row) => row.getAttribute('data-id') ?? ''),
    waitRows,
    timeClick(el, expect) {
      const t0 = performance.now();
      const done = waitRows(expect);
      el.click();
      return done.then((t) => t - t0);
    },
  };
  if (location.pathname === listPath) bench.list = waitRows(listExpectation);
  (window as unknown as BenchWindow).__spaBench = bench;
}

/** Installed before the dashboard's scripts run: resolves when its first screen is in the DOM. Self-contained. */
function dashboardHelpers({ path, threadLabel, plansLabel, items, timeoutMs }: { path: string; threadLabel: string; plansLabel: string; items: number; timeoutMs: number }): void {
  if (location.pathname !== path) return;
  const painted = () => {
    const thread = document.querySelector(`ul[aria-label="${threadLabel}"]`);
    if (!thread || thread.querySelectorAll(':scope > li').length < items) return false;
    return document.querySelector(`section[aria-label="${plansLabel}"]`) !== null;
  };
  (window as unknown as { __dashboard: Promise<number> }).__dashboard = new Promise((resolve, reject) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    const timer = setTimeout(() => {
      observer.disconnect();
      const thread = document.querySelector(`ul[aria-label="${threadLabel}"]`);
      reject(new Error(`the dashboard never showed ${items} messages and the plans card: ${thread ? thread.querySelectorAll(':scope > li').length : 'no'} messages, plans card ${document.querySelector(`section[aria-label="${plansLabel}"]`) ? 'there' : 'missing'}`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

interface NavWindow {
  __nav: {
    /** Clicks `el` and resolves when the screen at a new address is painted: ms from the click, the address. */
    timeClick(el: HTMLElement): Promise<{ ms: number; path: string }>;
    /** Resolves when the screen at the current address is painted. */
    waitPainted(): Promise<number>;
  };
}

/**
 * Installed in every document before its scripts run (self-contained, serialised into the page):
 * what "painted" means for each landing screen, and a click timed until the next one is.
 */
function navigationHelpers({ homeTitle, threadLabel, plansLabel, emptyThread, timeoutMs }: { homeTitle: string; threadLabel: string; plansLabel: string; emptyThread: string; timeoutMs: number }): void {
  const listPainted = () => {
    const grid = document.querySelector('.MuiDataGrid-root');
    if (!grid || grid.querySelector('.MuiDataGrid-overlayWrapper')) return false;
    if (!/\d/.test(grid.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '')) return false;
    const rows = Array.from(grid.querySelectorAll('.MuiDataGrid-row[data-id]'));
    if (rows.length === 0 || rows[0].getAttribute('data-rowindex') !== '0') return false;
    return rows.every((row) => row.querySelector('[data-field="status"] [data-status]') !== null);
  };
  const standPainted = () => {
    if (!document.querySelector(`section[aria-label="${plansLabel}"]`)) return false;
    const thread = document.querySelector(`ul[aria-label="${threadLabel}"]`);
    if (!thread) return false;
    if (thread.querySelector(':scope > li')) return true;
    return Array.from(document.querySelectorAll('p')).some((p) => p.textContent === emptyThread);
  };
  const homePainted = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === homeTitle);
  const painted = (path: string): boolean => {
    if (/^\/salons\/\d+\/stands$/.test(path)) return listPainted();
    if (/^\/stands\/\d+$/.test(path)) return standPainted();
    return path === '/' ? homePainted() : false;
  };
  const afterPaint = (resolve: (t: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  const until = (done: () => boolean, what: () => string): Promise<number> =>
    new Promise((resolve, reject) => {
      if (done()) return afterPaint(resolve);
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`${what()} never painted (at ${location.pathname})`));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        clearTimeout(timer);
        afterPaint(resolve);
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-status', 'class', 'aria-label'] });
    });
  (window as unknown as NavWindow).__nav = {
    timeClick(el) {
      const from = location.pathname;
      const t0 = performance.now();
      const done = until(() => location.pathname !== from && painted(location.pathname), () => `the screen after ${from}`);
      el.click();
      return done.then((t) => ({ ms: t - t0, path: location.pathname }));
    },
    waitPainted: () => until(() => painted(location.pathname), () => location.pathname),
  };
}

export async function addNavigationHelpers(context: BrowserContext, messages: Record<string, string>): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await context.addInitScript(navigationHelpers, {
    homeTitle: messages['home.title'],
    threadLabel: messages['standMessages.thread'],
    plansLabel: messages['standMessages.plans.title'],
    emptyThread: messages['standMessages.empty'],
    timeoutMs: WAIT_MS,
  });
}

const timeClick = (page: Page, el: ElementHandle) =>
  page.evaluate((e) => (window as unknown as NavWindow).__nav.timeClick(e as HTMLElement), el);

/**
 * In one logged-in context (HTTP cache kept): the list, then `runs` times a row's click → stand
 * page painted and its back link → list painted (row `run % distinctRows`: with the default 50,
 * another stand each run, never one whose thread the store already holds).
 */
async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
  listPath: string,
  runs: number,
  messages: Record<string, string>,
  distinctRows: number,
): Promise<{ listToStand: number[]; standToList: number[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: VIEWPORT, storageState });
  try {
    await addNavigationHelpers(context, messages);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(listPath, { waitUntil: 'commit' });
    await page.evaluate(() => (window as unknown as NavWindow).__nav.waitPainted());
    const listToStand: number[] = [];
    const standToList: number[] = [];
    for (let run = 0; run < runs; run++) {
      // The grid renders the rows its viewport holds (virtualized): a row further down is
      // scrolled to first, outside the timed click (with 20 runs, rows 18 and 19 were never there).
      const index = run % distinctRows;
      await page.evaluate((i) => {
        const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
        const row = document.querySelector('.MuiDataGrid-row');
        if (scroller && row && !document.querySelector(`.MuiDataGrid-row[data-rowindex="${i}"]`)) {
          scroller.scrollTop = Math.max(0, i - 2) * row.getBoundingClientRect().height;
        }
      }, index);
      const cell = await page.waitForSelector(`.MuiDataGrid-row[data-rowindex="${index}"] [data-field="name"]`);
      const opened = await timeClick(page, cell);
      if (!/^\/stands\/\d+$/.test(opened.path)) throw new Error(`a row's click led to ${opened.path}`);
      listToStand.push(opened.ms);
      const back = await page.getByRole('link', { name: messages['stand.back'] }).elementHandle();
      if (!back) throw new Error('no back link on the stand page');
      const returned = await timeClick(page, back);
      if (returned.path !== listPath) throw new Error(`the back link led to ${returned.path}`);
      standToList.push(returned.ms);
    }
    return { listToStand, standToList };
  } finally {
    await context.close();
  }
}

/** Per account, `runs` logins from /login with an empty session (HTTP cache kept) until the landing page is painted. */
async function measureLogins(
  browser: Browser,
  baseUrl: string,
  users: string[],
  password: string,
  runs: number,
  messages: Record<string, string>,
  onProgress: (step: string) => void,
): Promise<LoginLanding[]> {
  const results: LoginLanding[] = [];
  for (const user of users) {
    onProgress(`login → landing page, ${user}`);
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: VIEWPORT });
    try {
      await addNavigationHelpers(context, messages);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      // The language question of an account without a preference is not the landing.
      await page.goto('/login');
      await setLanguagePreference(page, user, password, 'fr');
      const ms: number[] = [];
      let landing = '';
      for (let run = 0; run < runs; run++) {
        // Logged out as a user would (the persisted session is written back on unload: clearing it is not enough).
        await page.goto('/login');
        const logout = page.getByRole('button', { name: messages['login.logout'] });
        const identifier = page.getByLabel(/identifiant/i);
        await logout.or(identifier).first().waitFor();
        if (await logout.isVisible()) await logout.click();
        await page.getByLabel(/identifiant/i).fill(user);
        await page.getByLabel(/mot de passe/i).fill(password);
        const submit = await page.getByRole('button', { name: messages['login.submit'] }).elementHandle();
        if (!submit) throw new Error('no login button');
        const landed = await timeClick(page, submit);
        ms.push(landed.ms);
        landing = landed.path;
      }
      onProgress(`  → ${landing}: ${summary(ms)}`);
      results.push({ user, landing, ms });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** `runs` full navigations to the stand dashboard in one logged-in profile (its caches kept), arriving as `arrival` says. */
async function measureDashboard(
  baseUrl: string,
  storageState: StorageState,
  standId: number,
  items: number,
  runs: number,
  messages: Record<string, string>,
  arrival: Arrival = 'reload',
): Promise<{ paint: number[]; requests: string[] }> {
  const { context, warmUpRuns, close } = await navigationContext(baseUrl, VIEWPORT, storageState);
  try {
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await context.addInitScript(dashboardHelpers, {
      path: `/stands/${standId}`,
      threadLabel: messages['standMessages.thread'],
      plansLabel: messages['standMessages.plans.title'],
      items,
      timeoutMs: WAIT_MS,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const paint: number[] = [];
    let requests: string[] = [];
    for (let run = 0; run < warmUpRuns + runs; run++) {
      const seen: string[] = [];
      const onRequest = (r: { url(): string; method(): string }) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/backend/')) seen.push(`${r.method()} ${decodeURI(url.pathname + url.search)}`);
      };
      page.on('request', onRequest);
      await arrive(page, `/stands/${standId}`, arrival);
      const ms = await page.evaluate(() => (window as unknown as { __dashboard: Promise<number> }).__dashboard);
      page.off('request', onRequest);
      if (run >= warmUpRuns) paint.push(ms);
      if (run === 0) requests = seen;
    }
    return { paint, requests };
  } finally {
    await close();
  }
}

/** GET through the API with the page's stored token: the total of a stand list. */
async function standTotal(page: Page, query: string): Promise<number> {
  return page.evaluate(
    async ({ query, key }) => {
      const raw = localStorage.getItem(key);
      const token = raw ? (JSON.parse(JSON.parse(raw).token) as string) : '';
      const res = await fetch(`/backend/stands?${query}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
      });
      if (!res.ok) throw new Error(`GET /backend/stands?${query}: ${res.status}`);
      const data = await res.json();
      return (data['hydra:totalItems'] ?? data.totalItems) as number;
    },
    { query, key: SESSION_KEY },
  );
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ListCounts {
  listPath: string;
  total: number;
  filteredTotal: number;
  listRows: number;
  filterRows: number;
  status: string;
  statusLabel: string;
  runs: number;
  onProgress: (step: string) => void;
}

/**
 * A full navigation is measured in a returning user's browser profile on disk: its HTTP cache and
 * V8's code cache (Chromium keeps the compiled scripts only in a profile on disk) warm after
 * WARM_UP_RUNS unmeasured navigations. Before session 15 it was a new off-the-record context, where
 * every script is compiled again on each navigation.
 */
const WARM_UP_RUNS = 2;

/**
 * How the full navigation arrives (session 22). `reload`: the tab already on the screen loads it
 * again — F5, the address bar or a bookmark in the app's tab, a filter link followed in it — and
 * keeps its renderer process. `newProcess`: from another site (about:blank, as this bench did
 * before session 22): Chromium starts a new renderer process for the page, as for a link opened
 * in a new tab, and the document exists only ~130–290 ms after the navigation started on a
 * 2-core machine, even for a 1 kB SVG (`--renderer-process-limit=1` brings that to ~75 ms).
 */
export type Arrival = 'reload' | 'newProcess';

async function arrive(page: Page, path: string, arrival: Arrival): Promise<void> {
  if (arrival === 'reload' && new URL(page.url()).pathname === path) {
    await page.reload({ waitUntil: 'commit' });
    return;
  }
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'commit' });
}

async function navigationContext(
  baseUrl: string,
  viewport: { width: number; height: number },
  storageState: StorageState,
): Promise<{ context: BrowserContext; warmUpRuns: number; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...CHROMIUM_LAUNCH, baseURL: baseUrl, locale: 'fr-FR', viewport });
  // The logged-in session (a persistent context takes no storageState): its localStorage, set on a
  // same-origin file before the app runs.
  const origin = new URL(baseUrl).origin;
  const entries = storageState.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const setup = await context.newPage();
  await setup.goto('/favicon.svg');
  await setup.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), entries);
  await setup.close();
  return {
    context,
    warmUpRuns: WARM_UP_RUNS,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * In one logged-in profile (its caches kept between runs): `runs` navigations to
 * the list, arriving as `arrival` says, then `runs` ticks and unticks of the status box.
 */
async function measureList(
  baseUrl: string,
  storageState: StorageState,
  viewport: { width: number; height: number },
  all: boolean,
  c: ListCounts,
  arrival: Arrival = 'reload',
): Promise<{ list: number[]; filter: number[]; clear: number[] }> {
  const { context, warmUpRuns, close } = await navigationContext(baseUrl, viewport, storageState);
  try {
    // tsx (esbuild keepNames) wraps named inner functions in __name(): give the page one.
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const listExpectation: RowExpectation = { pageRows: c.listRows, total: c.total, all };
    await context.addInitScript(pageHelpers, {
      listPath: c.listPath,
      listExpectation,
      minVisible: MIN_VISIBLE_ROWS,
      timeoutMs: WAIT_MS,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const list: number[] = [];
    const size = `${viewport.width}×${viewport.height}`;
    c.onProgress(`stand list, ${size}${arrival === 'newProcess' ? ', from another site' : ''}`);
    for (let run = 0; run < warmUpRuns + c.runs; run++) {
      await arrive(page, c.listPath, arrival);
      const ms = await page.evaluate(() => (window as unknown as BenchWindow).__spaBench.list!);
      if (run >= warmUpRuns) list.push(ms);
    }

    const ids = await page.evaluate(() => (window as unknown as BenchWindow).__spaBench.rowIds());
    const box = await page.getByRole('checkbox', { name: c.statusLabel }).elementHandle();
    if (!box) throw new Error(`no checkbox ${c.statusLabel}`);
    const ticked: RowExpectation = { pageRows: c.filterRows, total: c.filteredTotal, all, status: c.status };
    const unticked: RowExpectation = { ...listExpectation, ids };
    const click = (expect: RowExpectation) =>
      page.evaluate(
        ([el, e]) => (window as unknown as BenchWindow).__spaBench.timeClick(el as HTMLElement, e),
        [box, expect] as const,
      );
    const filter: number[] = [];
    const clear: number[] = [];
    c.onProgress(`filter, ${size}`);
    for (let run = 0; run < c.runs; run++) {
      filter.push(await click(ticked));
      clear.push(await click(unticked));
    }
    return { list, filter, clear };
  } finally {
    await close();
  }
}

export async function measureSpa(options: SpaOptions): Promise<SpaFigures> {
  const { baseUrl, login, showId, runs = 10, status = 'validatedPlans', onProgress = () => undefined, dashboardStandId, dashboardMessages = 50, dashboardOnly = false } = options;
  const navigationRuns = options.navigationRuns ?? 20;
  const parts = new Set<SpaPart>(dashboardOnly ? ['dashboard'] : (options.parts ?? SPA_PARTS));
  const messages = fr as Record<string, string>;
  const statusLabel = messages[`standStatus.${status}`];
  if (!statusLabel) throw new Error(`unknown status ${status}`);
  const listPath = `/salons/${showId}/stands`;
  const browser = await launchBrowser();
  const figures: SpaFigures = {
    firstLoadJsGzipBytes: NaN,
    firstLoadJsTransferBytes: NaN,
    firstLoadScripts: [],
    firstLoadHomeJsGzipBytes: NaN,
    firstLoadHomeJsTransferBytes: NaN,
    firstLoadHomeScripts: [],
    listPaintMs: [],
    filterPaintMs: [],
    filterClearPaintMs: [],
    listPaintAllRowsMs: [],
    filterPaintAllRowsMs: [],
    filterClearPaintAllRowsMs: [],
    listRows: 0,
    filterRows: 0,
    total: 0,
    filteredTotal: 0,
  };
  try {
    // A new visitor: the login screen.
    if (parts.has('first-load')) {
      const anonymous = await firstLoad(browser, baseUrl, '/', (page) => page.getByRole('button', { name: messages['login.submit'] }).waitFor());
      Object.assign(figures, { firstLoadJsGzipBytes: anonymous.gzipBytes, firstLoadJsTransferBytes: anonymous.transferBytes, firstLoadScripts: anonymous.scripts });
    }

    // Log in once; the token stays in this context's localStorage.
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await logIn(page, login.username, login.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('eyJ'), SESSION_KEY);
    if (parts.has('list')) {
      figures.total = await standTotal(page, `show=${showId}&itemsPerPage=1`);
      figures.filteredTotal = await standTotal(page, `show=${showId}&itemsPerPage=1&status[]=${status}`);
      figures.listRows = Math.min(PAGE_SIZE, figures.total);
      figures.filterRows = Math.min(PAGE_SIZE, figures.filteredTotal);
    }
    if (parts.has('first-load')) {
      // A logged-in user with an empty cache: the home.
      const home = await firstLoad(browser, baseUrl, '/', (p) => p.getByRole('heading', { name: messages['home.title'] }).waitFor(), await context.storageState());
      Object.assign(figures, { firstLoadHomeJsGzipBytes: home.gzipBytes, firstLoadHomeJsTransferBytes: home.transferBytes, firstLoadHomeScripts: home.scripts });
    }
    const storageState = await context.storageState();
    await context.close();

    if (parts.has('list')) {
      const { total, filteredTotal, listRows, filterRows } = figures;
      const counts = { listPath, total, filteredTotal, listRows, filterRows, status, statusLabel, runs, onProgress };
      const desktop = await measureList(baseUrl, storageState, VIEWPORT, false, counts);
      const tall = await measureList(baseUrl, storageState, TALL_VIEWPORT, true, counts);
      // For comparison with the runs before session 22: the same navigations from another site.
      const newProcess = await measureList(baseUrl, storageState, VIEWPORT, false, counts, 'newProcess');
      figures.listPaintNewProcessMs = newProcess.list;
      Object.assign(figures, {
        listPaintMs: desktop.list,
        filterPaintMs: desktop.filter,
        filterClearPaintMs: desktop.clear,
        listPaintAllRowsMs: tall.list,
        filterPaintAllRowsMs: tall.filter,
        filterClearPaintAllRowsMs: tall.clear,
      });
      onProgress(`  list painted: ${summary(desktop.list)}; from another site: ${summary(newProcess.list)}; filter: ${summary(desktop.filter)}`);
    }
    if (parts.has('dashboard') && dashboardStandId !== undefined) {
      onProgress(`stand dashboard #${dashboardStandId}`);
      const dashboard = await measureDashboard(baseUrl, storageState, dashboardStandId, Math.min(PAGE_SIZE, dashboardMessages), runs, messages);
      Object.assign(figures, { dashboardPaintMs: dashboard.paint, dashboardRequests: dashboard.requests });
      onProgress(`  dashboard painted: ${summary(dashboard.paint)}`);
      if (!dashboardOnly) {
        const newProcess = await measureDashboard(baseUrl, storageState, dashboardStandId, Math.min(PAGE_SIZE, dashboardMessages), runs, messages, 'newProcess');
        figures.dashboardPaintNewProcessMs = newProcess.paint;
        onProgress(`  dashboard painted, from another site: ${summary(newProcess.paint)}`);
      }
    }
    if (parts.has('navigation')) {
      onProgress(`stand list → stand → stand list, ${navigationRuns} times`);
      const nav = await measureNavigation(browser, baseUrl, storageState, listPath, navigationRuns, messages, options.navigationRows ?? PAGE_SIZE);
      Object.assign(figures, { listToStandMs: nav.listToStand, standToListMs: nav.standToList });
      onProgress(`  list → stand: ${summary(nav.listToStand)}; stand → list: ${summary(nav.standToList)}`);
    }
    if (parts.has('login') && options.loginUsers?.length) {
      figures.loginLanding = await measureLogins(browser, baseUrl, options.loginUsers, login.password, navigationRuns, messages, onProgress);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const baseUrl = argValue(args, 'url') ?? 'http://localhost:8080';
  const figures = await measureSpa({
    baseUrl,
    login: { username: argValue(args, 'user') ?? 'admin@demo.test', password: argValue(args, 'password') ?? 'demo1234' },
    showId: Number(argValue(args, 'show') ?? 1),
    runs: Number(argValue(args, 'runs') ?? 10),
    status: argValue(args, 'status'),
    dashboardStandId: argValue(args, 'stand') ? Number(argValue(args, 'stand')) : undefined,
    dashboardMessages: argValue(args, 'messages') ? Number(argValue(args, 'messages')) : undefined,
    dashboardOnly: args.includes('--dashboard-only'),
    parts: argValue(args, 'parts')?.split(',') as SpaPart[] | undefined,
    loginUsers: argValue(args, 'login-users')?.split(','),
    navigationRuns: argValue(args, 'nav-runs') ? Number(argValue(args, 'nav-runs')) : undefined,
    navigationRows: argValue(args, 'nav-rows') ? Number(argValue(args, 'nav-rows')) : undefined,
    onProgress: (step) => console.error(`… ${step}`),
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (values: number[]) => `median ${median(values).toFixed(0)} ms  [${values.map((v) => v.toFixed(0)).join(', ')}]`;
  const ms95 = (values: number[]) => `p95 ${p95(values).toFixed(0)} ms, median ${median(values).toFixed(0)} ms  [${values.map((v) => v.toFixed(0)).join(', ')}]`;
  const list = (scripts: ScriptLoad[]) =>
    scripts.map((s) => `    ${s.url}  ${kb(s.bytes)} raw, ${kb(s.gzipBytes)} gzip-9, ${kb(s.transferBytes)} sent (${s.contentEncoding ?? 'identity'})`);
  console.log(
    [
      ...(Number.isNaN(figures.firstLoadJsGzipBytes)
        ? []
        : [
            `first-load JS, login screen: ${kb(figures.firstLoadJsGzipBytes)} gzip (target ≤ ${kb(FIRST_LOAD_BUDGET_BYTES)}), ${kb(figures.firstLoadJsTransferBytes)} transferred`,
            ...list(figures.firstLoadScripts),
            `first-load JS, home (logged in): ${kb(figures.firstLoadHomeJsGzipBytes)} gzip, ${kb(figures.firstLoadHomeJsTransferBytes)} transferred`,
            ...list(figures.firstLoadHomeScripts),
          ]),
      ...(figures.listPaintMs.length === 0
        ? []
        : [
            `stand list painted, 1920×1080 (page of ${figures.listRows} of ${figures.total}): ${ms(figures.listPaintMs)} (target ≤ 800 ms)`,
            ...(figures.listPaintNewProcessMs ? [`  the same from another site (a new renderer process): ${ms(figures.listPaintNewProcessMs)}`] : []),
            `filter → rows painted, 1920×1080 (page of ${figures.filterRows} of ${figures.filteredTotal}): ${ms(figures.filterPaintMs)} (target ≤ 200 ms)`,
            `filter cleared → rows painted, 1920×1080: ${ms(figures.filterClearPaintMs)}`,
            `stand list painted, all ${figures.listRows} rows in the DOM (1920×3200): ${ms(figures.listPaintAllRowsMs)}`,
            `filter → all ${figures.filterRows} rows painted (1920×3200): ${ms(figures.filterPaintAllRowsMs)}`,
            `filter cleared → all rows painted (1920×3200): ${ms(figures.filterClearPaintAllRowsMs)}`,
          ]),
      ...(figures.dashboardPaintMs
        ? [
            `stand dashboard painted (1920×1080): ${ms(figures.dashboardPaintMs)} (target ≤ 800 ms)`,
            ...(figures.dashboardPaintNewProcessMs ? [`  the same from another site (a new renderer process): ${ms(figures.dashboardPaintNewProcessMs)}`] : []),
            ...(figures.dashboardRequests ?? []).map((r) => `    ${r}`),
          ]
        : []),
      ...(figures.listToStandMs ? [`stand list → stand painted: ${ms95(figures.listToStandMs)} (target ≤ 1000 ms p95)`] : []),
      ...(figures.standToListMs ? [`stand → stand list painted: ${ms95(figures.standToListMs)} (target ≤ 1000 ms p95)`] : []),
      ...(figures.loginLanding ?? []).map((l) => `login → ${l.landing} painted, ${l.user}: ${ms95(l.ms)} (target ≤ 1000 ms p95)`),
    ].join('\n'),
  );
}

if (require.main === module) {
  cli().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
