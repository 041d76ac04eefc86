import { expectSaga } from 'redux-saga-test-plan';
import '@/app/features';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import type { ApiRequest } from '@/api/client';
import { deleteRequested } from '@/entities/mutationsSlice';
import { ACCOUNT_FORM, accountSaveRequested, ADMINISTRATOR_FORM, administratorSaveRequested } from '@/features/accounts/actions';
import { ADMINISTRATORS_PATH } from '@/features/accounts/administratorList';
import { saveAccount, saveAdministrator } from '@/features/accounts/sagas';
import { listRowDeleteRequested } from '@/lists/actions';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { confirmRowDelete } from '@/lists/sagas';
import { fakeCallApi } from '../../helpers/fakeApi';
import { loggedInState, makeJwt, reduce } from '../../helpers/state';

const user = (patch = {}) => ({
  '@id': '/backend/users/12',
  '@type': 'User',
  id: 12,
  email: 'nina@example.test',
  username: 'nina@example.test',
  firstName: 'Nina',
  lastName: 'Renard',
  fullName: 'Nina Renard',
  phone: null,
  company: null,
  role: { '@id': '/backend/roles/5', reference: 'ROLE_COORDINATOR_SPS' },
  languagePreference: null,
  enabled: true,
  tester: false,
  shows: [],
  createdAt: '2026-11-23T10:00:00+00:00',
  ...patch,
});
const values = (patch = {}) => ({
  email: 'nina@example.test',
  firstName: 'Nina',
  lastName: 'Renard',
  phone: '',
  role: 'ROLE_COORDINATOR_SPS',
  languagePreference: '',
  plainPassword: '',
  plainPasswordConfirmation: '',
  tester: true,
  shows: ['/backend/shows/1', '/backend/shows/3'],
  ...patch,
});
const violation = (propertyPath: string, message: string) => new ApiError(422, [{ propertyPath, message }], `${propertyPath}: ${message}`);

const fullAdminState = () => reduce(loggedInState(['ROLE_SUPER_ADMIN'], {}, 1), modalOpened({ name: ADMINISTRATOR_FORM, id: null }));

describe('administrator save', () => {
  it('creates the user with the role IRI, links the ticked shows, unlinks the others, closes the form and says so', () => {
    const api = fakeCallApi((request: ApiRequest) => {
      if (request.path === '/roles') return { 'hydra:member': [{ '@id': '/backend/roles/5', reference: 'ROLE_COORDINATOR_SPS' }], 'hydra:totalItems': 1 };
      if (request.path === '/users' && request.method === 'POST') return user();
      if (request.path === '/user_shows' && !request.method) {
        return { 'hydra:member': [{ '@id': '/backend/user_shows/40', id: 40, user: '/backend/users/12', show: '/backend/shows/2' }], 'hydra:totalItems': 1 };
      }
      if (request.path === '/users/12') return user({ shows: ['/backend/shows/1', '/backend/shows/3'], tester: true });
      return null;
    });
    return expectSaga(saveAdministrator, administratorSaveRequested({ id: null, values: values() }))
      .withReducer(rootReducer, fullAdminState())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([
          { path: '/roles', params: { reference: 'ROLE_COORDINATOR_SPS' } },
          {
            method: 'POST',
            path: '/users',
            body: { email: 'nina@example.test', firstName: 'Nina', lastName: 'Renard', phone: null, role: '/backend/roles/5', languagePreference: null, tester: true },
          },
          { path: '/user_shows', params: { user: '/backend/users/12', itemsPerPage: '0' } },
          { method: 'POST', path: '/user_shows', body: { user: '/backend/users/12', show: '/backend/shows/1' } },
          { method: 'POST', path: '/user_shows', body: { user: '/backend/users/12', show: '/backend/shows/3' } },
          { method: 'DELETE', path: '/user_shows/40' },
          { path: '/users/12' },
        ]);
        expect(storeState.entities.users.entities[12]).toMatchObject({ tester: true, shows: ['/backend/shows/1', '/backend/shows/3'] });
        expect(storeState.ui.modals[ADMINISTRATOR_FORM]?.open).toBe(false);
        expect(storeState.mutations[ADMINISTRATOR_FORM]).toMatchObject({ status: 'succeeded', id: 12 });
        expect(storeState.ui.toasts.map((t: { messageId?: string }) => t.messageId)).toEqual(['toast.saved']);
      });
  });

  it('puts a taken e-mail under its field, keeps the form open and touches no link', () => {
    const api = fakeCallApi((request: ApiRequest) => {
      if (request.path === '/roles') return { 'hydra:member': [{ '@id': '/backend/roles/5', reference: 'ROLE_COORDINATOR_SPS' }] };
      return violation('email', 'Cette adresse e-mail est déjà utilisée par un autre compte.');
    });
    return expectSaga(saveAdministrator, administratorSaveRequested({ id: 12, values: values({ plainPassword: 'a new passphrase', plainPasswordConfirmation: 'a new passphrase' }) }))
      .withReducer(rootReducer, reduce(fullAdminState(), modalOpened({ name: ADMINISTRATOR_FORM, id: 12 })))
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests.map((r) => `${r.method ?? 'GET'} ${r.path}`)).toEqual(['GET /roles', 'PATCH /users/12']);
        expect(api.requests[1].body).toMatchObject({ plainPassword: 'a new passphrase', plainPasswordConfirmation: 'a new passphrase' });
        expect(storeState.mutations[ADMINISTRATOR_FORM]).toMatchObject({
          status: 'failed',
          fieldErrors: { email: 'Cette adresse e-mail est déjà utilisée par un autre compte.' },
        });
        expect(storeState.ui.modals[ADMINISTRATOR_FORM]?.open).toBe(true);
        expect(storeState.ui.toasts).toEqual([]);
      });
  });
});

describe('administrator delete', () => {
  it("asks for confirmation, then deletes the user with 'Utilisateur supprimé !'", () =>
    expectSaga(confirmRowDelete, listRowDeleteRequested({ list: 'administrators', path: ADMINISTRATORS_PATH, scope: {}, id: 12 }))
      .put(
        confirmRequested({
          messageId: 'administrators.delete.confirm',
          action: deleteRequested({ resource: 'users', id: 12, successMessageId: 'administrators.delete.done' }),
        }),
      )
      .run());
});

describe('account save', () => {
  const me = (patch = {}) => ({ ...user({ id: 7, '@id': '/backend/users/7', role: { '@id': '/backend/roles/3', reference: 'ROLE_SUPPORT_ASTECH' } }), ...patch });
  const state = () => reduce(loggedInState(['ROLE_SUPPORT_ASTECH']), modalOpened({ name: ACCOUNT_FORM, id: null }));

  it("sends the e-mail, the language and the new password; keeps the session with the server's new token; the app's language follows", () => {
    const token = makeJwt({ roles: ['ROLE_SUPPORT_ASTECH'], user_id: 7, sv: 1 });
    const api = fakeCallApi(() => ({ ...me({ languagePreference: 'en', email: 'new@example.test' }), token }));
    const form = { email: 'new@example.test', languagePreference: 'en', plainPassword: 'a new passphrase', plainPasswordConfirmation: 'a new passphrase' };
    return expectSaga(saveAccount, accountSaveRequested({ userId: 7, values: form, canEditEmail: true }))
      .withReducer(rootReducer, state())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([{ method: 'PATCH', path: '/users/7', body: form }]);
        expect(storeState.session.token).toBe(token);
        expect(storeState.session.refreshToken).toBe('refresh-1');
        expect(storeState.intl.locale).toBe('en');
        expect(storeState.entities.users.entities[7]).toMatchObject({ email: 'new@example.test', languagePreference: 'en' });
        expect(storeState.entities.users.entities[7]).not.toHaveProperty('token');
        expect(storeState.ui.modals[ACCOUNT_FORM]?.open).toBe(false);
        expect(storeState.ui.toasts.map((t: { messageId?: string }) => t.messageId)).toEqual(['toast.saved']);
      });
  });

  it('sends no e-mail for a user without account.editEmail and no password when none is typed', () => {
    const api = fakeCallApi(() => me({ languagePreference: 'fr' }));
    const form = { email: 'ignored@example.test', languagePreference: 'fr', plainPassword: '', plainPasswordConfirmation: '' };
    return expectSaga(saveAccount, accountSaveRequested({ userId: 7, values: form, canEditEmail: false }))
      .withReducer(rootReducer, state())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(api.requests).toEqual([{ method: 'PATCH', path: '/users/7', body: { languagePreference: 'fr' } }]);
        expect(storeState.session.token).toBe(state().session.token);
      });
  });

  it("puts the server's refusal under the confirmation field and keeps the form open", () => {
    const api = fakeCallApi(() => violation('plainPasswordConfirmation', 'Confirmation mot de passe incorrecte !'));
    const form = { email: '', languagePreference: 'fr', plainPassword: 'a new passphrase', plainPasswordConfirmation: 'other' };
    return expectSaga(saveAccount, accountSaveRequested({ userId: 7, values: form, canEditEmail: false }))
      .withReducer(rootReducer, state())
      .provide(api.providers)
      .run()
      .then(({ storeState }) => {
        expect(storeState.mutations[ACCOUNT_FORM]).toMatchObject({
          status: 'failed',
          fieldErrors: { plainPasswordConfirmation: 'Confirmation mot de passe incorrecte !' },
        });
        expect(storeState.ui.modals[ACCOUNT_FORM]?.open).toBe(true);
      });
  });
});
