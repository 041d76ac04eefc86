/**
 * Standist accounts made on the way (part 1 §5 new stand form, part 2 §5 contact form, §7
 * decorator registration): a person's fields checked with the spec's messages, the e-mail
 * another account holds refused on the field, the account created with a random password
 * nobody knows (the login e-mail tells them to choose one), and that e-mail queued.
 */
import crypto from 'node:crypto';
import { ROLES } from '@/domain/roles';
import { hashPassword } from '../auth/passwords';
import type { Pool, PoolClient } from '../db/pool';
import { ApiError, ValidationError, type ViolationSpec } from '../hydra/errors';
import { CODES, text } from '../hydra/validators';
import type { Locale } from '../i18n';
import { insertStandist } from '../repositories/users';

/** A basic x@y.z address (part 2 §5, the forgot-password rule), no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PersonFields {
  company: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string | null;
}

const PERSON_VALIDATORS = {
  company: text({ required: true, max: 255, missingKey: 'api.violation.companyMissing' }),
  lastName: text({ required: true, max: 255, missingKey: 'api.violation.lastNameMissing' }),
  firstName: text({ required: true, max: 255, missingKey: 'api.violation.firstNameMissing' }),
  email: text({ required: true, max: 180, missingKey: 'api.violation.emailMissing', pattern: EMAIL_PATTERN, patternKey: 'api.violation.email' }),
  phone: text({ max: 40 }),
} as const;

/**
 * Reads the person's fields of `body` (all of them, or only those present with `partial`).
 * Violations name the field ('Société manquante', 'Nom manquant', 'Prénom manquant', 'Email manquant').
 */
export function readPerson(body: Record<string, unknown>, options: { partial?: boolean } = {}): { values: Partial<PersonFields>; violations: ViolationSpec[] } {
  const values: Record<string, unknown> = {};
  const violations: ViolationSpec[] = [];
  for (const [name, validator] of Object.entries(PERSON_VALIDATORS)) {
    if (options.partial && !Object.prototype.hasOwnProperty.call(body, name)) continue;
    const result = validator.check(body[name]);
    if (result.ok) values[name] = result.value;
    else violations.push({ propertyPath: name, key: result.key, code: result.code, params: result.params });
  }
  return { values: values as Partial<PersonFields>, violations };
}

/** Another account holds this e-mail (as e-mail or identifier, case-insensitive): 422 on `email`. */
export async function emailTakenViolations(db: Pool | PoolClient, email: string, exceptUserId: number | null): Promise<ViolationSpec[]> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM users WHERE (lower(email) = lower($1) OR lower(username) = lower($1)) AND id IS DISTINCT FROM $2',
    [email, exceptUserId],
  );
  return rowCount ? [{ propertyPath: 'email', key: 'api.violation.contactEmailTaken', code: CODES.notBlank }] : [];
}

/** The hash of a random password nobody knows (the new account's owner chooses one from the login e-mail). */
export const unknownPasswordHash = (): Promise<string> => hashPassword(crypto.randomBytes(24).toString('base64url'));

/**
 * Creates the standist account, in the caller's transaction. No ROLE_STANDIST row (reference
 * data missing) is the generic error of part 2 §5 ('Une erreur s'est produite'). `passwordHash`:
 * an `unknownPasswordHash()` made before the transaction, so a transaction holding a lock does
 * not also hold it through the hashing. `createdByGateway`: an external sign-in's account.
 */
export async function createStandist(
  db: PoolClient,
  person: PersonFields,
  languagePreference: Locale | null = null,
  passwordHash: string | null = null,
  options: { createdByGateway?: boolean } = {},
): Promise<number> {
  const role = await db.query<{ id: number }>('SELECT id FROM roles WHERE reference = $1', [ROLES.STANDIST]);
  if (!role.rowCount) throw new ApiError(409, 'api.error.standistRoleMissing');
  passwordHash ??= await unknownPasswordHash();
  return insertStandist(db, person, role.rows[0].id, passwordHash, languagePreference, options.createdByGateway).catch((err) => {
    // The same address registered by someone else meanwhile (users_email_key).
    if ((err as { code?: string }).code === '23505') throw new ValidationError([{ propertyPath: 'email', key: 'api.violation.contactEmailTaken', code: CODES.notBlank }]);
    throw err;
  });
}
