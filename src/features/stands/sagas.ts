/**
 * Side effects of the stand screens:
 * - list: every change intent computes the next list state (src/domain/standListQuery),
 *   saves it for the user and path (prefs, persisted) and requests the list it gives;
 *   the search box waits for a 300 ms pause;
 * - single stand: a standist whose unfiltered list of the show holds one stand goes to it;
 * - export: GET /backend/stands.csv as a blob, saved under the server's file name;
 * - delete: confirmation dialog, DELETE through the generic saga, then the list reloads;
 * - stand page: loads the stand (404 → /404, 403/405 → /erreur), makes its show the
 *   current one and loads it.
 */
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import { listStateSaved } from '@/lists/prefsSlice';
import { showSelected } from '@/features/session/sessionSlice';
import { errorToast } from '@/ui/toasts';
import { confirmRequested } from '@/ui/uiSlice';
import type { ApiResponse, BlobResult } from '@/api/client';
import { saveBlob } from '@/api/download';
import { serializeError } from '@/api/errors';
import { listKey } from '@/api/params';
import { deleteRequested, deleteSucceeded } from '@/entities/mutationsSlice';
import { idFromIri } from '@/entities/entityTypes';
import { listRequested, itemRequested, type QueryState } from '@/entities/queriesSlice';
import { requestItem, requestList, type ListOutcome } from '@/entities/sagas';
import type { Stand } from '@/domain/api';
import { isStandist } from '@/domain/roles';
import { singleStandRedirect, standLoadErrorRoute } from '@/domain/standListRedirect';
import {
  STAND_LIST_PAGE_SIZE,
  hasActiveFilters,
  resetFilters,
  toStandExportParams,
  withFilters,
  withPage,
  withSort,
  withSurfaceBucket,
  withSurfaceRange,
  type QueryParams,
  type StandListState,
} from '@/domain/standListQuery';
import {
  standDeleteRequested,
  standExportRequested,
  standListFiltersChanged,
  standListOpened,
  standListPageChanged,
  standListPrefetched,
  standListReloadRequested,
  standListReset,
  standListSearchTyped,
  standListSortChanged,
  standListSurfaceBucketChanged,
  standListSurfaceRangeChanged,
  standPageOpened,
  type StandListTarget,
} from './actions';
import {
  selectStand,
  selectStandListParams,
  selectStandListQuery,
  selectStandListState,
  type StandsRootState,
} from './selectors';

export const SEARCH_DEBOUNCE_MS = 300;

/** How long a prefetched list counts as the one the opening screen would ask for. */
export const PREFETCH_FRESH_MS = 10_000;

/** The list asked for before the first render, until the screen opens (one at a time). */
let prefetched: { key: string; at: number } | null = null;

const selectRoles = (state: StandsRootState) => state.session.roles;

/** Requests the list the saved state of this path gives. */
export function* loadStandList({ showId, path }: StandListTarget): SagaIterator {
  const params: QueryParams = yield select(selectStandListParams, showId, path);
  yield put(listRequested({ resource: 'stands', params }));
}

/**
 * Saves the next state; loads only when it asks another list than the one on
 * screen (a slider moved above 100 or a page set to the page shown asks nothing new).
 */
function* saveAndLoad(target: StandListTarget, next: StandListState): SagaIterator {
  const before: QueryParams = yield select(selectStandListParams, target.showId, target.path);
  yield put(listStateSaved({ path: target.path, state: next }));
  const after: QueryParams = yield select(selectStandListParams, target.showId, target.path);
  const query: QueryState = yield select(selectStandListQuery, target.showId, target.path);
  const shown = query.status === 'loading' || query.status === 'succeeded';
  if (shown && listKey('stands', before) === listKey('stands', after)) return;
  yield call(loadStandList, target);
}

/** A change intent: the next state from the saved one, saved, then loaded. */
function changeWith<P extends StandListTarget>(transition: (state: StandListState, payload: P) => StandListState) {
  return function* change(action: { type: string; payload: P }): SagaIterator {
    const current: StandListState = yield select(selectStandListState, action.payload.path);
    const next = transition(current, action.payload);
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    yield call(saveAndLoad, action.payload, next);
  };
}

export const changeFilters = changeWith<ReturnType<typeof standListFiltersChanged>['payload']>((s, p) =>
  withFilters(s, p.patch),
);
export const changeSearch = changeWith<ReturnType<typeof standListSearchTyped>['payload']>((s, p) =>
  s.search === p.search ? s : withFilters(s, { search: p.search }),
);
export const changeSurfaceRange = changeWith<ReturnType<typeof standListSurfaceRangeChanged>['payload']>((s, p) =>
  withSurfaceRange(s, p.range),
);
export const changeSurfaceBucket = changeWith<ReturnType<typeof standListSurfaceBucketChanged>['payload']>((s, p) =>
  withSurfaceBucket(s, p.bucket),
);
export const changeSort = changeWith<ReturnType<typeof standListSortChanged>['payload']>((s, p) => withSort(s, p.sort));
export const changePage = changeWith<ReturnType<typeof standListPageChanged>['payload']>((s, p) => withPage(s, p.page));
export const reset = changeWith<StandListTarget>((s) => resetFilters(s));

/**
 * The screen opens. A standist first learns whether the show's list without
 * filters holds exactly one stand (from the list itself when nothing narrows it).
 */
export function* openStandList(action: ReturnType<typeof standListOpened>): SagaIterator {
  const target = action.payload;
  const roles: string[] = yield select(selectRoles);
  if (!isStandist(roles)) {
    const params: QueryParams = yield select(selectStandListParams, target.showId, target.path);
    const wasPrefetched = prefetched?.key === listKey('stands', params) && Date.now() - prefetched.at < PREFETCH_FRESH_MS;
    prefetched = null;
    if (!wasPrefetched) yield call(loadStandList, target);
    return;
  }
  const state: StandListState = yield select(selectStandListState, target.path);
  const listIsUnfiltered = !hasActiveFilters(state) && state.page === 1;
  const params: QueryParams = listIsUnfiltered
    ? yield select(selectStandListParams, target.showId, target.path)
    : { show: String(target.showId), page: '1', itemsPerPage: '1' };
  const outcome: ListOutcome | null = yield call(requestList, { resource: 'stands', params });
  if (outcome) {
    const id = singleStandRedirect(roles, { totalItems: outcome.totalItems, firstId: outcome.ids[0] ?? null });
    if (id !== null) {
      yield call(navigate, `/stands/${id}`, { replace: true });
      return;
    }
  }
  if (!listIsUnfiltered) yield call(loadStandList, target);
}

/**
 * Before the first render of the list's address: the rows are asked for at once.
 * Not for a standist, whose list opens with the single-stand check.
 */
export function* prefetchStandList(action: ReturnType<typeof standListPrefetched>): SagaIterator {
  const roles: string[] = yield select(selectRoles);
  if (isStandist(roles)) return;
  const { showId, path } = action.payload;
  const params: QueryParams = yield select(selectStandListParams, showId, path);
  prefetched = { key: listKey('stands', params), at: Date.now() };
  yield put(listRequested({ resource: 'stands', params }));
}

/**
 * `12_stands_2027-03-04_101500.csv` (the server's pattern, local time), used only
 * when the server names no file. Plain Date: luxon stays out of the first bundle.
 */
export function fallbackExportName(showId: number, now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${showId}_stands_${day}_${time}.csv`;
}

export function* exportStands(action: ReturnType<typeof standExportRequested>): SagaIterator {
  const { showId, ids, columns } = action.payload;
  try {
    const response: ApiResponse<BlobResult> = yield call(callApi, {
      path: '/stands.csv',
      params: toStandExportParams(showId, ids, columns),
      responseType: 'blob',
    });
    yield call(saveBlob, response.data.blob, response.data.filename ?? fallbackExportName(showId));
  } catch (e) {
    yield call(errorToast, serializeError(e), 'standList.export.failed');
  }
}

export function* confirmStandDelete(action: ReturnType<typeof standDeleteRequested>): SagaIterator {
  yield put(
    confirmRequested({
      titleId: 'stand.delete.title',
      messageId: 'stand.delete.confirm',
      action: deleteRequested({ resource: 'stands', id: action.payload.id, successMessageId: 'stand.delete.success' }),
      errorMessageId: 'stand.delete.failed',
    }),
  );
}

/** After a delete the list reloads; a page left empty steps back to the last page. */
export function* reloadAfterDelete(target: StandListTarget): SagaIterator {
  const params: QueryParams = yield select(selectStandListParams, target.showId, target.path);
  const outcome: ListOutcome | null = yield call(requestList, { resource: 'stands', params });
  const state: StandListState = yield select(selectStandListState, target.path);
  if (outcome && outcome.ids.length === 0 && outcome.totalItems > 0 && state.page > 1) {
    const lastPage = Math.ceil(outcome.totalItems / STAND_LIST_PAGE_SIZE);
    yield call(saveAndLoad, target, withPage(state, lastPage));
  }
}

/** Remembers the list on screen, so a delete reloads it. */
export function* watchStandDeletes(): SagaIterator {
  let target: StandListTarget | null = null;
  for (;;) {
    const action: ReturnType<typeof standListOpened> | ReturnType<typeof deleteSucceeded> = yield take([
      standListOpened.type,
      deleteSucceeded.type,
    ]);
    if (standListOpened.match(action)) target = action.payload;
    else if (action.payload.resource === 'stands' && target) yield call(reloadAfterDelete, target);
  }
}

export function* openStandPage(action: ReturnType<typeof standPageOpened>): SagaIterator {
  const { id } = action.payload;
  const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'stands', id);
  if (failure) {
    const route = standLoadErrorRoute(failure.payload.error.status);
    if (route) yield call(navigate, route, { replace: true });
    return;
  }
  const stand: Stand | undefined = yield select(selectStand, id);
  const showId = idFromIri(stand?.show);
  if (showId === null) return;
  // The stand's show becomes the current show (top bar switcher, side menu).
  yield put(showSelected({ showId }));
  yield put(itemRequested({ resource: 'shows', id: showId }));
}

export default function* standSagas(): SagaIterator {
  yield takeLatest(standListOpened.type, openStandList);
  yield takeEvery(standListPrefetched.type, prefetchStandList);
  yield takeLatest(standListReloadRequested.type, (a: ReturnType<typeof standListReloadRequested>) =>
    loadStandList(a.payload),
  );
  yield takeEvery(standListFiltersChanged.type, changeFilters);
  yield debounce(SEARCH_DEBOUNCE_MS, standListSearchTyped.type, changeSearch);
  yield takeEvery(standListSurfaceRangeChanged.type, changeSurfaceRange);
  yield takeEvery(standListSurfaceBucketChanged.type, changeSurfaceBucket);
  yield takeEvery(standListSortChanged.type, changeSort);
  yield takeEvery(standListPageChanged.type, changePage);
  yield takeEvery(standListReset.type, reset);
  yield takeLeading(standExportRequested.type, exportStands);
  yield takeEvery(standDeleteRequested.type, confirmStandDelete);
  yield takeLatest(standPageOpened.type, openStandPage);
  yield call(watchStandDeletes);
}
