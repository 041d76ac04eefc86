/**
 * The accounts' writes: the administrator form (the user, then its user-show links made to match
 * the shows ticked) and the account form (the user's own PATCH; a new password comes back with a
 * new access token for this session, the other sessions having ended; the language chosen becomes
 * the app's). Each one `submitForm`: violations on the form's fields, the rest in a toast.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { parseCollection, type ApiResponse } from '@/api/client';
import type { AccountSaveResponse, Role, User, UserShow } from '@/domain/api';
import { decodeTokenPayload } from '@/domain/session';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { saveSucceeded } from '@/entities/mutationsSlice';
import { createOrPatch, submitForm } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { selectRefreshToken } from '@/features/session/selectors';
import { tokenReceived } from '@/features/session/sessionSlice';
import { isLocale, localeSet } from '@/intl/intlSlice';
import { ACCOUNT_FORM, accountSaveRequested, ADMINISTRATOR_FORM, administratorSaveRequested } from './actions';
import { accountBody, ACCOUNT_FIELDS } from './forms/accountForm';
import { administratorBody, ADMINISTRATOR_FIELDS, showLinkChanges } from './forms/administratorForm';

export function* roleIri(reference: string): SagaIterator<string> {
  const response: ApiResponse = yield call(callApi, { path: '/roles', params: { reference } });
  const role = parseCollection<Role>(response.data).items[0];
  if (!role) throw new Error(`no role ${reference}`);
  return role['@id'];
}

/** The user-show links made to match the shows ticked; the user read again (its `shows` now name them). */
function* linkShows(user: User, shows: readonly string[]): SagaIterator<User> {
  const current: ApiResponse = yield call(callApi, { path: '/user_shows', params: { user: user['@id'], itemsPerPage: '0' } });
  const { add, remove } = showLinkChanges(shows, parseCollection<UserShow>(current.data).items);
  yield all([
    ...add.map((show) => call(callApi, { method: 'POST', path: '/user_shows', body: { user: user['@id'], show } })),
    ...remove.map((linkId) => call(callApi, { method: 'DELETE', path: `/user_shows/${linkId}` })),
  ]);
  const fresh: ApiResponse<User> = yield call(callApi, { path: `/users/${user.id}` });
  return fresh.data;
}

export function* saveAdministrator(action: ReturnType<typeof administratorSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield call(submitForm<User>, {
    key: ADMINISTRATOR_FORM,
    resource: 'users',
    fields: ADMINISTRATOR_FIELDS,
    *write() {
      const body = administratorBody(values, yield call(roleIri, values.role));
      return (yield call(createOrPatch<User>, '/users', id, body)) as User;
    },
    afterWrite: (user) => linkShows(user, values.shows),
    // The user is saved; only the links failed: the form stays open on what the server has.
    *onFailure(_error, user) {
      if (user) yield put(entitiesReceived({ type: 'users', items: [user] }));
    },
    *onSuccess(user) {
      yield put(entitiesReceived({ type: 'users', items: [user] }));
      yield put(saveSucceeded({ resource: 'userShows', key: `${ADMINISTRATOR_FORM}/shows`, id: null }));
    },
    closeModal: ADMINISTRATOR_FORM,
  });
}

export function* saveAccount(action: ReturnType<typeof accountSaveRequested>): SagaIterator {
  const { userId, values, canEditEmail } = action.payload;
  yield call(submitForm<AccountSaveResponse>, {
    key: ACCOUNT_FORM,
    resource: 'users',
    fields: ACCOUNT_FIELDS,
    *write() {
      const response: ApiResponse<AccountSaveResponse> = yield call(callApi, {
        method: 'PATCH',
        path: `/users/${userId}`,
        body: accountBody(values, canEditEmail),
      });
      return response.data;
    },
    *onSuccess({ token, ...me }) {
      if (token) {
        // The password changed: this session goes on with the token the server signed for it.
        const refreshToken: string | null = yield select(selectRefreshToken);
        yield put(tokenReceived({ token, refreshToken: refreshToken ?? '', payload: decodeTokenPayload(token) }));
      }
      yield put(entitiesReceived({ type: 'users', items: [me] }));
      if (isLocale(me.languagePreference)) yield put(localeSet(me.languagePreference));
    },
    closeModal: ACCOUNT_FORM,
  });
}

export default function* accountSagas(): SagaIterator {
  yield takeLeading(administratorSaveRequested.type, saveAdministrator);
  yield takeLeading(accountSaveRequested.type, saveAccount);
}
