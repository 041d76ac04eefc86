/**
 * The state of any server-side list screen (filters, sort, page) and its
 * translation into API Platform parameters. Pure: no React, no store. A list
 * declares what is its own (its filters, their defaults, how a saved value is
 * read back, which parameters they give) in a `ListDefinition`; the rules every
 * list shares (a filter change goes back to page 1, a reset keeps the sort, a
 * saved state is read back defensively…) live here once.
 *
 * The state is flat: the filters' fields, then `sort` and `page`, as saved per
 * user and per path in `prefs` (src/lists/prefsSlice.ts applies the changes).
 */
import type { Permission } from './permissions';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<C extends string = string> {
  field: C;
  direction: SortDirection;
}

export type ListState<F extends object = Record<string, unknown>, C extends string = string> = F & {
  sort: ListSort<C>;
  /** 1-based. */
  page: number;
  /** How the user arranged the screen: kept by a reset, like the sort. */
  layout: ListLayout;
};

/** The user's arrangement of a list screen, saved with its state. */
export interface ListLayout {
  /** Data columns in the user's order; a column missing here follows, in the definition's order. */
  order: string[];
  /** Columns the user hid. */
  hidden: string[];
  /** The filter panel folded away, for more room. */
  filtersFolded: boolean;
}

export const DEFAULT_LIST_LAYOUT: ListLayout = { order: [], hidden: [], filtersFolded: false };

/** Query parameters as they go on the URL: array values repeat their key (`status[]=a&status[]=b`). */
export type QueryParams = Record<string, string | string[]>;

/** What a list's parameters may depend on besides its state: the user's permissions. */
export interface ListContext {
  can: (permission: Permission) => boolean;
}

export interface ListDefinition<F extends object = Record<string, unknown>, C extends string = string> {
  /** Unique name: the reducer and the sagas find the definition by it. */
  id: string;
  /** The entity type (and collection) the rows come from. */
  resource: string;
  pageSize: number;
  /** API properties the server orders by, in column order; any other sort falls back to the default. */
  sortable: readonly C[];
  /** The data columns the user may hide and reorder, in their default order (none: the layout keeps no columns). */
  columns?: readonly string[];
  defaultSort: ListSort<C>;
  defaultFilters: F;
  /** The filters of a saved object: anything missing or malformed takes its default. */
  normalizeFilters: (raw: Record<string, unknown>) => F;
  /** The API parameters the filters give (not the scope, order or paging). */
  filterParams?: (filters: F, context: ListContext) => QueryParams;
  /**
   * Changes with rules beyond a patch (a slider that leaves a bucket…): name →
   * the patch it gives from the current filters and its argument.
   */
  transitions?: Record<string, (filters: F, arg: never) => Partial<F>>;
  /** The CSV export of the list (GET `path` with `properties[]`, `id[]`), when it has one. */
  csvExport?: {
    path: string;
    /** Properties that may be exported, in file order. */
    properties: readonly string[];
    permission: Permission;
    /** The toast when the download fails. */
    failedMessageId: string;
  };
  /** Message ids of the row delete, when rows can be deleted from the list. */
  deletion?: {
    permission: Permission;
    titleId?: string;
    confirmId: string;
    /** Default 'Suppression réussie !' / 'Suppression impossible'. */
    successId?: string;
    failedId?: string;
  };
}

/** The change intents a list screen sends; applied by `applyListChange`. */
export type ListChange =
  | { kind: 'filters'; patch: Record<string, unknown> }
  | { kind: 'transition'; name: string; arg: unknown }
  | { kind: 'sort'; sort: ListSort | null }
  | { kind: 'page'; page: number }
  | { kind: 'layout'; patch: Partial<ListLayout> }
  | { kind: 'reset' }
  /** A whole state at once (a saved view, a shared link), read back defensively, on page 1. */
  | { kind: 'replace'; state: Record<string, unknown> };

/** The base parameters of one list on screen: its scope (`{show: '3'}`). */
export type ListScope = Readonly<Record<string, string>>;

export const defaultListState = <F extends object, C extends string>(def: ListDefinition<F, C>): ListState<F, C> =>
  ({ ...def.defaultFilters, sort: def.defaultSort, page: 1, layout: DEFAULT_LIST_LAYOUT }) as ListState<F, C>;

/** A saved layout read back: unknown or repeated columns dropped, the rest as saved. */
export function normalizeListLayout(columns: readonly string[] | undefined, raw: unknown): ListLayout {
  const r = asObject(raw);
  const known = (v: unknown): string[] =>
    Array.isArray(v) ? [...new Set(v.filter((c): c is string => typeof c === 'string' && (columns ?? []).includes(c)))] : [];
  const order = known(r.order);
  const hidden = known(r.hidden);
  const filtersFolded = r.filtersFolded === true;
  if (!order.length && !hidden.length && !filtersFolded) return DEFAULT_LIST_LAYOUT;
  return { order, hidden, filtersFolded };
}

/** The columns in the user's order: those of `layout.order` first, the others after in their own order. */
export function orderColumns<T extends { field: string }>(columns: readonly T[], layout: ListLayout): T[] {
  const rank = (field: string) => {
    const at = layout.order.indexOf(field);
    return at < 0 ? layout.order.length : at;
  };
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column.field) - rank(b.column.field) || a.index - b.index)
    .map(({ column }) => column);
}

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * A saved state read back from browser storage: anything missing or malformed
 * takes its default, so an older or tampered entry never breaks the screen.
 */
export function normalizeListState<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  raw: unknown,
): ListState<F, C> {
  if (!raw || typeof raw !== 'object') return defaultListState(def);
  const r = raw as Record<string, unknown>;
  const sort = asObject(r.sort);
  const field = def.sortable.find((c) => c === sort.field);
  return {
    ...def.normalizeFilters(r),
    sort: field ? { field, direction: sort.direction === 'desc' ? 'desc' : 'asc' } : def.defaultSort,
    page: typeof r.page === 'number' && r.page >= 1 ? Math.floor(r.page) : 1,
    layout: normalizeListLayout(def.columns, r.layout),
  } as ListState<F, C>;
}

/** The filter part of a state (sort and page left out). */
function filtersOf<F extends object>(state: ListState<F>): F {
  const { sort: _sort, page: _page, layout: _layout, ...filters } = state;
  return filters as unknown as F;
}

/** Any change of filter goes back to page 1. */
export function withFilters<F extends object, C extends string>(
  state: ListState<F, C>,
  patch: Partial<F>,
): ListState<F, C> {
  return { ...state, ...patch, page: 1 };
}

/** A sort the server cannot apply (or none) is the default sort; back to page 1. */
export function withSort<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  state: ListState<F, C>,
  sort: ListSort | null,
): ListState<F, C> {
  const field = sort ? def.sortable.find((c) => c === sort.field) : undefined;
  return { ...state, sort: sort && field ? { field, direction: sort.direction } : def.defaultSort, page: 1 };
}

export function withPage<S extends { page: number }>(state: S, page: number): S {
  return { ...state, page: Math.max(1, Math.floor(page) || 1) };
}

/** Reset keeps the sort and the layout (view choices), clears every filter and goes back to page 1. */
export function resetFilters<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  state: ListState<F, C>,
): ListState<F, C> {
  return { ...defaultListState(def), sort: state.sort, layout: state.layout };
}

/** A filter set to what it already is (a search typed back) changes nothing, not even the page. */
const changesNothing = (state: object, patch: object): boolean =>
  Object.entries(patch).every(
    ([key, value]) => JSON.stringify((state as Record<string, unknown>)[key]) === JSON.stringify(value),
  );

/** The next state of a change; the same object when the change changes nothing. */
export function applyListChange<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  state: ListState<F, C>,
  change: ListChange,
): ListState<F, C> {
  let next: ListState<F, C>;
  switch (change.kind) {
    case 'filters':
      if (changesNothing(state, change.patch)) return state;
      next = withFilters(state, change.patch as Partial<F>);
      break;
    case 'transition': {
      const transition = def.transitions?.[change.name];
      if (!transition) return state;
      const patch = transition(filtersOf(state), change.arg as never);
      if (changesNothing(state, patch)) return state;
      next = withFilters(state, patch);
      break;
    }
    case 'sort':
      next = withSort(def, state, change.sort);
      break;
    case 'page':
      next = withPage(state, change.page);
      break;
    case 'reset':
      next = resetFilters(def, state);
      break;
    case 'layout':
      // The rows stay as they are: same page, same request.
      next = { ...state, layout: { ...state.layout, ...change.patch } };
      break;
    case 'replace':
      next = normalizeListState(def, { ...change.state, page: 1 });
      break;
  }
  const normalized = normalizeListState(def, next);
  return JSON.stringify(normalized) === JSON.stringify(state) ? state : normalized;
}

const contextOf = (context: ListContext | undefined): ListContext => context ?? { can: () => true };

/** The filter parameters alone (no scope, order or paging). */
export function toFilterParams<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  state: ListState<F, C>,
  context?: ListContext,
): QueryParams {
  return def.filterParams ? def.filterParams(filtersOf(state), contextOf(context)) : {};
}

/** The collection request of one state: scope, filters, order, page. */
export function toListParams<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  scope: ListScope,
  state: ListState<F, C>,
  context?: ListContext,
): QueryParams {
  const params: QueryParams = { ...scope, ...toFilterParams(def, state, context) };
  params[`order[${state.sort.field}]`] = state.sort.direction;
  params.page = String(Math.max(1, Math.floor(state.page) || 1));
  params.itemsPerPage = String(def.pageSize);
  return params;
}

/** True when a filter narrows the list (sort and page do not count). */
export function hasActiveFilters<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  state: ListState<F, C>,
  context?: ListContext,
): boolean {
  return Object.keys(toFilterParams(def, state, context)).length > 0;
}

/**
 * Parameters of the CSV export: the selected rows, or every row of the scope when
 * none is selected, with the visible exportable columns in the grid's order (all when none is visible),
 * in the list's sort (the server breaks ties by id; no sort: the server's default).
 * The scope goes along in both cases: the server names the file from it.
 */
export function toExportParams(
  properties: readonly string[],
  scope: ListScope,
  selectedIds: ReadonlyArray<number | string>,
  visibleColumns: readonly string[],
  sort: ListSort | null,
): QueryParams {
  const params: QueryParams = { ...scope };
  if (selectedIds.length) params['id[]'] = selectedIds.map(String);
  // In the order the grid shows them (the user may have moved columns).
  const visible = visibleColumns.filter((c, i) => properties.includes(c) && visibleColumns.indexOf(c) === i);
  params['properties[]'] = visible.length ? visible : [...properties];
  if (sort) params[`order[${sort.field}]`] = sort.direction;
  return params;
}

/** The last page that holds rows (1 when there are none). */
export const lastPage = (totalItems: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totalItems / pageSize));

/** `a=1&b%5B%5D=x&b%5B%5D=y`, keys in insertion order. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.append(key, value);
  }
  return search.toString();
}
