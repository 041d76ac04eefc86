/**
 * The list sagas with the prefs reducer, on the stand list's definition: what the
 * stand list asks the API for as its user filters, sorts, pages, exports and deletes.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { saveBlob } from '@/api/download';
import { ApiError } from '@/api/errors';
import { DEFAULT_STAND_LIST_STATE } from '@/domain/standListQuery';
import { deleteRequested, deleteSucceeded, saveSucceeded } from '@/entities/mutationsSlice';
import { listRequested } from '@/entities/queriesSlice';
import { requestList } from '@/entities/sagas';
import { callApi } from '@/features/session/callApi';
import {
  listChanged,
  listClosed,
  listExportRequested,
  listOpened,
  listPrefetched,
  listRowDeleteRequested,
  listSearchTyped,
} from '@/lists/actions';
import listSagas, {
  confirmRowDelete,
  exportList,
  fallbackExportName,
  newListMemory,
  openList,
  prefetchList,
} from '@/lists/sagas';
import { confirmRequested, toastShown } from '@/ui/uiSlice';
import { ADMIN, ORGANIZER, PATH, SHOW_ID, STANDIST, TARGET, USER_ID, rootState, stand, toStandListParams, withList } from '../features/stands/fixtures';
import type { RootState } from '@/app/store';

const listRequestWith = (params: Record<string, unknown>) => ({
  action: { type: listRequested.type, payload: { resource: 'stands', params } },
});
const requests = (effects: { put?: Array<{ payload: { action: UnknownAction } }> }) =>
  (effects.put ?? []).map((e) => e.payload.action).filter((a) => a.type === listRequested.type) as Array<
    ReturnType<typeof listRequested>
  >;

/** Runs the list sagas on the real reducer, dispatching these actions; the requests they put and the state after. */
async function run(state: RootState, ...actions: UnknownAction[]) {
  let saga = expectSaga(listSagas).withReducer(rootReducer, state).provide([[matchers.call.fn(requestList), null]]);
  // One user action after the other: each one's saga has run before the next arrives.
  for (const action of actions) saga = saga.dispatch(action).delay(5);
  // Stopped once every action has been handled: generous, so a busy machine cannot cut the last one off.
  const result = await saga.silentRun(1000);
  return { requests: requests(result.effects), state: result.storeState as RootState };
}
const saved = (state: RootState) => state.prefs.listStateByUser[String(USER_ID)][PATH] as typeof DEFAULT_STAND_LIST_STATE;

describe('a list asked for before the first render', () => {
  it('is requested at once, and not again when the screen opens', async () => {
    const memory = newListMemory();
    const state = rootState(ADMIN);
    await expectSaga(prefetchList, memory, listPrefetched(TARGET))
      .withState(state)
      .put.like(listRequestWith({ show: '3', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }))
      .run();
    const { effects } = await expectSaga(openList, memory, listOpened(TARGET)).withState(state).run();
    expect(requests(effects)).toHaveLength(0);
    // Only once: the next opening loads again.
    await expectSaga(openList, memory, listOpened(TARGET)).withState(state).put.like(listRequestWith({ show: '3' })).run();
  });

  it('is not asked again when a feature saga asked for it already', async () => {
    const { effects } = await expectSaga(openList, newListMemory(), listOpened({ ...TARGET, requested: true }))
      .withState(rootState(ADMIN))
      .run();
    expect(requests(effects)).toHaveLength(0);
  });
});

describe('the list request comes from the saved state', () => {
  it('opens with the saved filters, sort and page of this user and path', () => {
    const state = rootState(ADMIN, {
      ...DEFAULT_STAND_LIST_STATE,
      statuses: ['validatedPlans'],
      search: 'acme',
      sort: { field: 'hall', direction: 'desc' },
      page: 2,
    });
    return expectSaga(openList, newListMemory(), listOpened(TARGET))
      .withState(state)
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
      .run();
  });

  it('opens with name ascending, page 1, 50 a page when nothing is saved', () =>
    expectSaga(openList, newListMemory(), listOpened(TARGET))
      .withState(rootState(ORGANIZER))
      .put.like(listRequestWith({ show: '3', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }))
      .run());

  it('never sends a saved Messages filter for a user without them (a standist)', () =>
    expectSaga(openList, newListMemory(), listOpened(TARGET))
      .withState(rootState(STANDIST, { ...DEFAULT_STAND_LIST_STATE, messages: { unSeen: true, untreated: true }, search: 'x' }))
      .put.like(listRequestWith({ show: '3', search: 'x', 'order[name]': 'asc', page: '1', itemsPerPage: '50' }))
      .run());

  it('saves a filter change for the user and path, back to page 1, then loads it', async () => {
    const { requests: asked, state } = await run(
      rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, page: 4 }),
      listChanged({ ...TARGET, change: { kind: 'filters', patch: { reports: { inProgress: true, closed: false } } } }),
    );
    expect(asked.map((a) => a.payload.params)).toEqual([
      { show: '3', 'nbInProgressReports[gt]': '0', 'order[name]': 'asc', page: '1', itemsPerPage: '50' },
    ]);
    expect(saved(state).reports).toEqual({ inProgress: true, closed: false });
    expect(saved(state).page).toBe(1);
  });

  it('sorts, pages, buckets and resets through the saved state', async () => {
    const { requests: asked } = await run(
      rootState(ADMIN),
      listChanged({ ...TARGET, change: { kind: 'sort', sort: { field: 'surface', direction: 'desc' } } }),
      listChanged({ ...TARGET, change: { kind: 'page', page: 3 } }),
      listChanged({ ...TARGET, change: { kind: 'transition', name: 'surfaceBucket', arg: '11-20' } }),
      listChanged({ ...TARGET, change: { kind: 'reset' } }),
    );
    const params = asked.map((a) => a.payload.params);
    expect(params[0]).toMatchObject({ 'order[surface]': 'desc' });
    expect(params[1]).toMatchObject({ page: '3', 'order[surface]': 'desc' });
    expect(params[2]).toMatchObject({ 'surface[gt]': '10', 'surface[lte]': '20', page: '1' });
    expect(params[3]).toEqual({ show: '3', 'order[surface]': 'desc', page: '1', itemsPerPage: '50' });
  });

  it('falls back to the default sort for a column the server cannot sort', async () => {
    const { requests: asked } = await run(
      rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, sort: { field: 'hall', direction: 'desc' } }),
      listChanged({ ...TARGET, change: { kind: 'sort', sort: { field: 'exhibitor', direction: 'asc' } } }),
    );
    expect(asked[0].payload.params).toMatchObject({ 'order[name]': 'asc' });
  });

  it('asks nothing new when the change leaves the request as it is', async () => {
    const shown = withList(rootState(ADMIN), toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE), [stand(1)]);
    const opened = listOpened({ ...TARGET, requested: true });
    const samePage = await run(shown, opened, listChanged({ ...TARGET, change: { kind: 'page', page: 1 } }));
    expect(samePage.requests).toHaveLength(0);
    expect(samePage.state.prefs).toEqual(shown.prefs);
    // The upper handle above 100 is not sent: it goes back to the end of the track, the list stays.
    const slider = await run(shown, opened, listChanged({ ...TARGET, change: { kind: 'transition', name: 'surfaceRange', arg: [0, 500] } }));
    expect(slider.requests).toHaveLength(0);
    // (that is the whole range: the saved state stays as it was)
    expect(slider.state.prefs).toEqual(shown.prefs);
    // Columns moved or hidden, filters folded: saved, the rows stay.
    const layout = await run(shown, opened, listChanged({ ...TARGET, change: { kind: 'layout', patch: { hidden: ['hall'], filtersFolded: true } } }));
    expect(layout.requests).toHaveLength(0);
    expect(saved(layout.state).layout).toEqual({ order: [], hidden: ['hall'], filtersFolded: true });
  });

  it('loads again when a change comes back to a list asked for earlier', async () => {
    const { requests: asked } = await run(
      rootState(ADMIN),
      listOpened(TARGET),
      listChanged({ ...TARGET, change: { kind: 'filters', patch: { statuses: ['validatedPlans'] } } }),
      listChanged({ ...TARGET, change: { kind: 'filters', patch: { statuses: [] } } }),
    );
    expect(asked.map((a) => a.payload.params['status[]'])).toEqual([undefined, ['validatedPlans'], undefined]);
  });

  it('waits for a pause in the typing before it saves and loads the search', async () => {
    const { effects, storeState } = await expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .dispatch(listSearchTyped({ ...TARGET, search: 'a' }))
      .dispatch(listSearchTyped({ ...TARGET, search: 'ac' }))
      .dispatch(listSearchTyped({ ...TARGET, search: 'acm' }))
      .silentRun(600);
    const asked = requests(effects);
    expect(asked).toHaveLength(1);
    expect(asked[0].payload.params.search).toBe('acm');
    expect(saved(storeState as RootState).search).toBe('acm');
  });

  it('keeps each user their own saved list', async () => {
    const { state } = await run(rootState(ADMIN), listChanged({ ...TARGET, change: { kind: 'filters', patch: { search: 'x' } } }));
    const otherUser = { ...state, prefs: { ...state.prefs, currentUserId: USER_ID + 1 } };
    const { requests: asked } = await run(otherUser, listOpened(TARGET));
    expect(asked[0].payload.params.search).toBeUndefined();
    expect(Object.keys(state.prefs.listStateByUser)).toEqual([String(USER_ID)]);
  });
});

describe('export', () => {
  const blob = new Blob(['a;b']);

  it('asks the CSV of the selected rows with the visible columns in the list sort and saves it under the server name', () =>
    expectSaga(exportList, listExportRequested({ ...TARGET, ids: [12, 15], columns: ['name', 'surface'] }))
      .withState(rootState(ADMIN, { sort: { field: 'surface', direction: 'desc' }, page: 2 }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: '3_stands_20270304-101500.csv' } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call(callApi, {
        path: '/stands.csv',
        params: { show: '3', 'id[]': ['12', '15'], 'properties[]': ['name', 'surface'], 'order[surface]': 'desc' },
        responseType: 'blob',
      })
      .call(saveBlob, blob, '3_stands_20270304-101500.csv')
      .run());

  it('exports every row of the scope when none is selected, in the default sort', () =>
    expectSaga(exportList, listExportRequested({ ...TARGET, ids: [], columns: ['name'] }))
      .withState(rootState(ADMIN))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: null } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call.like({ fn: callApi, args: [{ path: '/stands.csv', params: { show: '3', 'properties[]': ['name'], 'order[name]': 'asc' } }] })
      .call.like({ fn: saveBlob, args: [blob] })
      .run());

  it('names the file from the scope, the list and a timestamp when the server does not', () => {
    expect(fallbackExportName(TARGET, new Date(2027, 2, 4, 10, 15, 0))).toBe('3_stands_2027-03-04_101500.csv');
  });

  it('shows the failure in a toast', () =>
    expectSaga(exportList, listExportRequested({ ...TARGET, ids: [], columns: [] }))
      .withState(rootState(ADMIN))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(500))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'standList.export.failed' } } })
      .not.call.fn(saveBlob)
      .run());
});

describe('delete', () => {
  it('asks confirmation with the list wording before deleting', () =>
    expectSaga(confirmRowDelete, listRowDeleteRequested({ ...TARGET, id: 12 }))
      .put(
        confirmRequested({
          titleId: 'stand.delete.title',
          messageId: 'stand.delete.confirm',
          action: deleteRequested({ resource: 'stands', id: 12, successMessageId: 'stand.delete.success' }),
          errorMessageId: 'stand.delete.failed',
        }),
      )
      .run());

  it('reloads the list on screen after a row is deleted', () =>
    expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(requestList), { ids: [1], totalItems: 1 }]])
      .dispatch(listOpened({ ...TARGET, requested: true }))
      .dispatch(deleteSucceeded({ resource: 'stands', key: 'stands/delete', id: 12 }))
      .call(requestList, { resource: 'stands', params: toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE) })
      .silentRun(50));

  it('reloads the list on screen after a row of its resource is saved', () =>
    expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(requestList), { ids: [1], totalItems: 1 }]])
      .dispatch(listOpened({ ...TARGET, requested: true }))
      .dispatch(saveSucceeded({ resource: 'stands', key: 'stands/save', id: 12 }))
      .call(requestList, { resource: 'stands', params: toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE) })
      .silentRun(50));

  it('does not reload a list whose screen has closed', () =>
    expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .dispatch(listOpened({ ...TARGET, requested: true }))
      .dispatch(listClosed(TARGET))
      .dispatch(saveSucceeded({ resource: 'stands', key: 'stands/save', id: 12 }))
      .not.call.fn(requestList)
      .silentRun(50));

  it('does not reload for another resource', () =>
    expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .dispatch(listOpened({ ...TARGET, requested: true }))
      .dispatch(deleteSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/delete', id: 1 }))
      .not.call.fn(requestList)
      .silentRun(50));

  it('steps back to the last page when the delete empties the page', async () => {
    const { effects } = await expectSaga(listSagas)
      .withReducer(rootReducer, rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, page: 3 }))
      .provide([[matchers.call.fn(requestList), { ids: [], totalItems: 100 }]])
      .dispatch(listOpened({ ...TARGET, requested: true }))
      .dispatch(deleteSucceeded({ resource: 'stands', key: 'stands/delete', id: 12 }))
      .silentRun(50);
    const last = requests(effects).pop();
    expect(last?.payload.params.page).toBe('2');
  });
});
