/**
 * Secrets out of recorded flows (issue 10; issue 18 point 9): what the flow recorder masks before
 * anything is kept, and what the loader and `npm test` refuse in a kept flow. Pure.
 *
 * A secret is found two ways, so that a token in a place nobody listed is still caught:
 * - by name: every string under a key that names a secret (token, refreshToken, password,
 *   secret, authorization, apiKey, cookie, signature…), at any depth below it;
 * - by shape, wherever it is (bodies, headers, paths, routes, state snapshots, free text): a JWT
 *   (`eyJ….….…`, whatever its signature), `Bearer …`, a secret-named URL parameter, and long
 *   random-looking strings (32+ hex digits; 32+ base64url characters mixing cases and digits).
 *
 * A whole-value JWT becomes `«masked JWT» {claims}`: only the claims the SPA reads (exp, roles,
 * user_id, username, user_informations), as plain JSON, no token-shaped part left, so a replay
 * can still hand the sagas a token with the same expiry (`reviveMaskedTokens`). Every other
 * secret becomes `«masked»`.
 */

export const MASKED = '«masked»';
export const MASKED_JWT_PREFIX = '«masked JWT» ';

/** The claims kept from a masked JWT: those src/domain/session.ts reads, in this order. */
const KEPT_CLAIMS = ['exp', 'roles', 'user_id', 'username', 'user_informations'] as const;

/** Words that make a key secret-named (matched in the key lower-cased, separators removed). */
const SECRET_KEY_WORDS = ['token', 'password', 'passwd', 'passphrase', 'secret', 'authorization', 'apikey', 'privatekey', 'credential', 'cookie', 'signature'];

export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEY_WORDS.some((word) => normalized.includes(word));
}

const B64URL = '[A-Za-z0-9_-]';
const WHOLE_JWT = new RegExp(`^eyJ${B64URL}*\\.(${B64URL}+)\\.${B64URL}*$`);
/** A JWT, or the start of one, inside any text. */
const JWT_ANYWHERE = new RegExp(`eyJ${B64URL}{10,}\\.${B64URL}{10,}(?:\\.${B64URL}*)?`, 'g');
/** An Authorization value (`Bearer` is a scheme, hardly a word of the app's texts). */
const BEARER = /\bBearer\s+(?!«masked)[^\s"',;]{8,}/g;
/**
 * `?token=…`, `&reset_password=…`: a URL parameter named like a secret; and `?source=…`, the
 * external sign-in link's token (src/domain/externalLogin.ts), which may be as short as 20 characters.
 */
const SECRET_PARAMETER = /([?&#](?:[^=&#\s]*(?:token|password|secret|signature|apikey|api_key)[^=&#\s]*|source)=)(?!«masked)[^&#\s"]+/gi;
const HEX_RUN = /[0-9a-fA-F]{32,}/g;
/** A run of base64 or base64url characters (paths' `/` included) long enough to hold a token. */
const TOKEN_RUN = /[A-Za-z0-9+/_-]{32,}={0,2}/g;

function isRandomHex(run: string): boolean {
  return /[0-9]/.test(run) && /[a-fA-F]/.test(run);
}

/** The share of capitals among the letters of a run. */
function upperShare(run: string): number {
  const letters = run.replace(/[^A-Za-z]/g, '');
  return letters.length ? letters.replace(/[^A-Z]/g, '').length / letters.length : 0;
}

/**
 * Random base64url: mixes both cases, and digits or many capitals (a random 43-character token
 * is about 40% capitals; a long camelCase name is far under a quarter and rarely has digits).
 */
function isRandomBase64(run: string): boolean {
  const share = upperShare(run);
  if (share === 0 || share === 1) return false;
  return /[0-9]/.test(run) || share >= 0.25;
}

/** Random as a whole even with `/` inside: digits and many capitals (a path's words are mostly lower case). */
function isRandomWithSlashes(run: string): boolean {
  return run.length >= 32 && /[0-9]/.test(run) && upperShare(run) >= 0.25 && isRandomBase64(run);
}

/**
 * A run with its random parts masked. Whole: standard base64 (told by a `+` or its `=` padding),
 * and a run with `/` inside that is random as a whole and does not start as a path does. Otherwise
 * each piece between `/` (a base64url token in a path: `/reset/«masked»`), and hex inside a piece
 * (a storage name in a file name).
 */
function maskRun(run: string): string {
  if (/[+=]/.test(run) && isRandomBase64(run)) return MASKED;
  if (!run.startsWith('/') && run.includes('/') && isRandomWithSlashes(run)) return MASKED;
  return run
    .split(/(\/)/)
    .map((piece) => (piece.length >= 32 && isRandomBase64(piece) ? MASKED : piece.replace(HEX_RUN, (hex) => (isRandomHex(hex) ? MASKED : hex))))
    .join('');
}

/** The token-shaped parts of a text (empty when none): what `maskText` replaces. */
export function tokenShapesIn(text: string): string[] {
  const found: string[] = [];
  const collect = (pattern: RegExp, keep: (match: string) => boolean = () => true) => {
    for (const match of text.matchAll(pattern)) if (keep(match[0])) found.push(match[0]);
  };
  collect(JWT_ANYWHERE);
  collect(BEARER);
  collect(SECRET_PARAMETER);
  collect(TOKEN_RUN, (run) => maskRun(run) !== run);
  return found;
}

function decodeClaims(segment: string): Record<string, unknown> | null {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as unknown;
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function base64UrlOf(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A whole-value JWT → `«masked JWT» {kept claims}` (or `«masked»` when its claims do not read). */
function maskJwt(token: string): string {
  const match = WHOLE_JWT.exec(token);
  const claims = match ? decodeClaims(match[1]) : null;
  if (!claims || typeof claims.exp !== 'number') return MASKED;
  const kept = Object.fromEntries(KEPT_CLAIMS.filter((name) => name in claims).map((name) => [name, claims[name]]));
  return `${MASKED_JWT_PREFIX}${JSON.stringify(kept)}`;
}

/** Every token-shaped part of a text replaced; a text that is a JWT keeps its readable claims. */
export function maskText(text: string): string {
  if (WHOLE_JWT.test(text)) return maskJwt(text);
  return text
    .replace(JWT_ANYWHERE, MASKED)
    .replace(BEARER, `Bearer ${MASKED}`)
    .replace(SECRET_PARAMETER, (_all, name: string) => `${name}${MASKED}`)
    .replace(TOKEN_RUN, maskRun);
}

/** A value already masked (under a secret-named key, nothing else may stand). */
function isMaskedValue(value: string): boolean {
  return value === '' || value === MASKED || (value.startsWith(MASKED_JWT_PREFIX) && maskText(value) === value) || value === `Bearer ${MASKED}`;
}

function maskValue(value: string, underSecretKey: boolean): string {
  if (underSecretKey && !isMaskedValue(value)) {
    const masked = maskText(value);
    return masked.startsWith(MASKED_JWT_PREFIX) || masked === `Bearer ${MASKED}` ? masked : MASKED;
  }
  return maskText(value);
}

function walk(value: unknown, visit: (value: string, underSecretKey: boolean, path: string) => string, underSecretKey = false, path = ''): unknown {
  if (typeof value === 'string') return visit(value, underSecretKey, path);
  if (Array.isArray(value)) return value.map((item, i) => walk(item, visit, underSecretKey, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      out[key] = walk(item, visit, underSecretKey || isSecretKey(key), path ? `${path}.${key}` : key);
    return out;
  }
  return value;
}

/** A copy with every secret masked, by name and by shape (idempotent). */
export function maskSecrets<T>(value: T): T {
  return walk(value, (text, underSecretKey) => maskValue(text, underSecretKey)) as T;
}

/** The paths (`steps[3].response.body.token`, `initialState.session.token`) of every value still holding a secret. */
export function findSecrets(value: unknown): string[] {
  const found: string[] = [];
  walk(value, (text, underSecretKey, path) => {
    if (maskValue(text, underSecretKey) !== text) found.push(path || '(root)');
    return text;
  });
  return found;
}

/**
 * For the replay: each `«masked JWT» {claims}` becomes an unsigned token with those claims, so the
 * sagas read its expiry and user as they did when it was recorded (masking it again gives back the
 * same text).
 */
export function reviveMaskedTokens<T>(value: T): T {
  const header = base64UrlOf(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return walk(value, (text) =>
    text.startsWith(MASKED_JWT_PREFIX) ? `${header}.${base64UrlOf(text.slice(MASKED_JWT_PREFIX.length))}.unsigned` : text,
  ) as T;
}
