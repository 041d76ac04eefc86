/**
 * A list screen as a declaration: `createListScreen({definition, messages, scope,
 * path, columns, …})` gives the page component of a resource's list — a DataGrid in
 * server mode (sort, paging), the list's filter components, its state saved per user
 * and per path (back after a reload and after logout/login), row checkboxes kept
 * across pages, the CSV export of the selection or of everything, the row delete
 * with confirmation, row buttons (edit…) and the row link; a toolbar (Add) and
 * dialogs of the screen's own. The screen is its hooks (src/lists/use*.ts: they read
 * memoized selectors and dispatch the list intents of ./actions.ts) and its layout;
 * the prefs reducer applies the list's rules, src/lists/sagas.ts does the requests.
 *
 * Texts: `<messages>.title`, `.empty`, `.emptyFiltered`, `.error`, `.retry`,
 * `.loading`, `.column.<field>`, `.column.delete`, and the menu's (ListMenu).
 */
import { Fragment, lazy, memo, Suspense, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ListTarget } from './actions';
import ListHeader, { FILTER_PANEL_ID } from './components/ListHeader';
import ListMenu from './components/ListMenu';
import type { ListRow } from './components/ListGrid';
import SelectionBar from './components/SelectionBar';
import { listGrid } from './listGrid';
import type { ListFilterProps, ListScreenConfig } from './listScreenConfig';
import { useListColumns } from './useListColumns';
import { useListData } from './useListData';
import { useListExport } from './useListExport';
import { useListIntents } from './useListIntents';
import { useListKeyboard } from './useListKeyboard';
import { useListMenu } from './useListMenu';
import { useListOpening } from './useListOpening';
import { useListSelection } from './useListSelection';
import { useFilterPanelFold } from './useFilterPanelFold';
import { useRowOpening } from './useRowOpening';
import AfterFirstPaint from '@/components/AfterFirstPaint';
import { FILTER_PANEL_WIDTH } from './components/filterPanelWidth';

export type { ListColumn, RowAction } from './columns';
export type {
  ListFilterHandlers,
  ListFilterProps,
  ListMenuItem,
  ListScreenConfig,
  ListSelectionActionsProps,
} from './listScreenConfig';

const Grid = listGrid.Component;
const ColumnsDialog = lazy(() => import(/* webpackChunkName: "list-columns" */ './components/ColumnsDialog'));
const KeyboardHelpDialog = lazy(() => import(/* webpackChunkName: "list-keys" */ './components/KeyboardHelpDialog'));
const SavedViewsMenu = lazy(() => import(/* webpackChunkName: "list-views" */ './components/SavedViewsMenu'));

const WINDOW_HEIGHT = 'calc(100vh - 240px)';
const GRID_PLACEHOLDER = <Skeleton variant="rectangular" height="100%" />;
/** The page's own margin is the layout's: no second one at the sides, the grid gets the width. */
const LIST_SX = { py: 2, minWidth: 0 } as const;
const RELOAD_SX = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;
const PANEL_BESIDE_SX = { display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 } as const;
const PANEL_ABOVE_SX = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;

const useNoOwnTitle = (): string | null => null;

export function createListScreen<F extends object, Row extends ListRow>(config: ListScreenConfig<F, Row>) {
  const useOwnTitle = config.useTitle ?? useNoOwnTitle;
  const FilterPanel = config.FilterPanel && memo(config.FilterPanel);
  const TopBar = config.TopBar && memo(config.TopBar);
  const { definition, messages, Toolbar, Dialogs, SelectionActions } = config;
  const CellContext = config.CellContext ?? Fragment;
  const gridBoxSx = { height: config.gridHeight ?? WINDOW_HEIGHT, minHeight: 400, position: 'relative' } as const;

  function ListScreen({ target }: { target: ListTarget }) {
    const intl = useIntl();
    useListOpening(target, config);
    const { listState, hasFilters, rows, rowCount, view, permissions, context, answered, idle, filterKey } =
      useListData<F, Row>(definition, target);
    const on = useListIntents<F>(target);
    const { opens, open } = useRowOpening(config, context);
    const { layout } = listState;
    const columns = useListColumns(config, { context, canDelete: permissions.canDelete, onDelete: on.remove, layout });
    const selection = useListSelection({ scope: target.scope, rows, rowCount, filterKey });
    const keyboard = useListKeyboard({
      enabled: Boolean(config.keyboard),
      rows,
      pageIds: selection.pageIds,
      filterKey,
      selectable: permissions.canExport,
      open,
      toggle: selection.toggle,
    });
    const exportRows = useListExport({
      target,
      exportable: definition.csvExport?.properties,
      columns: columns.columns,
      visibility: columns.visibility,
      selection: selection.selection,
      selectedIds: selection.selectedIds,
    });
    const menuEntries = useListMenu(config.menuItems, { target, context, selectedIds: selection.selectedIds });

    const title = useOwnTitle(target.scope) ?? intl.formatMessage({ id: `${messages}.title` });
    const titleId = useId();
    const filterPanel = useFilterPanelFold(FilterPanel !== undefined, layout.filtersFolded, on.arrange);
    const filterProps: ListFilterProps<F> = { filters: listState, hasFilters, context, idle, on };

    return (
      <Stack ref={keyboard.rootRef} spacing={2} sx={LIST_SX}>
        <ListHeader
          title={title}
          titleId={titleId}
          filters={FilterPanel ? { shown: filterPanel.shown, onToggle: filterPanel.toggle } : undefined}
          onChooseColumns={definition.columns ? columns.choose : undefined}
          onShowKeys={config.keyboard ? keyboard.showKeys : undefined}
        >
          {config.savedViews && (
            <Suspense fallback={null}>
              <SavedViewsMenu target={target} />
            </Suspense>
          )}
          {Toolbar && <Toolbar />}
          <ListMenu messages={messages} canExport={permissions.canExport} selectedCount={selection.count} onExport={exportRows} entries={menuEntries} />
        </ListHeader>
        {TopBar && <TopBar {...filterProps} />}
        <Box sx={filterPanel.narrow ? PANEL_ABOVE_SX : PANEL_BESIDE_SX}>
          {FilterPanel && filterPanel.shown && (
            <Box id={FILTER_PANEL_ID} sx={{ flexShrink: 0 }}>
              {/* The filter boxes (a few dozen MUI controls) render a frame after the rows: the rows are
                  what a full navigation waits for, and the panel's place is held at its width (issue 20). */}
              <AfterFirstPaint width={FILTER_PANEL_WIDTH} height={360}>
                <FilterPanel {...filterProps} />
              </AfterFirstPaint>
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
              selection={selection.selection}
              pageIds={selection.pageIds}
              totalItems={rowCount}
              cleared={selection.cleared}
              onSelectMatching={selection.selectMatching}
              onClear={selection.clear}
              onDismissCleared={selection.dismissCleared}
            >
              {SelectionActions && (
                <SelectionActions target={target} selection={selection.selection} request={selection.request} />
              )}
            </SelectionBar>
            <Box sx={gridBoxSx}>
              {view.loading && rows.length > 0 && (
                <LinearProgress sx={RELOAD_SX} aria-label={intl.formatMessage({ id: `${messages}.loading` })} />
              )}
              {answered ? (
                <Suspense fallback={GRID_PLACEHOLDER}>
                  <CellContext>
                    <Grid
                      columns={columns.columns}
                      labelledBy={titleId}
                      emptyId={`${messages}.empty`}
                      emptyFilteredId={`${messages}.emptyFiltered`}
                      pageSize={definition.pageSize}
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
                      selection={selection.gridSelection}
                      visibility={columns.visibility}
                      onSortChange={on.sort}
                      onPageChange={on.page}
                      onSelectionChange={selection.onGridSelection}
                      onVisibilityChange={on.visibility}
                      onOpen={opens ? open : undefined}
                      pinnedField={config.pinnedField}
                      markedDates={columns.markedDates}
                      focusedId={keyboard.focusedId}
                    />
                  </CellContext>
                </Suspense>
              ) : (
                GRID_PLACEHOLDER
              )}
            </Box>
          </Stack>
        </Box>
        {Dialogs && <Dialogs />}
        {keyboard.keysShown && (
          <Suspense fallback={null}>
            <KeyboardHelpDialog open onClose={keyboard.hideKeys} />
          </Suspense>
        )}
        {columns.choosing && (
          <Suspense fallback={null}>
            <ColumnsDialog open columns={columns.choosable} hidden={layout.hidden} onChange={on.arrange} onClose={columns.stopChoosing} />
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
