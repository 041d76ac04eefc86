/**
 * The stand import (part 1 §2, §3, §4, §7; issue 11, item 3), in three calls:
 *
 * 1. `POST /backend/stand_import_files` (multipart, field `file`, through server/services/uploads.ts:
 *    10 MB, text only: a binary renamed .csv is a 422) stores the CSV, owned by its uploader.
 * 2. `POST /backend/stand_imports {standImportFile, show}` analyses it against the show's stands
 *    (server/services/standImport/analyse.ts) and keeps the analysis: `stats.stands` (total, new,
 *    changed, unchanged, problems) and `violations` (row, column, message). A file with problems
 *    is still a 201: the analysis is the answer; it cannot be applied. The analysis runs in a
 *    worker thread (issue 18, point 3: the event loop keeps serving everyone else), under a row
 *    and a time limit (a 422 on `standImportFile`); while it runs, the uploader polls
 *    `GET /backend/stand_import_files/{id}/progress` for the share done.
 * 3. `PATCH /backend/stand_imports/{id} {status: 2, notifyUsers}` analyses the file again against
 *    the stands as they are now and writes the plan in one transaction (the show's row locked, so
 *    two imports into a show run one after the other); a 400 with its description when it cannot
 *    be applied (problems, already applied). With `notifyUsers` (default true) the contacts of the
 *    changed stands get a message through the mailer once it is written (`stats.stands.notified`).
 *
 * `GET /backend/stand_imports/template?locale=fr|en` is the empty file with the expected columns.
 * Everything needs 'stand.import' (admin, organizer); an organizer reaches only the shows linked
 * to them (a show outside: 422 on `show`; an import of it: 404), and a file only its uploader.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAND_IMPORT_COLUMNS, STAND_IMPORT_HEADERS, STAND_IMPORT_STATUS } from '@/domain/standImport';
import type { AuthUser } from '../auth/user';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';
import { assertAccess, idParam, loadItem, requireUser } from '../hydra/access';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { JSONLD } from '../hydra/serialization';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow, type Scope } from '../hydra/scopes';
import { Params, parseId } from '../hydra/sql';
import { CODES } from '../hydra/validators';
import { LOCALES, t, type Locale } from '../i18n';
import type { StandImportAnalysis } from '../services/standImport/analyse';
import { AnalysisLimitError, createAnalysisPool, DEFAULT_ANALYSIS_LIMITS, type AnalysisPool } from '../services/standImport/analysisPool';
import { analysisProgress, type AnalysisProgress } from '../services/standImport/analysisProgress';
import { applyPlan, loadShowStands } from '../services/standImport/apply';
import { notifyChangedStands } from '../services/standImport/notify';
import type { Mailer } from '../services/mail/mailer';
import { originResolver } from '../hydra/docs';
import { contentDisposition, receiveUpload } from '../services/uploads';

const FILES_IRI = `${API_PREFIX}/stand_import_files`;
const SHOWS_IRI = `${API_PREFIX}/shows`;

/** A user's own uploads. */
const ownFiles: Scope = (user, params) => `t.created_by_id = ${params.add(user.id)}`;

export const standImportFiles = defineResource({
  path: 'stand_import_files',
  type: 'StandImportFile',
  table: 'stand_import_files',
  description: 'A CSV of stands uploaded to be imported (multipart, field file; text, 10 MB at most). Seen only by its uploader.',
  fields: {
    fileName: { read: { sql: '(SELECT m.media_file_name FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    size: { description: 'In bytes.', read: { sql: '(SELECT m.size FROM media m WHERE m.id = t.media_id)', type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  operations: { read: 'stand.import', create: 'stand.import', custom: ['create'] },
  scope: ownFiles,
});

export const standImports = defineResource({
  path: 'stand_imports',
  type: 'StandImport',
  table: 'stand_imports',
  description:
    'The analysis of a stand import file for a show (POST), then its application (PATCH status 2). ' +
    'Rows match the show\'s stands by hall + aisle + number; stands the file does not name are kept.',
  fields: {
    status: { description: '1 analysed, 2 applied.', read: { sql: 't.status', type: 'integer' } },
    show: { read: { sql: 't.show_id', type: 'iri', iri: SHOWS_IRI, range: '#Show' } },
    standImportFile: { read: { sql: 't.stand_import_file_id', type: 'iri', iri: FILES_IRI, range: '#StandImportFile' } },
    notifyUsers: { description: 'Chosen when applied.', read: { sql: 't.notify_users', type: 'boolean', nullable: true } },
    stats: {
      description: '{stands: {total, new, changed, unchanged, problems, notified?}}: of the analysis, then of the apply (notified: people told).',
      read: { sql: 't.stats', type: 'object' },
    },
    violations: {
      description: 'The file\'s problems [{row, column, code, message}] (row: line of the file, the header is 1; null: the whole file), at most 200.',
      read: { sql: 't.violations', type: 'array' },
    },
    encoding: { description: 'utf-8 or windows-1252, as read.', read: { sql: 't.encoding', type: 'string', nullable: true } },
    delimiter: { description: '; or , as read.', read: { sql: 't.delimiter', type: 'string', nullable: true } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    appliedAt: { read: { sql: 't.applied_at', type: 'datetime', nullable: true } },
  },
  operations: { read: 'stand.import', create: 'stand.import', update: 'stand.import', custom: ['create', 'update'] },
  scope: viaShow('t.show_id'),
});

/** An IRI (or bare id) of `collection` → the id, or null. */
function idFromIri(value: unknown, collection: string): number | null {
  // Past PostgreSQL's integer (a 400 from the database otherwise): no such row, as a bad IRI.
  if (typeof value === 'number') return Number.isSafeInteger(value) ? parseId(String(value)) : null;
  if (typeof value !== 'string') return null;
  return parseId(value.startsWith(`${collection}/`) ? value.slice(collection.length + 1) : value);
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'api.error.badBody');
  return body as Record<string, unknown>;
}

/** Whether a row of `resource` with this id is within the caller's scope of it. */
async function inScope(pool: Pool, table: string, scope: Scope, user: AuthUser, id: number): Promise<boolean> {
  const params = new Params();
  const condition = scope(user, params);
  const { rowCount } = await pool.query(
    `SELECT 1 FROM ${table} t WHERE t.id = ${params.add(id)}${condition ? ` AND (${condition})` : ''}`,
    params.values,
  );
  return (rowCount ?? 0) > 0;
}

const showScope = viaShow('t.id', { enabledColumn: 'true' });

/** The stored bytes of an import file. */
async function readImportFile(db: Pool | PoolClient, filesDir: string, fileId: number): Promise<Buffer> {
  const { rows } = await db.query(
    'SELECT m.storage_name FROM stand_import_files f JOIN media m ON m.id = f.media_id WHERE f.id = $1',
    [fileId],
  );
  if (!rows.length || !/^[\w.-]+$/.test(rows[0].storage_name)) throw notFound();
  return fs.promises.readFile(path.join(filesDir, rows[0].storage_name));
}

/** The analysis as stored: problems translated in the caller's language. */
function storedAnalysis(analysis: StandImportAnalysis, locale: Locale) {
  return {
    stats: { stands: analysis.stats },
    violations: analysis.problems.map((p) => ({ row: p.row, column: p.column, code: p.code, message: t(locale, p.key, p.params) })),
  };
}

interface ImportDeps {
  pool: Pool;
  filesDir: string;
  mailer?: Mailer;
  origin: () => string;
  analyses: AnalysisPool;
  progress: AnalysisProgress;
}

/** A limit of the analysis passed: a 422 on the file, saying which and what to do. */
function limitViolation(err: AnalysisLimitError, locale: Locale): ValidationError {
  const format = new Intl.NumberFormat(locale);
  return new ValidationError([
    err.limit === 'rows'
      ? { propertyPath: 'standImportFile', key: 'api.standImport.tooManyRows', code: 'standImport.tooManyRows', params: { limit: format.format(err.value) } }
      : { propertyPath: 'standImportFile', key: 'api.standImport.tooLongToAnalyse', code: 'standImport.timeLimit', params: { seconds: format.format(Math.ceil(err.value / 1000)) } },
  ]);
}

/** The file analysed against the show's stands, in a worker thread; its progress recorded for the uploader. */
async function analyse(deps: ImportDeps, db: Pool | PoolClient, fileId: number, showId: number, locale: Locale): Promise<StandImportAnalysis> {
  const bytes = await readImportFile(db, deps.filesDir, fileId);
  const stands = await loadShowStands(db, showId);
  const onProgress = deps.progress.start(fileId);
  try {
    return await deps.analyses.analyse({ bytes, stands, locale, onProgress });
  } catch (err) {
    if (err instanceof AnalysisLimitError) throw limitViolation(err, locale);
    throw err;
  } finally {
    deps.progress.end(fileId);
  }
}

async function createImport(deps: ImportDeps, user: AuthUser, body: Record<string, unknown>, locale: Locale): Promise<number> {
  const { pool } = deps;
  const violations: ViolationSpec[] = [];
  const fileId = idFromIri(body.standImportFile, FILES_IRI);
  const showId = idFromIri(body.show, SHOWS_IRI);
  if (body.standImportFile === undefined || body.standImportFile === null || body.standImportFile === '') {
    violations.push({ propertyPath: 'standImportFile', key: 'api.standImport.fileMissing', code: CODES.notBlank });
  } else if (fileId === null || !(await inScope(pool, 'stand_import_files', ownFiles, user, fileId))) {
    violations.push({ propertyPath: 'standImportFile', key: 'api.standImport.fileNotFound', code: CODES.itemNotFound });
  }
  if (body.show === undefined || body.show === null || body.show === '') {
    violations.push({ propertyPath: 'show', key: 'api.standImport.showMissing', code: CODES.notBlank });
  } else if (showId === null || !(await inScope(pool, 'shows', showScope, user, showId))) {
    violations.push({ propertyPath: 'show', key: 'api.standImport.showNotFound', code: CODES.itemNotFound });
  }
  if (violations.length) throw new ValidationError(violations);
  // No connection held while the worker reads the file: one statement writes the analysis.
  const analysis = await analyse(deps, pool, fileId!, showId!, locale);
  const stored = storedAnalysis(analysis, locale);
  const { rows } = await pool.query(
    `INSERT INTO stand_imports (show_id, stand_import_file_id, stats, violations, encoding, delimiter, created_by_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [showId, fileId, JSON.stringify(stored.stats), JSON.stringify(stored.violations), analysis.encoding, analysis.delimiter, user.id],
  );
  return rows[0].id as number;
}

async function applyImport(deps: ImportDeps, user: AuthUser, id: number, body: Record<string, unknown>, locale: Locale): Promise<void> {
  const { pool } = deps;
  const violations: ViolationSpec[] = [];
  if (body.status !== STAND_IMPORT_STATUS.applied) {
    violations.push({ propertyPath: 'status', key: 'api.violation.equalTo', code: CODES.equalTo, params: { value: STAND_IMPORT_STATUS.applied } });
  }
  if (body.notifyUsers !== undefined && typeof body.notifyUsers !== 'boolean') {
    violations.push({ propertyPath: 'notifyUsers', key: 'api.violation.type', code: CODES.type, params: { type: 'bool' } });
  }
  if (violations.length) throw new ValidationError(violations);
  const notifyUsers = body.notifyUsers !== false;
  const applied = await withTransaction(
    pool,
    async (db) => {
      const { rows } = await db.query('SELECT show_id, stand_import_file_id, status FROM stand_imports WHERE id = $1 FOR UPDATE', [id]);
      const row = rows[0];
      if (!row) throw notFound();
      if (row.status === STAND_IMPORT_STATUS.applied) throw new ApiError(400, 'api.standImport.alreadyApplied');
      // One import into a show at a time: the second analyses the stands the first wrote.
      await db.query('SELECT 1 FROM shows WHERE id = $1 FOR UPDATE', [row.show_id]);
      const analysis = await analyse(deps, db, row.stand_import_file_id, row.show_id, locale);
      if (analysis.stats.problems > 0) {
        throw new ApiError(400, 'api.standImport.notApplicable', { count: analysis.stats.problems });
      }
      const written = await applyPlan(db, row.show_id, analysis.planned);
      const stats = { ...analysis.stats, new: written.created, changed: written.updated };
      await db.query(
        `UPDATE stand_imports SET status = $2, notify_users = $3, stats = $4, applied_at = now() WHERE id = $1`,
        [id, STAND_IMPORT_STATUS.applied, notifyUsers, JSON.stringify({ stands: stats })],
      );
      return { showId: row.show_id as number, changedIds: analysis.planned.filter((p) => p.kind === 'changed').map((p) => p.id!) };
    },
    { actorId: user.id },
  );
  if (notifyUsers && deps.mailer) {
    const notified = await notifyChangedStands(
      { pool, mailer: deps.mailer, origin: deps.origin },
      { showId: applied.showId, standIds: applied.changedIds, requestLocale: locale },
    );
    await pool.query(`UPDATE stand_imports SET stats = jsonb_set(stats, '{stands,notified}', to_jsonb($2::int)) WHERE id = $1`, [id, notified]);
  }
}

/** The template: the expected header, `;` and a BOM in French (Excel), `,` in English. */
export function templateCsv(locale: Locale): string {
  const headers = STAND_IMPORT_COLUMNS.map((c) => STAND_IMPORT_HEADERS[locale][c]);
  return locale === 'fr' ? `\ufeff${headers.join(';')}\r\n` : `${headers.join(',')}\r\n`;
}

function registerRoutes(api: FastifyInstance, deps: ImportDeps): void {
  const { pool, filesDir } = deps;
  api.addHook('onClose', () => deps.analyses.close());
  api.post(`/${standImportFiles.path}`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standImportFiles.operations.create);
    const stored = await receiveUpload(request, 'standImport', { pool, filesDir, uploaderId: user.id }, async (db, upload) => {
      const { rows } = await db.query('INSERT INTO stand_import_files (media_id, created_by_id) VALUES ($1, $2) RETURNING id', [upload.mediaId, user.id]);
      return rows[0].id as number;
    });
    // Its analysis comes next: a worker starts meanwhile.
    deps.analyses.warm();
    return reply.code(201).type(JSONLD).send(await loadItem(pool, standImportFiles, user, stored.linked));
  });

  // The share done of the caller's file's analysis while one runs (the wizard polls it).
  api.get(`/${standImportFiles.path}/:id/progress`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standImportFiles.operations.read);
    const id = idParam(request);
    if (!(await inScope(pool, 'stand_import_files', ownFiles, user, id))) throw notFound();
    const share = deps.progress.of(id);
    return reply.header('Cache-Control', 'private, no-store').send({ analysing: share !== null, progress: share });
  });

  api.get(`/${standImports.path}/template`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standImports.operations.create);
    const raw = (request.query as Record<string, unknown>).locale;
    if (raw !== undefined && !(LOCALES as readonly unknown[]).includes(raw)) {
      throw new ApiError(400, 'api.filter.invalidChoice', { param: 'locale', choices: LOCALES.join(', '), value: String(raw) });
    }
    const locale = (raw as Locale | undefined) ?? request.locale;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(t(locale, 'api.standImport.templateName')))
      .header('Cache-Control', 'private, no-store')
      .send(templateCsv(locale));
  });

  api.post(`/${standImports.path}`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standImports.operations.create);
    const id = await createImport(deps, user, bodyOf(request), request.locale);
    return reply.code(201).type(JSONLD).send(await loadItem(pool, standImports, user, id));
  });

  api.patch(`/${standImports.path}/:id`, async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    assertAccess(user, standImports.operations.update);
    // Outside the caller's shows: 404.
    await loadItem(pool, standImports, user, id);
    await applyImport(deps, user, id, bodyOf(request), request.locale);
    return reply.type(JSONLD).send(await loadItem(pool, standImports, user, id));
  });
}

export default defineResourceModule({
  resources: [standImportFiles, standImports],
  routes: (api, { pool, config, mailer }) =>
    registerRoutes(api, {
      pool,
      filesDir: config.filesDir,
      mailer,
      origin: originResolver(config.publicUrl),
      analyses: createAnalysisPool({ ...DEFAULT_ANALYSIS_LIMITS, ...config.standImportLimits }),
      progress: analysisProgress(),
    }),
});
