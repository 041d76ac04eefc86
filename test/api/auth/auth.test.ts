import { decodeJwt, SignJWT } from 'jose';
import crypto from 'node:crypto';
import { hashPassword } from '@server/auth/passwords';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertUser, addStandRole, linkUserShow, ROLES, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN, email: 'boss@example.test', username: 'boss' });
});
afterAll(async () => ctx.close());

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/login_check',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ _username: username, _password: password }),
  });

describe('POST /backend/login_check', () => {
  it('answers a token and a refresh token, by e-mail or username, the identifier trimmed', async () => {
    for (const username of ['boss@example.test', '  boss  ', 'BOSS@example.test']) {
      const res = await login(username, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(typeof body.token).toBe('string');
      expect(typeof body.refresh_token).toBe('string');
    }
  });

  it('takes the password exactly as typed: not trimmed', async () => {
    for (const password of [` ${TEST_PASSWORD} `, `${TEST_PASSWORD}\t`, `  ${TEST_PASSWORD}`]) {
      expect([password, (await login('boss', password, '10.4.0.1')).statusCode]).toEqual([password, 401]);
    }
    const spaced = await insertUser(ctx.pool, { email: 'spaced@example.test' });
    await ctx.pool.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword('  demo1234\t'), spaced.id]);
    expect((await login('spaced@example.test', '  demo1234\t', '10.4.0.2')).statusCode).toBe(200);
    expect((await login('spaced@example.test', 'demo1234', '10.4.0.2')).statusCode).toBe(401);
  });

  it('refuses a password over 4096 characters before hashing it, as a counted failure', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const res = await login('boss', 'x'.repeat(4097), '10.4.0.3');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
      expect(scrypt).not.toHaveBeenCalled();
      const counted = await ctx.pool.query(`SELECT count(*)::int AS n FROM login_failures WHERE ip = '10.4.0.3'`);
      expect(counted.rows[0].n).toBe(1);
      // 4096 is still a password (wrong here, but checked).
      expect((await login('boss', 'x'.repeat(4096), '10.4.0.3')).statusCode).toBe(401);
      expect(scrypt).toHaveBeenCalledTimes(1);
    } finally {
      scrypt.mockRestore();
    }
  });

  it('puts roles, user_id, username, exp, iat and user_informations.email in the JWT (15 min)', async () => {
    const { token } = (await login('boss', TEST_PASSWORD)).json();
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({
      roles: [ROLES.SUPER_ADMIN],
      user_id: admin.id,
      username: 'boss',
      user_informations: { email: 'boss@example.test' },
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(900);
  });

  it('refuses a wrong password or an unknown user with the Lexik body', async () => {
    for (const [user, password] of [
      ['boss', 'wrong-password'],
      ['nobody@example.test', TEST_PASSWORD],
    ]) {
      const res = await login(user, password, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
  });

  it('refuses a disabled account, saying so only to whoever gives its right password', async () => {
    await insertUser(ctx.pool, { email: 'gone@example.test', enabled: false });
    const res = await login('gone@example.test', TEST_PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Account is disabled.' });
    const wrong = await login('gone@example.test', 'wrong-password', '10.0.0.3');
    expect(wrong.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
  });

  it('answers 400 when the keys are missing', async () => {
    const res = await client(ctx.app).post('/backend/login_check', { username: 'boss' });
    expect(res.status).toBe(400);
    expect(res.body['@type']).toBe('hydra:Error');
  });

  it('slows failed logins down per account and address: the 6th attempt waits (429, Retry-After), even with the right password', async () => {
    await insertUser(ctx.pool, { email: 'target@example.test' });
    for (let i = 0; i < 5; i++) expect((await login('target@example.test', 'bad', '10.1.0.1')).statusCode).toBe(401);
    const res = await login('target@example.test', TEST_PASSWORD, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect(res.json()['@type']).toBe('hydra:Error');
    expect(res.json()['hydra:description']).toMatch(/Trop de tentatives/);
    // Counted in the database: once the delay has passed, logins work again.
    await ctx.pool.query(`UPDATE login_failures SET created_at = now() - interval '16 seconds' WHERE account_key = 'target@example.test'`);
    expect((await login('target@example.test', TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('clears the account counter after a successful login', async () => {
    await insertUser(ctx.pool, { email: 'forgetful@example.test' });
    for (let i = 0; i < 4; i++) await login('forgetful@example.test', 'bad', '10.2.0.1');
    expect((await login('forgetful@example.test', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('forgetful@example.test', 'bad', '10.2.0.1')).statusCode).toBe(401);
  });

  it('slows failed logins down per IP (from 30 in 15 minutes) whatever the account', async () => {
    await ctx.pool.query(
      `INSERT INTO login_failures (account_key, ip) SELECT 'someone' || g || '@example.test', '10.9.9.9' FROM generate_series(1, 29) g`,
    );
    expect((await login('another@example.test', 'bad', '10.9.9.9')).statusCode).toBe(401);
    const res = await login('boss', TEST_PASSWORD, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await login('boss', TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('POST /backend/token/refresh', () => {
  const refresh = (token: unknown) => client(ctx.app).post('/backend/token/refresh', { refresh_token: token });

  it('rotates: each call answers a new access token and a new refresh token', async () => {
    const first = (await login('boss', TEST_PASSWORD, '10.3.0.1')).json();
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.body.token).user_id).toBe(admin.id);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
  });

  it('a spent refresh token is refused and revokes the whole chain', async () => {
    const first = (await login('boss', TEST_PASSWORD, '10.3.0.2')).json();
    const second = (await refresh(first.refresh_token)).body;
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body['@type']).toBe('hydra:Error');
    // The legitimate successor is now dead too.
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('refuses unknown tokens and chains older than 30 days', async () => {
    expect((await refresh('not-a-token-at-all-but-long-enough')).status).toBe(401);
    expect((await refresh(undefined)).status).toBe(401);
    const first = (await login('boss', TEST_PASSWORD, '10.3.0.3')).json();
    await ctx.pool.query(`UPDATE refresh_tokens SET chain_started_at = now() - interval '31 days'`);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 hydra:Error without a token, translated', async () => {
    const fr = await client(ctx.app).get('/backend/shows');
    expect(fr.status).toBe(401);
    expect(fr.body).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Jeton JWT absent.' });
    const en = await client(ctx.app, undefined, { 'accept-language': 'en-GB,en;q=0.9' }).get('/backend/shows');
    expect(en.body['hydra:description']).toBe('JWT Token not found.');
  });

  it('answers 401 for an expired token', async () => {
    const expired = await tokenFor(admin, Math.floor(Date.now() / 1000) - 7200);
    const res = await client(ctx.app, expired, { 'x-locale': 'en' }).get('/backend/shows');
    expect(res.status).toBe(401);
    expect(res.body['hydra:description']).toBe('Expired JWT Token.');
  });

  it('answers 401 for a forged or tampered token', async () => {
    const forged = await new SignJWT({ roles: [ROLES.SUPER_ADMIN], user_id: admin.id, username: 'boss', user_informations: { email: 'x' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await client(ctx.app, forged).get('/backend/shows')).status).toBe(401);
    const genuine = await tokenFor({ ...admin, role: ROLES.STANDIST });
    const [h, p, s] = genuine.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.roles = [ROLES.SUPER_ADMIN];
    const tampered = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    const res = await client(ctx.app, tampered, { 'x-locale': 'en' }).get('/backend/shows');
    expect(res.status).toBe(401);
    expect(res.body['hydra:description']).toBe('Invalid JWT Token.');
    expect((await client(ctx.app, 'garbage').get('/backend/shows')).status).toBe(401);
  });
});

describe('GET /backend/users/{id}/me and PATCH /backend/users/{id}', () => {
  let standist: TestUser;
  let showIds: number[];
  beforeAll(async () => {
    standist = await insertUser(ctx.pool, { role: ROLES.STANDIST, email: 'me@example.test', firstName: 'Ana', lastName: 'Lopez', company: 'ACME' });
    showIds = [await insertShow(ctx.pool), await insertShow(ctx.pool)];
    await addStandRole(ctx.pool, standist.id, await insertStand(ctx.pool, showIds[0]));
    await linkUserShow(ctx.pool, standist.id, showIds[1]);
  });

  it('answers the Me shape of the caller', async () => {
    const res = await client(ctx.app, await tokenFor(standist)).get(`/backend/users/${standist.id}/me`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@id': `/backend/users/${standist.id}`,
      '@type': 'User',
      id: standist.id,
      email: 'me@example.test',
      username: 'me@example.test',
      firstName: 'Ana',
      lastName: 'Lopez',
      fullName: 'Ana Lopez',
      company: 'ACME',
      role: { reference: ROLES.STANDIST },
      languagePreference: null,
      enabled: true,
      tester: false,
      shows: showIds.map((id) => `/backend/shows/${id}`),
    });
    expect(res.body.role['@id']).toMatch(/^\/backend\/roles\/\d+$/);
  });

  it('tells a user an admin flagged tester that they may record flows', async () => {
    await ctx.pool.query('UPDATE users SET tester = true WHERE id = $1', [standist.id]);
    try {
      expect((await client(ctx.app, await tokenFor(standist)).get(`/backend/users/${standist.id}/me`)).body.tester).toBe(true);
    } finally {
      await ctx.pool.query('UPDATE users SET tester = false WHERE id = $1', [standist.id]);
    }
  });

  it('answers 403 for somebody else, even for an admin', async () => {
    expect((await client(ctx.app, await tokenFor(standist)).get(`/backend/users/${admin.id}/me`)).status).toBe(403);
    // A fresh admin: the refresh replay above ended every session of `admin` (its session version moved on).
    const otherAdmin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN });
    expect((await client(ctx.app, await tokenFor(otherAdmin)).get(`/backend/users/${standist.id}/me`)).status).toBe(403);
  });

  it('lets the user set their language preference (merge-patch), and refuses other values with a 422', async () => {
    const api = client(ctx.app, await tokenFor(standist), { 'accept-language': 'en' });
    const res = await api.patch(`/backend/users/${standist.id}`, { languagePreference: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.languagePreference).toBe('en');
    expect((await api.get(`/backend/users/${standist.id}/me`)).body.languagePreference).toBe('en');
    const bad = await api.patch(`/backend/users/${standist.id}`, { languagePreference: 'de' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0]).toMatchObject({ propertyPath: 'languagePreference' });
    expect((await api.get(`/backend/users/${standist.id}/me`)).body.languagePreference).toBe('en');
    const reset = await api.patch(`/backend/users/${standist.id}`, { languagePreference: null }, { 'content-type': 'application/json' });
    expect(reset.body.languagePreference).toBeNull();
    // Someone else's account, for a user who may not read users: the 404 of a missing one.
    expect((await api.patch(`/backend/users/${admin.id}`, { languagePreference: 'fr' })).status).toBe(404);
  });
});
