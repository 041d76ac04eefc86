/**
 * One writer per table (docs/architecture.md, "Server layers"; issue 19, part 4): the SQL that
 * writes a table (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, COPY … FROM) stands in its owner
 * only, so a table's writes, their rules and their transactions are read in one place. Every
 * other module calls the owner. A declared resource's table is owned by its declaration, written
 * by the generic handlers (server/hydra/statements.ts); a table several modules wrote by hand
 * has a repository (server/repositories/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../support/importGraph';
import { DYNAMIC, tableWrites, withoutComments } from '../support/tableWrites';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'server');
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The owner of each table written by hand (overrides the declaring resource): a file, or a folder ending in `/` whose files are one service. */
const OWNERS: Record<string, string> = {
  stands: 'server/repositories/stands.ts',
  // The stands' search entries: their triggers (migrations 020, 043), and the stands' insert of an import or a sync, which writes them with the stands.
  stand_search: 'server/repositories/stands.ts',
  users: 'server/repositories/users.ts',
  user_stand_roles: 'server/repositories/userStandRoles.ts',
  user_shows: 'server/repositories/userShows.ts',
  external_stand_identifiers: 'server/repositories/externalStandIdentifiers.ts',
  mail_deliveries: 'server/repositories/mailDeliveries.ts',
  media: 'server/repositories/media.ts',
  messages: 'server/repositories/messages.ts',
  refresh_tokens: 'server/auth/refreshTokens.ts',
  login_failures: 'server/auth/loginLimiter.ts',
  login_known_addresses: 'server/auth/loginLimiter.ts',
  password_reset_requests: 'server/services/passwordReset.ts',
  password_reset_tokens: 'server/services/passwordReset.ts',
  removed_files: 'server/services/removedFiles.ts',
  schema_migrations: 'server/db/migrate.ts',
  // Reference rows mirrored from src/domain at start (the resources that declare them are read-only).
  roles: 'server/db/referenceData.ts',
  sources: 'server/repositories/sources.ts',
  stand_document_statuses: 'server/db/referenceData.ts',
  // The shows resource's processors (its create and update span the show, its sources and its organizer's link).
  shows: 'server/services/showWrites.ts',
  show_source_query_parameters: 'server/services/showWrites.ts',
  // The notification service: send.ts records a send and its recipients, dispatch.ts their progress and deliveries.
  notification_sends: 'server/services/notifications/',
  notification_recipients: 'server/services/notifications/',
  // The stand import's processors: the uploaded file's row, the analysis and its apply.
  stand_imports: 'server/services/standImport/imports.ts',
  stand_import_files: 'server/services/standImport/imports.ts',
  // The requests' writes (issue 21): the request, its logistics item and the item's files.
  demands: 'server/services/demandWrites.ts',
  demand_logistics: 'server/services/demandWrites.ts',
  demand_logistic_media: 'server/services/demandWrites.ts',
  // The safety notice's writes (issue 22): its form's rules and its one record per stand.
  stand_security_instructions: 'server/services/standSafetyWrites.ts',
  stand_document_media: 'server/services/standDocuments.ts',
  // Every thread's attachments: uploaded unlinked (messages.ts), linked by a post or an edit (attachments.ts).
  message_media: 'server/threads/',
  // The gateway's sync (issue 24): its reports (started, progressed, finished) and the stands' external identifiers.
  show_sync_reports: 'server/services/gateway/syncReports.ts',
  // The daily plan reminders (issue 25): the sends that keep each reminder to once a day.
  plan_reminder_sends: 'server/services/planReminders.ts',
};

/**
 * Writers of tables named by an interpolation, and the tables they may so write: the generic
 * handlers (any declared resource's table) and the workflow's step (the tables of
 * server/services/workflow/stores.ts, moved and threaded in one set-based statement).
 */
const GENERIC_WRITERS: Record<string, { reason: string; alsoOwns?: string[] }> = {
  'server/hydra/statements.ts': { reason: 'the generic POST / PUT / PATCH / DELETE of the declared resources' },
  'server/services/workflow/applyTransition.ts': {
    reason: "a status step: the store's status and thread rows, and the step's message, in one statement (server/services/workflow/stores.ts)",
    alsoOwns: ['messages'],
  },
  'server/threads/defineThread.ts': {
    reason: "a thread's plain post: its owner's unseen / treated effects and its thread row (stand_messages…), the tables of each thread declaration",
  },
};

/** Places whose writes are not the application's. */
const EXEMPT: Record<string, string> = {
  'server/seed/': 'the demo and load data, written once into an empty database before any caller (bulk, no actor, no rules to keep)',
  'server/db/migrations/': 'the schema and its data migrations (SQL files, applied once in order)',
  'server/tools/': 'developer tools (explainStands.ts fills a throwaway database to read query plans), never run by the app',
};

const within = (file: string, place: string) => (place.endsWith('/') ? file.startsWith(place) : file === place);

/** The declared resources' tables → the files that declare them (`table: '…'` in server/resources/). */
function declaredTables(files: { file: string; text: string }[]): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  for (const { file, text } of files) {
    if (!file.startsWith('server/resources/')) continue;
    for (const match of withoutComments(text).matchAll(/\btable:\s*'([a-z_][a-z0-9_]*)'/g)) {
      declared.set(match[1], [...new Set([...(declared.get(match[1]) ?? []), file])]);
    }
  }
  return declared;
}

/** Every write outside its owner, as "file:line STATEMENT table (owner)". */
function strayWrites(files: { file: string; text: string }[]): string[] {
  const declared = declaredTables(files);
  const stray: string[] = [];
  for (const { file, text } of files) {
    if (Object.keys(EXEMPT).some((place) => within(file, place))) continue;
    for (const write of tableWrites(text)) {
      const at = `${file}:${write.line} ${write.statement} ${write.table}`;
      const generic = GENERIC_WRITERS[file];
      if (write.table === DYNAMIC) {
        if (!generic) stray.push(`${at} (a table named by an interpolation: only ${Object.keys(GENERIC_WRITERS).join(', ')})`);
        continue;
      }
      if (generic?.alsoOwns?.includes(write.table)) continue;
      const owners = OWNERS[write.table] ? [OWNERS[write.table]] : (declared.get(write.table) ?? []);
      if (!owners.length) stray.push(`${at} (no owner: name one in OWNERS)`);
      else if (!owners.some((owner) => within(file, owner))) stray.push(`${at} (owner: ${owners.join(', ')})`);
    }
  }
  return stray;
}

const serverFiles = () => sourceFiles(SERVER, /\.ts$/).map((file) => ({ file: rel(file), text: fs.readFileSync(file, 'utf8') }));

describe('one writer per table', () => {
  it('finds the writes of a source file: every statement, template and quoted, comments and clauses left out', () => {
    const source = [
      '/** UPDATE stands in a comment is no write */',
      "await db.query('INSERT INTO users (email) VALUES ($1)', [email]);",
      'await db.query(`UPDATE',
      '   stands s SET treated = true FROM (${subjects}) b WHERE s.id = b.id`);',
      "await db.query('DELETE FROM ONLY public.media WHERE id = $1 FOR UPDATE');",
      "await db.query('TRUNCATE TABLE a, b; COPY c (x, y) FROM STDIN');",
      "await db.query('INSERT INTO t (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1');",
      "await db.query('SELECT 1 FROM stands FOR UPDATE SKIP LOCKED'); // UPDATE users",
      'await db.query(`UPDATE ${resource.table} SET x = 1`);',
    ].join('\n');
    expect(tableWrites(source).map((w) => `${w.line} ${w.statement} ${w.table}`)).toEqual([
      '2 INSERT users',
      '3 UPDATE stands',
      '5 DELETE media',
      '6 TRUNCATE a',
      '6 TRUNCATE b',
      '6 COPY c',
      '7 INSERT t',
      `9 UPDATE ${DYNAMIC}`,
    ]);
  });

  it('fails on a write outside its owner, an unowned table and an interpolated table outside the generic writers', () => {
    const files = [
      ...serverFiles(),
      { file: 'server/services/stray.ts', text: "export const mark = (db) => db.query(`UPDATE stands SET treated = true WHERE id = $1`, [1]);" },
      { file: 'server/resources/strayResource.ts', text: "db.query('DELETE FROM mail_deliveries WHERE id = $1'); db.query('INSERT INTO nobody_owns (x) VALUES (1)');" },
      { file: 'server/services/dynamic.ts', text: 'db.query(`DELETE FROM ${table} WHERE id = $1`);' },
    ];
    expect(strayWrites(files)).toEqual([
      'server/services/stray.ts:1 UPDATE stands (owner: server/repositories/stands.ts)',
      'server/resources/strayResource.ts:1 INSERT nobody_owns (no owner: name one in OWNERS)',
      'server/resources/strayResource.ts:1 DELETE mail_deliveries (owner: server/repositories/mailDeliveries.ts)',
      `server/services/dynamic.ts:1 DELETE ${DYNAMIC} (a table named by an interpolation: only ${Object.keys(GENERIC_WRITERS).join(', ')})`,
    ]);
  });

  it('owns a declared table by its declaration, a seed write is exempt', () => {
    const files = [
      { file: 'server/resources/things.ts', text: "defineResource({ table: 'things' }); db.query('UPDATE things SET x = 1');" },
      { file: 'server/services/thingWrites.ts', text: "db.query('UPDATE things SET x = 1');" },
      { file: 'server/seed/demoThings.ts', text: "db.query('INSERT INTO things (x) VALUES (1)');" },
    ];
    expect(strayWrites(files)).toEqual(['server/services/thingWrites.ts:1 UPDATE things (owner: server/resources/things.ts)']);
  });

  it('finds no write outside its owner in server/', () => {
    expect(strayWrites(serverFiles())).toEqual([]);
  });
});
