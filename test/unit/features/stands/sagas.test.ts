import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { showSelected } from '@/features/session/sessionSlice';
import { navigate } from '@/lib/navigation';
import { itemFailed, itemRequested, listRequested } from '@/entities/queriesSlice';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { rootReducer } from '@/app/store';
import { registerFeatures } from '@/features/registry';
import standMessagesFeature from '@/features/standMessages/manifest';
import { threadParams } from '@/features/standMessages/threadQuery';
import { requestItem, requestList } from '@/entities/sagas';
import { DEFAULT_STAND_LIST_STATE } from '@/domain/standListQuery';
import { standListOpened, standPageOpened } from '@/features/stands/actions';
import { openStandList, openStandPage } from '@/features/stands/sagas';
import { listOpened } from '@/lists/actions';
import { saveRequested } from '@/entities/mutationsSlice';
import { ADMIN, ORGANIZER, SHOW_ID, STANDIST, TARGET, rootState, stand, toStandListParams, withList } from './fixtures';

describe('single-stand redirect', () => {
  it('sends a standist whose show has exactly one stand straight to it', () =>
    expectSaga(openStandList, standListOpened(TARGET))
      .withState(rootState(STANDIST))
      .provide([
        [matchers.call.fn(requestList), { ids: [42], totalItems: 1 }],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(requestList, {
        resource: 'stands',
        params: toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE, { messageFilters: false }),
      })
      .call(navigate, '/stands/42', { replace: true })
      .not.put.like({ action: { type: listOpened.type } })
      .run());

  it('keeps a standist with several stands on the list, whose request was that check', () =>
    expectSaga(openStandList, standListOpened(TARGET))
      .withState(rootState(STANDIST))
      .provide([[matchers.call.fn(requestList), { ids: [42, 43], totalItems: 2 }]])
      .put(listOpened({ ...TARGET, requested: true }))
      .not.call.fn(navigate)
      .run());

  it('checks the unfiltered list when the saved state filters, then loads the filtered one', () =>
    expectSaga(openStandList, standListOpened(TARGET))
      .withState(rootState(STANDIST, { ...DEFAULT_STAND_LIST_STATE, search: 'zz' }))
      .provide([[matchers.call.fn(requestList), { ids: [5], totalItems: 3 }]])
      .call(requestList, { resource: 'stands', params: { show: '3', page: '1', itemsPerPage: '1' } })
      .put(listOpened({ ...TARGET, requested: false }))
      .not.call.fn(navigate)
      .run());

  it('does not redirect an organizer with one stand: the list opens as usual', () =>
    expectSaga(openStandList, standListOpened(TARGET))
      .withState(rootState(ORGANIZER))
      .put(listOpened(TARGET))
      .not.call.fn(requestList)
      .not.call.fn(navigate)
      .run());
});

describe('stand page', () => {
  const failure = (status: number) =>
    itemFailed({ key: 'stands/9', requestId: 'r', error: { status, violations: [], description: null } });

  it.each([
    [404, '/404'],
    [403, '/erreur'],
    [405, '/erreur'],
  ])('goes away on a %s', (status, route) =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(rootState(ADMIN))
      .provide([
        [matchers.call.fn(requestItem), failure(status)],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(requestItem, 'stands', 9)
      .call(navigate, route, { replace: true })
      .run(),
  );

  it('stays (error with retry) on a server error', () =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(rootState(ADMIN))
      .provide([[matchers.call.fn(requestItem), failure(500)]])
      .not.call.fn(navigate)
      .run());

  it('makes the show of the stand the current show and loads it', () => {
    const state = withList(rootState(ADMIN), { x: '1' }, [stand(9)]);
    return expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(state)
      .provide([[matchers.call.fn(requestItem), null]])
      .put(showSelected({ showId: SHOW_ID }))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .run();
  });

  it('marks an unseen stand seen when admin or support open it, without a toast', () => {
    const state = withList(rootState(ADMIN), { x: '1' }, [stand(9, { unSeen: true })]);
    return expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(state)
      .provide([[matchers.call.fn(requestItem), null]])
      .put(saveRequested({ resource: 'stands', id: 9, method: 'PATCH', data: { unSeen: false }, key: 'stands/seen', successMessageId: null }))
      .run();
  });

  it('leaves the stand unseen when an organizer opens it, and does not write a stand already seen', async () => {
    const unseen = withList(rootState(ORGANIZER), { x: '1' }, [stand(9, { unSeen: true })]);
    await expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(unseen)
      .provide([[matchers.call.fn(requestItem), null]])
      .not.put.like({ action: { type: saveRequested.type } })
      .run();
    const seen = withList(rootState(ADMIN), { x: '1' }, [stand(9, { unSeen: false })]);
    await expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(seen)
      .provide([[matchers.call.fn(requestItem), null]])
      .not.put.like({ action: { type: saveRequested.type } })
      .run();
  });
});

describe('the stand page’s show (issue 20)', () => {
  const showRequests = (effects: { put?: { payload: { action: { type: string; payload?: { resource?: string } } } }[] }) =>
    (effects.put ?? []).filter(({ payload: { action } }) => action.type === itemRequested.type && action.payload?.resource === 'shows');
  const show = { '@id': `/backend/shows/${SHOW_ID}`, '@type': 'Show', id: SHOW_ID, name: 'Salon 3' };

  it('asks for the show with the stand when a list gave the stand, before the stand is in', () =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withReducer(rootReducer, withList(rootState(ADMIN), { x: '1' }, [stand(9)]))
      // The stand never answers: the show's request went out all the same.
      .provide([[matchers.call.fn(requestItem), new Promise(() => undefined)]])
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'shows', id: SHOW_ID } } })
      .silentRun(50));

  it('asks for it once, not again once the stand is in', async () => {
    const { effects } = await expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withReducer(rootReducer, withList(rootState(ADMIN), { x: '1' }, [stand(9)]))
      .provide([[matchers.call.fn(requestItem), null]])
      .put(showSelected({ showId: SHOW_ID }))
      .run();
    expect(showRequests(effects)).toHaveLength(1);
  });

  it('does not ask for a show the store has', async () => {
    const state = rootReducer(withList(rootState(ADMIN), { x: '1' }, [stand(9)]), entitiesReceived({ type: 'shows', items: [show as never] }));
    const { effects } = await expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(requestItem), null]])
      .put(showSelected({ showId: SHOW_ID }))
      .run();
    expect(showRequests(effects)).toHaveLength(0);
  });
});

describe('stand page panels', () => {
  beforeAll(() => registerFeatures([standMessagesFeature]));
  afterAll(() => registerFeatures([]));

  it('asks for the thread with the stand, before the stand is in (not once the panel renders)', () =>
    expectSaga(openStandPage, standPageOpened({ id: 9 }))
      .withState(rootState(ADMIN))
      // The stand never answers: the thread's request went out all the same.
      .provide([[matchers.call.fn(requestItem), new Promise(() => undefined)]])
      .put.like({ action: { type: listRequested.type, payload: { resource: 'standMessages', params: threadParams(9) } } })
      .silentRun(50));
});
