/**
 * GET /backend/shows/{id}/halls: the halls of a show's stands the caller may see, distinct and in
 * order (the hall filters' choices, issue 21). 404 for a show outside the caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { AuthUser } from '../auth/user';
import { assertReadable, idParam, requireUser } from '../hydra/access';
import { standScope } from '../hydra/scopes';
import { JSONLD } from '../hydra/serialization';
import { Params } from '../hydra/sql';
import { defineResourceModule } from '../resourceModule';
import { shows } from './shows';

/**
 * The one statement: a loose index scan of stands_show_hall_idx (migration 001), one index probe per
 * hall (the next hall after the last one) rather than every stand of the show; the empty hall is
 * none.
 */
export function buildShowHallsSql(user: AuthUser, showId: number): { text: string; values: unknown[] } {
  const params = new Params();
  const show = params.add(showId);
  const scope = standScope(user, params);
  const next = (after: string) =>
    `SELECT t.hall FROM stands t WHERE t.show_id = ${show} AND t.hall > ${after}${scope ? ` AND (${scope})` : ''} ORDER BY t.hall LIMIT 1`;
  return {
    text: `WITH RECURSIVE halls (hall) AS (
        (${next("''")})
        UNION ALL
        SELECT (${next('halls.hall')}) FROM halls WHERE halls.hall IS NOT NULL
      )
      SELECT hall FROM halls WHERE hall IS NOT NULL`,
    values: params.values,
  };
}

function registerRoutes(api: FastifyInstance, { pool }: Pick<AppDeps, 'pool'>): void {
  api.get('/shows/:id/halls', async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    await assertReadable(pool, shows, user, id);
    const sql = buildShowHallsSql(user, id);
    const { rows } = await pool.query(sql.text, sql.values);
    return reply.type(JSONLD).send({
      '@id': `${shows.itemIri(id)}/halls`,
      '@type': 'ShowHalls',
      show: shows.itemIri(id),
      halls: rows.map((r) => r.hall as string),
    });
  });
}

export default defineResourceModule({ routes: (api, deps) => registerRoutes(api, deps) });
