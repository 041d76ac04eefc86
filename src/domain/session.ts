/** Session rules (part 1 §4) and the JWT payload, no library needed to read it. */
import type { TokenPayload } from './api';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT (not verified: the API verifies; the SPA only reads). Throws on a malformed token. */
export function decodeTokenPayload(token: string): TokenPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Malformed token');
  const payload = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenPayload>;
  if (typeof payload.exp !== 'number' || typeof payload.user_id !== 'number') throw new Error('Malformed token');
  return {
    roles: Array.isArray(payload.roles) ? payload.roles : [],
    user_id: payload.user_id,
    username: payload.username ?? '',
    exp: payload.exp,
    user_informations: { email: payload.user_informations?.email ?? '' },
  };
}

/** Expired when exp is earlier than the current time in seconds. */
export function isSessionExpired(exp: number | null, nowSeconds: number): boolean {
  return exp !== null && exp < nowSeconds;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
