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
