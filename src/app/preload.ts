/**
 * Started by index.tsx before the first render: loads at once the chunks the
 * first screen needs — the catalogue, the layout, the page (and what its loader
 * starts beside it, e.g. the stand grid) — instead of one after the other as each
 * lazy component renders (catalogue after the persisted state is back, then the
 * layout, then the page). App.tsx lifts its gate when they are in (at most
 * FIRST_SCREEN_WAIT_MS), so the first screen renders without suspending; a chunk
 * that fails here is asked for again by its lazy component, which shows the error.
 * Then `requestFirstScreen` dispatches what the screen will ask for (the routes' `firstRequest`).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { pickLocale } from '@/domain/locale';
import { can } from '@/domain/permissions';
import { positiveId } from '@/domain/routeParams';
import { listRequested } from '@/entities/queriesSlice';
import { showEntered } from '@/features/session/sessionSlice';
import { privateLayout, publicLayout } from './guards';
import { loadMessages } from '@/intl/intl';
import { loadMuiTheme } from '@/ui/lazyMuiTheme';
import { readPersisted } from './persist';
import { loadPrivateSagas } from './privateSagas';
import { APP_ROUTES, loadFeatureSagas } from './routes';

export const FIRST_SCREEN_WAIT_MS = 3000;

export function preloadFirstScreen(pathname: string): Promise<void> {
  const session = readPersisted('session');
  const loggedIn = typeof session?.token === 'string' && session.token !== '';
  const chosen = readPersisted('intl')?.locale;
  const loads: Promise<unknown>[] = [
    // A visitor's screens need only the catalogue's public part (intl/intl.tsx).
    loadMessages(pickLocale(typeof chosen === 'string' ? chosen : null, globalThis.navigator?.language), loggedIn ? 'all' : 'public'),
  ];
  const entry = APP_ROUTES.find((route) => matchPath(route.path, pathname));
  const login = APP_ROUTES.find((route) => route.path === '/login');
  if (entry && entry.access === 'private' && !loggedIn) {
    // RequireAuth sends the visitor to the login page.
    loads.push(publicLayout.load());
    if (login) loads.push(login.page.load());
  } else if (entry) {
    const usesPrivateLayout = entry.access === 'private' || (entry.access === 'any' && loggedIn);
    loads.push((usesPrivateLayout ? privateLayout : publicLayout).load(), entry.page.load());
  }
  const all = Promise.allSettled(loads).then(() => undefined);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([all, cap]);
}

/** The chunks of a logged-in user's screen at `pathname` (layout and page), started without waiting for them. */
export function preloadScreen(pathname: string): void {
  const entry = APP_ROUTES.find((route) => matchPath(route.path, pathname));
  if (!entry) return;
  const loads: Array<Promise<unknown>> = [(entry.access === 'public' ? publicLayout : privateLayout).load(), entry.page.load()];
  // Every screen but the plain login draws with MUI: its theme chunk comes with it, so the landing
  // page (and the toast that greets the user) render without waiting for it (issue 20).
  if (!entry.plain) loads.push(loadMuiTheme());
  void Promise.allSettled(loads);
}

/** How long the first render waits for the first request's answer (then shows the page without it). */
export const FIRST_REQUEST_WAIT_MS = 300;

interface FirstScreenStore {
  getState(): { session: { token: string | null; roles: string[] }; queries: Record<string, { resource: string; status: string }> };
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

/** Resolves when no request of `resource` is loading any more, or after FIRST_REQUEST_WAIT_MS. */
function settled(store: FirstScreenStore, resource: string): Promise<void> {
  const loading = () => Object.values(store.getState().queries).some((q) => q.resource === resource && q.status === 'loading');
  return new Promise<void>((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FIRST_REQUEST_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      if (!loading()) done();
    });
    if (!loading()) done();
  });
}

/**
 * Once the persisted state is back (App's gate), before the first render: the
 * screen's first request (the stand list's rows) for a logged-in user allowed on
 * the route, as soon as its sagas are in; and, on a private screen, what the shell
 * asks for as it mounts (the switcher's shows, the show of a `/salons/{showId}/…`
 * address), whose sagas are the entry's. Resolves when none of them is loading any
 * more, or after FIRST_REQUEST_WAIT_MS: the first render then shows the rows, the
 * show's name and the switcher at once (the grid mounts once, with its rows, and the
 * shell does not render again when they arrive) instead of a placeholder first. The
 * screen and the shell, when they open, find the requests done or under way; their
 * answers were asked over HTTP even earlier (app/earlyRequests.ts).
 */
export function requestFirstScreen(store: FirstScreenStore, pathname: string): Promise<void> {
  const { session } = store.getState();
  if (session.token === null) return Promise.resolve();
  const waits: Promise<void>[] = [];
  const entry = APP_ROUTES.find((route) => matchPath(route.path, pathname));
  if (entry && entry.access !== 'public') {
    // usePrivateShell's requests (layouts/hooks.ts), sent by the entry's sagas.
    store.dispatch(listRequested({ resource: 'shows', params: HOME_SHOWS_PARAMS }));
    const showId = positiveId(matchPath(entry.path, pathname)?.params.showId);
    if (showId !== null) store.dispatch(showEntered({ showId }));
    waits.push(settled(store, 'shows'));
  }
  for (const route of APP_ROUTES) {
    const request = route.firstRequest;
    const match = request ? matchPath(route.path, pathname) : null;
    if (!request || !match) continue;
    if (route.permission && !can(session.roles, route.permission)) continue;
    const action = request.action(match.params, session.roles);
    if (!action) continue;
    waits.push(
      // The list sagas (private ones) answer the request with the feature's.
      Promise.all([loadFeatureSagas(route.feature), loadPrivateSagas()]).then(
        () => {
          store.dispatch(action);
          return settled(store, request.resource);
        },
        () => undefined,
      ),
    );
  }
  return Promise.all(waits).then(() => undefined);
}
