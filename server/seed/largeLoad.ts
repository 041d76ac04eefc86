import { hashPassword } from '../auth/passwords';
import type { Pool, PoolClient } from '../db/pool';
import { copyTable } from './copy';
import { DEMO_PASSWORD } from './demo';
import { generateLargeDataSet, LARGE_ADMIN, LARGE_ORGANIZER, LARGE_STANDIST, type LargeSizes } from './largeData';

/** Every table the large seed fills (and empties first). */
const DATA_TABLES = [
  'media', 'users', 'shows', 'user_shows', 'stands', 'user_stand_roles', 'layout_types', 'stand_layouts', 'stand_security_instructions',
  'refresh_tokens', 'login_failures', 'messages', 'message_media', 'stand_messages', 'reports', 'report_media', 'demands',
];
/** Tables whose ids the seed writes itself: their identity sequences are moved past them. */
const EXPLICIT_ID_TABLES = ['users', 'shows', 'stands', 'layout_types', 'messages', 'stand_messages', 'reports', 'media', 'message_media', 'demands'];
/** The stands and what their insert triggers write (migration 020): indexed after the insert. */
const STAND_WRITTEN_TABLES = ['stands', 'stand_search'];
/**
 * Tables whose triggers update stands row by row: off during the load. Stands' own trigger
 * stays on: stands are inserted last, after their people, so it computes their search
 * and people text as for any insert.
 */
const TRIGGER_TABLES = ['users', 'user_stand_roles', 'layout_types', 'stand_layouts', 'stand_security_instructions'];
/**
 * The stand timeline's triggers (migration 009) on the tables COPYed with their triggers on: off
 * during the load (a PL/pgSQL call and an INSERT per row); TIMELINE_OF_THE_HISTORY writes the
 * same events afterwards in one statement.
 */
const TIMELINE_TRIGGERS: ReadonlyArray<[table: string, trigger: string]> = [
  ['stand_messages', 'stand_events_message'],
  ['reports', 'stand_events_report_insert'],
  // Plan revisions (migration 039) point at stands, which are inserted last: numbered after the load.
  ['stand_messages', 'plan_revisions_messages'],
];

/**
 * The plan revisions of the loaded messages, as migration 039's trigger would have written them:
 * each submission a revision, numbered per stand, decided by the stand's next status message when
 * that is a validation or a refusal. One statement (window functions), not a lookup per revision.
 */
const NUMBER_PLAN_REVISIONS = `
  WITH steps AS (
    SELECT id, stand_id, new_stand_status, created_at,
           lead(id) OVER w AS next_id, lead(new_stand_status) OVER w AS next_status, lead(created_at) OVER w AS next_at
      FROM stand_messages WHERE new_stand_status IS NOT NULL
    WINDOW w AS (PARTITION BY stand_id ORDER BY id))
  INSERT INTO plan_revisions (stand_id, number, submission_message_id, decision_message_id, decision, decided_at, created_at)
  SELECT stand_id, row_number() OVER (PARTITION BY stand_id ORDER BY id), id,
         CASE WHEN decided THEN next_id END,
         CASE WHEN decided THEN CASE next_status WHEN 'pendingPlansConfirmation' THEN 'validated' ELSE 'refused' END END,
         CASE WHEN decided THEN next_at END,
         created_at
    FROM (SELECT *, next_status IN ('pendingPlansConfirmation', 'waitingForPlans') AS decided FROM steps) s
   WHERE new_stand_status = 'pendingPlansVerification'`;

/**
 * The timeline events the loaded messages and findings would have written through migration
 * 009's triggers (a message, a finding opened, a finding closed), by their authors at their
 * dates: the stand dashboard's timeline reads a table of the data set's size, as in production.
 */
const TIMELINE_OF_THE_HISTORY = `
  INSERT INTO stand_events (stand_id, kind, actor_id, at, details)
  SELECT stand_id, kind, actor_id, at, details FROM (
    SELECT sm.stand_id, 'message' AS kind, m.created_by_id AS actor_id, sm.created_at AS at,
           jsonb_build_object('messageId', sm.id, 'newStandStatus', sm.new_stand_status) AS details
      FROM stand_messages sm JOIN messages m ON m.id = sm.message_id
    UNION ALL
    SELECT r.stand_id, 'reportOpened', r.created_by_id, r.created_at, jsonb_build_object('reportId', r.id, 'name', r.name)
      FROM reports r
    UNION ALL
    SELECT r.stand_id, 'reportClosed', NULL, r.closed_at, jsonb_build_object('reportId', r.id, 'name', r.name)
      FROM reports r WHERE r.status = 'closed' AND r.closed_at IS NOT NULL
  ) history ORDER BY at`;

export interface SeedLargeOptions extends LargeSizes {
  /** Empty a database that already holds data (otherwise refused). */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface SeedLargeSummary {
  rows: Record<string, number>;
  largestShow: { id: number; name: string; size: number };
  /** The bench's stand dashboard (issue 9). */
  dashboardStand: { id: number; messages: number; reports: number; attachments: number } | null;
  logins: { admin: string; organizer: string; standist: string; password: string; standistStands: number };
  seconds: number;
}

const fmt = (n: number) => n.toLocaleString('en-US');

interface IndexDef {
  name: string;
  table: string;
  def: string;
}

/** Secondary indexes (not those behind a primary key or unique constraint): dropped for the load, rebuilt after. */
async function secondaryIndexes(client: PoolClient, tables: string[]): Promise<IndexDef[]> {
  const { rows } = await client.query(
    `SELECT ic.relname AS name, c.relname AS table, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname, ic.relname`,
    [tables],
  );
  return rows;
}

interface ForeignKeyDef {
  name: string;
  table: string;
  def: string;
}

/** Foreign keys of the loaded tables: checked row by row during COPY, in one join each when added back. */
async function foreignKeys(client: PoolClient, tables: string[]): Promise<ForeignKeyDef[]> {
  const { rows } = await client.query(
    `SELECT k.conname AS name, c.relname AS table, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1)
      ORDER BY c.relname, k.conname`,
    [tables],
  );
  return rows;
}

/**
 * Fills the database with the large data set in one transaction: empties the data tables,
 * drops their secondary indexes, foreign keys and maintenance triggers, COPYs every table (FREEZE;
 * stands into a staging table), inserts the stands last so the schema's own trigger and
 * functions compute their search text, people text, layout sort key and safety record link,
 * rebuilds the indexes, adds the foreign keys back (which checks every row), then VACUUM.
 * A failure rolls it all back.
 */
export async function seedLarge(pool: Pool, options: SeedLargeOptions): Promise<SeedLargeSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const { rows: existing } = await pool.query('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (existing[0].any && !options.reset) {
    throw new Error('The database already holds data: pass --reset to empty it and load the large data set.');
  }
  const { rows: roleRows } = await pool.query('SELECT id, reference FROM roles');
  const roleIds = new Map<string, number>(roleRows.map((r) => [r.reference, r.id]));
  // One scrypt hash for every account: hashing 20 000 passwords would take minutes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const data = generateLargeDataSet(options, { passwordHash, roleIds });
  log(`generated in memory (${elapsed()})`);

  const rows: Record<string, number> = {};
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    // The timeline, the search entries and the external identifiers have no foreign key to their
    // stands (migrations 020, 045): emptied by name.
    await client.query(`TRUNCATE ${[...DATA_TABLES, 'stand_events', 'stand_search', 'external_stand_identifiers'].join(', ')} RESTART IDENTITY CASCADE`);
    const indexes = await secondaryIndexes(client, [...data.tables.map((t) => t.table), ...STAND_WRITTEN_TABLES]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    const keys = await foreignKeys(client, data.tables.map((t) => t.table));
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const table of TRIGGER_TABLES) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    for (const [table, trigger] of TIMELINE_TRIGGERS) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);

    await client.query(
      'INSERT INTO layout_types (id, label, color) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
      [data.layoutTypes.map((_, i) => i + 1), data.layoutTypes.map(([label]) => label), data.layoutTypes.map(([, color]) => color)],
    );
    // Stands go through a staging table: inserted into stands once everything they point at is there.
    await client.query('CREATE TEMP TABLE stands_load ON COMMIT DROP AS SELECT * FROM stands WITH NO DATA');
    for (const table of data.tables) {
      const t0 = Date.now();
      const target = table.table === 'stands' ? 'stands_load' : table.table;
      await copyTable(client, { ...table, table: target }, {
        freeze: true,
        progress: (done) => log(`  ${table.table}: ${fmt(done)}${table.count > 0 ? ` / ${fmt(table.count)}` : ''} rows sent…`),
      });
      const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM ${target}`);
      rows[table.table] = counted[0].n;
      log(`  ${target.padEnd(28)} ${fmt(counted[0].n).padStart(9)} rows  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    // Stands read their people, layouts and safety record by stand id: those indexes first.
    let t0 = Date.now();
    for (const index of indexes.filter((i) => !STAND_WRITTEN_TABLES.includes(i.table))) await client.query(index.def);
    // Statistics, or the per-stand lookups below are planned as scans of whole tables.
    await client.query(`ANALYZE ${data.tables.map((t) => t.table).filter((t) => t !== 'stands').join(', ')}, layout_types`);
    log(`  indexes of the other tables rebuilt, ANALYZE  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    const standColumns = data.tables.find((t) => t.table === 'stands')!.columns.join(', ');
    // The insert triggers fill the search text (stand_search) and the people text; the layout sort key and the
    // safety record link come from the schema's function and the loaded records.
    await client.query(`
      INSERT INTO stands (${standColumns}, layouts_sort, stand_security_instruction_id)
      SELECT ${standColumns}, stand_layouts_sort(s.id), (SELECT ssi.id FROM stand_security_instructions ssi WHERE ssi.stand_id = s.id)
      FROM stands_load s ORDER BY s.id`);
    log(`  stands inserted with search text, people text, layout sort key, safety record link  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    const standIndexes = indexes.filter((i) => STAND_WRITTEN_TABLES.includes(i.table));
    for (const index of standIndexes) await client.query(index.def);
    log(`  stands and their search text: ${standIndexes.length} indexes rebuilt  ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    t0 = Date.now();
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.def}`);
    log(`  ${keys.length} foreign keys added back (checked)  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    const revisions = await client.query(NUMBER_PLAN_REVISIONS);
    log(`  plan revisions numbered: ${fmt(revisions.rowCount ?? 0)}  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    const events = await client.query(TIMELINE_OF_THE_HISTORY);
    rows.stand_events = events.rowCount ?? 0;
    log(`  timeline events of the loaded messages and findings: ${fmt(rows.stand_events)}  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const table of TRIGGER_TABLES) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    for (const [table, trigger] of TIMELINE_TRIGGERS) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    for (const table of EXPLICIT_ID_TABLES) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  const t0 = Date.now();
  // Every page all-visible at once, so counts are index-only scans from the start (COPY FREEZE
  // did it for the other tables). A snapshot older than the load's commit (an autovacuum
  // ANALYZE that started during it) keeps VACUUM from marking the stands: then again, shortly.
  for (const table of [...data.tables.map((t) => t.table), 'layout_types', 'stand_search', 'stand_events', 'plan_revisions']) await pool.query(`VACUUM (FREEZE, ANALYZE) ${table}`);
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows: vm } = await pool.query(`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'stands' AND relnamespace = current_schema()::regnamespace`);
    if (vm[0].relallvisible >= vm[0].relpages * 0.9) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await pool.query('VACUUM (FREEZE) stands');
  }
  log(`  VACUUM ANALYZE  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return {
    rows,
    largestShow: data.largestShow,
    dashboardStand: data.dashboardStand,
    logins: { admin: LARGE_ADMIN, organizer: LARGE_ORGANIZER, standist: LARGE_STANDIST, password: DEMO_PASSWORD, standistStands: data.standistStands },
    seconds: (Date.now() - started) / 1000,
  };
}
