/**
 * The head start of a full navigation (issue 20): what the first screen at an address needed is
 * kept, and the boot script of the next full navigation to it loads those scripts and sends those
 * requests before the app's main script has run; the app takes the answers instead of asking
 * again. Another build, another user or an expired session get nothing stale.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { apiFetch } from '@/api/client';
import { adoptHeadStartFetches, clearPrefetched } from '@/api/prefetch';
import { startEarlyRequests } from '@/app/earlyRequests';
import { recordHeadStartAfterPaint } from '@/app/headStartAfterPaint';
import { recordHeadStart, RECORD_DELAY_MS, scriptsBefore, withPage } from '@/app/headStartRecord';
import { makeStore } from '@/app/store';
import { keptSession, startHeadStart } from '@/boot/headStart';
import { forgetHeadStart, HEAD_START_FETCHES, HEAD_START_KEY, HEAD_START_PAGES, readHeadStart } from '@/boot/headStartFormat';
import { endSession } from '@/features/session/callApi';
import { ADMIN, rootState } from '../features/stands/fixtures';

const MAIN = '/assets/main.1e47c39b.js';
const LIST = '/salons/3/stands';
const USER = 7;

/** The page's own scripts as the built index.html names them (deferred), main's address being the build. */
function pageScripts(main = MAIN) {
  document.head.innerHTML = `<script defer src="/assets/5334.dd4b7ea9.js"></script><script defer src="${main}"></script><script src="/assets/boot.c7682cdc.js"></script>`;
}

/** The scripts the boot script added (the page's own are deferred or the boot script itself). */
function addedScripts(): string[] {
  return [...document.head.querySelectorAll('script:not([defer])')].map((script) => script.getAttribute('src')!).filter((src) => !src.includes('/boot.'));
}

function resource(path: string, startTime: number, initiatorType = 'script') {
  return { name: `http://app.test${path}`, startTime, initiatorType } as unknown as PerformanceResourceTiming;
}

/** The window recordHeadStart reads, with the resource timings jsdom does not keep. */
function windowWith(entries: PerformanceResourceTiming[]): Window {
  return { document, localStorage: window.localStorage, performance: { getEntriesByType: () => entries } } as unknown as Window;
}

/** The session redux-persist keeps (the fixtures' administrator is user 7). */
function keepSession(token: string | null, exp: number | null, userId = USER) {
  window.localStorage.setItem('persist:standplans.session', JSON.stringify({ token: JSON.stringify(token), exp: JSON.stringify(exp), userId: JSON.stringify(userId) }));
}

function answer(body: unknown) {
  const text = JSON.stringify(body);
  return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
}

let sent: Array<{ url: string; headers: Record<string, string> }>;
beforeEach(() => {
  window.localStorage.clear();
  clearPrefetched();
  window.history.replaceState(null, '', LIST);
  sent = [];
  globalThis.fetch = jest.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
    sent.push({ url: String(url), headers: init?.headers ?? {} });
    return answer({ id: 7, firstName: 'Ada', lastName: 'Admin' });
  }) as unknown as typeof fetch;
  (window as unknown as Record<string, unknown>).fetch = globalThis.fetch;
  pageScripts();
});

it('keeps the scripts the first screen asked for before its paint, not the page\'s own, later ones or other files', () => {
  const entries = [
    resource('/assets/5334.dd4b7ea9.js', 5),
    resource(MAIN, 6),
    resource('/assets/boot.c7682cdc.js', 7),
    resource('/assets/stand-list.0c01f90e.js', 300),
    resource('/assets/data-grid.fb23ee79.js', 310),
    resource('/assets/data-grid.fb23ee79.js', 320),
    resource('/backend/stands?show=3', 320, 'fetch'),
    resource('/default-show-logo.svg', 330, 'img'),
    resource('/assets/stand-timeline.12fac02f.js', 900),
  ];
  expect(scriptsBefore(document, entries, 800)).toEqual(['/assets/stand-list.0c01f90e.js', '/assets/data-grid.fb23ee79.js']);
});

it('loads the kept scripts and sends the kept requests on the next visit, and the app takes those answers', async () => {
  const { store } = makeStore({ persist: false, runSagas: false, preloadedState: rootState(ADMIN) });
  const gets = startEarlyRequests(store.getState(), LIST);
  expect(gets.map((get) => decodeURIComponent(get.url))).toContain('/backend/stands?itemsPerPage=50&order[name]=asc&page=1&show=3');
  recordHeadStart(LIST, USER, gets, 800, windowWith([resource('/assets/stand-list.0c01f90e.js', 300), resource('/assets/list-grid.e95aa8cb.js', 310)]));

  // The next full navigation: a fresh document of the same build, the session kept.
  clearPrefetched();
  sent = [];
  pageScripts();
  keepSession(rootState(ADMIN).session.token, Math.floor(Date.now() / 1000) + 600);
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);

  expect(addedScripts()).toEqual(['/assets/stand-list.0c01f90e.js', '/assets/list-grid.e95aa8cb.js']);
  expect(sent.map((request) => request.url)).toEqual(gets.map((get) => get.url));
  const { locale } = gets[0];
  expect(sent[0].headers).toEqual({ Accept: 'application/ld+json', 'X-LOCALE': locale, Authorization: `Bearer ${rootState(ADMIN).session.token}` });

  // The app's main script: it takes the boot script's requests, sends none of them again.
  adoptHeadStartFetches(window as unknown as Record<string, unknown>);
  expect((window as unknown as Record<string, unknown>)[HEAD_START_FETCHES]).toBeUndefined();
  startEarlyRequests(store.getState(), LIST);
  const me = await apiFetch({ path: '/users/7/me' }, { token: rootState(ADMIN).session.token, locale });
  expect(me.data).toEqual({ id: 7, firstName: 'Ada', lastName: 'Admin' });
  expect(sent).toHaveLength(gets.length);
});

it('does nothing with another build\'s record (its chunks are not this build\'s)', () => {
  recordHeadStart(LIST, USER, [{ url: '/backend/users/7/me', locale: 'fr' }], 800, windowWith([resource('/assets/stand-list.0c01f90e.js', 300)]));
  pageScripts('/assets/main.aaaaaaaa.js');
  keepSession('token', null);
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
  expect(addedScripts()).toHaveLength(0);
  expect(sent).toHaveLength(0);
});

it('loads the scripts but sends no request without a session, or with an expired one', () => {
  recordHeadStart(LIST, USER, [{ url: '/backend/users/7/me', locale: 'fr' }], 800, windowWith([resource('/assets/stand-list.0c01f90e.js', 300)]));
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
  expect(addedScripts()).toEqual(['/assets/stand-list.0c01f90e.js']);
  expect(sent).toHaveLength(0);

  keepSession('token', Math.floor(Date.now() / 1000) - 1);
  expect(keptSession(window.localStorage, Math.floor(Date.now() / 1000))).toBeNull();
  pageScripts();
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
  expect(sent).toHaveLength(0);
});

it('sends none of another user\'s requests with this user\'s token (a login without the logout)', () => {
  recordHeadStart(LIST, USER, [{ url: '/backend/users/7/me', locale: 'fr' }], 800, windowWith([resource('/assets/stand-list.0c01f90e.js', 300)]));
  keepSession('token-of-8', null, 8);
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
  expect(addedScripts()).toEqual(['/assets/stand-list.0c01f90e.js']);
  expect(sent).toHaveLength(0);
});

it('never loads a script from elsewhere nor sends a request outside the API, whatever the storage holds', () => {
  window.localStorage.setItem(
    HEAD_START_KEY,
    JSON.stringify({ build: MAIN, userId: USER, pages: { [LIST]: { scripts: ['https://evil.test/x.js', '//evil.test/y.js'], gets: [{ url: 'https://evil.test/steal', locale: 'fr' }], at: 1 } } }),
  );
  keepSession('token', null);
  startHeadStart(window as unknown as Window & Record<string, unknown>, window.localStorage);
  expect(addedScripts()).toHaveLength(0);
  expect(sent).toHaveLength(0);
});

it('keeps the most recent pages only, and a new build or another user starts from nothing', () => {
  let record = null;
  for (let i = 0; i < HEAD_START_PAGES + 5; i++) record = withPage(record, MAIN, USER, `/stands/${i}`, { scripts: [], gets: [], at: i });
  expect(Object.keys(record!.pages)).toHaveLength(HEAD_START_PAGES);
  expect(record!.pages['/stands/0']).toBeUndefined();
  expect(record!.pages[`/stands/${HEAD_START_PAGES + 4}`]).toBeDefined();
  expect(Object.keys(withPage(record, '/assets/main.new.js', USER, LIST, { scripts: [], gets: [], at: 99 }).pages)).toEqual([LIST]);
  // Another user's screens are not kept with this one's.
  expect(Object.keys(withPage(record, MAIN, 8, LIST, { scripts: [], gets: [], at: 99 }).pages)).toEqual([LIST]);
});

it('forgets every page when the session ends (the next user\'s pages are theirs)', async () => {
  recordHeadStart(LIST, USER, [{ url: '/backend/users/7/me', locale: 'fr' }], 800, windowWith([]));
  expect(readHeadStart(window.localStorage)).not.toBeNull();
  await expectSaga(endSession).run();
  expect(window.localStorage.getItem(HEAD_START_KEY)).toBeNull();
  forgetHeadStart();
});

it('writes a logged-in screen down a moment after its paint, and nothing for a visitor\'s', async () => {
  jest.useFakeTimers();
  try {
    recordHeadStartAfterPaint('/login', null, []);
    recordHeadStartAfterPaint(LIST, USER, [{ url: '/backend/users/7/me', locale: 'fr' }]);
    await jest.advanceTimersByTimeAsync(RECORD_DELAY_MS + 100);
    const record = readHeadStart(window.localStorage);
    expect(Object.keys(record!.pages)).toEqual([LIST]);
    expect(record!.build).toBe(MAIN);
    expect(record!.pages[LIST].gets).toEqual([{ url: '/backend/users/7/me', locale: 'fr' }]);
  } finally {
    jest.useRealTimers();
  }
});
