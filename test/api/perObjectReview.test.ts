/**
 * A per-object review of issue 11's server checks (stand writes, contacts and the standist picker,
 * the stand import, notifications, the outbox, bulk triage, saved views): for each role, an object
 * of another show, stand or user is refused (403/404/422) with nothing written, and hostile bodies
 * (wrong types, ids past the integer range, arrays for scalars) are a 400/422 naming the field,
 * never a 500. Each test is one check of the review (docs/security.md).
 */
import { multipartBody } from '../support/files';
import { client, createTestContext, type TestContext } from '../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../support/apiBuilders';
import { insertTemplatePair } from '../support/notificationBuilders';

let ctx: TestContext;
let showA: number;
let showB: number;
let showOff: number;
let standA: number;
let standB: number;
let standOff: number;
/** Links (user_stand_roles ids). */
const link: Record<string, number> = {};
const users: Record<string, TestUser> = {};

const as = async (who: string, locale = 'fr') => client(ctx.app, await tokenFor(users[who]), { 'X-LOCALE': locale });
const count = async (table: string, where = 'true', values: unknown[] = []) =>
  Number((await ctx.pool.query(`SELECT count(*) FROM ${table} WHERE ${where}`, values)).rows[0].count);
const pathsOf = (body: { violations?: Array<{ propertyPath: string }> }) => (body.violations ?? []).map((v) => v.propertyPath).sort();
const userRow = async (id: number) =>
  (await ctx.pool.query('SELECT email, username, password_hash, language_preference FROM users WHERE id = $1', [id])).rows[0];
/** Row counts of what the endpoints under review write. */
const written = async () => ({
  stands: await count('stands'),
  users: await count('users'),
  contacts: await count('user_stand_roles'),
  imports: await count('stand_imports'),
  sends: await count('notification_sends'),
  views: await count('saved_views'),
});

let n = 0;
const newPerson = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { company: 'Déco Plus', lastName: 'Roux', firstName: 'Lina', email: `lina.roux.${n}@example.test`, ...extra };
};
const standBody = (show: number, extra: Record<string, unknown> = {}) => ({
  name: 'Verrerie Lenoir',
  standType: 'Stand nu',
  hall: '3',
  aisle: 'B',
  number: `${100 + ++n}`,
  surface: '12,5',
  show: `/backend/shows/${show}`,
  notify: false,
  exhibitor: null,
  ...newPerson(),
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  users.admin = await insertUser(p, { role: ROLES.ADMIN });
  users.support = await insertUser(p, { role: ROLES.SUPPORT });
  users.orgA = await insertUser(p, { role: ROLES.ORGANIZER });
  users.orgB = await insertUser(p, { role: ROLES.ORGANIZER });
  users.security = await insertUser(p, { role: ROLES.SECURITY_OFFICER });
  users.exhibitorA = await insertUser(p, { role: ROLES.STANDIST });
  users.agencyA = await insertUser(p, { role: ROLES.STANDIST });
  users.exhibitorB = await insertUser(p, { role: ROLES.STANDIST });
  /** A standist on a stand of show A and one of show B (admin linked them). */
  users.shared = await insertUser(p, { role: ROLES.STANDIST });
  /** A contact of show A whose account is not a standist's (its role was changed by an admin later). */
  users.promoted = await insertUser(p, { role: ROLES.STANDIST });
  showA = await insertShow(p, { name: 'Salon A' });
  showB = await insertShow(p, { name: 'Salon B' });
  showOff = await insertShow(p, { name: 'Salon sans décorateurs' });
  await p.query('UPDATE shows SET stand_add_decorator_function = (id <> $1) WHERE id = ANY($2)', [showOff, [showA, showB, showOff]]);
  await linkUserShow(p, users.orgA.id, showA);
  await linkUserShow(p, users.orgB.id, showB);
  await linkUserShow(p, users.security.id, showA);
  standA = await insertStand(p, showA, { name: 'Alpha' });
  standB = await insertStand(p, showB, { name: 'Beta' });
  standOff = await insertStand(p, showOff, { name: 'Off' });
  link.exhibitorA = await addStandRole(p, users.exhibitorA.id, standA, STANDIST_ROLES.EXHIBITOR);
  link.agencyA = await addStandRole(p, users.agencyA.id, standA, STANDIST_ROLES.AGENCY);
  link.exhibitorB = await addStandRole(p, users.exhibitorB.id, standB, STANDIST_ROLES.EXHIBITOR);
  link.sharedA = await addStandRole(p, users.shared.id, standA, STANDIST_ROLES.DECORATOR);
  link.sharedB = await addStandRole(p, users.shared.id, standB, STANDIST_ROLES.DECORATOR);
  link.promotedA = await addStandRole(p, users.promoted.id, standA, STANDIST_ROLES.AGENCY);
  await p.query("UPDATE users SET role_id = (SELECT id FROM roles WHERE reference = 'ROLE_ADMIN') WHERE id = $1", [users.promoted.id]);
  users.promoted = { ...users.promoted, role: ROLES.ADMIN };
  link.exhibitorAOff = await addStandRole(p, users.exhibitorA.id, standOff, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx?.close());

describe('POST /backend/stands', () => {
  it('refuses roles without stand.add (403) and anonymous callers (401), writing nothing', async () => {
    const before = await written();
    for (const who of ['security', 'exhibitorA']) expect((await (await as(who)).post('/backend/stands', standBody(showA))).status).toBe(403);
    expect((await client(ctx.app).post('/backend/stands', standBody(showA))).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it("refuses an organizer another show (422 on show) and another show's standist as exhibitor (422 on exhibitor)", async () => {
    const before = await written();
    const show = await (await as('orgB')).post('/backend/stands', standBody(showA));
    expect(show.status).toBe(422);
    expect(pathsOf(show.body)).toEqual(['show']);
    const exhibitor = await (await as('orgB')).post('/backend/stands', standBody(showB, { exhibitor: `/backend/users/${users.exhibitorA.id}` }));
    expect(exhibitor.status).toBe(422);
    expect(pathsOf(exhibitor.body)).toEqual(['exhibitor']);
    // An account that is not a standist's is never an exhibitor, even for an admin.
    const admin = await (await as('admin')).post('/backend/stands', standBody(showA, { exhibitor: `/backend/users/${users.orgA.id}` }));
    expect(admin.status).toBe(422);
    expect(pathsOf(admin.body)).toEqual(['exhibitor']);
    expect(await written()).toEqual(before);
  });

  it("refuses a new exhibitor with an existing account's e-mail (any case): no stand, no account, the account untouched", async () => {
    const before = await written();
    const own = await userRow(users.orgB.id);
    const res = await (await as('orgA')).post('/backend/stands', standBody(showA, { email: users.orgB.email.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(pathsOf(res.body)).toEqual(['email']);
    expect(await written()).toEqual(before);
    expect(await userRow(users.orgB.id)).toEqual(own);
  });

  it('answers hostile bodies with a 400 or a 422 naming each field, never a 500', async () => {
    const before = await written();
    const api = await as('admin');
    expect((await api.post('/backend/stands', [standBody(showA)])).status).toBe(400);
    const res = await api.post('/backend/stands', {
      ...standBody(showA),
      name: ['Verrerie'],
      hall: 'x'.repeat(100_000),
      surface: -3,
      show: { id: showA },
      notify: 'yes',
      exhibitor: -1,
      unknownKey: { deep: [1, 2] },
    });
    expect(res.status).toBe(422);
    expect(pathsOf(res.body)).toEqual(['exhibitor', 'hall', 'name', 'notify', 'show', 'surface']);
    for (const show of [2_147_483_648, '/backend/shows/99999999999', 0, 1.5]) {
      const bad = await api.post('/backend/stands', standBody(showA, { show }));
      expect([bad.status, pathsOf(bad.body)]).toEqual([422, ['show']]);
    }
    expect(await written()).toEqual(before);
  });
});

describe('PATCH and DELETE /backend/stands/{id}', () => {
  it("refuses another show's stand (404) and the fields a role may not write (403), changing nothing", async () => {
    const row = async () => (await ctx.pool.query('SELECT name, un_seen, treated, updated_at FROM stands WHERE id = $1', [standA])).rows[0];
    const before = await row();
    expect((await (await as('orgB')).patch(`/backend/stands/${standA}`, { name: 'Pris' })).status).toBe(404);
    expect((await (await as('orgB')).patch(`/backend/stands/${standA}`, { treated: false })).status).toBe(404);
    expect((await (await as('exhibitorA')).patch(`/backend/stands/${standA}`, { name: 'Pris' })).status).toBe(403);
    expect((await (await as('exhibitorA')).patch(`/backend/stands/${standA}`, { treated: false })).status).toBe(403);
    expect((await (await as('security')).patch(`/backend/stands/${standA}`, { treated: false })).status).toBe(403);
    expect((await (await as('orgA')).patch(`/backend/stands/${standA}`, { unSeen: false })).status).toBe(403);
    expect((await (await as('exhibitorB')).patch(`/backend/stands/${standA}`, { name: 'Pris' })).status).toBe(404);
    expect(await row()).toEqual(before);
    // A stand never moves to another show: `show` is not a field a PATCH writes.
    const moved = await (await as('orgA')).patch(`/backend/stands/${standA}`, { show: `/backend/shows/${showB}`, treated: before.treated });
    expect([moved.status, moved.body.show]).toEqual([200, `/backend/shows/${showA}`]);
  });

  it("refuses deleting another show's stand (404) or without stand.delete (403)", async () => {
    const before = await count('stands');
    expect((await (await as('orgB')).delete(`/backend/stands/${standA}`)).status).toBe(404);
    expect((await (await as('exhibitorA')).delete(`/backend/stands/${standA}`)).status).toBe(403);
    expect((await (await as('security')).delete(`/backend/stands/${standA}`)).status).toBe(403);
    expect((await (await as('exhibitorB')).delete(`/backend/stands/${standA}`)).status).toBe(404);
    expect(await count('stands')).toBe(before);
  });
});

describe("a standist registering their decorator ('add_for_exhibitor')", () => {
  const decorator = (stand: number, extra: Record<string, unknown> = {}) => ({ stand: `/backend/stands/${stand}`, standistRole: STANDIST_ROLES.DECORATOR, ...newPerson(), ...extra });

  it('works on their own stand of a show with the function', async () => {
    const res = await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standA));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ stand: `/backend/stands/${standA}`, standistRole: STANDIST_ROLES.DECORATOR });
  });

  it('is refused on a stand they are not on, without the function, as agency, for another role or an existing account', async () => {
    const before = await written();
    const notTheirs = await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standB));
    expect([notTheirs.status, pathsOf(notTheirs.body)]).toEqual([422, ['stand']]);
    expect((await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standOff))).status).toBe(403);
    expect((await (await as('agencyA')).post('/backend/user_stand_roles', decorator(standA))).status).toBe(403);
    expect((await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standA, { standistRole: STANDIST_ROLES.EXHIBITOR }))).status).toBe(403);
    expect((await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standA, { user: `/backend/users/${users.exhibitorB.id}` }))).status).toBe(403);
    expect((await (await as('security')).post('/backend/user_stand_roles', decorator(standA))).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it("cannot take over an existing account: its e-mail is a 422 on email, the account untouched", async () => {
    const before = await written();
    const own = await userRow(users.orgA.id);
    const res = await (await as('exhibitorA')).post('/backend/user_stand_roles', decorator(standA, { email: ` ${users.orgA.email.toUpperCase()} `, plainPassword: 'Nouveau-mot-2-passe' }));
    expect([res.status, pathsOf(res.body)]).toEqual([422, ['email']]);
    expect(await written()).toEqual(before);
    expect(await userRow(users.orgA.id)).toEqual(own);
  });

  it('cannot edit a contact: no e-mail or password change of another contact (403)', async () => {
    const own = await userRow(users.agencyA.id);
    const res = await (await as('exhibitorA')).patch(`/backend/user_stand_roles/${link.agencyA}`, {
      email: 'pirate@example.test',
      plainPassword: 'Nouveau-mot-2-passe',
      plainPasswordConfirmation: 'Nouveau-mot-2-passe',
    });
    expect(res.status).toBe(403);
    expect((await (await as('exhibitorA')).patch(`/backend/user_stand_roles/${link.exhibitorB}`, { email: 'pirate@example.test' })).status).toBe(404);
    expect((await (await as('exhibitorA')).delete(`/backend/user_stand_roles/${link.agencyA}`)).status).toBe(403);
    expect(await userRow(users.agencyA.id)).toEqual(own);
  });
});

describe('staff editing contacts', () => {
  const newPassword = { plainPassword: 'Nouveau-mot-2-passe', plainPasswordConfirmation: 'Nouveau-mot-2-passe' };

  it("refuses another show's contact (404) for reading, editing, deleting and the login e-mail", async () => {
    const before = await written();
    const own = await userRow(users.exhibitorB.id);
    const api = await as('orgA');
    expect((await api.get(`/backend/user_stand_roles/${link.exhibitorB}`)).status).toBe(404);
    expect((await api.patch(`/backend/user_stand_roles/${link.exhibitorB}`, { email: 'pirate@example.test', ...newPassword })).status).toBe(404);
    expect((await api.delete(`/backend/user_stand_roles/${link.exhibitorB}`)).status).toBe(404);
    const mail = await api.post('/backend/user_stand_roles/access_mail', { stand: `/backend/stands/${standB}`, user: `/backend/users/${users.exhibitorB.id}` });
    expect(mail.status).toBe(404);
    const mixed = await api.post('/backend/user_stand_roles/access_mail', { stand: `/backend/stands/${standA}`, user: `/backend/users/${users.exhibitorB.id}` });
    expect(mixed.status).toBe(404);
    expect(await written()).toEqual(before);
    expect(await userRow(users.exhibitorB.id)).toEqual(own);
  });

  it("refuses an organizer the credentials of a person who is also on another show's stand (422 on the field, saying why), the account untouched", async () => {
    const own = await userRow(users.shared.id);
    const api = await as('orgA');
    const why = "Cette personne est aussi contact d'un stand d'un autre salon : seul le support peut changer son email, son mot de passe ou sa langue.";
    const password = await api.patch(`/backend/user_stand_roles/${link.sharedA}`, newPassword);
    expect([password.status, password.body.violations]).toEqual([422, [expect.objectContaining({ propertyPath: 'plainPassword', message: why })]]);
    const email = await api.patch(`/backend/user_stand_roles/${link.sharedA}`, { email: 'reprise@example.test' });
    expect([email.status, email.body.violations]).toEqual([422, [expect.objectContaining({ propertyPath: 'email', message: why })]]);
    // The account's language too; the same language sent again with the form is no change.
    const language = await api.patch(`/backend/user_stand_roles/${link.sharedA}`, { languagePreference: own.language_preference === 'en' ? 'fr' : 'en' });
    expect([language.status, language.body.violations]).toEqual([422, [expect.objectContaining({ propertyPath: 'languagePreference', message: why })]]);
    expect((await api.patch(`/backend/user_stand_roles/${link.sharedA}`, { languagePreference: own.language_preference })).status).toBe(200);
    expect(await userRow(users.shared.id)).toEqual(own);
    // The stand's own overrides stay the organizer's to change.
    const company = await api.patch(`/backend/user_stand_roles/${link.sharedA}`, { company: 'Atelier Nord', email: own.email.toUpperCase() });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ company: 'Atelier Nord', credentialsChanged: false });
    // Nor does a PATCH move a contact to another stand or person.
    const moved = await api.patch(`/backend/user_stand_roles/${link.sharedA}`, { stand: `/backend/stands/${standB}`, user: `/backend/users/${users.orgA.id}` });
    expect(moved.body).toMatchObject({ stand: `/backend/stands/${standA}`, user: `/backend/users/${users.shared.id}` });
  });

  it('holds a password set from the contact form to the rules of every other password (common, the identifier), taken as typed', async () => {
    const own = await userRow(users.agencyA.id);
    const api = await as('orgA');
    for (const [plainPassword, message] of [
      ['motdepasse123', 'Ce mot de passe est trop courant : choisissez-en un autre.'],
      [users.agencyA.email.toUpperCase(), 'Le mot de passe ne doit être ni votre identifiant ni votre adresse email.'],
      ['court', 'Le mot de passe doit contenir au moins 8 caractères.'],
    ]) {
      const res = await api.patch(`/backend/user_stand_roles/${link.agencyA}`, { plainPassword, plainPasswordConfirmation: plainPassword });
      expect([res.status, res.body.violations]).toEqual([422, [expect.objectContaining({ propertyPath: 'plainPassword', message })]]);
    }
    expect(await userRow(users.agencyA.id)).toEqual(own);
    const spaced = '  Lumière du soir  ';
    expect((await api.patch(`/backend/user_stand_roles/${link.agencyA}`, { plainPassword: spaced, plainPasswordConfirmation: spaced })).status).toBe(200);
    const login = await client(ctx.app).post('/backend/login_check', { _username: users.agencyA.email, _password: spaced });
    expect(login.status).toBe(200);
  });

  it("lets admin and support change that person's credentials (their scope is every show)", async () => {
    const res = await (await as('support')).patch(`/backend/user_stand_roles/${link.sharedA}`, { languagePreference: 'en', ...newPassword });
    expect(res.status).toBe(200);
    expect(res.body.credentialsChanged).toBe(true);
  });

  it("refuses anyone the credentials of a contact whose account is no longer a standist's (422 on the field, saying why)", async () => {
    const own = await userRow(users.promoted.id);
    const why = { propertyPath: 'plainPassword', message: "This account is not an exhibitor's, decorator's or agency's: its email, password and language are not changed here." };
    for (const who of ['orgA', 'support']) {
      const api = await as(who, 'en');
      const password = await api.patch(`/backend/user_stand_roles/${link.promotedA}`, newPassword);
      expect([password.status, password.body.violations]).toEqual([422, [expect.objectContaining(why)]]);
      const email = await api.patch(`/backend/user_stand_roles/${link.promotedA}`, { email: `taken.${who}@example.test` });
      expect([email.status, email.body.violations]).toEqual([422, [expect.objectContaining({ ...why, propertyPath: 'email' })]]);
    }
    expect(await userRow(users.promoted.id)).toEqual(own);
  });

  it('answers hostile contact bodies with a 422 naming the fields, nothing written', async () => {
    const before = await written();
    const own = await userRow(users.agencyA.id);
    const api = await as('orgA');
    const patch = await api.patch(`/backend/user_stand_roles/${link.agencyA}`, {
      standistRole: [STANDIST_ROLES.EXHIBITOR],
      plainPassword: { value: 'x' },
      languagePreference: 5,
      email: 'x'.repeat(300),
      phone: ['0600'],
    });
    expect(patch.status).toBe(422);
    expect(pathsOf(patch.body)).toEqual(['email', 'languagePreference', 'phone', 'plainPassword', 'standistRole']);
    const taken = await api.patch(`/backend/user_stand_roles/${link.agencyA}`, { email: users.exhibitorA.email });
    expect([taken.status, pathsOf(taken.body)]).toEqual([422, ['email']]);
    const post = await api.post('/backend/user_stand_roles', { stand: [standA], standistRole: 'ROLE_ADMIN', user: 2_147_483_648, email: 3 });
    expect(post.status).toBe(422);
    expect(pathsOf(post.body)).toEqual(expect.arrayContaining(['stand', 'standistRole', 'user']));
    expect(await written()).toEqual(before);
    expect(await userRow(users.agencyA.id)).toEqual(own);
  });
});

describe('GET /backend/standists (the picker)', () => {
  it("shows an organizer only their shows' standists, never another account; refuses show-linked roles", async () => {
    const api = await as('orgA');
    expect((await api.get(`/backend/standists/${users.exhibitorB.id}`)).status).toBe(404);
    expect((await api.get(`/backend/standists/${users.orgB.id}`)).status).toBe(404);
    expect((await api.get(`/backend/standists/${users.exhibitorA.id}`)).status).toBe(200);
    const listed = (await api.get('/backend/standists?itemsPerPage=100')).body['hydra:member'].map((m: { user: string }) => m.user);
    expect(listed).not.toContain(`/backend/users/${users.exhibitorB.id}`);
    expect((await (await as('security')).get('/backend/standists')).status).toBe(403);
    expect((await (await as('exhibitorA')).get('/backend/standists')).body['hydra:totalItems']).toBe(0);
  });
});

describe('the stand import', () => {
  const CSV = 'Hall;Allée;Numéro;Enseigne;Surface (m²);Type de stand\r\n9;Z;901;Import;10;Stand nu\r\n';
  async function upload(who: string, bytes: Buffer) {
    const body = multipartBody({ bytes, name: 'stands.csv', type: 'text/csv' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/backend/stand_import_files',
      headers: { authorization: `Bearer ${await tokenFor(users[who])}`, 'x-locale': 'fr', ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  it("keeps a file its uploader's and an import its show's organizers'", async () => {
    const file = await upload('orgA', Buffer.from(CSV));
    expect(file.status).toBe(201);
    const analysis = await (await as('orgA')).post('/backend/stand_imports', { standImportFile: file.body['@id'], show: `/backend/shows/${showA}` });
    expect(analysis.status).toBe(201);
    const before = await written();
    const other = await as('orgB');
    expect((await other.get(file.body['@id'])).status).toBe(404);
    const stolen = await other.post('/backend/stand_imports', { standImportFile: file.body['@id'], show: `/backend/shows/${showB}` });
    expect([stolen.status, pathsOf(stolen.body)]).toEqual([422, ['standImportFile']]);
    const ownFile = await upload('orgB', Buffer.from(CSV));
    const foreignShow = await other.post('/backend/stand_imports', { standImportFile: ownFile.body['@id'], show: `/backend/shows/${showA}` });
    expect([foreignShow.status, pathsOf(foreignShow.body)]).toEqual([422, ['show']]);
    expect((await other.get(analysis.body['@id'])).status).toBe(404);
    expect((await other.patch(analysis.body['@id'], { status: 2, notifyUsers: false })).status).toBe(404);
    for (const who of ['support', 'security', 'exhibitorA']) {
      expect((await upload(who, Buffer.from(CSV))).status).toBe(403);
      // They may not read imports: the apply answers as for a missing one (no existence oracle).
      expect((await (await as(who)).patch(analysis.body['@id'], { status: 2 })).status).toBe(404);
    }
    expect({ ...(await written()), users: 0 }).toEqual({ ...before, users: 0 });
    expect(await count('stands', 'show_id = $1 AND number = $2', [showA, '901'])).toBe(0);
  });

  it('answers hostile import bodies with a 422 naming the field, never a 500', async () => {
    const file = await upload('admin', Buffer.from(CSV));
    const before = await written();
    const api = await as('admin');
    for (const id of [2_147_483_648, 9_007_199_254_740_991, -4, [file.body.id], { id: 1 }]) {
      const res = await api.post('/backend/stand_imports', { standImportFile: id, show: id });
      expect([res.status, pathsOf(res.body)]).toEqual([422, ['show', 'standImportFile']]);
    }
    const created = await api.post('/backend/stand_imports', { standImportFile: file.body['@id'], show: `/backend/shows/${showB}` });
    for (const body of [{ status: '2' }, { status: 2, notifyUsers: 'oui' }, [2]]) {
      const res = await api.patch(created.body['@id'], body);
      expect([400, 422]).toContain(res.status);
    }
    expect({ ...(await written()), imports: before.imports }).toEqual(before);
    expect(await count('stands', 'show_id = $1 AND number = $2', [showB, '901'])).toBe(0);
  });

  it('refuses control characters in a cell (the boundary rule of every other write) as a problem of its row', async () => {
    const csv = `Hall;Allée;Numéro;Enseigne;Surface (m²);Type de stand\r\n9;Z;902;"Deux\nlignes";10;Stand nu\r\n9;Z;903;Tab\tulé;10;Stand\u0085nu\r\n`;
    const file = await upload('admin', Buffer.from(csv));
    expect(file.status).toBe(201);
    const res = await (await as('admin')).post('/backend/stand_imports', { standImportFile: file.body['@id'], show: `/backend/shows/${showB}` });
    expect(res.status).toBe(201);
    expect(res.body.stats.stands.problems).toBe(3);
    expect(res.body.violations.map((v: { row: number; column: string }) => [v.row, v.column])).toEqual([
      [2, 'Enseigne'],
      [4, 'Enseigne'],
      [4, 'Type de stand'],
    ]);
  });
});

describe('notifications', () => {
  let template: { fr: number; en: number; tag: string };
  const send = (stands: number[] | null, extra: Record<string, unknown> = {}) => ({
    notification: `/backend/notification_templates/${template.fr}`,
    customObject: 'Rappel',
    customContent: 'Bonjour {{recipientFirstName}}',
    customStandistRoles: Object.values(STANDIST_ROLES),
    ...(stands ? { stands: stands.map((id) => `/backend/stands/${id}`) } : {}),
    ...extra,
  });
  beforeAll(async () => {
    template = await insertTemplatePair(ctx.pool, { object: 'Rappel', contentExternal: 'Bonjour {{recipientFirstName}}' }, { object: 'Reminder', contentExternal: 'Hello {{recipientFirstName}}' });
  });

  it("never reaches another show's stands: named (422 on stands) or by filter (nothing matches), nothing recorded", async () => {
    const before = await written();
    const api = await as('orgA');
    const named = await api.post('/backend/notifications', send([standA, standB]));
    expect([named.status, pathsOf(named.body)]).toEqual([422, ['stands']]);
    for (const filter of [{ show: String(showB) }, { show: String(showA), id: String(standB) }, { show: [String(showA), String(showB)], search: 'Beta' }]) {
      const res = await api.post('/backend/notifications', send(null, { filter }));
      expect(res.status).toBe(422);
    }
    expect(await written()).toEqual(before);
    const deliveries = await count('mail_deliveries', 'recipient = $1', [users.exhibitorB.email]);
    expect(deliveries).toBe(0);
  });

  it('sends by filter only within the scope, and the sender reads only their own sends', async () => {
    const res = await (await as('orgA')).post('/backend/notifications', send(null, { filter: { show: [String(showA), String(showB)] } }));
    expect(res.status).toBe(202);
    const recipients = (await ctx.pool.query('SELECT DISTINCT stand_id FROM notification_recipients WHERE notification_send_id = $1', [res.body.id])).rows;
    expect(recipients.map((r) => r.stand_id)).toEqual([standA]);
    expect((await (await as('orgB')).get(`/backend/notification_sends/${res.body.id}`)).status).toBe(404);
    expect((await (await as('orgB')).get('/backend/notification_sends')).body['hydra:totalItems']).toBe(0);
    expect((await (await as('support')).get(`/backend/notification_sends/${res.body.id}`)).status).toBe(200);
  });

  it('refuses senders without notification.add and template writes to all but admins (403), nothing written', async () => {
    const before = await written();
    for (const who of ['security', 'exhibitorA']) expect((await (await as(who)).post('/backend/notifications', send([standA]))).status).toBe(403);
    expect((await (await as('exhibitorA')).get('/backend/notifications')).status).toBe(403);
    expect((await (await as('exhibitorA')).get(`/backend/notification_templates/${template.fr}`)).status).toBe(404);
    const row = async () => (await ctx.pool.query('SELECT object, content_external FROM notification_templates WHERE id = $1', [template.fr])).rows[0];
    const own = await row();
    for (const who of ['orgA', 'support']) {
      const api = await as(who);
      expect((await api.post('/backend/notification_templates', { tag: 'pirate', locale: 'fr', label: 'x', object: 'x', contentExternal: 'x' })).status).toBe(403);
      expect((await api.patch(`/backend/notification_templates/${template.fr}`, { object: 'Pris' })).status).toBe(403);
      expect((await api.delete(`/backend/notification_templates/${template.fr}`)).status).toBe(403);
    }
    expect(await row()).toEqual(own);
    expect(await count('notification_templates', 'tag = $1', ['pirate'])).toBe(0);
    expect(await written()).toEqual(before);
  });

  it('answers hostile send bodies with a 422 naming each field, never a 500', async () => {
    const before = await written();
    const api = await as('admin');
    const res = await api.post('/backend/notifications', {
      notification: 2_147_483_648,
      customObject: ['x'],
      customContent: 'x'.repeat(30_000),
      customStandistRoles: [{}],
      locale: 'de',
      stands: 'all',
      users: [-1],
    });
    expect(res.status).toBe(422);
    expect(pathsOf(res.body)).toEqual(['customContent', 'customObject', 'customStandistRoles', 'locale', 'notification', 'stands', 'users[0]']);
    const badFilter = await api.post('/backend/notifications', send(null, { filter: { show: { $gt: 0 } } }));
    expect([badFilter.status, pathsOf(badFilter.body)]).toEqual([422, ['filter']]);
    const unknown = await api.post('/backend/notifications', send(null, { filter: { show: String(showA), 'surface[between]': 'a..b' } }));
    expect([unknown.status, pathsOf(unknown.body)]).toEqual([422, ['filter']]);
    expect(await written()).toEqual(before);
    // A lone surrogate (a JSON escape in the body) is stored as U+FFFD, as in every text column.
    const lone = await api.post('/backend/notifications', JSON.stringify(send([standA])).replace('"customObject":"Rappel"', '"customObject":"Rappel \\ud800"'));
    expect(lone.status).toBe(202);
    expect((await ctx.pool.query('SELECT subject FROM notification_sends WHERE id = $1', [lone.body.id])).rows[0].subject).toBe('Rappel \ufffd');
  });
});

describe('GET /backend/mail_deliveries (the outbox)', () => {
  it('is refused to every role but admin and support, with no existence oracle on items', async () => {
    const { rows } = await ctx.pool.query('SELECT id FROM mail_deliveries ORDER BY id LIMIT 1');
    const id = rows[0]?.id ?? 1;
    for (const who of ['orgA', 'security', 'exhibitorA']) {
      const api = await as(who);
      expect((await api.get('/backend/mail_deliveries')).status).toBe(403);
      expect((await api.get(`/backend/mail_deliveries/${id}`)).status).toBe(404);
      expect((await api.get(`/backend/mail_deliveries/${id}/eml`)).status).toBe(404);
    }
    expect((await (await as('support')).get('/backend/mail_deliveries')).status).toBe(200);
  });
});

describe('POST /backend/stands/bulk', () => {
  const state = async () => (await ctx.pool.query('SELECT id, un_seen, treated, status FROM stands WHERE id = $1', [standB])).rows[0];

  it("never touches another show's stand, by ids (counted notFound) or by filter", async () => {
    const before = await state();
    const api = await as('orgA');
    const byIds = await api.post('/backend/stands/bulk', { action: 'markUntreated', selection: { ids: [standB, standA] } });
    expect(byIds.status).toBe(200);
    expect(byIds.body.skipped).toEqual(expect.arrayContaining([{ reason: 'notFound', count: 1 }]));
    const byFilter = await api.post('/backend/stands/bulk', { action: 'markUntreated', selection: { filter: { show: [String(showB)] } } });
    expect(byFilter.body).toMatchObject({ matched: 0, changed: 0 });
    const status = await api.post('/backend/stands/bulk', { action: 'changeStatus', status: 'pendingPlansConfirmation', message: 'Plans refusés', selection: { filter: { id: String(standB) } } });
    expect(status.body).toMatchObject({ matched: 0, changed: 0 });
    expect(await state()).toEqual(before);
  });

  it('refuses the roles without the action (403), nothing changed', async () => {
    const before = await state();
    expect((await (await as('orgA')).post('/backend/stands/bulk', { action: 'markSeen', selection: { ids: [standA] } })).status).toBe(403);
    for (const who of ['security', 'exhibitorB']) {
      expect((await (await as(who)).post('/backend/stands/bulk', { action: 'markTreated', selection: { ids: [standB] } })).status).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it('answers hostile selections with a 422 naming the field, never a 500', async () => {
    const before = await state();
    const api = await as('admin');
    for (const ids of [[2_147_483_648], [9_007_199_254_740_991], [1.5], [-1], ['1; DROP TABLE stands'], [[standB]], 'all']) {
      const res = await api.post('/backend/stands/bulk', { action: 'markTreated', selection: { ids } });
      expect([res.status, pathsOf(res.body)]).toEqual([422, ['selection.ids']]);
    }
    const nested = await api.post('/backend/stands/bulk', { action: 'markTreated', selection: { filter: { show: { $ne: 0 } } } });
    expect([nested.status, pathsOf(nested.body)]).toEqual([422, ['selection.filter.show']]);
    const huge = await api.post('/backend/stands/bulk', { action: 'markTreated', selection: { filter: { id: '99999999999' } } });
    expect(huge.status).toBe(422);
    expect(await state()).toEqual(before);
  });
});

describe('/backend/saved_views', () => {
  it("never reads, changes or deletes another user's view, whatever the body says", async () => {
    const mine = await (await as('orgA')).post('/backend/saved_views', { list: 'stands', name: 'À moi', state: { search: 'a' }, user: `/backend/users/${users.orgB.id}`, user_id: users.orgB.id, id: 1 });
    expect(mine.status).toBe(201);
    expect(await count('saved_views', 'id = $1 AND user_id = $2', [mine.body.id, users.orgA.id])).toBe(1);
    const other = await as('orgB');
    expect((await other.get(mine.body['@id'])).status).toBe(404);
    expect((await other.patch(mine.body['@id'], { name: 'Pris' })).status).toBe(404);
    expect((await other.put(mine.body['@id'], { list: 'stands', name: 'Pris', state: {} })).status).toBeGreaterThanOrEqual(404);
    expect((await other.delete(mine.body['@id'])).status).toBe(404);
    expect((await other.get('/backend/saved_views?list=stands')).body['hydra:totalItems']).toBe(0);
    expect((await client(ctx.app).get('/backend/saved_views')).status).toBe(401);
    const row = (await ctx.pool.query('SELECT name, user_id FROM saved_views WHERE id = $1', [mine.body.id])).rows[0];
    expect(row).toEqual({ name: 'À moi', user_id: users.orgA.id });
  });

  it('answers a state PostgreSQL cannot store (a NUL in a string) with a 422 on state, nothing written', async () => {
    const before = await written();
    const api = await as('orgA');
    const res = await api.post('/backend/saved_views', { list: 'stands', name: 'NUL', state: { search: 'a\u0000b' } });
    expect([res.status, pathsOf(res.body)]).toEqual([422, ['state']]);
    const key = await api.post('/backend/saved_views', { list: 'stands', name: 'NUL', state: { 'a\u0000': 1 } });
    expect([key.status, pathsOf(key.body)]).toEqual([422, ['state']]);
    // A lone surrogate (as a JSON escape in the body) is no text PostgreSQL's jsonb takes either.
    const surrogate = await api.post('/backend/saved_views', '{"list":"stands","name":"Demi","state":{"search":"a\\ud800"}}');
    expect([surrogate.status, pathsOf(surrogate.body)]).toEqual([422, ['state']]);
    // The letters themselves (an escaped backslash before them) are a state like any.
    const letters = await api.post('/backend/saved_views', { list: 'stands', name: 'Lettres', state: { search: '\\u0000 \\ud800' } });
    expect([letters.status, letters.body.state]).toEqual([201, { search: '\\u0000 \\ud800' }]);
    await api.delete(letters.body['@id']);
    expect(await written()).toEqual(before);
  });
});
