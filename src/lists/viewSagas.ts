/**
 * The I/O of saved views and view links (issue 11, item 6), one flow per intent:
 * - requested: GET /saved_views?list=… (the caller's own), kept in prefs;
 * - save: POST the list's current state under a name, or PATCH a new name; the list reloads;
 * - applied: the view's state replaces the list's (listChanged 'replace': the list's rules read it back);
 * - delete: confirmation, DELETE, reload;
 * - copy link: the address of the list with `?view=` (filters, sort, columns), to the clipboard;
 * - link opened: the view replaces the list's state, a notice names what could not apply
 *   (unknown values, filters this user has not), the address loses its `?view=`.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { serializeError } from '@/api/errors';
import { decodeListView, encodeListView, viewStateOf, VIEW_PARAM, type SavedView } from '@/domain/listLink';
import { toFilterParams, type ListContext, type ListState } from '@/domain/listQuery';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import { errorToast, successToast } from '@/ui/toasts';
import { confirmRequested, modalClosed, toastShown } from '@/ui/uiSlice';
import { listChanged, type ListTarget } from './actions';
import { listDefinition } from './registry';
import { selectListContext, selectListState } from './selectors';
import {
  SAVED_VIEW_DELETE_KEY,
  SAVED_VIEW_SAVE_KEY,
  savedViewApplied,
  savedViewDeleteConfirmed,
  savedViewDeleteFailed,
  savedViewDeleteRequested,
  savedViewDeleteSucceeded,
  savedViewSaveFailed,
  savedViewSaveRequested,
  savedViewSaveSucceeded,
  savedViewsReceived,
  savedViewsRequested,
  viewLinkCopyRequested,
  viewLinkOpened,
} from './viewActions';
import { selectSavedViews } from './viewSelectors';

const PATH = '/saved_views';

export function* loadSavedViews(list: string): SagaIterator {
  try {
    const response: { data: { 'hydra:member': SavedView[] } } = yield call(callApi, { path: PATH, params: { list, itemsPerPage: '100' } });
    yield put(savedViewsReceived({ list, views: response.data['hydra:member'] }));
  } catch (e) {
    yield call(errorToast, serializeError(e), 'list.views.loadFailed');
  }
}

export function* requestSavedViews(action: ReturnType<typeof savedViewsRequested>): SagaIterator {
  yield call(loadSavedViews, action.payload.list);
}

export function* saveView(action: ReturnType<typeof savedViewSaveRequested>): SagaIterator {
  const { name, id, ...target } = action.payload;
  try {
    if (id !== undefined) {
      yield call(callApi, { method: 'PATCH', path: `${PATH}/${id}`, body: { name } });
    } else {
      const state: ListState = yield select(selectListState, target);
      yield call(callApi, { method: 'POST', path: PATH, body: { list: target.list, name, state: viewStateOf(state) } });
    }
    yield put(savedViewSaveSucceeded({ key: SAVED_VIEW_SAVE_KEY }));
    yield put(modalClosed(SAVED_VIEW_SAVE_KEY));
    yield put(successToast(id !== undefined ? 'list.views.renamed' : 'list.views.saved', { name }));
    yield call(loadSavedViews, target.list);
  } catch (e) {
    const error = serializeError(e);
    yield put(savedViewSaveFailed({ key: SAVED_VIEW_SAVE_KEY, error }));
    yield call(errorToast, error, 'list.views.saveFailed');
  }
}

export function* applyView(action: ReturnType<typeof savedViewApplied>): SagaIterator {
  const { id, ...target } = action.payload;
  const views: SavedView[] = yield select(selectSavedViews, target.list);
  const view = views.find((v) => v.id === id);
  if (!view) return;
  yield put(listChanged({ ...target, change: { kind: 'replace', state: view.state } }));
  yield put(successToast('list.views.applied', { name: view.name }));
}

export function* confirmViewDelete(action: ReturnType<typeof savedViewDeleteRequested>): SagaIterator {
  const { list, id, name } = action.payload;
  yield put(
    confirmRequested({
      titleId: 'list.views.deleteTitle',
      messageId: 'list.views.deleteConfirm',
      values: { name },
      action: savedViewDeleteConfirmed({ list, id, key: SAVED_VIEW_DELETE_KEY }),
      errorMessageId: 'list.views.deleteFailed',
    }),
  );
}

export function* deleteView(action: ReturnType<typeof savedViewDeleteConfirmed>): SagaIterator {
  const { list, id, key } = action.payload;
  try {
    yield call(callApi, { method: 'DELETE', path: `${PATH}/${id}` });
    yield put(savedViewDeleteSucceeded({ key }));
    yield put(successToast('list.views.deleted'));
    yield call(loadSavedViews, list);
  } catch (e) {
    yield put(savedViewDeleteFailed({ key, error: serializeError(e) }));
  }
}

/** The clipboard, or false where the browser refuses it (no permission, not a secure page). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The absolute address of a list showing `state`. */
export function viewLinkOf(target: ListTarget, state: ListState, origin: string): string | null {
  const definition = listDefinition(target.list);
  if (!definition) return null;
  return `${origin}${target.path}?${VIEW_PARAM}=${encodeListView(definition, state)}`;
}

export function* copyViewLink(action: ReturnType<typeof viewLinkCopyRequested>): SagaIterator {
  const state: ListState = yield select(selectListState, action.payload);
  const link = viewLinkOf(action.payload, state, window.location.origin);
  if (!link) return;
  const copied: boolean = yield call(writeClipboard, link);
  // Where the clipboard is refused, the link is shown to copy by hand.
  yield put(copied ? successToast('list.views.linkCopied') : toastShown({ severity: 'info', messageId: 'list.views.linkShown', values: { link } }));
}

const ALLOW_ALL: ListContext = { can: () => true };

export function* openViewLink(action: ReturnType<typeof viewLinkOpened>): SagaIterator {
  const { view, ...target } = action.payload;
  const definition = listDefinition(target.list);
  if (!definition) return;
  const decoded = decodeListView(definition, view);
  if (!decoded) {
    yield put(toastShown({ severity: 'warning', messageId: 'list.views.linkUnreadable' }));
  } else {
    yield put(listChanged({ ...target, change: { kind: 'replace', state: decoded.state } }));
    // A filter this user's role does not have (the stand list's Messages group) does not apply either.
    const context: ListContext = yield select(selectListContext);
    const unavailable = JSON.stringify(toFilterParams(definition, decoded.state, context)) !== JSON.stringify(toFilterParams(definition, decoded.state, ALLOW_ALL));
    if (decoded.dropped.length || unavailable) {
      yield put(toastShown({ severity: 'warning', messageId: 'list.views.linkDropped' }));
    }
  }
  // The address of the list itself: a reload shows the list as the user leaves it, not the link again.
  yield call(navigate, target.path, { replace: true });
}

export default function* viewSagas(): SagaIterator {
  yield takeLatest(savedViewsRequested.type, requestSavedViews);
  yield takeEvery(savedViewSaveRequested.type, saveView);
  yield takeEvery(savedViewApplied.type, applyView);
  yield takeEvery(savedViewDeleteRequested.type, confirmViewDelete);
  yield takeEvery(savedViewDeleteConfirmed.type, deleteView);
  yield takeEvery(viewLinkCopyRequested.type, copyViewLink);
  yield takeEvery(viewLinkOpened.type, openViewLink);
}
