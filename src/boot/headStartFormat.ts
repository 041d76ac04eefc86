/**
 * What a full navigation learned about the page at an address (issue 20, "head start"): the
 * scripts its first screen loaded and the GET requests it sent first, kept in localStorage by the
 * app (src/app/headStartRecord.ts) and read by the boot script (./headStart.ts) on the next full
 * navigation to that address, before the app's own code has even been evaluated. Imports nothing:
 * the boot script must stay a few hundred bytes.
 */

export const HEAD_START_KEY = 'stand-plans:head-start';

/** Addresses kept (the most recently painted first): a user's usual pages. */
export const HEAD_START_PAGES = 30;

/** A GET the first screen sent before its sagas ran (app/earlyRequests.ts), as apiFetch sends it. */
export interface HeadStartGet {
  url: string;
  locale: string;
}

export interface HeadStartPage {
  /** The scripts (`/assets/….js`) requested before the first screen was painted, beyond the page's own. */
  scripts: string[];
  gets: HeadStartGet[];
  /** When it was recorded (ms since the epoch): the oldest page goes first when the record is full. */
  at: number;
}

export interface HeadStartRecord {
  /** The build it was learned with (the main script's address): another build's chunks are not this one's. */
  build: string;
  /** The user whose screens they were: another user's requests are not sent with this one's token. */
  userId: number | null;
  pages: Record<string, HeadStartPage>;
}

/** The window property where the boot script leaves the answers it asked for (src/api/prefetch.ts takes them). */
export const HEAD_START_FETCHES = '__standPlansHeadStart';

export interface HeadStartFetch {
  key: string;
  response: Promise<Response>;
  at: number;
}

/** The build of the document: its main script's address (content-hashed), or null. */
export function currentBuild(doc: Document): string | null {
  return doc.querySelector('script[src*="/assets/main."]')?.getAttribute('src') ?? null;
}

/** The same key for the same request: token, language and URL (src/api/prefetch.ts). */
export function prefetchKey(url: string, token: string, locale: string): string {
  return `${token}\n${locale}\n${url}`;
}

/** The headers apiFetch sends for an authenticated GET (src/api/client.ts). */
export function getHeaders(token: string, locale: string): Record<string, string> {
  return { Accept: 'application/ld+json', 'X-LOCALE': locale, Authorization: `Bearer ${token}` };
}

/** The record kept in `storage`, or null when absent or not one (a hand-edited or older format). */
export function readHeadStart(storage: Pick<Storage, 'getItem'>): HeadStartRecord | null {
  try {
    const value = JSON.parse(storage.getItem(HEAD_START_KEY) ?? 'null') as HeadStartRecord | null;
    if (!value || typeof value.build !== 'string' || typeof value.pages !== 'object' || value.pages === null) return null;
    return value;
  } catch {
    return null;
  }
}

/** Forgets every page (the session's end: the next user's pages are theirs). */
export function forgetHeadStart(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(HEAD_START_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
