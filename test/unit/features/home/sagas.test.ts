import { expectSaga } from 'redux-saga-test-plan';
import { fork } from 'redux-saga/effects';
import { navigate, registerNavigator } from '@/lib/navigation';
import { rootReducer } from '@/app/store';
import type { ApiRequest } from '@/api/client';
import entitySagas from '@/entities/sagas';
import { openHome } from '@/features/home/sagas';
import { ENABLED_SHOWS_KEY } from '@/layouts/selectors';
import { fakeCallApi } from '../../helpers/fakeApi';
import { loggedInState } from '../../helpers/state';

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
