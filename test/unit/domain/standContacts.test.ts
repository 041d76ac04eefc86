/** Stand contact rules (src/domain/standContacts.ts): who does what, what each modal mode shows, the bodies sent. */
import {
  canAddContacts,
  canRegisterMyDecorator,
  contactFormShape,
  contactSaveBody,
  contactsPanelMode,
  credentialsChanged,
  pickerSearch,
  type ContactValues,
} from '@/domain/standContacts';

const VALUES: ContactValues = {
  standistRole: 'ROLE_STANDIST_AGENCY',
  user: '',
  company: ' Agence Alto ',
  lastName: 'Roux',
  firstName: 'Léa',
  email: ' lea@alto.test ',
  phone: '',
  languagePreference: 'en',
  plainPassword: '',
  plainPasswordConfirmation: '',
  notify: true,
};

describe('who does what with contacts', () => {
  it('makes the panel editable for admin, support and organizer, read-only for others', () => {
    expect(contactsPanelMode(['ROLE_ADMIN'])).toBe('edit');
    expect(contactsPanelMode(['ROLE_SUPPORT_ASTECH'])).toBe('edit');
    expect(contactsPanelMode(['ROLE_ORGANIZER'])).toBe('edit');
    expect(contactsPanelMode(['ROLE_STANDIST'])).toBe('view');
    expect(contactsPanelMode(['ROLE_SECURITY_OFFICER'])).toBe('view');
  });

  it("hides 'Ajouter exposant / décorateur / agence' from standists", () => {
    expect(canAddContacts(['ROLE_ORGANIZER'])).toBe(true);
    expect(canAddContacts(['ROLE_STANDIST'])).toBe(false);
    expect(canAddContacts(['ROLE_COORDINATOR_SPS'])).toBe(false);
  });

  it("offers 'Enregistrer mon décorateur' to an exhibitor or decorator of the stand on a show with the function", () => {
    expect(canRegisterMyDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_EXHIBITOR'], true)).toBe(true);
    expect(canRegisterMyDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_DECORATOR'], true)).toBe(true);
    expect(canRegisterMyDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_AGENCY'], true)).toBe(false);
    expect(canRegisterMyDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_EXHIBITOR'], false)).toBe(false);
    expect(canRegisterMyDecorator(['ROLE_SECURITY_OFFICER'], ['ROLE_STANDIST_EXHIBITOR'], true)).toBe(false);
  });
});

describe('the contact modal', () => {
  it('shows passwords only when editing, the notify choice only to staff, the picker only when adding', () => {
    expect(contactFormShape('add')).toEqual({ picker: true, passwords: false, notify: true, role: true, readOnly: false });
    expect(contactFormShape('edit')).toEqual({ picker: false, passwords: true, notify: true, role: true, readOnly: false });
    expect(contactFormShape('add_for_exhibitor')).toEqual({ picker: false, passwords: false, notify: false, role: false, readOnly: false });
    expect(contactFormShape('view').readOnly).toBe(true);
  });

  it('sends a new person with the stand, an existing one as overrides, a decorator registration as decorator', () => {
    expect(contactSaveBody('add', VALUES, '/backend/stands/5')).toEqual({
      stand: '/backend/stands/5', standistRole: 'ROLE_STANDIST_AGENCY', company: 'Agence Alto', lastName: 'Roux', firstName: 'Léa', phone: null, email: 'lea@alto.test', languagePreference: 'en',
    });
    expect(contactSaveBody('add', { ...VALUES, user: '/backend/users/9' }, '/backend/stands/5')).toEqual({
      stand: '/backend/stands/5', standistRole: 'ROLE_STANDIST_AGENCY', user: '/backend/users/9', company: 'Agence Alto', lastName: 'Roux', firstName: 'Léa', phone: null,
    });
    expect(contactSaveBody('add_for_exhibitor', VALUES, '/backend/stands/5')).toMatchObject({ standistRole: 'ROLE_STANDIST_DECORATOR', email: 'lea@alto.test' });
  });

  it('sends the password only when one is typed, on edit', () => {
    expect(contactSaveBody('edit', VALUES, '/backend/stands/5')).not.toHaveProperty('plainPassword');
    expect(contactSaveBody('edit', { ...VALUES, plainPassword: 'x1', plainPasswordConfirmation: 'x1' }, '/backend/stands/5')).toMatchObject({ plainPassword: 'x1', plainPasswordConfirmation: 'x1' });
  });

  it('says credentials changed when the e-mail (whatever its case) or the password changed', () => {
    expect(credentialsChanged('lea@alto.test', { email: 'LEA@alto.test ', plainPassword: '' })).toBe(false);
    expect(credentialsChanged('lea@alto.test', { email: 'lea@other.test', plainPassword: '' })).toBe(true);
    expect(credentialsChanged('lea@alto.test', { email: 'lea@alto.test', plainPassword: 'secret-12' })).toBe(true);
    expect(credentialsChanged('', { email: 'new@alto.test', plainPassword: '' })).toBe(true);
  });
});

describe('the pickers', () => {
  it('lists all standists when empty and searches from 1 character; the exhibitor picker waits for 2', () => {
    expect(pickerSearch('', 1)).toEqual({});
    expect(pickerSearch('e', 1)).toEqual({ search: 'e' });
    expect(pickerSearch('', 2)).toBeNull();
    expect(pickerSearch('e ', 2)).toBeNull();
    expect(pickerSearch('em', 2)).toEqual({ search: 'em' });
  });
});
