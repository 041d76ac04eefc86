/**
 * The writes of the stand import (server/resources/standImports.ts declares its resources), as
 * their processors: the file's upload (its analysis's worker warmed meanwhile), the analysis
 * (`POST /backend/stand_imports`) and the apply (`PATCH`, analysed again inside the transaction
 * that writes, under the show's lock). The analysis runs in the app's worker pool
 * (server/services/standImport/analysisPool.ts) with its progress recorded for the uploader.
 */
import { STAND_IMPORT_STATUS } from '@/domain/standImport';
import type { AuthUser } from '../../auth/user';
import { withTransaction, type Pool, type PoolClient } from '../../db/pool';
import { originResolver } from '../../hydra/docs';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../../hydra/errors';
import { API_PREFIX } from '../../hydra/resource';
import { viaShow, type Scope } from '../../hydra/scopes';
import { idFromIri, Params } from '../../hydra/sql';
import { CODES } from '../../hydra/validators';
import { t, type Locale } from '../../i18n';
import type { Processor, ServiceDeps } from '../deps';
import type { Mailer } from '../mail/mailer';
import { storageOf, type FileStorage } from '../storage';
import { uploadProcessor } from '../uploads';
import type { StandImportAnalysis } from './analyse';
import { AnalysisLimitError, type AnalysisPool } from './analysisPool';
import type { AnalysisProgress } from './analysisProgress';
import { applyPlan, loadShowStands } from './apply';
import { notifyChangedStands } from './notify';

export const FILES_IRI = `${API_PREFIX}/stand_import_files`;
export const SHOWS_IRI = `${API_PREFIX}/shows`;

/** A user's own uploads. */
export const ownFiles: Scope = (user, params) => `t.created_by_id = ${params.add(user.id)}`;

/**
 * Whether a row of `table` with this id is within `scope` for the caller (the file: its uploader's;
 * the show: any the caller sees, enabled or not — not the shows resource's own scope).
 */
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
async function readImportFile(db: Pool | PoolClient, storage: FileStorage, fileId: number): Promise<Buffer> {
  const { rows } = await db.query(
    'SELECT m.storage_name FROM stand_import_files f JOIN media m ON m.id = f.media_id WHERE f.id = $1',
    [fileId],
  );
  const bytes = rows.length ? await storage.read(rows[0].storage_name) : null;
  if (!bytes) throw notFound();
  return bytes;
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
  storage: FileStorage;
  mailer?: Mailer;
  origin: () => string;
  analyses: AnalysisPool;
  progress: AnalysisProgress;
}

/** What the import reads of the services (the analysis pool and progress are the app's: server/services/appServices.ts). */
function importDeps(deps: ServiceDeps): ImportDeps {
  if (!deps.standImportAnalysis) throw new Error('the stand import needs the analysis service (buildApp gives it)');
  return {
    pool: deps.pool,
    storage: storageOf(deps.config),
    mailer: deps.mailer,
    origin: originResolver(deps.config.publicUrl),
    ...deps.standImportAnalysis,
  };
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
  const bytes = await readImportFile(db, deps.storage, fileId);
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


const upload = uploadProcessor('standImport', async (db, stored, user) => {
  const { rows } = await db.query('INSERT INTO stand_import_files (media_id, created_by_id) VALUES ($1, $2) RETURNING id', [stored.mediaId, user.id]);
  return rows[0].id as number;
});

/** POST /backend/stand_import_files: the upload; its analysis comes next, so a worker starts meanwhile. */
export const importFileUpload: Processor = {
  ...upload,
  async run(ctx) {
    const result = await upload.run(ctx);
    ctx.deps.standImportAnalysis?.analyses.warm();
    return result;
  },
};

/** POST (analyse) and PATCH (apply) /backend/stand_imports. */
export const importProcessors: { create: Processor; update: Processor } = {
  create: {
    run: async ({ deps, user, body, request }) => ({ item: await createImport(importDeps(deps), user, body, request.locale) }),
  },
  update: {
    async run({ deps, user, body, id, request }) {
      await applyImport(importDeps(deps), user, id!, body, request.locale);
      return { item: id! };
    },
  },
};
