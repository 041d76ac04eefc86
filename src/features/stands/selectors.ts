/**
 * Memoized reads of the stand screens. The list's state (filters, sort, page)
 * is the current user's entry for the list's path in `prefs`; the rows are the
 * `queries` entry of the request that state gives, mapped to `entities.stands`.
 */
import { createSelector } from 'reselect';
import type { PrefsState } from '@/lists/prefsSlice';
import type { EntitiesState } from '@/entities/entitiesSlice';
import { emptyQuery, type QueryState } from '@/entities/queriesSlice';
import { idFromIri } from '@/entities/entityTypes';
import { itemKey, listKey } from '@/api/params';
import type { Show, Stand } from '@/domain/api';
import { can } from '@/domain/permissions';
import {
  hasActiveFilters,
  normalizeStandListState,
  toStandListParams,
  type QueryParams,
  type StandListState,
} from '@/domain/standListQuery';

/** The part of the root state these selectors read. */
export interface StandsRootState {
  prefs: PrefsState;
  session: { roles: string[] };
  queries: Record<string, QueryState>;
  entities: Pick<EntitiesState, 'stands' | 'shows'>;
}

const selectRoles = (state: StandsRootState) => state.session.roles;
const selectStandEntities = (state: StandsRootState) => state.entities.stands.entities;
const selectQueries = (state: StandsRootState) => state.queries;

export const selectStandPermissions = createSelector([selectRoles], (roles) => ({
  canDelete: can(roles, 'stand.delete'),
  canExport: can(roles, 'stand.export'),
  canMessageFilters: can(roles, 'stand.messageFilters'),
}));

const selectSavedRaw = (state: StandsRootState, path: string): unknown => {
  const { currentUserId, listStateByUser } = state.prefs;
  if (currentUserId === null) return undefined;
  return listStateByUser[String(currentUserId)]?.[path];
};

/** The saved list state of the current user for this path, defaults filled in. */
export const selectStandListState: (state: StandsRootState, path: string) => StandListState = createSelector(
  [selectSavedRaw],
  normalizeStandListState,
);

export const selectStandListHasFilters = createSelector([selectStandListState], hasActiveFilters);

/** GET /backend/stands parameters for the saved state. */
export const selectStandListParams: (state: StandsRootState, showId: number, path: string) => QueryParams =
  createSelector(
    [
      (state: StandsRootState, _showId: number, path: string) => selectStandListState(state, path),
      (_state: StandsRootState, showId: number) => showId,
      (state: StandsRootState) => selectStandPermissions(state).canMessageFilters,
    ],
    (listState, showId, messageFilters) => toStandListParams(showId, listState, { messageFilters }),
  );

const selectStandListKey = createSelector([selectStandListParams], (params) => listKey('stands', params));

const EMPTY_LIST = emptyQuery('stands');

export const selectStandListQuery = (state: StandsRootState, showId: number, path: string): QueryState =>
  selectQueries(state)[selectStandListKey(state, showId, path)] ?? EMPTY_LIST;

/** The rows of the current page, in the order the API gave them. */
export const selectStandListRows: (state: StandsRootState, showId: number, path: string) => Stand[] = createSelector(
  [(state: StandsRootState, showId: number, path: string) => selectStandListQuery(state, showId, path).ids, selectStandEntities],
  (ids, entities) => ids.map((id) => entities[id]).filter((s): s is Stand => s !== undefined),
);

export interface StandListView {
  totalItems: number;
  /** True while a request runs (the previous rows stay shown). */
  loading: boolean;
  /** Failed with nothing to show: the error state with its retry. */
  failed: boolean;
  /** Loaded and empty. */
  empty: boolean;
}

export const selectStandListView: (state: StandsRootState, showId: number, path: string) => StandListView =
  createSelector([selectStandListQuery], (query) => ({
    totalItems: query.totalItems,
    loading: query.status === 'loading' || query.status === 'idle',
    failed: query.status === 'failed',
    empty: query.status === 'succeeded' && query.totalItems === 0,
  }));

// The stand page.

export const selectStand = (state: StandsRootState, id: number): Stand | undefined => selectStandEntities(state)[id];

export const selectStandQuery = (state: StandsRootState, id: number): QueryState | undefined =>
  selectQueries(state)[itemKey('stands', id)];

export const selectShowOfStand = (state: StandsRootState, id: number): Show | undefined => {
  const showId = idFromIri(selectStand(state, id)?.show);
  return showId === null ? undefined : state.entities.shows.entities[showId];
};
