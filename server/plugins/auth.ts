/**
 * The Bearer check of the API scope: a verified access token sets `request.user`; a route
 * without `config.public` answers 401 (with WWW-Authenticate) when the token is missing,
 * expired or invalid. Wrapped with fastify-plugin so the hook applies to the scope that
 * registers it (the /backend prefix), not only inside this plugin.
 */
import fp from 'fastify-plugin';
import { jwtKey, verifyAccessToken } from '../auth/jwt';
import { ApiError } from '../hydra/errors';

export default fp<{ jwtSecret: string }>(
  async (api, { jwtSecret }) => {
    const key = jwtKey(jwtSecret);
    api.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const isPublic = Boolean(request.routeOptions.config?.public);
      if (!header || !/^Bearer\s+\S+/i.test(header)) {
        if (!isPublic) throw new ApiError(401, 'api.error.jwtNotFound', {}, { 'WWW-Authenticate': 'Bearer' });
        return;
      }
      const result = await verifyAccessToken(key, header.replace(/^Bearer\s+/i, '').trim());
      if (result.ok) request.user = result.user;
      else if (!isPublic) {
        throw new ApiError(401, result.reason === 'expired' ? 'api.error.jwtExpired' : 'api.error.jwtInvalid', {}, {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        });
      }
    });
  },
  { name: 'auth', dependencies: ['requestContext'] },
);
