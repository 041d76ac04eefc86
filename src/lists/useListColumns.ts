/**
 * The grid's columns of a list screen: the declared data columns the user may see, with
 * their translated headers, then the row buttons the user may use (row actions, delete);
 * in the user's saved order, the pinned column first whatever that order. Also what the
 * Columns dialog offers (the arrangeable ones) and whether it is open, and the grid's
 * visibility model of the columns the user hid.
 */
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { zoneDiffers } from '@/domain/time';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { orderColumns, type ListContext, type ListDefinition, type ListLayout } from '@/domain/listQuery';
import { useAppDispatch } from '@/state/hooks';
import { buildColumns, type ColumnsConfig, type RowAction } from './columns';
import type { ChoosableColumn } from './components/ColumnsDialog';
import type { ListRow } from './components/ListGrid';
import type { ListScreenConfig } from './listScreenConfig';

/** What the columns need of the screen's declaration. */
interface ColumnsOf<Row extends ListRow> extends ColumnsConfig<Row>, Pick<ListScreenConfig<object, Row>, 'rowActions' | 'pinnedField'> {
  definition: Pick<ListDefinition<object, string>, 'sortable' | 'columns'>;
}

export interface ColumnsInput {
  context: ListContext;
  canDelete: boolean;
  /** Asks to delete a row (confirmed by the saga). */
  onDelete: (id: number) => void;
  layout: ListLayout;
}

/** The pinned column first, the others in their order. */
export function pinnedFirst(columns: GridColDef[], pinnedField: string | undefined): GridColDef[] {
  if (!pinnedField) return columns;
  return [...columns.filter((c) => c.field === pinnedField), ...columns.filter((c) => c.field !== pinnedField)];
}

/** The grid's visibility model of the columns the user hid. */
export const visibilityOf = (hidden: readonly string[]): GridColumnVisibilityModel =>
  Object.fromEntries(hidden.map((field) => [field, false]));

/** The columns the Columns dialog lists: the definition's arrangeable ones, the pinned one fixed. */
export function choosableColumns(columns: readonly GridColDef[], arrangeable: readonly string[] | undefined, pinnedField?: string): ChoosableColumn[] {
  return columns
    .filter((column) => arrangeable?.includes(column.field))
    .map((column) => ({
      field: column.field,
      headerName: column.headerName ?? column.field,
      hideable: column.hideable !== false && column.field !== pinnedField,
      pinned: column.field === pinnedField,
    }));
}

export function useListColumns<Row extends ListRow>(config: ColumnsOf<Row>, { context, canDelete, onDelete, layout }: ColumnsInput) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [choosing, setChoosing] = useState(false);
  const visibility = useMemo(() => visibilityOf(layout.hidden), [layout.hidden]);
  const allowedActions = useMemo(
    () => (config.rowActions ?? []).filter((action) => context.can(action.permission)),
    [config.rowActions, context],
  );
  const onAction = useCallback((action: RowAction, id: number) => dispatch(action.action(id)), [dispatch]);
  const columns = useMemo(
    () =>
      pinnedFirst(
        orderColumns(buildColumns(config, intl, { can: context.can, canDelete, onDelete, actions: allowedActions, onAction }), layout),
        config.pinnedField,
      ),
    [config, intl, context, canDelete, onDelete, allowedActions, onAction, layout],
  );
  const choosable = useMemo(
    () => choosableColumns(columns, config.definition.columns, config.pinnedField),
    [columns, config.definition.columns, config.pinnedField],
  );
  const choose = useCallback(() => setChoosing(true), []);
  const stopChoosing = useCallback(() => setChoosing(false), []);
  // buildColumns adds '(heure de Paris)' to date headers when the browser's zone differs.
  const markedDates = useMemo(() => zoneDiffers() && config.columns.some((column) => column.dateTime), [config.columns]);
  return { columns, visibility, choosable, choosing, choose, stopChoosing, markedDates };
}
