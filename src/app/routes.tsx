/**
 * The route objects of every feature's routes, each page its own lazy chunk that
 * brings its feature's sagas along (started once, as soon as they are in).
 */
import { Navigate, type RouteObject } from 'react-router';
import type { FeatureManifest, PageModule, RouteDecl } from '@/features/manifest';
import { preloadable, type Preloadable } from '@/lib/lazyPreload';
import { LazyMuiTheme, loadMuiTheme } from '@/ui/lazyMuiTheme';
import { FEATURES } from './features';
import { AutoLayout, PrivateLayout, PublicLayout, RequireAuth, RequirePermission, RequireUserFlag } from './guards';
import RootLayout from './RootLayout';
import { loadSagas, withSagas } from './sagaInjection';

/** Starts a feature's lazy sagas (once); resolves when they run. */
export function loadFeatureSagas(feature: FeatureManifest): Promise<void> {
  return feature.lazySagas ? loadSagas(feature.name, feature.lazySagas()) : Promise.resolve();
}

export interface AppRoute extends RouteDecl {
  feature: FeatureManifest;
  page: Preloadable<object, PageModule>;
}

/**
 * A public page drawn with MUI brings the theme (the private layout has it; the login screen,
 * `plain`, needs none): the app carries none, so that a visitor's first load has no MUI (issue 20).
 */
const needsOwnTheme = (route: RouteDecl) => route.access !== 'private' && !route.plain;

/** A page's chunk with what must be in before it renders: its feature's sagas, MUI's theme. */
function loadPage(route: RouteDecl, feature: FeatureManifest): Promise<PageModule> {
  const page = feature.lazySagas ? withSagas(route.load(), feature.name, feature.lazySagas()) : route.load();
  return needsOwnTheme(route) ? Promise.all([page, loadMuiTheme()]).then(([module]) => module) : page;
}

/** Every feature's routes with their lazy page (`preload.ts` starts the first screen's before the first render). */
export const APP_ROUTES: readonly AppRoute[] = FEATURES.flatMap((feature) =>
  (feature.routes ?? []).map((route) => ({
    ...route,
    feature,
    page: preloadable(() => loadPage(route, feature)),
  })),
);

function toRoute(route: AppRoute): RouteObject {
  const Page = route.page.Component;
  const page = needsOwnTheme(route) ? (
    <LazyMuiTheme>
      <Page />
    </LazyMuiTheme>
  ) : (
    <Page />
  );
  const flagged = route.userFlag ? <RequireUserFlag flag={route.userFlag}>{page}</RequireUserFlag> : page;
  return {
    path: route.path,
    element: route.permission ? <RequirePermission permission={route.permission}>{flagged}</RequirePermission> : flagged,
  };
}

const routesOf = (access: RouteDecl['access']): RouteObject[] =>
  APP_ROUTES.filter((route) => route.access === access).map(toRoute);

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
