/**
 * Bulk triage flows (issue 11, item 5), one per intent:
 * - requested: a status change asks for confirmation first (the confirm dialog runs the
 *   confirmed intent and waits for its outcome); the flags go at once;
 * - confirmed: POST /backend/stands/bulk; the list reloads and the summary opens (how many
 *   changed, why the others did not). A failure is the dialog's when it confirmed, else a toast.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { serializeError } from '@/api/errors';
import type { StandBulkResult } from '@/domain/standBulk';
import { callApi } from '@/features/session/callApi';
import { listReloadRequested } from '@/lists/actions';
import { errorToast } from '@/ui/toasts';
import { isReportedByDialog } from '@/ui/uiSagas';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import {
  STAND_BULK_KEY,
  STAND_BULK_SUMMARY,
  standBulkConfirmed,
  standBulkFailed,
  standBulkRequested,
  standBulkSucceeded,
} from './actions';

export function* requestBulk(action: ReturnType<typeof standBulkRequested>): SagaIterator {
  const payload = action.payload;
  if (payload.action !== 'changeStatus') {
    yield put(standBulkConfirmed({ ...payload, key: STAND_BULK_KEY }));
    return;
  }
  yield put(
    confirmRequested({
      titleId: 'standBulk.confirm.title',
      messageId: `standBulk.confirm.${payload.status}`,
      values: { count: payload.count },
      action: standBulkConfirmed({ ...payload, key: STAND_BULK_KEY }),
      errorMessageId: 'standBulk.failed',
    }),
  );
}

export function* runBulk(action: ReturnType<typeof standBulkConfirmed>): SagaIterator {
  const { target, action: bulkAction, status, message, selection, key } = action.payload;
  try {
    const response: { data: StandBulkResult } = yield call(callApi, {
      method: 'POST',
      path: '/stands/bulk',
      body: { action: bulkAction, ...(status && { status }), ...(message && { message }), selection },
    });
    const result = response.data;
    yield put(standBulkSucceeded({ key, result }));
    yield put(listReloadRequested(target));
    yield put(
      modalOpened({
        name: STAND_BULK_SUMMARY,
        data: { action: result.action, status: result.status ?? null, matched: result.matched, changed: result.changed, skipped: result.skipped },
      }),
    );
  } catch (e) {
    const error = serializeError(e);
    yield put(standBulkFailed({ key, error }));
    if (!isReportedByDialog(action)) yield call(errorToast, error, 'standBulk.failed');
  }
}

export default function* standBulkSagas(): SagaIterator {
  yield takeEvery(standBulkRequested.type, requestBulk);
  yield takeEvery(standBulkConfirmed.type, runBulk);
}
