/**
 * Accounts (part 2 §2 'My account', 'Administrators', §5, §6): who is staff, which roles the
 * administrator form offers, which fields of a user a caller may write, and the lock-out rule.
 * Read by the API (server/resources/userAccounts.ts) to decide and by the SPA to show.
 */
import { can } from './permissions';
import { ROLES, roleGroups } from './roles';

/**
 * Staff: the users of /administrateurs, the platform's own people (docs/decisions.md,
 * Administrators). Organizers and standists are managed from their shows and stands.
 */
export const STAFF_ROLES: readonly string[] = [
  ROLES.SUPER_ADMIN,
  ROLES.ADMIN,
  ROLES.SPS_COORDINATOR,
  ROLES.EXHIBITION_CENTER_SERVICE,
  ROLES.SECURITY_OFFICER,
  ROLES.SUPPORT,
];

/** The form's role list (part 2 §6: 'The admin user form offers the admin role in its role list'). */
export const ADMINISTRATOR_ROLE_CHOICES: readonly string[] = [
  ROLES.ADMIN,
  ROLES.SPS_COORDINATOR,
  ROLES.EXHIBITION_CENTER_SERVICE,
  ROLES.SECURITY_OFFICER,
  ROLES.SUPPORT,
];

/** The second list, without admin: what a user who does not manage administrators is shown. */
export const STAFF_ROLE_CHOICES: readonly string[] = ADMINISTRATOR_ROLE_CHOICES.filter((role) => role !== ROLES.ADMIN);

/** Roles whose users are linked to shows (user-show links, part 2 §3). */
export const SHOW_LINKED_ROLES: readonly string[] = [
  ROLES.ORGANIZER,
  ROLES.SECURITY_OFFICER,
  ROLES.SPS_COORDINATOR,
  ROLES.EXHIBITION_CENTER_SERVICE,
];

export const isShowLinkedRole = (role: string | null | undefined): boolean => role != null && SHOW_LINKED_ROLES.includes(role);

export function roleChoices(callerRoles: readonly string[]): readonly string[] {
  return can(callerRoles, 'administrator.edit') ? ADMINISTRATOR_ROLE_CHOICES : STAFF_ROLE_CHOICES;
}

export type UserField =
  | 'email'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'company'
  | 'role'
  | 'languagePreference'
  | 'enabled'
  | 'tester'
  | 'plainPassword'
  | 'plainPasswordConfirmation';

export const ALL_USER_FIELDS: readonly UserField[] = [
  'email',
  'username',
  'firstName',
  'lastName',
  'phone',
  'company',
  'role',
  'languagePreference',
  'enabled',
  'tester',
  'plainPassword',
  'plainPasswordConfirmation',
];

/**
 * The fields of a user this caller may write: everything for whoever manages administrators
 * (the full admin, the tester flag included); on their own account, anyone: language and
 * password, and the e-mail with 'account.editEmail'. Nothing on someone else's otherwise.
 */
export function writableUserFields(callerRoles: readonly string[], isSelf: boolean): readonly UserField[] {
  if (can(callerRoles, 'administrator.edit')) return ALL_USER_FIELDS;
  if (!isSelf) return [];
  const own: UserField[] = ['languagePreference', 'plainPassword', 'plainPasswordConfirmation'];
  if (can(callerRoles, 'account.editEmail')) own.push('email');
  return own;
}

export type LockoutProblem = 'self' | 'lastAdmin';

/**
 * Nobody locks themselves out (deletes, disables or changes the role of their own account
 * here) and the last enabled full admin is never removed, disabled nor demoted.
 */
export function lockoutProblem(change: {
  isSelf: boolean;
  /** The user's current role. */
  role: string;
  /** Enabled full admins other than this user. */
  otherFullAdmins: number;
  deleting?: boolean;
  newRole?: string | null;
  newEnabled?: boolean | null;
}): LockoutProblem | null {
  const roleChanged = change.newRole != null && change.newRole !== change.role;
  const disabled = change.newEnabled === false;
  const removed = Boolean(change.deleting) || roleChanged || disabled;
  if (!removed) return null;
  if (change.isSelf) return 'self';
  if (roleGroups([change.role]).has('superAdmin') && change.otherFullAdmins === 0) return 'lastAdmin';
  return null;
}

/** The identifier shown on /compte: the e-mail, or the username when there is no e-mail. */
export const accountIdentifier = (user: { email?: string | null; username?: string | null }): string =>
  user.email || user.username || '';
