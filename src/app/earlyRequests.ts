/**
 * A full navigation's first requests, sent as soon as the persisted session is read (issue 20):
 * index.tsx calls `startEarlyRequests` when redux-persist has rehydrated the store, before React
 * renders and before the sagas that ask for them are loaded. Each is a GET the screen's sagas
 * will send anyway, built here by the same functions (paths, list parameters), so the sagas' own
 * call finds its answer under way or in (src/api/prefetch.ts) instead of sending it after the
 * chunks, the first render and its effects. What a logged-in screen asks for:
 * - the user's profile (`GET /users/{id}/me`, the session saga at start);
 * - the enabled shows of the shell's switcher (every private screen, `usePrivateShell`);
 * - a `/salons/{showId}/…` address: that show (the shell's `showEntered`);
 * - the route's first request when it is a list (the stand list's page, with the saved filters);
 * - the route's `earlyRequests` (the stand page: the stand and its panels' first pages).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router';
import type { Params } from '@/api/params';
import { prefetchGet } from '@/api/prefetch';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { can } from '@/domain/permissions';
import { positiveId } from '@/domain/routeParams';
import { isSessionExpired, nowInSeconds } from '@/domain/session';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { resourcePath, type EntityType } from '@/entities/entityTypes';
import { selectLocale } from '@/intl/selectors';
import { listPrefetched } from '@/lists/actions';
import { listDefinition } from '@/lists/registry';
import { selectListParams } from '@/lists/selectors';
import type { RootState } from '@/state/rootState';
import { mePath } from '@/features/session/sagas';
import { APP_ROUTES } from './routes';

export interface EarlyGet {
  path: string;
  params?: Params;
}

/** The GET an entity request action sends (entities/sagas.ts's fetchList and fetchItem), or null. */
export function getOfAction(action: UnknownAction, state: RootState): EarlyGet | null {
  if (listRequested.match(action)) return { path: resourcePath(action.payload.resource), params: action.payload.params };
  if (itemRequested.match(action)) return { path: resourcePath(action.payload.resource, action.payload.id) };
  if (listPrefetched.match(action)) {
    const target = action.payload;
    const resource = (listDefinition(target.list)?.resource ?? target.list) as EntityType;
    return { path: resourcePath(resource), params: selectListParams(state, target) };
  }
  return null;
}

/** What a logged-in user's screen at `pathname` asks for first (none for a visitor, or an expired token). */
export function earlyRequests(state: RootState, pathname: string): EarlyGet[] {
  const { token, userId, roles, exp } = state.session;
  if (token === null || userId === null || isSessionExpired(exp, nowInSeconds())) return [];
  const gets: EarlyGet[] = [{ path: mePath(userId) }];
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  const match = route ? matchPath(route.path, pathname) : null;
  if (!route || !match || route.access === 'public') return gets;
  gets.push({ path: resourcePath('shows'), params: HOME_SHOWS_PARAMS });
  if (route.permission && !can(roles, route.permission)) return gets;
  const showId = positiveId(match.params.showId);
  if (showId !== null) gets.push({ path: resourcePath('shows', showId) });
  const actions = [
    ...(route.firstRequest ? [route.firstRequest.action(match.params, roles)] : []),
    ...(route.earlyRequests?.(match.params, roles) ?? []),
  ];
  for (const action of actions) {
    const get = action ? getOfAction(action, state) : null;
    if (get) gets.push(get);
  }
  return gets;
}

/** Sends the screen's first requests now (each taken later by the saga that asks for it). */
export function startEarlyRequests(state: RootState, pathname: string): void {
  let gets: EarlyGet[];
  try {
    gets = earlyRequests(state, pathname);
  } catch {
    // A head start only: whatever fails here, the sagas ask as they always do.
    return;
  }
  const context = { token: state.session.token!, locale: selectLocale(state) };
  for (const get of gets) prefetchGet(get.path, get.params, context);
}
