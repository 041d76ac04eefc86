/**
 * The stand list's DataGrid (server paging and sorting), its own chunk: the page
 * asks for its rows while this loads. Memoized, with props that only change when
 * what it shows changes, so store updates elsewhere on the page (the saved
 * filters, a request starting) do not re-render the rows.
 */
import { createContext, memo, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCellParams,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortDirection,
  type GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import type { Stand } from '@/domain/api';
import { STAND_STATUS_COLORS, STAND_STATUSES } from '@/domain/standStatus';
import { STAND_LIST_PAGE_SIZE, isStandListColumn, type StandListSort } from '@/domain/standListQuery';
import { DELETE_COLUMN, useStandListColumns } from './useStandListColumns';

export interface StandGridProps {
  rows: Stand[];
  rowCount: number;
  /**
   * Only while there is nothing to show (the grid's loading overlay). A reload keeps
   * the previous rows and the page shows its own progress bar: toggling the grid's
   * `loading` re-renders every row twice per filter change.
   */
  loading: boolean;
  failed: boolean;
  hasFilters: boolean;
  sort: StandListSort;
  /** 1-based. */
  page: number;
  canDelete: boolean;
  selection: GridRowSelectionModel;
  visibility: GridColumnVisibilityModel;
  onSortChange: (sort: StandListSort | null) => void;
  onPageChange: (page: number) => void;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  onVisibilityChange: (visibility: GridColumnVisibilityModel) => void;
  onDelete: (id: number) => void;
  onOpen: (id: number) => void;
}

const NO_ROWS: Stand[] = [];
const PAGE_SIZE_OPTIONS = [STAND_LIST_PAGE_SIZE];
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
const SLOTS = { noRowsOverlay: EmptyOverlay };

/**
 * What the empty overlay says, through a context rather than the grid's slotProps:
 * a new slotProps object re-renders every row (they read the grid's root props).
 */
const OverlayContext = createContext({ filtered: false, failed: false });
/** The cells' chips (LayoutChips, StandStatusLabel), styled once here like small MUI Chips. */
const GRID_SX = {
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .stand-chips': { display: 'flex', alignItems: 'center', height: '100%', gap: 0.5, overflow: 'hidden' },
  '& .stand-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    borderRadius: '16px',
    typography: 'body2',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
  ...Object.fromEntries(
    STAND_STATUSES.filter((status) => STAND_STATUS_COLORS[status] !== 'default').map((status) => [
      `& .stand-chip[data-status="${status}"]`,
      { bgcolor: `${STAND_STATUS_COLORS[status]}.main`, color: `${STAND_STATUS_COLORS[status]}.contrastText` },
    ]),
  ),
};

function StandGrid(props: StandGridProps) {
  const intl = useIntl();
  const { sort, page, failed, hasFilters, onSortChange, onPageChange, onOpen } = props;
  const columns = useStandListColumns(props.canDelete, props.onDelete);
  // Stable models: a new sort model object makes the grid go back to its first page.
  const sortModel: GridSortModel = useMemo(() => [{ field: sort.field, sort: sort.direction }], [sort.field, sort.direction]);
  const paginationModel: GridPaginationModel = useMemo(() => ({ page: page - 1, pageSize: STAND_LIST_PAGE_SIZE }), [page]);
  const localeText = (intl.locale.startsWith('en') ? enUS : frFR).components.MuiDataGrid.defaultProps.localeText;
  const overlay = useMemo(() => ({ filtered: hasFilters, failed }), [hasFilters, failed]);

  // The rows and their count go in through the grid's API after the first render.
  // As props, each new page would re-render every cell once more with the old rows
  // (every cell reads the grid's root props) before the grid applies the new ones.
  const apiRef = useGridApiRef();
  const rows = failed ? NO_ROWS : props.rows;
  const rowCount = failed ? 0 : props.rowCount;
  // The count is uncontrolled (initialState): a controlled `rowCount` ignores setRowCount.
  const [initial] = useState(() => ({ rows, rowCount, state: { pagination: { rowCount } } }));
  const applied = useRef(initial);
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    if (applied.current.rows !== rows) api.setRows(rows);
    if (applied.current.rowCount !== rowCount) api.setRowCount(rowCount);
    applied.current = { ...applied.current, rows, rowCount };
  }, [apiRef, rows, rowCount]);
  const handlers = useMemo(
    () => ({
      sort(model: GridSortModel) {
        const first = model[0];
        onSortChange(first && first.sort && isStandListColumn(first.field) ? { field: first.field, direction: first.sort } : null);
      },
      page(model: GridPaginationModel) {
        onPageChange(model.page + 1);
      },
      cellClick(params: GridCellParams) {
        if (params.field === '__check__' || params.field === DELETE_COLUMN) return;
        onOpen(Number(params.id));
      },
    }),
    [onSortChange, onPageChange, onOpen],
  );

  return (
    <OverlayContext.Provider value={overlay}>
      <DataGrid
        apiRef={apiRef}
        aria-label={intl.formatMessage({ id: 'standList.title' })}
        rows={initial.rows}
        columns={columns}
        initialState={initial.state}
        loading={props.loading}
        localeText={localeText}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        sortingOrder={SORTING_ORDER}
        sortModel={sortModel}
        onSortModelChange={handlers.sort}
        paginationModel={paginationModel}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPaginationModelChange={handlers.page}
        checkboxSelection
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        disableRowSelectionExcludeModel
        rowSelectionModel={props.selection}
        onRowSelectionModelChange={props.onSelectionChange}
        columnVisibilityModel={props.visibility}
        onColumnVisibilityModelChange={props.onVisibilityChange}
        onCellClick={handlers.cellClick}
        slots={SLOTS}
        sx={GRID_SX}
      />
    </OverlayContext.Provider>
  );
}

function EmptyOverlay() {
  const intl = useIntl();
  const { filtered, failed } = useContext(OverlayContext);
  if (failed) return null;
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">
        {intl.formatMessage({ id: filtered ? 'standList.emptyFiltered' : 'standList.empty' })}
      </Typography>
    </Box>
  );
}

export default memo(StandGrid);
