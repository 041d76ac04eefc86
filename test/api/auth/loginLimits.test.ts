/**
 * Issue 7 item 3: login limits that cannot be turned against users. Growing delays per
 * (account, address), per address and per account (not at the account's usual addresses);
 * every failed attempt counted, malformed ones included, none answered 500.
 */
import { createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, TEST_PASSWORD } from '../../support/apiBuilders';
import { delaySeconds, LOGIN_LIMITS } from '@server/auth/loginLimiter';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const post = (payload: string, remoteAddress: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url: '/backend/login_check', remoteAddress, headers: { 'content-type': contentType }, payload });
const login = (username: unknown, password: unknown, remoteAddress: string) =>
  post(JSON.stringify({ _username: username, _password: password }), remoteAddress);
const failuresFrom = async (ip: string): Promise<number> =>
  Number((await ctx.pool.query('SELECT count(*) FROM login_failures WHERE ip = $1', [ip])).rows[0].count);

describe('delays, not locks', () => {
  it('grow from the latest failure: free attempts, then 15 s, 30 s, 60 s… up to 15 minutes', () => {
    const rule = LOGIN_LIMITS.pair;
    const now = 1_000_000;
    expect(delaySeconds(rule, rule.free - 1, now, now)).toBe(0);
    expect(delaySeconds(rule, rule.free, now, now)).toBe(15);
    expect(delaySeconds(rule, rule.free + 1, now, now)).toBe(30);
    expect(delaySeconds(rule, rule.free + 2, now - 20_000, now)).toBe(40);
    expect(delaySeconds(rule, rule.free + 20, now, now)).toBe(15 * 60);
    expect(delaySeconds(rule, rule.free, now - 15_000, now)).toBe(0);
  });

  it('a guesser at one address is slowed down, the right password included, and no more', async () => {
    const user = await insertUser(ctx.pool);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'bad-password', '10.20.0.1')).statusCode).toBe(401);
    const slowed = await login(user.email, TEST_PASSWORD, '10.20.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(15);
    // Not counted: the 429 checked nothing. Once the delay is over, one more try; a failure doubles the next delay.
    await ctx.pool.query(`UPDATE login_failures SET created_at = created_at - interval '16 seconds' WHERE ip = '10.20.0.1'`);
    expect((await login(user.email, 'bad-password', '10.20.0.1')).statusCode).toBe(401);
    const next = await login(user.email, TEST_PASSWORD, '10.20.0.1');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(15);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The real user elsewhere is not affected by this address's 6 failures.
    expect((await login(user.email, TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('holds under 30 parallel guesses at one account from one address: 5 checked (401), 25 slowed down (429)', async () => {
    const user = await insertUser(ctx.pool);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user.email, `parallel-guess-${i}`, '10.26.0.1')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(LOGIN_LIMITS.pair.free).fill(401), ...Array(30 - LOGIN_LIMITS.pair.free).fill(429)]);
    expect(await failuresFrom('10.26.0.1')).toBe(LOGIN_LIMITS.pair.free);
    // The real user elsewhere still logs in, and the failures of their own address are cleared by a success.
    expect((await login(user.email, TEST_PASSWORD, '10.26.0.2')).statusCode).toBe(200);
  }, 120_000);

  it('an attacker elsewhere cannot keep the user out of their usual address', async () => {
    const user = await insertUser(ctx.pool);
    expect((await login(user.email, TEST_PASSWORD, '10.21.0.1')).statusCode).toBe(200); // the usual address
    // A distributed guess from 10 addresses (under each pair's limit): slowed down once the account-wide count is reached.
    const statuses = new Set<number>();
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 4; i++) statuses.add((await login(user.email.toUpperCase(), `guess-${i}`, `10.22.0.${a}`)).statusCode);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    const counted = await ctx.pool.query('SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1', [user.email.toLowerCase()]);
    expect(counted.rows[0].n).toBeGreaterThanOrEqual(LOGIN_LIMITS.account.free);
    expect((await login(user.email, TEST_PASSWORD, '10.21.0.1')).statusCode).toBe(200);
    // From an address the account never logged in from, the account-wide delay applies (not a lock: it ends).
    const elsewhere = await login(user.email, TEST_PASSWORD, '10.23.0.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxSeconds);
    await ctx.pool.query(`UPDATE login_failures SET created_at = now() - interval '16 minutes' WHERE ip LIKE '10.22.0.%'`);
    expect((await login(user.email, TEST_PASSWORD, '10.23.0.1')).statusCode).toBe(200);
  });
});

describe('every failed attempt is counted, malformed ones too, none is a 500', () => {
  const cases: Array<[string, () => ReturnType<typeof post>, number]> = [
    ['a 10 000-character identifier', () => login('a'.repeat(10_000), 'whatever-password', '10.30.0.1'), 401],
    ['a NUL in the identifier', () => login('boss\u0000@example.test', 'whatever-password', '10.30.0.2'), 401],
    ['a NUL alone', () => login('\u0000', '\u0000', '10.30.0.3'), 401],
    ['no _password', () => post(JSON.stringify({ _username: 'boss' }), '10.30.0.4'), 400],
    ['no _username', () => post(JSON.stringify({ _password: 'x' }), '10.30.0.5'), 400],
    ['an identifier that is a number', () => login(42, 'x', '10.30.0.6'), 400],
    ['an array body', () => post('[]', '10.30.0.7'), 400],
    ['a body that is not JSON', () => post('{"_username": ', '10.30.0.8'), 400],
    ['an empty identifier', () => login('', 'x', '10.30.0.9'), 401],
  ];
  it.each(cases)('%s', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
  });

  it('each of them added one failure for its address', async () => {
    for (let i = 1; i <= 9; i++) expect([i, await failuresFrom(`10.30.0.${i}`)]).toEqual([i, 1]);
  });

  it('a malformed identifier repeated is slowed down like any other', async () => {
    const long = 'b'.repeat(10_000);
    for (let i = 0; i < 5; i++) expect((await login(long, 'whatever-password', '10.31.0.1')).statusCode).toBe(401);
    expect((await login(long, 'whatever-password', '10.31.0.1')).statusCode).toBe(429);
  });

  it('malformed attempts count toward the address limit', async () => {
    for (let i = 0; i < LOGIN_LIMITS.ip.free; i++) {
      const res = i % 2 ? await login(`x${i}\u0000`, 'p', '10.32.0.1') : await post(JSON.stringify({ _username: `y${i}` }), '10.32.0.1');
      expect(res.statusCode).toBeLessThan(500);
    }
    const user = await insertUser(ctx.pool);
    expect((await login(user.email, TEST_PASSWORD, '10.32.0.1')).statusCode).toBe(429);
  });
});
