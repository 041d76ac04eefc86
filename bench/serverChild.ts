/**
 * The server under test, in its own process (so the load generator does not share its
 * event loop and its RSS is its own): startServer on the large data, no demo seed.
 * Talks to bench/server.ts over IPC.
 */
import { startServer, type RunningServer } from '@server/start';
import { s3ConfigFromEnv } from '@server/services/storage';

type Message = { type: 'rss-start' } | { type: 'rss-stop' } | { type: 'stop' };

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR!;
  let server: RunningServer | null = null;
  const shutdown = async () => {
    if (server) await server.stop().catch(() => undefined);
    process.exit(0);
  };
  // The bench died: do not leave PostgreSQL running on the data directory.
  process.on('disconnect', () => void shutdown());
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    seedDemo: false,
    logger: false,
    // The gateway part's FTP server is on 127.0.0.1 (refused to an installation's sources by default).
    allowPrivateHosts: true,
    // The bench starts the syncs it measures; the scheduled tick would add its own.
    scheduledSync: false,
    // The `s3` part's node: its files in the bucket of the S3_* variables it is given.
    s3: s3ConfigFromEnv(process.env),
  });
  let sampler: NodeJS.Timeout | null = null;
  let baseline = 0;
  let peak = 0;
  process.on('message', (message: Message) => {
    if (message.type === 'rss-start') {
      baseline = process.memoryUsage().rss;
      peak = baseline;
      sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      process.send!({ type: 'rss-started' });
    } else if (message.type === 'rss-stop') {
      if (sampler) clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      process.send!({ type: 'rss', baseline, peak });
    } else if (message.type === 'stop') {
      void shutdown();
    }
  });
  process.send!({ type: 'ready', url: server.url, databaseUrl: server.databaseUrl });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
