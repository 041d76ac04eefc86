/**
 * Serves a built SPA on the large data set for bench/spaProfile.ts (issue 20): the server of
 * bench/serverChild.ts, on a fixed port, with the `dist/` given (another build can be profiled
 * beside this one, e.g. a copy of an earlier commit's `dist/`). A tool, not a test; stops on
 * Ctrl-C or SIGTERM. Run it under the data set's lock, as the bench:
 *
 *   flock /tmp/bench-data-large.lock npx tsx bench/spaServe.ts --data-dir /work/main/data-large \
 *     --port 8141 [--dist /tmp/dist-before] [--seconds 1800]
 */
import path from 'node:path';
import { startServer } from '@server/start';

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dataDir = argValue(args, 'data-dir') ?? process.env.DATA_DIR ?? './data-large';
  const dist = argValue(args, 'dist');
  const seconds = Number(argValue(args, 'seconds') ?? 1800);
  const server = await startServer({
    port: Number(argValue(args, 'port') ?? 8141),
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    seedDemo: false,
    logger: false,
    ...(dist ? { distDir: path.resolve(dist) } : {}),
  });
  console.log(`serving ${dist ?? 'dist/'} on ${server.url} (data ${dataDir}); stops in ${seconds} s`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Never left running on the shared data directory.
  setTimeout(() => void stop(), seconds * 1000);
  await new Promise(() => undefined);
}

void main();
