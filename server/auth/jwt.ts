import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '@/domain/api';

/**
 * Access tokens live 15 minutes (the SPA refreshes them); each request is also checked against
 * the user's current row (server/auth/sessions.ts), so this only bounds a stolen token's life.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The HS256 key as a KeyObject (jose converts it to a WebCrypto key once and caches it). */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export interface TokenSubject {
  id: number;
  username: string;
  email: string;
  role: string;
  /** The user's session_version; 0 (a new user's) when omitted. */
  sessionVersion?: number;
  /** The refresh chain this token goes with, when there is one. */
  chainId?: string;
}

export async function signAccessToken(key: KeyObject, user: TokenSubject, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const payload: Omit<TokenPayload, 'exp' | 'iat'> = {
    roles: [user.role],
    user_id: user.id,
    username: user.username,
    user_informations: { email: user.email },
    sv: user.sessionVersion ?? 0,
    ...(user.chainId ? { sid: user.chainId } : {}),
  };
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** What a valid signature vouches for; the user's current state is checked afterwards. */
export interface TokenClaims {
  userId: number;
  sessionVersion: number;
  chainId: string | null;
}

export type VerifyResult = { ok: true; claims: TokenClaims; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function verifyAccessToken(key: KeyObject, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const p = payload as unknown as Partial<TokenPayload>;
    if (
      typeof p.user_id !== 'number' ||
      !Number.isSafeInteger(p.user_id) ||
      typeof p.sv !== 'number' ||
      !Number.isSafeInteger(p.sv) ||
      (p.sid !== undefined && (typeof p.sid !== 'string' || !UUID.test(p.sid))) ||
      typeof p.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId: p.user_id, sessionVersion: p.sv, chainId: p.sid ?? null }, expiresAt: p.exp };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** How many verified access tokens the request hook remembers (a few hundred bytes each). */
export const VERIFIED_TOKENS_MAX = 5000;

export interface AccessTokenVerifier {
  /** As verifyAccessToken; a token verified before and not yet expired is not verified again. */
  verify(token: string): Promise<VerifyResult>;
  /** How many verified tokens are remembered (never more than `maxEntries`). */
  readonly size: number;
}

/**
 * verifyAccessToken behind a bounded LRU of the tokens it accepted, keyed by the token string:
 * the HMAC of a token seen before is not computed again (it was ~11 % of a list request's server
 * CPU). An entry is served only before the token's `exp` (the same instant jose refuses it at) and
 * dropped then; a refused token is never remembered, so a tampered or expired one is checked, and
 * refused, every time. What can change while a token lives (user disabled, session version,
 * chain revoked) is not here: server/auth/sessions.ts reads it on every request.
 */
export function accessTokenVerifier(
  key: KeyObject,
  options: { maxEntries?: number; nowSeconds?: () => number; verify?: typeof verifyAccessToken } = {},
): AccessTokenVerifier {
  const maxEntries = Math.max(1, options.maxEntries ?? VERIFIED_TOKENS_MAX);
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const verify = options.verify ?? verifyAccessToken;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (now() < known.expiresAt) {
          verified.set(token, known);
          return { ok: true, claims: known.claims, expiresAt: known.expiresAt };
        }
        return { ok: false, reason: 'expired' };
      }
      const result = await verify(key, token);
      if (result.ok && now() < result.expiresAt) {
        verified.set(token, { claims: result.claims, expiresAt: result.expiresAt });
        if (verified.size > maxEntries) verified.delete(verified.keys().next().value as string);
      }
      return result;
    },
    get size() {
      return verified.size;
    },
  };
}
