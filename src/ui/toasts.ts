/** Toast helpers for sagas (part 1 §8, part 2 §8). */
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { SerializedApiError } from '@/api/errors';
import { violationsText } from '@/api/violations';
import { toastShown } from './uiSlice';

export const successToast = (messageId: string, values?: Record<string, string | number>) =>
  toastShown({ severity: 'success', messageId, values });

/**
 * An error toast: violations as 'property: message' lines, else the server's
 * description, else `fallbackId` ('Une erreur s'est produite.'). A 401 shows
 * nothing: the session ends and the login page says enough.
 */
export function* errorToast(error: SerializedApiError, fallbackId = 'error.generic'): SagaIterator {
  if (error.status === 401) return;
  if (error.violations.length) {
    yield put(toastShown({ severity: 'error', text: violationsText(error.violations) }));
  } else if (error.description && error.status !== 0 && error.status < 500) {
    yield put(toastShown({ severity: 'error', text: error.description }));
  } else {
    yield put(toastShown({ severity: 'error', messageId: fallbackId }));
  }
}
