/**
 * Side effects of the stand screens (the list's own are the generic list sagas):
 * - list opening: a standist whose unfiltered list of the show holds one stand goes to it;
 * - stand page: loads the stand (404 → /404, 403/405 → /erreur), makes its show the
 *   current one and loads it (with the stand when a list gave the stand, and only when the store
 *   lacks it); for a standist, asks whether the show holds only that stand.
 */
import type { SagaIterator } from 'redux-saga';
import standBulkSagas from './bulk/sagas';
import standManageSagas from './manage/sagas';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Stand } from '@/domain/api';
import { hasActiveFilters, type ListContext, type QueryParams } from '@/domain/listQuery';
import { can } from '@/domain/permissions';
import { isStandist } from '@/domain/roles';
import { singleStandParams, singleStandRedirect, standLoadErrorRoute } from '@/domain/standListRedirect';
import { itemKey, listKey } from '@/api/params';
import type { RootState } from '@/state/rootState';
import { STAND_LIST, type StandListState } from '@/domain/standListQuery';
import { idFromIri } from '@/entities/entityTypes';
import { selectEntityById } from '@/entities/selectors';
import { saveRequested } from '@/entities/mutationsSlice';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { requestItem, requestList, type ListOutcome } from '@/entities/sagas';
import { panelPrefetches } from '@/features/registry';
import { selectRoles } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import { pushedResync, showsChangedPushed, standsChangedPushed } from '@/features/session/eventStream';
import { navigate } from '@/lib/navigation';
import { listOpened } from '@/lists/actions';
import { selectListContext, selectListParams, selectListState } from '@/lists/selectors';
import { standImportRequested, standListOpened, standPageOpened } from './actions';
import { standImportPath, standPath } from './paths';
import { selectStand, selectStandPagesOf, selectStandsInView } from './selectors';

/**
 * The list opens. A standist first learns whether the show's list without filters
 * holds exactly one stand (from the list itself when nothing narrows it).
 */
export function* openStandList(action: ReturnType<typeof standListOpened>): SagaIterator {
  const target = action.payload;
  const roles: string[] = yield select(selectRoles);
  if (!isStandist(roles)) {
    yield put(listOpened(target));
    return;
  }
  const state: StandListState = yield select(selectListState, target);
  const context: ListContext = yield select(selectListContext);
  const unfiltered = !hasActiveFilters(STAND_LIST, state, context) && state.page === 1;
  const params: QueryParams = unfiltered
    ? yield select(selectListParams, target)
    : { ...target.scope, page: '1', itemsPerPage: '1' };
  const outcome: ListOutcome | null = yield call(requestList, { resource: 'stands', params });
  if (outcome) {
    const id = singleStandRedirect(roles, { totalItems: outcome.totalItems, firstId: outcome.ids[0] ?? null });
    if (id !== null) {
      yield call(navigate, standPath(id), { replace: true });
      return;
    }
  }
  yield put(listOpened({ ...target, requested: unfiltered }));
}

/**
 * The stand's show, unless the store has it or its request is under way (issue 20: it was asked
 * once the stand was in, one round trip after the other, and again when the store had it).
 */
export function* requestShowOfStand(showId: number): SagaIterator {
  const known: boolean = yield select(
    (state: RootState) => Boolean(selectEntityById(state, 'shows', showId)) || state.queries[itemKey('shows', showId)]?.status === 'loading',
  );
  if (!known) yield put(itemRequested({ resource: 'shows', id: showId }));
}

/** The first requests of the dashboard's panels the user may see, asked with the stand's (not once it is in and they render). */
export function* prefetchStandPanels(id: number): SagaIterator {
  const roles: string[] = yield select(selectRoles);
  for (const action of panelPrefetches(['stand', 'standSide'], { standId: id }, roles)) yield put(action);
}

export function* openStandPage(action: ReturnType<typeof standPageOpened>): SagaIterator {
  const { id } = action.payload;
  yield call(prefetchStandPanels, id);
  // The stand known from a list already names its show: asked with the stand, not after it.
  const listed: Stand | undefined = yield select(selectStand, id);
  const listedShowId = idFromIri(listed?.show);
  if (listedShowId !== null) yield call(requestShowOfStand, listedShowId);
  const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'stands', id);
  if (failure) {
    const route = standLoadErrorRoute(failure.payload.error.status);
    if (route) yield call(navigate, route, { replace: true });
    return;
  }
  const stand: Stand | undefined = yield select(selectStand, id);
  const roles: string[] = yield select(selectRoles);
  // Admin or support opening an unseen stand have seen it (part 1 §2); no toast for that.
  if (stand?.unSeen && can(roles, 'stand.markSeen')) {
    yield put(saveRequested({ resource: 'stands', id, method: 'PATCH', data: { unSeen: false }, key: 'stands/seen', successMessageId: null }));
  }
  const showId = idFromIri(stand?.show);
  if (showId === null) return;
  // The stand's show becomes the current show (top bar switcher, side menu).
  yield put(showSelected({ showId }));
  yield call(requestShowOfStand, showId);
  // A standist: does the show hold this one stand only? Then there is no list to go back to
  // (the page shows no back link, the side menu names the stand): selectSingleStandId.
  const known: number | null | undefined = yield select((state: RootState) =>
    state.queries[listKey('stands', singleStandParams(showId))]?.fetchedAt,
  );
  if (isStandist(roles) && !known) yield call(requestList, { resource: 'stands', params: singleStandParams(showId) });
}

/** 'Importer' in the list's menu: the show's import wizard. */
export function* openStandImport(action: ReturnType<typeof standImportRequested>): SagaIterator {
  yield call(navigate, standImportPath(action.payload.showId));
}

/**
 * A pushed change of stands (status, 'Nouveau', 'Non traité'; src/features/session/eventStream.ts):
 * a stand page showing one of them asks for that stand again, and only for it (its panels and
 * thread stay as they are); the stand lists showing one go stale and those on screen reload
 * (useList). A change of many stands or a resync reloads the lists whatever they show.
 */
export function* refreshStandsInView(action: ReturnType<typeof standsChangedPushed> | ReturnType<typeof showsChangedPushed> | ReturnType<typeof pushedResync>): SagaIterator {
  if (standsChangedPushed.match(action)) {
    const pages: number[] = yield select(selectStandPagesOf, action.payload.standIds);
    for (const id of pages) yield put(itemRequested({ resource: 'stands', id }));
    const inView: boolean = yield select(selectStandsInView, action.payload.standIds);
    if (inView) yield put(queriesInvalidated({ resource: 'stands', lists: true }));
    return;
  }
  yield put(queriesInvalidated({ resource: 'stands' }));
}

export default function* standSagas(): SagaIterator {
  yield takeEvery([standsChangedPushed.type, showsChangedPushed.type, pushedResync.type], refreshStandsInView);
  yield takeLatest(standListOpened.type, openStandList);
  yield takeLatest(standImportRequested.type, openStandImport);
  yield takeLatest(standPageOpened.type, openStandPage);
  yield fork(standBulkSagas);
  yield fork(standManageSagas);
}
