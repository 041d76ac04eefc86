import type { FastifyInstance } from 'fastify';
import type { Me } from '@/domain/api';
import type { Pool } from '../db/pool';
import { ApiError, forbidden, notFound, ValidationError } from '../hydra/errors';
import { JSONLD, requireUser } from '../hydra/handlers';
import { API_PREFIX } from '../hydra/resource';
import { parseId } from '../hydra/sql';
import { choice } from '../hydra/validators';
import { defineResourceModule } from '../hydra/module';

/** The statement of GET /users/{id}/me (exported so the bench runs the very same SQL). */
export const ME_SQL = `
  SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.phone, u.company, u.language_preference,
         u.enabled, u.tester, r.id AS role_id, r.reference AS role,
         ARRAY(SELECT us.show_id FROM user_shows us WHERE us.user_id = u.id
               UNION SELECT s.show_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id
                     JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE usr.user_id = u.id
               ORDER BY 1) AS shows
  FROM users u JOIN roles r ON r.id = u.role_id
  WHERE u.id = $1`;

export async function loadMe(pool: Pool, id: number): Promise<Me & { '@context': string }> {
  const { rows } = await pool.query(ME_SQL, [id]);
  if (!rows.length) throw notFound();
  const u = rows[0];
  return {
    '@context': `${API_PREFIX}/contexts/User`,
    '@id': `${API_PREFIX}/users/${u.id}`,
    '@type': 'User',
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    phone: u.phone,
    company: u.company,
    role: { '@id': `${API_PREFIX}/roles/${u.role_id}`, reference: u.role },
    languagePreference: u.language_preference,
    enabled: u.enabled,
    tester: u.tester,
    shows: (u.shows as number[]).map((showId) => `${API_PREFIX}/shows/${showId}`),
  };
}

const languagePreference = choice(['fr', 'en']);

/** GET /users/{id}/me and PATCH /users/{id} (language preference, by the user themself). */
export function registerUserRoutes(app: FastifyInstance, pool: Pool): void {
  const ownId = (raw: string, userId: number): number => {
    const id = parseId(raw);
    if (id === null) throw notFound();
    if (id !== userId) throw forbidden();
    return id;
  };

  app.get('/users/:id/me', async (request, reply) => {
    const user = requireUser(request);
    const id = ownId((request.params as { id: string }).id, user.id);
    return reply.type(JSONLD).send(await loadMe(pool, id));
  });

  app.patch('/users/:id', async (request, reply) => {
    const user = requireUser(request);
    const id = ownId((request.params as { id: string }).id, user.id);
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'api.error.badBody');
    if (Object.prototype.hasOwnProperty.call(body, 'languagePreference')) {
      const result = languagePreference.check((body as Record<string, unknown>).languagePreference);
      if (!result.ok) {
        throw new ValidationError([
          { propertyPath: 'languagePreference', key: result.key, code: result.code, params: result.params },
        ]);
      }
      const { rowCount } = await pool.query(
        'UPDATE users SET language_preference = $1, updated_at = now() WHERE id = $2',
        [result.value, id],
      );
      if (!rowCount) throw notFound();
    }
    return reply.type(JSONLD).send(await loadMe(pool, id));
  });
}

export default defineResourceModule({ routes: (api, { pool }) => registerUserRoutes(api, pool) });
