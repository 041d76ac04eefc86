/**
 * The DataGrid of every list screen (server paging and sorting), its own chunk: the
 * page asks for its rows while this loads. Memoized, with props that only change
 * when what it shows changes, so store updates elsewhere on the page (the saved
 * filters, a request starting) do not re-render the rows.
 */
import {
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCellParams,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowClassNameParams,
  type GridRowSelectionModel,
  type GridSortDirection,
  type GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListSort } from '@/domain/listQuery';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import GlobalStyles from '@mui/material/GlobalStyles';
import { plainIcon } from '@/ui/plainIcon';
import { LIST_BUTTON_STYLES, ROW_BUTTON_CLASS, ROW_CHECKBOX_CLASS } from '../rowButton';
import { LIST_CELL_WRAP } from '../cellClasses';

/** The column of row buttons (src/lists/columns.tsx). */
export const ROW_BUTTONS_FIELD = 'actions';
/** Fields whose cells hold their own action (a click there does not open the row). */
export const ACTION_FIELDS = new Set(['__check__', ROW_BUTTONS_FIELD]);

export interface ListRow {
  id: number;
}

export interface ListGridProps {
  columns: GridColDef[];
  /**
   * The id of the element that names the grid (the page's title). Not the name itself: the
   * stand list's title changes when its show arrives, after the rows, and any prop change of the
   * grid re-renders every cell (issue 20: a whole second render of the page's 700 cells).
   */
  labelledBy: string;
  /** Message ids of the empty overlay: no row at all, no row matching the filters. */
  emptyId: string;
  emptyFilteredId: string;
  pageSize: number;
  /** Row checkboxes (kept across pages), when the selection leads to an action. */
  selectable: boolean;
  /** No pagination while every row fits on one page. */
  hideSinglePage?: boolean;
  /** Styles of the list's cells (its chips…), merged with the grid's. */
  sx?: object;
  rows: ListRow[];
  rowCount: number;
  /**
   * Only while there is nothing to show (the grid's loading overlay). A reload keeps
   * the previous rows and the page shows its own progress bar: toggling the grid's
   * `loading` re-renders every row twice per filter change.
   */
  loading: boolean;
  failed: boolean;
  hasFilters: boolean;
  sort: ListSort;
  /** 1-based. */
  page: number;
  selection: GridRowSelectionModel;
  visibility: GridColumnVisibilityModel;
  onSortChange: (sort: ListSort | null) => void;
  onPageChange: (page: number) => void;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  onVisibilityChange: (visibility: GridColumnVisibilityModel) => void;
  /** Row click (outside the action cells); none: rows do not open. */
  onOpen?: (id: number) => void;
  /**
   * The column that stays in view while the others scroll sideways (the row's name).
   * The MIT grid has no pinned columns: the cells of this one (and the checkboxes
   * before it) are made sticky, which needs them rendered: the grid's virtualizer drops
   * the columns behind the scroll direction, so a pinned grid renders every column.
   * Its rows stay virtualized: the rows the viewport holds, not the page's 50
   * (issue 20: 50 rows × 14 cells were most of the list's first render).
   */
  pinnedField?: string;
  /** The row the keyboard is on (src/lists/keyboard.ts): scrolled into view, its first cell focused, outlined. */
  focusedId?: number | null;
  /** Some date header carries '(heure de Paris)' (the browser is in another zone): headers get a fourth line. */
  markedDates?: boolean;
}

/** Headers wrap to three lines; a date header and its zone mark may take four (issue 20: 'Début installation (heure de Paris)'). */
const HEADER_HEIGHT = 60;
const MARKED_HEADER_HEIGHT = 76;

const NO_ROWS: ListRow[] = [];
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
/**
 * The grid's tooltips (its column headers' titles, sort and menu buttons): the element's native
 * title, named as MUI's Tooltip names it (`aria-label` from a text title, unless it has its own).
 * MUI's Tooltip is a Popper per header button, each rendered twice as the grid mounts (its
 * anchor is set in a state): 35 of them and a whole extra commit on the stand list's first
 * paint (issue 20), for texts such as 'Trier' shown after a second's hover.
 */
function NativeTitle({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  const text = typeof title === 'string' && title !== '' ? title : undefined;
  if (!text || !isValidElement(children)) return children;
  const own = children.props as { title?: string; 'aria-label'?: string };
  return cloneElement(children as ReactElement<{ title?: string; 'aria-label'?: string }>, {
    title: own.title ?? text,
    ...(own['aria-label'] === undefined ? { 'aria-label': text } : {}),
  });
}
/** What the grid gives its row checkbox (GridCellCheckboxRenderer): the MUI Checkbox's props it uses. */
interface RowCheckboxProps {
  checked?: boolean;
  disabled?: boolean;
  tabIndex?: number;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
  onMouseDown?: (event: MouseEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  slotProps?: { htmlInput?: Record<string, unknown> };
}

/**
 * A row's selection box: a native checkbox (its name, state and keys as the grid gives them),
 * not an MUI Checkbox per row (issue 20, session 16). Rows are never half-selected here (no tree
 * data), so `indeterminate` is not drawn.
 */
const RowCheckbox = forwardRef<HTMLSpanElement, RowCheckboxProps>(function RowCheckbox(props, ref) {
  const { checked, disabled, tabIndex, className, onChange, onClick, onMouseDown, onKeyDown, slotProps } = props;
  return (
    <span ref={ref} className={className ? `${ROW_CHECKBOX_CLASS} ${className}` : ROW_CHECKBOX_CLASS}>
      <input
        type="checkbox"
        checked={Boolean(checked)}
        disabled={disabled}
        tabIndex={tabIndex}
        onChange={onChange}
        onClick={onClick}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        {...slotProps?.htmlInput}
      />
    </span>
  );
});

/** What the grid gives its icon buttons (the headers' sort and menu buttons, its panels' clear buttons). */
interface NativeIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** MUI IconButton props the grid passes, without a meaning for a native button here. */
  size?: unknown;
  edge?: unknown;
  color?: string;
  material?: unknown;
  label?: unknown;
  touchRippleRef?: unknown;
}

/**
 * The grid's icon buttons as native buttons with the look of a small IconButton (LIST_BUTTON_STYLES):
 * two per column header (sort, menu) on every list's first render, 370 components on the stand
 * list as MUI IconButtons with their ripples and SvgIcons (issue 20, session 20).
 */
const NativeIconButton = forwardRef<HTMLButtonElement, NativeIconButtonProps>(function NativeIconButton(props, ref) {
  const { size: _size, edge: _edge, color: _color, material: _material, label: _label, touchRippleRef: _ripple, className, type, ...rest } = props;
  return <button ref={ref} type={type ?? 'button'} className={className ? `${ROW_BUTTON_CLASS} ${className}` : ROW_BUTTON_CLASS} {...rest} />;
});

// The grid's sort and menu icons (Material's ArrowUpward, ArrowDownward, MoreVert), drawn plain.
const SortedAscendingIcon = plainIcon(ArrowUpwardIcon);
const SortedDescendingIcon = plainIcon(ArrowDownwardIcon);
const ColumnMenuIcon = plainIcon(MoreVertIcon);

const SLOTS = {
  noRowsOverlay: EmptyOverlay,
  baseTooltip: NativeTitle as never,
  rowCheckbox: RowCheckbox as never,
  baseIconButton: NativeIconButton as never,
  columnSortedAscendingIcon: SortedAscendingIcon as never,
  columnSortedDescendingIcon: SortedDescendingIcon as never,
  columnMenuIcon: ColumnMenuIcon as never,
};

/** The list buttons' and plain icons' rules, inserted once per grid mount (no props: never re-rendered). */
const ListButtonStyles = memo(function ListButtonStyles() {
  return <GlobalStyles styles={LIST_BUTTON_STYLES} />;
});

/**
 * What the empty overlay says, through a context rather than the grid's slotProps:
 * a new slotProps object re-renders every row (they read the grid's root props).
 */
const OverlayContext = createContext({ filtered: false, failed: false, emptyId: '', emptyFilteredId: '' });
const GRID_SX = { '& .MuiDataGrid-row': { cursor: 'pointer' } };
/** The keyboard's row: outlined, so it shows whatever cell has the focus. */
const FOCUSED_ROW = 'list-row-focused';
const FOCUSED_SX = { [`& .${FOCUSED_ROW}`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };
const CHECKBOX_WIDTH = 50;

let scrollbarSize: number | undefined;

/**
 * The browser's scrollbar width, measured once on a small probe. Left to the grid, it measures
 * its own scrollbar element as it mounts: a forced synchronous layout of the whole page, rows
 * included (issue 20's profile: the largest single cost of the list's first render after React's).
 * Measured here, before the page is in the DOM, the layout is the probe's.
 */
function nativeScrollbarSize(): number | undefined {
  if (scrollbarSize !== undefined || typeof document === 'undefined' || !document.body) return scrollbarSize;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(probe);
  scrollbarSize = Math.max(0, probe.offsetWidth - probe.clientWidth);
  probe.remove();
  return scrollbarSize;
}
// This chunk loads before the first screen renders (src/app/preload.ts): the document is still empty.
nativeScrollbarSize();

/**
 * Headers on two lines rather than cut ('Constats en co…'); cells that ask for it
 * (`list-cell-wrap`) too, so narrow columns stay readable.
 */
const READABLE_SX = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, overflow: 'hidden' },
  '& .MuiDataGrid-columnHeaderTitleContainerContent': { overflow: 'hidden' },
  [`& .MuiDataGrid-cell.${LIST_CELL_WRAP}`]: { whiteSpace: 'normal', lineHeight: 1.25, display: 'flex', alignItems: 'center' },
  // On a phone the pagination wraps instead of scrolling sideways (a scroll area with nothing
  // focusable in it cannot be scrolled by keyboard: axe's scrollable-region-focusable).
  '& .MuiTablePagination-root': { overflow: 'visible' },
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
};

/**
 * Sticky cells for the pinned column and, before it, the checkboxes; and the row buttons at the
 * right edge (issue 20, item 1): what a row is and what can be done with it stay in view while
 * the columns between scroll sideways.
 */
function pinnedSx(field: string, selectable: boolean) {
  const sticky = { position: 'sticky', zIndex: 3, backgroundColor: 'background.paper' } as const;
  const cells = (f: string) => `& .MuiDataGrid-cell[data-field="${f}"], & .MuiDataGrid-columnHeader[data-field="${f}"]`;
  return {
    ...(selectable ? { [cells('__check__')]: { ...sticky, left: 0 } } : {}),
    [cells(field)]: {
      ...sticky,
      left: selectable ? CHECKBOX_WIDTH : 0,
      boxShadow: '2px 0 2px -1px rgba(0, 0, 0, 0.12)',
    },
    [cells(ROW_BUTTONS_FIELD)]: { ...sticky, right: 0, boxShadow: '-2px 0 2px -1px rgba(0, 0, 0, 0.12)' },
  };
}

function ListGrid(props: ListGridProps) {
  const intl = useIntl();
  const { sort, page, pageSize, failed, hasFilters, emptyId, emptyFilteredId, onSortChange, onPageChange, onOpen } = props;
  // Stable models: a new sort model object makes the grid go back to its first page.
  const sortModel: GridSortModel = useMemo(() => [{ field: sort.field, sort: sort.direction }], [sort.field, sort.direction]);
  const paginationModel: GridPaginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const pageSizeOptions = useMemo(() => [pageSize], [pageSize]);
  const { pinnedField, selectable } = props;
  const sx = useMemo(
    () => ({
      ...READABLE_SX,
      ...(onOpen ? GRID_SX : {}),
      ...(pinnedField ? pinnedSx(pinnedField, selectable) : {}),
      ...FOCUSED_SX,
      ...props.sx,
    }),
    [onOpen, pinnedField, selectable, props.sx],
  );
  const localeText = (intl.locale.startsWith('en') ? enUS : frFR).components.MuiDataGrid.defaultProps.localeText;
  const overlay = useMemo(
    () => ({ filtered: hasFilters, failed, emptyId, emptyFilteredId }),
    [hasFilters, failed, emptyId, emptyFilteredId],
  );

  // The rows and their count go in through the grid's API after the first render.
  // As props, each new page would re-render every cell once more with the old rows
  // (every cell reads the grid's root props) before the grid applies the new ones.
  const apiRef = useGridApiRef();
  const rows = failed ? NO_ROWS : props.rows;
  const rowCount = failed ? 0 : props.rowCount;
  // The count is uncontrolled (initialState): a controlled `rowCount` ignores setRowCount.
  const [initial] = useState(() => ({ rows, rowCount, state: { pagination: { rowCount } }, scrollbarSize: nativeScrollbarSize() }));
  const applied = useRef(initial);
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    if (applied.current.rows !== rows) api.setRows(rows);
    if (applied.current.rowCount !== rowCount) api.setRowCount(rowCount);
    applied.current = { ...applied.current, rows, rowCount };
  }, [apiRef, rows, rowCount]);
  // Every column rendered (sticky cells), rows virtualized. An effect, not a layout effect: the
  // grid's own mount effect (a child's, so before this one) sets its virtualization from its props.
  useEffect(() => {
    if (pinnedField) apiRef.current?.unstable_setColumnVirtualization(false);
  }, [apiRef, pinnedField]);
  const { focusedId } = props;
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api || focusedId === null || focusedId === undefined) return;
    const rowIndex = api.getRowIndexRelativeToVisibleRows(focusedId);
    if (rowIndex === undefined || rowIndex < 0) return;
    api.scrollToIndexes({ rowIndex });
    const field = props.columns.find((column) => column.field !== '__check__')?.field;
    if (field) api.setCellFocus(focusedId, field);
    // The columns' identity changes with the layout; the focus moves only with the row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiRef, focusedId]);
  const rowClassName = useCallback(
    (params: GridRowClassNameParams) => (params.id === focusedId ? FOCUSED_ROW : ''),
    [focusedId],
  );
  const handlers = useMemo(
    () => ({
      sort(model: GridSortModel) {
        const first = model[0];
        onSortChange(first && first.sort ? { field: first.field, direction: first.sort } : null);
      },
      page(model: GridPaginationModel) {
        onPageChange(model.page + 1);
      },
      cellClick(params: GridCellParams) {
        if (!onOpen || ACTION_FIELDS.has(params.field)) return;
        onOpen(Number(params.id));
      },
    }),
    [onSortChange, onPageChange, onOpen],
  );

  return (
    <OverlayContext.Provider value={overlay}>
      <ListButtonStyles />
      <DataGrid
        apiRef={apiRef}
        aria-labelledby={props.labelledBy}
        rows={initial.rows}
        columns={props.columns}
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
        pageSizeOptions={pageSizeOptions}
        hideFooterPagination={props.hideSinglePage === true && rowCount <= pageSize}
        onPaginationModelChange={handlers.page}
        checkboxSelection={props.selectable}
        scrollbarSize={initial.scrollbarSize}
        columnHeaderHeight={props.markedDates ? MARKED_HEADER_HEIGHT : HEADER_HEIGHT}
        keepNonExistentRowsSelected
        disableRowSelectionOnClick
        disableRowSelectionExcludeModel
        rowSelectionModel={props.selection}
        onRowSelectionModelChange={props.onSelectionChange}
        columnVisibilityModel={props.visibility}
        onColumnVisibilityModelChange={props.onVisibilityChange}
        onCellClick={handlers.cellClick}
        getRowClassName={rowClassName}
        slots={SLOTS}
        sx={sx}
      />
    </OverlayContext.Provider>
  );
}

function EmptyOverlay() {
  const intl = useIntl();
  const { filtered, failed, emptyId, emptyFilteredId } = useContext(OverlayContext);
  if (failed) return null;
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">
        {intl.formatMessage({ id: filtered ? emptyFilteredId : emptyId })}
      </Typography>
    </Box>
  );
}

export default memo(ListGrid);
