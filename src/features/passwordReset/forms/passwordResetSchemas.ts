/** Yup schemas of the two forms (part 2 §5); messages are i18n ids, translated by the forms. */
import * as yup from 'yup';
import { isEmailAddress } from '@/domain/passwordReset';

export interface ForgotValues {
  email: string;
}

export interface ResetValues {
  plainPassword: string;
  plainPasswordConfirmation: string;
}

export const forgotSchema = yup.object({
  email: yup
    .string()
    .trim()
    .test('email', 'passwordReset.email.invalid', (value) => isEmailAddress(value ?? '')),
});

/** 8 characters at least, as the server (server/auth/passwords.ts); its other rules come back as violations. */
export const resetSchema = yup.object({
  plainPassword: yup.string().required('passwordReset.password.required').test('length', 'passwordReset.password.tooShort', (v) => [...(v ?? '')].length >= 8),
  plainPasswordConfirmation: yup
    .string()
    .required('passwordReset.password.required')
    .oneOf([yup.ref('plainPassword')], 'passwordReset.confirmation.mismatch'),
});
