/**
 * The administrator form's values, rules and body (part 2 §2 'Administrators', §5). Messages are
 * i18n ids. The role is a reference here; the saga turns it into its IRI.
 */
import * as yup from 'yup';
import type { Me } from '@/domain/api';

const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const administratorSchema = yup.object({
  email: yup.string().trim().required('form.required').matches(EMAIL, 'administrators.form.emailInvalid'),
  firstName: yup.string().trim().required('form.required').max(100, 'administrators.form.tooLong'),
  lastName: yup.string().trim().required('form.required').max(100, 'administrators.form.tooLong'),
  phone: yup.string().trim().max(40, 'administrators.form.tooLong'),
  role: yup.string().required('form.required'),
  languagePreference: yup.string().oneOf(['', 'fr', 'en']),
  plainPassword: yup.string().test('length', 'account.form.passwordTooShort', (v) => !v || [...v].length >= PASSWORD_MIN),
  plainPasswordConfirmation: yup
    .string()
    .test('same', 'account.form.passwordMismatch', function same(v) {
      return (v ?? '') === (this.parent.plainPassword ?? '');
    }),
  tester: yup.boolean().required(),
  shows: yup.array(yup.string().required()).required(),
});

export type AdministratorValues = yup.InferType<typeof administratorSchema>;

/** The fields the server's violations land on (the rest go to a toast). */
export const ADMINISTRATOR_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'role',
  'languagePreference',
  'plainPassword',
  'plainPasswordConfirmation',
  'tester',
] as const;

/** `user`: the list's row (a User) or any user record the store holds. */
export function administratorInitialValues(user: Me | undefined, showIris: readonly string[]): AdministratorValues {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    role: user?.role.reference ?? '',
    languagePreference: user?.languagePreference ?? '',
    plainPassword: '',
    plainPasswordConfirmation: '',
    tester: user?.tester ?? false,
    shows: [...showIris],
  };
}

/** The user's body: a password only when one is typed (none on creation: the server draws one). */
export function administratorBody(values: AdministratorValues, roleIri: string): Record<string, unknown> {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone?.trim() || null,
    role: roleIri,
    languagePreference: values.languagePreference || null,
    tester: values.tester,
    ...(values.plainPassword
      ? { plainPassword: values.plainPassword, plainPasswordConfirmation: values.plainPasswordConfirmation ?? '' }
      : {}),
  };
}

/** What the user-show links must become: the links to make and the ids of those to remove. */
export function showLinkChanges(
  wanted: readonly string[],
  existing: ReadonlyArray<{ id: number; show: string }>,
): { add: string[]; remove: number[] } {
  const have = new Set(existing.map((link) => link.show));
  return {
    add: wanted.filter((iri) => !have.has(iri)),
    remove: existing.filter((link) => !wanted.includes(link.show)).map((link) => link.id),
  };
}
