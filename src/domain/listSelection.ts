/**
 * The selection of a list screen (issue 11, item 5): the rows the user ticked (kept across
 * pages and sorts), or every row the list's filter matches — then the selection is the filter
 * itself, resolved by the server within the user's scope, never thousands of ids in the browser.
 * Pure.
 */
import type { ListScope, QueryParams } from './listQuery';

export type ListSelection = { kind: 'ids'; ids: number[] } | { kind: 'matching'; count: number };

export const NOTHING_SELECTED: ListSelection = { kind: 'ids', ids: [] };

export const selectionCount = (selection: ListSelection): number =>
  selection.kind === 'ids' ? selection.ids.length : selection.count;

/** Ticks or unticks one row; from 'every matching row', unticking keeps the page's other rows. */
export function toggleSelected(selection: ListSelection, id: number, pageIds: readonly number[]): ListSelection {
  if (selection.kind === 'matching') return { kind: 'ids', ids: pageIds.filter((other) => other !== id) };
  return selection.ids.includes(id)
    ? { kind: 'ids', ids: selection.ids.filter((other) => other !== id) }
    : { kind: 'ids', ids: [...selection.ids, id] };
}

/** Offer 'select all N matching' once every row of the page is ticked and the filter matches more. */
export function canSelectMatching(selection: ListSelection, pageIds: readonly number[], totalItems: number): boolean {
  return (
    selection.kind === 'ids' &&
    pageIds.length > 0 &&
    totalItems > selection.ids.length &&
    pageIds.every((id) => selection.ids.includes(id))
  );
}

/** What the server acts on: the ids, or the list's scope and filter parameters. */
export function selectionRequest(
  selection: ListSelection,
  scope: ListScope,
  filterParams: QueryParams,
): { ids: number[] } | { filter: QueryParams } {
  return selection.kind === 'ids' ? { ids: selection.ids } : { filter: { ...scope, ...filterParams } };
}
