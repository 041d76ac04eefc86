/**
 * The one permission matrix (part 1 §6, part 2 §6), read by the API to decide
 * and by the SPA to hide what the API would refuse. Role level only: which rows
 * of a resource a user may touch at all (a standist sees only the stands they
 * hold a role on) is the resource's scope on the server.
 */
import { roleGroups, type RoleGroup } from './roles';

type Who = readonly RoleGroup[] | 'anyone' | 'anyoneButStandists';

const ADMIN_SUPPORT_ORGANIZER: Who = ['admin', 'support', 'organizer'];
const DOCUMENT_REVIEWERS: Who = ['admin', 'support', 'securityOfficer', 'organizer'];
const DOCUMENT_WRITERS: Who = ['admin', 'support', 'securityOfficer', 'organizer', 'standist'];

export const PERMISSIONS = {
  // Part 1 §6: stands and around them.
  'stand.list': 'anyone',
  'stand.view': 'anyone',
  'stand.add': ADMIN_SUPPORT_ORGANIZER,
  'stand.delete': ADMIN_SUPPORT_ORGANIZER,
  'stand.edit': ADMIN_SUPPORT_ORGANIZER,
  'stand.export': ADMIN_SUPPORT_ORGANIZER,
  'stand.import': ['admin', 'organizer'],
  /** The Messages filter group of the stand list (new, untreated). */
  'stand.messageFilters': ADMIN_SUPPORT_ORGANIZER,
  /** Opening a stand, a request or stand documents clears its unseen flag. */
  'stand.markSeen': ['admin', 'support'],
  /** Marking a stand's messages treated or untreated (the stand list's row action): those who see the Messages filters. */
  'stand.markTreated': ADMIN_SUPPORT_ORGANIZER,
  /** A plan status change on many stands at once (issue 11, bulk triage): the staff steps of planWorkflow, per stand. */
  'stand.bulkStatus': ADMIN_SUPPORT_ORGANIZER,
  /** The attestation documents staff upload per stand and language (part 1 §3, §7; issue 22). */
  'standMedia.add': ADMIN_SUPPORT_ORGANIZER,
  'standMedia.delete': ADMIN_SUPPORT_ORGANIZER,
  'standMessage.add': 'anyone',
  'standLayout.add': 'anyoneButStandists',
  'standLayout.edit': 'anyoneButStandists',
  'standLayout.delete': 'anyoneButStandists',
  'standDocumentMedia.delete': DOCUMENT_REVIEWERS,
  'standDocument.newStatus': DOCUMENT_REVIEWERS,
  'standDocument.zip': DOCUMENT_REVIEWERS,
  /** The document list's Messages filter group (new, not handled): admin and support (part 2 §2). */
  'standDocument.messageFilters': ['admin', 'support'],
  'standDocumentMessage.add': DOCUMENT_WRITERS,
  'standSecurityAttestation.zip': ['admin', 'spsCoordinator', 'organizer'],
  /** The safety notice of a stand: filled by whoever sees the stand (its standists, the staff of its show), corrected by admin or support (issue 22, docs/decisions.md). */
  'standSecurityInstruction.add': 'anyone',
  'standSecurityInstruction.edit': ['admin', 'support'],
  'notification.add': ['admin', 'support', 'spsCoordinator', 'organizer'],
  /** The templates and variables: read by whoever sends (the modal), managed by admins (issue 11, docs/decisions.md). */
  'notificationTemplate.list': ['admin', 'support', 'spsCoordinator', 'organizer'],
  'notificationTemplate.add': ['admin'],
  'notificationTemplate.edit': ['admin'],
  'notificationTemplate.delete': ['admin'],
  'report.add': ['admin', 'support'],
  'report.edit': ['admin', 'support'],
  'report.close': ['admin', 'support'],
  /** Not in the spec (a finding entered by mistake): see docs/decisions.md, Findings. */
  'report.delete': ['admin', 'support'],
  'layoutType.list': ADMIN_SUPPORT_ORGANIZER,
  'layoutType.add': ['admin'],
  'layoutType.edit': ['admin'],
  'layoutType.delete': ['admin'],
  'userStandRole.add': ['admin', 'support', 'organizer', 'standist'],
  'userStandRole.edit': ADMIN_SUPPORT_ORGANIZER,
  'userStandRole.delete': ADMIN_SUPPORT_ORGANIZER,
  'user.list': ['admin'],
  /**
   * Marks on a plan revision's files (issue 25): drawn by staff, and by the stand's standists when
   * the show allows it (an object check: src/domain/planReview.ts mayMarkUp); ticked resolved by staff.
   */
  'planAnnotation.add': ['admin', 'support', 'organizer', 'standist'],
  'planAnnotation.resolve': ADMIN_SUPPORT_ORGANIZER,

  // Part 2 §6: shows, requests, documents, accounts.
  /** Part 1 says admin, part 2 (newer, with its route table) says admin or support: see docs/decisions.md. */
  'show.list': ['admin', 'support'],
  'show.view': ['admin', 'organizer'],
  'show.edit': ['admin', 'organizer'],
  'show.add': ['superAdmin'],
  'show.delete': ['superAdmin'],
  'show.editOrganizer': ['superAdmin'],
  'show.messageCounts': ADMIN_SUPPORT_ORGANIZER,
  /** The show's findings counts (nbInProgressReports, nbClosedReports) over all its stands: staff only; a standist's dashboard counts its own stands (plan summary). */
  'show.reportCounts': ADMIN_SUPPORT_ORGANIZER,
  'administrator.list': ['admin'],
  'administrator.add': ['superAdmin'],
  'administrator.edit': ['superAdmin'],
  'administrator.delete': ['superAdmin'],
  'demandConfig.edit': ['admin', 'organizer'],
  /**
   * Requests are read, among those who see their stand (the scope), by the staff, the standists, the
   * security officers (who write in their threads, part 2 §6) and the exhibition-centre services
   * (who carry the slots and handling out); not by SPS coordinators, who have no part in them
   * (docs/decisions.md). Filed and edited (while in progress) by the stand's standists and the staff.
   */
  'demand.view': ['admin', 'support', 'organizer', 'standist', 'securityOfficer', 'exhibitionCenterService'],
  'demand.add': ['admin', 'support', 'organizer', 'standist'],
  'demand.edit': ['admin', 'support', 'organizer', 'standist'],
  'demand.export': ADMIN_SUPPORT_ORGANIZER,
  'demand.newStatus': ADMIN_SUPPORT_ORGANIZER,
  'demand.delete': ['admin', 'support'],
  'demand.counters': ['admin', 'support'],
  'demandMessage.add': DOCUMENT_WRITERS,
  'advertiser.list': ['admin'],
  'advertiser.add': ['admin'],
  'advertiser.edit': ['admin'],
  'advertiser.delete': ['admin'],
  'provider.list': ['admin'],
  'provider.add': ['admin'],
  'provider.edit': ['admin'],
  'provider.delete': ['admin'],
  /** A provider's contacts, the provider categories, and the placements on shows (issue 23): the directories' admin. */
  'providerContact.edit': ['admin'],
  'providerCategory.edit': ['admin'],
  'providerShow.edit': ['admin'],
  'advertiserShow.edit': ['admin'],
  /** Recording a click on a provider's or advertiser's link (`PATCH {clicked: true}`): whoever sees the show. */
  'placement.click': 'anyone',
  /**
   * The gateway (issue 24): sources' connection details are admins' (the settings screens); whoever
   * edits a show tests its connection, previews and runs its sync and reads its reports. External
   * stand identifiers are read by whoever sees the stand (the scope).
   */
  'source.manage': ['admin'],
  /** Testing a source and changing a show's gateway (switch, source, folder, query parameters): admins, who set the sources up. */
  'source.testConnection': ['admin'],
  'show.editGateway': ['admin'],
  'showQueryParameter.manage': ['admin'],
  'show.sync': ['admin', 'organizer'],
  'syncReport.list': ['admin', 'organizer'],
  /** Applying a preview that withdraws more than half of a show's synced stands (server/services/gateway/syncSafety.ts). */
  'show.syncMassWithdrawal': ['admin'],
  'externalStandIdentifier.list': 'anyone',
  /** The stands' sign-in tokens themselves (a token opens its exhibitor's session): admins only; others read them masked. */
  'externalStandIdentifier.readToken': ['admin'],
  'account.editEmail': ['admin', 'support'],
  /** The outbox screen (/courriels): every message the platform sent, readable (issue 12, docs/decisions.md). */
  'mail.list': ['admin', 'support'],
} as const satisfies Record<string, Who>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What a user may do because of a flag an admin set on their account rather than their role.
 * 'tester': records user flows (issue 10, docs/decisions.md "Recorded flows"); the recorder only
 * runs in the browser, so the server's part is that only admins set the flag.
 */
export type UserFlag = 'tester';

/** null or undefined: the user's record is not loaded yet (so nothing is granted). */
export function userHasFlag(user: Partial<Record<UserFlag, boolean>> | null | undefined, flag: UserFlag): boolean {
  return user?.[flag] === true;
}

export function can(roles: readonly string[] | undefined | null, permission: Permission): boolean {
  if (!roles || roles.length === 0) return false;
  const who: Who = PERMISSIONS[permission];
  const groups = roleGroups(roles);
  if (who === 'anyone') return true;
  if (who === 'anyoneButStandists') return !groups.has('standist');
  return who.some((group) => groups.has(group));
}

/**
 * 'Enregistrer mon décorateur' (part 1 §2, part 2 §6): contact add permission,
 * exhibitor or decorator of this stand, on a show with the add-decorator function.
 */
export function canRegisterDecorator(
  roles: readonly string[],
  standRolesOnStand: readonly string[],
  showHasAddDecoratorFunction: boolean,
): boolean {
  return (
    can(roles, 'userStandRole.add') &&
    showHasAddDecoratorFunction &&
    standRolesOnStand.some((r) => r === 'ROLE_STANDIST_EXHIBITOR' || r === 'ROLE_STANDIST_DECORATOR')
  );
}
