/**
 * /backend/users (server/resources/userAccounts.ts, server/services/userWrites.ts): the list and
 * writes by permission row and per object, self edits, the lock-out rule, e-mail taken, and a new
 * password ending the user's other sessions but not the caller's.
 */
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let fullAdmin: TestUser;
let admin: TestUser;
let support: TestUser;
let organizer: TestUser;
let standist: TestUser;
const api = async (user: TestUser) => client(ctx.app, await tokenFor(user));
const roleIri = async (reference: string) =>
  `/backend/roles/${(await ctx.pool.query('SELECT id FROM roles WHERE reference = $1', [reference])).rows[0].id}`;
const userCount = async () => Number((await ctx.pool.query('SELECT count(*) FROM users')).rows[0].count);

beforeAll(async () => {
  ctx = await createTestContext();
  fullAdmin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN, lastName: 'Aaron' });
  admin = await insertUser(ctx.pool, { role: ROLES.ADMIN, lastName: 'Bernard' });
  support = await insertUser(ctx.pool, { role: ROLES.SUPPORT, lastName: 'Colin', firstName: 'Sophie', company: 'Astech' });
  organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER, lastName: 'Dupuis', firstName: 'Olivier' });
  standist = await insertUser(ctx.pool, { role: ROLES.STANDIST, lastName: 'Etienne' });
});
afterAll(async () => ctx.close());

const login = async (user: TestUser) => {
  const res = await client(ctx.app).post('/backend/login_check', { _username: user.email, _password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return res.body as { token: string; refresh_token: string };
};

describe('GET /backend/users', () => {
  it('lists users 10 a page, searched by words and filtered by role, for admins', async () => {
    for (const who of [fullAdmin, admin]) {
      const res = await (await api(who)).get('/backend/users?role.reference=ROLE_SUPPORT_ASTECH&search=sophie%20astech');
      expect(res.status).toBe(200);
      expect(res.body['hydra:member'].map((u: { id: number }) => u.id)).toEqual([support.id]);
      expect(res.body['hydra:member'][0]).toMatchObject({
        '@type': 'User',
        email: support.email,
        firstName: 'Sophie',
        lastName: 'Colin',
        fullName: 'Sophie Colin',
        role: { reference: ROLES.SUPPORT },
        tester: false,
        shows: [],
      });
      expect(res.body['hydra:member'][0]).not.toHaveProperty('plainPassword');
    }
    const organizers = await (await api(fullAdmin)).get('/backend/users?role.reference=ROLE_ORGANIZER&search=ol');
    expect(organizers.body['hydra:member'].map((u: { id: number }) => u.id)).toEqual([organizer.id]);
    const staff = await (await api(admin)).get('/backend/users?role.reference[]=ROLE_SUPER_ADMIN&role.reference[]=ROLE_ADMIN&order[lastName]=desc');
    expect(staff.body['hydra:member'].map((u: { id: number }) => u.id)).toEqual([admin.id, fullAdmin.id]);
  });

  it('finds accounts by words without their accents or case, and by their new name after an edit', async () => {
    const renamed = await insertUser(ctx.pool, { role: ROLES.STANDIST, firstName: 'Hélène', lastName: 'Lefèvre', company: 'Œuvres Dupré' });
    const search = async (words: string) =>
      ((await (await api(admin)).get(`/backend/users?search=${encodeURIComponent(words)}`)).body['hydra:member'] as Array<{ id: number }>).map((u) => u.id);
    expect(await search('helene LEFEVRE')).toEqual([renamed.id]);
    expect(await search('ŒUVRES dupre')).toEqual([renamed.id]);
    const res = await (await api(fullAdmin)).patch(`/backend/users/${renamed.id}`, { lastName: 'Mercier' });
    expect(res.status).toBe(200);
    expect(await search('helene lefevre')).toEqual([]);
    expect(await search('hélène mercier')).toEqual([renamed.id]);
  });

  it('refuses support, organizers and standists (403), and a bad role filter (400)', async () => {
    for (const who of [support, organizer, standist]) expect((await (await api(who)).get('/backend/users')).status).toBe(403);
    expect((await (await api(who404())).get(`/backend/users/${support.id}`)).status).toBe(404);
    const bad = await (await api(admin)).get('/backend/users?role.reference=ROLE_NOPE');
    expect(bad.status).toBe(400);
  });
});

/** A reader who may not read users: an item answers 404 (no existence oracle). */
const who404 = () => organizer;

describe('POST /backend/users', () => {
  it('lets the full admin create a staff user, with a random password when none is given', async () => {
    const res = await (await api(fullAdmin)).post('/backend/users', {
      email: 'new.staff@example.test',
      firstName: 'Nina',
      lastName: 'Renard',
      phone: '+33 6 00 00 00 00',
      role: await roleIri(ROLES.SPS_COORDINATOR),
      languagePreference: 'en',
      tester: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'new.staff@example.test', username: 'new.staff@example.test', role: { reference: ROLES.SPS_COORDINATOR }, languagePreference: 'en', tester: true, enabled: true });
    const { rows } = await ctx.pool.query('SELECT password_hash FROM users WHERE id = $1', [res.body.id]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses an admin who is not the full admin and support (403), nothing written', async () => {
    const before = await userCount();
    for (const who of [admin, support, organizer]) {
      const res = await (await api(who)).post('/backend/users', { email: 'x@example.test', firstName: 'X', lastName: 'Y', role: await roleIri(ROLES.SUPPORT) });
      expect(res.status).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 422 on the e-mail field when it is taken (any case), and on a bad password, nothing written', async () => {
    const before = await userCount();
    const taken = await (await api(fullAdmin)).post('/backend/users', { email: support.email.toUpperCase(), firstName: 'X', lastName: 'Y', role: await roleIri(ROLES.SUPPORT) });
    expect(taken.status).toBe(422);
    expect(taken.body.violations).toEqual([{ propertyPath: 'email', message: 'Cette adresse email est déjà utilisée par un autre compte.', code: expect.any(String) }]);
    const weak = await (await api(fullAdmin)).post('/backend/users', {
      email: 'weak@example.test', firstName: 'X', lastName: 'Y', role: await roleIri(ROLES.SUPPORT), plainPassword: 'short', plainPasswordConfirmation: 'other',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['plainPassword', 'plainPasswordConfirmation']);
    const missing = await (await api(fullAdmin)).post('/backend/users', { email: 'not-an-email', role: '/backend/roles/999999' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['email', 'firstName', 'lastName', 'role']);
    expect(await userCount()).toBe(before);
  });
});

describe('PATCH /backend/users/{id}', () => {
  it('lets the full admin edit anyone, the tester flag included', async () => {
    const target = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const res = await (await api(fullAdmin)).patch(`/backend/users/${target.id}`, { lastName: 'Nouveau', tester: true, role: await roleIri(ROLES.SECURITY_OFFICER) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lastName: 'Nouveau', tester: true, role: { reference: ROLES.SECURITY_OFFICER } });
  });

  it('refuses another user to an admin (403) and to support or standists (404), nothing changed', async () => {
    const target = await insertUser(ctx.pool, { role: ROLES.SUPPORT, lastName: 'Stable' });
    expect((await (await api(admin)).patch(`/backend/users/${target.id}`, { lastName: 'X' })).status).toBe(403);
    expect((await (await api(support)).patch(`/backend/users/${target.id}`, { lastName: 'X' })).status).toBe(404);
    expect((await (await api(standist)).patch(`/backend/users/${target.id}`, { languagePreference: 'en' })).status).toBe(404);
    const { rows } = await ctx.pool.query('SELECT last_name, language_preference FROM users WHERE id = $1', [target.id]);
    expect(rows[0]).toEqual({ last_name: 'Stable', language_preference: null });
  });

  it('lets a user edit their own language and password; the e-mail only with account.editEmail; never their role or tester flag', async () => {
    const self = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    const own = await api(self);
    const language = await own.patch(`/backend/users/${self.id}`, { languagePreference: 'en' });
    expect(language.status).toBe(200);
    expect(language.body).toMatchObject({ id: self.id, languagePreference: 'en' });
    expect((await own.patch(`/backend/users/${self.id}`, { email: 'other@example.test' })).status).toBe(403);
    expect((await own.patch(`/backend/users/${self.id}`, { tester: true })).status).toBe(403);
    expect((await own.patch(`/backend/users/${self.id}`, { role: await roleIri(ROLES.ADMIN) })).status).toBe(403);
    const bad = await own.patch(`/backend/users/${self.id}`, { languagePreference: 'de' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('languagePreference');

    const supportSelf = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const email = await (await api(supportSelf)).patch(`/backend/users/${supportSelf.id}`, { email: 'support.new@example.test' });
    expect(email.status).toBe(200);
    expect(email.body.email).toBe('support.new@example.test');
    const taken = await (await api(supportSelf)).patch(`/backend/users/${supportSelf.id}`, { email: admin.email });
    expect(taken.status).toBe(422);
    expect(taken.body.violations[0]).toMatchObject({ propertyPath: 'email', message: 'Cette adresse email est déjà utilisée par un autre compte.' });
  });

  it('refuses a confirmation that differs, with the spec message', async () => {
    const self = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const res = await (await api(self)).patch(`/backend/users/${self.id}`, { plainPassword: 'a long new passphrase', plainPasswordConfirmation: 'another one' });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'plainPasswordConfirmation', message: 'Confirmation mot de passe incorrecte !', code: expect.any(String) }]);
  });
});

describe('lock-out and the last full admin', () => {
  it('refuses the full admin deleting, disabling or demoting themself (422), nothing changed', async () => {
    const me = await api(fullAdmin);
    const del = await me.delete(`/backend/users/${fullAdmin.id}`);
    expect(del.status).toBe(422);
    expect(del.body['hydra:description']).toBe('Vous ne pouvez pas supprimer, désactiver ni changer le rôle de votre propre compte.');
    expect((await me.patch(`/backend/users/${fullAdmin.id}`, { enabled: false })).status).toBe(422);
    expect((await me.patch(`/backend/users/${fullAdmin.id}`, { role: await roleIri(ROLES.ADMIN) })).status).toBe(422);
    const { rows } = await ctx.pool.query('SELECT enabled FROM users WHERE id = $1', [fullAdmin.id]);
    expect(rows[0].enabled).toBe(true);
  });

  it('lets one full admin remove another while one remains', async () => {
    const second = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN });
    expect((await (await api(fullAdmin)).patch(`/backend/users/${second.id}`, { role: await roleIri(ROLES.ADMIN) })).status).toBe(200);
    expect((await (await api(fullAdmin)).delete(`/backend/users/${second.id}`)).status).toBe(204);
  });
});

describe('DELETE /backend/users/{id}', () => {
  it('is for the full admin only: 403 for an admin, 404 for support, the user kept', async () => {
    const target = await insertUser(ctx.pool, { role: ROLES.SECURITY_OFFICER });
    expect((await (await api(admin)).delete(`/backend/users/${target.id}`)).status).toBe(403);
    expect((await (await api(support)).delete(`/backend/users/${target.id}`)).status).toBe(404);
    expect((await ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [target.id])).rowCount).toBe(1);
    expect((await (await api(fullAdmin)).delete(`/backend/users/${target.id}`)).status).toBe(204);
    expect((await ctx.pool.query('SELECT 1 FROM users WHERE id = $1', [target.id])).rowCount).toBe(0);
  });
});

describe('a new password', () => {
  it("ends the user's other sessions and keeps the caller's own", async () => {
    const self = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const first = await login(self);
    const second = await login(self);
    const res = await client(ctx.app, first.token).patch(`/backend/users/${self.id}`, {
      plainPassword: 'a brand new passphrase',
      plainPasswordConfirmation: 'a brand new passphrase',
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');

    // The other session: its access token and its refresh token no longer work.
    expect((await client(ctx.app, second.token).get(`/backend/users/${self.id}/me`)).status).toBe(401);
    expect((await client(ctx.app).post('/backend/token/refresh', { refresh_token: second.refresh_token })).status).toBe(401);
    // This session: the new access token works, and its refresh token still rotates.
    expect((await client(ctx.app, res.body.token).get(`/backend/users/${self.id}/me`)).status).toBe(200);
    const refreshed = await client(ctx.app).post('/backend/token/refresh', { refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    // And the new password logs in.
    const relogin = await client(ctx.app).post('/backend/login_check', { _username: self.email, _password: 'a brand new passphrase' });
    expect(relogin.status).toBe(200);
  });

  it("set by the full admin ends every session of that user", async () => {
    const target = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const session = await login(target);
    const res = await (await api(fullAdmin)).patch(`/backend/users/${target.id}`, {
      plainPassword: 'set by the admin 42',
      plainPasswordConfirmation: 'set by the admin 42',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('token');
    expect((await client(ctx.app).post('/backend/token/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  });
});

describe('GET /backend/roles', () => {
  it('finds a role by its reference, for any logged-in user', async () => {
    const res = await (await api(support)).get('/backend/roles?reference=ROLE_STANDIST');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toEqual([expect.objectContaining({ '@type': 'Role', reference: ROLES.STANDIST })]);
  });
});
