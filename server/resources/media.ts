import type { FastifyInstance } from 'fastify';
import type { Pool } from '../db/pool';
import { notFound } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { parseId } from '../hydra/sql';
import { defineResourceModule } from '../resourceModule';
import { storageOf, type FileStorage } from '../services/storage';

/**
 * SQL for a MediaRef ({"@id", mediaFileName, objectUrl}) of the media whose id
 * is in `column`. The object URL holds the random storage name, so it cannot
 * be guessed from the id. Compact JSON (row_to_json): a `membersInSql` list embeds it as it is.
 */
export function mediaRefSql(column: string, iriPrefix = `${API_PREFIX}/show_media`): string {
  return `(SELECT row_to_json(r) FROM (SELECT '${iriPrefix}/' || m.id AS "@id", m.media_file_name AS "mediaFileName",
            '${API_PREFIX}/media/' || m.id || '/' || m.storage_name AS "objectUrl"
          FROM media m WHERE m.id = ${column} AND m.enabled) r)`;
}

const IMMUTABLE_KINDS = new Set(['providerLogo', 'advertiserLogo']);

/**
 * GET /media/{id}/{storageName}: public (an <img> sends no token), answers only
 * when both the id and the random storage name match an enabled file.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: { pool: Pool; storage: FileStorage }): void {
  app.get('/media/:id/:name', { config: { public: true } }, async (request, reply) => {
    const { id: rawId, name } = request.params as { id: string; name: string };
    const id = parseId(rawId);
    if (id === null || !/^[\w.-]+$/.test(name)) throw notFound();
    const { rows } = await deps.pool.query(
      'SELECT storage_name, mime_type, media_file_name, kind FROM media WHERE id = $1 AND storage_name = $2 AND enabled',
      [id, name],
    );
    if (!rows.length) throw notFound();
    const file = await deps.storage.open(rows[0].storage_name);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', rows[0].mime_type)
      .header('Content-Length', file.size)
      // A storage name is never reused: a directory logo (shown on every screen of a show) is
      // cached for good; other files stay private and short-lived (an attachment may be withdrawn).
      .header('Cache-Control', IMMUTABLE_KINDS.has(rows[0].kind) ? 'public, max-age=31536000, immutable' : 'private, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(rows[0].media_file_name)}`)
      .send(file.body);
  });
}

export default defineResourceModule({
  routes: (api, { pool, config }) => registerMediaRoutes(api, { pool, storage: storageOf(config) }),
});
