/**
 * The contacts panel's flows (src/features/standContacts/sagas.ts): a save sends the body of its
 * mode and, with notify on, the notification intent; that intent sends the login e-mail when the
 * credentials changed.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/store';
import { ApiError } from '@/api/errors';
import type { UserStandRole } from '@/domain/api';
import type { ContactValues } from '@/domain/standContacts';
import { callApi } from '@/features/session/callApi';
import { contactNotifyRequested } from '@/features/notifications/actions';
import { contactSaveRequested } from '@/features/standContacts/actions';
import { deleteSucceeded } from '@/entities/mutationsSlice';
import { emptyQuery, queriesInvalidated, type QueryState } from '@/entities/queriesSlice';
import standContactsSagas, { CONTACT_FORM } from '@/features/standContacts/sagas';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import { rootState, ORGANIZER } from '../stands/fixtures';

const VALUES: ContactValues = {
  standistRole: 'ROLE_STANDIST_DECORATOR',
  user: '',
  company: 'Stand Création',
  lastName: 'Faure',
  firstName: 'Jules',
  email: 'jules@example.test',
  phone: '',
  languagePreference: '',
  plainPassword: '',
  plainPasswordConfirmation: '',
  notify: true,
};
const SAVED: UserStandRole = {
  '@id': '/backend/user_stand_roles/31',
  '@type': 'UserStandRole',
  id: 31,
  stand: '/backend/stands/5',
  user: '/backend/users/77',
  standistRole: 'ROLE_STANDIST_DECORATOR',
  company: 'Stand Création',
  firstName: 'Jules',
  lastName: 'Faure',
  phone: null,
  fullName: 'Jules Faure',
  email: 'jules@example.test',
  languagePreference: null,
  overridden: [],
};

describe('contact save', () => {
  it('creates a new person (POST with the stand), closes the modal, toasts, then asks for the notification with credentials changed', async () => {
    await expectSaga(standContactsSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .provide([[matchers.call.fn(callApi), { status: 201, data: SAVED }]])
      .call(callApi, {
        method: 'POST',
        path: '/user_stand_roles',
        body: { stand: '/backend/stands/5', standistRole: 'ROLE_STANDIST_DECORATOR', company: 'Stand Création', lastName: 'Faure', firstName: 'Jules', phone: null, email: 'jules@example.test', languagePreference: null },
      })
      .put(modalClosed(CONTACT_FORM))
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'standContacts.saved' } } })
      .put(contactNotifyRequested({ standId: 5, userId: 77, credentialsChanged: true }))
      .dispatch(contactSaveRequested({ standId: 5, mode: 'add', id: null, values: VALUES, initialEmail: '' }))
      .silentRun(50);
  });

  it('edits with PATCH and asks for the plain notification when neither e-mail nor password changed', async () => {
    await expectSaga(standContactsSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .provide([[matchers.call.fn(callApi), { status: 200, data: SAVED }]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/user_stand_roles/31' }] })
      .put(contactNotifyRequested({ standId: 5, userId: 77, credentialsChanged: false }))
      .dispatch(contactSaveRequested({ standId: 5, mode: 'edit', id: 31, values: VALUES, initialEmail: 'Jules@example.test' }))
      .silentRun(50);
  });

  it('asks for no notification with notify off, in the decorator registration, or when the save fails', async () => {
    for (const [mode, values] of [['add', { ...VALUES, notify: false }], ['add_for_exhibitor', VALUES]] as const) {
      await expectSaga(standContactsSagas)
        .withReducer(rootReducer, rootState(ORGANIZER))
        .provide([[matchers.call.fn(callApi), { status: 201, data: SAVED }]])
        .not.put.actionType(contactNotifyRequested.type)
        .dispatch(contactSaveRequested({ standId: 5, mode, id: null, values, initialEmail: '' }))
        .silentRun(50);
    }
    const taken = new ApiError(422, [{ propertyPath: 'email', message: 'Cette adresse e-mail est déjà utilisée par un autre utilisateur.' }]);
    const { storeState } = await expectSaga(standContactsSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .provide([[matchers.call.fn(callApi), throwError(taken)]])
      .not.put.actionType(contactNotifyRequested.type)
      .not.put(modalClosed(CONTACT_FORM))
      .dispatch(contactSaveRequested({ standId: 5, mode: 'add', id: null, values: VALUES, initialEmail: '' }))
      .silentRun(50);
    expect((storeState as RootState).mutations[CONTACT_FORM].fieldErrors).toEqual({ email: 'Cette adresse e-mail est déjà utilisée par un autre utilisateur.' });
  });

  it('marks the loaded stand lists stale after a contact is saved or deleted, so their people columns reload', async () => {
    const base = rootState(ORGANIZER);
    const list: QueryState = { ...emptyQuery('stands', { show: '1' }), ids: [5], totalItems: 1, status: 'succeeded', fetchedAt: 1 };
    const state: RootState = { ...base, queries: { ...base.queries, 'stands?show=1': list } };
    const { storeState } = await expectSaga(standContactsSagas)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(callApi), { status: 201, data: SAVED }]])
      .put(queriesInvalidated({ resource: 'stands' }))
      .dispatch(contactSaveRequested({ standId: 5, mode: 'add', id: null, values: { ...VALUES, notify: false }, initialEmail: '' }))
      .silentRun(50);
    expect((storeState as RootState).queries['stands?show=1'].stale).toBe(true);
    await expectSaga(standContactsSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .put(queriesInvalidated({ resource: 'stands' }))
      .dispatch(deleteSucceeded({ resource: 'userStandRoles', key: 'delete/userStandRoles', id: 31 }))
      .silentRun(50);
    // Another resource's writes leave the stands alone.
    await expectSaga(standContactsSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .not.put(queriesInvalidated({ resource: 'stands' }))
      .dispatch(deleteSucceeded({ resource: 'layoutTypes', key: 'delete/layoutTypes', id: 3 }))
      .silentRun(50);
  });
});
