/**
 * The safety notice ('NOTICE SPS EXPOSANT', part 2 §3–§5), the stand's safety record: the show's
 * safety document acknowledged (downloadOk ticked, else 'Confirmation manquante'); the person
 * responsible (last name, first name, company, phone, e-mail, all required); built by one company
 * or by two or more (exactly one of the two), the second revealing the number of builders (at
 * least 2) and the standist contact fields (required then); mezzanine and heights over 3 m; a
 * coordinator yes or no (required), yes revealing the coordinator fields (required then).
 *
 * One set of rules, read by the SPA's form (its Yup schema and the fields it shows) and by the
 * API (`POST` / `PATCH /backend/stand_security_instructions`), each mapping a broken rule to its
 * own message. Fields a value hides are not checked and are stored empty (`safetyNoticeRecord`).
 */

export const SAFETY_PERSON_FIELDS = ['lastName', 'firstName', 'company', 'phone', 'email'] as const;
export const SAFETY_STANDIST_FIELDS = ['standistLastname', 'standistFirstname', 'standistPhone', 'standistEmail'] as const;
export const SAFETY_COORDINATOR_FIELDS = ['coordinatorLastName', 'coordinatorFirstName', 'coordinatorPhone', 'coordinatorEmail'] as const;
/** The yes/no answers; withMezzanine and withMoreThanThreeMeterHeights default to no. */
export const SAFETY_FLAGS = ['downloadOk', 'builtByOne', 'builtByMore', 'withMezzanine', 'withMoreThanThreeMeterHeights', 'withCoordinator'] as const;

/** Every field of the form, in its order. */
export const SAFETY_NOTICE_FIELDS = [
  'downloadOk',
  ...SAFETY_PERSON_FIELDS,
  'builtByOne',
  'builtByMore',
  'numberOfBuilders',
  ...SAFETY_STANDIST_FIELDS,
  'withMezzanine',
  'withMoreThanThreeMeterHeights',
  'withCoordinator',
  ...SAFETY_COORDINATOR_FIELDS,
] as const;
export type SafetyNoticeField = (typeof SAFETY_NOTICE_FIELDS)[number];
type TextField = (typeof SAFETY_PERSON_FIELDS)[number] | (typeof SAFETY_STANDIST_FIELDS)[number] | (typeof SAFETY_COORDINATOR_FIELDS)[number];

/** Part 2 §9: at least two builders when built by several. */
export const MIN_BUILDERS = 2;
/** A bound the spec does not give, so that no input overflows the column. */
export const MAX_BUILDERS = 999;
/** Longest text value (its column's, as the other contact forms). */
export const SAFETY_TEXT_MAX = 255;

const EMAIL_FIELDS: readonly SafetyNoticeField[] = ['email', 'standistEmail', 'coordinatorEmail'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's values as the SPA holds them or the API receives them (anything may be missing). */
export type SafetyNoticeInput = Partial<Record<SafetyNoticeField, unknown>>;

/** The stored record: texts trimmed, hidden fields null, flags booleans. */
export type SafetyNoticeRecord = Record<TextField, string | null> & {
  downloadOk: boolean;
  builtByOne: boolean;
  builtByMore: boolean;
  numberOfBuilders: number | null;
  withMezzanine: boolean;
  withMoreThanThreeMeterHeights: boolean;
  withCoordinator: boolean;
};

/**
 * `required`: missing; `mustBeTrue`: downloadOk not ticked ('Confirmation manquante');
 * `exclusive`: builtByOne and builtByMore both chosen; `email`: not an e-mail address;
 * `tooLong`: over SAFETY_TEXT_MAX; `boolean`: a yes/no answer that is neither;
 * `integer`: numberOfBuilders not a whole number; `minBuilders` / `maxBuilders`: out of its bounds.
 */
export type SafetyNoticeRule = 'required' | 'mustBeTrue' | 'exclusive' | 'email' | 'tooLong' | 'boolean' | 'integer' | 'minBuilders' | 'maxBuilders';

export type SafetyNoticeViolations = Partial<Record<SafetyNoticeField, SafetyNoticeRule[]>>;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The fields the form shows for these values: the builders' count and standist fields with builtByMore, the coordinator's with withCoordinator. */
export function visibleSafetyFields(values: SafetyNoticeInput): SafetyNoticeField[] {
  return SAFETY_NOTICE_FIELDS.filter((field) => {
    if (field === 'numberOfBuilders' || (SAFETY_STANDIST_FIELDS as readonly string[]).includes(field)) return values.builtByMore === true;
    if ((SAFETY_COORDINATOR_FIELDS as readonly string[]).includes(field)) return values.withCoordinator === true;
    return true;
  });
}

/** The number of builders as entered (a number or its digits), or null when it is not a whole number. */
export function builderCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

/** Every rule the values break, by field (only the visible fields are checked); empty when the notice may be saved. */
export function safetyNoticeViolations(values: SafetyNoticeInput): SafetyNoticeViolations {
  const out: SafetyNoticeViolations = {};
  const add = (field: SafetyNoticeField, rule: SafetyNoticeRule) => (out[field] ??= []).push(rule);
  const visible = new Set(visibleSafetyFields(values));

  if (values.downloadOk !== true) add('downloadOk', 'mustBeTrue');
  for (const field of [...SAFETY_PERSON_FIELDS, ...SAFETY_STANDIST_FIELDS, ...SAFETY_COORDINATOR_FIELDS]) {
    if (!visible.has(field)) continue;
    const value = values[field];
    if (blank(value)) add(field, 'required');
    else if (typeof value !== 'string') add(field, 'required');
    else if (value.trim().length > SAFETY_TEXT_MAX) add(field, 'tooLong');
    else if (EMAIL_FIELDS.includes(field) && !EMAIL.test(value.trim())) add(field, 'email');
  }

  for (const field of ['builtByOne', 'builtByMore', 'withMezzanine', 'withMoreThanThreeMeterHeights'] as const) {
    if (values[field] !== undefined && values[field] !== null && typeof values[field] !== 'boolean') add(field, 'boolean');
  }
  if (typeof values.withCoordinator !== 'boolean') add('withCoordinator', 'required');
  if (!out.builtByOne && !out.builtByMore) {
    if (values.builtByOne === true && values.builtByMore === true) {
      add('builtByOne', 'exclusive');
      add('builtByMore', 'exclusive');
    } else if (values.builtByOne !== true && values.builtByMore !== true) {
      add('builtByOne', 'required');
      add('builtByMore', 'required');
    }
  }

  if (visible.has('numberOfBuilders')) {
    const count = builderCount(values.numberOfBuilders);
    if (blank(values.numberOfBuilders)) add('numberOfBuilders', 'required');
    else if (count === null) add('numberOfBuilders', 'integer');
    else if (count < MIN_BUILDERS) add('numberOfBuilders', 'minBuilders');
    else if (count > MAX_BUILDERS) add('numberOfBuilders', 'maxBuilders');
  }
  return out;
}

export const hasSafetyNoticeViolations = (violations: SafetyNoticeViolations): boolean => Object.keys(violations).length > 0;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The record to store for values that break no rule: texts trimmed, what the answers hide emptied. */
export function safetyNoticeRecord(values: SafetyNoticeInput): SafetyNoticeRecord {
  const visible = new Set(visibleSafetyFields(values));
  const texts = Object.fromEntries(
    [...SAFETY_PERSON_FIELDS, ...SAFETY_STANDIST_FIELDS, ...SAFETY_COORDINATOR_FIELDS].map((field) => [field, visible.has(field) ? text(values[field]) : null]),
  ) as Record<TextField, string | null>;
  return {
    ...texts,
    downloadOk: values.downloadOk === true,
    builtByOne: values.builtByOne === true,
    builtByMore: values.builtByMore === true,
    numberOfBuilders: visible.has('numberOfBuilders') ? builderCount(values.numberOfBuilders) : null,
    withMezzanine: values.withMezzanine === true,
    withMoreThanThreeMeterHeights: values.withMoreThanThreeMeterHeights === true,
    withCoordinator: values.withCoordinator === true,
  };
}
