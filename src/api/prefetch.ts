/**
 * GET requests started before anything asks for them (issue 20): on a full navigation the app
 * knows the screen's first requests (the user's profile, the stand list's page, the show…) as
 * soon as the persisted session is read, long before the sagas that send them are loaded and
 * run. `prefetchGet` sends such a request at once; the first `apiFetch` of the same URL, with
 * the same token and language, takes its answer instead of sending it again (once: a later call
 * goes to the server). Nothing else changes for the caller: the same Response, the same errors.
 * An answer nobody took within PREFETCH_TTL_MS is dropped (the saga then asks the server itself).
 */
import { apiUrl } from './apiUrl';
import type { Params } from './params';

export const PREFETCH_TTL_MS = 10_000;

interface Prefetched {
  response: Promise<Response>;
  at: number;
}

const pending = new Map<string, Prefetched>();

function keyOf(url: string, token: string, locale: string): string {
  return `${token}\n${locale}\n${url}`;
}

function headersFor(token: string, locale: string): Record<string, string> {
  // The headers apiFetch sends for an authenticated GET.
  return { Accept: 'application/ld+json', 'X-LOCALE': locale, Authorization: `Bearer ${token}` };
}

/** Sends `GET path?params` now, for the first apiFetch of the same request to take. */
export function prefetchGet(path: string, params: Params | undefined, context: { token: string; locale: string }): void {
  const url = apiUrl(path, params);
  const key = keyOf(url, context.token, context.locale);
  if (pending.has(key) || typeof fetch !== 'function') return;
  const response = fetch(url, { method: 'GET', headers: headersFor(context.token, context.locale) });
  // A failure is the taker's to see; untaken, it must not be an unhandled rejection.
  response.catch(() => undefined);
  pending.set(key, { response, at: Date.now() });
}

/** The prefetched answer to `GET url` with this token and language, if one was started recently (taken once). */
export function takePrefetched(url: string, token: string | null, locale: string): Promise<Response> | null {
  if (pending.size === 0 || !token) return null;
  const key = keyOf(url, token, locale);
  const found = pending.get(key);
  if (!found) return null;
  pending.delete(key);
  return Date.now() - found.at <= PREFETCH_TTL_MS ? found.response : null;
}

/** Forgets every prefetched answer (tests; a logout). */
export function clearPrefetched(): void {
  pending.clear();
}
