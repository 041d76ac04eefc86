/** The current user's saved views of a list (prefs), memoized per list. */
import { createSelector } from '@reduxjs/toolkit';
import type { SavedView } from '@/domain/listLink';
import type { RootState } from '@/state/rootState';

const NO_VIEWS: SavedView[] = [];

export const selectSavedViews = createSelector(
  [
    (state: RootState) => state.prefs.currentUserId,
    (state: RootState) => state.prefs.savedViewsByUser,
    (_state: RootState, list: string) => list,
  ],
  (userId, byUser, list): SavedView[] => (userId === null ? NO_VIEWS : (byUser?.[String(userId)]?.[list] ?? NO_VIEWS)),
);
