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
import type { FastifyInstance } from 'fastify';
import { STAND_IMPORT_COLUMNS, STAND_IMPORT_HEADERS } from '@/domain/standImport';
import type { AppDeps } from '../appDeps';
import { assertAccess, idParam, requireUser } from '../hydra/access';
import { ApiError, notFound } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';
import { existsInScope } from '../hydra/statements';
import { viaShow } from '../hydra/scopes';
import { LOCALES, t, type Locale } from '../i18n';
import { FILES_IRI, importFileUpload, importProcessors, ownFiles, SHOWS_IRI } from '../services/standImport/imports';
import { contentDisposition } from '../services/uploads';

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
  operations: { read: 'stand.import', create: 'stand.import' },
  processors: { create: importFileUpload },
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
  operations: { read: 'stand.import', create: 'stand.import', update: 'stand.import' },
  processors: importProcessors,
  scope: viaShow('t.show_id'),
});

/** The template: the expected header, `;` and a BOM in French (Excel), `,` in English. */
export function templateCsv(locale: Locale): string {
  const headers = STAND_IMPORT_COLUMNS.map((c) => STAND_IMPORT_HEADERS[locale][c]);
  return locale === 'fr' ? `\ufeff${headers.join(';')}\r\n` : `${headers.join(',')}\r\n`;
}

function registerRoutes(api: FastifyInstance, { pool, standImportAnalysis }: AppDeps): void {
  // The share done of the caller's file's analysis while one runs (the wizard polls it).
  api.get(`/${standImportFiles.path}/:id/progress`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standImportFiles.operations.read);
    const id = idParam(request);
    if (!(await existsInScope(pool, standImportFiles, user, id))) throw notFound();
    const share = standImportAnalysis?.progress.of(id) ?? null;
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
}

export default defineResourceModule({ resources: [standImportFiles, standImports], routes: registerRoutes });
