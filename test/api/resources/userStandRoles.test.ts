/**
 * Stand contacts (issue 11, item 2; part 2 §2, §4–§7): /backend/user_stand_roles per role and per
 * object, the decorator registration rules, the contact form's messages, the login e-mail, and
 * the standist picker (/backend/standists).
 */
import { DECORATORS_PER_DAY } from '@server/services/contactWrites';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let showA: number;
let showB: number;
let showOff: number;
let standA: number;
let standB: number;
let standOff: number;
let exhibitorLink: number;
const users: Record<string, TestUser> = {};
const as = async (who: string, locale = 'fr') => client(ctx.app, await tokenFor(users[who]), { 'X-LOCALE': locale });
const count = async (table: string, where = 'true', values: unknown[] = []) =>
  Number((await ctx.pool.query(`SELECT count(*) FROM ${table} WHERE ${where}`, values)).rows[0].count);
const messagesOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

let n = 0;
const newPerson = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { company: 'Stand Création', lastName: 'Faure', firstName: 'Jules', email: `jules.faure.${n}@example.test`, phone: '+33 6 00 00 00 0' + (n % 10), ...extra };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  users.admin = await insertUser(p, { role: ROLES.ADMIN });
  users.support = await insertUser(p, { role: ROLES.SUPPORT });
  users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  users.security = await insertUser(p, { role: ROLES.SECURITY_OFFICER });
  users.exhibitor = await insertUser(p, { role: ROLES.STANDIST, email: 'emma@example.test', firstName: 'Emma', lastName: 'Bernard', company: 'Lumière & Fils' });
  users.agency = await insertUser(p, { role: ROLES.STANDIST, email: 'anne@example.test', firstName: 'Anne', lastName: 'Petit', company: 'Agence Horizon' });
  users.elsewhere = await insertUser(p, { role: ROLES.STANDIST, email: 'other@example.test', firstName: 'Otto', lastName: 'Ailleurs' });
  showA = await insertShow(p, { name: 'Salon A' });
  showB = await insertShow(p, { name: 'Salon B' });
  showOff = await insertShow(p, { name: 'Salon sans décorateurs' });
  await p.query('UPDATE shows SET stand_add_decorator_function = (id <> $1) WHERE id = ANY($2)', [showOff, [showA, showB, showOff]]);
  await linkUserShow(p, users.organizer.id, showA);
  await linkUserShow(p, users.security.id, showA);
  standA = await insertStand(p, showA, { name: 'Lumière & Fils' });
  standB = await insertStand(p, showB);
  standOff = await insertStand(p, showOff);
  exhibitorLink = await addStandRole(p, users.exhibitor.id, standA, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, users.agency.id, standA, STANDIST_ROLES.AGENCY, { company: 'Horizon Lyon' });
  await addStandRole(p, users.exhibitor.id, standOff, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, users.elsewhere.id, standB, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx.close());

describe('reading contacts', () => {
  it('lists a stand\'s contacts with the stand\'s overrides, to whoever sees the stand', async () => {
    for (const who of ['admin', 'organizer', 'security', 'exhibitor', 'agency']) {
      const res = await (await as(who)).get(`/backend/user_stand_roles?stand=${standA}`);
      expect(res.status).toBe(200);
      expect(res.body['hydra:member']).toEqual([
        expect.objectContaining({ standistRole: STANDIST_ROLES.AGENCY, fullName: 'Anne Petit', company: 'Horizon Lyon', overridden: ['company'], user: `/backend/users/${users.agency.id}` }),
        expect.objectContaining({ standistRole: STANDIST_ROLES.EXHIBITOR, fullName: 'Emma Bernard', company: 'Lumière & Fils', email: 'emma@example.test', overridden: [] }),
      ]);
    }
  });

  it('hides the contacts of stands out of scope', async () => {
    expect((await (await as('organizer')).get(`/backend/user_stand_roles?stand=${standB}`)).body['hydra:member']).toEqual([]);
    expect((await (await as('exhibitor')).get(`/backend/user_stand_roles?stand=${standB}`)).body['hydra:member']).toEqual([]);
    expect((await (await as('organizer')).get(`/backend/user_stand_roles/${exhibitorLink}`)).status).toBe(200);
  });
});

describe('adding a contact (staff)', () => {
  it('creates the person\'s account and the link; the stand\'s people and search follow', async () => {
    const body = { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson() };
    const res = await (await as('organizer')).post('/backend/user_stand_roles', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ '@type': 'UserStandRole', standistRole: STANDIST_ROLES.DECORATOR, fullName: 'Jules Faure', company: 'Stand Création', email: body.email });
    const stand = (await (await as('organizer')).get(`/backend/stands/${standA}`)).body;
    expect(stand.decorator).toMatchObject({ fullName: 'Jules Faure' });
    const found = await (await as('organizer')).get(`/backend/stands?show=${showA}&search=faure`);
    expect(found.body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([standA]);
  });

  it('links an existing standist the picker finds, with per-stand overrides', async () => {
    const res = await (await as('admin')).post('/backend/user_stand_roles', {
      stand: `/backend/stands/${standB}`,
      standistRole: STANDIST_ROLES.AGENCY,
      user: `/backend/users/${users.agency.id}`,
      phone: '+33 4 72 00 00 00',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fullName: 'Anne Petit', phone: '+33 4 72 00 00 00', overridden: ['phone'] });
  });

  it('refuses a person an organizer may not pick, and the same role twice (422, nothing written)', async () => {
    const before = await count('user_stand_roles');
    const stranger = await (await as('organizer')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.AGENCY, user: `/backend/users/${users.elsewhere.id}` });
    expect(stranger.status).toBe(422);
    expect(messagesOf(stranger.body)).toEqual({ user: 'Cet utilisateur n’existe pas ou ne vous est pas accessible.' });
    const twice = await (await as('organizer')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.AGENCY, user: `/backend/users/${users.agency.id}` });
    expect(twice.status).toBe(422);
    expect(Object.keys(messagesOf(twice.body))).toEqual(['user']);
    expect(await count('user_stand_roles')).toBe(before);
  });

  it('refuses an organizer on another show\'s stand (422 on stand) and roles without the permission (403)', async () => {
    const before = [await count('user_stand_roles'), await count('users')];
    const other = await (await as('organizer')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standB}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson() });
    expect(other.status).toBe(422);
    expect(Object.keys(messagesOf(other.body))).toEqual(['stand']);
    expect((await (await as('security')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson() })).status).toBe(403);
    expect([await count('user_stand_roles'), await count('users')]).toEqual(before);
  });

  it('names each missing field with the contact form\'s messages, and a malformed or taken e-mail, writing nothing', async () => {
    const before = [await count('user_stand_roles'), await count('users')];
    const api = await as('support');
    const missing = await api.post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR });
    expect(missing.status).toBe(422);
    expect(messagesOf(missing.body)).toEqual({ company: 'Société manquante', lastName: 'Nom manquant', firstName: 'Prénom manquant', email: 'Email manquant' });
    const english = await (await as('support', 'en')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR });
    expect(messagesOf(english.body)).toEqual({ company: 'Company missing', lastName: 'Last name missing', firstName: 'First name missing', email: 'Email missing' });
    const malformed = await api.post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson({ email: 'jules at example' }) });
    expect(messagesOf(malformed.body)).toEqual({ email: 'Cette adresse email n’est pas valide.' });
    const taken = await api.post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson({ email: 'Emma@Example.test' }) });
    expect(messagesOf(taken.body)).toEqual({ email: 'Cette adresse email est déjà utilisée par un autre utilisateur.' });
    expect([await count('user_stand_roles'), await count('users')]).toEqual(before);
  });

  it(`stops a standist at ${DECORATORS_PER_DAY} new decorators a day on their stands (429 saying why, nobody created); staff are not held`, async () => {
    const p = ctx.pool;
    const busy = await insertUser(p, { role: ROLES.STANDIST });
    const stand = await insertStand(p, showA, { name: 'Très demandé' });
    await addStandRole(p, busy.id, stand, STANDIST_ROLES.EXHIBITOR);
    for (let i = 0; i < DECORATORS_PER_DAY; i++) await addStandRole(p, (await insertUser(p, { role: ROLES.STANDIST })).id, stand, STANDIST_ROLES.DECORATOR);
    const before = await count('users');
    const body = { stand: `/backend/stands/${stand}`, standistRole: STANDIST_ROLES.DECORATOR };
    const refused = await client(ctx.app, await tokenFor(busy), { 'X-LOCALE': 'en' }).post('/backend/user_stand_roles', { ...body, ...newPerson() });
    expect(refused.status).toBe(429);
    expect(refused.body['hydra:description']).toBe(`You have already registered ${DECORATORS_PER_DAY} decorators today: try again tomorrow, or ask support.`);
    expect(await count('users')).toBe(before);
    expect((await (await as('support')).post('/backend/user_stand_roles', { ...body, ...newPerson() })).status).toBe(201);
  });

  it(`holds the limit under 30 parallel registrations: exactly ${DECORATORS_PER_DAY} accounts and e-mails, the others 429 naming it`, async () => {
    const p = ctx.pool;
    const eager = await insertUser(p, { role: ROLES.STANDIST });
    const stand = await insertStand(p, showA, { name: 'Ruée' });
    await addStandRole(p, eager.id, stand, STANDIST_ROLES.EXHIBITOR);
    const api = client(ctx.app, await tokenFor(eager), { 'X-LOCALE': 'en' });
    const people = Array.from({ length: 30 }, () => newPerson());
    const answers = await Promise.all(
      people.map((person) => api.post('/backend/user_stand_roles', { stand: `/backend/stands/${stand}`, standistRole: STANDIST_ROLES.DECORATOR, ...person })),
    );
    await ctx.app.jobs.idle();
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(DECORATORS_PER_DAY).fill(201), ...Array(30 - DECORATORS_PER_DAY).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body['hydra:description']).toBe(`You have already registered ${DECORATORS_PER_DAY} decorators today: try again tomorrow, or ask support.`);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    const emails = people.map((person) => person.email);
    expect(await count('users', 'email = ANY($1)', [emails])).toBe(DECORATORS_PER_DAY);
    expect(await count('user_stand_roles', 'stand_id = $1 AND standist_role = $2', [stand, STANDIST_ROLES.DECORATOR])).toBe(DECORATORS_PER_DAY);
    expect(await count('mail_deliveries', 'recipient = ANY($1)', [emails])).toBe(DECORATORS_PER_DAY);
    // 30 password hashes (scrypt) on a busy 2-core machine.
  }, 180_000);
});

describe('without the ROLE_STANDIST role (reference data missing)', () => {
  it("answers 'Une erreur s'est produite.' and creates nobody", async () => {
    const before = [await count('user_stand_roles'), await count('users')];
    await ctx.pool.query(`UPDATE roles SET reference = 'ROLE_STANDIST_RENAMED' WHERE reference = 'ROLE_STANDIST'`);
    try {
      const res = await (await as('admin')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.AGENCY, ...newPerson() });
      expect(res.status).toBe(409);
      expect(res.body['hydra:description']).toBe("Une erreur s'est produite.");
    } finally {
      await ctx.pool.query(`UPDATE roles SET reference = 'ROLE_STANDIST' WHERE reference = 'ROLE_STANDIST_RENAMED'`);
    }
    expect([await count('user_stand_roles'), await count('users')]).toEqual(before);
  });
});

describe('registering a decorator (a standist, part 2 §7)', () => {
  it('lets the exhibitor register a new decorator on their stand; the decorator gets their login e-mail', async () => {
    const person = newPerson({ languagePreference: 'en' });
    const res = await (await as('exhibitor')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...person });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ standistRole: STANDIST_ROLES.DECORATOR, email: person.email, languagePreference: 'en' });
    await ctx.app.jobs.idle();
    const mails = (await ctx.pool.query('SELECT kind, locale FROM mail_deliveries WHERE recipient = $1', [person.email])).rows;
    expect(mails).toEqual([{ kind: 'standAccess', locale: 'en' }]);
  });

  it('refuses an agency, another role than decorator, an existing user, a show without the function, another stand (nothing written)', async () => {
    const before = [await count('user_stand_roles'), await count('users')];
    const decorator = { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR };
    expect((await (await as('agency')).post('/backend/user_stand_roles', { ...decorator, ...newPerson() })).status).toBe(403);
    expect((await (await as('exhibitor')).post('/backend/user_stand_roles', { ...decorator, standistRole: STANDIST_ROLES.AGENCY, ...newPerson() })).status).toBe(403);
    expect((await (await as('exhibitor')).post('/backend/user_stand_roles', { ...decorator, user: `/backend/users/${users.agency.id}` })).status).toBe(403);
    expect((await (await as('exhibitor')).post('/backend/user_stand_roles', { ...decorator, stand: `/backend/stands/${standOff}`, ...newPerson() })).status).toBe(403);
    const other = await (await as('exhibitor')).post('/backend/user_stand_roles', { ...decorator, stand: `/backend/stands/${standB}`, ...newPerson() });
    expect(other.status).toBe(422);
    expect([await count('user_stand_roles'), await count('users')]).toEqual(before);
  });
});

describe('editing and deleting a contact', () => {
  it('writes overrides on the link and e-mail, language and password on the account; tells whether credentials changed', async () => {
    const person = newPerson();
    const created = await (await as('admin')).post('/backend/user_stand_roles', { stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR, ...person });
    const id = created.body.id;
    const api = await as('organizer');
    const overrides = await api.patch(`/backend/user_stand_roles/${id}`, { company: 'Stand Création Lyon', phone: person.phone });
    expect(overrides.status).toBe(200);
    expect(overrides.body).toMatchObject({ company: 'Stand Création Lyon', overridden: ['company'], credentialsChanged: false });
    const newEmail = `moved.${person.email}`;
    const moved = await api.patch(`/backend/user_stand_roles/${id}`, { email: newEmail, languagePreference: 'en', plainPassword: 'Lumiere-2027!', plainPasswordConfirmation: 'Lumiere-2027!' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ email: newEmail, languagePreference: 'en', credentialsChanged: true });
    const login = await client(ctx.app).post('/backend/login_check', { _username: newEmail, _password: 'Lumiere-2027!' });
    expect(login.status).toBe(200);
  });

  it('refuses a taken e-mail, a password confirmation that differs, and a blank name, changing nothing', async () => {
    const api = await as('support');
    const res = await api.patch(`/backend/user_stand_roles/${exhibitorLink}`, { email: 'anne@example.test', lastName: ' ', plainPassword: 'Lumiere-2027!', plainPasswordConfirmation: 'other' });
    expect(res.status).toBe(422);
    expect(messagesOf(res.body)).toEqual({
      email: 'Cette adresse email est déjà utilisée par un autre utilisateur.',
      lastName: 'Nom manquant',
      plainPasswordConfirmation: 'Confirmation mot de passe incorrecte !',
    });
    const after = (await api.get(`/backend/user_stand_roles/${exhibitorLink}`)).body;
    expect(after).toMatchObject({ email: 'emma@example.test', lastName: 'Bernard' });
  });

  it('refuses standists and other shows\' organizers (edit, delete), and deletes for staff', async () => {
    const link = await addStandRole(ctx.pool, users.elsewhere.id, standA, STANDIST_ROLES.AGENCY);
    expect((await (await as('exhibitor')).patch(`/backend/user_stand_roles/${link}`, { company: 'X' })).status).toBe(403);
    expect((await (await as('exhibitor')).delete(`/backend/user_stand_roles/${link}`)).status).toBe(403);
    expect((await (await as('security')).delete(`/backend/user_stand_roles/${link}`)).status).toBe(403);
    const onB = (await ctx.pool.query('SELECT id FROM user_stand_roles WHERE stand_id = $1 LIMIT 1', [standB])).rows[0].id;
    expect((await (await as('organizer')).patch(`/backend/user_stand_roles/${onB}`, { company: 'X' })).status).toBe(404);
    expect((await (await as('organizer')).delete(`/backend/user_stand_roles/${onB}`)).status).toBe(404);
    expect((await (await as('organizer')).delete(`/backend/user_stand_roles/${link}`)).status).toBe(204);
    expect(await count('user_stand_roles', 'id = $1', [link])).toBe(0);
    expect(await count('users', 'id = $1', [users.elsewhere.id])).toBe(1);
  });
});

describe('the login e-mail of a contact (notify after a save)', () => {
  it('is queued for a contact of the stand, in the credentials-changed wording when asked; refused elsewhere', async () => {
    const before = await count('mail_deliveries', 'recipient = $1', ['emma@example.test']);
    const res = await (await as('organizer')).post('/backend/user_stand_roles/access_mail', { stand: `/backend/stands/${standA}`, user: `/backend/users/${users.exhibitor.id}`, credentialsChanged: true });
    expect(res.status).toBe(202);
    await ctx.app.jobs.idle();
    const last = (await ctx.pool.query('SELECT kind FROM mail_deliveries WHERE recipient = $1 ORDER BY id DESC LIMIT 1', ['emma@example.test'])).rows[0];
    expect(last.kind).toBe('standAccessChanged');
    expect((await (await as('organizer')).post('/backend/user_stand_roles/access_mail', { stand: `/backend/stands/${standB}`, user: `/backend/users/${users.elsewhere.id}` })).status).toBe(404);
    expect((await (await as('exhibitor')).post('/backend/user_stand_roles/access_mail', { stand: `/backend/stands/${standA}`, user: `/backend/users/${users.exhibitor.id}` })).status).toBe(403);
    expect(await count('mail_deliveries', 'recipient = $1', ['emma@example.test'])).toBe(before + 1);
  });
});

describe('the standist picker (/backend/standists)', () => {
  it('finds every standist for admin and support, the standists of their shows for an organizer, none for others', async () => {
    const names = async (who: string, query = '') =>
      (await (await as(who)).get(`/backend/standists?itemsPerPage=50${query}`)).body['hydra:member'].map((u: { lastName: string }) => u.lastName);
    expect(await names('admin')).toEqual(expect.arrayContaining(['Ailleurs', 'Bernard', 'Petit']));
    expect(await names('admin')).not.toContain((await ctx.pool.query('SELECT last_name FROM users WHERE id = $1', [users.organizer.id])).rows[0].last_name);
    expect(await names('organizer')).toEqual(expect.arrayContaining(['Bernard', 'Petit']));
    expect(await names('organizer')).not.toContain('Ailleurs');
    expect(await names('organizer', '&search=emma')).toEqual(['Bernard']);
    expect(await names('exhibitor')).toEqual([]);
    expect((await (await as('security')).get('/backend/standists')).status).toBe(403);
  });
});
