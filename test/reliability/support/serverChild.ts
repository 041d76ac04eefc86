/**
 * One API node in its own process, for the reliability tests: startServer on
 * RELIABILITY_DATA_DIR (files, jwt-secret) and DATABASE_URL (a PostgreSQL the test
 * owns, so killing this process leaves PostgreSQL running). Tells the parent its URL
 * over IPC; exits when the parent goes away.
 */
import { startServer, type RunningServer } from '@server/start';

async function main(): Promise<void> {
  let server: RunningServer | null = null;
  const shutdown = async () => {
    if (server) await server.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') void shutdown();
  });
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: process.env.RELIABILITY_DATA_DIR!,
    databaseUrl: process.env.DATABASE_URL!,
    distDir: null,
    logger: process.env.RELIABILITY_LOG ? { level: process.env.RELIABILITY_LOG } : false,
  });
  process.send!({ type: 'ready', url: server.url });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
