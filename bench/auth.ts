import { performance } from 'node:perf_hooks';
import { login } from './accounts';
import { summarize, type RunStats } from './stats';

/** `clients` sequential loops of `call` for `seconds`; a call returning false is an error. */
async function loops(clients: number, seconds: number, call: (client: number) => Promise<boolean>): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        if (await call(client).catch(() => false)) latencies.push(performance.now() - t0);
        else errors += 1;
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Logins per second at `clients` concurrent clients, each login a different standist
 * account (the limiter counts failures only, and a success clears its account's, so none
 * is hit). scrypt (N=2^14, r=8, p=5) bounds it by design.
 */
export async function loginThroughput(baseUrl: string, accounts: string[], password: string, clients: number, seconds: number): Promise<RunStats> {
  let next = 0;
  return loops(clients, seconds, async () => {
    const res = await post(`${baseUrl}/backend/login_check`, { _username: accounts[next++ % accounts.length], _password: password });
    await res.arrayBuffer();
    return res.status === 200;
  });
}

/**
 * Token refreshes per second: each client logs in once (its own account), then rotates its
 * own refresh token chain (single use: each request sends the token the previous one returned).
 */
export async function refreshThroughput(baseUrl: string, accounts: string[], password: string, clients: number, seconds: number): Promise<RunStats> {
  const tokens = await Promise.all(Array.from({ length: clients }, async (_, i) => (await login(baseUrl, accounts[i], password)).refreshToken));
  return loops(clients, seconds, async (client) => {
    const res = await post(`${baseUrl}/backend/token/refresh`, { refresh_token: tokens[client] });
    if (res.status !== 200) {
      await res.arrayBuffer();
      return false;
    }
    tokens[client] = ((await res.json()) as { refresh_token: string }).refresh_token;
    return true;
  });
}
