/**
 * Intents of the stand screens. Views dispatch these; src/features/stands/sagas.ts
 * turns them into saved list state (prefs), API calls and navigation.
 * `path` is the list's route path (`/salons/3/stands`): the key its state is saved under.
 */
import { createAction } from '@reduxjs/toolkit';
import type { StandListColumn, StandListFilters, StandListSort } from '@/domain/standListQuery';
import type { SurfaceBucket } from '@/domain/standListSurface';

export interface StandListTarget {
  showId: number;
  path: string;
}

/** The list screen opened (or its show changed): single-stand check, then load. */
export const standListOpened = createAction<StandListTarget>('stands/listOpened');
/**
 * A first load of the app on the list's address: its rows are asked for before the
 * first render (app/preload.ts); the screen's own `standListOpened` then finds them
 * coming rather than asking again.
 */
export const standListPrefetched = createAction<StandListTarget>('stands/listPrefetched');
/** Reload the list as saved (retry after an error). */
export const standListReloadRequested = createAction<StandListTarget>('stands/listReloadRequested');

export const standListFiltersChanged = createAction<StandListTarget & { patch: Partial<StandListFilters> }>(
  'stands/listFiltersChanged',
);
/** Every keystroke of the search box; the saga waits for a pause before it loads. */
export const standListSearchTyped = createAction<StandListTarget & { search: string }>('stands/listSearchTyped');
export const standListSurfaceRangeChanged = createAction<StandListTarget & { range: [number, number] }>(
  'stands/listSurfaceRangeChanged',
);
export const standListSurfaceBucketChanged = createAction<StandListTarget & { bucket: SurfaceBucket | null }>(
  'stands/listSurfaceBucketChanged',
);
export const standListSortChanged = createAction<StandListTarget & { sort: StandListSort | null }>(
  'stands/listSortChanged',
);
export const standListPageChanged = createAction<StandListTarget & { page: number }>('stands/listPageChanged');
export const standListReset = createAction<StandListTarget>('stands/listReset');

/** Export the selected stands (or every stand of the show when `ids` is empty) with these columns. */
export const standExportRequested = createAction<{ showId: number; ids: number[]; columns: StandListColumn[] }>(
  'stands/exportRequested',
);

/** Asks confirmation, deletes, then reloads the list. */
export const standDeleteRequested = createAction<{ id: number }>('stands/deleteRequested');

/** The stand page opened or its id changed. */
export const standPageOpened = createAction<{ id: number }>('stands/pageOpened');
