/** Memoized selectors of the app slices (session, prefs, intl, ui). */
import { createSelector } from '@reduxjs/toolkit';
import { can, type Permission } from '@/domain/permissions';
import { pickLocale } from '@/domain/locale';
import type { RootState } from './store';

export const selectSession = (state: RootState) => state.session;
export const selectToken = (state: RootState) => state.session.token;
export const selectRefreshToken = (state: RootState) => state.session.refreshToken;
export const selectUserId = (state: RootState) => state.session.userId;
export const selectRoles = (state: RootState) => state.session.roles;
export const selectIsLoggedIn = (state: RootState) => state.session.token !== null;
export const selectLoginStatus = (state: RootState) => state.session.loginStatus;

/** `useAppSelector((s) => selectCan(s, 'layoutType.add'))` */
export const selectCan = (state: RootState, permission: Permission): boolean => can(state.session.roles, permission);

/** The show the current user last chose, or null. */
export const selectSelectedShowId = createSelector(
  [(state: RootState) => state.session.selectedShowByUser, selectUserId],
  (byUser, userId) => (userId === null ? null : (byUser[String(userId)] ?? null)),
);

const browserLanguage = (): string | null => (typeof navigator === 'undefined' ? null : navigator.language);

/** The locale in use: chosen one, else the browser's, French by default. */
export const selectLocale = (state: RootState) => pickLocale(state.intl.locale, browserLanguage());

/** The saved state of one path for the current user (filters, sorts…), or undefined. */
export function makeSelectListState<T = unknown>(path: string) {
  return createSelector(
    [(state: RootState) => state.prefs.listStateByUser, (state: RootState) => state.prefs.currentUserId],
    (byUser, userId): T | undefined =>
      userId === null ? undefined : (byUser[String(userId)]?.[path] as T | undefined),
  );
}

export const selectToasts = (state: RootState) => state.ui.toasts;
export const selectConfirm = (state: RootState) => state.ui.confirm;
export const selectModal = (state: RootState, name: string) => state.ui.modals[name] ?? closedModal;
const closedModal = { open: false, id: null } as const;
