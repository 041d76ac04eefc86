/**
 * The I/O of every list screen, one flow per intent:
 * - opened: loads the list its saved state gives (unless asked for already: prefetched
 *   before the first render, or by a feature's own opening saga);
 * - changed: the prefs reducer has applied the change; loads only when the state now
 *   asks another list than the one on screen (a slider moved above 100 asks nothing new);
 * - search typed: changes the list after a 300 ms pause;
 * - reload (retry), export (GET <csv path> in the list's sort as a blob, saved under the server's name);
 * - row delete: confirmation, DELETE through the generic saga;
 * - after a save or a delete of its resource, the list on screen reloads, stepping
 *   back to the last page when its page is left empty.
 * What the screens on display are is kept in this saga's memory, not in the store.
 */
import type { SagaIterator } from 'redux-saga';
import { call, debounce, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { listKey } from '@/api/params';
import { lastPage, toExportParams, toFilterParams, type ListContext, type ListState, type QueryParams } from '@/domain/listQuery';
import type { EntityType } from '@/entities/entityTypes';
import { deleteRequested, deleteSucceeded, saveSucceeded } from '@/entities/mutationsSlice';
import { listRequested, type QueryState } from '@/entities/queriesSlice';
import { downloadFile, requestList, type ListOutcome } from '@/entities/sagas';
import { confirmRequested } from '@/ui/uiSlice';
import {
  listChanged,
  listClosed,
  listExportRequested,
  listOpened,
  listPrefetched,
  listReloadRequested,
  listRowDeleteRequested,
  listSearchTyped,
  type ListTarget,
} from './actions';
import { listDefinition } from './registry';
import { selectListContext, selectListKey, selectListParams, selectListQuery, selectListState } from './selectors';
import viewSagas from './viewSagas';

export const SEARCH_DEBOUNCE_MS = 300;

/** How long a prefetched list counts as the one the opening screen would ask for. */
export const PREFETCH_FRESH_MS = 10_000;

export interface ListMemory {
  /** The key last asked for per path: the list on screen. */
  requested: Map<string, string>;
  /** Lists asked for before the first render, until their screen opens. */
  prefetched: Map<string, number>;
  /** The list on screen per resource, reloaded after a delete of that resource. */
  onScreen: Map<string, ListTarget>;
}

export const newListMemory = (): ListMemory => ({ requested: new Map(), prefetched: new Map(), onScreen: new Map() });

const resourceOf = (target: ListTarget): string => listDefinition(target.list)?.resource ?? target.list;

/** Requests the list the saved state of the target gives. */
export function* loadList(memory: ListMemory, target: ListTarget): SagaIterator {
  const params: QueryParams = yield select(selectListParams, target);
  memory.requested.set(target.path, listKey(resourceOf(target), params));
  yield put(listRequested({ resource: resourceOf(target) as EntityType, params }));
}

export function* openList(memory: ListMemory, action: ReturnType<typeof listOpened>): SagaIterator {
  const { requested, ...target } = action.payload;
  memory.onScreen.set(resourceOf(target), target);
  const key: string = yield select(selectListKey, target);
  const prefetchedAt = memory.prefetched.get(key);
  memory.prefetched.delete(key);
  const fresh = prefetchedAt !== undefined && Date.now() - prefetchedAt < PREFETCH_FRESH_MS;
  if (requested || fresh) memory.requested.set(target.path, key);
  else yield call(loadList, memory, target);
}

/** Forgets the screen (only if it is still the one kept: a newer screen of the resource may have opened). */
// A saga like the others (redux-saga-test-plan only runs generators), with nothing to yield.
// eslint-disable-next-line require-yield
export function* closeList(memory: ListMemory, action: ReturnType<typeof listClosed>): SagaIterator {
  const target = action.payload;
  const resource = resourceOf(target);
  const kept = memory.onScreen.get(resource);
  if (kept && kept.path === target.path && kept.list === target.list) memory.onScreen.delete(resource);
}

export function* prefetchList(memory: ListMemory, action: ReturnType<typeof listPrefetched>): SagaIterator {
  const key: string = yield select(selectListKey, action.payload);
  memory.prefetched.set(key, Date.now());
  yield call(loadList, memory, action.payload);
}

export function* changeList(memory: ListMemory, action: ReturnType<typeof listChanged>): SagaIterator {
  const { change: _change, ...target } = action.payload;
  const key: string = yield select(selectListKey, target);
  const query: QueryState = yield select(selectListQuery, target);
  const shown = query.status === 'loading' || query.status === 'succeeded';
  if (shown && memory.requested.get(target.path) === key) return;
  yield call(loadList, memory, target);
}

export function* searchList(action: ReturnType<typeof listSearchTyped>): SagaIterator {
  const { search, ...target } = action.payload;
  yield put(listChanged({ ...target, change: { kind: 'filters', patch: { search } } }));
}

/**
 * `12_stands_2027-03-04_101500.csv` (the server's pattern, local time), used only
 * when the server names no file. Plain Date: luxon stays out of the first bundle.
 */
export function fallbackExportName(target: ListTarget, now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  const scope = Object.values(target.scope)[0] ?? 'all';
  return `${scope}_${target.list}_${day}_${time}.csv`;
}

export function* exportList(action: ReturnType<typeof listExportRequested>): SagaIterator {
  const { ids, columns, matching, ...target } = action.payload;
  const definition = listDefinition(target.list);
  const csv = definition?.csvExport;
  if (!definition || !csv) return;
  // The rows in the grid's order; the file in the language the app is shown in (callApi's X-LOCALE).
  const state: ListState = yield select(selectListState, target);
  const params = toExportParams(csv.properties, target.scope, ids, columns, state.sort);
  // Every row the filter matches (the selection 'all N rows'): the filter goes along instead of ids.
  if (matching) {
    const context: ListContext = yield select(selectListContext);
    Object.assign(params, toFilterParams(definition, state, context));
  }
  yield call(
    downloadFile,
    { path: csv.path, params },
    fallbackExportName(target),
    csv.failedMessageId,
  );
}

export function* confirmRowDelete(action: ReturnType<typeof listRowDeleteRequested>): SagaIterator {
  const { id, ...target } = action.payload;
  const deletion = listDefinition(target.list)?.deletion;
  if (!deletion) return;
  const { titleId, confirmId, successId, failedId } = deletion;
  yield put(
    confirmRequested({
      ...(titleId && { titleId }),
      messageId: confirmId,
      action: deleteRequested({ resource: resourceOf(target) as EntityType, id, ...(successId && { successMessageId: successId }) }),
      ...(failedId && { errorMessageId: failedId }),
    }),
  );
}

/** After a save or a delete the list reloads; a page left empty steps back to the last page. */
export function* reloadAfterWrite(memory: ListMemory, target: ListTarget): SagaIterator {
  const params: QueryParams = yield select(selectListParams, target);
  memory.requested.set(target.path, listKey(resourceOf(target), params));
  const outcome: ListOutcome | null = yield call(requestList, { resource: resourceOf(target) as EntityType, params });
  const state: ListState = yield select(selectListState, target);
  const pageSize = listDefinition(target.list)?.pageSize ?? 1;
  if (outcome && outcome.ids.length === 0 && outcome.totalItems > 0 && state.page > 1) {
    yield put(listChanged({ ...target, change: { kind: 'page', page: lastPage(outcome.totalItems, pageSize) } }));
  }
}

/** The list on screen of the resource a save or a delete changed reloads. */
export function* watchWrites(memory: ListMemory): SagaIterator {
  for (;;) {
    const action: ReturnType<typeof deleteSucceeded | typeof saveSucceeded> = yield take([
      deleteSucceeded.type,
      saveSucceeded.type,
    ]);
    const target = memory.onScreen.get(action.payload.resource);
    if (target) yield call(reloadAfterWrite, memory, target);
  }
}

export default function* listSagas(): SagaIterator {
  const memory = newListMemory();
  yield takeEvery(listOpened.type, openList, memory);
  yield takeEvery(listClosed.type, closeList, memory);
  yield takeEvery(listPrefetched.type, prefetchList, memory);
  yield takeLatest(listReloadRequested.type, (a: ReturnType<typeof listReloadRequested>) => loadList(memory, a.payload));
  yield takeEvery(listChanged.type, changeList, memory);
  yield debounce(SEARCH_DEBOUNCE_MS, listSearchTyped.type, searchList);
  yield takeLeading(listExportRequested.type, exportList);
  yield takeEvery(listRowDeleteRequested.type, confirmRowDelete);
  yield fork(viewSagas);
  yield call(watchWrites, memory);
}
