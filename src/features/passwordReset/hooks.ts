/** What the forgot and reset screens read (their form's outcome) and the intents they send. */
import { useCallback } from 'react';
import { useMutation } from '@/entities/hooks';
import { useAppDispatch } from '@/state/hooks';
import { FORGOT_PASSWORD_FORM, forgotPasswordRequested, passwordResetRequested, RESET_PASSWORD_FORM } from './actions';

export function useForgotPassword() {
  const dispatch = useAppDispatch();
  const { status } = useMutation(FORGOT_PASSWORD_FORM);
  const send = useCallback((values: Parameters<typeof forgotPasswordRequested>[0]) => dispatch(forgotPasswordRequested(values)), [dispatch]);
  return { status, send };
}

/** The reset of the link's token: its outcome (the token's own refusal among the field errors) and the send. */
export function useResetPassword(token: string) {
  const dispatch = useAppDispatch();
  const { status, fieldErrors } = useMutation(RESET_PASSWORD_FORM);
  const send = useCallback(
    (values: Omit<Parameters<typeof passwordResetRequested>[0], 'token'>) => dispatch(passwordResetRequested({ ...values, token })),
    [dispatch, token],
  );
  return { status, fieldErrors, send };
}
