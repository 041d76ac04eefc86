/** The contact modal's rules (part 2 §5 'Contact form'); messages are i18n ids. */
import * as yup from 'yup';
import type { Standist, UserStandRole } from '@/domain/api';
import type { StandistRole } from '@/domain/roles';
import type { ContactMode, ContactValues } from '@/domain/standContacts';

export const contactSchema = yup.object({
  company: yup.string().trim().required('standContacts.form.companyMissing').max(255, 'standContacts.form.tooLong'),
  lastName: yup.string().trim().required('standContacts.form.lastNameMissing').max(255, 'standContacts.form.tooLong'),
  firstName: yup.string().trim().required('standContacts.form.firstNameMissing').max(255, 'standContacts.form.tooLong'),
  email: yup.string().trim().required('standContacts.form.emailMissing').matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'standContacts.form.emailInvalid'),
  phone: yup.string().trim().max(40, 'standContacts.form.tooLong'),
  plainPassword: yup.string(),
  plainPasswordConfirmation: yup.string().when('plainPassword', {
    is: (password: string | undefined) => Boolean(password),
    then: (s) => s.oneOf([yup.ref('plainPassword')], 'standContacts.form.passwordConfirmation'),
  }),
});

export function contactInitialValues(mode: ContactMode, role: StandistRole, contact: UserStandRole | null): ContactValues {
  return {
    standistRole: mode === 'add_for_exhibitor' ? 'ROLE_STANDIST_DECORATOR' : (contact?.standistRole ?? role),
    user: '',
    company: contact?.company ?? '',
    lastName: contact?.lastName ?? '',
    firstName: contact?.firstName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    languagePreference: contact?.languagePreference ?? '',
    plainPassword: '',
    plainPasswordConfirmation: '',
    // A new person is told of their account by default; an edit notifies only when asked.
    notify: mode === 'add',
  };
}

/** The person picked in the add mode: their own details, which the stand may override. */
export function valuesOfPicked(values: ContactValues, picked: Standist | null): ContactValues {
  if (!picked) return { ...values, user: '' };
  return {
    ...values,
    user: picked.user,
    company: picked.company ?? '',
    lastName: picked.lastName,
    firstName: picked.firstName,
    email: picked.email,
    phone: picked.phone ?? '',
    languagePreference: picked.languagePreference === 'fr' || picked.languagePreference === 'en' ? picked.languagePreference : '',
  };
}
