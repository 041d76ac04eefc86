/**
 * The route objects built from ROUTE_TABLE (routeTable.ts) and the lazy page of
 * each built route. Each page is its own chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AutoLayout, PrivateLayout, PublicLayout, RequireAuth, RequirePermission } from './guards';
import RootLayout from './RootLayout';
import { withSagas } from './sagaInjection';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

type Page = LazyExoticComponent<ComponentType>;

const standSagas = () => import(/* webpackChunkName: "stand-sagas" */ '../features/stands/sagas');

export const PAGES: Record<string, Page> = {
  '/login': lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/pages/LoginPage')),
  '/erreur': lazy(() => import(/* webpackChunkName: "error" */ '../features/errors/pages/ErrorPage')),
  '/404': lazy(() => import(/* webpackChunkName: "not-found" */ '../features/errors/pages/NotFoundPage')),
  '/mentions-legales': lazy(() => import(/* webpackChunkName: "legal" */ '../features/legal/pages/LegalPage')),
  '/': lazy(() => import(/* webpackChunkName: "home" */ '../features/home/pages/HomePage')),
  '/layout-types': lazy(() => import(/* webpackChunkName: "layout-types" */ '../features/layoutTypes/pages/LayoutTypesPage')),
  '/salons/:showId/stands': lazy(() =>
    withSagas(import(/* webpackChunkName: "stand-list" */ '../features/stands/pages/StandListPage'), 'stands', standSagas()),
  ),
  '/stands/:id': lazy(() =>
    withSagas(import(/* webpackChunkName: "stand" */ '../features/stands/pages/StandPage'), 'stands', standSagas()),
  ),
};

function toRoute(entry: RouteEntry): RouteObject | null {
  const Page = PAGES[entry.path];
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
