import {
  accountIdentifier,
  ADMINISTRATOR_ROLE_CHOICES,
  lockoutProblem,
  roleChoices,
  STAFF_ROLE_CHOICES,
  writableUserFields,
} from '@/domain/accounts';
import { isSecretKey } from '@/domain/flowRecording';
import { ROLES } from '@/domain/roles';
import { showLinkChanges } from '@/features/accounts/forms/administratorForm';

describe('accounts rules', () => {
  it("offers the admin role to the full admin only (the second list omits it)", () => {
    expect(roleChoices([ROLES.SUPER_ADMIN])).toBe(ADMINISTRATOR_ROLE_CHOICES);
    expect(ADMINISTRATOR_ROLE_CHOICES).toContain(ROLES.ADMIN);
    expect(roleChoices([ROLES.ADMIN])).toBe(STAFF_ROLE_CHOICES);
    expect(STAFF_ROLE_CHOICES).not.toContain(ROLES.ADMIN);
    expect(STAFF_ROLE_CHOICES).toEqual([ROLES.SPS_COORDINATOR, ROLES.EXHIBITION_CENTER_SERVICE, ROLES.SECURITY_OFFICER, ROLES.SUPPORT]);
  });

  it('lets the full admin write every field, others only their own language, password and (admin or support) e-mail', () => {
    expect(writableUserFields([ROLES.SUPER_ADMIN], false)).toContain('tester');
    expect(writableUserFields([ROLES.ADMIN], false)).toEqual([]);
    expect(writableUserFields([ROLES.SUPPORT], false)).toEqual([]);
    expect(writableUserFields([ROLES.STANDIST], true)).toEqual(['languagePreference', 'plainPassword', 'plainPasswordConfirmation']);
    expect(writableUserFields([ROLES.SUPPORT], true)).toContain('email');
    expect(writableUserFields([ROLES.ADMIN], true)).not.toContain('tester');
  });

  it('refuses locking oneself out and removing the last full admin', () => {
    const fullAdmin = { role: ROLES.SUPER_ADMIN, otherFullAdmins: 0 };
    expect(lockoutProblem({ ...fullAdmin, isSelf: true, deleting: true })).toBe('self');
    expect(lockoutProblem({ ...fullAdmin, isSelf: true, newEnabled: false })).toBe('self');
    expect(lockoutProblem({ ...fullAdmin, isSelf: true, newRole: ROLES.ADMIN })).toBe('self');
    expect(lockoutProblem({ ...fullAdmin, isSelf: true, newRole: ROLES.SUPER_ADMIN, newEnabled: true })).toBeNull();
    expect(lockoutProblem({ ...fullAdmin, isSelf: false, deleting: true })).toBe('lastAdmin');
    expect(lockoutProblem({ ...fullAdmin, otherFullAdmins: 1, isSelf: false, deleting: true })).toBeNull();
    expect(lockoutProblem({ role: ROLES.SUPPORT, otherFullAdmins: 0, isSelf: false, deleting: true })).toBeNull();
  });

  it('shows the e-mail as the identifier, else the username', () => {
    expect(accountIdentifier({ email: 'a@b.c', username: 'abc' })).toBe('a@b.c');
    expect(accountIdentifier({ email: '', username: 'abc' })).toBe('abc');
  });

  it('turns the ticked shows into links to make and links to remove', () => {
    expect(
      showLinkChanges(['/backend/shows/1', '/backend/shows/3'], [
        { id: 40, show: '/backend/shows/2' },
        { id: 41, show: '/backend/shows/3' },
      ]),
    ).toEqual({ add: ['/backend/shows/1'], remove: [40] });
  });

  it("keeps the account forms' passwords out of recorded flows (issue 10)", () => {
    expect(isSecretKey('plainPassword')).toBe(true);
    expect(isSecretKey('plainPasswordConfirmation')).toBe(true);
  });
});
