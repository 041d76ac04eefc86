/**
 * /salons/:showId/stands — find and filter the stands of a show (part 1 §2).
 * Reads memoized selectors, dispatches intents; the sagas save the list state
 * for the user and path and load the page of stands it gives.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  STAND_LIST_COLUMNS,
  STAND_LIST_PAGE_SIZE,
  isStandListColumn,
  type StandListFilters,
} from '../../../domain/standListQuery';
import type { SurfaceBucket } from '../../../domain/standListSurface';
import {
  standDeleteRequested,
  standExportRequested,
  standListFiltersChanged,
  standListOpened,
  standListPageChanged,
  standListReloadRequested,
  standListReset,
  standListSearchTyped,
  standListSortChanged,
  standListSurfaceBucketChanged,
  standListSurfaceRangeChanged,
} from '../actions';
import {
  selectStandListHasFilters,
  selectStandListRows,
  selectStandListState,
  selectStandListView,
  selectStandPermissions,
} from '../selectors';
import StandListFilterPanel from '../components/StandListFilterPanel';
import StandListMenu from '../components/StandListMenu';
import StandListTopBar from '../components/StandListTopBar';
import { DELETE_COLUMN, useStandListColumns } from '../components/useStandListColumns';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    filtered?: boolean;
    failed?: boolean;
  }
}

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Keeps the last value shown while a new one loads, so the grid does not blink. */
function useKeptWhileLoading<T>(value: T, loading: boolean): T {
  const kept = useRef(value);
  if (!loading) kept.current = value;
  return loading ? kept.current : value;
}

export default function StandListPage() {
  const { showId: rawShowId } = useParams();
  const showId = Number(rawShowId);
  if (!Number.isInteger(showId) || showId <= 0) return <Navigate to="/404" replace />;
  return <StandList key={showId} showId={showId} />;
}

function StandList({ showId }: { showId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const path = `/salons/${showId}/stands`;
  const target = useMemo(() => ({ showId, path }), [showId, path]);

  const listState = useAppSelector((state) => selectStandListState(state, path));
  const hasFilters = useAppSelector((state) => selectStandListHasFilters(state, path));
  const freshRows = useAppSelector((state) => selectStandListRows(state, showId, path));
  const view = useAppSelector((state) => selectStandListView(state, showId, path));
  const permissions = useAppSelector(selectStandPermissions);
  const rows = useKeptWhileLoading(freshRows, view.loading);
  const rowCount = useKeptWhileLoading(view.totalItems, view.loading);

  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>({});

  useEffect(() => {
    dispatch(standListOpened(target));
  }, [dispatch, target]);

  const onDelete = useCallback((id: number) => dispatch(standDeleteRequested({ id })), [dispatch]);
  const columns = useStandListColumns(permissions.canDelete, onDelete);

  const changeFilters = (patch: Partial<StandListFilters>) => dispatch(standListFiltersChanged({ ...target, patch }));
  // Stable models: a new sort model object makes the grid go back to its first page.
  const { field: sortField, direction: sortDirection } = listState.sort;
  const sortModel: GridSortModel = useMemo(() => [{ field: sortField, sort: sortDirection }], [sortField, sortDirection]);
  const paginationModel: GridPaginationModel = useMemo(
    () => ({ page: listState.page - 1, pageSize: STAND_LIST_PAGE_SIZE }),
    [listState.page],
  );
  const selectedIds = [...selection.ids].map(Number);
  const localeText = (intl.locale.startsWith('en') ? enUS : frFR).components.MuiDataGrid.defaultProps.localeText;

  const exportStands = () =>
    dispatch(
      standExportRequested({
        showId,
        ids: selectedIds,
        columns: STAND_LIST_COLUMNS.filter((c) => visibility[c] !== false),
      }),
    );

  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {intl.formatMessage({ id: 'standList.title' })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <StandListMenu canExport={permissions.canExport} selectedCount={selectedIds.length} onExport={exportStands} />
      </Box>
      <StandListTopBar
        filters={listState}
        hasFilters={hasFilters}
        onDateRangeChange={(dateRange) => changeFilters({ dateRange })}
        onSurfaceRangeChange={(range) => dispatch(standListSurfaceRangeChanged({ ...target, range }))}
        onSurfaceBucketChange={(bucket: SurfaceBucket | null) =>
          dispatch(standListSurfaceBucketChanged({ ...target, bucket }))
        }
        onSearchChange={(search) => dispatch(standListSearchTyped({ ...target, search }))}
        onReset={() => dispatch(standListReset(target))}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <StandListFilterPanel
          filters={listState}
          showMessages={permissions.canMessageFilters}
          onChange={changeFilters}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {view.failed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => dispatch(standListReloadRequested(target))}>
                  {intl.formatMessage({ id: 'standList.retry' })}
                </Button>
              }
            >
              {intl.formatMessage({ id: 'standList.error' })}
            </Alert>
          )}
          <Box sx={{ height: 'calc(100vh - 240px)', minHeight: 400 }}>
            <DataGrid
              aria-label={intl.formatMessage({ id: 'standList.title' })}
              rows={view.failed ? [] : rows}
              columns={columns}
              rowCount={view.failed ? 0 : rowCount}
              loading={view.loading}
              localeText={localeText}
              paginationMode="server"
              sortingMode="server"
              filterMode="server"
              disableColumnFilter
              sortingOrder={['asc', 'desc']}
              sortModel={sortModel}
              onSortModelChange={(model) => {
                const first = model[0];
                const sort =
                  first && first.sort && isStandListColumn(first.field)
                    ? { field: first.field, direction: first.sort }
                    : null;
                dispatch(standListSortChanged({ ...target, sort }));
              }}
              paginationModel={paginationModel}
              pageSizeOptions={[STAND_LIST_PAGE_SIZE]}
              onPaginationModelChange={(model) => dispatch(standListPageChanged({ ...target, page: model.page + 1 }))}
              checkboxSelection
              keepNonExistentRowsSelected
              disableRowSelectionOnClick
              disableRowSelectionExcludeModel
              rowSelectionModel={selection}
              onRowSelectionModelChange={setSelection}
              columnVisibilityModel={visibility}
              onColumnVisibilityModelChange={setVisibility}
              onCellClick={(params) => {
                if (params.field === '__check__' || params.field === DELETE_COLUMN) return;
                navigate(`/stands/${params.id}`);
              }}
              slots={{ noRowsOverlay: EmptyOverlay }}
              slotProps={{ noRowsOverlay: { filtered: hasFilters, failed: view.failed } }}
              sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            />
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}

function EmptyOverlay({ filtered, failed }: { filtered?: boolean; failed?: boolean }) {
  const intl = useIntl();
  if (failed) return null;
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">
        {intl.formatMessage({ id: filtered ? 'standList.emptyFiltered' : 'standList.empty' })}
      </Typography>
    </Box>
  );
}
