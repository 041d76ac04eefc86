/** What the login page reads and the intents it sends. */
import { useCallback, useEffect, useMemo } from 'react';
import { readExternalLoginLink } from '@/domain/externalLogin';
import { useIsLoggedIn } from '@/features/session/hooks';
import { selectExternalLoginConfirm, selectExternalLoginError, selectExternalLoginPending, selectLoginStatus } from '@/features/session/selectors';
import {
  externalLoginContinued,
  externalLoginDeclined,
  externalLoginRequested,
  loginRequested,
  logoutRequested,
} from '@/features/session/sessionSlice';
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

/**
 * The external sign-in link (`?source={token}&provider={reference}`) in the address `search`:
 * sent once it is there (the saga then takes it out of the address); its progress and, once
 * refused, why; while someone is logged in, the question whether to switch, and its two answers.
 */
export function useExternalLogin(search: string) {
  const dispatch = useAppDispatch();
  const link = useMemo(() => readExternalLoginLink(search), [search]);
  useEffect(() => {
    if (link) dispatch(externalLoginRequested(link));
  }, [dispatch, link]);
  return {
    pending: useAppSelector(selectExternalLoginPending),
    failure: useAppSelector(selectExternalLoginError),
    confirm: useAppSelector(selectExternalLoginConfirm),
    currentName: useAppSelector(selectDisplayName),
    switchAccount: useCallback(() => dispatch(externalLoginContinued()), [dispatch]),
    stay: useCallback(() => dispatch(externalLoginDeclined()), [dispatch]),
  };
}
