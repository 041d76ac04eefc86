/**
 * Deleting a stand from its dashboard: the confirmation ('Êtes-vous sûr de vouloir supprimer ce
 * stand ?'), the delete (its failure shown in the dialog), the toast 'Stand supprimé !', then the
 * show's stand list (the dashboard of a stand that is gone has nothing to show).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take, takeLeading } from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { deleteRequested, deleteSucceeded } from '@/entities/mutationsSlice';
import { navigate } from '@/lib/navigation';
import { confirmClosed, confirmRequested } from '@/ui/uiSlice';
import { standListPath } from '../paths';
import { standDeleteRequested } from './actions';

export const STAND_DELETE_KEY = 'stands/dashboardDelete';

const withKey = (type: string) => (action: Action) =>
  action.type === type && ((action as UnknownAction).payload as { key?: string } | undefined)?.key === STAND_DELETE_KEY;

export function* deleteStand(action: ReturnType<typeof standDeleteRequested>): SagaIterator {
  const { id, showId } = action.payload;
  yield put(
    confirmRequested({
      titleId: 'stand.delete.title',
      messageId: 'stand.delete.confirm',
      errorMessageId: 'stand.delete.failed',
      action: deleteRequested({ resource: 'stands', id, key: STAND_DELETE_KEY, successMessageId: 'stand.delete.success' }),
    }),
  );
  const outcome: { deleted?: UnknownAction } = yield race({
    deleted: take(withKey(deleteSucceeded.type)),
    // Cancelled, or closed after a failure the dialog showed (it may be tried again before): the dashboard stays.
    closed: take(confirmClosed.type),
  });
  if (outcome.deleted) yield call(navigate, standListPath(showId), { replace: true });
}

export default function* standManageSagas(): SagaIterator {
  yield takeLeading(standDeleteRequested.type, deleteStand);
}
