/**
 * Forgot and reset password (part 2 §2, §5): the two public screens' addresses and the rules
 * both the forms and the API apply.
 */
export const FORGOT_PASSWORD_PATH = '/mot-de-passe-oublie';
export const RESET_PASSWORD_PATH = '/reinitialisation-mot-de-passe';
/** The reset link's query parameter holding the token. */
export const RESET_TOKEN_PARAM = 't';

/** Longer than any real address (RFC 5321 caps a path at 256). */
export const MAX_EMAIL_LENGTH = 254;

/** The basic x@y.z check of part 2 §5 ('Adresse email incorrecte.'): no space, one @, a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The token of a reset link's query string, '' when there is none. */
export function resetTokenOf(search: string): string {
  return new URLSearchParams(search).get(RESET_TOKEN_PARAM)?.trim() ?? '';
}
