/**
 * The account form (part 2 §2 'My account', §5): e-mail (for admin or support only), language
 * (required, 'Information manquante'), a new password and its confirmation ('Confirmation mot de
 * passe incorrecte !'). Messages are i18n ids.
 */
import * as yup from 'yup';
import type { Me } from '@/domain/api';

const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function accountSchema(canEditEmail: boolean) {
  return yup.object({
    email: canEditEmail
      ? yup.string().trim().required('form.required').matches(EMAIL, 'administrators.form.emailInvalid')
      : yup.string(),
    languagePreference: yup.string().required('form.required').oneOf(['fr', 'en'], 'form.required'),
    plainPassword: yup.string().test('length', 'account.form.passwordTooShort', (v) => !v || [...v].length >= PASSWORD_MIN),
    plainPasswordConfirmation: yup.string().test('same', 'account.form.passwordMismatch', function same(v) {
      return (v ?? '') === (this.parent.plainPassword ?? '');
    }),
  });
}

export interface AccountValues {
  email: string;
  languagePreference: string;
  plainPassword: string;
  plainPasswordConfirmation: string;
}

export const ACCOUNT_FIELDS = ['email', 'languagePreference', 'plainPassword', 'plainPasswordConfirmation'] as const;

export function accountInitialValues(me: Me | undefined): AccountValues {
  return { email: me?.email ?? '', languagePreference: me?.languagePreference ?? '', plainPassword: '', plainPasswordConfirmation: '' };
}

/** Only what this user may write: the e-mail with 'account.editEmail', the password when typed. */
export function accountBody(values: AccountValues, canEditEmail: boolean): Record<string, unknown> {
  return {
    languagePreference: values.languagePreference,
    ...(canEditEmail ? { email: values.email.trim() } : {}),
    ...(values.plainPassword ? { plainPassword: values.plainPassword, plainPasswordConfirmation: values.plainPasswordConfirmation } : {}),
  };
}
