/**
 * The one route table of both spec parts, without components (so any module may
 * ask whether a route exists). `built: false` routes are later issues' screens:
 * they are not mounted, so their addresses fall to /404 until then.
 * `access`: public (anonymous layout), private (logged in, private layout),
 * any (private layout when logged in, public otherwise).
 */
import type { Permission } from '@/domain/permissions';

export interface RouteEntry {
  path: string;
  access: 'public' | 'private' | 'any';
  /** Without it the user is sent to /404. */
  permission?: Permission;
  built: boolean;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public (part 1 §2, part 2 §2).
  { path: '/login', access: 'public', built: true },
  { path: '/mot-de-passe-oublie', access: 'public', built: false },
  { path: '/reinitialisation-mot-de-passe', access: 'public', built: false },
  { path: '/erreur', access: 'public', built: true },
  { path: '/mentions-legales', access: 'any', built: true },
  { path: '/404', access: 'any', built: true },
  // Private.
  { path: '/', access: 'private', built: true },
  { path: '/layout-types', access: 'private', permission: 'layoutType.list', built: true },
  { path: '/salons/:showId/stands', access: 'private', permission: 'stand.list', built: true },
  { path: '/stands/:id', access: 'private', permission: 'stand.view', built: true },
  { path: '/salons/:showId/stands/importation', access: 'private', permission: 'stand.import', built: false },
  { path: '/salons', access: 'private', permission: 'show.list', built: false },
  { path: '/salons/:showId', access: 'private', built: false },
  { path: '/salons/:showId/demandes', access: 'private', built: false },
  { path: '/demandes/:id', access: 'private', built: false },
  { path: '/salons/:showId/documents', access: 'private', built: false },
  { path: '/stands/:id/documents', access: 'private', built: false },
  { path: '/compte', access: 'private', built: false },
  { path: '/administrateurs', access: 'private', permission: 'administrator.list', built: false },
  { path: '/prestataires', access: 'private', permission: 'provider.list', built: false },
  { path: '/prestataires/:providerId', access: 'private', permission: 'provider.list', built: false },
  { path: '/annonceurs', access: 'private', permission: 'advertiser.list', built: false },
  { path: '/annonceurs/:advertiserId', access: 'private', permission: 'advertiser.list', built: false },
];

export function isRouteBuilt(path: string): boolean {
  return ROUTE_TABLE.some((route) => route.path === path && route.built);
}
