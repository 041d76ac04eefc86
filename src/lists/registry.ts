/**
 * The list definitions of the features (their manifests' `lists`), by id: the
 * prefs reducer applies a list's rules to its saved state, the list sagas build
 * its requests, from the definition an action names.
 */
import type { ListDefinition } from '@/domain/listQuery';

// Definitions of every filter shape share one registry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyListDefinition = ListDefinition<any, any>;

const definitions = new Map<string, AnyListDefinition>();

export function registerLists(lists: readonly AnyListDefinition[]): void {
  for (const list of lists) definitions.set(list.id, list);
}

export function listDefinition(id: string): AnyListDefinition | undefined {
  return definitions.get(id);
}
