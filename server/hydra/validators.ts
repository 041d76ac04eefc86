import type { MessageParams } from '../i18n';
import { hasControlChars, MAX_TEXT } from './input';

/** Symfony's constraint codes, so clients used to API Platform recognise them. */
export const CODES = {
  notBlank: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
  tooLong: 'd94b19cc-114f-4f44-9cc4-4138e80a87b9',
  regex: 'de1e3db3-5ed4-4941-aae4-59f3667cc3a3',
  type: 'ba785a8c-82cb-4283-967c-3cf342181b40',
  choice: '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
  cssColor: '454ab47b-aacf-4059-8f26-184b2dc9d48d',
  equalTo: '478618a7-95ba-473d-9101-cabd45e49115',
  /** API Platform's "item not found" for an IRI that points nowhere (or outside the caller's scope). */
  itemNotFound: 'a8b6d3c2-1e0f-4b7a-9c5d-2f3e4a5b6c7d',
  invalidIri: 'b1c2d3e4-5f60-4718-8293-a4b5c6d7e8f9',
  /** A control character (NUL…) in a text field (tab, CR and LF only in multi-line text). */
  controlChar: 'c4d5e6f7-0819-4a2b-8c3d-4e5f60718293',
  /** A value the caller may not change on this object (e.g. another show's person's e-mail). */
  notEditable: 'd5e6f708-192a-4b3c-8d4e-5f6071829304',
} as const;

export type Validated =
  | { ok: true; value: unknown }
  | { ok: false; key: string; code: string; params?: MessageParams };

export interface Validator {
  /** Hydra range of the field for the documentation (xmls:string…). */
  range: string;
  /** A missing value on create (or PUT) is a violation. */
  required: boolean;
  check(value: unknown): Validated;
}

const blank = (): Validated => ({ ok: false, key: 'api.violation.notBlank', code: CODES.notBlank });
const wrongType = (type: string): Validated => ({
  ok: false,
  key: 'api.violation.type',
  code: CODES.type,
  params: { type },
});

export interface TextOptions {
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  /** Message key when the pattern does not match. */
  patternKey?: string;
  /** What a missing or blank optional value is stored as (null unless set: '' for a NOT NULL text column). */
  emptyAs?: string | null;
  /** Multi-line text: tab, CR and LF allowed (never any other control character). */
  multiline?: boolean;
  /** Message key of a missing or blank required value (default `api.violation.notBlank`). */
  missingKey?: string;
}

/** A UTF-16 half without its other half: not a character (JSON and jsonb refuse it). */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A string, trimmed; required means not blank. Control characters are refused (the boundary
 * rule of ./input.ts) and the length is capped (MAX_TEXT unless `max` says less). A lone
 * surrogate becomes U+FFFD, as PostgreSQL's text columns store it anyway: the same value then
 * goes into a jsonb column (a notification's texts) without the database's 400.
 */
export function text(options: TextOptions = {}): Validator {
  const { required = false, pattern, patternKey = 'api.violation.regex', emptyAs = null, multiline = false, missingKey } = options;
  const max = Math.min(options.max ?? MAX_TEXT, MAX_TEXT);
  const blank = (): Validated => ({ ok: false, key: missingKey ?? 'api.violation.notBlank', code: CODES.notBlank });
  return {
    range: 'xmls:string',
    required,
    check(value) {
      if (value === null || value === undefined) return required ? blank() : { ok: true, value: emptyAs };
      if (typeof value !== 'string') return wrongType('string');
      const trimmed = value.replace(LONE_SURROGATE, '\uFFFD').trim();
      if (trimmed === '') return required ? blank() : { ok: true, value: emptyAs };
      if (trimmed.length > max) {
        return { ok: false, key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: max } };
      }
      if (hasControlChars(trimmed, multiline)) return { ok: false, key: 'api.violation.controlChar', code: CODES.controlChar };
      if (pattern && !pattern.test(trimmed)) return { ok: false, key: patternKey, code: CODES.regex };
      return { ok: true, value: trimmed };
    },
  };
}

/** A new password, taken exactly as typed (no trimming: server/auth/passwords.ts); its rules are newPasswordProblems'. */
export const plainPassword: Validator = {
  range: 'xmls:string',
  required: false,
  check(value) {
    if (value === null || value === undefined || value === '') return { ok: true, value: null };
    if (typeof value !== 'string') return wrongType('string');
    return { ok: true, value };
  },
};

/** `#rrggbb`, stored in lower case. */
export function hexColor(options: { required?: boolean } = {}): Validator {
  const { required = false } = options;
  return {
    range: 'xmls:string',
    required,
    check(value) {
      if (value === null || value === undefined || value === '') return required ? blank() : { ok: true, value: null };
      if (typeof value !== 'string') return wrongType('string');
      if (!/^#[0-9a-fA-F]{6}$/.test(value.trim())) {
        return { ok: false, key: 'api.violation.hexColor', code: CODES.cssColor };
      }
      return { ok: true, value: value.trim().toLowerCase() };
    },
  };
}

export function boolean(options: { required?: boolean; only?: boolean; onlyKey?: string } = {}): Validator {
  const { required = false, only, onlyKey = 'api.violation.equalTo' } = options;
  return {
    range: 'xmls:boolean',
    required,
    check(value) {
      if (value === null || value === undefined) return required ? blank() : { ok: true, value: null };
      if (typeof value !== 'boolean') return wrongType('bool');
      if (only !== undefined && value !== only) {
        return { ok: false, key: onlyKey, code: CODES.equalTo, params: { value: String(only) } };
      }
      return { ok: true, value };
    },
  };
}

export function choice(values: readonly string[], options: { required?: boolean; nullable?: boolean } = {}): Validator {
  const { required = false, nullable = !required } = options;
  return {
    range: 'xmls:string',
    required,
    check(value) {
      if (value === null || value === undefined) {
        if (required) return blank();
        return nullable ? { ok: true, value: null } : blank();
      }
      if (typeof value !== 'string') return wrongType('string');
      if (!values.includes(value)) {
        return { ok: false, key: 'api.violation.choice', code: CODES.choice, params: { choices: values.join(', ') } };
      }
      return { ok: true, value };
    },
  };
}

/**
 * A relation: the IRI of an item of `collectionIri` (`/backend/stands/3`), or its bare id
 * (a number or a digit string). The value is the id; whether it exists is the field's
 * `references` check. `missingKey`: the message of a missing required value.
 */
export function iri(collectionIri: string, options: { required?: boolean; missingKey?: string } = {}): Validator {
  const { required = false, missingKey } = options;
  const missing = (): Validated => (missingKey ? { ok: false, key: missingKey, code: CODES.notBlank } : blank());
  return {
    range: 'hydra:Link',
    required,
    check(value) {
      if (value === null || value === undefined || value === '') return required ? missing() : { ok: true, value: null };
      let raw: string;
      if (typeof value === 'number') raw = String(value);
      else if (typeof value === 'string') raw = value.trim().startsWith(`${collectionIri}/`) ? value.trim().slice(collectionIri.length + 1) : value.trim();
      else return wrongType('IRI');
      if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
        return { ok: false, key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: collectionIri } };
      }
      return { ok: true, value: Number(raw) };
    },
  };
}

/**
 * A date-time with its offset (ISO 8601: `2027-03-08T07:00:00Z`, `…+01:00`, seconds optional), the
 * value a `Date`. Part 2 §3: show dates travel in UTC; a date without an offset is refused rather
 * than read in the server's own zone.
 */
export function datetime(options: { required?: boolean } = {}): Validator {
  const { required = false } = options;
  return {
    range: 'xmls:dateTime',
    required,
    check(value) {
      if (value === null || value === undefined || value === '') return required ? blank() : { ok: true, value: null };
      if (typeof value !== 'string') return wrongType('string');
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value.trim());
      const date = match ? new Date(value.trim()) : null;
      // new Date('2027-02-31T…') rolls over to March: the day must read back the same.
      if (!date || Number.isNaN(date.getTime()) || Number(match![3]) > 31 || Number(match![2]) > 12 || Number(match![4]) > 23 || Number(match![5]) > 59) {
        return { ok: false, key: 'api.violation.datetime', code: CODES.type, params: { type: 'datetime' } };
      }
      const local = new Date(Date.UTC(Number(match![1]), Number(match![2]) - 1, Number(match![3])));
      if (local.getUTCDate() !== Number(match![3])) {
        return { ok: false, key: 'api.violation.datetime', code: CODES.type, params: { type: 'datetime' } };
      }
      return { ok: true, value: date };
    },
  };
}
