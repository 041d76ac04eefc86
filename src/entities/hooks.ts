/**
 * The store's hooks every feature's own hooks build on:
 * - `useList(resource, params)`: asks for a list when its key changes (and again
 *   when a write made it stale) and returns it through a memoized selector;
 *   `const { items, totalItems, status } = useList('layoutTypes', { page, itemsPerPage: 10, 'order[label]': 'asc' });`
 * - `useEntity(type, id)`, `useMutation(key)`;
 * - `useFormModal(key)`: a form in a modal of the same name (open, id, data), its save
 *   under way, and its closing.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { RootState } from '@/state/rootState';
import { listKey, type Params } from '@/api/params';
import type { EntityType } from './entityTypes';
import { listRequested } from './queriesSlice';
import { makeSelectList, selectEntityById, selectMutation, selectRecentList } from './selectors';
import type { EntityId } from './entityTypes';
import { selectModal } from '@/ui/selectors';
import { modalClosed } from '@/ui/uiSlice';

export interface UseListOptions {
  key?: string;
  /** Do not fetch (e.g. until a parameter is known). */
  skip?: boolean;
  /** While a new key loads for the first time, keep showing the previous key's rows (default true). */
  keepPrevious?: boolean;
  /** A list the API answered less than this long ago (ms) is not asked again on mount (default: always asked). */
  reuseWithinMs?: number;
}

export function useList<K extends EntityType>(resource: K, params: Params, options: UseListOptions = {}) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const key = options.key ?? listKey(resource, params);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const selectList = useMemo(() => makeSelectList(resource), [resource]);
  const list = useAppSelector((state) => selectList(state, key));
  const skip = options.skip ?? false;
  const reuseWithinMs = options.reuseWithinMs ?? 0;

  useEffect(() => {
    if (skip) return;
    const state = store.getState();
    // The same request (same key) already under way, e.g. started by a saga: do not repeat it.
    if (state.queries[key]?.status === 'loading') return;
    if (reuseWithinMs && selectRecentList(state, key, reuseWithinMs, Date.now())) return;
    dispatch(listRequested({ resource, params: paramsRef.current, key }));
  }, [dispatch, store, resource, key, skip, reuseWithinMs]);

  const needsRefetch = list.stale && list.status !== 'loading' && !skip;
  useEffect(() => {
    if (needsRefetch) dispatch(listRequested({ resource, params: paramsRef.current, key }));
  }, [dispatch, resource, key, needsRefetch]);

  // A new sort or page keeps the rows on screen until its answer arrives.
  const previous = useRef<typeof list | null>(null);
  if (list.loaded) previous.current = list;
  const keep = options.keepPrevious !== false && !list.loaded && previous.current !== null;
  const view = keep && previous.current ? { ...previous.current, status: list.status, error: list.error } : list;

  return { ...view, key };
}

export function useEntity<K extends EntityType>(type: K, id: EntityId | null | undefined) {
  return useAppSelector((state) => selectEntityById(state, type, id));
}

export function useMutation(key: string) {
  return useAppSelector((state) => selectMutation(state, key));
}

export function useFormModal(key: string) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, key));
  const pending = useAppSelector((state) => selectMutation(state, key).status === 'pending');
  const close = useCallback(() => dispatch(modalClosed(key)), [dispatch, key]);
  return { ...modal, pending, close };
}
