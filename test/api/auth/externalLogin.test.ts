/**
 * The external sign-in (issue 24 point 5, part 2 §7): `POST /backend/login_check {sourceReference,
 * token}` signs in the stand's exhibitor (their account made on first use from the synced
 * contact) with the same tokens as a password login; every refusal is a 401 with a description,
 * one wording for whatever would tell tokens apart; attempts are limited like passwords', and the
 * token never reaches a log line.
 */
import crypto from 'node:crypto';
import { EXTERNAL_LOGIN_REFUSAL } from '@/domain/gateway';
import { LOGIN_REFUSAL } from '@/domain/api';
import { LOGIN_LIMITS } from '@server/auth/loginLimiter';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, STANDIST_ROLES, TEST_PASSWORD } from '../../support/apiBuilders';
import { externalToken, insertExternalIdentifier, insertGatewayAccount, insertSource } from '../../support/gatewayBuilders';

let ctx: TestContext;
const logged: string[] = [];
let source: number;
let otherSource: number;
let showId: number;

beforeAll(async () => {
  ctx = await createTestContext({ config: { logger: { level: 'trace', stream: { write: (line: string) => logged.push(line) } } } });
  source = await insertSource(ctx.pool, 'portal_test');
  otherSource = await insertSource(ctx.pool, 'other_portal');
  showId = await insertShow(ctx.pool, { name: 'Salon externe' });
});
afterAll(async () => ctx.close());

let address = 0;
/** Each test from its own address, so their failures do not slow one another down. */
const nextAddress = () => `10.40.${Math.floor(++address / 200)}.${address % 200}`;

const signIn = (body: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/backend/login_check', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const json = (res: { body: string }) => JSON.parse(res.body);
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function stand(options: { enabled?: boolean; show?: number } = {}): Promise<number> {
  const id = await insertStand(ctx.pool, options.show ?? showId);
  if (options.enabled === false) await ctx.pool.query('UPDATE stands SET enabled = false WHERE id = $1', [id]);
  return id;
}

const exhibitorsOf = async (standId: number): Promise<number[]> =>
  (await ctx.pool.query('SELECT user_id FROM user_stand_roles WHERE stand_id = $1 AND standist_role = $2 ORDER BY user_id', [standId, STANDIST_ROLES.EXHIBITOR])).rows.map(
    (r) => r.user_id,
  );

describe('a known token', () => {
  it('signs in the contact account kept on the identifier, with a session like a password login', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const standId = await stand();
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contactUserId: exhibitor.id });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(claims(body.token)).toMatchObject({ user_id: exhibitor.id, roles: [ROLES.STANDIST] });
    // The stand to land on comes with the session (the SPA asks nothing more by token).
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'standId', 'token']);
    expect(body.standId).toBe(standId);
    // The session is a real one: the API answers its access token, its refresh token renews it.
    const me = await ctx.app.inject({ method: 'GET', url: `/backend/users/${exhibitor.id}/me`, headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/backend/token/refresh', payload: { refresh_token: body.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    expect(await exhibitorsOf(standId)).toEqual([exhibitor.id]);
  });

  it('signs in the standist with the synced contact’s e-mail (any case), makes them the exhibitor and keeps them on the identifier', async () => {
    const person = await insertGatewayAccount(ctx.pool, { email: `Contact.${Date.now()}@Example.test` });
    const standId = await stand();
    const { id, token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact: { email: person.email.toLowerCase(), firstName: 'A', lastName: 'B' } });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(200);
    expect(claims(json(res).token).user_id).toBe(person.id);
    expect(await exhibitorsOf(standId)).toEqual([person.id]);
    expect((await ctx.pool.query('SELECT contact_user_id FROM external_stand_identifiers WHERE id = $1', [id])).rows[0].contact_user_id).toBe(person.id);
  });

  it('makes the account on first use from the synced contact, then reuses it', async () => {
    const standId = await stand();
    const email = `nouveau.${Date.now()}@exposant.test`;
    const contact = { email, firstName: 'Nina', lastName: 'Nouvel', company: 'Nouvel SA', phone: '+33 1 02 03 04 05', language: 'en' };
    const { id, token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact });
    const first = await signIn({ sourceReference: 'portal_test', token });
    expect(first.statusCode).toBe(200);
    const userId = claims(json(first).token).user_id;
    const { rows } = await ctx.pool.query(
      `SELECT u.email, u.created_by_gateway, u.password_set_at, u.first_name, u.last_name, u.company, u.phone, u.language_preference, u.enabled, r.reference AS role,
              u.password_hash IS NOT NULL AS has_hash
         FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1`,
      [userId],
    );
    expect(rows[0]).toEqual({
      email,
      created_by_gateway: true,
      password_set_at: null,
      first_name: 'Nina',
      last_name: 'Nouvel',
      company: 'Nouvel SA',
      phone: '+33 1 02 03 04 05',
      language_preference: 'en',
      enabled: true,
      role: ROLES.STANDIST,
      has_hash: true,
    });
    expect(await exhibitorsOf(standId)).toEqual([userId]);
    expect((await ctx.pool.query('SELECT contact_user_id FROM external_stand_identifiers WHERE id = $1', [id])).rows[0].contact_user_id).toBe(userId);

    const again = await signIn({ sourceReference: 'portal_test', token });
    expect(again.statusCode).toBe(200);
    expect(claims(json(again).token).user_id).toBe(userId);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [email])).rows[0].count)).toBe(1);
    expect(await exhibitorsOf(standId)).toEqual([userId]);
  });

  it('two first sign-ins at once make one account', async () => {
    const standId = await stand();
    const email = `parallele.${Date.now()}@exposant.test`;
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact: { email, firstName: 'P', lastName: 'Q' } });
    const answers = await Promise.all([signIn({ sourceReference: 'portal_test', token }), signIn({ sourceReference: 'portal_test', token })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => claims(json(a).token).user_id)).size).toBe(1);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM users WHERE email = $1', [email])).rows[0].count)).toBe(1);
  });

  it('never opens an account someone already uses, whose e-mail the organizer’s file names: its owner signs in with their password', async () => {
    const owner = await insertUser(ctx.pool, { email: `deja.${Date.now()}@exposant.test` });
    const standId = await stand();
    const { id, token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact: { email: owner.email.toUpperCase(), firstName: 'X', lastName: 'Y' } });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.passwordAccount });
    // Nothing tied to the account: not the stand's exhibitor, not kept on the identifier.
    expect(await exhibitorsOf(standId)).toEqual([]);
    expect((await ctx.pool.query('SELECT contact_user_id FROM external_stand_identifiers WHERE id = $1', [id])).rows[0].contact_user_id).toBeNull();
    // The same for an account the sync linked (kept on the identifier) that it did not make.
    const linked = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: owner.id });
    expect(json(await signIn({ sourceReference: 'portal_test', token: linked.token }))).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.passwordAccount });
    // Its owner still signs in with their password.
    const own = await signIn({ _username: owner.email, _password: TEST_PASSWORD });
    expect(own.statusCode).toBe(200);
    expect(json(own).standId).toBeUndefined();
  });

  it('stops opening a gateway account once its owner chooses a password: on the account page, or by a reset link', async () => {
    // The account page: the owner, signed in by the link, sets a password.
    const standId = await stand();
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact: { email: `choisit.${Date.now()}@exposant.test`, firstName: 'C', lastName: 'D' } });
    const first = await signIn({ sourceReference: 'portal_test', token });
    expect(first.statusCode).toBe(200);
    const { user_id: userId } = claims(json(first).token);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/backend/users/${userId}`,
      headers: { authorization: `Bearer ${json(first).token}`, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ plainPassword: 'une phrase de passe choisie', plainPasswordConfirmation: 'une phrase de passe choisie' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(json(await signIn({ sourceReference: 'portal_test', token }))).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.passwordAccount });

    // A reset link ('Mot de passe oublié').
    const resetter = await insertGatewayAccount(ctx.pool);
    const other = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: resetter.id });
    expect((await signIn({ sourceReference: 'portal_test', token: other.token })).statusCode).toBe(200);
    const resetToken = externalToken();
    await ctx.pool.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      crypto.createHash('sha256').update(resetToken).digest(),
      resetter.id,
    ]);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/backend/users/reset-password/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: resetToken, plainPassword: 'une autre phrase choisie', plainPasswordConfirmation: 'une autre phrase choisie' }),
    });
    expect(reset.statusCode).toBe(200);
    expect(json(await signIn({ sourceReference: 'portal_test', token: other.token }))).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.passwordAccount });
  });

  it('never opens a staff account whose e-mail the organizer’s file names', async () => {
    const admin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN });
    const standId = await stand();
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contact: { email: admin.email } });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.invalidToken });
    expect(await exhibitorsOf(standId)).toEqual([]);
  });

  it('a disabled exhibitor account is told so, and not signed in', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool, { enabled: false });
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: exhibitor.id, contact: { email: exhibitor.email } });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 401, message: LOGIN_REFUSAL.accountDisabled });
  });
});

describe('refusals: 401 with a description, nothing created', () => {
  const invalid = { code: 401, message: EXTERNAL_LOGIN_REFUSAL.invalidToken };

  it('an unknown token', async () => {
    const res = await signIn({ sourceReference: 'portal_test', token: externalToken() });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual(invalid);
  });

  it('another provider’s token: the same answer as an unknown one', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: otherSource, contactUserId: exhibitor.id });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual(invalid);
    expect((await signIn({ sourceReference: 'other_portal', token })).statusCode).toBe(200);
  });

  it('an expired token', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const standId = await stand();
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source, contactUserId: exhibitor.id, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(json(await signIn({ sourceReference: 'portal_test', token }))).toEqual(invalid);
    const later = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: exhibitor.id, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await signIn({ sourceReference: 'portal_test', token: later.token })).statusCode).toBe(200);
  });

  it('a stand the sync withdrew', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand({ enabled: false }), sourceId: source, contactUserId: exhibitor.id });
    expect(json(await signIn({ sourceReference: 'portal_test', token }))).toEqual(invalid);
  });

  it('a disabled show: the show is closed', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const closed = await insertShow(ctx.pool, { name: 'Salon fermé', enabled: false });
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand({ show: closed }), sourceId: source, contactUserId: exhibitor.id });
    const res = await signIn({ sourceReference: 'portal_test', token });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 401, message: EXTERNAL_LOGIN_REFUSAL.showClosed });
  });

  it('no synced contact and no account kept: refused, no account made', async () => {
    const standId = await stand();
    const { token } = await insertExternalIdentifier(ctx.pool, { standId, sourceId: source });
    expect(json(await signIn({ sourceReference: 'portal_test', token }))).toEqual(invalid);
    expect(await exhibitorsOf(standId)).toEqual([]);
  });

  it('an implausible token is refused without a lookup, and counted', async () => {
    const ips: string[] = [];
    const queries: string[] = [];
    const query = ctx.pool.query.bind(ctx.pool);
    const spy = jest.spyOn(ctx.pool, 'query').mockImplementation(((sql: unknown, ...rest: unknown[]) => {
      queries.push(String(typeof sql === 'string' ? sql : (sql as { text?: string })?.text));
      return (query as (...args: unknown[]) => unknown)(sql, ...rest);
    }) as typeof ctx.pool.query);
    try {
      for (const token of ['short', 'has spaces in it but long enough', 'x'.repeat(201), 42, null, '<script>alert(1)</script>aaaaaaaa']) {
        ips.push(nextAddress());
        const res = await signIn({ sourceReference: 'portal_test', token }, ips[ips.length - 1]);
        expect(res.statusCode).toBe(401);
        expect(json(res)).toEqual(invalid);
      }
    } finally {
      spy.mockRestore();
    }
    expect(queries.filter((sql) => sql.includes('external_stand_identifiers'))).toEqual([]);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM login_failures WHERE ip = ANY($1)', [ips])).rows[0].count)).toBe(ips.length);
  });

  it('a body with neither the password fields nor a token is still the password login’s 400', async () => {
    expect((await signIn({ nothing: true })).statusCode).toBe(400);
  });
});

describe('guessing tokens', () => {
  it('holds under 30 parallel guesses from one address: 5 checked (401), 25 slowed down (429), the real link elsewhere still works', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn({ sourceReference: 'portal_test', token: externalToken() }, ip)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(LOGIN_LIMITS.pair.free).fill(401), ...Array(30 - LOGIN_LIMITS.pair.free).fill(429)]);
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right token waits at that address; another address signs in.
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: exhibitor.id });
    expect((await signIn({ sourceReference: 'portal_test', token }, ip)).statusCode).toBe(429);
    expect((await signIn({ sourceReference: 'portal_test', token }, nextAddress())).statusCode).toBe(200);
  }, 120_000);

  it('one\'s own valid link does not wipe the count of the guesses made before it, nor counts as one', async () => {
    const ip = nextAddress();
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: exhibitor.id });
    const guess = () => signIn({ sourceReference: 'portal_test', token: externalToken() }, ip);
    for (let i = 0; i < LOGIN_LIMITS.pair.free - 1; i++) expect((await guess()).statusCode).toBe(401);
    // Valid sign-ins from that address (colleagues in one office) neither reset nor use up the count.
    for (let i = 0; i < 3; i++) expect((await signIn({ sourceReference: 'portal_test', token }, ip)).statusCode).toBe(200);
    // The last free guess, then the limit: as if the valid sign-ins had not happened.
    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe('logs', () => {
  it('never carry a token: not the API body, not the sign-in page’s address, not a logged request', async () => {
    const exhibitor = await insertGatewayAccount(ctx.pool);
    const { token } = await insertExternalIdentifier(ctx.pool, { standId: await stand(), sourceId: source, contactUserId: exhibitor.id });
    const unknown = externalToken();
    logged.length = 0;
    expect((await signIn({ sourceReference: 'portal_test', token })).statusCode).toBe(200);
    expect((await signIn({ sourceReference: 'portal_test', token: unknown })).statusCode).toBe(401);
    await ctx.app.inject({ method: 'GET', url: `/login?source=${token}&provider=portal_test` });
    await ctx.app.inject({ method: 'GET', url: `/backend/external_stand_identifiers?tokenIdentifier=${token}` });
    // A line logging a request (Fastify's own serializer) masks the link's token.
    ctx.app.log.info({ req: { method: 'GET', url: `/login?source=${token}&provider=portal_test` } }, 'a request');
    const text = logged.join('\n');
    expect(text).toContain('external sign-in refused');
    expect(text).toContain('/login?source=[Filtered]&provider=portal_test');
    expect(text).not.toContain(token);
    expect(text).not.toContain(unknown);
  });
});
