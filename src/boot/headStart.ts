/**
 * The head start of a full navigation (issue 20): the first script of the page, a few hundred
 * bytes, run as soon as the HTML is parsed — before the app's main script has been read. For an
 * address this browser has painted before with this build (./headStartFormat.ts), it
 * - adds the scripts that page's first screen loaded, async: they are read from the cache beside
 *   the main script and register their modules as they come (webpack takes chunks that arrive
 *   before its runtime), instead of being asked for one wave after the other once the main script
 *   has run;
 * - sends that page's first GET requests with the kept session's token, for the app to take
 *   (src/api/prefetch.ts) instead of sending them ~200–400 ms later.
 * Nothing else: a stale guess costs a request nobody takes, never a wrong answer (the app only
 * takes an answer to the exact request, token and language it sends).
 */
import { currentBuild, getHeaders, HEAD_START_FETCHES, HEAD_START_KEY, prefetchKey, type HeadStartFetch, type HeadStartRecord } from './headStartFormat';

/** The kept session as redux-persist wrote it (src/app/persist.ts: `persist:standplans.session`). */
const SESSION_KEY = 'persist:standplans.session';

/**
 * The kept session's token and user, unless absent or expired (then the app refreshes or asks to
 * log in). Unreadable storage throws: the boot script stops there, the app starts as always (./index.ts).
 */
export function keptSession(storage: Pick<Storage, 'getItem'>, nowSeconds: number): { token: string; userId: unknown } | null {
  const outer = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as Record<string, string>;
  const token = JSON.parse(outer.token ?? 'null') as unknown;
  const exp = JSON.parse(outer.exp ?? 'null') as unknown;
  if (typeof token !== 'string' || !token || (typeof exp === 'number' && exp < nowSeconds)) return null;
  return { token, userId: JSON.parse(outer.userId ?? 'null') as unknown };
}

export function startHeadStart(win: Window & Record<string, unknown>, storage: Pick<Storage, 'getItem'>): void {
  const doc = win.document;
  // What is not a record of this shape throws somewhere below: the boot script stops, the app starts as always (./index.ts).
  const record = JSON.parse(storage.getItem(HEAD_START_KEY) ?? '{}') as HeadStartRecord;
  const page = record.pages?.[win.location.pathname];
  if (!page || record.build !== currentBuild(doc)) return;
  for (const src of page.scripts) {
    if (!src.startsWith('/assets/')) continue;
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    // A chunk that failed here is asked for again by webpack, which would otherwise wait on this tag.
    script.onerror = () => script.remove();
    doc.head.appendChild(script);
  }
  const session = keptSession(storage, Math.floor(Date.now() / 1000));
  if (!session || session.userId !== record.userId || typeof win.fetch !== 'function') return;
  const { token } = session;
  const fetches: HeadStartFetch[] = [];
  for (const get of page.gets) {
    if (!get.url.startsWith('/backend/')) continue;
    const response = win.fetch(get.url, { method: 'GET', headers: getHeaders(token, get.locale) });
    // Nobody may take it: then it must not be an unhandled rejection.
    response.catch(() => undefined);
    fetches.push({ key: prefetchKey(get.url, token, get.locale), response, at: Date.now() });
  }
  win[HEAD_START_FETCHES] = fetches;
}
