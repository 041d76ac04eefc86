/**
 * The stand list's DataGrid columns: every stand column (sortable on the server,
 * except layouts) and, with 'stand.delete', a delete column. Cells are kept cheap,
 * since a page mounts 50 rows of them at each filter change: counts are formatted
 * without `toLocaleString` (a new number formatter per call), the delete button
 * carries a native title rather than a Tooltip per row.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { Stand } from '@/domain/api';
import { STAND_LIST_SORTABLE, type StandListColumn } from '@/domain/standListQuery';
import { formatListDateTime, formatSurface } from '@/domain/standListFormat';
import LayoutChips from './LayoutChips';
import StandStatusLabel from './StandStatusLabel';

export const DELETE_COLUMN = 'delete';

type Column = Omit<GridColDef<Stand>, 'field'> & { field: StandListColumn };

const formatCount = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const DATA_COLUMNS: Column[] = [
  { field: 'updatedAt', width: 130, valueFormatter: (value: string) => formatListDateTime(value) },
  { field: 'name', flex: 1, minWidth: 150 },
  { field: 'hall', width: 75 },
  { field: 'aisle', width: 65 },
  { field: 'number', width: 85 },
  {
    field: 'surface',
    width: 95,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: string) => formatSurface(value),
  },
  { field: 'standType', width: 115 },
  { field: 'layouts', minWidth: 150, flex: 0.8, renderCell: ({ row }) => <LayoutChips layouts={row.layouts} /> },
  { field: 'status', width: 250, renderCell: ({ row }) => <StandStatusLabel status={row.status} /> },
  { field: 'nbInProgressReports', type: 'number', width: 125, valueFormatter: formatCount },
  { field: 'nbClosedReports', type: 'number', width: 125, valueFormatter: formatCount },
];

export function useStandListColumns(canDelete: boolean, onDelete: (id: number) => void): GridColDef<Stand>[] {
  const intl = useIntl();
  return useMemo(() => {
    const columns: GridColDef<Stand>[] = DATA_COLUMNS.map((column) => ({
      ...column,
      headerName: intl.formatMessage({ id: `standList.column.${column.field}` }),
      sortable: STAND_LIST_SORTABLE.includes(column.field),
      filterable: false,
    }));
    if (canDelete) {
      const label = intl.formatMessage({ id: 'standList.column.delete' });
      columns.push({
        field: DELETE_COLUMN,
        headerName: '',
        description: label,
        width: 60,
        sortable: false,
        filterable: false,
        hideable: false,
        disableColumnMenu: true,
        disableExport: true,
        align: 'center',
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            title={label}
            aria-label={`${label} ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onDelete(row.id);
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ),
      });
    }
    return columns;
  }, [intl, canDelete, onDelete]);
}
