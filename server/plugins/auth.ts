/**
 * The Bearer check of the API scope: a verified access token whose user is still enabled, at
 * the same session version and whose refresh chain is not revoked sets `request.user` (with the
 * user's current roles); a route without `config.public` answers 401 (with WWW-Authenticate)
 * when the token is missing, expired, invalid or revoked. Public routes are not checked.
 * Wrapped with fastify-plugin so the hook applies to the scope that registers it (the /backend
 * prefix), not only inside this plugin.
 */
import fp from 'fastify-plugin';
import { accessTokenVerifier, jwtKey } from '../auth/jwt';
import { loadSessionUser } from '../auth/sessions';
import type { Pool } from '../db/pool';
import { ApiError } from '../hydra/errors';

const INVALID_TOKEN = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

export default fp<{ jwtSecret: string; pool: Pool }>(
  async (api, { jwtSecret, pool }) => {
    // Verified tokens are remembered until their expiry (the signature is not checked again); the
    // user's current state is read on every request below.
    const tokens = accessTokenVerifier(jwtKey(jwtSecret));
    api.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.public) return;
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+/i.test(header)) {
        throw new ApiError(401, 'api.error.jwtNotFound', {}, { 'WWW-Authenticate': 'Bearer' });
      }
      const result = await tokens.verify(header.replace(/^Bearer\s+/i, '').trim());
      if (!result.ok) {
        throw new ApiError(401, result.reason === 'expired' ? 'api.error.jwtExpired' : 'api.error.jwtInvalid', {}, INVALID_TOKEN);
      }
      const user = await loadSessionUser(pool, result.claims);
      if (!user) throw new ApiError(401, 'api.error.sessionRevoked', {}, INVALID_TOKEN);
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['requestContext'] },
);
