/**
 * Intents of every list screen (createListScreen). A target names the list (its
 * definition's id), the path its state is saved under and its scope (`{show: '3'}`).
 * The prefs reducer applies `listChanged`; src/lists/sagas.ts does the requests.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ListChange, ListScope } from '@/domain/listQuery';

export interface ListTarget {
  list: string;
  path: string;
  scope: ListScope;
}

/** The screen opened: load its list (unless `requested`: a feature's saga already asked for it). */
export const listOpened = createAction<ListTarget & { requested?: boolean }>('lists/opened');
/** The screen went away: its list is no longer reloaded after writes of its resource. */
export const listClosed = createAction<ListTarget>('lists/closed');
/**
 * A first load of the app on a list's address: its rows are asked for before the
 * first render (app/preload.ts); `listOpened` then finds them coming.
 */
export const listPrefetched = createAction<ListTarget>('lists/prefetched');
/** Reload the list as saved (retry after an error). */
export const listReloadRequested = createAction<ListTarget>('lists/reloadRequested');
/** A filter, sort, page or reset: applied to the saved state by the prefs reducer, then loaded. */
export const listChanged = createAction<ListTarget & { change: ListChange }>('lists/changed');
/** Every keystroke of a search box; the saga waits for a pause before it changes the list. */
export const listSearchTyped = createAction<ListTarget & { search: string }>('lists/searchTyped');
/**
 * Export the selected rows (or every row of the scope when `ids` is empty) with these columns;
 * `matching`: every row the list's filter matches (the selection 'all N rows').
 */
export const listExportRequested = createAction<ListTarget & { ids: number[]; columns: string[]; matching?: boolean }>(
  'lists/exportRequested',
);
/** Asks confirmation, deletes, then reloads the list. */
export const listRowDeleteRequested = createAction<ListTarget & { id: number }>('lists/rowDeleteRequested');
