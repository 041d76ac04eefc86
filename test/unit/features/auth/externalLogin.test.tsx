/**
 * The external sign-in link (issue 24 point 5, part 1 §2): `/login?source={token}&provider={reference}`
 * signs the exhibitor in and lands them on their stand, the token out of the address bar at once;
 * a refusal says why on the login page, the usual form still there; the flow recorder keeps no token.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { SagaIterator } from 'redux-saga';
import { call, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import entitySagas from '@/entities/sagas';
import { EXTERNAL_LOGIN_REFUSAL } from '@/domain/gateway';
import { findSecrets } from '@/domain/secretMasking';
import { readExternalLoginLink, withoutExternalLoginParams } from '@/domain/externalLogin';
import LoginPage from '@/features/auth/pages/LoginPage';
import { externalLogin } from '@/features/session/sagas';
import {
  externalLoginConfirmAsked,
  externalLoginContinued,
  externalLoginDeclined,
  externalLoginFailed,
  externalLoginRequested,
  loginSucceeded,
  tokenReceived,
} from '@/features/session/sessionSlice';
import { loggedOut } from '@/state/actions';
import { navigate, registerNavigator } from '@/lib/navigation';
import { discardRecording, recordAnswer, recordCall, recordRoute, recorderMiddleware, startRecording, stopRecording } from '@/lib/recorder/recorder';
import { configureStore } from '@reduxjs/toolkit';
import { fakeCallApi } from '../../helpers/fakeApi';
import { renderWithStore } from '../../helpers/render';
import { initialState, loggedInState, makeJwt } from '../../helpers/state';

const TOKEN = 'Gl3vT0k3n_abcdefghijKLMNOP';
const JWT = makeJwt({ user_id: 31, roles: ['ROLE_STANDIST'], username: 'exposant@exemple.test' });
const ME = { '@id': '/backend/users/31', '@type': 'User', id: 31, fullName: 'Nina Nouvel', languagePreference: null };
const identifiers = (standId: number | null) => ({
  'hydra:member': standId === null ? [] : [{ '@id': '/backend/external_stand_identifiers/5', '@type': 'ExternalStandIdentifier', id: 5, stand: `/backend/stands/${standId}`, source: '/backend/sources/1', tokenIdentifier: TOKEN, expiresAt: null }],
  'hydra:totalItems': standId === null ? 0 : 1,
});

describe('the link', () => {
  it('is read from the address only with both its token and provider', () => {
    expect(readExternalLoginLink(`?source=${TOKEN}&provider=gl_event`)).toEqual({ token: TOKEN, provider: 'gl_event' });
    expect(readExternalLoginLink(`?source=${TOKEN}`)).toBeNull();
    expect(readExternalLoginLink('?provider=gl_event&source=%20')).toBeNull();
    expect(withoutExternalLoginParams(`?source=${TOKEN}&provider=gl_event&x=1`)).toBe('?x=1');
    expect(withoutExternalLoginParams(`?source=${TOKEN}&provider=gl_event`)).toBe('');
  });
});

describe('external sign-in saga', () => {
  beforeEach(() => registerNavigator(() => undefined));

  it('takes the token out of the address, signs in as the password login does, and lands on the stand the answer names', async () => {
    const visited: Array<[string, unknown]> = [];
    registerNavigator((to, options) => visited.push([to, options]));
    const api = fakeCallApi((request) => {
      if (request.path === '/login_check') return { token: JWT, refresh_token: 'r1', standId: 12 };
      return ME;
    });
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put.like({ action: { type: tokenReceived.type } })
      .put(loginSucceeded())
      .put.like({ action: { payload: { severity: 'success', messageId: 'login.success' } } })
      .call(navigate, '/stands/12', { replace: true })
      .run();
    expect(api.requests[0]).toEqual({ method: 'POST', path: '/login_check', body: { sourceReference: 'gl_event', token: TOKEN }, auth: false });
    // The token is sent once, in the POST body: no GET carries it (in a URL, it would be logged on the way).
    expect(api.requests.filter((r) => JSON.stringify(r).includes(TOKEN))).toHaveLength(1);
    expect(api.requests.map((r) => r.path)).not.toContain('/external_stand_identifiers');
    // First the address without the token (replaced), last the stand.
    expect(visited).toEqual([
      ['/login', { replace: true }],
      ['/stands/12', { replace: true }],
    ]);
    expect(storeState.session).toMatchObject({ token: JWT, refreshToken: 'r1', userId: 31, loginStatus: 'idle' });
    expect(storeState.session.externalLoginPending).toBeUndefined();
    expect(storeState.session.externalLoginError).toBeUndefined();
  });

  it('a 401 says the server’s reason on the login page, nothing stored', async () => {
    const visited: string[] = [];
    registerNavigator((to) => visited.push(to));
    const api = fakeCallApi(() => new ApiError(401, [], EXTERNAL_LOGIN_REFUSAL.showClosed));
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(externalLoginFailed({ messageId: 'login.external.showClosed' }))
      .not.put.like({ action: { type: tokenReceived.type } })
      .run();
    expect(storeState.session).toMatchObject({ token: null, loginStatus: 'failed', externalLoginError: { messageId: 'login.external.showClosed' } });
    expect(storeState.session.externalLoginPending).toBeUndefined();
    expect(visited).toEqual(['/login']);
    expect(api.requests).toHaveLength(1);
  });

  it('an unknown or expired link: the invalid link message', async () => {
    const api = fakeCallApi(() => new ApiError(401, [], EXTERNAL_LOGIN_REFUSAL.invalidToken));
    await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(externalLoginFailed({ messageId: 'login.external.invalidToken' }))
      .run();
  });

  it('the server out of reach: said so, the user can try again', async () => {
    const api = fakeCallApi(() => new ApiError(0, [], 'Failed to fetch'));
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(externalLoginFailed({ messageId: 'login.failed.unreachable' }))
      .run();
    expect(storeState.session.externalLoginError).toEqual({ messageId: 'login.failed.unreachable' });
  });

  it('an account that signs in with its password: said so on the login page, nothing stored', async () => {
    const api = fakeCallApi(() => new ApiError(401, [], EXTERNAL_LOGIN_REFUSAL.passwordAccount));
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(externalLoginFailed({ messageId: 'login.external.passwordAccount' }))
      .run();
    expect(storeState.session.token).toBeNull();
  });

  it('signed in but the answer names no stand: the role’s page instead', async () => {
    const api = fakeCallApi((request) => {
      if (request.path === '/login_check') return { token: JWT, refresh_token: 'r1' };
      if (request.path === '/shows') return new ApiError(0, [], 'Failed to fetch');
      return ME;
    });
    // With the entity sagas beside it: the role's page is looked for through them.
    await expectSaga(function* both(): SagaIterator {
      yield fork(entitySagas);
      yield call(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }));
    })
      .withReducer(rootReducer, initialState())
      .provide(api.providers)
      .put(loginSucceeded())
      .call(navigate, '/', { replace: true })
      .run({ silenceTimeout: true });
  });
});

describe('a link opened while someone is logged in', () => {
  const current = () => loggedInState(['ROLE_ORGANIZER'], { username: 'organisatrice@demo.test' });

  it('asks first, and staying keeps the current session: nothing sent, back to the home', async () => {
    const visited: string[] = [];
    registerNavigator((to) => visited.push(to));
    const api = fakeCallApi(() => ({ token: JWT, refresh_token: 'r1', standId: 12 }));
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, current())
      .provide(api.providers)
      .put(externalLoginConfirmAsked())
      .dispatch(externalLoginDeclined())
      .not.put(loggedOut())
      .run();
    expect(api.requests).toEqual([]);
    expect(visited).toEqual(['/login', '/']);
    expect(storeState.session).toMatchObject({ userId: 7, refreshToken: 'refresh-1', username: 'organisatrice@demo.test' });
    expect(storeState.session.externalLoginConfirm).toBeUndefined();
  });

  it('continuing ends the current session (its chain revoked, its data dropped), then signs in the link’s exhibitor', async () => {
    const visited: string[] = [];
    registerNavigator((to) => visited.push(to));
    const api = fakeCallApi((request) => {
      if (request.path === '/logout') return null;
      if (request.path === '/login_check') return { token: JWT, refresh_token: 'r1', standId: 12 };
      return ME;
    });
    const { storeState } = await expectSaga(externalLogin, externalLoginRequested({ provider: 'gl_event', token: TOKEN }))
      .withReducer(rootReducer, current())
      .provide(api.providers)
      .put(externalLoginConfirmAsked())
      .dispatch(externalLoginContinued())
      .put(loggedOut())
      .put(loginSucceeded())
      .run();
    expect(api.requests.slice(0, 2)).toEqual([
      { method: 'POST', path: '/logout', body: { refresh_token: 'refresh-1' }, auth: false },
      { method: 'POST', path: '/login_check', body: { sourceReference: 'gl_event', token: TOKEN }, auth: false },
    ]);
    expect(visited).toEqual(['/login', '/stands/12']);
    expect(storeState.session).toMatchObject({ userId: 31, refreshToken: 'r1' });
  });

  it('the login page asks it in a dialog naming the current user, with both answers', () => {
    const state = loggedInState(['ROLE_ORGANIZER'], { username: 'organisatrice@demo.test', externalLoginConfirm: true });
    const first = renderWithStore(<LoginPage />, state, '/login');
    const dialog = screen.getByRole('dialog', { name: 'Changer de compte ?' });
    expect(dialog.textContent).toContain("Vous êtes connecté en tant que organisatrice@demo.test. Ce lien connecte l'exposant de son stand à votre place.");
    // No logout button nor form while it asks.
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rester connecté en tant que organisatrice@demo.test' }));
    expect(first.dispatched).toContainEqual(externalLoginDeclined());
    // Answered: the question is gone.
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const second = renderWithStore(<LoginPage />, state, '/login');
    fireEvent.click(screen.getByRole('button', { name: "Continuer en tant qu'exposant du lien" }));
    expect(second.dispatched).toContainEqual(externalLoginContinued());
  });

  it('the question takes the focus when shown, and Escape answers it as staying', () => {
    const state = loggedInState(['ROLE_ORGANIZER'], { username: 'organisatrice@demo.test', externalLoginConfirm: true });
    const { dispatched } = renderWithStore(<LoginPage />, state, '/login');
    const dialog = screen.getByRole('dialog', { name: 'Changer de compte ?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Vous êtes connecté en tant que organisatrice@demo.test.');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dispatched).toContainEqual(externalLoginDeclined());
    expect(dispatched).not.toContainEqual(externalLoginContinued());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the login page', () => {
  it('sends the link’s intent at once', () => {
    const { dispatched } = renderWithStore(<LoginPage />, initialState(), `/login?source=${TOKEN}&provider=gl_event`);
    expect(dispatched).toContainEqual(externalLoginRequested({ provider: 'gl_event', token: TOKEN }));
  });

  it('shows a progress indicator with a label while signing in', () => {
    const state = initialState();
    state.session = { ...state.session, loginStatus: 'pending', externalLoginPending: true };
    renderWithStore(<LoginPage />, state, '/login');
    expect(screen.getByRole('progressbar', { name: 'Connexion à votre stand en cours…' })).toBeTruthy();
  });

  it('shows why the link was refused, the usual form still there', () => {
    const state = initialState();
    state.session = { ...state.session, loginStatus: 'failed', externalLoginError: { messageId: 'login.external.invalidToken' } };
    const { dispatched } = renderWithStore(<LoginPage />, state, '/login');
    expect(screen.getByRole('alert').textContent).toBe(
      "Ce lien de connexion est invalide ou a expiré. Demandez-en un nouveau à l'organisateur du salon, ou connectez-vous avec votre identifiant.",
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByLabelText('Identifiant')).toBeTruthy();
    expect(dispatched.some((a) => a.type === externalLoginRequested.type)).toBe(false);
  });
});

describe('the flow recorder', () => {
  afterEach(() => discardRecording());

  it('keeps no token of the link: not the address, the intent, the calls nor their answers', async () => {
    const store = configureStore({ reducer: (state: object = {}) => state, middleware: (gDM) => gDM().concat(recorderMiddleware) });
    startRecording({ appVersion: 'test' });
    recordRoute(`/login?source=${TOKEN}&provider=gl_event`);
    store.dispatch(externalLoginRequested({ provider: 'gl_event', token: TOKEN }));
    const login = recordCall({ method: 'POST', path: '/login_check', body: { sourceReference: 'gl_event', token: TOKEN }, auth: false });
    await recordAnswer(login, { status: 200, data: { token: JWT, refresh_token: 'r1' } });
    const list = recordCall({ path: '/external_stand_identifiers', params: { tokenIdentifier: TOKEN } });
    await recordAnswer(list, { status: 200, data: identifiers(12) });
    recordRoute('/stands/12');
    const recording = stopRecording();
    const text = JSON.stringify(recording);
    expect(text).not.toContain(TOKEN);
    expect(findSecrets(recording)).toEqual([]);
    expect(recording?.steps[0]).toEqual({ kind: 'route', path: '/login?source=«masked»&provider=gl_event' });
  });
});
