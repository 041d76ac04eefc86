import type { FastifyInstance } from 'fastify';
import type { Pool } from '../db/pool';
import { idParam, requireUser } from '../hydra/access';
import { forbidden } from '../hydra/errors';
import { JSONLD } from '../hydra/serialization';
import { defineResourceModule } from '../resourceModule';
import { loadMe } from '../services/me';

/**
 * GET /users/{id}/me, the caller's own record. Their writes (PATCH /users/{id}: language,
 * password, e-mail) are served with the other users' by server/resources/userAccounts.ts.
 */
export function registerUserRoutes(app: FastifyInstance, pool: Pool): void {
  app.get('/users/:id/me', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    if (id !== user.id) throw forbidden();
    return reply.type(JSONLD).send(await loadMe(pool, id));
  });
}

export default defineResourceModule({ routes: (api, { pool }) => registerUserRoutes(api, pool) });
