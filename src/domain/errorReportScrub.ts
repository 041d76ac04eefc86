/**
 * What an error report may never carry (issue 18): tokens, passwords, secrets, cookies, e-mail
 * addresses. Both tiers run every event and breadcrumb through `scrubErrorReport` just before the
 * SDK sends it (its `beforeSend`, `beforeBreadcrumb`): whatever the SDK or the code attached
 * (request headers, query strings, bodies, the user, messages, breadcrumbs), a credential is
 * replaced by its key's name staying and its value going.
 */
import { EXTERNAL_LOGIN_PARAMS } from './externalLogin';
import { RESET_TOKEN_PARAM } from './passwordReset';

export const FILTERED = '[Filtered]';
export const FILTERED_EMAIL = '[e-mail]';

/** Keys whose value is a credential whatever it looks like (headers, body fields, query parameters). */
const SECRET_KEY = /^(authorization|proxy-authorization|cookies?|set-cookie|ip_address)$|token|passw(or)?d|secret|api[-_]?key|credential/i;

/**
 * The reset link's token parameter (`?t=`) and the external sign-in link's (`?source=`) are
 * credentials too, but only as query parameters.
 */
const isSecretParam = (name: string): boolean => name === RESET_TOKEN_PARAM || name === EXTERNAL_LOGIN_PARAMS.token || SECRET_KEY.test(name);

// A JWT (three base64url parts, the header starting `{"`), anywhere in a text.
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// An e-mail address, '@' possibly URL-encoded (a search in a query string).
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
// `Bearer x`, `Basic x` (an Authorization value quoted in a message); a Basic value is base64,
// told from a word by a digit, `+`, `/`, `=` or a capital inside it.
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
const BASIC = /\b(Basic)\s+(?=[A-Za-z0-9+/]*(?:[0-9+/=]|[a-z][A-Z]))[A-Za-z0-9+/]{6,}={0,2}/g;
// `name=value` in a query string, a form body or a message.
const PARAM = /([?&;\s]|^)([^=&?#;\s]+)=([^&#;\s)"'<>]*)/g;
// `"name": "value"` in a JSON text (a body kept as a string).
const JSON_FIELD = /"([^"\\]+)"\s*:\s*"(?:[^"\\]|\\.)*"/g;

export function scrubText(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(BASIC, (_m, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(PARAM, (m, lead: string, name: string) => (isSecretParam(name) ? `${lead}${name}=${FILTERED}` : m))
    .replace(JSON_FIELD, (m, name: string) => (SECRET_KEY.test(name) ? `"${name}":"${FILTERED}"` : m))
    .replace(EMAIL, FILTERED_EMAIL);
}

/**
 * A copy of an event, breadcrumb or any JSON-like value with every secret and e-mail address
 * replaced: values under a secret key whole, JWTs, Bearer / Basic credentials, secret query
 * parameters and e-mail addresses inside any text (keys included). Pure.
 */
export function scrubErrorReport<T>(value: T): T {
  return scrub(value, new WeakSet()) as T;
}

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen));
  const proto = Object.getPrototypeOf(value);
  // Dates, errors, typed arrays…: the SDK serialises them itself; only plain data is walked.
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[scrubText(key)] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? FILTERED : scrub(item, seen);
  }
  return out;
}
