/**
 * The columns of a list screen's grid: the data columns with their translated
 * headers, sortable as the server is, and one column of row buttons (the row
 * actions the user may use, then delete).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType, ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { ListDefinition } from '@/domain/listQuery';
import type { Permission } from '@/domain/permissions';
import { formatDateTime, zoneDiffers } from '@/domain/time';
import { plainIcon } from '@/ui/plainIcon';
import type { ListRow } from './components/ListGrid';
import { ROW_BUTTON_CLASS } from './rowButton';
import { VISUALLY_HIDDEN } from '@/ui/visuallyHidden';
import { LIST_CELL_WRAP } from './cellClasses';

export interface RowAction {
  /** Accessible name, followed by the row's label (`Modifier Cloison`). */
  labelId: string;
  /** An @mui/icons-material icon: drawn as a plain SVG in the rows (src/ui/plainIcon.tsx). */
  Icon: ComponentType<{ fontSize?: 'small' }>;
  permission: Permission;
  /** The intent of a click on the row's button. */
  action: (id: number) => UnknownAction;
  /** Only on the rows it applies to (mark seen: an unseen stand); default every row. */
  visible?: (row: Record<string, unknown>) => boolean;
}

/** A data column; `permission`: only for the users who have it (the stand list's Messages column). */
export type ListColumn<Row extends ListRow> = Omit<GridColDef<Row>, 'headerName'> & {
  permission?: Permission;
  /** The cell's text in the user's language (decimals); the grid's valueFormatter gets the locale. */
  formatValue?: (value: never, locale: string) => string;
  /**
   * A date-time: written by the one formatter in Paris time (src/domain/time.ts), its header
   * marked '(heure de Paris)' for a reader whose browser is in another zone.
   */
  dateTime?: boolean;
};

/** One row button: a native title, not a Tooltip per row (a page mounts 50 of these at each change). */
interface RowButtonProps {
  /** What the button does (its tooltip); `label` adds the row (its accessible name). */
  title: string;
  label: string;
  color?: 'error';
  onClick: () => void;
  children: ReactNode;
}

/**
 * A native button with the look of a small IconButton, styled once by the grid (ROW_BUTTON_SX,
 * ListGrid.tsx): a page's first render mounts one or two per row, and an IconButton is three styled
 * components with a ripple each (issue 20, session 16).
 */
function RowButton({ title, label, color, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className={ROW_BUTTON_CLASS}
      data-color={color}
      title={title}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

function smallIcon(MuiIcon: ComponentType<{ fontSize?: 'small' }>) {
  const Icon = plainIcon(MuiIcon);
  return <Icon fontSize="small" />;
}

/** What the columns need of the screen's declaration. */
export interface ColumnsConfig<Row extends ListRow> {
  definition: Pick<ListDefinition<object, string>, 'sortable'>;
  messages: string;
  columns: ReadonlyArray<ListColumn<Row>>;
  rowLabel: (row: Row) => string;
}

export interface ColumnOptions {
  can: (permission: Permission) => boolean;
  canDelete: boolean;
  onDelete: (id: number) => void;
  /** The row actions the user may use. */
  actions: readonly RowAction[];
  onAction: (action: RowAction, id: number) => void;
}

/** The grid columns: headers translated, sortable as the server is, and the row buttons the user may use. */
export function buildColumns<Row extends ListRow>(
  config: ColumnsConfig<Row>,
  intl: IntlShape,
  { can, canDelete, onDelete, actions, onAction }: ColumnOptions,
): GridColDef[] {
  const marked = zoneDiffers();
  const columns: GridColDef<Row>[] = config.columns
    .filter((column) => !column.permission || can(column.permission))
    .map(({ permission: _permission, formatValue, dateTime, ...column }) => {
      const header = intl.formatMessage({ id: `${config.messages}.column.${column.field}` });
      const format = dateTime ? (value: never) => formatDateTime(value, intl.locale) : formatValue;
      return {
        ...column,
        ...(format ? { valueFormatter: (value: never) => format(value, intl.locale) } : {}),
        headerName: dateTime && marked ? `${header} ${intl.formatMessage({ id: 'common.zoneMark' })}` : header,
        ...(dateTime && marked ? { description: intl.formatMessage({ id: 'common.zoneNote' }) } : {}),
        // A date-time wraps to a second line rather than losing its end ('Nov 26, 2026, 10:15 …').
        ...(dateTime && !column.cellClassName ? { cellClassName: LIST_CELL_WRAP } : {}),
        sortable: config.definition.sortable.includes(column.field),
        filterable: false,
      };
    });
  if (canDelete || actions.length) {
    const actionsLabel = intl.formatMessage({ id: 'common.actions' });
    const deleteLabel = intl.formatMessage({ id: `${config.messages}.column.delete` });
    const labels = actions.map((action) => intl.formatMessage({ id: action.labelId }));
    // One plain SVG per row button rather than an SvgIcon (a styled component) per row; an element
    // is a description, the same one drawn in every row.
    const icons = actions.map((action) => smallIcon(action.Icon));
    const deleteIcon = smallIcon(DeleteOutlineIcon);
    columns.push({
      field: 'actions',
      headerName: actionsLabel,
      // Named for screen readers, not shown: the column is as narrow as its buttons.
      renderHeader: () => <span style={VISUALLY_HIDDEN}>{actionsLabel}</span>,
      description: [...labels, ...(canDelete ? [deleteLabel] : [])].join(', '),
      width: 16 + 34 * (actions.length + (canDelete ? 1 : 0)),
      sortable: false,
      filterable: false,
      hideable: false,
      disableColumnMenu: true,
      disableExport: true,
      align: 'right',
      renderCell: ({ row }) => (
        <>
          {actions.map((action, index) =>
            action.visible && !action.visible(row as unknown as Record<string, unknown>) ? null : (
              <RowButton
                key={action.labelId}
                title={labels[index]}
                label={`${labels[index]} ${config.rowLabel(row)}`}
                onClick={() => onAction(action, row.id)}
              >
                {icons[index]}
              </RowButton>
            ),
          )}
          {canDelete && (
            <RowButton
              title={deleteLabel}
              label={`${deleteLabel} ${config.rowLabel(row)}`}
              color="error"
              onClick={() => onDelete(row.id)}
            >
              {deleteIcon}
            </RowButton>
          )}
        </>
      ),
    });
  }
  return columns as GridColDef[];
}
