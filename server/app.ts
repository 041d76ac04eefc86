import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppDeps } from './appDeps';
import { registerAuthRoutes } from './plugins/authRoutes';
import { registerEventRoutes } from './plugins/events';
import { createEventHub } from './services/events/hub';
import { API_PREFIX } from './hydra/resource';
import auth from './plugins/auth';
import bodyParsers from './plugins/bodyParsers';
import errorHandler from './plugins/errorHandler';
import health from './plugins/health';
import requestContext, { withMaskedUrls } from './plugins/requestContext';
import resources from './plugins/resources';
import securityHeaders from './plugins/securityHeaders';
import spaFallback from './plugins/spaFallback';
import { createAppServices } from './services/appServices';
import { clientErrorReporting, startErrorReporting, type ErrorReporter } from './services/errorReporting';
import type { JobQueue } from './services/jobs/queue';
import { queueFileSweep } from './services/removedFiles';
import { storageOf } from './services/storage';

export { loadResources } from './plugins/resources';

export type { AppConfig, AppDeps } from './appDeps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests wait for the jobs a request queued with `app.jobs.idle()`). */
    jobs: JobQueue;
    /** Error reporting, null when no DSN is configured. */
    errorReporter: ErrorReporter | null;
  }
}

/** Builds the Fastify app (API under /backend, SPA at /) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, pool } = deps;
  const app = Fastify({
    logger: withMaskedUrls(config.logger ?? false),
    // One line per request, at debug level (requestContext): at info the two lines Fastify
    // writes per request bury the start banner.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const services = await createAppServices(deps);
  app.decorate('jobs', services.jobs);
  app.addHook('onClose', () => services.close());
  const errorReporter = await startErrorReporting(config.errorReporting);
  app.decorate('errorReporter', errorReporter);
  if (errorReporter) app.addHook('onClose', () => errorReporter.close());
  // Pushed changes: the node's streams, ended before the server stops waiting for connections.
  const hub = createEventHub(pool, { heartbeatMs: config.eventHeartbeatMs });
  app.addHook('preClose', () => hub.close());
  const clientReporting = clientErrorReporting(config.errorReporting);
  await app.register(requestContext);
  await app.register(securityHeaders, { publicUrl: config.publicUrl, reportingDsn: clientReporting?.dsn });
  await app.register(bodyParsers);
  await app.register(errorHandler, { errorReporter });
  // /health and /ready: outside /backend (no token, no rate limit), before the SPA's fallback.
  await app.register(health, { pool, storage: storageOf(config) });
  await app.register(spaFallback, { distDir: config.distDir ?? null, errorReporting: clientReporting });
  await app.register(
    async (api) => {
      // A delete that committed may have released stored files (migration 021): they go now, in the background.
      api.addHook('onResponse', async (request, reply) => {
        if (request.method === 'DELETE' && reply.statusCode < 300) {
          await queueFileSweep(services.jobs).catch((err) => request.log.error({ err }, 'could not queue the file sweep'));
        }
      });
      await api.register(auth, { jwtSecret: config.jwtSecret, pool });
      registerAuthRoutes(api, { pool, jwtSecret: config.jwtSecret });
      registerEventRoutes(api, { hub, jwtSecret: config.jwtSecret });
      await api.register(resources, { ...deps, jobs: services.jobs, mailer: services.mailer, standImportAnalysis: services.standImportAnalysis, gatewayTests: services.gatewayTests, gateway: services.gateway, planPdfs: services.planPdfs });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
