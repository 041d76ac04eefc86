/**
 * npm exec tsx bench/syncProfile.ts -- --data-dir ./data-large-gw [--keep]
 * Times each statement of a gateway sync of the bench's 20,000 exhibitors (bench/gateway.ts),
 * straight through planFor/applySyncPlan in one transaction, rolled back (unless --keep), so the
 * slow statements show without FTP, the job queue or the HTTP polling. Runs on its own server
 * start (embedded PostgreSQL of the data dir): not at the same time as a bench on that dir.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { PoolClient } from 'pg';
import { withActor } from '@server/db/pool';
import { readExhibitorFile } from '@server/services/gateway/exhibitorFile';
import { applySyncPlan, planFor } from '@server/services/gateway/syncApply';
import { stampShowSynced } from '@server/services/showWrites';
import { startServer } from '@server/start';
import { benchExhibitors, compactWrittenTables } from './gateway';

const dataDir = process.argv[process.argv.indexOf('--data-dir') + 1] ?? './data-large';
const keep = process.argv.includes('--keep');
/** --explain: the sync's big inserts run under EXPLAIN ANALYZE (their triggers timed apart). */
const explain = process.argv.includes('--explain');
/** --before 'SQL; SQL': run in the transaction before the plan (e.g. a DROP INDEX, rolled back with the rest), to weigh a part. */
const before = process.argv.includes('--before') ? process.argv[process.argv.indexOf('--before') + 1].split(/;\s*/).filter(Boolean) : [];
/** --before-file path: the same, statements separated by lines of `;;` (a function body's own semicolons kept). */
if (process.argv.includes('--before-file')) {
  before.push(...fs.readFileSync(process.argv[process.argv.indexOf('--before-file') + 1], 'utf8').split(/\n;;\s*\n/).map((sql) => sql.trim()).filter(Boolean));
}

/** CPU seconds used by a process so far (utime + stime of /proc/{pid}/stat): the machine's load does not inflate it. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function timedClient(db: PoolClient, log: Array<[string, number]>, backendPid: number): PoolClient {
  const query = db.query.bind(db) as (...args: unknown[]) => Promise<unknown>;
  (db as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const t = performance.now();
    const cpu0 = cpuMs(backendPid);
    const node0 = process.cpuUsage();
    const sql = typeof args[0] === 'string' ? args[0] : '';
    if (explain && /^\s*INSERT INTO (stands|external_stand_identifiers|user_stand_roles) /.test(sql)) {
      // EXPLAIN ANALYZE runs the statement: its effect is the same, its triggers are timed apart.
      const plan = (await query(`EXPLAIN (ANALYZE) ${sql}`, args[1])) as { rows: Array<Record<string, string>> };
      const lines = plan.rows.map((r) => r['QUERY PLAN']).filter((l) => /Trigger|Execution Time|^Insert/.test(l));
      console.log(`  EXPLAIN ${sql.replace(/\s+/g, ' ').slice(0, 40)}\n    ${lines.join('\n    ')}`);
      log.push([sql.replace(/\s+/g, ' ').slice(0, 110), performance.now() - t]);
      return { rows: [], rowCount: 0 };
    }
    try {
      return await query(...args);
    } finally {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
      const node = process.cpuUsage(node0);
      const nodeMs = Math.round((node.user + node.system) / 1000);
      log.push([`cpu ${String(Math.round(cpuMs(backendPid) - cpu0)).padStart(6)} ms  node ${String(nodeMs).padStart(5)} ms  ${text.replace(/\s+/g, ' ').slice(0, 100)}`, performance.now() - t]);
    }
  };
  return db;
}

async function main(): Promise<void> {
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seedDemo: false, logger: false, scheduledSync: false, allowPrivateHosts: true });
  const { pool } = server;
  // What an interrupted bench run left (bench/gateway.ts), timed: removing a synced show and its accounts.
  for (const sql of [
    `DELETE FROM shows WHERE source_id IN (SELECT id FROM sources WHERE reference LIKE 'bench-gateway%')`,
    `DELETE FROM users WHERE email LIKE '%@bench-gateway.test'`,
    `DELETE FROM sources WHERE reference LIKE 'bench-gateway%'`,
  ]) {
    const t0 = performance.now();
    const { rowCount } = await pool.query(sql);
    console.log(`cleanup ${rowCount} rows ${(performance.now() - t0).toFixed(0)} ms: ${sql.slice(0, 40)}`);
  }
  // Dead index entries of earlier rolled-back runs (the same e-mails, tokens) make the unique checks
  // visit them, and the pages of rows deleted or rolled back stay in the indexes: each run starts
  // from vacuumed tables and rebuilt indexes (their search lists merged too), so runs compare.
  const v0 = performance.now();
  await compactWrittenTables(pool);
  console.log(`vacuum and reindex ${(performance.now() - v0).toFixed(0)} ms`);
  try {
    const source = await pool.query<{ id: number }>(
      `INSERT INTO sources (reference, name, protocol, host, port, username, password_encrypted, base_path, entry_point)
       VALUES ('bench-gateway-profile', 'profile', 'ftp', '127.0.0.1', 21, 'x', 'x', 'bench', 'exposants.json') RETURNING id`,
    );
    const sourceId = source.rows[0].id;
    const show = await pool.query<{ id: number }>(`INSERT INTO shows (name, enabled, external_sync, source_id, source_path) VALUES ('profile', true, true, $1, 'X') RETURNING id`, [sourceId]);
    const showId = show.rows[0].id;
    const bytes = Buffer.from(JSON.stringify(benchExhibitors()));
    let t = performance.now();
    const file = readExhibitorFile('exposants.json', bytes);
    console.log(`read file ${(performance.now() - t).toFixed(0)} ms`);
    for (const round of keep ? ['first', 'again'] : ['first']) {
      const log: Array<[string, number]> = [];
      t = performance.now();
      await withActor(pool, null, async (raw) => {
        const backendPid = (await raw.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
        for (const sql of before) await raw.query(sql);
        const wal0 = (await raw.query('SELECT pg_current_wal_insert_lsn() AS lsn')).rows[0].lsn as string;
        const cpuStart = cpuMs(backendPid);
        const db = timedClient(raw, log, backendPid);
        const p0 = performance.now();
        const plan = await planFor(db, showId, sourceId, file);
        console.log(`[${round}] plan ${(performance.now() - p0).toFixed(0)} ms (creates ${plan.creates.length})`);
        const a0 = performance.now();
        await applySyncPlan(db, showId, sourceId, plan);
        await stampShowSynced(db, showId);
        console.log(`[${round}] apply ${(performance.now() - a0).toFixed(0)} ms; database CPU of plan and apply ${Math.round(cpuMs(backendPid) - cpuStart)} ms`);
        // The WAL written meanwhile (the cluster's: nothing else writes to this data dir during a profile).
        const wal = (await raw.query('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1) AS bytes', [wal0])).rows[0].bytes;
        console.log(`[${round}] WAL written: ${(Number(wal) / 1048576).toFixed(0)} MB`);
        if (!keep) throw new Error('rollback');
      }).catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
      console.log(`[${round}] total with commit/rollback ${(performance.now() - t).toFixed(0)} ms`);
      for (const [text, ms] of log.sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${text}`);
      if (keep) await pool.query('ANALYZE external_stand_identifiers, stands, stand_search, user_stand_roles, users');
    }
  } finally {
    await pool.query(`DELETE FROM shows WHERE source_id IN (SELECT id FROM sources WHERE reference = 'bench-gateway-profile')`);
    if (keep) await pool.query(`DELETE FROM users WHERE email LIKE '%@bench-gateway.test'`);
    await pool.query(`DELETE FROM sources WHERE reference = 'bench-gateway-profile'`);
    await server.stop();
  }
}

void main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
