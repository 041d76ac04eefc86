import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@server/db/embedded';
import { migrate } from '@server/db/migrate';
import { createPool } from '@server/db/pool';
import { ensureReferenceData } from '@server/db/referenceData';
import { loadResourceModules } from '@server/plugins/resources';
import { seedDemo } from '@server/seed/demo';
import { startServer, type RunningServer, type StartOptions } from '@server/start';

/**
 * The real server (embedded PostgreSQL, migrations, demo seed, built SPA from
 * dist/) on a free port in a throwaway data directory: a copy of the run's seeded
 * data directory (`seededDataDir`), so each file's server starts on the demo data
 * without creating a cluster and seeding it again.
 */
export async function startE2eServer(
  { exhibitorSafetyRecord = true, ...options }: Partial<StartOptions> & { exhibitorSafetyRecord?: boolean } = {},
): Promise<RunningServer & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
  // `cp -a`: as root the cluster's files belong to the `postgres` user, and must stay theirs.
  execFileSync('cp', ['-a', `${await seededDataDir()}/.`, dataDir]);
  // E2E_DIST_DIR: test another build than dist/ (e.g. while dist/ is being rebuilt).
  const distDir = process.env.E2E_DIST_DIR || undefined;
  // The API's resource modules imported now, before the app's plugins start: Fastify gives each
  // plugin 10 s, and importing them all (through tsx) inside the `resources` plugin went past that
  // on a busy machine with two files starting at once (E2E_CONCURRENCY=2). Imported once per process.
  await loadResourceModules();
  // The tests' organizer servers (FTP, the demo organizer) listen on localhost: sources may reach them.
  // The job queue's stop does not wait for pg-boss's last round: the file's process exits after it.
  const server = await startServer({
    port: 0,
    dataDir,
    durable: false,
    logger: false,
    distDir,
    allowPrivateHosts: true,
    scheduledSync: false,
    jobQueue: { settleOnStop: false },
    ...options,
  });
  // The demo exhibitor's stands have no safety record, so their dashboard opens the forced 'NOTICE
  // SPS EXPOSANT' (issue 22): the journeys about something else start with it filled; those about
  // it (standDocuments, accessibility) ask for the demo data as it is.
  if (exhibitorSafetyRecord) {
    await server.pool.query(
      `INSERT INTO stand_security_instructions (stand_id, download_ok, last_name, first_name, company, phone, email, built_by_one, with_coordinator)
       SELECT r.stand_id, true, 'Bernard', 'Emma', 'Lumen', '0601020304', 'exhibitor@demo.test', true, false
         FROM user_stand_roles r JOIN users u ON u.id = r.user_id WHERE u.email = 'exhibitor@demo.test'
       ON CONFLICT (stand_id) DO NOTHING`,
    );
  }
  return {
    ...server,
    async cleanup() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

const ROOT = path.join(__dirname, '..', '..', '..');

/** What the seeded data depends on: the migrations and the seed's code. */
function seedSourcesHash(): string {
  const hash = crypto.createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/db', 'server/seed']) {
    for (const name of fs.readdirSync(path.join(ROOT, dir)).sort()) {
      const file = path.join(ROOT, dir, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A data directory with the migrated, seeded demo database (cluster stopped), made once per
 * test run and copied by each file: creating a cluster, migrating and seeding (its scrypt
 * hashes) took most of a file's start. One per run (the test runner's pid, each file's parent)
 * and per day and sources, so a run never reuses another's demo data (its dates follow the day);
 * the directories of finished runs are removed.
 */
async function seededDataDir(): Promise<string> {
  const prefix = 'e2e-seeded-';
  const name = `${prefix}${process.ppid}-${new Date().toISOString().slice(0, 10)}-${seedSourcesHash()}`;
  const dir = path.join(os.tmpdir(), name);
  if (fs.existsSync(dir)) return dir;
  // One file of the run builds it, the others (E2E_CONCURRENCY > 1) wait for it: two files seeding
  // side by side each spent ~15 CPU s for one of the two to be kept.
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (fs.existsSync(dir)) return dir;
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(lock, 'utf8'));
      } catch {
        continue; // released meanwhile
      }
      // Its builder died (a file killed mid-seed): the next one takes over.
      if (holder && !fs.existsSync(`/proc/${holder}`)) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (fs.existsSync(dir)) return dir;
    return await buildSeededDataDir(prefix, name, dir);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function buildSeededDataDir(prefix: string, name: string, dir: string): Promise<string> {
  for (const other of fs.readdirSync(os.tmpdir())) {
    // This file holds the lock of this run's: a directory of this run's being built was left by a
    // file that died mid-seed, and goes too.
    if (!other.startsWith(prefix) || other === `${name}.lock`) continue;
    const runner = Number(other.slice(prefix.length).split('-')[0]);
    // Another run's, finished; or this runner's from another day or other sources.
    if (runner === process.ppid || !fs.existsSync(`/proc/${runner}`)) fs.rmSync(path.join(os.tmpdir(), other), { recursive: true, force: true });
  }
  const building = fs.mkdtempSync(`${dir}.building-`);
  const filesDir = path.join(building, 'files');
  fs.mkdirSync(filesDir);
  const database = await startEmbeddedPostgres({ dir: path.join(building, 'postgres'), durable: false });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    await ensureReferenceData(pool);
    await seedDemo(pool, { filesDir });
  } finally {
    await pool.end();
    await database.stop();
  }
  // Atomic: a file that finds the directory finds it complete.
  fs.renameSync(building, dir);
  return dir;
}
