/** Role references as the API sends them (JWT `roles`, `role.reference`). */
export const ROLES = {
  SUPER_ADMIN: 'ROLE_SUPER_ADMIN',
  ADMIN: 'ROLE_ADMIN',
  SUPPORT: 'ROLE_SUPPORT_ASTECH',
  SECURITY_OFFICER: 'ROLE_SECURITY_OFFICER',
  SPS_COORDINATOR: 'ROLE_COORDINATOR_SPS',
  EXHIBITION_CENTER_SERVICE: 'ROLE_EXHIBITION_CENTER_SERVICE',
  ORGANIZER: 'ROLE_ORGANIZER',
  STANDIST: 'ROLE_STANDIST',
} as const;

/** The role a person holds on one stand (user_stand_roles.standistRole). */
export const STANDIST_ROLES = {
  EXHIBITOR: 'ROLE_STANDIST_EXHIBITOR',
  AGENCY: 'ROLE_STANDIST_AGENCY',
  DECORATOR: 'ROLE_STANDIST_DECORATOR',
} as const;
export type StandistRole = (typeof STANDIST_ROLES)[keyof typeof STANDIST_ROLES];
export const ALL_STANDIST_ROLES: readonly StandistRole[] = Object.values(STANDIST_ROLES);

/**
 * Groups the permission matrix speaks of. A user may fall in several
 * (a super admin is also an admin).
 */
export type RoleGroup =
  | 'superAdmin'
  | 'admin'
  | 'support'
  | 'organizer'
  | 'standist'
  | 'securityOfficer'
  | 'spsCoordinator'
  | 'exhibitionCenterService';

export function roleGroups(roles: readonly string[]): Set<RoleGroup> {
  const groups = new Set<RoleGroup>();
  for (const role of roles) {
    if (role === ROLES.SUPER_ADMIN) groups.add('superAdmin');
    // "Admin is any role containing ADMIN" (part 1 §6).
    if (role.includes('ADMIN')) groups.add('admin');
    if (role === ROLES.SUPPORT) groups.add('support');
    if (role === ROLES.ORGANIZER) groups.add('organizer');
    if (role.startsWith(ROLES.STANDIST)) groups.add('standist');
    if (role === ROLES.SECURITY_OFFICER) groups.add('securityOfficer');
    if (role === ROLES.SPS_COORDINATOR) groups.add('spsCoordinator');
    if (role === ROLES.EXHIBITION_CENTER_SERVICE) groups.add('exhibitionCenterService');
  }
  return groups;
}

export const isAdmin = (roles: readonly string[]): boolean => roleGroups(roles).has('admin');
export const isSupport = (roles: readonly string[]): boolean => roleGroups(roles).has('support');
export const isAdminOrSupport = (roles: readonly string[]): boolean => isAdmin(roles) || isSupport(roles);
export const isStandist = (roles: readonly string[]): boolean => roleGroups(roles).has('standist');
export const isOrganizer = (roles: readonly string[]): boolean => roleGroups(roles).has('organizer');

/**
 * The role label of the top bar: 'admin' for ROLE_ADMIN or ROLE_SUPER_ADMIN,
 * otherwise the first role. Returns an i18n message id.
 */
export function roleLabelId(roles: readonly string[]): string {
  if (roles.includes(ROLES.ADMIN) || roles.includes(ROLES.SUPER_ADMIN)) return 'role.admin';
  return roles.length ? `role.${roles[0]}` : 'role.none';
}
