/**
 * /salons/:showId/stands — find and filter the stands of a show (part 1 §2).
 * Reads memoized selectors, dispatches intents; the sagas save the list state
 * for the user and path and load the page of stands it gives.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { STAND_LIST_COLUMNS, type StandListFilters, type StandListSort } from '@/domain/standListQuery';
import type { SurfaceBucket } from '@/domain/standListSurface';
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
} from '@/features/stands/actions';
import {
  selectStandListHasFilters,
  selectStandListRows,
  selectStandListState,
  selectStandListView,
  selectStandPermissions,
} from '@/features/stands/selectors';
import StandListFilterPanel from '@/features/stands/components/StandListFilterPanel';
import StandListMenu from '@/features/stands/components/StandListMenu';
import StandListTopBar from '@/features/stands/components/StandListTopBar';
import { standGrid } from '@/features/stands/standGrid';

const StandGrid = standGrid.Component;

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const NO_HIDDEN_COLUMNS: GridColumnVisibilityModel = {};
const GRID_BOX_SX = { height: 'calc(100vh - 240px)', minHeight: 400, position: 'relative' } as const;
const GRID_PLACEHOLDER = <Skeleton variant="rectangular" height="100%" />;
const RELOAD_SX = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;

/** Keeps the last value shown while a new one loads, so the grid does not blink. */
function useKeptWhileLoading<T>(value: T, loading: boolean): T {
  const kept = useRef(value);
  if (!loading) kept.current = value;
  return loading ? kept.current : value;
}

/**
 * True once `ready` has been true and the browser then had an idle moment: the date
 * pickers (the heaviest filter: their chunk, luxon, two fields) wait for the grid's
 * rows to be painted rather than compete with them.
 */
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

  // Until the first answer, a placeholder stands for the grid, which then mounts
  // once, with its rows (not empty, then again with them).
  const answered = useRef(false);
  if (!view.loading) answered.current = true;
  const pickersShown = useIdleAfter(answered.current);

  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(NO_HIDDEN_COLUMNS);

  useEffect(() => {
    dispatch(standListOpened(target));
  }, [dispatch, target]);

  // Stable callbacks: the filter panel, the top bar and the grid are memoized.
  const on = useMemo(
    () => ({
      filters: (patch: Partial<StandListFilters>) => dispatch(standListFiltersChanged({ ...target, patch })),
      dateRange: (dateRange: StandListFilters['dateRange']) =>
        dispatch(standListFiltersChanged({ ...target, patch: { dateRange } })),
      surfaceRange: (range: [number, number]) => dispatch(standListSurfaceRangeChanged({ ...target, range })),
      surfaceBucket: (bucket: SurfaceBucket | null) => dispatch(standListSurfaceBucketChanged({ ...target, bucket })),
      search: (search: string) => dispatch(standListSearchTyped({ ...target, search })),
      reset: () => dispatch(standListReset(target)),
      reload: () => dispatch(standListReloadRequested(target)),
      sort: (sort: StandListSort | null) => dispatch(standListSortChanged({ ...target, sort })),
      page: (page: number) => dispatch(standListPageChanged({ ...target, page })),
      remove: (id: number) => dispatch(standDeleteRequested({ id })),
      open: (id: number) => navigate(`/stands/${id}`),
    }),
    [dispatch, navigate, target],
  );

  const selectedIds = useMemo(() => [...selection.ids].map(Number), [selection]);
  const exportStands = useCallback(
    () =>
      dispatch(
        standExportRequested({
          showId,
          ids: selectedIds,
          columns: STAND_LIST_COLUMNS.filter((c) => visibility[c] !== false),
        }),
      ),
    [dispatch, showId, selectedIds, visibility],
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
        showDatePickers={pickersShown}
        onDateRangeChange={on.dateRange}
        onSurfaceRangeChange={on.surfaceRange}
        onSurfaceBucketChange={on.surfaceBucket}
        onSearchChange={on.search}
        onReset={on.reset}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <StandListFilterPanel filters={listState} showMessages={permissions.canMessageFilters} onChange={on.filters} />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {view.failed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={on.reload}>
                  {intl.formatMessage({ id: 'standList.retry' })}
                </Button>
              }
            >
              {intl.formatMessage({ id: 'standList.error' })}
            </Alert>
          )}
          <Box sx={GRID_BOX_SX}>
            {view.loading && rows.length > 0 && (
              <LinearProgress sx={RELOAD_SX} aria-label={intl.formatMessage({ id: 'standList.loading' })} />
            )}
            {answered.current ? (
              <Suspense fallback={GRID_PLACEHOLDER}>
                <StandGrid
                  rows={rows}
                  rowCount={rowCount}
                  loading={view.loading && rows.length === 0}
                  failed={view.failed}
                  hasFilters={hasFilters}
                  sort={listState.sort}
                  page={listState.page}
                  canDelete={permissions.canDelete}
                  selection={selection}
                  visibility={visibility}
                  onSortChange={on.sort}
                  onPageChange={on.page}
                  onSelectionChange={setSelection}
                  onVisibilityChange={setVisibility}
                  onDelete={on.remove}
                  onOpen={on.open}
                />
              </Suspense>
            ) : (
              GRID_PLACEHOLDER
            )}
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
