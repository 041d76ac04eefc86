/**
 * Intents of the stand screens. The list's filters, sort, page, export and delete
 * are the generic list intents (src/lists/actions.ts); these are the stands' own.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ListTarget } from '@/lists/actions';

/** The stand list opened: the single-stand check of a standist, then the generic `listOpened`. */
export const standListOpened = createAction<ListTarget>('stands/listOpened');

/** 'Importer' in the stand list's menu: to the show's import wizard. */
export const standImportRequested = createAction<{ showId: number }>('stands/importRequested');

/** The stand page opened or its id changed. */
export const standPageOpened = createAction<{ id: number }>('stands/pageOpened');
