/**
 * Rules of a stand's thread (part 1 §3–§5) that the screens read.
 */
import type { Violation } from './api';
import { ALL_STANDIST_ROLES, type StandistRole } from './roles';

/** The author's role as shown: their stand role, or 'Organisateur' for staff (no stand role). */
export function authorRoleLabelId(authorStandRole: string | null): string {
  return authorStandRole && (ALL_STANDIST_ROLES as readonly string[]).includes(authorStandRole)
    ? `role.${authorStandRole as StandistRole}`
    : 'standMessages.author.staff';
}

/** Writing is possible on an enabled show, with the permission (part 1 §4). */
export const canWriteOnStand = (showEnabled: boolean | undefined, mayWrite: boolean): boolean => showEnabled === true && mayWrite;

/** Why the composer is read-only (a message id), or null when the user may write; unknown show: null until it loads. */
export function writeBlockedReasonId(showEnabled: boolean | undefined, mayWrite: boolean): string | null {
  if (showEnabled === undefined || canWriteOnStand(showEnabled, mayWrite)) return null;
  return showEnabled ? 'standMessages.compose.forbidden' : 'standMessages.compose.showClosed';
}

/**
 * A violation of the thread's wire (part 1 §7) on the composer's and dialogs' fields: the
 * message's text (`message.content`, an edit's `content`) on `message`, its attachments
 * (`message.attachments[1]`, the purchase order's count too) on `files`, a confirmation field
 * (`confirmationLastName`) on `confirmation.lastName`; any other path as it is.
 */
export function formFieldOf(propertyPath: string): string {
  if (propertyPath === 'message.content' || propertyPath === 'content') return 'message';
  if (/^(message\.)?attachments(\[\d+\])?$/.test(propertyPath)) return 'files';
  const confirmation = /^confirmation([A-Z])(\w*)$/.exec(propertyPath);
  return confirmation ? `confirmation.${confirmation[1].toLowerCase()}${confirmation[2]}` : propertyPath;
}

export const formFieldsOf = (violations: readonly Violation[] | undefined): Violation[] =>
  (violations ?? []).map((v) => ({ ...v, propertyPath: formFieldOf(v.propertyPath) }));

/** '12,5 Ko' — attachment sizes, in the user's language. */
export function formatFileSize(bytes: number, locale: string): string {
  const english = locale.startsWith('en');
  const units = english ? ['B', 'KB', 'MB'] : ['o', 'Ko', 'Mo'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(english ? 'en-US' : 'fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}
