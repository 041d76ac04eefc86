import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import type { PoolClient } from '../db/pool';
import { assertReadable, requireUser } from '../hydra/access';
import { notFound } from '../hydra/errors';
import { parseId } from '../hydra/sql';
import { LOCALES, type Locale } from '../i18n';
import { reportPdf, reportPdfFileName, type ReportSheet } from '../services/reportPdf';
import { storageOf } from '../services/storage';
import { CODES, iri, text, type Validator } from '../hydra/validators';
import { addReportCounts } from '../repositories/stands';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource, type WriteEvent } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { stands } from './stands';

export const REPORT_STATUSES = ['in_progress', 'closed'] as const;

/** The enabled photos of the finding `t`, oldest first: [{"@id", id, fileName, contentUrl, enabled}]. */
export const PHOTOS_SQL = `(
  SELECT coalesce(json_agg(json_build_object('@id', '${API_PREFIX}/report_media/' || rm.id, 'id', rm.id,
    'fileName', m.media_file_name, 'contentUrl', '${API_PREFIX}/report_media/' || rm.id || '/file', 'enabled', rm.enabled)
    ORDER BY rm.id), '[]'::json)
  FROM report_media rm JOIN media m ON m.id = rm.media_id
  WHERE rm.report_id = t.id AND rm.enabled)`;

const CREATED_BY_SQL = `(
  SELECT json_build_object('fullName', btrim(concat_ws(' ', u.first_name, u.last_name)))
  FROM users u WHERE u.id = t.created_by_id)`;

/** Closing is the one status change: `closed`, never back (a clear message for anything else). */
const closing: Validator = {
  range: 'xmls:string',
  required: false,
  check(value) {
    return value === 'closed' ? { ok: true, value } : { ok: false, key: 'api.violation.reportStatus', code: CODES.choice };
  },
};

/**
 * The stand's counters of findings (stands.nb_in_progress_reports / nb_closed_reports, read by
 * the stand list's filters and sorts) follow each write, in its transaction.
 */
async function keepStandCounters(db: PoolClient, { op, row, written }: WriteEvent): Promise<void> {
  const delta = { inProgress: 0, closed: 0 };
  if (op === 'create') delta[row.status === 'closed' ? 'closed' : 'inProgress'] += 1;
  else if (op === 'delete') delta[row.status === 'closed' ? 'closed' : 'inProgress'] -= 1;
  else if (written.includes('status')) {
    // Only in-progress findings may be updated (updatableWhen): this one was in progress.
    delta.inProgress -= 1;
    delta.closed += 1;
  }
  if (!delta.inProgress && !delta.closed) return;
  await addReportCounts(db, row.stand_id as number, delta);
}

/** A photo added to the finding (server/resources/reportMedia.ts) is its edit: its "modified" date moves. */
export async function markPhotoAdded(db: PoolClient, reportId: number): Promise<void> {
  await db.query('UPDATE reports SET updated_at = now() WHERE id = $1', [reportId]);
}

/**
 * Findings (constats, part 1 §3–§5): a name, a comment and up to 4 photos on a stand, in
 * progress then closed. Read by whoever may see the stand; added, edited, closed (PATCH
 * `{"status":"closed"}`) and deleted by admin and support. Only in-progress findings may be
 * edited or closed; a closed one stays closed.
 */
export const reports = defineResource({
  path: 'reports',
  type: 'Report',
  table: 'reports',
  description: 'A finding (constat) on a stand: in progress, then closed; with up to 4 photos.',
  fields: {
    stand: {
      description: 'The stand (set on creation only): one the caller may see.',
      read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' },
      write: {
        column: 'stand_id',
        validator: iri(`${API_PREFIX}/stands`, { required: true, missingKey: 'api.violation.standMissing' }),
        createOnly: true,
        references: { resource: () => stands, key: 'api.violation.standNotFound' },
      },
    },
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 255, missingKey: 'api.violation.required' }) },
    },
    comment: {
      description: 'Free text, optional ("" when empty; at most 5 000 characters).',
      read: { sql: 't.comment', type: 'string' },
      write: { column: 'comment', validator: text({ max: 5000, emptyAs: '', multiline: true }) },
    },
    status: {
      description: `${REPORT_STATUSES.join(' or ')}. PATCH {"status":"closed"} closes an in-progress finding (report.close); it cannot be reopened.`,
      read: { sql: 't.status', type: 'string' },
      write: { column: 'status', validator: closing, permission: 'report.close', patchOnly: true },
    },
    createdBy: { description: 'The author ({fullName}), null once the account is gone.', read: { sql: CREATED_BY_SQL, type: 'object', nullable: true } },
    photos: { description: 'The enabled photos (ReportMedia).', read: { sql: PHOTOS_SQL, type: 'array' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    closedAt: { read: { sql: 't.closed_at', type: 'datetime', nullable: true } },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      status: { strategy: 'exact', type: 'string', choices: REPORT_STATUSES, sql: 't.status' },
    },
    order: { id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [['createdAt', 'desc']],
  operations: {
    list: 'stand.view',
    read: 'stand.view',
    create: 'report.add',
    update: 'report.edit',
    put: true,
    delete: 'report.delete',
  },
  scope: viaStand('t.stand_id'),
  onUpdate: (written) => ({ updated_at: 'now()', ...(written.includes('status') ? { closed_at: 'now()' } : {}) }),
  hooks: {
    createColumns: (user) => ({ created_by_id: user.id }),
    updatableWhen: { sql: `t.status = 'in_progress'`, key: 'api.error.reportClosed' },
    afterWrite: keepStandCounters,
  },
});

/**
 * GET /reports/{id}/pdf/{locale}: the finding's sheet as a PDF in French or English (another
 * locale: 404), streamed as a download, to whoever may see the finding (its stand's scope).
 */
export function registerReportPdfRoute(api: FastifyInstance, { pool, config }: AppDeps): void {
  api.get('/reports/:id/pdf/:locale', async (request, reply) => {
    const user = requireUser(request);
    const { id: rawId, locale } = request.params as { id: string; locale: string };
    const id = parseId(rawId);
    if (id === null || !(LOCALES as readonly string[]).includes(locale)) throw notFound();
    // As for the item: out of reach reads as missing.
    await assertReadable(pool, reports, user, id);
    const { rows } = await pool.query(
      `SELECT t.id, t.name, t.comment, t.status, t.created_at, t.closed_at,
              nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS author,
              sh.name AS show, s.name AS stand_name, s.hall, s.aisle, s.number,
              (SELECT coalesce(json_agg(json_build_object('fileName', m.media_file_name, 'mimeType', m.mime_type,
                        'storageName', m.storage_name) ORDER BY rm.id), '[]'::json)
                 FROM report_media rm JOIN media m ON m.id = rm.media_id
                WHERE rm.report_id = t.id AND rm.enabled AND m.enabled) AS photos
         FROM reports t JOIN stands s ON s.id = t.stand_id JOIN shows sh ON sh.id = s.show_id
         LEFT JOIN users u ON u.id = t.created_by_id
        WHERE t.id = $1`,
      [id],
    );
    if (!rows.length) throw notFound();
    const r = rows[0];
    const sheet: ReportSheet = {
      id: r.id,
      name: r.name,
      comment: r.comment,
      status: r.status,
      createdAt: r.created_at,
      closedAt: r.closed_at,
      author: r.author,
      show: r.show,
      stand: { name: r.stand_name, hall: r.hall ?? '', aisle: r.aisle ?? '', number: r.number ?? '' },
      photos: r.photos,
    };
    const doc = await reportPdf(sheet, locale as Locale, storageOf(config));
    const fileName = reportPdfFileName(sheet, locale as Locale);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(doc);
  });
}

export default defineResourceModule({
  resources: [reports],
  routes: registerReportPdfRoute,
});
