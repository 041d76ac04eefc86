/**
 * A list screen as a declaration: `createListScreen({definition, messages, scope,
 * path, columns, …})` gives the page component of a resource's list — a DataGrid in
 * server mode (sort, paging), the list's filter components, its state saved per user
 * and per path (back after a reload and after logout/login), row checkboxes kept
 * across pages, the CSV export of the selection or of everything, the row delete
 * with confirmation, row buttons (edit…) and the row link; a toolbar (Add) and
 * dialogs of the screen's own. The page reads memoized selectors and
 * dispatches the list intents (./actions.ts); the prefs reducer applies the list's
 * rules, src/lists/sagas.ts does the requests.
 *
 * Texts: `<messages>.title`, `.empty`, `.emptyFiltered`, `.error`, `.retry`,
 * `.loading`, `.column.<field>`, `.column.delete`, and the menu's (ListMenu).
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, type Params } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Permission } from '@/domain/permissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import type { GridColDef, GridColumnVisibilityModel, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  orderColumns,
  type ListContext,
  type ListDefinition,
  type ListLayout,
  type ListScope,
  type ListSort,
  type ListState,
} from '@/domain/listQuery';

import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  listChanged,
  listClosed,
  listExportRequested,
  listOpened,
  listReloadRequested,
  listRowDeleteRequested,
  listSearchTyped,
  type ListTarget,
} from './actions';
import { buildColumns, type ListColumn, type RowAction } from './columns';
import ListMenu from './components/ListMenu';
import type { ListRow } from './components/ListGrid';
import { listGrid } from './listGrid';
import { listKeyCommand, movedIndex } from './keyboard';
import { viewLinkOpened } from './viewActions';
import SelectionBar from './components/SelectionBar';
import { VIEW_PARAM } from '@/domain/listLink';
import {
  NOTHING_SELECTED,
  selectionCount,
  selectionRequest,
  toggleSelected,
  type ListSelection,
} from '@/domain/listSelection';
import { toFilterParams, type QueryParams } from '@/domain/listQuery';
import {
  selectListContext,
  selectListHasFilters,
  selectListPermissions,
  selectListRows,
  selectListState,
  selectListView,
} from './selectors';

export type { ListColumn, RowAction } from './columns';

const Grid = listGrid.Component;

/** What a list's filter components get: the saved state in, changes out (stable callbacks). */
export interface ListFilterProps<F extends object> {
  filters: ListState<F>;
  hasFilters: boolean;
  context: ListContext;
  /** False until the list has shown its first rows and the browser had an idle moment: heavy widgets wait for it. */
  idle: boolean;
  on: ListFilterHandlers<F>;
}

export interface ListFilterHandlers<F extends object> {
  patch: (patch: Partial<F>) => void;
  /** A named transition of the list's definition (`surfaceRange`). */
  transition: (name: string, arg: unknown) => void;
  /** Each keystroke; the list changes after a pause. */
  search: (text: string) => void;
  reset: () => void;
}

/** An entry of the list's top-right menu: the intent it sends, given the list's scope and selection. */
export interface ListMenuItem {
  labelId: string;
  permission: Permission;
  Icon?: SvgIconComponent;
  action: (context: { scope: ListScope; selectedIds: readonly number[] }) => UnknownAction;
}

/** What a list's selection actions get: the selection, and what the server acts on (ids, or the filter). */
export interface ListSelectionActionsProps {
  target: ListTarget;
  selection: ListSelection;
  request: { ids: number[] } | { filter: QueryParams };
  /** Clears the selection (after an action whose result the user has seen). */
  clear: () => void;
}

export interface ListScreenConfig<F extends object, Row extends ListRow> {
  definition: ListDefinition<F, string>;
  /** Message id prefix of the screen's texts (`standList`). */
  messages: string;
  /** The list's scope from the address's parameters; null sends the user to /404. */
  scope: (params: Params) => ListScope | null;
  /** The path the state is saved under (the address of the list). */
  path: (scope: ListScope) => string;
  /** The data columns (headers come from `<messages>.column.<field>`); memoized by the factory. */
  columns: ReadonlyArray<ListColumn<Row>>;
  /** The accessible name of a row in its delete button (`Supprimer Acme`). */
  rowLabel: (row: Row) => string;
  /** Where a row click leads; none: rows do not open. */
  rowPath?: (id: number) => string;
  /** Instead of a path, the intent a row click sends (an edit modal), for users with its permission. */
  rowOpen?: { permission: Permission; action: (id: number) => UnknownAction };
  /** Filters beside the grid and above it. */
  FilterPanel?: ComponentType<ListFilterProps<F>>;
  TopBar?: ComponentType<ListFilterProps<F>>;
  /** Styles of the list's cells (chips…), a module constant. */
  gridSx?: object;
  /** The intent sent when the screen opens (default `listOpened`): a feature's own opening flow. */
  openAction?: (target: ListTarget) => UnknownAction;
  /** Per-row buttons before the delete (edit…), each shown with its permission. */
  rowActions?: readonly RowAction[];
  /** Entries of the top-right menu before Export ('Ajouter un stand'), each shown with its permission. */
  menuItems?: readonly ListMenuItem[];
  /** Beside the menu in the header (an Add button); it reads what it needs itself. */
  Toolbar?: ComponentType;
  /** Rendered after the list (the add / edit dialog). */
  Dialogs?: ComponentType;
  /** The list's actions on the selected rows (bulk triage), in the bar above the grid. */
  SelectionActions?: ComponentType<ListSelectionActionsProps>;
  /** j / k move the focused row, x ticks it, o or Enter opens it, / goes to the search, ? lists the keys. */
  keyboard?: boolean;
  /** The saved views menu (name, reopen, rename, delete the filters, sort and columns) and view links. */
  savedViews?: boolean;
  /** No pagination while every row fits on one page. */
  hideSinglePage?: boolean;
  /** Height of the grid's box (default: the window's, less the header). */
  gridHeight?: number | string;
  /** The column that stays in view, first, while the others scroll sideways (the row's name). */
  pinnedField?: string;
}


const ColumnsDialog = lazy(() => import(/* webpackChunkName: "list-columns" */ './components/ColumnsDialog'));
const KeyboardHelpDialog = lazy(() => import(/* webpackChunkName: "list-keys" */ './components/KeyboardHelpDialog'));
const SavedViewsMenu = lazy(() => import(/* webpackChunkName: "list-views" */ './components/SavedViewsMenu'));
const FILTER_PANEL_ID = 'list-filter-panel';

/** The grid's visibility model of the columns the user hid. */
const visibilityOf = (hidden: readonly string[]): GridColumnVisibilityModel =>
  Object.fromEntries(hidden.map((field) => [field, false]));
const WINDOW_HEIGHT = 'calc(100vh - 240px)';
const GRID_PLACEHOLDER = <Skeleton variant="rectangular" height="100%" />;
const RELOAD_SX = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;

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

export function createListScreen<F extends object, Row extends ListRow>(config: ListScreenConfig<F, Row>) {
  const FilterPanel = config.FilterPanel && memo(config.FilterPanel);
  const TopBar = config.TopBar && memo(config.TopBar);
  const { messages, Toolbar, Dialogs, SelectionActions } = config;
  /** The pinned column stays first, whatever the saved order. */
  const pinnedFirst = (columns: GridColDef[]): GridColDef[] =>
    config.pinnedField
      ? [...columns.filter((c) => c.field === config.pinnedField), ...columns.filter((c) => c.field !== config.pinnedField)]
      : columns;
  const gridBoxSx = { height: config.gridHeight ?? WINDOW_HEIGHT, minHeight: 400, position: 'relative' } as const;

  function ListScreen({ target }: { target: ListTarget }) {
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const navigate = useNavigate();

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
    const answered = useRef(false);
    if (!view.loading) answered.current = true;
    const idle = useIdleAfter(answered.current);

    const [selection, setSelection] = useState<ListSelection>(NOTHING_SELECTED);
    const [selectionCleared, setSelectionCleared] = useState(false);
    const [focusedIndex, setFocusedIndex] = useState(-1);
    const [keysShown, setKeysShown] = useState(false);
    const rootRef = useRef<HTMLDivElement>(null);
    const [choosingColumns, setChoosingColumns] = useState(false);
    const { layout } = listState;
    const visibility = useMemo(() => visibilityOf(layout.hidden), [layout.hidden]);

    useEffect(() => {
      // Opened from a view link: that view first, so the list loads it (src/lists/viewSagas.ts).
      const view = config.savedViews ? new URLSearchParams(window.location.search).get(VIEW_PARAM) : null;
      if (view !== null) dispatch(viewLinkOpened({ ...target, view }));
      dispatch((config.openAction ?? listOpened)(target));
      return () => {
        dispatch(listClosed(target));
      };
    }, [dispatch, target]);

    // Stable callbacks: the filters, the menu and the grid are memoized.
    const on = useMemo(
      () => ({
        patch: (patch: Partial<F>) => dispatch(listChanged({ ...target, change: { kind: 'filters', patch } })),
        transition: (name: string, arg: unknown) =>
          dispatch(listChanged({ ...target, change: { kind: 'transition', name, arg } })),
        search: (search: string) => dispatch(listSearchTyped({ ...target, search })),
        reset: () => dispatch(listChanged({ ...target, change: { kind: 'reset' } })),
        reload: () => dispatch(listReloadRequested(target)),
        sort: (sort: ListSort | null) => dispatch(listChanged({ ...target, change: { kind: 'sort', sort } })),
        page: (page: number) => dispatch(listChanged({ ...target, change: { kind: 'page', page } })),
        remove: (id: number) => dispatch(listRowDeleteRequested({ ...target, id })),
        arrange: (patch: Partial<ListLayout>) => dispatch(listChanged({ ...target, change: { kind: 'layout', patch } })),
        // The grid's own column menu (hide, manage columns) saves into the layout too.
        visibility: (model: GridColumnVisibilityModel) =>
          dispatch(
            listChanged({
              ...target,
              change: { kind: 'layout', patch: { hidden: Object.keys(model).filter((field) => model[field] === false) } },
            }),
          ),
      }),
      [dispatch, target],
    );
    const opens = Boolean(config.rowPath || (config.rowOpen && context.can(config.rowOpen.permission)));
    const open = useCallback(
      (id: number) => (config.rowOpen ? dispatch(config.rowOpen.action(id)) : config.rowPath && navigate(config.rowPath(id))),
      [navigate, dispatch],
    );

    const allowedActions = useMemo(
      () => (config.rowActions ?? []).filter((action) => context.can(action.permission)),
      [context],
    );
    const onAction = useCallback((action: RowAction, id: number) => dispatch(action.action(id)), [dispatch]);
    const columns = useMemo(
      () =>
        pinnedFirst(orderColumns(buildColumns(config, intl, {
          can: context.can,
          canDelete: permissions.canDelete,
          onDelete: on.remove,
          actions: allowedActions,
          onAction,
        }), layout)),
      [intl, context, permissions.canDelete, on.remove, allowedActions, onAction, layout],
    );
    const choosable = useMemo(
      () =>
        columns
          .filter((column) => config.definition.columns?.includes(column.field))
          .map((column: GridColDef) => ({
            field: column.field,
            headerName: column.headerName ?? column.field,
            hideable: column.hideable !== false && column.field !== config.pinnedField,
            pinned: column.field === config.pinnedField,
          })),
      [columns],
    );
    const selectedIds = useMemo(() => (selection.kind === 'ids' ? selection.ids : []), [selection]);
    const pageIds = useMemo(() => rows.map((row) => row.id), [rows]);
    // 'Every matching row' ticks the rows of each page shown.
    const gridSelection: GridRowSelectionModel = useMemo(
      () => ({ type: 'include', ids: new Set(selection.kind === 'ids' ? selection.ids : pageIds) }),
      [selection, pageIds],
    );
    const onGridSelection = useCallback((model: GridRowSelectionModel) => {
      setSelection({ kind: 'ids', ids: [...model.ids].map(Number) });
      setSelectionCleared(false);
    }, []);
    const selectMatching = useCallback(() => setSelection({ kind: 'matching', count: rowCount }), [rowCount]);
    const clearSelection = useCallback(() => setSelection(NOTHING_SELECTED), []);
    const dismissCleared = useCallback(() => setSelectionCleared(false), []);
    // A filter change clears the selection (it chose rows of another list), and says so.
    const filterKey = useMemo(() => JSON.stringify(toFilterParams(config.definition, listState, context)), [listState, context]);
    const shownFilter = useRef(filterKey);
    useEffect(() => {
      if (shownFilter.current === filterKey) return;
      shownFilter.current = filterKey;
      setFocusedIndex(-1);
      setSelection((current) => {
        if (selectionCount(current) > 0) setSelectionCleared(true);
        return NOTHING_SELECTED;
      });
    }, [filterKey]);
    const selectionFilter = useMemo(
      () => selectionRequest(selection, target.scope, JSON.parse(filterKey) as QueryParams),
      [selection, target.scope, filterKey],
    );
    // Other rows (another page or sort, once they are in): the keyboard starts again from the first row.
    useEffect(() => setFocusedIndex(-1), [pageIds]);
    const focusedId = rows[focusedIndex]?.id ?? null;
    const exportRows = useCallback(() => {
      // The exportable columns the user shows, in the order shown.
      const properties = config.definition.csvExport?.properties ?? [];
      const shown = columns.map((c) => c.field).filter((field) => properties.includes(field) && visibility[field] !== false);
      dispatch(listExportRequested({ ...target, ids: selectedIds, columns: shown, matching: selection.kind === 'matching' }));
    }, [dispatch, target, selectedIds, selection.kind, columns, visibility]);

    // The keys (config.keyboard): read through a ref, so one listener serves the screen's life.
    const keys = useRef({ rows, focusedIndex, pageIds, selectable: permissions.canExport, open });
    keys.current = { rows, focusedIndex, pageIds, selectable: permissions.canExport, open };
    useEffect(() => {
      if (!config.keyboard) return;
      const onKey = (event: KeyboardEvent) => {
        const command = listKeyCommand(event);
        if (!command) return;
        const now = keys.current;
        const row = now.rows[now.focusedIndex];
        switch (command) {
          case 'next':
          case 'previous':
            setFocusedIndex(movedIndex(now.focusedIndex, command, now.rows.length));
            break;
          case 'toggle':
            if (!row || !now.selectable) return;
            setSelection((current) => toggleSelected(current, row.id, now.pageIds));
            setSelectionCleared(false);
            break;
          case 'open':
            if (!row) return;
            now.open(row.id);
            break;
          case 'search': {
            const search = rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
            if (!search) return;
            search.focus();
            break;
          }
          case 'help':
            setKeysShown(true);
            break;
        }
        event.preventDefault();
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }, []);
    const menuEntries = useMemo(
      () =>
        (config.menuItems ?? [])
          .filter((item) => context.can(item.permission))
          .map((item) => ({ labelId: item.labelId, Icon: item.Icon, onSelect: () => dispatch(item.action({ scope: target.scope, selectedIds })) })),
      [context, dispatch, target, selectedIds],
    );
    const filtersShown = FilterPanel !== undefined && !layout.filtersFolded;
    const filterProps: ListFilterProps<F> = { filters: listState, hasFilters, context, idle, on };

    return (
      <Stack ref={rootRef} spacing={2} sx={{ p: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {intl.formatMessage({ id: `${messages}.title` })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {FilterPanel && (
            <Button
              variant="text"
              startIcon={<FilterListIcon />}
              aria-expanded={filtersShown}
              aria-controls={filtersShown ? FILTER_PANEL_ID : undefined}
              onClick={() => on.arrange({ filtersFolded: filtersShown })}
            >
              {intl.formatMessage({ id: filtersShown ? 'list.filters.hide' : 'list.filters.show' })}
            </Button>
          )}
          {config.definition.columns && (
            <Button variant="text" startIcon={<ViewColumnIcon />} aria-haspopup="dialog" onClick={() => setChoosingColumns(true)}>
              {intl.formatMessage({ id: 'list.columns.button' })}
            </Button>
          )}
          {config.keyboard && (
            <Button variant="text" startIcon={<KeyboardIcon />} aria-haspopup="dialog" onClick={() => setKeysShown(true)}>
              {intl.formatMessage({ id: 'list.keys.button' })}
            </Button>
          )}
          {config.savedViews && (
            <Suspense fallback={null}>
              <SavedViewsMenu target={target} />
            </Suspense>
          )}
          {Toolbar && <Toolbar />}
          <ListMenu messages={messages} canExport={permissions.canExport} selectedCount={selectionCount(selection)} onExport={exportRows} entries={menuEntries} />
        </Box>
        {TopBar && <TopBar {...filterProps} />}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
          {filtersShown && (
            <Box id={FILTER_PANEL_ID} sx={{ flexShrink: 0 }}>
              <FilterPanel {...filterProps} />
            </Box>
          )}
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            {view.failed && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={on.reload}>
                    {intl.formatMessage({ id: `${messages}.retry` })}
                  </Button>
                }
              >
                {intl.formatMessage({ id: `${messages}.error` })}
              </Alert>
            )}
            <SelectionBar
              selection={selection}
              pageIds={pageIds}
              totalItems={rowCount}
              cleared={selectionCleared}
              onSelectMatching={selectMatching}
              onClear={clearSelection}
              onDismissCleared={dismissCleared}
            >
              {SelectionActions && <SelectionActions target={target} selection={selection} request={selectionFilter} clear={clearSelection} />}
            </SelectionBar>
            <Box sx={gridBoxSx}>
              {view.loading && rows.length > 0 && (
                <LinearProgress sx={RELOAD_SX} aria-label={intl.formatMessage({ id: `${messages}.loading` })} />
              )}
              {answered.current ? (
                <Suspense fallback={GRID_PLACEHOLDER}>
                  <Grid
                    columns={columns}
                    label={intl.formatMessage({ id: `${messages}.title` })}
                    emptyId={`${messages}.empty`}
                    emptyFilteredId={`${messages}.emptyFiltered`}
                    pageSize={config.definition.pageSize}
                    selectable={permissions.canExport}
                    hideSinglePage={config.hideSinglePage}
                    sx={config.gridSx}
                    rows={rows}
                    rowCount={rowCount}
                    loading={view.loading && rows.length === 0}
                    failed={view.failed}
                    hasFilters={hasFilters}
                    sort={listState.sort}
                    page={listState.page}
                    selection={gridSelection}
                    visibility={visibility}
                    onSortChange={on.sort}
                    onPageChange={on.page}
                    onSelectionChange={onGridSelection}
                    onVisibilityChange={on.visibility}
                    onOpen={opens ? open : undefined}
                    pinnedField={config.pinnedField}
                    focusedId={config.keyboard ? focusedId : undefined}
                  />
                </Suspense>
              ) : (
                GRID_PLACEHOLDER
              )}
            </Box>
          </Stack>
        </Box>
        {Dialogs && <Dialogs />}
        {keysShown && (
          <Suspense fallback={null}>
            <KeyboardHelpDialog open onClose={() => setKeysShown(false)} />
          </Suspense>
        )}
        {choosingColumns && (
          <Suspense fallback={null}>
            <ColumnsDialog
              open
              columns={choosable}
              hidden={layout.hidden}
              onChange={on.arrange}
              onClose={() => setChoosingColumns(false)}
            />
          </Suspense>
        )}
      </Stack>
    );
  }

  /** The page: its target from the address (a bad one goes to /404), one screen per target. */
  return function ListPage() {
    const scope = config.scope(useParams());
    // One target object per address: every selector and effect of the screen is keyed by it.
    const scopeKey = JSON.stringify(scope);
    const target = useMemo(
      () => (scope ? { list: config.definition.id, path: config.path(scope), scope } : null),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope's value, not its identity
      [scopeKey],
    );
    if (!target) return <Navigate to="/404" replace />;
    return <ListScreen key={target.path} target={target} />;
  };
}
