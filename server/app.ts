import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthRoutes } from './auth/routes';
import type { Pool } from './db/pool';
import { API_PREFIX } from './hydra/resource';
import auth from './plugins/auth';
import bodyParsers from './plugins/bodyParsers';
import errorHandler from './plugins/errorHandler';
import requestContext from './plugins/requestContext';
import resources from './plugins/resources';
import securityHeaders from './plugins/securityHeaders';
import spaFallback from './plugins/spaFallback';

export { loadResources } from './plugins/resources';

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

/** Builds the Fastify app (API under /backend, SPA at /) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, pool } = deps;
  const app = Fastify({
    logger: config.logger ?? false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  await app.register(requestContext);
  await app.register(securityHeaders);
  await app.register(bodyParsers);
  await app.register(errorHandler);
  await app.register(spaFallback, { distDir: config.distDir ?? null });
  await app.register(
    async (api) => {
      await api.register(auth, { jwtSecret: config.jwtSecret });
      registerAuthRoutes(api, { pool, jwtSecret: config.jwtSecret });
      await api.register(resources, deps);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
