/** The intents of the forgot and reset screens (each one flow of ./sagas.ts). */
import { createAction } from '@reduxjs/toolkit';

export const FORGOT_PASSWORD_FORM = 'passwordReset/forgot';
export const RESET_PASSWORD_FORM = 'passwordReset/reset';

export const forgotPasswordRequested = createAction<{ email: string }>('passwordReset/forgotRequested');
export const passwordResetRequested = createAction<{ token: string; plainPassword: string; plainPasswordConfirmation: string }>(
  'passwordReset/resetRequested',
);
