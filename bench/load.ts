import autocannon from 'autocannon';
import { summarize, type RunStats } from './stats';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * HTTP load with autocannon (in this process; the server runs in its own). Latencies are
 * taken from every response so p95 is exact (autocannon's histogram stops at p90/p97.5);
 * a non-2xx answer counts as an error, not as a latency.
 */
export async function httpLoad(options: LoadOptions): Promise<RunStats & { statusCodes: Record<string, number> }> {
  const latencies: number[] = [];
  let errors = 0;
  const statusCodes: Record<string, number> = {};
  let done: (result: autocannon.Result) => void = () => undefined;
  let fail: (err: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.body !== undefined ? { body: options.body } : {}),
      },
    ],
  }, (err, result) => (err ? fail(err) : done(result)));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else errors += 1;
  });
  const result = await finished;
  errors += result.errors + result.timeouts;
  return { ...summarize(latencies, result.duration, errors), statusCodes };
}
