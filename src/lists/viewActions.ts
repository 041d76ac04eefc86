/**
 * Intents of the saved views and view links of a list screen (issue 11, item 6). The views
 * are the caller's, on the server (`/backend/saved_views`), cached per user and list in
 * `prefs`; src/lists/viewSagas.ts does the requests.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import type { SavedView } from '@/domain/listLink';
import type { ListTarget } from './actions';

/** The views menu opened: (re)load the user's views of this list. */
export const savedViewsRequested = createAction<{ list: string }>('lists/savedViewsRequested');
export const savedViewsReceived = createAction<{ list: string; views: SavedView[] }>('lists/savedViewsReceived');
/** Save the list's current state under a name (new view), or rename the view `id`. */
export const savedViewSaveRequested = createAction<ListTarget & { name: string; id?: number }>('lists/savedViewSaveRequested');
export const savedViewSaveSucceeded = createAction<{ key: string }>('lists/savedViewSaveSucceeded');
export const savedViewSaveFailed = createAction<{ key: string; error: SerializedApiError }>('lists/savedViewSaveFailed');
/** Show the list as the view `id` holds it. */
export const savedViewApplied = createAction<ListTarget & { id: number }>('lists/savedViewApplied');
/** Asks confirmation, then deletes the view. */
export const savedViewDeleteRequested = createAction<{ list: string; id: number; name: string }>('lists/savedViewDeleteRequested');
export const savedViewDeleteConfirmed = createAction<{ list: string; id: number; key: string }>('lists/savedViewDeleteConfirmed');
export const savedViewDeleteSucceeded = createAction<{ key: string }>('lists/savedViewDeleteSucceeded');
export const savedViewDeleteFailed = createAction<{ key: string; error: SerializedApiError }>('lists/savedViewDeleteFailed');
/** Copy a link to the list as shown now (filters, sort, columns). */
export const viewLinkCopyRequested = createAction<ListTarget>('lists/viewLinkCopyRequested');
/** The screen opened from a link (`?view=`): show that view, say what could not apply, tidy the address. */
export const viewLinkOpened = createAction<ListTarget & { view: string }>('lists/viewLinkOpened');

/** The mutation key of the save dialog (its violations and pending state). */
export const SAVED_VIEW_SAVE_KEY = 'lists/savedView';
export const SAVED_VIEW_DELETE_KEY = 'lists/savedViewDelete';
