/**
 * Forgot and reset password (part 2 §2, §5, §7, §8), one flow each. Their outcome is the
 * mutation of the form's key (the page reads it): the forgot form shows the server's one answer
 * in place, the reset form its violations (the link's own refusal above the fields).
 */
import type { SagaIterator } from 'redux-saga';
import { call, takeLeading } from 'redux-saga/effects';
import { ApiError } from '@/api/errors';
import { RESET_PASSWORD_PATH } from '@/domain/passwordReset';
import { submitForm, type Submitted } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import { FORGOT_PASSWORD_FORM, forgotPasswordRequested, passwordResetRequested, RESET_PASSWORD_FORM } from './actions';

const RESET_FIELDS = ['token', 'plainPassword', 'plainPasswordConfirmation'] as const;

/** The server answers the same for every address; a 422 (a malformed address) is ignored, as the spec says. */
export function* requestReset(action: ReturnType<typeof forgotPasswordRequested>): SagaIterator {
  yield call(submitForm<null>, {
    key: FORGOT_PASSWORD_FORM,
    resource: 'users',
    fields: [],
    *write() {
      try {
        yield call(callApi, {
          method: 'POST',
          path: '/users/reset-password',
          body: { email: action.payload.email, routeUrl: `${window.location.origin}${RESET_PASSWORD_PATH}` },
          auth: false,
        });
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 422)) throw e;
      }
      return null;
    },
    // The page shows the server's one answer in place.
    successToast: null,
    failureToast: { messageId: 'passwordReset.failed' },
  });
}

/** Success: the spec's message and the login screen; refusals go to the form. */
export function* resetPassword(action: ReturnType<typeof passwordResetRequested>): SagaIterator {
  const outcome: Submitted<null> = yield call(submitForm<null>, {
    key: RESET_PASSWORD_FORM,
    resource: 'users',
    fields: RESET_FIELDS,
    *write() {
      yield call(callApi, { method: 'POST', path: '/users/reset-password/token', body: action.payload, auth: false });
      return null;
    },
    successToast: 'passwordReset.reset.done',
    failureToast: { messageId: 'passwordReset.failed' },
  });
  if (outcome.ok) yield call(navigate, '/login', { replace: true });
}

export default function* passwordResetSagas(): SagaIterator {
  yield takeLeading(forgotPasswordRequested.type, requestReset);
  yield takeLeading(passwordResetRequested.type, resetPassword);
}
