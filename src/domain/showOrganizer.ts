/**
 * The show dashboard's organizer card (part 2 §2, §5, §9): the full admin picks the show's
 * organizer among the organizer accounts, searched from 2 characters, or creates one.
 */
import { ROLES } from './roles';

/** Part 2 §9: the organizer search starts at 2 characters. */
export const ORGANIZER_SEARCH_MIN = 2;

export const organizerSearchParams = (search: string) => ({
  'role.reference': ROLES.ORGANIZER,
  search: search.trim(),
  itemsPerPage: 10,
});

export const canSearchOrganizers = (search: string): boolean => search.trim().length >= ORGANIZER_SEARCH_MIN;

/** The new organizer form (part 2 §5 contact rules: company, last name, first name, e-mail; phone optional). */
export interface NewOrganizerValues {
  company: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

export const EMPTY_ORGANIZER: NewOrganizerValues = { company: '', lastName: '', firstName: '', email: '', phone: '' };

export const NEW_ORGANIZER_FIELDS = ['company', 'lastName', 'firstName', 'email', 'phone'] as const;

export function newOrganizerBody(values: NewOrganizerValues, roleIri: string) {
  const email = values.email.trim();
  return {
    company: values.company.trim(),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    email,
    username: email,
    phone: values.phone.trim() || null,
    role: roleIri,
  };
}
