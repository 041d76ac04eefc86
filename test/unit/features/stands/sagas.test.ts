import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@/app/store';
import { listStateSaved } from '@/lists/prefsSlice';
import { showSelected } from '@/features/session/sessionSlice';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import { confirmRequested, toastShown } from '@/ui/uiSlice';
import { saveBlob } from '@/api/download';
import { ApiError } from '@/api/errors';
import { deleteRequested, deleteSucceeded } from '@/entities/mutationsSlice';
import { itemFailed, itemRequested, listRequested } from '@/entities/queriesSlice';
import { requestItem, requestList } from '@/entities/sagas';
import { DEFAULT_STAND_LIST_STATE, toStandListParams } from '@/domain/standListQuery';
import {
  standDeleteRequested,
  standExportRequested,
  standListFiltersChanged,
  standListOpened,
  standListPageChanged,
  standListPrefetched,
  standListReset,
  standListSearchTyped,
  standListSortChanged,
  standListSurfaceBucketChanged,
  standListSurfaceRangeChanged,
  standPageOpened,
} from '@/features/stands/actions';
import standSagas, {
  changeFilters,
  changePage,
  changeSort,
  changeSurfaceBucket,
  changeSurfaceRange,
  confirmStandDelete,
  exportStands,
  fallbackExportName,
  openStandList,
  openStandPage,
  prefetchStandList,
  reset,
  watchStandDeletes,
} from '@/features/stands/sagas';
import { ADMIN, ORGANIZER, PATH, SHOW_ID, STANDIST, USER_ID, rootState, stand, withList } from './fixtures';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';

const target = { showId: SHOW_ID, path: PATH };
const listRequestWith = (params: Record<string, unknown>) => ({
  action: { type: listRequested.type, payload: { resource: 'stands', params } },
});

describe('a list asked for before the first render', () => {
  it('is requested at once, and not again when the screen opens', async () => {
    const state = rootState(ADMIN);
    await expectSaga(prefetchStandList, standListPrefetched(target))
      .withState(state)
      .put.like(listRequestWith({ show: '3', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }))
      .run();
    const { effects } = await expectSaga(openStandList, standListOpened(target)).withState(state).run();
    expect((effects.put ?? []).filter((e) => e.payload.action.type === listRequested.type)).toHaveLength(0);
    // Only once: the next opening loads again.
    await expectSaga(openStandList, standListOpened(target)).withState(state).put.like(listRequestWith({ show: '3' })).run();
  });

  it('is left to the screen for a standist (single-stand check first)', async () => {
    const { effects } = await expectSaga(prefetchStandList, standListPrefetched(target)).withState(rootState(STANDIST)).run();
    expect(effects.put ?? []).toHaveLength(0);
  });
});

describe('the list request comes from the saved state', () => {
  it('opens with the saved filters, sort and page of this user and path', () => {
    const saved = {
      ...DEFAULT_STAND_LIST_STATE,
      statuses: ['validatedPlans'],
      search: 'acme',
      sort: { field: 'hall', direction: 'desc' },
      page: 2,
    };
    return expectSaga(openStandList, standListOpened(target))
      .withState(rootState(ADMIN, saved))
      .put.like(
        listRequestWith({
          show: '3',
          'status[]': ['validatedPlans'],
          search: 'acme',
          'order[hall]': 'desc',
          page: '2',
          itemsPerPage: '50',
        }),
      )
      .not.call.fn(requestList)
      .run();
  });

  it('opens with name ascending, page 1, 50 a page when nothing is saved', () =>
    expectSaga(openStandList, standListOpened(target))
      .withState(rootState(ORGANIZER))
      .put.like(listRequestWith({ show: '3', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }))
      .run());

  it('never sends a saved Messages filter for a standist', async () => {
    const saved = { ...DEFAULT_STAND_LIST_STATE, messages: { unSeen: true, untreated: true }, search: 'x' };
    const { effects } = await expectSaga(openStandList, standListOpened(target))
      .withState(rootState(STANDIST, saved))
      .provide([[matchers.call.fn(requestList), { ids: [1, 2], totalItems: 2 }]])
      .run();
    const listPut = effects.put.map((e) => e.payload.action).find((a) => a.type === listRequested.type);
    expect(listPut.payload.params).toEqual({
      show: '3',
      search: 'x',
      'order[name]': 'asc',
      page: '1',
      itemsPerPage: '50',
    });
  });

  it('saves a filter change for the user and path, back to page 1, then loads it', async () => {
    const saved = { ...DEFAULT_STAND_LIST_STATE, page: 4 };
    const { storeState } = await expectSaga(
      changeFilters,
      standListFiltersChanged({ ...target, patch: { reports: { inProgress: true, closed: false } } }),
    )
      .withReducer(rootReducer, rootState(ADMIN, saved))
      .put.like(
        listRequestWith({ show: '3', 'nbInProgressReports[gt]': '0', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }),
      )
      .run();
    const kept = storeState.prefs.listStateByUser[String(USER_ID)][PATH];
    expect(kept.reports).toEqual({ inProgress: true, closed: false });
    expect(kept.page).toBe(1);
  });

  it('sorts, pages, buckets and resets through the saved state', async () => {
    let state = rootState(ADMIN);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each saga takes its own action type
    const run = async (saga: (action: any) => SagaIterator, action: UnknownAction) => {
      const result = await expectSaga(saga, action).withReducer(rootReducer, state).run();
      state = result.storeState;
      return result.effects.put.map((e) => e.payload.action).find((a) => a.type === listRequested.type).payload.params;
    };
    expect(await run(changeSort, standListSortChanged({ ...target, sort: { field: 'surface', direction: 'desc' } }))).toMatchObject({
      'order[surface]': 'desc',
    });
    expect(await run(changePage, standListPageChanged({ ...target, page: 3 }))).toMatchObject({ page: '3', 'order[surface]': 'desc' });
    expect(await run(changeSurfaceBucket, standListSurfaceBucketChanged({ ...target, bucket: '11-20' }))).toMatchObject({
      'surface[gt]': '10',
      'surface[lte]': '20',
      page: '1',
    });
    const afterReset = await run(reset, standListReset(target));
    expect(afterReset).toEqual({ show: '3', 'order[surface]': 'desc', page: '1', itemsPerPage: '50' });
  });

  it('asks nothing new when the change leaves the request as it is', async () => {
    const params = toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE);
    const shown = withList(rootState(ADMIN), params, [stand(1)]);
    await expectSaga(changePage, standListPageChanged({ ...target, page: 1 }))
      .withReducer(rootReducer, shown)
      .not.put.like({ action: { type: listStateSaved.type } })
      .not.put.like({ action: { type: listRequested.type } })
      .run();
    // The upper handle above 100 is not sent: the slider is saved, the list stays.
    const { storeState } = await expectSaga(changeSurfaceRange, standListSurfaceRangeChanged({ ...target, range: [0, 500] }))
      .withReducer(rootReducer, shown)
      .not.put.like({ action: { type: listRequested.type } })
      .run();
    expect(storeState.prefs.listStateByUser[String(USER_ID)][PATH].surface).toEqual([0, 500]);
  });

  it('waits for a pause in the typing before it saves and loads the search', async () => {
    const { effects, storeState } = await expectSaga(standSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(requestList), null]])
      .dispatch(standListSearchTyped({ ...target, search: 'a' }))
      .dispatch(standListSearchTyped({ ...target, search: 'ac' }))
      .dispatch(standListSearchTyped({ ...target, search: 'acm' }))
      .silentRun(600);
    const requests = effects.put.map((e) => e.payload.action).filter((a) => a.type === listRequested.type);
    expect(requests).toHaveLength(1);
    expect(requests[0].payload.params.search).toBe('acm');
    expect(storeState.prefs.listStateByUser[String(USER_ID)][PATH].search).toBe('acm');
  });
});

describe('single-stand redirect', () => {
  it('sends a standist whose show has exactly one stand straight to it', () =>
    expectSaga(openStandList, standListOpened(target))
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
      .not.put.like({ action: { type: listRequested.type } })
      .run());

  it('keeps a standist with several stands on the list', () =>
    expectSaga(openStandList, standListOpened(target))
      .withState(rootState(STANDIST))
      .provide([[matchers.call.fn(requestList), { ids: [42, 43], totalItems: 2 }]])
      .not.call.fn(navigate)
      .run());

  it('checks the unfiltered list when the saved state filters, then loads the filtered one', () =>
    expectSaga(openStandList, standListOpened(target))
      .withState(rootState(STANDIST, { ...DEFAULT_STAND_LIST_STATE, search: 'zz' }))
      .provide([[matchers.call.fn(requestList), { ids: [5], totalItems: 3 }]])
      .call(requestList, { resource: 'stands', params: { show: '3', page: '1', itemsPerPage: '1' } })
      .put.like(listRequestWith({ search: 'zz' }))
      .not.call.fn(navigate)
      .run());

  it('does not redirect an organizer with one stand', () =>
    expectSaga(openStandList, standListOpened(target))
      .withState(rootState(ORGANIZER))
      .not.call.fn(requestList)
      .not.call.fn(navigate)
      .run());
});

describe('export', () => {
  const blob = new Blob(['a;b']);

  it('asks the CSV of the selected stands with the visible columns and saves it under the server name', () =>
    expectSaga(exportStands, standExportRequested({ showId: SHOW_ID, ids: [12, 15], columns: ['name', 'surface'] }))
      .withState(rootState(ADMIN))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: '3_stands_20270304-101500.csv' } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call(callApi, {
        path: '/stands.csv',
        params: { show: '3', 'id[]': ['12', '15'], 'properties[]': ['name', 'surface'] },
        responseType: 'blob',
      })
      .call(saveBlob, blob, '3_stands_20270304-101500.csv')
      .run());

  it('exports every stand of the show when none is selected', () =>
    expectSaga(exportStands, standExportRequested({ showId: SHOW_ID, ids: [], columns: ['name'] }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: null } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call.like({ fn: callApi, args: [{ path: '/stands.csv', params: { show: '3', 'properties[]': ['name'] } }] })
      .call.like({ fn: saveBlob, args: [blob] })
      .run());

  it('names the file from the show id, stands and a timestamp when the server does not', () => {
    expect(fallbackExportName(3, new Date(2027, 2, 4, 10, 15, 0))).toBe('3_stands_2027-03-04_101500.csv');
  });

  it('shows the failure in a toast', () =>
    expectSaga(exportStands, standExportRequested({ showId: SHOW_ID, ids: [], columns: [] }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(500))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'standList.export.failed' } } })
      .not.call.fn(saveBlob)
      .run());
});

describe('delete', () => {
  it('asks confirmation with the spec wording before deleting', () =>
    expectSaga(confirmStandDelete, standDeleteRequested({ id: 12 }))
      .put(
        confirmRequested({
          titleId: 'stand.delete.title',
          messageId: 'stand.delete.confirm',
          action: deleteRequested({ resource: 'stands', id: 12, successMessageId: 'stand.delete.success' }),
          errorMessageId: 'stand.delete.failed',
        }),
      )
      .run());

  it('reloads the list on screen after a stand is deleted', () => {
    const state = rootState(ADMIN);
    const params = toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE);
    return expectSaga(watchStandDeletes)
      .withState(state)
      .provide([[matchers.call.fn(requestList), { ids: [1], totalItems: 1 }]])
      .dispatch(standListOpened(target))
      .dispatch(deleteSucceeded({ resource: 'stands', key: 'stands/delete', id: 12 }))
      .call(requestList, { resource: 'stands', params })
      .silentRun(50);
  });

  it('does not reload for another resource', () =>
    expectSaga(watchStandDeletes)
      .withState(rootState(ADMIN))
      .dispatch(standListOpened(target))
      .dispatch(deleteSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/delete', id: 1 }))
      .not.call.fn(requestList)
      .silentRun(50));

  it('steps back to the last page when the delete empties the page', async () => {
    const { effects } = await expectSaga(watchStandDeletes)
      .withReducer(rootReducer, rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, page: 3 }))
      .provide([[matchers.call.fn(requestList), { ids: [], totalItems: 100 }]])
      .dispatch(standListOpened(target))
      .dispatch(deleteSucceeded({ resource: 'stands', key: 'stands/delete', id: 12 }))
      .silentRun(50);
    const last = effects.put.map((e) => e.payload.action).filter((a) => a.type === listRequested.type).pop();
    expect(last.payload.params.page).toBe('2');
  });
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
});
