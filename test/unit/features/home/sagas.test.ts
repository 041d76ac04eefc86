import { expectSaga } from 'redux-saga-test-plan';
import { call, fork } from 'redux-saga/effects';
import { navigate, registerNavigator } from '@/lib/navigation';
import { rootReducer } from '@/app/store';
import type { ApiRequest } from '@/api/client';
import entitySagas from '@/entities/sagas';
import { openHome } from '@/features/home/sagas';
import { login } from '@/features/session/sagas';
import { loginRequested } from '@/features/session/sessionSlice';
import { listRequested, listSucceeded, queriesInvalidated } from '@/entities/queriesSlice';
import { HOME_SHOWS_PARAMS, SHOWS_JUST_FETCHED_MS } from '@/domain/home';
import { ENABLED_SHOWS_KEY } from '@/layouts/selectors';
import { fakeCallApi } from '../../helpers/fakeApi';
import { initialState, loggedInState, makeJwt } from '../../helpers/state';

const show = (id: number) => ({ '@id': `/backend/shows/${id}`, '@type': 'Show', id, name: `Salon ${id}`, logo: null });
const stand = (id: number) => ({ '@id': `/backend/stands/${id}`, '@type': 'Stand', id, name: `Stand ${id}` });
const collection = (items: unknown[], total = items.length) => ({ 'hydra:member': items, 'hydra:totalItems': total });

function api(shows: number[], stands: number[], standTotal = stands.length) {
  return fakeCallApi((request: ApiRequest) =>
    request.path === '/shows' ? collection(shows.map(show)) : collection(stands.map(stand), standTotal),
  );
}

function* home() {
  yield fork(entitySagas);
  yield fork(openHome);
}

const run = (roles: string[], fake: ReturnType<typeof api>) =>
  expectSaga(home).withReducer(rootReducer, loggedInState(roles)).provide(fake.providers);

describe('home saga', () => {
  beforeEach(() => registerNavigator(() => undefined));

  it('loads the enabled shows, newest first, unpaged', async () => {
    const fake = api([5, 4], []);
    const { storeState } = await run(['ROLE_ORGANIZER'], fake).not.call.fn(navigate).run({ silenceTimeout: true });
    expect(fake.requests[0]).toEqual({ path: '/shows', params: { enabled: true, 'order[createdAt]': 'desc', all: 1 } });
    expect(fake.requests).toHaveLength(1);
    expect(storeState.queries[ENABLED_SHOWS_KEY]).toMatchObject({ status: 'succeeded', ids: [5, 4], totalItems: 2 });
  });

  it('sends a user with one show and one stand straight to that stand', async () => {
    const fake = api([4], [12]);
    const { storeState } = await run(['ROLE_STANDIST'], fake)
      .call(navigate, '/stands/12', { replace: true })
      .run({ silenceTimeout: true });
    expect(fake.requests[1]).toEqual({ path: '/stands', params: { show: 4, itemsPerPage: 2 } });
    expect(storeState.session.selectedShowByUser).toEqual({ '7': 4 });
  });

  it('sends a user with one show and several stands to its stand list', async () => {
    await run(['ROLE_ORGANIZER'], api([4], [12, 13], 150))
      .call(navigate, '/salons/4/stands', { replace: true })
      .run({ silenceTimeout: true });
  });

  it('keeps admin and support on the home even with one show', async () => {
    for (const roles of [['ROLE_SUPER_ADMIN'], ['ROLE_SUPPORT_ASTECH']]) {
      const fake = api([4], [12]);
      await run(roles, fake).not.call.fn(navigate).run({ silenceTimeout: true });
      expect(fake.requests).toHaveLength(1);
    }
  });
});

describe('the home right after the login (issue 20)', () => {
  beforeEach(() => registerNavigator(() => undefined));
  const TOKEN = makeJwt({ user_id: 7, roles: ['ROLE_SUPER_ADMIN'], username: 'admin@demo.test' });

  it('does not ask for the shows the login has just read', async () => {
    const fake = fakeCallApi((request: ApiRequest) =>
      request.path === '/login_check'
        ? { token: TOKEN, refresh_token: 'r1' }
        : request.path === '/shows'
          ? collection([show(5), show(4)])
          : { '@id': '/backend/users/7', id: 7, fullName: 'Admin', languagePreference: null },
    );
    function* loginThenHome() {
      yield fork(entitySagas);
      yield call(login, loginRequested({ username: 'admin@demo.test', password: 'demo1234' }));
      yield call(openHome);
    }
    const { storeState } = await expectSaga(loginThenHome).withReducer(rootReducer, initialState()).provide(fake.providers).run({ silenceTimeout: true });
    expect(fake.requests.filter((request) => request.path === '/shows')).toHaveLength(1);
    expect(storeState.queries[ENABLED_SHOWS_KEY]).toMatchObject({ status: 'succeeded', ids: [5, 4] });
  });

  it('asks again for shows read longer ago, or made stale by a write', async () => {
    const answered = (fetchedAt: number, stale: boolean) => {
      const request = listRequested({ resource: 'shows', params: HOME_SHOWS_PARAMS });
      const { key, requestId } = request.payload;
      let state = rootReducer(loggedInState(['ROLE_ORGANIZER']), request);
      state = rootReducer(state, listSucceeded({ key, requestId, ids: [], totalItems: 0, fetchedAt }));
      return stale ? rootReducer(state, queriesInvalidated({ resource: 'shows' })) : state;
    };
    for (const [fetchedAt, stale] of [
      [Date.now() - SHOWS_JUST_FETCHED_MS - 60_000, false],
      [Date.now(), true],
    ] as const) {
      const fake = api([5, 4], []);
      await expectSaga(home).withReducer(rootReducer, answered(fetchedAt, stale)).provide(fake.providers).run({ silenceTimeout: true });
      expect(fake.requests.filter((request) => request.path === '/shows')).toHaveLength(1);
    }
  });
});
