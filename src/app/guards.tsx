/** Route guards: login required (origin kept), permission or user flag required (else /404). */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Permission, UserFlag } from '@/domain/permissions';
import { can, userHasFlag } from '@/domain/permissions';
import { preloadable } from '@/lib/lazyPreload';
import { loadPrivateSagas } from './privateSagas';
import { useCurrentUser, useIsLoggedIn, useRoles } from '@/features/session/hooks';

/**
 * Each layout is its own chunk: the login screen never loads the private shell, nor the sagas
 * every logged-in screen may need (started with it, before it renders).
 */
export const privateLayout = preloadable(() =>
  Promise.all([import(/* webpackChunkName: "private-layout" */ '@/layouts/PrivateLayout'), loadPrivateSagas()]).then(([layout]) => layout),
);
export const publicLayout = preloadable(() => import(/* webpackChunkName: "public-layout" */ '@/layouts/PublicLayout'));
export const PrivateLayout = privateLayout.Component;
export const PublicLayout = publicLayout.Component;

export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  }
  return children;
}

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const roles = useRoles();
  if (!can(roles, permission)) return <Navigate to="/404" replace />;
  return children;
}

/**
 * A flag of the user's account (GET /users/{id}/me): nothing until the record arrives (a
 * reload on the page must not send a tester to /404), then the page or /404.
 */
export function RequireUserFlag({ flag, children }: { flag: UserFlag; children: ReactNode }) {
  const user = useCurrentUser();
  if (user === null) return null;
  if (!userHasFlag(user, flag)) return <Navigate to="/404" replace />;
  return children;
}

/** Private layout for a logged-in user, public layout otherwise (legal notice, 404). */
export function AutoLayout() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <PrivateLayout /> : <PublicLayout />;
}
