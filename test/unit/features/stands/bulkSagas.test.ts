/**
 * Bulk triage flows (src/features/stands/bulk/sagas.ts): what the API is asked, when a
 * confirmation comes first, and what the user sees after (the list reloaded, the summary).
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@/app/store';
import { ApiError } from '@/api/errors';
import type { StandBulkResult } from '@/domain/standBulk';
import { callApi } from '@/features/session/callApi';
import { STAND_BULK_KEY, STAND_BULK_SUMMARY, standBulkConfirmed, standBulkRequested, standBulkSucceeded } from '@/features/stands/bulk/actions';
import standBulkSagas, { requestBulk, runBulk } from '@/features/stands/bulk/sagas';
import { listReloadRequested } from '@/lists/actions';
import { confirmRequested, modalOpened, toastShown } from '@/ui/uiSlice';
import { REPORTED_BY_DIALOG } from '@/ui/uiSagas';
import type { RootState } from '@/app/store';
import { ADMIN, TARGET, rootState } from './fixtures';

const FILTER = { filter: { show: '3', treated: 'false' } };
const RESULT: StandBulkResult = { action: 'markTreated', status: null, matched: 120, changed: 118, skipped: [{ reason: 'unchanged', count: 2 }] };

describe('bulk triage', () => {
  it('marks every stand of the filter treated at once: one request, the list reloads, the summary opens', async () => {
    const { storeState } = await expectSaga(standBulkSagas)
      .withReducer(rootReducer, rootState(ADMIN))
      .provide([[matchers.call.fn(callApi), { status: 200, data: RESULT }]])
      .call(callApi, { method: 'POST', path: '/stands/bulk', body: { action: 'markTreated', selection: FILTER } })
      .put(standBulkSucceeded({ key: STAND_BULK_KEY, result: RESULT }))
      .put(listReloadRequested(TARGET))
      .put(modalOpened({ name: STAND_BULK_SUMMARY, data: { ...RESULT } }))
      .not.put.actionType(confirmRequested.type)
      .dispatch(standBulkRequested({ target: TARGET, action: 'markTreated', selection: FILTER, count: 120 }))
      .silentRun(50);
    const modal = (storeState as RootState).ui.modals[STAND_BULK_SUMMARY];
    expect(modal).toMatchObject({ open: true, data: { changed: 118, matched: 120 } });
  });

  it('asks for confirmation before a status change, with the count, and sends nothing yet', async () => {
    const payload = { target: TARGET, action: 'changeStatus' as const, status: 'waitingForPlans' as const, message: 'Plans illisibles', selection: { ids: [4, 5] }, count: 2 };
    await expectSaga(requestBulk, standBulkRequested(payload))
      .put(
        confirmRequested({
          titleId: 'standBulk.confirm.title',
          messageId: 'standBulk.confirm.waitingForPlans',
          values: { count: 2 },
          action: standBulkConfirmed({ ...payload, key: STAND_BULK_KEY }),
          errorMessageId: 'standBulk.failed',
        }),
      )
      .not.call.fn(callApi)
      .run();
  });

  it('sends the status, the reason and the ids once confirmed', async () => {
    const result = { action: 'changeStatus', status: 'waitingForPlans', matched: 2, changed: 1, skipped: [{ reason: 'transition', from: 'validatedPlans', count: 1 }] };
    await expectSaga(runBulk, standBulkConfirmed({ target: TARGET, action: 'changeStatus', status: 'waitingForPlans', message: 'Plans illisibles', selection: { ids: [4, 5] }, count: 2, key: STAND_BULK_KEY }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: result }]])
      .call(callApi, { method: 'POST', path: '/stands/bulk', body: { action: 'changeStatus', status: 'waitingForPlans', message: 'Plans illisibles', selection: { ids: [4, 5] } } })
      .put.like({ action: { type: modalOpened.type, payload: { name: STAND_BULK_SUMMARY, data: { changed: 1 } } } })
      .run();
  });

  it('a refusal from the server is a toast with its field messages, nothing reloads', async () => {
    const error = new ApiError(422, [{ propertyPath: 'selection.filter.colour', message: 'Ce filtre n’existe pas dans la liste des stands.' }], 'Une erreur est survenue');
    await expectSaga(runBulk, standBulkConfirmed({ target: TARGET, action: 'markSeen', selection: { filter: { colour: 'red' } }, count: 1, key: STAND_BULK_KEY }))
      .provide([[matchers.call.fn(callApi), throwError(error)]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'selection.filter.colour: Ce filtre n’existe pas dans la liste des stands.' } } })
      .not.put.actionType(listReloadRequested.type)
      .run();
  });

  it('a failure under the confirm dialog is the dialog’s to show, not a toast', async () => {
    const action = { ...standBulkConfirmed({ target: TARGET, action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { ids: [4] }, count: 1, key: STAND_BULK_KEY }), meta: REPORTED_BY_DIALOG };
    await expectSaga(runBulk, action)
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(500))]])
      .put.like({ action: { type: 'stands/bulkFailed' } })
      .not.put.actionType(toastShown.type)
      .run();
  });
});
