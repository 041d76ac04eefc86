/** What the login page reads and the intents it sends. */
import { useCallback } from 'react';
import { useIsLoggedIn } from '@/features/session/hooks';
import { selectLoginStatus } from '@/features/session/selectors';
import { loginRequested, logoutRequested } from '@/features/session/sessionSlice';
import { selectDisplayName } from '@/features/session/userSelectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { trimLogin, type LoginValues } from './forms/loginSchema';

/** Logged in or not (and as whom), a login under way; the login (back to `from` after it), the logout. */
export function useLogin(from: string | null) {
  const dispatch = useAppDispatch();
  return {
    loggedIn: useIsLoggedIn(),
    pending: useAppSelector(selectLoginStatus) === 'pending',
    name: useAppSelector(selectDisplayName),
    login: useCallback((values: LoginValues) => dispatch(loginRequested({ ...trimLogin(values), from })), [dispatch, from]),
    logout: useCallback(() => dispatch(logoutRequested()), [dispatch]),
  };
}
