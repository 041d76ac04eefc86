/**
 * The entity types of the normalized store and the API collection each one comes
 * from. A feature adds its type in its manifest (src/features/manifest.ts):
 *
 *   declare module '@/entities/entityTypes' { interface EntityMap { stands: Stand } }
 *   defineFeature({ name: 'stands', entities: { stands: { path: '/stands' } }, … })
 *
 * and the app registers the paths (registerEntityTypes) before the store is made.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' `declare module`
export interface EntityMap {}

export type EntityType = keyof EntityMap & string;
export type EntityId = number;

const paths = new Map<string, string>();

/** Called by the app with every feature's `entities`. */
export function registerEntityTypes(decls: Partial<Record<EntityType, { path: string }>>): void {
  for (const [type, decl] of Object.entries(decls)) if (decl) paths.set(type, decl.path);
}

/** The registered entity types (the tables of the `entities` slice). */
export function entityTypes(): EntityType[] {
  return [...paths.keys()] as EntityType[];
}

/** Collection path under API_BASE of a type, or of one item. */
export function resourcePath(type: EntityType, id?: EntityId | string): string {
  const base = paths.get(type);
  if (base === undefined) throw new Error(`Entity type ${type} is not registered by any feature manifest`);
  return id === undefined ? base : `${base}/${id}`;
}

/** `/backend/shows/3` → 3 (relations travel as IRIs). */
export function idFromIri(iri: string | null | undefined): EntityId | null {
  if (!iri) return null;
  const match = /\/(\d+)$/.exec(iri);
  return match ? Number(match[1]) : null;
}
