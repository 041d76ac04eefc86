/**
 * The session routes: log in, refresh the access token, log out. Built on server/auth (tokens,
 * passwords, the login limiter) and answering with the API's errors (server/hydra/errors.ts), so
 * they live here rather than in auth/: hydra reads auth's user, and auth imports neither hydra
 * nor anything above it.
 */
import type { FastifyInstance } from 'fastify';
import { LOGIN_REFUSAL, type LoginResponse } from '@/domain/api';
import { EXTERNAL_LOGIN_REFUSAL } from '@/domain/gateway';
import type { Pool } from '../db/pool';
import { ApiError } from '../hydra/errors';
import { jwtKey, signAccessToken, verifyAccessToken } from '../auth/jwt';
import { accountKey, claimLoginAttempt, isPlausibleIdentifier, pruneLoginFailures, recordExternalLoginSuccess, recordLoginFailure, recordLoginSuccess } from '../auth/loginLimiter';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../auth/passwords';
import { issueRefreshToken, revokeChain, rotateRefreshToken } from '../auth/refreshTokens';
import { externalSignIn, type ExternalLoginRefusal } from '../services/externalLogin';

interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  enabled: boolean;
  role: string;
  session_version: number;
}

const USER_SQL = `SELECT u.id, u.username, u.email, u.password_hash, u.enabled, r.reference AS role, u.session_version
  FROM users u JOIN roles r ON r.id = u.role_id`;

const subject = (user: UserRow, chainId: string) => ({ ...user, sessionVersion: user.session_version, chainId });

const INVALID_CREDENTIALS = { code: 401, message: LOGIN_REFUSAL.invalidCredentials };
/** Only to whoever gave the account's right password: nothing learnt without it. */
const ACCOUNT_DISABLED = { code: 401, message: LOGIN_REFUSAL.accountDisabled };
const EXTERNAL_REFUSALS: Record<ExternalLoginRefusal, { code: number; message: string }> = {
  invalidToken: { code: 401, message: EXTERNAL_LOGIN_REFUSAL.invalidToken },
  showClosed: { code: 401, message: EXTERNAL_LOGIN_REFUSAL.showClosed },
  passwordAccount: { code: 401, message: EXTERNAL_LOGIN_REFUSAL.passwordAccount },
  accountDisabled: ACCOUNT_DISABLED,
};

/** The failures of external sign-ins are counted per provider and address: a token is guessed like a password. */
const externalAccountKey = (sourceReference: string): string => accountKey(`external:${sourceReference}`);

type LoginBody = { _username?: unknown; _password?: unknown; sourceReference?: unknown; token?: unknown };

/** An external sign-in (part 2 §7): `{sourceReference, token}`, no `_username`. */
const isExternalLogin = (fields: LoginBody): boolean => fields._username === undefined && (fields.sourceReference !== undefined || fields.token !== undefined);

export function registerAuthRoutes(app: FastifyInstance, deps: { pool: Pool; jwtSecret: string }): void {
  const { pool } = deps;
  const key = jwtKey(deps.jwtSecret);

  /**
   * Every failed attempt is counted (server/auth/loginLimiter.ts), malformed ones too: a body
   * that is not JSON, keys missing (400), an identifier too long or holding a control character
   * (401, never looked up). An attempt answered 429 is not checked, hence not counted.
   */
  app.post(
    '/login_check',
    {
      config: { public: true },
      // A body refused before the handler (not JSON, too big, wrong type) is a failed attempt too.
      onError: async (request, _reply, error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (!(error instanceof ApiError) && status >= 400 && status < 500) await recordLoginFailure(pool, '', request.ip).catch(() => undefined);
      },
    },
    async (request, reply) => {
      const body = request.body as LoginBody | null | undefined;
      const fields: LoginBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
      const external = isExternalLogin(fields);
      const sourceReference = typeof fields.sourceReference === 'string' ? fields.sourceReference.trim() : '';
      const account = external
        ? externalAccountKey(sourceReference)
        : accountKey(typeof fields._username === 'string' ? fields._username : '');
      // Recorded as a failure from here on; a success clears it.
      // An external sign-in is limited per address (and per provider at an address), not per
      // provider from everywhere: that would let anyone hold every exhibitor out (docs/decisions.md).
      const wait = await claimLoginAttempt(pool, account, request.ip, { accountWide: !external });
      if (wait > 0) {
        throw new ApiError(429, 'api.error.tooManyAttempts', { minutes: Math.ceil(wait / 60) }, { 'Retry-After': String(wait) });
      }
      const refuse = async (body: { code: number; message: string } = INVALID_CREDENTIALS) => {
        await pruneLoginFailures(pool);
        return reply.code(401).send(body);
      };
      /** `standId`: an external sign-in's stand, answered so the SPA lands there (no GET by token). */
      const signIn = async (user: UserRow, standId?: number) => {
        // A password login clears its account's failures; an external sign-in takes back only its
        // own attempt (its key is the provider's, shared by every exhibitor: docs/security.md).
        if (external) await recordExternalLoginSuccess(pool, account, request.ip);
        else await recordLoginSuccess(pool, account, request.ip);
        const { refreshToken, chainId } = await issueRefreshToken(pool, user.id);
        const response: LoginResponse = { token: await signAccessToken(key, subject(user, chainId)), refresh_token: refreshToken };
        if (standId !== undefined) response.standId = standId;
        return reply.send(response);
      };

      if (external) {
        // The token is never logged: only the provider and the outcome (docs/decisions.md, "External sign-in").
        const outcome = await externalSignIn(pool, sourceReference, fields.token);
        if (!outcome.ok) {
          request.log.info({ sourceReference, refusal: outcome.refusal }, 'external sign-in refused');
          return refuse(EXTERNAL_REFUSALS[outcome.refusal]);
        }
        const { rows } = await pool.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [outcome.userId]);
        return signIn(rows[0], outcome.standId);
      }

      if (typeof fields._username !== 'string' || typeof fields._password !== 'string') throw new ApiError(400, 'api.error.loginBody');
      const username = fields._username.trim();
      // The password exactly as typed (no trimming); over MAX_PASSWORD_LENGTH it cannot be one
      // (refused before any hashing: no costly work for a megabyte of input).
      const password = fields._password;
      if (!isPlausibleIdentifier(username) || !password || password.length > MAX_PASSWORD_LENGTH) return refuse();

      const { rows } = await pool.query<UserRow>(`${USER_SQL} WHERE lower(u.username) = $1 OR lower(u.email) = $1 ORDER BY u.id LIMIT 1`, [account]);
      const user = rows[0];
      const ok = await verifyPassword(password, user?.password_hash ?? null);
      if (!ok || !user) return refuse();
      // The right password of a disabled account: say so (counted as a failure all the same).
      if (!user.enabled) return refuse(ACCOUNT_DISABLED);
      return signIn(user);
    },
  );

  app.post('/token/refresh', { config: { public: true } }, async (request, reply) => {
    const body = request.body as { refresh_token?: unknown } | null;
    const token = body && typeof body === 'object' ? body.refresh_token : undefined;
    if (typeof token !== 'string') throw new ApiError(401, 'api.error.refreshInvalid');
    const result = await rotateRefreshToken(pool, token);
    if (!result.ok) throw new ApiError(401, 'api.error.refreshInvalid');
    const { rows } = await pool.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [result.userId]);
    if (!rows.length) throw new ApiError(401, 'api.error.refreshInvalid');
    const response: LoginResponse = { token: await signAccessToken(key, subject(rows[0], result.chainId)), refresh_token: result.refreshToken };
    return reply.send(response);
  });

  /**
   * Logout: revokes the refresh chain of the refresh token in the body and/or of the Bearer
   * token (its `sid`); the access tokens of that chain stop working at once. Public (a session
   * whose access token has expired can still end its chain) and idempotent: 204 whatever the
   * tokens are worth, so it tells nothing about them.
   */
  app.post('/logout', { config: { public: true } }, async (request, reply) => {
    const body = request.body as { refresh_token?: unknown } | null | undefined;
    const refreshToken = body && typeof body === 'object' && typeof body.refresh_token === 'string' ? body.refresh_token : undefined;
    const header = request.headers.authorization;
    let chainId: string | null = null;
    let userId: number | undefined;
    if (header && /^Bearer\s+\S+/i.test(header)) {
      const verified = await verifyAccessToken(key, header.replace(/^Bearer\s+/i, '').trim());
      if (verified.ok) ({ chainId, userId } = verified.claims);
    }
    // A chain named by the access token must be its user's (it is: the token is signed);
    // a refresh token in the body stands for itself.
    if (chainId) await revokeChain(pool, { chainId, userId });
    if (refreshToken) await revokeChain(pool, { refreshToken });
    return reply.code(204).send();
  });
}
