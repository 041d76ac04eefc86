/**
 * Notifications (part 1 §3, §5): the variables a template or a custom text may use, written
 * `{{tag}}`, filled per recipient and per stand in the recipient's language; the templates' tags
 * other features name; the send form's rules. Read by the API (validation, rendering) and the SPA
 * (the modal's variable list, its checks).
 */
import { ALL_STANDIST_ROLES, type StandistRole } from './roles';

/** Every variable, in the order the modal lists them. */
export const NOTIFICATION_VARIABLES = [
  'standName',
  'standHall',
  'standAisle',
  'standNumber',
  'showName',
  'installationStart',
  'installationEnd',
  'dismantlingStart',
  'dismantlingEnd',
  'organizerDeadline',
  'recipientFirstName',
  'recipientLastName',
  'recipientCompany',
  'loginLink',
] as const;
export type NotificationVariable = (typeof NOTIFICATION_VARIABLES)[number];

const KNOWN = new Set<string>(NOTIFICATION_VARIABLES);

/** `{{ tag }}`, spaces allowed inside the braces. */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** How a variable is written in a text. */
export const variableToken = (tag: string): string => `{{${tag}}}`;

/** The variables a text names that do not exist, each once, in order of appearance. */
export function unknownVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const tag = match[1];
    if (!KNOWN.has(tag) && !unknown.includes(tag)) unknown.push(tag);
  }
  return unknown;
}

/** The text with each variable replaced by its value ('' when the recipient or stand has none). */
export function fillVariables(text: string, values: Partial<Record<NotificationVariable, string>>): string {
  return text.replace(TOKEN, (token, tag: string) => (KNOWN.has(tag) ? (values[tag as NotificationVariable] ?? '') : token));
}

/**
 * Templates other features open the modal with (part 2 §4 'Contact save': the 'credentials
 * changed' tag when the e-mail or password changed, otherwise the plain tag).
 */
export const NOTIFICATION_TAGS = {
  login: 'login',
  credentialsChanged: 'credentialsChanged',
} as const;

/** Part 1 §5: agency, decorator and exhibitor unless the sender unticks some. */
export const DEFAULT_RECIPIENT_ROLES: readonly StandistRole[] = ALL_STANDIST_ROLES;

/** A template's tag: letters, digits, '-', '_' (used in code and URLs). */
export const TEMPLATE_TAG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * A text as its reader should see it before it is filled (a sent notification's subject): each
 * variable written as its label in «», '«…»' when the label is not known yet; never `{{tag}}`.
 */
export function labelVariables(text: string, labelOf: (tag: NotificationVariable) => string | undefined): string {
  return text.replace(TOKEN, (token, tag: string) => (KNOWN.has(tag) ? `«${labelOf(tag as NotificationVariable) ?? '…'}»` : token));
}
