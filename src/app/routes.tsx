/**
 * The route objects built from ROUTE_TABLE (routeTable.ts) and the lazy page of
 * each built route. Each page is its own chunk.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { Navigate, type Params, type RouteObject } from 'react-router';
import { AutoLayout, PrivateLayout, PublicLayout, RequireAuth, RequirePermission } from './guards';
import RootLayout from './RootLayout';
import { preloadable, type Preloadable } from './lazyPreload';
import { loadSagas, withSagas } from './sagaInjection';
import { standListPrefetched } from '@/features/stands/actions';
import { standGrid } from '@/features/stands/standGrid';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

type PageModule = { default: ComponentType };

const standSagas = () => import(/* webpackChunkName: "stand-sagas" */ '@/features/stands/sagas');

/**
 * The lazy page of each built route, one chunk each (lazyPreload.ts): `preload.ts`
 * starts the first screen's page before the first render.
 */
export const PAGES: Record<string, Preloadable<object, PageModule>> = {
  '/login': preloadable(() => import(/* webpackChunkName: "login" */ '@/features/auth/pages/LoginPage')),
  '/erreur': preloadable(() => import(/* webpackChunkName: "error" */ '@/features/errors/pages/ErrorPage')),
  '/404': preloadable(() => import(/* webpackChunkName: "not-found" */ '@/features/errors/pages/NotFoundPage')),
  '/mentions-legales': preloadable(() => import(/* webpackChunkName: "legal" */ '@/features/legal/pages/LegalPage')),
  '/': preloadable(() => import(/* webpackChunkName: "home" */ '@/features/home/pages/HomePage')),
  '/layout-types': preloadable(
    () => import(/* webpackChunkName: "layout-types" */ '@/features/layoutTypes/pages/LayoutTypesPage'),
  ),
  // The grid's chunk loads beside the page's, not once the page renders (and suspends).
  '/salons/:showId/stands': preloadable(() =>
    Promise.all([
      withSagas(import(/* webpackChunkName: "stand-list" */ '@/features/stands/pages/StandListPage'), 'stands', standSagas()),
      standGrid.load(),
    ]).then(([page]) => page),
  ),
  '/stands/:id': preloadable(() =>
    withSagas(import(/* webpackChunkName: "stand" */ '@/features/stands/pages/StandPage'), 'stands', standSagas()),
  ),
};

export interface FirstRequest {
  /** What the request needs first (its sagas). */
  ready: () => Promise<unknown>;
  /** The collection it loads: the first render waits (a little) for its answer. */
  resource: string;
  action: (params: Params) => UnknownAction | null;
}

/**
 * What a route's screen asks for when it opens, dispatched before the first render
 * when the app starts on its address (preload.ts), so the answer is there when the
 * page first renders, or on its way.
 */
export const FIRST_REQUESTS: Record<string, FirstRequest> = {
  '/salons/:showId/stands': {
    ready: () => loadSagas('stands', standSagas()),
    resource: 'stands',
    action: ({ showId }) => {
      const id = Number(showId);
      return Number.isInteger(id) && id > 0 ? standListPrefetched({ showId: id, path: `/salons/${id}/stands` }) : null;
    },
  },
};

function toRoute(entry: RouteEntry): RouteObject | null {
  const Page = PAGES[entry.path]?.Component;
  if (!entry.built || !Page) return null;
  const page = <Page />;
  return {
    path: entry.path,
    element: entry.permission ? <RequirePermission permission={entry.permission}>{page}</RequirePermission> : page,
  };
}

function routesOf(access: RouteEntry['access']): RouteObject[] {
  return ROUTE_TABLE.filter((entry) => entry.access === access)
    .map(toRoute)
    .filter((route): route is RouteObject => route !== null);
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <PublicLayout />, children: routesOf('public') },
        { element: <AutoLayout />, children: routesOf('any') },
        {
          element: (
            <RequireAuth>
              <PrivateLayout />
            </RequireAuth>
          ),
          children: routesOf('private'),
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
