import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/state/rootState';

/** The saved state of one path for the current user (filters, sorts…), or undefined. */
export function makeSelectListState<T = unknown>(path: string) {
  return createSelector(
    [(state: RootState) => state.prefs.listStateByUser, (state: RootState) => state.prefs.currentUserId],
    (byUser, userId): T | undefined =>
      userId === null ? undefined : (byUser[String(userId)]?.[path] as T | undefined),
  );
}
