/** Memoized reads of the stand page (the list's are the generic list selectors). */
import type { Show, Stand } from '@/domain/api';
import { idFromIri } from '@/entities/entityTypes';
import type { QueryState } from '@/entities/queriesSlice';
import { selectEntityById } from '@/entities/selectors';
import { itemKey } from '@/api/params';
import type { RootState } from '@/state/rootState';

export const selectStand = (state: RootState, id: number): Stand | undefined => selectEntityById(state, 'stands', id);

export const selectStandQuery = (state: RootState, id: number): QueryState | undefined => state.queries[itemKey('stands', id)];

export const selectShowOfStand = (state: RootState, id: number): Show | undefined =>
  selectEntityById(state, 'shows', idFromIri(selectStand(state, id)?.show));

/** Whether a stand list in the store shows one of these stands (a list query: its params are known; an item's are null). */
export const selectStandsInView = (state: RootState, standIds: readonly number[]): boolean =>
  Object.values(state.queries).some((query) => query.resource === 'stands' && query.params !== null && query.ids.some((id) => standIds.includes(Number(id))));

/** Those of these stands a stand page asked for (their item query is in the store), not being asked again now. */
export const selectStandPagesOf = (state: RootState, standIds: readonly number[]): number[] =>
  standIds.filter((id) => {
    const query = state.queries[itemKey('stands', id)];
    return query !== undefined && query.status !== 'loading';
  });
