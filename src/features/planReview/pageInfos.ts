/**
 * The size at zoom 1 of each PDF page opened, and its document's page count, by object URL and
 * page (./pdfEngine fills it; the viewer reads it to draw a page at once at the zoom that fits);
 * and the pages whose drawing PDF.js has read already (drawn once: a sharp drawing is then quick).
 * Apart from ./pdfEngine so that the viewer's renders in tests do not load PDF.js.
 */
export interface KnownPageInfo {
  pageCount: number;
  width: number;
  height: number;
}

const infos = new Map<string, KnownPageInfo>();
const keyOf = (url: string, page: number) => `${url}#${page}`;

export const knownPageInfo = (url: string, page: number): KnownPageInfo | null => infos.get(keyOf(url, page)) ?? null;

export function pageInfoKnown(url: string, page: number, info: KnownPageInfo): void {
  infos.set(keyOf(url, page), info);
}

const readPages = new WeakSet<object>();

/** A PDF page (PDF.js's page proxy) whose drawing PDF.js has read: drawn once, on any canvas. */
export function drawingRead(page: object): void {
  readPages.add(page);
}

export const isDrawingRead = (page: object): boolean => readPages.has(page);
