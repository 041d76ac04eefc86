/**
 * The accounts' writes: the administrator form (the user, then its user-show links made to match
 * the shows ticked) and the account form (the user's own PATCH; a new password comes back with a
 * new access token for this session, the other sessions having ended; the language chosen becomes
 * the app's). Violations land on the form's fields, the rest in a toast.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { parseCollection, type ApiResponse } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { refusalText, splitViolations } from '@/api/violations';
import type { AccountSaveResponse, Role, User, UserShow } from '@/domain/api';
import { decodeTokenPayload } from '@/domain/session';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import type { EntityType } from '@/entities/entityTypes';
import { callApi } from '@/features/session/callApi';
import { selectRefreshToken } from '@/features/session/selectors';
import { tokenReceived } from '@/features/session/sessionSlice';
import { isLocale, localeSet } from '@/intl/intlSlice';
import { errorToast, successToast } from '@/ui/toasts';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import { ACCOUNT_FORM, accountSaveRequested, ADMINISTRATOR_FORM, administratorSaveRequested } from './actions';
import { accountBody, ACCOUNT_FIELDS } from './forms/accountForm';
import { administratorBody, ADMINISTRATOR_FIELDS, showLinkChanges } from './forms/administratorForm';

/** A refused save: violations under the fields, the others (or the error) in a toast. */
function* saveRefused(resource: EntityType, key: string, fields: readonly string[], error: SerializedApiError): SagaIterator {
  const { fieldErrors, others } = splitViolations(error.violations, fields);
  yield put(saveFailed({ resource, key, error, fieldErrors }));
  if (others.length) yield put(toastShown({ severity: 'error', text: refusalText(error.description, others) }));
  else if (!Object.keys(fieldErrors).length) yield call(errorToast, error);
}

export function* roleIri(reference: string): SagaIterator<string> {
  const response: ApiResponse = yield call(callApi, { path: '/roles', params: { reference } });
  const role = parseCollection<Role>(response.data).items[0];
  if (!role) throw new Error(`no role ${reference}`);
  return role['@id'];
}

export function* saveAdministrator(action: ReturnType<typeof administratorSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield put(mutationStarted(ADMINISTRATOR_FORM));
  let user: User;
  try {
    const body = administratorBody(values, yield call(roleIri, values.role));
    const response: ApiResponse<User> = yield call(
      callApi,
      id === null ? { method: 'POST', path: '/users', body } : { method: 'PATCH', path: `/users/${id}`, body },
    );
    user = response.data;
  } catch (e) {
    yield call(saveRefused, 'users', ADMINISTRATOR_FORM, ADMINISTRATOR_FIELDS, serializeError(e));
    return;
  }
  try {
    const current: ApiResponse = yield call(callApi, { path: '/user_shows', params: { user: user['@id'], itemsPerPage: '0' } });
    const { add, remove } = showLinkChanges(values.shows, parseCollection<UserShow>(current.data).items);
    yield all([
      ...add.map((show) => call(callApi, { method: 'POST', path: '/user_shows', body: { user: user['@id'], show } })),
      ...remove.map((linkId) => call(callApi, { method: 'DELETE', path: `/user_shows/${linkId}` })),
    ]);
    // The user read again: its `shows` now name the links.
    const fresh: ApiResponse<User> = yield call(callApi, { path: `/users/${user.id}` });
    user = fresh.data;
  } catch (e) {
    // The user is saved; only the links failed: the form stays open on what the server has.
    yield put(entitiesReceived({ type: 'users', items: [user] }));
    yield call(saveRefused, 'users', ADMINISTRATOR_FORM, [], serializeError(e));
    return;
  }
  yield put(entitiesReceived({ type: 'users', items: [user] }));
  yield put(saveSucceeded({ resource: 'users', key: ADMINISTRATOR_FORM, id: user.id }));
  yield put(saveSucceeded({ resource: 'userShows', key: `${ADMINISTRATOR_FORM}/shows`, id: null }));
  yield put(modalClosed(ADMINISTRATOR_FORM));
  yield put(successToast('toast.saved'));
}

export function* saveAccount(action: ReturnType<typeof accountSaveRequested>): SagaIterator {
  const { userId, values, canEditEmail } = action.payload;
  yield put(mutationStarted(ACCOUNT_FORM));
  try {
    const response: ApiResponse<AccountSaveResponse> = yield call(callApi, {
      method: 'PATCH',
      path: `/users/${userId}`,
      body: accountBody(values, canEditEmail),
    });
    const { token, ...me } = response.data;
    if (token) {
      // The password changed: this session goes on with the token the server signed for it.
      const refreshToken: string | null = yield select(selectRefreshToken);
      yield put(tokenReceived({ token, refreshToken: refreshToken ?? '', payload: decodeTokenPayload(token) }));
    }
    yield put(entitiesReceived({ type: 'users', items: [me] }));
    if (isLocale(me.languagePreference)) yield put(localeSet(me.languagePreference));
    yield put(saveSucceeded({ resource: 'users', key: ACCOUNT_FORM, id: me.id }));
    yield put(modalClosed(ACCOUNT_FORM));
    yield put(successToast('toast.saved'));
  } catch (e) {
    yield call(saveRefused, 'users', ACCOUNT_FORM, ACCOUNT_FIELDS, serializeError(e));
  }
}

export default function* accountSagas(): SagaIterator {
  yield takeLeading(administratorSaveRequested.type, saveAdministrator);
  yield takeLeading(accountSaveRequested.type, saveAccount);
}
