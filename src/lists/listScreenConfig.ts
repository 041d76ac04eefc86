/**
 * What a list screen is declared with (`createListScreen(config)`) and what its parts
 * get: the filter components, the menu's entries, the selection actions. Types only,
 * so the screen's hooks and the features read them without importing the screen.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Params } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ListContext, ListDefinition, ListScope, ListSort, ListState, QueryParams } from '@/domain/listQuery';
import type { ListSelection } from '@/domain/listSelection';
import type { Permission } from '@/domain/permissions';
import type { ListTarget } from './actions';
import type { ListColumn, RowAction } from './columns';
import type { ListRow } from './components/ListGrid';

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
  /** The grid's sort (a quick sort of the top bar); the screen's intents always have it. */
  sort?: (sort: ListSort | null) => void;
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
}

export interface ListScreenConfig<F extends object, Row extends ListRow> {
  definition: ListDefinition<F, string>;
  /** Message id prefix of the screen's texts (`standList`). */
  messages: string;
  /** The list's scope from the address's parameters; null sends the user to /404. */
  scope: (params: Params) => ListScope | null;
  /**
   * A hook naming what the list is of (the stand list: 'Stands — <its show>'), null while unknown:
   * the title then reads `<messages>.title`.
   */
  useTitle?: (scope: ListScope) => string | null;
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
  /**
   * Around the grid: what its cells read, loaded once for the screen and given through a React
   * context (the variables' labels of the notifications' subjects), so no cell runs a query or
   * reads the store itself (50 cells, 50 subscriptions).
   */
  CellContext?: ComponentType<{ children: ReactNode }>;
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
