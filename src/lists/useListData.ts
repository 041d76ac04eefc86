/**
 * What a list screen shows, read from the store for its target: the saved state, the
 * rows and their count (the last ones kept while the next load, so the grid does not
 * blink), the request's view, the user's permissions, and the filter the rows answer
 * (`filterKey`: it changes when the user filters, not when the page or the sort does).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { toFilterParams, type ListDefinition, type ListState } from '@/domain/listQuery';
import { useAppSelector } from '@/state/hooks';
import type { ListTarget } from './actions';
import type { ListRow } from './components/ListGrid';
import {
  selectListContext,
  selectListHasFilters,
  selectListPermissions,
  selectListRows,
  selectListState,
  selectListView,
} from './selectors';

/** Keeps the last value shown while a new one loads, so the grid does not blink. */
function useKeptWhileLoading<T>(value: T, loading: boolean): T {
  const kept = useRef(value);
  if (!loading) kept.current = value;
  return loading ? kept.current : value;
}

/** True once `ready` has been true and the browser then had an idle moment. */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const show = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(show, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(show, 200);
    return () => clearTimeout(handle);
  }, [ready, idle]);
  return idle;
}

export function useListData<F extends object, Row extends ListRow>(definition: ListDefinition<F, string>, target: ListTarget) {
  const listState = useAppSelector((state) => selectListState(state, target)) as ListState<F>;
  const hasFilters = useAppSelector((state) => selectListHasFilters(state, target));
  const freshRows = useAppSelector((state) => selectListRows(state, target)) as unknown as Row[];
  const view = useAppSelector((state) => selectListView(state, target));
  const permissions = useAppSelector((state) => selectListPermissions(state, target));
  const context = useAppSelector(selectListContext);
  const rows = useKeptWhileLoading(freshRows, view.loading);
  const rowCount = useKeptWhileLoading(view.totalItems, view.loading);

  // Until the first answer, a placeholder stands for the grid, which then mounts
  // once, with its rows (not empty, then again with them).
  const answeredOnce = useRef(false);
  if (!view.loading) answeredOnce.current = true;
  const answered = answeredOnce.current;
  const idle = useIdleAfter(answered);

  const filterKey = useMemo(() => JSON.stringify(toFilterParams(definition, listState, context)), [definition, listState, context]);
  return { listState, hasFilters, rows, rowCount, view, permissions, context, answered, idle, filterKey };
}
