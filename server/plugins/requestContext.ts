/** `request.user` (set by the auth hook) and `request.locale` (X-LOCALE, else Accept-Language, else French). */
import fp from 'fastify-plugin';
import type { AuthUser } from '../auth/user';
import { negotiateLocale, type Locale } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a verified Bearer token (null on public routes without one). */
    user: AuthUser | null;
    /** Language of messages: X-LOCALE, else Accept-Language, else French. */
    locale: Locale;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('locale', 'fr');
    app.addHook('onRequest', async (request) => {
      const xLocale = request.headers['x-locale'];
      request.locale = negotiateLocale(Array.isArray(xLocale) ? xLocale[0] : xLocale, request.headers['accept-language']);
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
    });
  },
  { name: 'requestContext' },
);
