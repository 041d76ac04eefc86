/** `request.user` (set by the auth hook) and `request.locale` (X-LOCALE, else Accept-Language, else French). */
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { scrubText } from '@/domain/errorReportScrub';
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

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options with a request serializer that masks credentials in the URL: a line
 * that logs a request (Fastify's own, or a plugin's `{ req }`) never carries the external sign-in
 * link's `?source=` token, a reset link's `?t=` or any `token`-named parameter
 * (src/domain/errorReportScrub.ts). A logger given as an instance is taken as it is.
 */
export function withMaskedUrls(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: scrubText(request.url ?? ''),
        route: request.routeOptions?.url,
      }),
    },
  };
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
