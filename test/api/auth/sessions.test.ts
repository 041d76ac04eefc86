/**
 * Issue 7 item 1: an access token is only as good as its user's current state (enabled, role,
 * session version, refresh chain not revoked); logout revokes the chain; tokens live 15 minutes.
 */
import { decodeJwt } from 'jose';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const login = async (user: TestUser) => {
  const res = await client(ctx.app).post('/backend/login_check', { _username: user.email, _password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return res.body as { token: string; refresh_token: string };
};
const refresh = (token: string) => client(ctx.app).post('/backend/token/refresh', { refresh_token: token });

/** A read, the CSV export and a write, as the token's holder. */
async function statuses(token: string): Promise<number[]> {
  const api = client(ctx.app, token, { 'x-locale': 'en' });
  const read = await api.get('/backend/layout_types');
  const csv = await ctx.app.inject({ method: 'GET', url: '/backend/stands.csv', headers: { authorization: `Bearer ${token}` } });
  const write = await api.post('/backend/layout_types', { label: `Type ${++ip}`, color: '#123456' });
  return [read.status, csv.statusCode, write.status];
}

async function expectRevoked(token: string): Promise<void> {
  expect(await statuses(token)).toEqual([401, 401, 401]);
  const res = await client(ctx.app, token, { 'x-locale': 'en' }).get('/backend/layout_types');
  expect(res.body['@type']).toBe('hydra:Error');
  expect(res.body['hydra:description']).toMatch(/^Session ended/);
  expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
  const fr = await client(ctx.app, token).get('/backend/layout_types');
  expect(fr.body['hydra:description']).toMatch(/^Session terminée/);
}

const newAdmin = () => insertUser(ctx.pool, { role: ROLES.ADMIN });

describe('access tokens follow the user', () => {
  it('live 15 minutes and carry the session version and the chain', async () => {
    const { token } = await login(await newAdmin());
    const payload = decodeJwt(token);
    expect((payload.exp as number) - (payload.iat as number)).toBe(15 * 60);
    expect(payload.sv).toBe(0);
    expect(typeof payload.sid).toBe('string');
  });

  it('work while the user is unchanged (read, CSV export, write)', async () => {
    const { token } = await login(await newAdmin());
    expect(await statuses(token)).toEqual([200, 200, 201]);
  });

  it('stop at once when the user is disabled, and the refresh chain too', async () => {
    const user = await newAdmin();
    const { token, refresh_token: refreshToken } = await login(user);
    await ctx.pool.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
    await expectRevoked(token);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('stop at once when the user is deleted', async () => {
    const user = await newAdmin();
    const { token } = await login(user);
    await ctx.pool.query('DELETE FROM users WHERE id = $1', [user.id]);
    await expectRevoked(token);
  });

  it('stop at once when the role changes (no admin rights kept), and the chain cannot mint the old role', async () => {
    const user = await newAdmin();
    const { token, refresh_token: refreshToken } = await login(user);
    await ctx.pool.query(`UPDATE users SET role_id = (SELECT id FROM roles WHERE reference = $1) WHERE id = $2`, [ROLES.STANDIST, user.id]);
    await expectRevoked(token);
    expect((await refresh(refreshToken)).status).toBe(401);
    // Logged in again, the user has the new role's rights only.
    const again = await login(user);
    expect(decodeJwt(again.token).roles).toEqual([ROLES.STANDIST]);
    expect((await client(ctx.app, again.token).post('/backend/layout_types', { label: 'Nope', color: '#123456' })).status).toBe(403);
  });

  it('stop at once when the password changes or is reset', async () => {
    const user = await newAdmin();
    const { token } = await login(user);
    await ctx.pool.query(`UPDATE users SET password_hash = password_hash || '' WHERE id = $1`, [user.id]);
    expect((await client(ctx.app, token).get('/backend/layout_types')).status).toBe(200); // same hash: nothing changed
    await ctx.pool.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [user.id]);
    await expectRevoked(token);
  });

  it('a replayed refresh token ends every session of the user (access tokens included)', async () => {
    const user = await newAdmin();
    const first = await login(user);
    const other = await login(user); // another device
    const second = (await refresh(first.refresh_token)).body;
    expect((await client(ctx.app, second.token).get('/backend/layout_types')).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401); // the replay
    await expectRevoked(second.token);
    await expectRevoked(other.token);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    // The user can log in again.
    const fresh = await login(user);
    expect((await client(ctx.app, fresh.token).get('/backend/layout_types')).status).toBe(200);
  });

  it('the permission checks use the current roles, not the token claim', async () => {
    const standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    const { token } = await login(standist);
    // Same signature secret, same session version: only a claim the server no longer trusts differs.
    const forged = await tokenFor({ ...standist, role: ROLES.SUPER_ADMIN });
    expect(decodeJwt(forged).roles).toEqual([ROLES.SUPER_ADMIN]);
    expect((await client(ctx.app, forged).post('/backend/layout_types', { label: 'Claimed', color: '#123456' })).status).toBe(403);
    expect((await client(ctx.app, token).get('/backend/layout_types')).status).toBe(200);
  });
});

describe('POST /backend/logout', () => {
  it('revokes the refresh chain and its access tokens; other sessions live on', async () => {
    const user = await newAdmin();
    const mine = await login(user);
    const other = await login(user);
    const res = await client(ctx.app).post('/backend/logout', { refresh_token: mine.refresh_token });
    expect(res.status).toBe(204);
    expect((await refresh(mine.refresh_token)).status).toBe(401);
    await expectRevoked(mine.token);
    expect(await statuses(other.token)).toEqual([200, 200, 201]);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('revokes the chain named by the Bearer token alone', async () => {
    const user = await newAdmin();
    const mine = await login(user);
    const res = await client(ctx.app, mine.token).post('/backend/logout', {});
    expect(res.status).toBe(204);
    await expectRevoked(mine.token);
    expect((await refresh(mine.refresh_token)).status).toBe(401);
  });

  it('is idempotent and tells nothing about unknown tokens', async () => {
    expect((await client(ctx.app).post('/backend/logout', { refresh_token: 'unknown-unknown-unknown-unknown' })).status).toBe(204);
    expect((await client(ctx.app, 'garbage').post('/backend/logout', {})).status).toBe(204);
    expect((await client(ctx.app).post('/backend/logout', { refresh_token: 42 })).status).toBe(204);
  });
});
