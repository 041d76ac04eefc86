/**
 * Saved views and view links (src/lists/viewSagas.ts) on the stand list, with the real
 * reducers: what the API is asked, what the list shows after, what the user is told.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '@/app/store';
import { encodeListView, type SavedView } from '@/domain/listLink';
import { applyListChange } from '@/domain/listQuery';
import { DEFAULT_STAND_LIST_STATE, STAND_LIST } from '@/domain/standListQuery';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import {
  savedViewApplied,
  savedViewDeleteConfirmed,
  savedViewDeleteRequested,
  savedViewSaveRequested,
  savedViewsReceived,
  viewLinkCopyRequested,
  viewLinkOpened,
} from '@/lists/viewActions';
import viewSagas, { writeClipboard } from '@/lists/viewSagas';
import { confirmRequested, toastShown } from '@/ui/uiSlice';
import type { RootState } from '@/app/store';
import { ADMIN, ORGANIZER, PATH, STANDIST, TARGET, USER_ID, rootState } from '../features/stands/fixtures';

const pending = applyListChange(STAND_LIST, DEFAULT_STAND_LIST_STATE, { kind: 'filters', patch: { statuses: ['pendingPlansVerification'], search: 'hall 2' } });
const VIEW: SavedView = {
  '@id': '/backend/saved_views/9',
  '@type': 'SavedView',
  id: 9,
  list: 'stands',
  name: 'À vérifier',
  state: { ...pending, sort: { field: 'surface', direction: 'desc' } },
  createdAt: '2026-11-20T10:00:00+00:00',
  updatedAt: '2026-11-20T10:00:00+00:00',
};
const listOf = (state: RootState) => state.prefs.listStateByUser[String(USER_ID)]?.[PATH] as Record<string, unknown> | undefined;
const viewsOf = (state: RootState) => state.prefs.savedViewsByUser?.[String(USER_ID)]?.stands;

describe('saved views', () => {
  it('saves the list as shown (no page) under its name, then reloads the menu', async () => {
    const state = rootReducer(rootState(ADMIN, { ...pending, page: 3 }), { type: 'noop' });
    const { storeState } = await expectSaga(viewSagas)
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.like({ fn: callApi, args: [{ method: 'POST' }] }), { status: 201, data: VIEW }],
        [matchers.call.like({ fn: callApi, args: [{ path: '/saved_views', params: { list: 'stands', itemsPerPage: '100' } }] }), { status: 200, data: { 'hydra:member': [VIEW] } }],
      ])
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/saved_views', body: { list: 'stands', name: 'À vérifier' } }] })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'list.views.saved', values: { name: 'À vérifier' } } } })
      .dispatch(savedViewSaveRequested({ ...TARGET, name: 'À vérifier' }))
      .silentRun(50);
    expect(viewsOf(storeState as RootState)).toEqual([VIEW]);
  });

  it('the POSTed state holds the filters and sort, not the page', async () => {
    const state = rootState(ADMIN, { ...pending, page: 3 });
    const result = await expectSaga(viewSagas)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(callApi), { status: 200, data: { 'hydra:member': [] } }]])
      .dispatch(savedViewSaveRequested({ ...TARGET, name: 'x' }))
      .silentRun(50);
    const post = result.effects.call.find((e) => (e.payload.args[0] as { method?: string }).method === 'POST');
    const body = (post!.payload.args[0] as { body: { state: Record<string, unknown> } }).body;
    expect(body.state).toMatchObject({ statuses: ['pendingPlansVerification'], search: 'hall 2', sort: { field: 'name', direction: 'asc' } });
    expect(body.state).not.toHaveProperty('page');
  });

  it('reopening a view shows its filters and sort on page 1', async () => {
    const state = rootReducer(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, page: 2 }), savedViewsReceived({ list: 'stands', views: [VIEW] }));
    const { storeState } = await expectSaga(viewSagas).withReducer(rootReducer, state).dispatch(savedViewApplied({ ...TARGET, id: 9 })).silentRun(50);
    expect(listOf(storeState as RootState)).toMatchObject({ statuses: ['pendingPlansVerification'], search: 'hall 2', sort: { field: 'surface', direction: 'desc' }, page: 1 });
  });

  it('renames with a PATCH of the name only', async () => {
    await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(callApi), { status: 200, data: { 'hydra:member': [] } }]])
      .call(callApi, { method: 'PATCH', path: '/saved_views/9', body: { name: 'Urgent' } })
      .dispatch(savedViewSaveRequested({ ...TARGET, name: 'Urgent', id: 9 }))
      .silentRun(50);
  });

  it('deletes only after confirmation, naming the view', async () => {
    await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .put.like({ action: { type: confirmRequested.type, payload: { messageId: 'list.views.deleteConfirm', values: { name: 'À vérifier' } } } })
      .not.call.fn(callApi)
      .dispatch(savedViewDeleteRequested({ list: 'stands', id: 9, name: 'À vérifier' }))
      .silentRun(50);
    await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(callApi), { status: 200, data: { 'hydra:member': [] } }]])
      .call(callApi, { method: 'DELETE', path: '/saved_views/9' })
      .put.like({ action: { type: 'lists/savedViewDeleteSucceeded' } })
      .dispatch(savedViewDeleteConfirmed({ list: 'stands', id: 9, key: 'k' }))
      .silentRun(50);
  });
});

describe('view links', () => {
  it('copies the address of the list as shown', async () => {
    const state = rootState(ADMIN, pending);
    await expectSaga(viewSagas)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(writeClipboard), true]])
      .call(writeClipboard, `${window.location.origin}${PATH}?view=${encodeListView(STAND_LIST, pending)}`)
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'list.views.linkCopied' } } })
      .dispatch(viewLinkCopyRequested(TARGET))
      .silentRun(50);
  });

  it('a colleague opening the link sees that list, and the address loses the view', async () => {
    const { storeState } = await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(navigate), undefined]])
      .call(navigate, PATH, { replace: true })
      .not.put.like({ action: { type: toastShown.type, payload: { messageId: 'list.views.linkDropped' } } })
      .dispatch(viewLinkOpened({ ...TARGET, view: encodeListView(STAND_LIST, pending) }))
      .silentRun(50);
    expect(listOf(storeState as RootState)).toMatchObject({ statuses: ['pendingPlansVerification'], search: 'hall 2' });
  });

  it('says so when a value of the link is unknown here', async () => {
    const link = encodeListView(STAND_LIST, { ...DEFAULT_STAND_LIST_STATE, statuses: ['burnt' as never] });
    await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(ORGANIZER))
      .provide([[matchers.call.fn(navigate), undefined]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'list.views.linkDropped' } } })
      .dispatch(viewLinkOpened({ ...TARGET, view: link }))
      .silentRun(50);
  });

  it('says so when a filter of the link is one this user has not (a standist and the Messages filters)', async () => {
    const untreated = applyListChange(STAND_LIST, DEFAULT_STAND_LIST_STATE, { kind: 'filters', patch: { messages: { unSeen: false, untreated: true } } });
    await expectSaga(viewSagas)
      .withReducer(rootReducer, rootState(STANDIST))
      .provide([[matchers.call.fn(navigate), undefined]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'list.views.linkDropped' } } })
      .dispatch(viewLinkOpened({ ...TARGET, view: encodeListView(STAND_LIST, untreated) }))
      .silentRun(50);
  });

  it('an unreadable link changes nothing and says so', async () => {
    const state = rootState(ADMIN, pending);
    const { storeState } = await expectSaga(viewSagas)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(navigate), undefined]])
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'list.views.linkUnreadable' } } })
      .dispatch(viewLinkOpened({ ...TARGET, view: '%%%' }))
      .silentRun(50);
    expect(listOf(storeState as RootState)).toMatchObject({ search: 'hall 2' });
  });
});
