/**
 * A list's view as a link (issue 11, item 6): the filters, sort and column layout of a list
 * state in one URL parameter (`?view=`), so a colleague opening the link sees the same list.
 * Pure. What the colleague may see is still the server's scope; here a value this list does
 * not know (a status that does not exist, a column it has not, a sort it cannot apply) is
 * dropped and named, so the screen can say so. The page is not part of a view.
 */
import { defaultListState, normalizeListState, type ListDefinition, type ListState } from './listQuery';

/** The URL parameter that carries a view. */
export const VIEW_PARAM = 'view';

/** A view: the filters that differ from the list's defaults, then the sort and the layout if not the default. */
interface ViewPayload {
  f?: Record<string, unknown>;
  s?: unknown;
  l?: unknown;
}

/** Base64url of UTF-8 text (accents in a search survive; no `+`, `/` or `=` in the URL). */
function toBase64Url(text: string): string {
  const bytes = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const bytes = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return decodeURIComponent(Array.from(bytes, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The filter part of a state. */
function filtersOf(state: ListState<object>): Record<string, unknown> {
  const { sort: _sort, page: _page, layout: _layout, ...filters } = state as unknown as Record<string, unknown>;
  return filters;
}

/** The view of a state, as the value of `?view=`. */
export function encodeListView<F extends object, C extends string>(def: ListDefinition<F, C>, state: ListState<F, C>): string {
  const defaults = defaultListState(def);
  const filters = filtersOf(state);
  const defaultFilters = filtersOf(defaults);
  const payload: ViewPayload = {};
  const changed = Object.fromEntries(Object.entries(filters).filter(([key, value]) => !same(value, defaultFilters[key])));
  if (Object.keys(changed).length) payload.f = changed;
  if (!same(state.sort, defaults.sort)) payload.s = state.sort;
  if (!same(state.layout, defaults.layout)) payload.l = state.layout;
  return toBase64Url(JSON.stringify(payload));
}

export interface DecodedListView<F extends object, C extends string> {
  /** The state to show: the view's values this list knows, its defaults elsewhere, page 1. */
  state: ListState<F, C>;
  /** What the view held that this list could not apply: filter names, `sort`, `layout`. */
  dropped: string[];
}

/** A `?view=` value read back; null when it is not a view at all (cut, tampered). */
export function decodeListView<F extends object, C extends string>(
  def: ListDefinition<F, C>,
  encoded: string,
): DecodedListView<F, C> | null {
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const { f, s, l } = payload as ViewPayload;
  const given = f && typeof f === 'object' && !Array.isArray(f) ? f : {};
  const raw = { ...given, ...(s !== undefined && { sort: s }), ...(l !== undefined && { layout: l }), page: 1 };
  const state = normalizeListState(def, raw);
  const read = filtersOf(state);
  const dropped = Object.keys(given).filter((key) => !(key in read) || !same(read[key], given[key]));
  if (s !== undefined && !same(state.sort, s)) dropped.push('sort');
  if (l !== undefined && !same(state.layout, { ...state.layout, ...(l as object) })) dropped.push('layout');
  return { state, dropped };
}

/** The state a saved view keeps (no page: a view reopens on page 1). */
export function viewStateOf<F extends object, C extends string>(state: ListState<F, C>): Record<string, unknown> {
  const { page: _page, ...rest } = state as unknown as Record<string, unknown>;
  return rest;
}

/** A saved view as `/backend/saved_views` gives it (the caller's own). */
export interface SavedView {
  '@id': string;
  '@type': 'SavedView';
  id: number;
  /** The list definition's id. */
  list: string;
  name: string;
  /** Filters, sort and layout, read back with the list's rules. */
  state: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}
