import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerUnderTest {
  url: string;
  databaseUrl: string;
  pid: number;
  /** Samples the server's process.memoryUsage().rss every 10 ms until the returned function is called. */
  sampleRss(): Promise<() => Promise<{ baseline: number; peak: number }>>;
  stop(): Promise<void>;
}

/** Forks bench/serverChild.ts (through tsx), waits until it listens. */
export async function startServerProcess(options: { dataDir: string; execArgv?: string[]; env?: NodeJS.ProcessEnv }): Promise<ServerUnderTest> {
  const child: ChildProcess = fork(path.join(__dirname, 'serverChild.ts'), [], {
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env, BENCH_DATA_DIR: options.dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ url: string; databaseUrl: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
    child.on('message', (m: { type: string; url: string; databaseUrl: string }) => {
      if (m.type === 'ready') resolve(m);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...ready,
    pid: child.pid!,
    async sampleRss() {
      await new Promise<void>((resolve) => {
        const onMessage = (m: { type: string }) => {
          if (m.type !== 'rss-started') return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ type: 'rss-start' });
      });
      return () =>
        new Promise((resolve) => {
          const onMessage = (m: { type: string; baseline: number; peak: number }) => {
            if (m.type !== 'rss') return;
            child.off('message', onMessage);
            resolve({ baseline: m.baseline, peak: m.peak });
          };
          child.on('message', onMessage);
          child.send({ type: 'rss-stop' });
        });
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
