/**
 * Session flows: login, logout, the current user, the show switcher, and the
 * language switch. Token refresh and 401 handling live in ./callApi.ts.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, endSession, refreshWatcher } from './callApi';
import { localeChosen, localeSet, isLocale } from '@/intl/intlSlice';
import { navigate, preloadScreen } from '@/lib/navigation';
import { loadMessages } from '@/intl/intl';
import { selectLocale } from '@/intl/selectors';
import { findLanding } from './landing';
import { selectIsLoggedIn, selectRefreshToken, selectUserId } from './selectors';
import {
  externalLoginConfirmAsked,
  externalLoginContinued,
  externalLoginDeclined,
  externalLoginFailed,
  externalLoginRequested,
  externalLoginStarted,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  showEntered,
  showSelected,
  showSwitched,
  tokenReceived,
  type LoginFailure,
} from './sessionSlice';
import { errorToast, successToast } from '@/ui/toasts';
import { toastShown } from '@/ui/uiSlice';
import type { ApiResponse } from '@/api/client';
import { ApiError, serializeError, type SerializedApiError } from '@/api/errors';
import { LOGIN_REFUSAL, type ExternalLoginBody, type LoginResponse, type Me } from '@/domain/api';
import { EXTERNAL_LOGIN_REFUSAL } from '@/domain/gateway';
import { decodeTokenPayload } from '@/domain/session';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { selectEntityById } from '@/entities/selectors';
import { requestItem } from '@/entities/sagas';
import type { RootState } from '@/state/rootState';
import { loggedOut } from '@/state/actions';
import { appStarted, meRequested } from './actions';

export const LOGIN_CHECK_PATH = '/login_check';
export const mePath = (userId: number): string => `/users/${userId}/me`;

/** GET /users/{id}/me into entities.users. Returns the user, or null when it fails. */
export function* fetchMe(): SagaIterator<Me | null> {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return null;
  try {
    const response: ApiResponse<Me> = yield call(callApi, { path: mePath(userId) });
    yield put(entitiesReceived({ type: 'users', items: [response.data] }));
    return response.data;
  } catch {
    return null;
  }
}

/** Where a successful login goes: the kept origin, else the home (which redirects further). */
export const afterLoginPath = (from: string | null | undefined): string =>
  from && from.startsWith('/') && !from.startsWith('/login') ? from : '/';

/**
 * Why a login failed, in the user's words: a wrong identifier or password is the spec's 'La
 * connexion a échoué...' (part 2 §8), the general message; the account disabled; too many
 * attempts, with the wait the server gives (`Retry-After`); the server out of reach (network) or
 * unavailable (5xx, 503 while its database is down).
 */
export function loginFailureMessage(error: SerializedApiError): LoginFailure {
  const { status, description, retryAfter } = error;
  if (status === 401) {
    return { messageId: description === LOGIN_REFUSAL.accountDisabled ? 'login.failed.disabled' : 'login.failed' };
  }
  if (status === 429) {
    if (retryAfter === undefined) return { messageId: 'login.failed.tooManyAttempts' };
    if (retryAfter < 60) return { messageId: 'login.failed.tooManyAttemptsSeconds', values: { seconds: Math.max(1, retryAfter) } };
    return { messageId: 'login.failed.tooManyAttemptsMinutes', values: { minutes: Math.ceil(retryAfter / 60) } };
  }
  if (status === 0) return { messageId: 'login.failed.unreachable' };
  if (status >= 500) return { messageId: 'login.failed.unavailable' };
  return { messageId: 'login.failed' };
}

/** The role's landing page when the login goes to the home; null when it goes back to a kept origin. */
function* landingAfterLogin(kept: string): SagaIterator<string | null> {
  if (kept !== '/') return null;
  const landing: string | null = yield call(findLanding);
  return landing;
}

/** The tokens of a login: stored as the session (what the JWT says with them). */
function* sessionReceived(response: ApiResponse<LoginResponse>): SagaIterator {
  const { token, refresh_token: refreshToken } = response.data ?? ({} as LoginResponse);
  if (!token) throw new ApiError(502);
  yield put(tokenReceived({ token, refreshToken, payload: decodeTokenPayload(token) }));
}

/**
 * After the session is stored, whatever the login: the profile, the language, then the page —
 * `kept` (a path), or the role's landing page when it is the home.
 */
function* completeLogin(kept: string): SagaIterator {
  // The role's page is decided here, so the user lands on it once (not on the home first); it
  // reads the token's roles, not the profile: both requests at once (issue 20).
  const [me, landing]: [Me | null, string | null] = yield all([call(fetchMe), call(landingAfterLogin, kept)]);
  // The catalogue first: the login form does not turn English on its own before the page goes,
  // and the logged-in screens' part of it is in before the first of them renders.
  const locale = me && isLocale(me.languagePreference) ? me.languagePreference : null;
  try {
    yield call(loadMessages, locale ?? (yield select(selectLocale)), 'all');
  } catch {
    // A catalogue chunk that did not come (network): the page asks for it again as it renders;
    // the login must not die of it (an uncaught error here would stop every saga).
  }
  if (locale) yield put(localeSet(locale));
  yield put(loginSucceeded());
  yield put(successToast('login.success'));
  yield call(navigate, landing ?? kept, { replace: true });
}

export function* login(action: ReturnType<typeof loginRequested>): SagaIterator {
  const { username, password, from } = action.payload;
  // The page the user will land on (the home, which most roles stay on, or the kept origin) loads
  // while the password is checked: its chunks were asked for only at the navigation (issue 20).
  yield call(preloadScreen, afterLoginPath(from));
  try {
    const response: ApiResponse<LoginResponse> = yield call(callApi, {
      method: 'POST',
      path: LOGIN_CHECK_PATH,
      body: { _username: username, _password: password },
      auth: false,
    });
    yield call(sessionReceived, response);
  } catch (e) {
    yield put(loginFailed());
    yield put(toastShown({ severity: 'error', ...loginFailureMessage(serializeError(e)) }));
    return;
  }
  yield call(completeLogin, afterLoginPath(from));
}

export const LOGIN_PATH = '/login';

/**
 * Why an external sign-in failed, shown on the login page: the server's description of a 401
 * translated (an invalid or expired link, a closed show, an account that signs in with its
 * password, a disabled account), else what a password login would say (too many attempts,
 * server out of reach or unavailable).
 */
export function externalLoginFailureMessage(error: SerializedApiError): LoginFailure {
  if (error.status === 401) {
    if (error.description === EXTERNAL_LOGIN_REFUSAL.showClosed) return { messageId: 'login.external.showClosed' };
    if (error.description === EXTERNAL_LOGIN_REFUSAL.passwordAccount) return { messageId: 'login.external.passwordAccount' };
    if (error.description === LOGIN_REFUSAL.accountDisabled) return { messageId: 'login.failed.disabled' };
    return { messageId: 'login.external.invalidToken' };
  }
  return loginFailureMessage(error);
}

/** The stand the sign-in answered (`standId`), or null when it named none: the role's page then. */
const standOfAnswer = (answer: LoginResponse | null | undefined): string | null =>
  typeof answer?.standId === 'number' && Number.isInteger(answer.standId) && answer.standId > 0 ? `/stands/${answer.standId}` : null;

/**
 * Someone is logged in when a link opens: asked first whether the link's exhibitor replaces them.
 * True to go on (the current session then ended: its chain revoked, its data dropped); false to
 * stay who they are (sent to the home).
 */
function* switchAccountConfirmed(): SagaIterator<boolean> {
  if (!(yield select(selectIsLoggedIn))) return true;
  yield put(externalLoginConfirmAsked());
  const answer: { type: string } = yield take([externalLoginContinued.type, externalLoginDeclined.type]);
  if (answer.type === externalLoginDeclined.type) {
    yield call(navigate, '/', { replace: true });
    return false;
  }
  yield call(revokeSession);
  yield put(loggedOut());
  return true;
}

/**
 * The external sign-in link (part 1 §2; issue 24 point 5): the token leaves the address bar at
 * once (replaced: neither bookmarked, nor kept in the history, nor sent on as a Referer); someone
 * already logged in is asked before being replaced; the server signs in the stand's exhibitor and
 * answers the stand, where the user lands. A refusal stays on the login page, its reason shown
 * above the usual form.
 */
export function* externalLogin(action: ReturnType<typeof externalLoginRequested>): SagaIterator {
  const { provider, token } = action.payload;
  yield call(navigate, LOGIN_PATH, { replace: true });
  if (!(yield call(switchAccountConfirmed))) return;
  yield put(externalLoginStarted());
  let stand: string | null;
  try {
    const body: ExternalLoginBody = { sourceReference: provider, token };
    const response: ApiResponse<LoginResponse> = yield call(callApi, { method: 'POST', path: LOGIN_CHECK_PATH, body, auth: false });
    yield call(sessionReceived, response);
    stand = standOfAnswer(response.data);
  } catch (e) {
    yield put(externalLoginFailed(externalLoginFailureMessage(serializeError(e))));
    return;
  }
  yield call(completeLogin, stand ?? '/');
}

export const LOGOUT_PATH = '/logout';

/**
 * The server revokes the session's refresh chain (and so its access tokens). The refresh token
 * names the chain, so the call goes without the access token (`auth: false`: no refresh first,
 * and a 401 does not end the session twice); a failed call is let go.
 */
function* revokeSession(): SagaIterator {
  const refreshToken: string | null = yield select(selectRefreshToken);
  if (!refreshToken) return;
  try {
    yield call(callApi, { method: 'POST', path: LOGOUT_PATH, body: { refresh_token: refreshToken }, auth: false });
  } catch {
    // Logged out here whatever the server answered (offline, 5xx): the chain dies in 30 days at most.
  }
}

/** Logout: the server revokes the session, then it ends here (a failed call still logs out locally). */
export function* logout(): SagaIterator {
  yield call(revokeSession);
  // To /login keeping where the user was: logging in again goes back there (the guard used to
  // keep it by luck of the render order; the saga's own navigation came first without transitions).
  yield call(endSession);
}

export function* switchShow(action: ReturnType<typeof showSwitched>): SagaIterator {
  yield put(showSelected({ showId: action.payload.showId }));
  yield call(navigate, `/salons/${action.payload.showId}/stands`);
}

/**
 * A `/salons/{showId}/…` address: the show is checked before it becomes current. A show already
 * in the store came from the API within this session, so it is in scope; otherwise GET
 * /shows/{id} decides: 404 (unknown, disabled for a standist, another organizer's) → /404 with
 * the current show unchanged; any other failure leaves the current show as it was too (the
 * screen reports its own error). A newer address cancels the check (takeLatest).
 */
export function* enterShow(action: ReturnType<typeof showEntered>): SagaIterator {
  const { showId } = action.payload;
  if (showId === null) return;
  const known: unknown = yield select((state: RootState) => selectEntityById(state, 'shows', showId));
  if (!known) {
    const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'shows', showId);
    if (failure) {
      if (failure.payload.error.status === 404) yield call(navigate, '/404', { replace: true });
      return;
    }
  }
  yield put(showSelected({ showId }));
}

/** Language switch: the locale at once; logged in, the user's languagePreference too. */
export function* chooseLocale(action: ReturnType<typeof localeChosen>): SagaIterator {
  const { locale } = action.payload;
  yield put(localeSet(locale));
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return;
  try {
    const response: ApiResponse<Partial<Me> | null> = yield call(callApi, {
      method: 'PATCH',
      path: `/users/${userId}`,
      body: { languagePreference: locale },
    });
    const user = response.data && typeof response.data.id === 'number' ? response.data : null;
    if (user) yield put(entitiesReceived({ type: 'users', items: [{ ...user, languagePreference: locale } as Me] }));
  } catch (e) {
    const error = serializeError(e);
    if (error.status === 404) yield put(toastShown({ severity: 'error', messageId: 'error.reconnect' }));
    else yield call(errorToast, error);
  }
}

export function* start(): SagaIterator {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (loggedIn) yield call(fetchMe);
}

export default function* authSagas(): SagaIterator {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(externalLoginRequested.type, externalLogin);
  yield takeEvery(logoutRequested.type, logout);
  yield takeEvery(showSwitched.type, switchShow);
  yield takeLatest(showEntered.type, enterShow);
  yield takeLatest(localeChosen.type, chooseLocale);
  yield takeLatest(meRequested.type, fetchMe);
  yield takeLatest(appStarted.type, start);
  yield call(refreshWatcher);
}
