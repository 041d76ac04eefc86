/**
 * Side effects of the show dashboard (/salons/{showId}), one flow each:
 * - opening: the show (unknown or out of scope: /404, session saga enterShow does the same), the
 *   demand types, the show's demand configs and its plan summary;
 * - the sync flows (syncSagas.ts: sync now, preview, apply);
 * - a count of the plan summary: the show's stand list, its filters reset then set to that count's;
 * - the demand settings modal: a config created or changed, then the show read again (its
 *   hasDemandConfigs drives the 'Demandes' menu);
 * - the organizer modal: the show's organizer set (PATCH), or a new organizer account created first;
 *   the search of organizers from 2 characters.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError } from '@/api/errors';
import type { HydraCollection, Me, Show } from '@/domain/api';
import { can } from '@/domain/permissions';
import { ROLES } from '@/domain/roles';
import { demandConfigBody } from '@/domain/demandConfig';
import { planSummaryFilters, type PlanSummary } from '@/domain/planSummary';
import { STAND_LIST, standListScope } from '@/domain/standListQuery';
import { canSearchOrganizers, NEW_ORGANIZER_FIELDS, newOrganizerBody, organizerSearchParams } from '@/domain/showOrganizer';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveRequested, type MutationState } from '@/entities/mutationsSlice';
import { submitForm, type FormSubmission } from '@/entities/submitForm';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { requestItem, saveEntity } from '@/entities/sagas';
import { selectMutation } from '@/entities/selectors';
import { callApi } from '@/features/session/callApi';
import { selectRoles } from '@/features/session/selectors';
import { idFromIri } from '@/entities/entityTypes';
import { navigate } from '@/lib/navigation';
import { listChanged } from '@/lists/actions';
import { standListPath } from '@/features/stands/paths';
import { errorToast } from '@/ui/toasts';
import {
  DEMAND_CONFIG_FORM,
  ORGANIZER_FORM,
  demandConfigSaveRequested,
  organizerSearchTyped,
  planSummaryCountOpened,
  showDashboardOpened,
  showOrganizerChangeRequested,
  showOrganizerCreateRequested,
} from './actions';
import syncSagas from './syncSagas';
import { demandConfigsParams, DEMAND_TYPES_PARAMS, ORGANIZER_SEARCH_KEY } from './queries';
import { selectDashboardShow } from './selectors';

/** The plan summary, kept as an entity of its show's id. */
export function* loadPlanSummary(showId: number): SagaIterator {
  try {
    const response: ApiResponse<PlanSummary> = yield call(callApi, { path: `/shows/${showId}/plan_summary` });
    yield put(entitiesReceived({ type: 'planSummaries', items: [{ ...response.data, id: showId }] }));
  } catch (e) {
    yield call(errorToast, serializeError(e));
  }
}

export function* openDashboard(action: ReturnType<typeof showDashboardOpened>): SagaIterator {
  const { showId } = action.payload;
  const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'shows', showId);
  if (failure) {
    if (failure.payload.error.status === 404) yield call(navigate, '/404', { replace: true });
    return;
  }
  // The organizer's account: the full record for those who may read users (admin).
  const show: Show | undefined = yield select(selectDashboardShow, showId);
  const organizerId = idFromIri(show?.organizer);
  const roles: string[] = yield select(selectRoles);
  if (organizerId !== null && can(roles, 'user.list')) yield put(itemRequested({ resource: 'users', id: organizerId }));
  yield put(listRequested({ resource: 'demandTypes', params: DEMAND_TYPES_PARAMS }));
  yield put(listRequested({ resource: 'demandConfigs', params: demandConfigsParams(showId) }));
  yield call(loadPlanSummary, showId);
}

export function* openSummaryCount(action: ReturnType<typeof planSummaryCountOpened>): SagaIterator {
  const { showId, count } = action.payload;
  const target = { list: STAND_LIST.id, path: standListPath(showId), scope: standListScope(showId) };
  yield put(listChanged({ ...target, change: { kind: 'reset' } }));
  const filters = planSummaryFilters(count);
  if (Object.keys(filters).length) yield put(listChanged({ ...target, change: { kind: 'filters', patch: filters } }));
  yield call(navigate, target.path);
}

export function* saveDemandConfig(action: ReturnType<typeof demandConfigSaveRequested>): SagaIterator {
  const { showId, demandTypeIri, configId, values } = action.payload;
  const body = demandConfigBody(values);
  yield put(mutationStarted(DEMAND_CONFIG_FORM));
  yield call(
    saveEntity,
    saveRequested({
      resource: 'demandConfigs',
      id: configId,
      method: 'PATCH',
      data: configId === null ? { ...body, show: `/backend/shows/${showId}`, demandType: demandTypeIri } : body,
      key: DEMAND_CONFIG_FORM,
      fields: ['surfaceMin', 'demandsAfter', 'demandsBefore', 'demandType'],
      successMessageId: 'showDashboard.saved',
      closeModal: DEMAND_CONFIG_FORM,
    }),
  );
  const outcome: MutationState = yield select(selectMutation, DEMAND_CONFIG_FORM);
  if (outcome.status !== 'succeeded') return;
  yield put(listRequested({ resource: 'demandConfigs', params: demandConfigsParams(showId) }));
  yield put(itemRequested({ resource: 'shows', id: showId }));
}

/** PATCH the show's organizer. */
function* writeOrganizer(showId: number, organizer: string | null): SagaIterator<Show> {
  const response: ApiResponse<Show> = yield call(callApi, { method: 'PATCH', path: `/shows/${showId}`, body: { organizer } });
  return response.data;
}

/** The organizer modal's submission: the modal closes and the card shows the new organizer. */
const organizerSubmission = (write: () => SagaIterator<Show>): FormSubmission<Show> => ({
  key: ORGANIZER_FORM,
  resource: 'shows',
  fields: [...NEW_ORGANIZER_FIELDS, 'organizer'],
  write,
  *onSuccess(show) {
    yield put(entitiesReceived({ type: 'shows', items: [show] }));
  },
  successToast: 'showDashboard.saved',
  closeModal: ORGANIZER_FORM,
});

export function* changeOrganizer(action: ReturnType<typeof showOrganizerChangeRequested>): SagaIterator {
  const { showId, organizer } = action.payload;
  yield call(submitForm<Show>, organizerSubmission(() => writeOrganizer(showId, organizer)));
}

/** A new organizer account (role organizer: its IRI asked first), then the show's organizer. */
export function* createOrganizer(action: ReturnType<typeof showOrganizerCreateRequested>): SagaIterator {
  const { showId, values } = action.payload;
  yield call(
    submitForm<Show>,
    organizerSubmission(function* createThenSet() {
      const roles: ApiResponse<HydraCollection<{ '@id': string }>> = yield call(callApi, { path: '/roles', params: { reference: ROLES.ORGANIZER } });
      const role = roles.data['hydra:member'][0]?.['@id'];
      if (!role) throw new Error('no organizer role');
      const created: ApiResponse<Me> = yield call(callApi, { method: 'POST', path: '/users', body: newOrganizerBody(values, role) });
      yield put(entitiesReceived({ type: 'users', items: [created.data] }));
      return (yield call(writeOrganizer, showId, created.data['@id'])) as Show;
    }),
  );
}

/** The organizers whose name or e-mail holds the text, after a pause in the typing. */
export function* searchOrganizers(action: ReturnType<typeof organizerSearchTyped>): SagaIterator {
  const { search } = action.payload;
  if (!canSearchOrganizers(search)) return;
  yield delay(300);
  yield put(listRequested({ resource: 'users', params: organizerSearchParams(search), key: ORGANIZER_SEARCH_KEY }));
}

export default function* showDashboardSagas(): SagaIterator {
  yield takeLatest(showDashboardOpened.type, openDashboard);
  yield fork(syncSagas);
  yield takeEvery(planSummaryCountOpened.type, openSummaryCount);
  yield takeLeading(demandConfigSaveRequested.type, saveDemandConfig);
  yield takeLeading(showOrganizerChangeRequested.type, changeOrganizer);
  yield takeLeading(showOrganizerCreateRequested.type, createOrganizer);
  yield takeLatest(organizerSearchTyped.type, searchOrganizers);
}
