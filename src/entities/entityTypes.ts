/**
 * The entity types of the normalized store and the API collection each one comes
 * from. To add a type: add it to EntityMap and to RESOURCES. Nothing else.
 */
import type { LayoutType, Me, Show, Stand } from '@/domain/api';

export interface EntityMap {
  layoutTypes: LayoutType;
  shows: Show;
  stands: Stand;
  users: Me;
}

export type EntityType = keyof EntityMap;
export type EntityId = number;

/** Collection path under API_BASE for each entity type. */
export const RESOURCES: { readonly [K in EntityType]: { readonly path: string } } = {
  layoutTypes: { path: '/layout_types' },
  shows: { path: '/shows' },
  stands: { path: '/stands' },
  users: { path: '/users' },
};

export const ENTITY_TYPES = Object.keys(RESOURCES) as EntityType[];

export function resourcePath(type: EntityType, id?: EntityId | string): string {
  const base = RESOURCES[type].path;
  return id === undefined ? base : `${base}/${id}`;
}

/** `/backend/shows/3` → 3 (relations travel as IRIs). */
export function idFromIri(iri: string | null | undefined): EntityId | null {
  if (!iri) return null;
  const match = /\/(\d+)$/.exec(iri);
  return match ? Number(match[1]) : null;
}
