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

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

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
    return { ok: true, claims: { userId: p.user_id, sessionVersion: p.sv, chainId: p.sid ?? null } };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
