/**
 * The CSV export of a list screen: the selected rows (or every row the filter matches, or
 * with none selected every row of the scope) with the exportable columns the user shows,
 * in the order shown. An intent; src/lists/sagas.ts asks the server and saves the file.
 */
import { useCallback } from 'react';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { ListSelection } from '@/domain/listSelection';
import { useAppDispatch } from '@/state/hooks';
import { listExportRequested, type ListTarget } from './actions';

/** The exportable columns the user shows, in the order shown. */
export function exportedColumns(
  columns: readonly GridColDef[],
  exportable: readonly string[],
  visibility: GridColumnVisibilityModel,
): string[] {
  return columns.map((c) => c.field).filter((field) => exportable.includes(field) && visibility[field] !== false);
}

export interface ExportInput {
  target: ListTarget;
  /** The properties the definition exports (`csvExport.properties`). */
  exportable: readonly string[] | undefined;
  columns: readonly GridColDef[];
  visibility: GridColumnVisibilityModel;
  selection: ListSelection;
  selectedIds: number[];
}

export function useListExport({ target, exportable, columns, visibility, selection, selectedIds }: ExportInput): () => void {
  const dispatch = useAppDispatch();
  const matching = selection.kind === 'matching';
  return useCallback(() => {
    const shown = exportedColumns(columns, exportable ?? [], visibility);
    dispatch(listExportRequested({ ...target, ids: selectedIds, columns: shown, matching }));
  }, [dispatch, target, exportable, columns, visibility, selectedIds, matching]);
}
