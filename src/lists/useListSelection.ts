/**
 * The rows a list screen has selected (src/domain/listSelection.ts has the rules): the
 * ticked ids, kept across pages and sorts, or every row the filter matches. A filter
 * change clears it (it chose rows of another list) and says so when something was
 * selected; `request` is what the server acts on (the ids, or the scope and filter).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { ListScope, QueryParams } from '@/domain/listQuery';
import {
  NOTHING_SELECTED,
  selectionCount,
  selectionRequest,
  toggleSelected,
  type ListSelection,
} from '@/domain/listSelection';
import type { ListRow } from './components/ListGrid';

export interface SelectionInput {
  scope: ListScope;
  /** The rows of the page shown. */
  rows: readonly ListRow[];
  /** How many rows the filter matches. */
  rowCount: number;
  /** The filter the rows answer (useListData's `filterKey`). */
  filterKey: string;
}

export function useListSelection({ scope, rows, rowCount, filterKey }: SelectionInput) {
  const [selection, setSelection] = useState<ListSelection>(NOTHING_SELECTED);
  const [cleared, setCleared] = useState(false);
  const pageIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const selectedIds = useMemo(() => (selection.kind === 'ids' ? selection.ids : []), [selection]);
  // 'Every matching row' ticks the rows of each page shown.
  // Only 'every matching row' follows the page's rows: a new model re-renders every row of the
  // grid, with the previous page's rows, before the new ones are in (issue 20: each filter change
  // rendered the rows twice).
  const matchingIds = selection.kind === 'ids' ? null : pageIds;
  const gridSelection: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(matchingIds ?? (selection.kind === 'ids' ? selection.ids : [])) }),
    [selection, matchingIds],
  );
  const onGridSelection = useCallback((model: GridRowSelectionModel) => {
    setSelection({ kind: 'ids', ids: [...model.ids].map(Number) });
    setCleared(false);
  }, []);
  const toggle = useCallback(
    (id: number) => {
      setSelection((current) => toggleSelected(current, id, pageIds));
      setCleared(false);
    },
    [pageIds],
  );
  const selectMatching = useCallback(() => setSelection({ kind: 'matching', count: rowCount }), [rowCount]);
  const clear = useCallback(() => setSelection(NOTHING_SELECTED), []);
  const dismissCleared = useCallback(() => setCleared(false), []);

  const shownFilter = useRef(filterKey);
  useEffect(() => {
    if (shownFilter.current === filterKey) return;
    shownFilter.current = filterKey;
    setSelection((current) => {
      if (selectionCount(current) > 0) setCleared(true);
      return NOTHING_SELECTED;
    });
  }, [filterKey]);
  const request = useMemo(
    () => selectionRequest(selection, scope, JSON.parse(filterKey) as QueryParams),
    [selection, scope, filterKey],
  );

  return {
    selection,
    count: selectionCount(selection),
    cleared,
    pageIds,
    selectedIds,
    gridSelection,
    request,
    onGridSelection,
    toggle,
    selectMatching,
    clear,
    dismissCleared,
  };
}
