/**
 * Started by index.tsx before the first render: loads at once the chunks the
 * first screen needs — the catalogue, the layout, the page (and what its loader
 * starts beside it, e.g. the stand grid) — instead of one after the other as each
 * lazy component renders (catalogue after the persisted state is back, then the
 * layout, then the page). App.tsx lifts its gate when they are in (at most
 * FIRST_SCREEN_WAIT_MS), so the first screen renders without suspending; a chunk
 * that fails here is asked for again by its lazy component, which shows the error.
 * Then `requestFirstScreen` dispatches what the screen will ask for (FIRST_REQUESTS).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { pickLocale } from '../domain/locale';
import { can } from '../domain/permissions';
import { privateLayout, publicLayout } from './guards';
import { loadMessages } from './intl';
import { readPersisted } from './persist';
import { FIRST_REQUESTS, PAGES } from './routes';
import { ROUTE_TABLE } from './routeTable';

export const FIRST_SCREEN_WAIT_MS = 3000;

export function preloadFirstScreen(pathname: string): Promise<void> {
  const session = readPersisted('session');
  const loggedIn = typeof session?.token === 'string' && session.token !== '';
  const chosen = readPersisted('intl')?.locale;
  const loads: Promise<unknown>[] = [
    loadMessages(pickLocale(typeof chosen === 'string' ? chosen : null, globalThis.navigator?.language)),
  ];
  const entry = ROUTE_TABLE.find((route) => route.built && PAGES[route.path] && matchPath(route.path, pathname));
  if (entry && entry.access === 'private' && !loggedIn) {
    // RequireAuth sends the visitor to the login page.
    loads.push(publicLayout.load(), PAGES['/login'].load());
  } else if (entry) {
    const usesPrivateLayout = entry.access === 'private' || (entry.access === 'any' && loggedIn);
    loads.push((usesPrivateLayout ? privateLayout : publicLayout).load(), PAGES[entry.path].load());
  }
  const all = Promise.allSettled(loads).then(() => undefined);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([all, cap]);
}

/**
 * Once the persisted state is back and the chunks are in, before the first render:
 * the screen's first request (the stand list's rows), for a logged-in user allowed
 * on the route. The screen, when it opens, finds it under way.
 */
export function requestFirstScreen(
  state: { session: { token: string | null; roles: string[] } },
  dispatch: (action: UnknownAction) => unknown,
  pathname: string,
): void {
  if (state.session.token === null) return;
  for (const [path, request] of Object.entries(FIRST_REQUESTS)) {
    const entry = ROUTE_TABLE.find((route) => route.path === path);
    const match = matchPath(path, pathname);
    if (!entry?.built || !match) continue;
    if (entry.permission && !can(state.session.roles, entry.permission)) continue;
    const action = request(match.params);
    if (action) dispatch(action);
  }
}
