/**
 * Forgot and reset password (part 2 §2, §5, §7, §8), one flow each. Their outcome is the
 * mutation of the form's key (the page reads it): the forgot form shows the server's one answer
 * in place, the reset form its violations (the link's own refusal above the fields).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { ApiError, serializeError } from '@/api/errors';
import { splitViolations } from '@/api/violations';
import { RESET_PASSWORD_PATH } from '@/domain/passwordReset';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import { errorToast, successToast } from '@/ui/toasts';
import { FORGOT_PASSWORD_FORM, forgotPasswordRequested, passwordResetRequested, RESET_PASSWORD_FORM } from './actions';

const RESET_FIELDS = ['token', 'plainPassword', 'plainPasswordConfirmation'] as const;

/** The server answers the same for every address; a 422 (a malformed address) is ignored, as the spec says. */
export function* requestReset(action: ReturnType<typeof forgotPasswordRequested>): SagaIterator {
  yield put(mutationStarted(FORGOT_PASSWORD_FORM));
  try {
    yield call(callApi, {
      method: 'POST',
      path: '/users/reset-password',
      body: { email: action.payload.email, routeUrl: `${window.location.origin}${RESET_PASSWORD_PATH}` },
      auth: false,
    });
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 422)) {
      const error = serializeError(e);
      yield put(saveFailed({ resource: 'users', key: FORGOT_PASSWORD_FORM, error, fieldErrors: {} }));
      yield call(errorToast, error, 'passwordReset.failed');
      return;
    }
  }
  yield put(saveSucceeded({ resource: 'users', key: FORGOT_PASSWORD_FORM, id: null }));
}

/** Success: the spec's message and the login screen; refusals go to the form. */
export function* resetPassword(action: ReturnType<typeof passwordResetRequested>): SagaIterator {
  yield put(mutationStarted(RESET_PASSWORD_FORM));
  try {
    yield call(callApi, { method: 'POST', path: '/users/reset-password/token', body: action.payload, auth: false });
    yield put(saveSucceeded({ resource: 'users', key: RESET_PASSWORD_FORM, id: null }));
    yield put(successToast('passwordReset.reset.done'));
    yield call(navigate, '/login', { replace: true });
  } catch (e) {
    const error = serializeError(e);
    const { fieldErrors } = splitViolations(error.violations, RESET_FIELDS);
    yield put(saveFailed({ resource: 'users', key: RESET_PASSWORD_FORM, error, fieldErrors }));
    if (!Object.keys(fieldErrors).length) yield call(errorToast, error, 'passwordReset.failed');
  }
}

export default function* passwordResetSagas(): SagaIterator {
  yield takeLeading(forgotPasswordRequested.type, requestReset);
  yield takeLeading(passwordResetRequested.type, resetPassword);
}
