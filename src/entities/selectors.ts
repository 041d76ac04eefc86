/**
 * Entity and query selectors. Factories (`makeSelect…`) give each component its
 * own memoized selector: the same state gives the same reference.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/state/rootState';
import type { SerializedApiError } from '@/api/errors';
import type { EntityId, EntityMap, EntityType } from './entityTypes';
import { emptyQuery, type QueryState, type QueryStatus } from './queriesSlice';
import { idleMutation, type MutationState } from './mutationsSlice';

const NO_ENTITIES = {};

export const selectEntityTable = <K extends EntityType>(state: RootState, type: K) =>
  (state.entities[type]?.entities ?? NO_ENTITIES) as Record<EntityId, EntityMap[K] | undefined>;

export function selectEntityById<K extends EntityType>(
  state: RootState,
  type: K,
  id: EntityId | null | undefined,
): EntityMap[K] | undefined {
  if (id === null || id === undefined) return undefined;
  return selectEntityTable(state, type)[id];
}

const idleQueries: Partial<Record<EntityType, QueryState>> = {};
/** The query of a key, or an idle one (always the same object for the same resource). */
export function selectQuery(state: RootState, key: string, resource: EntityType): QueryState {
  return state.queries[key] ?? (idleQueries[resource] ??= emptyQuery(resource));
}

export interface ListView<T> {
  items: T[];
  totalItems: number;
  status: QueryStatus;
  error: SerializedApiError | null;
  stale: boolean;
  /** Loaded at least once. */
  loaded: boolean;
}

/** `const selectList = useMemo(() => makeSelectList('stands'), [])`, then `selectList(state, key)`. */
export function makeSelectList<K extends EntityType>(type: K) {
  return createSelector(
    [(state: RootState, key: string) => selectQuery(state, key, type), (state: RootState) => selectEntityTable(state, type)],
    (query, table): ListView<EntityMap[K]> => ({
      items: query.ids.map((id) => table[id]).filter((item): item is EntityMap[K] => item !== undefined),
      totalItems: query.totalItems,
      status: query.status,
      error: query.error,
      stale: query.stale,
      loaded: query.fetchedAt !== null,
    }),
  );
}

export function selectMutation(state: RootState, key: string): MutationState {
  return state.mutations[key] ?? idleMutation;
}

/**
 * A list the API answered less than `maxAgeMs` ago and no write made stale since: its ids and
 * total, else null (ask again).
 */
export function selectRecentList(state: RootState, key: string, maxAgeMs: number, now: number): { ids: EntityId[]; totalItems: number } | null {
  const query = state.queries[key];
  if (!query || query.status !== 'succeeded' || query.stale || query.fetchedAt === null || now - query.fetchedAt > maxAgeMs) return null;
  return { ids: query.ids, totalItems: query.totalItems };
}
