/**
 * Stand media (`/backend/stand_media`, part 1 §3, §7; issue 22): the attestation documents staff
 * upload for a stand, one language each, listed in the stand dashboard's attestations card.
 *
 * POST (multipart: `stand` and `language` fields, sent before the `file` field): admin, support and
 * organizer (standMedia.add) add a PDF, PNG or JPEG (decided from the bytes, ≤ 20 MB, the upload
 * service's kind `standMedia`) to a stand they see; on any refusal nothing is kept. Read and
 * `GET /{id}/file` by whoever sees the stand; DELETE (standMedia.delete) removes the row, its
 * `media` row and, once committed, its file (migration 027, server/services/removedFiles.ts).
 */
import type { AuthUser } from '../auth/user';
import type { PoolClient } from '../db/pool';
import { ValidationError } from '../hydra/errors';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { standScope, viaStand } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { CODES, iri } from '../hydra/validators';
import { LOCALES } from '../i18n';
import { defineResourceModule } from '../resourceModule';
import { registerMediaDownload, uploadProcessor, type StoredUpload } from '../services/uploads';
import { storageOf } from '../services/storage';

const MEDIA_IRI = `${API_PREFIX}/stand_media`;
const STANDS_IRI = `${API_PREFIX}/stands`;
const fileSql = (column: string) => `(SELECT m.${column} FROM media m WHERE m.id = t.media_id)`;

export const standMedia = defineResource({
  path: 'stand_media',
  type: 'StandMedia',
  table: 'stand_media',
  description: 'An attestation document of a stand in one language: uploaded as multipart (fields stand and language, then file).',
  fields: {
    stand: {
      description: 'The stand (IRI or id), one the caller sees.',
      read: { sql: 't.stand_id', type: 'iri', iri: STANDS_IRI, range: '#Stand' },
      input: { required: true },
    },
    language: { description: `One of ${LOCALES.join(', ')}.`, read: { sql: 't.language', type: 'string' }, input: { required: true } },
    mediaFileName: { read: { sql: fileSql('media_file_name'), type: 'string' } },
    objectUrl: { description: 'The bytes (whoever sees the stand).', read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    mimeType: { description: 'Decided from the bytes.', read: { sql: fileSql('mime_type'), type: 'string' } },
    size: { read: { sql: fileSql('size'), type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    file: { description: 'POST: the file (PDF, PNG or JPEG, at most 20 MB).', input: { required: true, range: '#File' } },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: STANDS_IRI, sql: 't.stand_id' },
      language: { strategy: 'exact', choices: LOCALES, sql: 't.language' },
    },
    order: { id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [['createdAt', 'desc']],
  itemsPerPage: 30,
  operations: { list: 'stand.view', read: 'stand.view', create: 'standMedia.add', delete: 'standMedia.delete' },
  processors: { create: uploadProcessor('standMedia', (db, upload, user) => linkStandMedia(db, user, upload)) },
  scope: viaStand('t.stand_id'),
});

const standField = iri(STANDS_IRI, { required: true, missingKey: 'api.violation.standMissing' });
const refused = (propertyPath: string, key: string, code: string) => new ValidationError([{ propertyPath, key, code }], { descriptionKey: 'api.upload.failed' });

/** Links an upload to its stand in its language, or refuses it (the upload is then not kept). */
async function linkStandMedia(db: PoolClient, user: AuthUser, upload: StoredUpload): Promise<number> {
  const stand = standField.check(upload.fields.stand);
  if (!stand.ok) throw refused('stand', stand.key, stand.code);
  const language = upload.fields.language;
  if (!(LOCALES as readonly string[]).includes(language)) throw refused('language', 'api.violation.standMediaLanguage', CODES.choice);
  const params = new Params();
  const scope = standScope(user, params);
  const { rows } = await db.query(`SELECT t.id FROM stands t WHERE t.id = ${params.add(stand.value)}${scope ? ` AND (${scope})` : ''}`, params.values);
  if (!rows.length) throw refused('stand', 'api.violation.standNotFound', CODES.itemNotFound);
  const { rows: linked } = await db.query('INSERT INTO stand_media (stand_id, media_id, language) VALUES ($1, $2, $3) RETURNING id', [rows[0].id, upload.mediaId, language]);
  return linked[0].id;
}

export default defineResourceModule({
  resources: [standMedia],
  routes: (api, { pool, config }) => registerMediaDownload(api, pool, storageOf(config), standMedia),
});
