import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@/domain/api';
import type { Pool } from '../db/pool';
import { ApiError } from '../hydra/errors';
import { jwtKey, signAccessToken } from './jwt';
import { accountKey, clearLoginFailures, loginRetryAfter, recordLoginFailure } from './loginLimiter';
import { verifyPassword } from './passwords';
import { issueRefreshToken, rotateRefreshToken } from './refreshTokens';

interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  enabled: boolean;
  role: string;
}

const USER_SQL = `SELECT u.id, u.username, u.email, u.password_hash, u.enabled, r.reference AS role
  FROM users u JOIN roles r ON r.id = u.role_id`;

const INVALID_CREDENTIALS = { code: 401, message: 'Invalid credentials.' };

export function registerAuthRoutes(app: FastifyInstance, deps: { pool: Pool; jwtSecret: string }): void {
  const { pool } = deps;
  const key = jwtKey(deps.jwtSecret);

  app.post('/login_check', { config: { public: true } }, async (request, reply) => {
    const body = request.body as { _username?: unknown; _password?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body._username !== 'string' || typeof body._password !== 'string') {
      throw new ApiError(400, 'api.error.loginBody');
    }
    const username = body._username.trim();
    const password = body._password.trim();
    if (!username || !password) return reply.code(401).send(INVALID_CREDENTIALS);

    const account = accountKey(username);
    const wait = await loginRetryAfter(pool, account, request.ip);
    if (wait > 0) {
      throw new ApiError(429, 'api.error.tooManyAttempts', { minutes: Math.ceil(wait / 60) }, { 'Retry-After': String(wait) });
    }
    const { rows } = await pool.query<UserRow>(`${USER_SQL} WHERE lower(u.username) = $1 OR lower(u.email) = $1 ORDER BY u.id LIMIT 1`, [account]);
    const user = rows[0];
    const ok = await verifyPassword(password, user?.enabled ? user.password_hash : null);
    if (!ok || !user) {
      await recordLoginFailure(pool, account, request.ip);
      return reply.code(401).send(INVALID_CREDENTIALS);
    }
    await clearLoginFailures(pool, account);
    const response: LoginResponse = {
      token: await signAccessToken(key, user),
      refresh_token: await issueRefreshToken(pool, user.id),
    };
    return reply.send(response);
  });

  app.post('/token/refresh', { config: { public: true } }, async (request, reply) => {
    const body = request.body as { refresh_token?: unknown } | null;
    const token = body && typeof body === 'object' ? body.refresh_token : undefined;
    if (typeof token !== 'string') throw new ApiError(401, 'api.error.refreshInvalid');
    const result = await rotateRefreshToken(pool, token);
    if (!result.ok) throw new ApiError(401, 'api.error.refreshInvalid');
    const { rows } = await pool.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [result.userId]);
    if (!rows.length) throw new ApiError(401, 'api.error.refreshInvalid');
    const response: LoginResponse = { token: await signAccessToken(key, rows[0]), refresh_token: result.refreshToken };
    return reply.send(response);
  });
}
