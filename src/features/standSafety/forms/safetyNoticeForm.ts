/**
 * The safety form's values as typed, the record they make (POST /stand_security_instructions) and
 * the Yup schema over the rules of src/domain/safetyNotice.ts, which the API applies too: each
 * broken rule's message under its field, the builders' choice told once under its radio group.
 */
import * as yup from 'yup';
import type { Me } from '@/domain/api';
import { safetyNoticeViolations, type SafetyNoticeField, type SafetyNoticeRule } from '@/domain/safetyNotice';

export interface SafetyNoticeValues {
  downloadOk: boolean;
  lastName: string;
  firstName: string;
  company: string;
  phone: string;
  email: string;
  builtByOne: boolean;
  builtByMore: boolean;
  /** As typed: digits. */
  numberOfBuilders: string;
  standistLastname: string;
  standistFirstname: string;
  standistPhone: string;
  standistEmail: string;
  withMezzanine: boolean;
  withMoreThanThreeMeterHeights: boolean;
  /** Yes, no, or not answered yet. */
  withCoordinator: boolean | null;
  coordinatorLastName: string;
  coordinatorFirstName: string;
  coordinatorPhone: string;
  coordinatorEmail: string;
}

/** A fresh form: the person responsible is the user by default, nothing else answered. */
export function safetyNoticeInitialValues(user: Pick<Me, 'lastName' | 'firstName' | 'company' | 'phone' | 'email'> | null): SafetyNoticeValues {
  return {
    downloadOk: false,
    lastName: user?.lastName ?? '',
    firstName: user?.firstName ?? '',
    company: user?.company ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    builtByOne: false,
    builtByMore: false,
    numberOfBuilders: '',
    standistLastname: '',
    standistFirstname: '',
    standistPhone: '',
    standistEmail: '',
    withMezzanine: false,
    withMoreThanThreeMeterHeights: false,
    withCoordinator: null,
    coordinatorLastName: '',
    coordinatorFirstName: '',
    coordinatorPhone: '',
    coordinatorEmail: '',
  };
}

/** The body of the POST: the record (texts trimmed, what the answers hide emptied) and its stand. */

/** The form's message for each broken rule. */
export const SAFETY_MESSAGE_IDS: Record<SafetyNoticeRule, string> = {
  required: 'form.required',
  mustBeTrue: 'standSafety.form.confirmationMissing',
  exclusive: 'standSafety.form.builtByExclusive',
  email: 'standSafety.form.emailInvalid',
  tooLong: 'standSafety.form.tooLong',
  // The radio buttons and checkboxes give booleans only: an answer that is not one is one not given.
  boolean: 'form.required',
  integer: 'standSafety.form.builderCount',
  minBuilders: 'standSafety.form.builderCount',
  maxBuilders: 'standSafety.form.builderCount',
};

/** The rules of the record (the API's own), each field's first broken rule under it. */
export const safetyNoticeSchema = yup.object({}).test('safety-notice', 'form.required', function check(raw) {
  // Formik hands an empty text over as undefined: the rules read it as missing.
  const found = safetyNoticeViolations(raw as Partial<Record<SafetyNoticeField, unknown>>);
  const fields = Object.keys(found) as SafetyNoticeField[];
  if (!fields.length) return true;
  return new yup.ValidationError(fields.map((field) => this.createError({ path: field, message: SAFETY_MESSAGE_IDS[found[field]![0]] })));
});
