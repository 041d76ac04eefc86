/**
 * The request list's own flows (the filters, sorts, pages and saved views are the generic list
 * sagas'):
 * - opening: a standist whose show holds exactly one request of theirs goes straight to it;
 * - counters (admin, support): asked one second after the screen opens, then every POLL_MS while
 *   it stays, paused while the tab is hidden, stopped when the screen goes or the user logs out;
 * - the CSV exports, exemptions or logistics, with the list's filters, saved under the server's name.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { toFilterParams, type ListContext, type QueryParams } from '@/domain/listQuery';
import { can } from '@/domain/permissions';
import { isStandist } from '@/domain/roles';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { requestList, downloadFile, type ListOutcome } from '@/entities/sagas';
import { callApi } from '@/features/session/callApi';
import { selectRoles } from '@/features/session/selectors';
import { navigate } from '@/lib/navigation';
import { listOpened } from '@/lists/actions';
import { selectListContext, selectListState } from '@/lists/selectors';
import { loggedOut } from '@/state/actions';
import { countersWatchStarted, countersWatchStopped, demandExportRequested, demandListOpened } from './actions';
import { DEMAND_LIST, demandListScope, type DemandListState } from './demandList';
import { demandListPath, demandPath } from './paths';
import { typesOfKind, type DemandKind } from './rules';
import type { DemandCounters } from './types';

export const COUNTERS_FIRST_MS = 1_000;
export const COUNTERS_POLL_MS = 30_000;

export function* openDemandList(action: ReturnType<typeof demandListOpened>): SagaIterator {
  const target = action.payload;
  const roles: string[] = yield select(selectRoles);
  if (isStandist(roles)) {
    // The show's requests without any filter: exactly one is theirs, they go to it.
    const outcome: ListOutcome | null = yield call(requestList, { resource: 'demands', params: { ...target.scope, page: '1', itemsPerPage: '2' } });
    if (outcome && outcome.totalItems === 1 && typeof outcome.ids[0] === 'number') {
      yield call(navigate, demandPath(outcome.ids[0]), { replace: true });
      return;
    }
  }
  yield put(listOpened(target));
}

/** The counters of a show, kept as a `demandCounters` entity of its id; a failure leaves the last ones. */
export function* loadCounters(showId: number): SagaIterator {
  try {
    const response: ApiResponse<DemandCounters> = yield call(callApi, { path: '/demands/counters', params: { 'stand.show': String(showId) } });
    yield put(entitiesReceived({ type: 'demandCounters', items: [{ ...response.data, id: showId }] }));
  } catch {
    // The last counts stay until the next round answers; a lost session is callApi's.
  }
}

/** Whether the page is shown (a hidden tab is not polled). */
export const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function* watchCounters(action: ReturnType<typeof countersWatchStarted>): SagaIterator {
  const { showId } = action.payload;
  const roles: string[] = yield select(selectRoles);
  if (!can(roles, 'demand.counters')) return;
  let wait = COUNTERS_FIRST_MS;
  for (;;) {
    const { stopped } = yield race({
      tick: delay(wait),
      stopped: take((a: { type: string; payload?: { showId?: number } }) =>
        (a.type === countersWatchStopped.type && a.payload?.showId === showId) || a.type === loggedOut.type,
      ),
    });
    if (stopped) return;
    wait = COUNTERS_POLL_MS;
    if (!(yield call(pageVisible))) continue;
    yield call(loadCounters, showId);
  }
}

/** The CSV of one kind of requests (part 2 §7: exports restricted to the exemption or the logistics types), with the list's other filters. */
/**
 * The export's parameters (docs/api.md "Requests", CSV): the types of its family only (those of
 * the family the filter keeps, else all of them); the exemptions' CSV takes the list's filters and
 * order, the logistics' CSV its show, statuses and types under `demand.`.
 */
export function exportParams(kind: DemandKind, showId: number, state: DemandListState, filters: QueryParams): QueryParams {
  const chosen = (filters['demandType.reference[]'] as string[] | undefined) ?? [];
  const family = typesOfKind(kind);
  const kept = family.filter((type) => chosen.includes(type));
  const types = [...(kept.length ? kept : family)];
  if (kind === 'logistic') {
    const params: QueryParams = { 'demand.stand.show': String(showId), 'demand.demandType.reference[]': types };
    if (filters['demandStatus.reference[]']) params['demand.demandStatus.reference[]'] = filters['demandStatus.reference[]'];
    return params;
  }
  const params: QueryParams = { ...demandListScope(showId), ...filters, 'demandType.reference[]': types };
  params[`order[${state.sort.field}]`] = state.sort.direction;
  return params;
}

export function* exportDemands(action: ReturnType<typeof demandExportRequested>): SagaIterator {
  const { showId, kind } = action.payload;
  const target = { list: DEMAND_LIST.id, path: demandListPath(showId), scope: demandListScope(showId) };
  const state: DemandListState = yield select(selectListState, target);
  const context: ListContext = yield select(selectListContext);
  const filters = toFilterParams(DEMAND_LIST, state, context);
  yield call(downloadFile, { path: kind === 'logistic' ? '/demand_logistics.csv' : '/demands.csv', params: exportParams(kind, showId, state, filters) }, `demandes-${showId}.csv`, 'demands.export.failed');
}
