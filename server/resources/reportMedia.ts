/**
 * Photos of a finding (`/backend/report_media`, part 1 §3–§5, §7).
 *
 * POST (multipart: a `report` field, the finding's IRI or id, sent before the `file` field):
 * admin and support (report.add) add a PNG, JPEG or WEBP photo (decided from the bytes, ≤ 10 MB,
 * server/services/uploads.ts kind `reportPhoto`) to an in-progress finding they may see, at most
 * 4 enabled photos a finding ('4 photos ont déjà été téléchargées.'); on any refusal nothing is
 * kept. The finding's row is locked while counting, so two uploads cannot both take the 4th place.
 * GET `/{id}/file`: the bytes, for whoever may see the finding's stand. PATCH `{"enabled": false}`
 * (report.edit) is the soft delete, on an in-progress finding only; a disabled photo is then seen
 * only by admin and support.
 */
import type { AuthUser } from '../auth/user';
import type { PoolClient } from '../db/pool';
import { ValidationError } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { boolean, CODES, iri } from '../hydra/validators';
import { markPhotoAdded } from './reports';
import { registerMediaDownload, uploadProcessor, UPLOAD_FIELD, type StoredUpload } from '../services/uploads';
import { storageOf } from '../services/storage';

/** At most this many enabled photos on a finding (part 1 §9). */
export const MAX_REPORT_PHOTOS = 4;

const MEDIA_IRI = `${API_PREFIX}/report_media`;
const REPORTS_IRI = `${API_PREFIX}/reports`;

const onStands = viaStand('r.stand_id');

/** The photos of the findings of the stands a user may see; disabled ones for admin and support only. */
const reportMediaScope: Scope = (user, params) => {
  const stands = onStands(user, params);
  if (stands === null) return null;
  return `(t.enabled AND t.report_id IN (SELECT r.id FROM reports r WHERE ${stands}))`;
};

export const reportMedia = defineResource({
  path: 'report_media',
  type: 'ReportMedia',
  table: 'report_media',
  description: 'A photo of a finding: uploaded as multipart (fields report, then file); disabled = soft-deleted.',
  fields: {
    report: { read: { sql: 't.report_id', type: 'iri', iri: REPORTS_IRI, range: '#Report' } },
    fileName: { read: { sql: '(SELECT m.media_file_name FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    mimeType: { description: 'Decided from the bytes.', read: { sql: '(SELECT m.mime_type FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    contentUrl: { description: 'The bytes (whoever may see the stand).', read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    enabled: {
      description: 'Only false may be written (the soft delete), on an in-progress finding.',
      read: { sql: 't.enabled', type: 'boolean' },
      write: { column: 'enabled', validator: boolean({ required: true, only: false, onlyKey: 'api.violation.onlyFalse' }) },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  operations: { read: 'stand.view', create: 'report.add', update: 'report.edit' },
  // The photo, linked to its finding in the upload's transaction.
  processors: { create: uploadProcessor('reportPhoto', (db, upload, user) => linkPhoto(db, user, upload)) },
  scope: reportMediaScope,
  hooks: {
    updatableWhen: { sql: `t.report_id IN (SELECT r.id FROM reports r WHERE r.status = 'in_progress')`, key: 'api.error.reportClosed' },
  },
});

const reportField = iri(REPORTS_IRI, { required: true, missingKey: 'api.violation.reportMissing' });

/** Links an upload to its finding, or refuses it (the upload is then not kept). */
async function linkPhoto(db: PoolClient, user: AuthUser, upload: StoredUpload): Promise<number> {
  const fail = (propertyPath: string, key: string, code: string = CODES.notBlank) =>
    new ValidationError([{ propertyPath, key, code }], { descriptionKey: 'api.upload.failed' });
  const checked = reportField.check(upload.fields.report);
  if (!checked.ok) throw new ValidationError([{ propertyPath: 'report', key: checked.key, code: checked.code, params: checked.params }], { descriptionKey: 'api.upload.failed' });
  const params = new Params();
  const scope = onStands(user, params);
  const { rows } = await db.query(
    `SELECT r.id, r.status FROM reports r WHERE r.id = ${params.add(checked.value)}${scope ? ` AND (${scope})` : ''} FOR UPDATE`,
    params.values,
  );
  if (!rows.length) throw fail('report', 'api.violation.reportNotFound', CODES.itemNotFound);
  if (rows[0].status !== 'in_progress') throw fail('report', 'api.violation.reportPhotoClosed', CODES.choice);
  const { rows: count } = await db.query('SELECT count(*)::int AS n FROM report_media WHERE report_id = $1 AND enabled', [rows[0].id]);
  if (count[0].n >= MAX_REPORT_PHOTOS) throw fail(UPLOAD_FIELD, 'api.violation.reportPhotoLimit', 'report.photoLimit');
  const { rows: linked } = await db.query('INSERT INTO report_media (report_id, media_id) VALUES ($1, $2) RETURNING id', [rows[0].id, upload.mediaId]);
  await markPhotoAdded(db, rows[0].id);
  return linked[0].id;
}

export default defineResourceModule({
  resources: [reportMedia],
  // A photo shown in the page (inline), to whoever may see its finding.
  routes: (api, { pool, config }) => registerMediaDownload(api, pool, storageOf(config), reportMedia, { disposition: 'inline' }),
});
