/**
 * Keeps what this full navigation's first screen needed (issue 20, "head start"), for the boot
 * script of the next full navigation to the same address (src/boot/headStart.ts): the scripts
 * requested before the first screen was painted, beyond the page's own, and the first GET
 * requests (app/earlyRequests.ts). Written once per full navigation, a moment after the paint
 * (the scripts' timings are only listed once they are in).
 */
import {
  currentBuild,
  HEAD_START_KEY,
  HEAD_START_PAGES,
  readHeadStart,
  type HeadStartGet,
  type HeadStartPage,
  type HeadStartRecord,
} from '@/boot/headStartFormat';

/** How long after the first paint the record is written (the last scripts in, the page idle). */
export const RECORD_DELAY_MS = 2000;

/** The scripts (paths under /assets/) the document requested before `paintedAt`, but those its HTML names. */
export function scriptsBefore(doc: Document, entries: PerformanceEntryList, paintedAt: number): string[] {
  const own = new Set([...doc.querySelectorAll('script[src]')].filter((s) => !(s as HTMLScriptElement).async).map((s) => s.getAttribute('src')));
  const scripts: string[] = [];
  for (const entry of entries as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'script' || entry.startTime > paintedAt) continue;
    let path: string;
    try {
      path = new URL(entry.name, doc.baseURI).pathname;
    } catch {
      continue;
    }
    if (path.startsWith('/assets/') && path.endsWith('.js') && !own.has(path) && !scripts.includes(path)) scripts.push(path);
  }
  return scripts;
}

/** The record with this page in it (replacing the address's previous one), the oldest pages out. */
export function withPage(record: HeadStartRecord | null, build: string, userId: number | null, pathname: string, page: HeadStartPage): HeadStartRecord {
  const pages = record && record.build === build && record.userId === userId ? { ...record.pages } : {};
  pages[pathname] = page;
  const kept = Object.entries(pages)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, HEAD_START_PAGES);
  return { build, userId, pages: Object.fromEntries(kept) };
}

/** Writes what the page at `pathname` needed first; never throws (a head start only). */
export function recordHeadStart(pathname: string, userId: number | null, gets: HeadStartGet[], paintedAt: number, win: Window = window): void {
  try {
    const build = currentBuild(win.document);
    if (!build) return;
    const scripts = scriptsBefore(win.document, win.performance.getEntriesByType?.('resource') ?? [], paintedAt);
    const record = withPage(readHeadStart(win.localStorage), build, userId, pathname, { scripts, gets, at: Date.now() });
    win.localStorage.setItem(HEAD_START_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the next visit starts as this one did.
  }
}

/** Writes the page down a moment after its paint, or when it is left before that (once). */
export function recordSoon(pathname: string, userId: number | null, gets: HeadStartGet[], paintedAt: number): void {
  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    window.removeEventListener('pagehide', record);
    recordHeadStart(pathname, userId, gets, paintedAt);
  };
  window.addEventListener('pagehide', record);
  setTimeout(record, RECORD_DELAY_MS);
}
