/**
 * Reads of the list screens. A list's state (filters, sort, page) is the current
 * user's entry for its path in `prefs`, read through its definition; its rows are
 * the `queries` entry of the request that state gives, mapped to `entities`.
 * Every selector takes the list's target (memoized by the screen); reselect's
 * weakMapMemoize keeps one result per target.
 */
import { createSelector } from '@reduxjs/toolkit';
import { listKey } from '@/api/params';
import {
  defaultListState,
  hasActiveFilters,
  normalizeListState,
  toListParams,
  type ListContext,
  type ListState,
  type QueryParams,
} from '@/domain/listQuery';
import { can } from '@/domain/permissions';
import type { EntityType } from '@/entities/entityTypes';
import { emptyQuery, type QueryState } from '@/entities/queriesSlice';
import { selectEntityTable } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';
import type { ListTarget } from './actions';
import { listDefinition } from './registry';

const definitionOf = (target: ListTarget) => {
  const definition = listDefinition(target.list);
  if (!definition) throw new Error(`List ${target.list} is not declared by any feature manifest`);
  return definition;
};

const selectSavedRaw = (state: RootState, target: ListTarget): unknown => {
  const { currentUserId, listStateByUser } = state.prefs;
  return currentUserId === null ? undefined : listStateByUser[String(currentUserId)]?.[target.path];
};

/** The permissions a list's parameters and filters may depend on. */
export const selectListContext = createSelector(
  [(state: RootState) => state.session.roles],
  (roles): ListContext => ({ can: (permission) => can(roles, permission) }),
);

/** The saved list state of the current user for the target's path, defaults filled in. */
export const selectListState = createSelector(
  [selectSavedRaw, (_state: RootState, target: ListTarget) => target],
  (raw, target): ListState => (raw === undefined ? defaultListState(definitionOf(target)) : normalizeListState(definitionOf(target), raw)),
);

export const selectListHasFilters = createSelector(
  [selectListState, selectListContext, (_state: RootState, target: ListTarget) => target],
  (state, context, target) => hasActiveFilters(definitionOf(target), state, context),
);

/** The collection request of the saved state. */
export const selectListParams = createSelector(
  [selectListState, selectListContext, (_state: RootState, target: ListTarget) => target],
  (state, context, target): QueryParams => toListParams(definitionOf(target), target.scope, state, context),
);

export const selectListKey = createSelector(
  [selectListParams, (_state: RootState, target: ListTarget) => target],
  (params, target) => listKey(definitionOf(target).resource, params),
);

const emptyQueries = new Map<string, QueryState>();
export const selectListQuery = (state: RootState, target: ListTarget): QueryState => {
  const found = state.queries[selectListKey(state, target)];
  if (found) return found;
  const resource = definitionOf(target).resource;
  let empty = emptyQueries.get(resource);
  if (!empty) emptyQueries.set(resource, (empty = emptyQuery(resource as EntityType)));
  return empty;
};

/** The rows of the current page, in the order the API gave them. */
export const selectListRows = createSelector(
  [
    (state: RootState, target: ListTarget) => selectListQuery(state, target).ids,
    (state: RootState, target: ListTarget) => selectEntityTable(state, definitionOf(target).resource as EntityType),
  ],
  (ids, table) => ids.map((id) => table[id]).filter((row) => row !== undefined),
);

export interface ListView {
  totalItems: number;
  /** True while a request runs (the previous rows stay shown). */
  loading: boolean;
  /** Failed with nothing to show: the error state with its retry. */
  failed: boolean;
  /** Loaded and empty. */
  empty: boolean;
}

export const selectListView = createSelector(
  [selectListQuery],
  (query): ListView => ({
    totalItems: query.totalItems,
    loading: query.status === 'loading' || query.status === 'idle',
    failed: query.status === 'failed',
    empty: query.status === 'succeeded' && query.totalItems === 0,
  }),
);

/** What the user may do from the list: export, delete rows. */
export const selectListPermissions = createSelector(
  [selectListContext, (_state: RootState, target: ListTarget) => target.list],
  (context, list) => {
    const definition = listDefinition(list);
    return {
      canExport: Boolean(definition?.csvExport && context.can(definition.csvExport.permission)),
      canDelete: Boolean(definition?.deletion && context.can(definition.deletion.permission)),
    };
  },
);
