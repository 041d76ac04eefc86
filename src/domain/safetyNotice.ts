/**
 * The exhibitor's safety form, 'NOTICE SPS EXPOSANT' (part 2 §3–§5, part 1 §2): the show's safety
 * instructions downloaded and acknowledged (downloadOk, 'Confirmation manquante'), the person
 * responsible (last name, first name, company, phone, e-mail), who builds the stand — one company or
 * two or more, mutually exclusive; the second asks how many (at least 2) and the standist's contact —
 * a mezzanine, heights over three metres, and whether a coordinator is appointed (yes reveals the
 * coordinator's contact).
 *
 * One set of rules, read by the SPA's form (its Yup schema) and by the API
 * (`POST /backend/stand_security_instructions`), each mapping a broken rule to its own message.
 */

/** Part 2 §9: the minimum number of builders when two or more companies build the stand. */
export const MIN_BUILDERS = 2;

export const SAFETY_PERSON_FIELDS = ['lastName', 'firstName', 'company', 'phone', 'email'] as const;
/** The standist's contact, asked when two or more companies build the stand. */
export const SAFETY_STANDIST_FIELDS = ['standistLastname', 'standistFirstname', 'standistPhone', 'standistEmail'] as const;
/** The coordinator's contact, asked when one is appointed. */
export const SAFETY_COORDINATOR_FIELDS = ['coordinatorLastName', 'coordinatorFirstName', 'coordinatorPhone', 'coordinatorEmail'] as const;

/** Every field of the form, in its order (where an API violation lands). */
export const SAFETY_NOTICE_FIELDS = [
  'downloadOk',
  ...SAFETY_PERSON_FIELDS,
  'builtByOne',
  'builtByMore',
  'numberOfBuilders',
  'withMezzanine',
  'withMoreThanThreeMeterHeights',
  ...SAFETY_STANDIST_FIELDS,
  'withCoordinator',
  ...SAFETY_COORDINATOR_FIELDS,
] as const;
export type SafetyNoticeField = (typeof SAFETY_NOTICE_FIELDS)[number];

/** The record as the rules read it (the body of a POST, or the form's values made into one). */
export interface SafetyNoticeInput {
  downloadOk: unknown;
  lastName: unknown;
  firstName: unknown;
  company: unknown;
  phone: unknown;
  email: unknown;
  builtByOne: unknown;
  builtByMore: unknown;
  numberOfBuilders: unknown;
  withMezzanine?: unknown;
  withMoreThanThreeMeterHeights?: unknown;
  standistLastname?: unknown;
  standistFirstname?: unknown;
  standistPhone?: unknown;
  standistEmail?: unknown;
  withCoordinator: unknown;
  coordinatorLastName?: unknown;
  coordinatorFirstName?: unknown;
  coordinatorPhone?: unknown;
  coordinatorEmail?: unknown;
}

/**
 * `required`: missing; `email`: not an e-mail address; `mustBeTrue`: the download not acknowledged;
 * `exclusive`: both 'built by one' and 'built by two or more'; `minBuilders`: fewer than MIN_BUILDERS
 * (or not a whole number).
 */
export type SafetyNoticeRule = 'required' | 'email' | 'mustBeTrue' | 'exclusive' | 'minBuilders';

export interface SafetyNoticeViolation {
  field: SafetyNoticeField;
  rule: SafetyNoticeRule;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Two or more companies build it: the number of builders and the standist's contact are asked. */
export const asksBuilders = (input: Pick<SafetyNoticeInput, 'builtByMore'>): boolean => input.builtByMore === true;
/** A coordinator is appointed: their contact is asked. */
export const asksCoordinator = (input: Pick<SafetyNoticeInput, 'withCoordinator'>): boolean => input.withCoordinator === true;

/** The number of builders as a whole number, or null ('3' and 3 read alike). */
export function builderCount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number(text) : null;
}

function contactViolations(input: SafetyNoticeInput, fields: readonly SafetyNoticeField[], out: SafetyNoticeViolation[]): void {
  const values = input as unknown as Record<string, unknown>;
  for (const field of fields) {
    const value = values[field];
    if (blank(value)) out.push({ field, rule: 'required' });
    else if (/email$/i.test(field) && !EMAIL.test(String(value).trim())) out.push({ field, rule: 'email' });
  }
}

/** Every rule the record breaks, in the form's order. */
export function safetyNoticeViolations(input: SafetyNoticeInput): SafetyNoticeViolation[] {
  const out: SafetyNoticeViolation[] = [];
  if (input.downloadOk !== true) out.push({ field: 'downloadOk', rule: 'mustBeTrue' });
  contactViolations(input, SAFETY_PERSON_FIELDS, out);
  if (input.builtByOne !== true && input.builtByMore !== true) out.push({ field: 'builtByOne', rule: 'required' });
  else if (input.builtByOne === true && input.builtByMore === true) out.push({ field: 'builtByMore', rule: 'exclusive' });
  else if (asksBuilders(input)) {
    const count = builderCount(input.numberOfBuilders);
    if (blank(input.numberOfBuilders)) out.push({ field: 'numberOfBuilders', rule: 'required' });
    else if (count === null || count < MIN_BUILDERS) out.push({ field: 'numberOfBuilders', rule: 'minBuilders' });
    contactViolations(input, SAFETY_STANDIST_FIELDS, out);
  }
  if (typeof input.withCoordinator !== 'boolean') out.push({ field: 'withCoordinator', rule: 'required' });
  else if (asksCoordinator(input)) contactViolations(input, SAFETY_COORDINATOR_FIELDS, out);
  return out;
}

/**
 * The non-closable 'NOTICE SPS EXPOSANT' opens (part 1 §2) for a standist, on a show with the
 * safety-instructions function, on a stand without a safety record.
 */
export function safetyNoticeRequired({ standist, showHasFunction, hasRecord }: { standist: boolean; showHasFunction: boolean; hasRecord: boolean }): boolean {
  return standist && showHasFunction && !hasRecord;
}
