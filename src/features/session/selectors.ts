/** Memoized selectors of the session: token, user, roles, permissions, current show. */
import { createSelector } from '@reduxjs/toolkit';
import { can, type Permission } from '@/domain/permissions';
import type { RootState } from '@/state/rootState';

export const selectSession = (state: RootState) => state.session;
export const selectToken = (state: RootState) => state.session.token;
export const selectRefreshToken = (state: RootState) => state.session.refreshToken;
export const selectUserId = (state: RootState) => state.session.userId;
export const selectRoles = (state: RootState) => state.session.roles;
export const selectIsLoggedIn = (state: RootState) => state.session.token !== null;
export const selectLoginStatus = (state: RootState) => state.session.loginStatus;
export const selectExternalLoginPending = (state: RootState): boolean => state.session.externalLoginPending ?? false;
export const selectExternalLoginError = (state: RootState) => state.session.externalLoginError ?? null;
export const selectExternalLoginConfirm = (state: RootState): boolean => state.session.externalLoginConfirm ?? false;

/** `useAppSelector((s) => selectCan(s, 'layoutType.add'))` */
export const selectCan = (state: RootState, permission: Permission): boolean => can(state.session.roles, permission);

/** The show the current user last chose, or null. */
export const selectSelectedShowId = createSelector(
  [(state: RootState) => state.session.selectedShowByUser, selectUserId],
  (byUser, userId) => (userId === null ? null : (byUser[String(userId)] ?? null)),
);
