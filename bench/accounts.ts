import type { AuthUser } from '@server/auth/user';

export interface Session {
  token: string;
  refreshToken: string;
  /** The caller as the API reads it from the token (for building the same SQL). */
  user: AuthUser;
}

/** POST /backend/login_check; throws unless 200. */
export async function login(baseUrl: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: username, _password: password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; refresh_token: string };
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString('utf8'));
  return {
    token: body.token,
    refreshToken: body.refresh_token,
    user: { id: payload.user_id, username: payload.username, email: payload.user_informations?.email ?? '', roles: payload.roles },
  };
}
