import type { SagaIterator } from 'redux-saga';
import { call, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { callApi } from '@/features/session/callApi';
import entitySagas from '@/entities/sagas';
import { loggedOut } from '@/state/actions';
import { localeChosen, localeSet } from '@/intl/intlSlice';
import { loadMessages } from '@/intl/intl';
import { navigate, registerNavigator, registerScreenPreloader } from '@/lib/navigation';
import { loginFailed, loginRequested, loginSucceeded, logoutRequested, showSwitched, tokenReceived } from '@/features/session/sessionSlice';
import { rootReducer } from '@/app/store';
import { toastShown } from '@/ui/uiSlice';
import { ApiError } from '@/api/errors';
import { chooseLocale, login, logout, switchShow } from '@/features/session/sagas';
import { fakeCallApi } from '../../helpers/fakeApi';
import { initialState, loggedInState, makeJwt } from '../../helpers/state';

const show = (id: number) => ({ '@id': `/backend/shows/${id}`, '@type': 'Show', id, name: `Salon ${id}`, logo: null });
const collection = (items: unknown[]) => ({ 'hydra:member': items, 'hydra:totalItems': items.length });

/** The saga with the entity sagas beside it (the landing asks for lists through them). */
function withEntities<A>(saga: (action: A) => SagaIterator) {
  return function* both(action: A): SagaIterator {
    yield fork(entitySagas);
    yield call(saga, action);
  };
}

const TOKEN = makeJwt({ user_id: 7, roles: ['ROLE_ORGANIZER'], username: 'organizer@demo.test' });
const ME = { '@id': '/backend/users/7', '@type': 'User', id: 7, fullName: 'Olivia Organisatrice', languagePreference: 'en' };

describe('login saga', () => {
  beforeEach(() => registerNavigator(() => undefined));

  it('logs in, reads the user, takes their language, says so and goes back where the user was', async () => {
    const api = fakeCallApi((request) => (request.path === '/login_check' ? { token: TOKEN, refresh_token: 'r1' } : ME));
    const { storeState } = await expectSaga(login, loginRequested({ username: 'organizer@demo.test', password: 'demo1234', from: '/layout-types' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put.like({ action: { type: tokenReceived.type } })
      .put(localeSet('en'))
      .put(loginSucceeded())
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'login.success' } } })
      .call(navigate, '/layout-types', { replace: true })
      .run();
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: '/login_check',
      body: { _username: 'organizer@demo.test', _password: 'demo1234' },
      auth: false,
    });
    expect(api.requests[1]).toEqual({ path: '/users/7/me' });
    expect(storeState.session).toMatchObject({ token: TOKEN, refreshToken: 'r1', userId: 7, roles: ['ROLE_ORGANIZER'] });
    expect(storeState.entities.users.entities[7]).toMatchObject({ fullName: 'Olivia Organisatrice' });
    expect(storeState.intl.locale).toBe('en');
  });

  it('still logs in when the logged-in screens’ catalogue chunk does not come (network)', async () => {
    const api = fakeCallApi((request) => (request.path === '/login_check' ? { token: TOKEN, refresh_token: 'r1' } : ME));
    const providers: EffectProviders = {
      call: (effect, next) => (effect.fn === loadMessages ? Promise.reject(new Error('ChunkLoadError')) : api.providers.call!(effect, next)),
    };
    await expectSaga(login, loginRequested({ username: 'organizer@demo.test', password: 'demo1234', from: '/layout-types' }))
      .withReducer(rootReducer, initialState())
      .provide(providers)
      .put(localeSet('en'))
      .put(loginSucceeded())
      .call(navigate, '/layout-types', { replace: true })
      .run();
  });

  it('goes to the home when no origin was kept and the user has several shows', async () => {
    const api = fakeCallApi((request) =>
      request.path === '/login_check'
        ? { token: TOKEN, refresh_token: 'r1' }
        : request.path === '/shows'
          ? collection([show(4), show(5)])
          : { ...ME, languagePreference: null },
    );
    await expectSaga(withEntities(login), loginRequested({ username: 'a', password: 'b' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .not.put.like({ action: { type: localeSet.type } })
      .call(navigate, '/', { replace: true })
      .run({ silenceTimeout: true });
  });

  it("lands a standist with one stand on it at once, never on the home (issue 20)", async () => {
    const standist = makeJwt({ user_id: 8, roles: ['ROLE_STANDIST'], username: 'exhibitor@demo.test' });
    const api = fakeCallApi((request) => {
      if (request.path === '/login_check') return { token: standist, refresh_token: 'r1' };
      if (request.path === '/shows') return collection([show(4)]);
      if (request.path === '/stands') return collection([{ '@id': '/backend/stands/12', '@type': 'Stand', id: 12, name: 'Stand 12' }]);
      return { ...ME, id: 8, languagePreference: 'en' };
    });
    const visited: string[] = [];
    registerNavigator((to) => visited.push(to));
    await expectSaga(withEntities(login), loginRequested({ username: 'exhibitor@demo.test', password: 'demo1234' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(localeSet('en'))
      .call(navigate, '/stands/12', { replace: true })
      .run({ silenceTimeout: true });
    // One navigation only: straight to the stand.
    expect(visited).toEqual(['/stands/12']);
    expect(api.requests.map((request) => request.path)).toEqual(['/login_check', '/users/8/me', '/shows', '/stands']);
  });

  it("starts loading the landing page's chunks while the password is checked (issue 20)", async () => {
    const preloaded: string[] = [];
    registerScreenPreloader((path) => preloaded.push(path));
    const providers: EffectProviders = {
      call(effect, next) {
        // The server is still checking the password.
        return effect.fn === callApi ? new Promise(() => undefined) : next();
      },
    };
    await expectSaga(login, loginRequested({ username: 'a', password: 'b', from: '/layout-types' }))
      .withReducer(rootReducer, initialState())
      .provide(providers)
      .silentRun(50);
    registerScreenPreloader(() => undefined);
    expect(preloaded).toEqual(['/layout-types']);
  });

  it('asks for the landing page while the profile is on its way: both at once (issue 20)', async () => {
    const asked: string[] = [];
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn !== callApi) return next();
        const { path } = effect.args[0] as { path: string };
        asked.push(path);
        if (path === '/login_check') return { status: 200, data: { token: TOKEN, refresh_token: 'r1' } };
        if (path === '/shows') return { status: 200, data: collection([show(4), show(5)]) };
        // The profile never answers.
        return new Promise(() => undefined);
      },
    };
    await expectSaga(withEntities(login), loginRequested({ username: 'a', password: 'b' }))
      .withReducer(rootReducer, initialState())
      .provide(providers)
      .silentRun(50);
    expect(asked).toEqual(['/login_check', '/users/7/me', '/shows']);
  });

  it('says "La connexion a échoué..." (part 2 §8) on wrong credentials and stays on the page', async () => {
    const api = fakeCallApi(() => new ApiError(401, [], 'Invalid credentials.'));
    const { storeState } = await expectSaga(login, loginRequested({ username: 'a', password: 'wrong' }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(loginFailed())
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'login.failed' } } })
      .not.call.fn(navigate)
      .run();
    expect(storeState.session.token).toBeNull();
    expect(storeState.session.loginStatus).toBe('failed');
  });
});

describe('logout and show switch', () => {
  it('logout asks the server to revoke the refresh chain, clears the session and goes to /login, keeping where the user was', async () => {
    const api = fakeCallApi(() => null);
    registerNavigator(() => undefined, () => '/salons/1/stands?page=2');
    const { storeState } = await expectSaga(logout)
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .put(loggedOut())
      // Logging in again goes back there (afterLoginPath).
      .call(navigate, '/login', { replace: true, state: { from: '/salons/1/stands?page=2' } })
      .run();
    expect(api.requests).toEqual([{ method: 'POST', path: '/logout', body: { refresh_token: 'refresh-1' }, auth: false }]);
    expect(storeState.session.token).toBeNull();
  });

  it('logout still ends the session locally when the server call fails', async () => {
    const api = fakeCallApi(() => new ApiError(503));
    registerNavigator(() => undefined, () => '/compte');
    const { storeState } = await expectSaga(logout)
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .put(loggedOut())
      .call(navigate, '/login', { replace: true, state: { from: '/compte' } })
      .run();
    expect(api.requests).toHaveLength(1);
    expect(storeState.session.token).toBeNull();
    expect(storeState.session.refreshToken).toBeNull();
  });

  it('the show switcher keeps the choice for this user and opens the show stands', async () => {
    const { storeState } = await expectSaga(switchShow, showSwitched({ showId: 4 }))
      .withReducer(rootReducer, loggedInState())
      .call(navigate, '/salons/4/stands')
      .run();
    expect(storeState.session.selectedShowByUser).toEqual({ '7': 4 });
  });

  it('logoutRequested is the intent of the logout button', () => {
    expect(logoutRequested().type).toBe('session/logoutRequested');
  });
});

describe('language switch', () => {
  it('switches at once and saves the preference of a logged-in user', async () => {
    const api = fakeCallApi(() => ({ id: 7 }));
    const { storeState } = await expectSaga(chooseLocale, localeChosen({ locale: 'en' }))
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .put(localeSet('en'))
      .run();
    expect(api.requests).toEqual([{ method: 'PATCH', path: '/users/7', body: { languagePreference: 'en' } }]);
    expect(storeState.intl.locale).toBe('en');
  });

  it('only switches for an anonymous visitor', async () => {
    const api = fakeCallApi(() => ({}));
    await expectSaga(chooseLocale, localeChosen({ locale: 'en' })).withReducer(rootReducer, initialState()).provide(api.providers).run();
    expect(api.requests).toEqual([]);
  });

  it('asks to log in again when the user is not found (404)', async () => {
    const api = fakeCallApi(() => new ApiError(404, [], 'Not Found'));
    await expectSaga(chooseLocale, localeChosen({ locale: 'fr' }))
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'error.reconnect' } } })
      .run();
  });
});
