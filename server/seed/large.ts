/**
 * npm run seed:large -- [--shows 50] [--stands 100000] [--messages 500000] [--users 20000]
 *                       [--reports 50000] [--data-dir ./data-large] [--reset]
 *
 * Fills a separate database with the large data set the bench runs on: its own embedded
 * PostgreSQL in DATA_DIR (default ./data-large), or DATABASE_URL. Deterministic.
 */
import path from 'node:path';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { ensureReferenceData } from '../db/referenceData';
import { DEFAULT_SIZES, type LargeSizes } from './largeData';
import { seedLarge } from './largeLoad';

export const DEFAULT_LARGE_DATA_DIR = './data-large';

interface Args extends LargeSizes {
  dataDir: string;
  reset: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { ...DEFAULT_SIZES, dataDir: process.env.DATA_DIR || DEFAULT_LARGE_DATA_DIR, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    const count = (name: keyof LargeSizes) => {
      const raw = value();
      if (!/^\d+$/.test(raw ?? '')) throw new Error(`${flag} needs a whole number, got ${raw}`);
      args[name] = Number(raw);
    };
    if (flag === '--shows') count('shows');
    else if (flag === '--stands') count('stands');
    else if (flag === '--messages') count('messages');
    else if (flag === '--users') count('users');
    else if (flag === '--reports') count('reports');
    else if (flag === '--demands') count('demands');
    else if (flag === '--data-dir') args.dataDir = value();
    else if (flag === '--reset') args.reset = true;
    else throw new Error(`Unknown option ${argv[i]} (--shows --stands --messages --users --reports --demands --data-dir --reset)`);
  }
  if (args.shows < 1 || args.stands < args.shows) throw new Error('--shows must be at least 1 and at most --stands');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let url = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  if (!url) {
    const { startEmbeddedPostgres } = await import('../db/embedded');
    const dir = path.join(path.resolve(args.dataDir), 'postgres');
    console.log(`embedded PostgreSQL in ${dir}`);
    // A bulk load: no fsync for this run (the cluster is shut down cleanly at the end).
    const db = await startEmbeddedPostgres({ dir, durable: false });
    url = db.url;
    stop = db.stop;
  } else {
    console.log('PostgreSQL from DATABASE_URL');
  }
  const pool = createPool(url, { max: 2 });
  try {
    await migrate(pool);
    await ensureReferenceData(pool);
    const { shows, stands, messages, users, reports, demands } = args;
    console.log(`loading ${shows} shows, ${stands} stands, ${messages} messages, ${users} users, ${reports} reports, ${demands} requests`);
    const summary = await seedLarge(pool, { shows, stands, messages, users, reports, demands, reset: args.reset, log: (line) => console.log(line) });
    console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${summary.seconds.toFixed(1)} s)`);
    console.log(`largest show: #${summary.largestShow.id} "${summary.largestShow.name}", ${summary.largestShow.size} stands`);
    const dash = summary.dashboardStand;
    if (dash) console.log(`dashboard stand (bench): #${dash.id}, ${dash.messages} messages (${dash.attachments} attachments), ${dash.reports} findings`);
    console.log(`logins (password ${summary.logins.password}):`);
    console.log(`  admin     ${summary.logins.admin}`);
    console.log(`  organizer ${summary.logins.organizer}`);
    console.log(`  standist  ${summary.logins.standist} (decorator of ${summary.logins.standistStands} stands)`);
  } finally {
    await pool.end();
    if (stop) await stop();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
