import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { verifyAccessToken, jwtKey } from './auth/jwt';
import { registerAuthRoutes } from './auth/routes';
import type { AuthUser } from './auth/user';
import type { Pool } from './db/pool';
import { registerCsvExport } from './hydra/csvExport';
import { registerDocsRoutes, docsLink } from './hydra/docs';
import { ApiError, hydraErrorBody, ValidationError, violationListBody } from './hydra/errors';
import { JSONLD, registerResource } from './hydra/handlers';
import { API_PREFIX, type Resource } from './hydra/resource';
import { negotiateLocale, t, type Locale } from './i18n';
import { layoutTypes } from './resources/layoutTypes';
import { registerMediaRoutes } from './resources/media';
import { shows } from './resources/shows';
import { stands } from './resources/stands';
import { registerUserRoutes } from './resources/users';

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

export interface AppConfig {
  jwtSecret: string;
  /** Where uploaded and generated files live ($DATA_DIR/files). */
  filesDir: string;
  /** The built SPA (dist/); null to serve the API only. */
  distDir?: string | null;
  trustProxy?: boolean | string;
  logger?: FastifyServerOptions['logger'];
}

export interface AppDeps {
  pool: Pool;
  config: AppConfig;
}

/** Every Hydra resource, declared once in server/resources. */
export const RESOURCES: Resource[] = [layoutTypes, shows, stands];

/** Builds the Fastify app (API under /backend, SPA at /) without listening. */
export async function buildApp({ pool, config }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'fr');

  app.addHook('onRequest', async (request) => {
    const xLocale = request.headers['x-locale'];
    request.locale = negotiateLocale(
      Array.isArray(xLocale) ? xLocale[0] : xLocale,
      request.headers['accept-language'],
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Link', docsLink(request));
    return payload;
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });

  // JSON only (application/json, application/ld+json, application/merge-patch+json): anything else is a 415.
  // An empty body (a DELETE sent with a JSON content type) is no body rather than an error.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const jsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(
    ['application/json', 'application/ld+json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      jsonParser(request, text, done);
    },
  );

  app.setErrorHandler((err, request, reply) => {
    const locale = request.locale ?? 'fr';
    if (err instanceof ValidationError) {
      return reply.code(422).type(JSONLD).send(violationListBody(locale, err.violations));
    }
    if (err instanceof ApiError) {
      reply.headers(err.headers);
      return reply.code(err.status).type(JSONLD).send(hydraErrorBody(locale, t(locale, err.key, err.params)));
    }
    const e = err as { code?: string; statusCode?: number; message?: string };
    let status = e.statusCode && e.statusCode >= 400 ? e.statusCode : 500;
    let description: string;
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      description = t(locale, 'api.error.unsupportedMediaType');
    } else if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      description = t(locale, 'api.error.badJson');
    } else if (status < 500) {
      description = e.message ?? '';
    } else {
      request.log.error(err);
      description = t(locale, 'api.error.internal');
    }
    return reply.code(status).type(JSONLD).send(hydraErrorBody(locale, description));
  });

  const distDir = config.distDir ?? null;
  const indexHtml = distDir ? path.join(distDir, 'index.html') : null;
  const spaBuilt = Boolean(indexHtml && fs.existsSync(indexHtml));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)) {
      return reply
        .code(404)
        .type(JSONLD)
        .send(hydraErrorBody(request.locale, t(request.locale, 'api.error.routeNotFound', { method: request.method, url: url.split('?')[0] })));
    }
    const lastSegment = url.split('?')[0].split('/').pop() ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (!lastSegment.includes('.') || String(request.headers.accept ?? '').includes('text/html'));
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!spaBuilt) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>SPA not built</title><p>SPA not built, run <code>npm run build</code>. The API is served under <a href="/backend">/backend</a>.</p>');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  await app.register(
    async (api) => {
      const key = jwtKey(config.jwtSecret);
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
      registerAuthRoutes(api, { pool, jwtSecret: config.jwtSecret });
      registerUserRoutes(api, pool);
      registerMediaRoutes(api, { pool, filesDir: config.filesDir });
      registerDocsRoutes(api, RESOURCES);
      for (const resource of RESOURCES) {
        registerCsvExport(api, resource, pool);
        registerResource(api, resource, pool);
      }
    },
    { prefix: API_PREFIX },
  );

  if (spaBuilt && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      // The build writes .br and .gz beside each text asset (webpack/precompress-plugin.cjs):
      // sent as they are, with Content-Encoding, to clients that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header('Cache-Control', 'no-cache');
        else if (/[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/.test(filePath)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  return app;
}
