/**
 * `callApi`: the only way sagas reach the API.
 *
 *   const { data } = yield call(callApi, { path: '/layout_types', params });
 *
 * Before an authenticated call with an expired session it waits for a token
 * refresh. Refreshes are single flight: the first caller triggers
 * `refreshNeeded`, which `refreshWatcher` takes with takeLeading (further
 * triggers while one runs are dropped), and every waiting caller takes the one
 * `tokenReceived` / `refreshFailed` that ends it. A failed refresh or any 401
 * answer ends the session: logout and /login (keeping the origin location).
 * Errors are thrown as ApiError for the calling saga.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import { apiFetch, type ApiRequest, type ApiResponse } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { LoginResponse } from '@/domain/api';
import { decodeTokenPayload, isSessionExpired, nowInSeconds } from '@/domain/session';
import { loggedOut } from '@/state/actions';
import { currentLocation, navigate } from '@/lib/navigation';
import { recordAnswer, recordCall } from '@/lib/recorder/recorder';
import { selectLocale } from '@/intl/selectors';
import { selectRefreshToken, selectSession, selectToken } from './selectors';
import { tokenReceived } from './sessionSlice';

export const refreshNeeded = createAction('session/refreshNeeded');
export const refreshFailed = createAction('session/refreshFailed');

export const REFRESH_PATH = '/token/refresh';
export const LOGIN_PATH = '/login';

/** Logout and go to /login, keeping where the user was. */
export function* endSession(): SagaIterator {
  const from: string = yield call(currentLocation);
  yield put(loggedOut());
  const keep = from && !from.startsWith(LOGIN_PATH) ? { state: { from } } : {};
  yield call(navigate, LOGIN_PATH, { replace: true, ...keep });
}

/** One refresh (run by refreshWatcher only). */
export function* refreshSession(): SagaIterator {
  const refreshToken: string | null = yield select(selectRefreshToken);
  const locale: string = yield select(selectLocale);
  try {
    if (!refreshToken) throw new ApiError(401, [], 'No refresh token');
    const request: ApiRequest = { method: 'POST', path: REFRESH_PATH, body: { refresh_token: refreshToken }, auth: false };
    // The flow recorder (issue 10): plain calls, no effect, nothing while it is off.
    const recorded = recordCall(request);
    let response: ApiResponse<Partial<LoginResponse> | null>;
    try {
      response = yield call(apiFetch, request, { token: null, locale });
    } catch (error) {
      void recordAnswer(recorded, { error });
      throw error;
    }
    void recordAnswer(recorded, response);
    const token = response.data?.token;
    if (!token) throw new ApiError(401, [], 'No token');
    yield put(
      tokenReceived({
        token,
        refreshToken: response.data?.refresh_token ?? refreshToken,
        payload: decodeTokenPayload(token),
      }),
    );
  } catch {
    yield put(refreshFailed());
    yield call(endSession);
  }
}

export function* refreshWatcher(): SagaIterator {
  yield takeLeading(refreshNeeded.type, refreshSession);
}

/** Waits for the refresh in progress, starting one if none runs. Throws a 401 ApiError when it fails. */
export function* awaitRefresh(): SagaIterator {
  // The take is registered before the put, so even a refresh that ends at once is seen.
  const [outcome] = yield all([take([tokenReceived.type, refreshFailed.type]), put(refreshNeeded())]);
  if (refreshFailed.match(outcome)) throw new ApiError(401, [], 'Session expired');
}

export function* callApi<T = unknown>(request: ApiRequest): SagaIterator<ApiResponse<T>> {
  const authenticated = request.auth !== false;
  if (authenticated) {
    const session: ReturnType<typeof selectSession> = yield select(selectSession);
    const now: number = yield call(nowInSeconds);
    if (session.token && isSessionExpired(session.exp, now)) yield call(awaitRefresh);
  }
  const token: string | null = authenticated ? yield select(selectToken) : null;
  const locale: string = yield select(selectLocale);
  const recorded = recordCall(request);
  try {
    const response: ApiResponse<T> = yield call(apiFetch, request, { token, locale });
    void recordAnswer(recorded, response);
    return response;
  } catch (error) {
    void recordAnswer(recorded, { error });
    if (authenticated && error instanceof ApiError && error.status === 401) yield call(endSession);
    throw error;
  }
}
