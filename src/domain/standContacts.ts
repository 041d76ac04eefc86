/**
 * Stand contacts (part 2 §2 "Stand contacts", §4 "Contact save", §5 "Contact form", §6): who may
 * do what in the contacts panel, what the contact modal shows in each of its modes, the body a
 * save sends, and whether a save changed the person's credentials.
 */
import type { StandistRole } from './roles';
import { ALL_STANDIST_ROLES, isStandist } from './roles';
import { can, canRegisterDecorator } from './permissions';

/**
 * add: pick an existing standist or create one; edit: a contact's details, e-mail and password;
 * view: read-only; add_for_exhibitor: a standist registers their decorator (a new person only,
 * no password, no notify choice: the server tells the decorator).
 */
export type ContactMode = 'add' | 'edit' | 'view' | 'add_for_exhibitor';

/** The panel's mode: editable where the user holds the contact edit permission, else read-only. */
export const contactsPanelMode = (roles: readonly string[]): 'edit' | 'view' => (can(roles, 'userStandRole.edit') ? 'edit' : 'view');

/** 'Ajouter exposant / décorateur / agence': contact add permission, never for standists. */
export const canAddContacts = (roles: readonly string[]): boolean => can(roles, 'userStandRole.add') && !isStandist(roles);

/** 'Enregistrer mon décorateur' on this stand (the permission matrix's rule, with the user's roles on the stand). */
export const canRegisterMyDecorator = canRegisterDecorator;

/** The panel's groups, in the order shown. */
export const CONTACT_ROLE_ORDER: readonly StandistRole[] = ['ROLE_STANDIST_EXHIBITOR', 'ROLE_STANDIST_DECORATOR', 'ROLE_STANDIST_AGENCY'];
export const isStandistRole = (value: string): value is StandistRole => (ALL_STANDIST_ROLES as readonly string[]).includes(value);

/** What the contact modal shows in a mode. */
export interface ContactFormShape {
  /** The existing-standist picker (add only). */
  picker: boolean;
  passwords: boolean;
  notify: boolean;
  /** The role chooser (staff adding or editing). */
  role: boolean;
  readOnly: boolean;
}

export function contactFormShape(mode: ContactMode): ContactFormShape {
  return {
    picker: mode === 'add',
    // Part 2 §5: passwords only when editing an existing user, never in decorator mode.
    passwords: mode === 'edit',
    notify: mode === 'add' || mode === 'edit',
    role: mode === 'add' || mode === 'edit',
    readOnly: mode === 'view',
  };
}

export interface ContactValues {
  standistRole: StandistRole;
  /** The IRI of an existing standist picked (add), else ''. */
  user: string;
  company: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  languagePreference: '' | 'fr' | 'en';
  plainPassword: string;
  plainPasswordConfirmation: string;
  notify: boolean;
}

const trim = (s: string) => s.trim();

/** The POST (add, add_for_exhibitor) or PATCH (edit) body of a contact save. */
export function contactSaveBody(mode: ContactMode, values: ContactValues, standIri: string): Record<string, unknown> {
  const person = {
    company: trim(values.company),
    lastName: trim(values.lastName),
    firstName: trim(values.firstName),
    phone: trim(values.phone) || null,
  };
  if (mode === 'edit') {
    return {
      ...person,
      standistRole: values.standistRole,
      email: trim(values.email),
      languagePreference: values.languagePreference || null,
      ...(values.plainPassword ? { plainPassword: values.plainPassword, plainPasswordConfirmation: values.plainPasswordConfirmation } : {}),
    };
  }
  const base = { stand: standIri, standistRole: mode === 'add_for_exhibitor' ? 'ROLE_STANDIST_DECORATOR' : values.standistRole };
  // An existing standist: the person's fields are the stand's overrides.
  if (mode === 'add' && values.user) return { ...base, user: values.user, ...person };
  return { ...base, ...person, email: trim(values.email), languagePreference: values.languagePreference || null };
}

/** Part 2 §4: the notification after a save carries 'credentials changed' when the e-mail or password changed. */
export function credentialsChanged(initialEmail: string, values: Pick<ContactValues, 'email' | 'plainPassword'>): boolean {
  return values.email.trim().toLowerCase() !== initialEmail.trim().toLowerCase() || values.plainPassword !== '';
}

/** Part 2 §5 / part 1 §5: the standist picker searches from 1 character (all when empty), the exhibitor picker from 2. */
export const STANDIST_PICKER_MIN_CHARS = 1;
export const EXHIBITOR_PICKER_MIN_CHARS = 2;

/** The picker's search parameter, or null when the text is too short to search (and an empty text lists all only when allowed). */
export function pickerSearch(text: string, minChars: number): { search?: string } | null {
  const words = text.trim();
  if (words === '') return minChars <= 1 ? {} : null;
  return words.length >= minChars ? { search: words } : null;
}
