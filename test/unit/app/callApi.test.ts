import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { all, call, fork } from 'redux-saga/effects';
import { loggedOut } from '@/state/actions';
import { callApi, refreshFailed, refreshWatcher, REFRESH_PATH } from '@/features/session/callApi';
import { navigate, registerNavigator } from '@/lib/navigation';
import { tokenReceived } from '@/features/session/sessionSlice';
import { rootReducer } from '@/app/store';
import { apiFetch, type ApiContext, type ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { loggedInState, makeJwt } from '../helpers/state';

const NEW_TOKEN = makeJwt({ user_id: 7, exp: Math.floor(Date.now() / 1000) + 3600 });

/** The API as a list of calls: refresh answers after a short delay, like a real server. */
function fakeApi(answer: (request: ApiRequest, context: ApiContext) => unknown) {
  const calls: Array<{ request: ApiRequest; context: ApiContext }> = [];
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn !== apiFetch) return next();
      const [request, context] = effect.args as [ApiRequest, ApiContext];
      calls.push({ request, context });
      const result = answer(request, context);
      return new Promise((resolve, reject) =>
        setTimeout(() => (result instanceof Error ? reject(result) : resolve({ status: 200, data: result })), 5),
      );
    },
  };
  return { calls, providers };
}

const expiredState = () => loggedInState(['ROLE_ORGANIZER'], { token: 'old-token', exp: 1000, refreshToken: 'refresh-1' });

function* twoCalls() {
  yield fork(refreshWatcher);
  yield all([call(callApi, { path: '/stands' }), call(callApi, { path: '/shows' })]);
}

describe('callApi', () => {
  const navigations: unknown[][] = [];
  beforeEach(() => {
    navigations.length = 0;
    registerNavigator((...args) => navigations.push(args), () => '/salons/3/stands');
  });

  it('sends the token and the locale, without refreshing a fresh session', async () => {
    const state = loggedInState();
    const api = fakeApi(() => ({ ok: true }));
    const { returnValue } = await expectSaga(callApi, { path: '/stands' })
      .withReducer(rootReducer, state)
      .provide(api.providers)
      .run({ silenceTimeout: true });
    expect(returnValue).toEqual({ status: 200, data: { ok: true } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].context.token).toBe(state.session.token);
  });

  it('refreshes an expired session once for two concurrent calls, which then both use the new token', async () => {
    const api = fakeApi((request) =>
      request.path === REFRESH_PATH ? { token: NEW_TOKEN, refresh_token: 'refresh-2' } : { ok: true },
    );
    const { storeState } = await expectSaga(twoCalls)
      .withReducer(rootReducer, expiredState())
      .provide(api.providers)
      .put.like({ action: { type: tokenReceived.type } })
      .run({ silenceTimeout: true, timeout: 300 });

    const refreshes = api.calls.filter((c) => c.request.path === REFRESH_PATH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].request).toMatchObject({ method: 'POST', body: { refresh_token: 'refresh-1' }, auth: false });
    const others = api.calls.filter((c) => c.request.path !== REFRESH_PATH);
    expect(others.map((c) => c.request.path).sort()).toEqual(['/shows', '/stands']);
    expect(others.map((c) => c.context.token)).toEqual([NEW_TOKEN, NEW_TOKEN]);
    expect(storeState.session).toMatchObject({ token: NEW_TOKEN, refreshToken: 'refresh-2' });
  });

  it('logs out and goes to /login when the refresh gives no token, and the calls fail', async () => {
    const api = fakeApi((request) => (request.path === REFRESH_PATH ? { token: null } : { ok: true }));
    function* oneCall() {
      yield fork(refreshWatcher);
      try {
        yield call(callApi, { path: '/stands' });
      } catch (error) {
        return error;
      }
    }
    const { returnValue, storeState } = await expectSaga(oneCall)
      .withReducer(rootReducer, expiredState())
      .provide(api.providers)
      .put(refreshFailed())
      .put(loggedOut())
      .call(navigate, '/login', { replace: true, state: { from: '/salons/3/stands' } })
      .run({ silenceTimeout: true, timeout: 300 });
    expect(returnValue).toBeInstanceOf(ApiError);
    expect((returnValue as ApiError).status).toBe(401);
    expect(api.calls.filter((c) => c.request.path === '/stands')).toHaveLength(0);
    expect(storeState.session.token).toBeNull();
    expect(navigations).toEqual([['/login', { replace: true, state: { from: '/salons/3/stands' } }]]);
  });

  it('logs out and goes to /login on any 401 answer', async () => {
    const api = fakeApi(() => new ApiError(401, [], 'Expired JWT Token'));
    function* oneCall() {
      try {
        yield call(callApi, { path: '/layout_types' });
      } catch (error) {
        return error;
      }
    }
    const { storeState } = await expectSaga(oneCall)
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .put(loggedOut())
      .run({ silenceTimeout: true });
    expect(storeState.session.token).toBeNull();
    expect(navigations[0][0]).toBe('/login');
  });

  it('does not log out on a 401 of an anonymous call (wrong password)', async () => {
    const api = fakeApi(() => new ApiError(401, [], 'Invalid credentials.'));
    function* anonymous() {
      try {
        yield call(callApi, { method: 'POST', path: '/login_check', body: {}, auth: false });
      } catch (error) {
        return error;
      }
    }
    const { storeState } = await expectSaga(anonymous)
      .withReducer(rootReducer, loggedInState())
      .provide(api.providers)
      .not.put(loggedOut())
      .run({ silenceTimeout: true });
    expect(storeState.session.token).not.toBeNull();
  });
});
