import { can, canRegisterDecorator, PERMISSIONS, type Permission, userHasFlag } from '@/domain/permissions';
import { roleLabelId } from '@/domain/roles';

const USERS = {
  superAdmin: ['ROLE_SUPER_ADMIN'],
  admin: ['ROLE_ADMIN'],
  support: ['ROLE_SUPPORT_ASTECH'],
  organizer: ['ROLE_ORGANIZER'],
  standist: ['ROLE_STANDIST'],
  securityOfficer: ['ROLE_SECURITY_OFFICER'],
  spsCoordinator: ['ROLE_COORDINATOR_SPS'],
  exhibitionCenterService: ['ROLE_EXHIBITION_CENTER_SERVICE'],
} as const;
type UserKind = keyof typeof USERS;
const ALL = Object.keys(USERS) as UserKind[];
const ADMINS: UserKind[] = ['superAdmin', 'admin'];

/** One row per line of part 1 §6 and part 2 §6: exactly these users are allowed. */
const ROWS: Array<[Permission[], UserKind[]]> = [
  [['stand.add', 'stand.delete', 'stand.edit', 'stand.export'], [...ADMINS, 'support', 'organizer']],
  [['stand.import'], [...ADMINS, 'organizer']],
  [['standMedia.add', 'standMedia.delete'], [...ADMINS, 'support', 'organizer']],
  [['standMessage.add', 'standSecurityInstruction.add'], ALL],
  [['standLayout.add', 'standLayout.edit', 'standLayout.delete'], ALL.filter((u) => u !== 'standist')],
  [['standDocumentMedia.delete', 'standDocument.newStatus', 'standDocument.zip'], [...ADMINS, 'support', 'securityOfficer', 'organizer']],
  [['standDocumentMessage.add', 'demandMessage.add'], [...ADMINS, 'support', 'securityOfficer', 'organizer', 'standist']],
  [['standSecurityAttestation.zip'], [...ADMINS, 'spsCoordinator', 'organizer']],
  // Issue 21: requests are read by all but the SPS coordinators (docs/decisions.md).
  [['demand.view'], ALL.filter((u) => u !== 'spsCoordinator')],
  [['notification.add', 'notificationTemplate.list'], [...ADMINS, 'support', 'spsCoordinator', 'organizer']],
  [['notificationTemplate.add', 'notificationTemplate.edit', 'notificationTemplate.delete'], ADMINS],
  [['report.add', 'report.edit', 'report.close', 'report.delete'], [...ADMINS, 'support']],
  [['layoutType.add', 'layoutType.edit', 'layoutType.delete'], ADMINS],
  [['layoutType.list'], [...ADMINS, 'support', 'organizer']],
  [['userStandRole.add', 'demand.add', 'demand.edit'], [...ADMINS, 'support', 'organizer', 'standist']],
  [['userStandRole.edit', 'userStandRole.delete'], [...ADMINS, 'support', 'organizer']],
  [['user.list', 'administrator.list'], ADMINS],
  [['show.edit', 'show.view', 'demandConfig.edit'], [...ADMINS, 'organizer']],
  // Issue 24: sources' connection details are admins'; show editors test, sync and read reports.
  [['source.manage', 'showQueryParameter.manage', 'externalStandIdentifier.readToken', 'source.testConnection', 'show.editGateway', 'show.syncMassWithdrawal'], ADMINS],
  [['show.sync', 'syncReport.list'], [...ADMINS, 'organizer']],
  [['demand.counters', 'standSecurityInstruction.edit', 'show.list', 'stand.markSeen', 'demand.delete', 'account.editEmail', 'mail.list'], [...ADMINS, 'support']],
  [['show.add', 'show.delete', 'show.editOrganizer', 'administrator.add', 'administrator.edit', 'administrator.delete'], ['superAdmin']],
  [['demand.export', 'demand.newStatus', 'show.messageCounts', 'show.reportCounts', 'stand.messageFilters', 'stand.markTreated', 'stand.bulkStatus'], [...ADMINS, 'support', 'organizer']],
  [['advertiser.list', 'advertiser.add', 'advertiser.edit', 'advertiser.delete', 'provider.list', 'provider.add', 'provider.edit', 'provider.delete'], ADMINS],
  [['providerContact.edit', 'providerCategory.edit', 'providerShow.edit', 'advertiserShow.edit'], ADMINS],
  [['standDocument.messageFilters'], [...ADMINS, 'support']],
  // Issue 25: marks drawn by staff and (where the show allows it) the stand's standists; ticked resolved by staff.
  [['planAnnotation.add'], [...ADMINS, 'support', 'organizer', 'standist']],
  [['planAnnotation.resolve'], [...ADMINS, 'support', 'organizer']],
];

describe('permission matrix', () => {
  for (const [permissions, allowed] of ROWS) {
    for (const permission of permissions) {
      it(`${permission}: allows ${allowed.join(', ')} and refuses the others`, () => {
        for (const kind of ALL) {
          expect([kind, can(USERS[kind], permission)]).toEqual([kind, allowed.includes(kind)]);
        }
      });
    }
  }

  it('covers every permission of the matrix in the table above', () => {
    const tested = new Set(ROWS.flatMap(([p]) => p));
    const untested = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !tested.has(p) && PERMISSIONS[p] !== 'anyone');
    expect(untested).toEqual([]);
  });

  it('treats any role containing ADMIN as admin', () => {
    expect(can(['ROLE_SOMETHING_ADMIN'], 'layoutType.add')).toBe(true);
  });

  it('refuses everything to a user without roles', () => {
    expect(can([], 'standMessage.add')).toBe(false);
    expect(can(undefined, 'stand.list')).toBe(false);
  });

  it('lets only an exhibitor or decorator of the stand register a decorator, on a show with the function', () => {
    expect(canRegisterDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_EXHIBITOR'], true)).toBe(true);
    expect(canRegisterDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_DECORATOR'], true)).toBe(true);
    expect(canRegisterDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_AGENCY'], true)).toBe(false);
    expect(canRegisterDecorator(['ROLE_STANDIST'], ['ROLE_STANDIST_EXHIBITOR'], false)).toBe(false);
    expect(canRegisterDecorator(['ROLE_COORDINATOR_SPS'], ['ROLE_STANDIST_EXHIBITOR'], true)).toBe(false);
  });

  it('labels admins "admin" and others by their first role', () => {
    expect(roleLabelId(['ROLE_SUPER_ADMIN'])).toBe('role.admin');
    expect(roleLabelId(['ROLE_ORGANIZER', 'ROLE_STANDIST'])).toBe('role.ROLE_ORGANIZER');
  });
});

describe('user flags (an admin sets them on an account)', () => {
  it('grants the flag only when the loaded user holds it', () => {
    expect(userHasFlag({ tester: true }, 'tester')).toBe(true);
    expect(userHasFlag({ tester: false }, 'tester')).toBe(false);
    expect(userHasFlag({}, 'tester')).toBe(false);
    expect(userHasFlag(null, 'tester')).toBe(false);
  });
});
