import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/state/rootState';
import { roleLabelId } from '@/domain/roles';

/** The logged-in user's record (GET /users/{id}/me), once fetched. */
export const selectCurrentUser = createSelector(
  [(state: RootState) => state.entities.users.entities, (state: RootState) => state.session.userId],
  (users, userId) => (userId === null ? null : (users[userId] ?? null)),
);

/** Name shown in the top bar: full name once known, else the login identifier. */
export const selectDisplayName = createSelector(
  [selectCurrentUser, (state: RootState) => state.session.username],
  (user, username) => user?.fullName || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || username || '',
);

export const selectRoleLabelId = createSelector([(state: RootState) => state.session.roles], (roles) =>
  roleLabelId(roles),
);
