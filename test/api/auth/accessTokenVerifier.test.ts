/**
 * The request hook's access-token check remembers the tokens it verified (server/auth/jwt.ts,
 * accessTokenVerifier): a token's signature is checked once, yet an expired or tampered token is
 * refused every time, the memory is bounded, and a disabled user's token stops at once.
 */
import { accessTokenVerifier, ACCESS_TOKEN_TTL_SECONDS, jwtKey, signAccessToken, verifyAccessToken } from '@server/auth/jwt';
import { client, createTestContext, TEST_JWT_SECRET, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor } from '../../support/apiBuilders';

const key = jwtKey(TEST_JWT_SECRET);
const T0 = Math.floor(Date.now() / 1000);
const subject = (id: number) => ({ id, username: `user${id}`, email: `user${id}@example.test`, role: ROLES.ADMIN, sessionVersion: 2 });

/** A verifier whose clock is `clock.now` and whose signature checks are counted. */
function counted(options: { maxEntries?: number } = {}) {
  const clock = { now: T0 };
  const signatureChecks = jest.fn(verifyAccessToken);
  const verifier = accessTokenVerifier(key, { ...options, nowSeconds: () => clock.now, verify: signatureChecks });
  return { clock, signatureChecks, verifier };
}

describe('accessTokenVerifier', () => {
  it('checks a token once, then answers the same claims from memory', async () => {
    const { signatureChecks, verifier } = counted();
    const token = await signAccessToken(key, subject(7), T0);
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(first).toEqual({ ok: true, claims: { userId: 7, sessionVersion: 2, chainId: null }, expiresAt: T0 + ACCESS_TOKEN_TTL_SECONDS });
    expect(second).toEqual(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token from its expiry on, as expired', async () => {
    const { clock, signatureChecks, verifier } = counted();
    const token = await signAccessToken(key, subject(8), T0);
    expect((await verifier.verify(token)).ok).toBe(true);
    clock.now = T0 + ACCESS_TOKEN_TTL_SECONDS - 1;
    expect((await verifier.verify(token)).ok).toBe(true);
    clock.now = T0 + ACCESS_TOKEN_TTL_SECONDS;
    expect(await verifier.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(verifier.size).toBe(0);
  });

  it('refuses a token signed in the past and already expired (never remembered)', async () => {
    const { signatureChecks, verifier } = counted();
    const token = await signAccessToken(key, subject(9), T0 - ACCESS_TOKEN_TTL_SECONDS - 60);
    expect(await verifier.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifier.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(signatureChecks).toHaveBeenCalledTimes(2);
    expect(verifier.size).toBe(0);
  });

  it('refuses a tampered token every time, even when the genuine one is remembered', async () => {
    const { signatureChecks, verifier } = counted();
    const token = await signAccessToken(key, subject(10), T0);
    expect((await verifier.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString('base64url')}.${signature}`;
    const otherKey = await signAccessToken(jwtKey('another secret'), subject(10), T0);
    for (const bad of [forged, otherKey, `${token}x`, 'not-a-token']) {
      expect(await verifier.verify(bad)).toEqual({ ok: false, reason: 'invalid' });
      expect(await verifier.verify(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(signatureChecks).toHaveBeenCalledTimes(1 + 8);
    expect(verifier.size).toBe(1);
  });

  it('remembers at most maxEntries tokens, forgetting the least recently used', async () => {
    const { signatureChecks, verifier } = counted({ maxEntries: 3 });
    const tokens = await Promise.all([1, 2, 3, 4].map((id) => signAccessToken(key, subject(id), T0)));
    for (const token of tokens.slice(0, 3)) await verifier.verify(token);
    await verifier.verify(tokens[0]); // used again: token 2 is now the least recently used
    await verifier.verify(tokens[3]);
    expect(verifier.size).toBe(3);
    expect(signatureChecks).toHaveBeenCalledTimes(4);
    await verifier.verify(tokens[0]); // still remembered
    expect(signatureChecks).toHaveBeenCalledTimes(4);
    expect((await verifier.verify(tokens[1])).ok).toBe(true); // forgotten: checked again, still valid
    expect(signatureChecks).toHaveBeenCalledTimes(5);
    expect(verifier.size).toBe(3);
  });
});

describe('the API with remembered tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('still refuses a token at once when its user is disabled', async () => {
    const user = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const token = await tokenFor(user);
    const api = client(ctx.app, token, { 'x-locale': 'en' });
    expect((await api.get('/backend/layout_types')).status).toBe(200);
    expect((await api.get('/backend/layout_types')).status).toBe(200);
    await ctx.pool.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
    const refused = await api.get('/backend/layout_types');
    expect(refused.status).toBe(401);
    expect(refused.body['hydra:description']).toMatch(/^Session ended/);
  });

  it('refuses a tampered token after the genuine one was accepted', async () => {
    const user = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const token = await tokenFor(user);
    expect((await client(ctx.app, token).get('/backend/layout_types')).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${signature}`;
    const res = await client(ctx.app, forged, { 'x-locale': 'en' }).get('/backend/layout_types');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
  });
});
