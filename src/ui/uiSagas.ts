/**
 * The confirm dialog: on confirm, dispatch the action it carries and wait for
 * the outcome with the same `key` (an action whose type ends in 'Succeeded' or
 * 'Failed', e.g. deleteSucceeded / deleteFailed): close on success, show the
 * failure message in the dialog otherwise.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, put, select, take, takeEvery } from 'redux-saga/effects';
import { selectConfirm } from './selectors';
import { confirmAccepted, confirmClosed, confirmFailed, type ConfirmState } from './uiSlice';

/**
 * Set on the action the dialog dispatches: the dialog shows a failure itself, so the
 * saga that runs the action need not toast it as well.
 */
export const REPORTED_BY_DIALOG = { reportedByDialog: true } as const;

export const isReportedByDialog = (action: Action): boolean =>
  ((action as { meta?: { reportedByDialog?: boolean } }).meta?.reportedByDialog ?? false) === true;

const keyOf = (action: Action | null): string | undefined =>
  ((action as UnknownAction | null)?.payload as { key?: string } | undefined)?.key;

export function* runConfirmed(): SagaIterator {
  const confirm: ConfirmState = yield select(selectConfirm);
  const action = confirm.action;
  if (!action) {
    yield put(confirmClosed());
    return;
  }
  const key = keyOf(action);
  const isOutcome = (a: Action) =>
    (a.type.endsWith('Succeeded') || a.type.endsWith('Failed')) && keyOf(a) === key;
  // A copy: the action sits in the (frozen) state and redux-saga marks what it puts.
  const [outcome]: [UnknownAction] = yield all([
    take(isOutcome),
    put({ ...action, meta: { ...(action.meta as object | undefined), ...REPORTED_BY_DIALOG } }),
  ]);
  if (outcome.type.endsWith('Failed')) {
    const error = (outcome.payload as { error?: { description?: string | null } } | undefined)?.error;
    yield put(confirmFailed({ detail: error?.description ?? null }));
  } else {
    yield put(confirmClosed());
  }
}

export default function* uiSagas(): SagaIterator {
  yield takeEvery(confirmAccepted.type, runConfirmed);
}
