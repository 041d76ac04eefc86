import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '@/domain/api';
import type { AuthUser } from './user';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** The HS256 key as a KeyObject (jose converts it to a WebCrypto key once and caches it). */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

export async function signAccessToken(
  key: KeyObject,
  user: { id: number; username: string; email: string; role: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const payload: Omit<TokenPayload, 'exp' | 'iat'> = {
    roles: [user.role],
    user_id: user.id,
    username: user.username,
    user_informations: { email: user.email },
  };
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

export type VerifyResult = { ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(key: KeyObject, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const p = payload as unknown as Partial<TokenPayload>;
    if (
      typeof p.user_id !== 'number' ||
      !Array.isArray(p.roles) ||
      typeof p.username !== 'string' ||
      typeof p.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      user: {
        id: p.user_id,
        username: p.username,
        email: p.user_informations?.email ?? '',
        roles: p.roles.filter((r): r is string => typeof r === 'string'),
      },
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
