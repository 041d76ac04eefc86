/**
 * Adding, editing and deleting stands (issue 11, item 1; part 1 §5, §6): per role and per
 * object (an organizer only on their shows), the exhibitor given or created, the login e-mail
 * with notify on, bad input named on its field with nothing written, and what a deletion takes
 * along (docs/decisions.md "Deleting a stand").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sweepRemovedFiles } from '@server/services/removedFiles';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let showA: number;
let showB: number;
const users: Record<string, TestUser> = {};
const as = async (who: string, locale = 'fr') => client(ctx.app, await tokenFor(users[who]), { 'X-LOCALE': locale });
const count = async (table: string, where = 'true', values: unknown[] = []) =>
  Number((await ctx.pool.query(`SELECT count(*) FROM ${table} WHERE ${where}`, values)).rows[0].count);

let n = 0;
const newStandBody = (show: number, extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    show: `/backend/shows/${show}`,
    name: `Maison ${n}`,
    standType: 'Stand nu',
    hall: 'Hall 2',
    aisle: 'B',
    number: `B${n}`,
    surface: '12,5',
    notify: false,
    exhibitor: null,
    company: 'Verrerie du Lac',
    lastName: 'Girard',
    firstName: 'Chloé',
    email: `chloe.girard.${n}@example.test`,
    phone: '+33 6 11 22 33 44',
    ...extra,
  };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  users.admin = await insertUser(p, { role: ROLES.ADMIN });
  users.support = await insertUser(p, { role: ROLES.SUPPORT });
  users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  users.security = await insertUser(p, { role: ROLES.SECURITY_OFFICER });
  users.exhibitor = await insertUser(p, { role: ROLES.STANDIST, email: 'emma.bernard@example.test', firstName: 'Emma', lastName: 'Bernard' });
  showA = await insertShow(p, { name: 'Salon A' });
  showB = await insertShow(p, { name: 'Salon B' });
  await linkUserShow(p, users.organizer.id, showA);
  await linkUserShow(p, users.security.id, showA);
  const onA = await insertStand(p, showA);
  await addStandRole(p, users.exhibitor.id, onA, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx.close());

describe('adding a stand', () => {
  it('creates the stand with a new exhibitor account, searchable by the exhibitor, and e-mails them with notify on', async () => {
    const body = newStandBody(showA, { notify: true });
    const res = await (await as('organizer')).post('/backend/stands', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      '@type': 'Stand',
      name: body.name,
      surface: '12,5',
      show: `/backend/shows/${showA}`,
      status: 'waitingForPlans',
      exhibitor: { fullName: 'Chloé Girard', company: 'Verrerie du Lac' },
    });
    const account = (await ctx.pool.query('SELECT u.email, u.password_hash, r.reference FROM users u JOIN roles r ON r.id = u.role_id WHERE u.email = $1', [body.email])).rows[0];
    expect(account.reference).toBe(ROLES.STANDIST);
    // A random password, stored hashed: nobody was told it.
    expect(account.password_hash).toMatch(/^scrypt/);
    const found = await (await as('organizer')).get(`/backend/stands?show=${showA}&search=girard`);
    expect(found.body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([res.body.id]);
    await ctx.app.jobs.idle();
    const mails = (await ctx.pool.query('SELECT kind, recipient, subject, text_body FROM mail_deliveries WHERE recipient = $1', [body.email])).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'standAccess' });
    expect(mails[0].subject).toContain(body.name);
    expect(mails[0].text_body).toContain('/login');
  });

  it('sends nothing with notify off', async () => {
    const body = newStandBody(showA);
    expect((await (await as('admin')).post('/backend/stands', body)).status).toBe(201);
    await ctx.app.jobs.idle();
    expect(await count('mail_deliveries', 'recipient = $1', [body.email])).toBe(0);
  });

  it('takes an existing standist as exhibitor', async () => {
    const res = await (await as('support')).post('/backend/stands', newStandBody(showB, { exhibitor: `/backend/users/${users.exhibitor.id}`, email: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.exhibitor).toMatchObject({ fullName: 'Emma Bernard' });
  });

  it('refuses an organizer on a show that is not theirs (422 on show), and roles without stand.add (403), writing nothing', async () => {
    const before = await count('stands');
    const other = await (await as('organizer')).post('/backend/stands', newStandBody(showB));
    expect(other.status).toBe(422);
    expect(other.body.violations).toEqual([expect.objectContaining({ propertyPath: 'show', message: 'Ce salon n’existe pas.' })]);
    expect((await (await as('security')).post('/backend/stands', newStandBody(showA))).status).toBe(403);
    expect((await (await as('exhibitor')).post('/backend/stands', newStandBody(showA))).status).toBe(403);
    expect(await count('stands')).toBe(before);
  });

  it('names every missing field with the spec\'s messages, in the caller\'s language', async () => {
    const before = [await count('stands'), await count('users')];
    const res = await (await as('admin')).post('/backend/stands', { show: `/backend/shows/${showA}`, exhibitor: null });
    expect(res.status).toBe(422);
    const messages = Object.fromEntries(res.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]));
    expect(messages).toMatchObject({
      name: 'Enseigne manquante',
      company: 'Société manquante',
      lastName: 'Nom manquant',
      firstName: 'Prénom manquant',
      email: 'Email manquant',
    });
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['standType', 'hall', 'aisle', 'number', 'surface', 'notify']));
    const english = await (await as('admin', 'en')).post('/backend/stands', { show: `/backend/shows/${showA}`, exhibitor: null });
    expect(english.body.violations.find((v: { propertyPath: string }) => v.propertyPath === 'name').message).toBe('Shop name missing');
    expect([await count('stands'), await count('users')]).toEqual(before);
  });

  it('refuses a malformed e-mail and an e-mail another user holds, on the field, writing nothing', async () => {
    const before = [await count('stands'), await count('users')];
    const malformed = await (await as('admin')).post('/backend/stands', newStandBody(showA, { email: 'chloe@' }));
    expect(malformed.status).toBe(422);
    expect(malformed.body.violations).toEqual([expect.objectContaining({ propertyPath: 'email' })]);
    const taken = await (await as('admin')).post('/backend/stands', newStandBody(showA, { email: 'EMMA.bernard@example.test' }));
    expect(taken.status).toBe(422);
    expect(taken.body.violations).toEqual([expect.objectContaining({ propertyPath: 'email', message: 'Cette adresse email est déjà utilisée par un autre utilisateur.' })]);
    const unknownExhibitor = await (await as('organizer')).post('/backend/stands', newStandBody(showA, { exhibitor: `/backend/users/${users.admin.id}` }));
    expect(unknownExhibitor.body.violations).toEqual([expect.objectContaining({ propertyPath: 'exhibitor' })]);
    expect([await count('stands'), await count('users')]).toEqual(before);
  });
});

describe('editing a stand', () => {
  it('changes the fields, keeps the search text right and records the edit in the timeline', async () => {
    const stand = await insertStand(ctx.pool, showA, { name: 'Ancien nom' });
    const res = await (await as('organizer')).patch(`/backend/stands/${stand}`, { name: 'Fromagerie Mistral', surface: '18,75', hall: 'Hall 4' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Fromagerie Mistral', surface: '18,75', hall: 'Hall 4' });
    const found = await (await as('organizer')).get(`/backend/stands?show=${showA}&search=mistral`);
    expect(found.body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([stand]);
    expect(await count('stand_events', "stand_id = $1 AND kind = 'edited'", [stand])).toBe(1);
  });

  it('answers \'Enseigne manquante\' to a blank name, changing nothing', async () => {
    const stand = await insertStand(ctx.pool, showA, { name: 'Gardé' });
    const res = await (await as('admin')).patch(`/backend/stands/${stand}`, { name: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'name', message: 'Enseigne manquante' })]);
    expect((await ctx.pool.query('SELECT name FROM stands WHERE id = $1', [stand])).rows[0].name).toBe('Gardé');
  });

  it('refuses an organizer on another show\'s stand (404) and a security officer on theirs (403)', async () => {
    const onB = await insertStand(ctx.pool, showB);
    const onA = await insertStand(ctx.pool, showA);
    expect((await (await as('organizer')).patch(`/backend/stands/${onB}`, { name: 'X' })).status).toBe(404);
    expect((await (await as('security')).patch(`/backend/stands/${onA}`, { name: 'X' })).status).toBe(403);
  });
});

describe('deleting a stand', () => {
  it('takes its contacts, messages with their attachments, findings with their photos, layouts and events along', async () => {
    const stand = await insertStand(ctx.pool, showA);
    const p = ctx.pool;
    await addStandRole(p, users.exhibitor.id, stand, STANDIST_ROLES.DECORATOR);
    // Each with its stored file, which goes too once the delete has committed (migration 021).
    const stored: string[] = [];
    const media = async () => {
      const name = `${crypto.randomBytes(8).toString('hex')}.pdf`;
      fs.writeFileSync(path.join(ctx.filesDir, name), '%PDF-1.4');
      stored.push(name);
      return (await p.query(`INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('message', 'a.pdf', $1, 'application/pdf', 8) RETURNING id`, [name])).rows[0].id;
    };
    const message = (await p.query(`INSERT INTO messages (content) VALUES ('Plans') RETURNING id`)).rows[0].id;
    await p.query('INSERT INTO stand_messages (stand_id, message_id) VALUES ($1, $2)', [stand, message]);
    const attachment = await media();
    await p.query('INSERT INTO message_media (message_id, media_id) VALUES ($1, $2)', [message, attachment]);
    const report = (await p.query(`INSERT INTO reports (stand_id, name) VALUES ($1, 'Allée encombrée') RETURNING id`, [stand])).rows[0].id;
    const photo = await media();
    await p.query('INSERT INTO report_media (report_id, media_id) VALUES ($1, $2)', [report, photo]);
    await p.query(`UPDATE stands SET name = 'Renommé' WHERE id = $1`, [stand]);
    const keptMessage = (await p.query(`INSERT INTO messages (content) VALUES ('Ailleurs') RETURNING id`)).rows[0].id;

    const res = await (await as('organizer')).delete(`/backend/stands/${stand}`);
    expect(res.status).toBe(204);
    expect(await count('stands', 'id = $1', [stand])).toBe(0);
    expect(await count('user_stand_roles', 'stand_id = $1', [stand])).toBe(0);
    expect(await count('messages', 'id = $1', [message])).toBe(0);
    expect(await count('media', 'id = ANY($1)', [[attachment, photo]])).toBe(0);
    expect(await count('reports', 'stand_id = $1', [stand])).toBe(0);
    expect(await count('stand_events', 'stand_id = $1', [stand])).toBe(0);
    await ctx.app.jobs.idle();
    expect(stored.filter((name) => fs.existsSync(path.join(ctx.filesDir, name)))).toEqual([]);
    expect(await count('removed_files', 'storage_name = ANY($1)', [stored])).toBe(0);
    // Nothing else goes: the person's account and other messages stay.
    expect(await count('users', 'id = $1', [users.exhibitor.id])).toBe(1);
    expect(await count('messages', 'id = $1', [keptMessage])).toBe(1);
  });

  it('keeps the files of media still in use, and of a delete that rolled back', async () => {
    const name = `${crypto.randomBytes(8).toString('hex')}.pdf`;
    fs.writeFileSync(path.join(ctx.filesDir, name), '%PDF-1.4');
    await ctx.pool.query(`INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('message', 'b.pdf', $1, 'application/pdf', 8)`, [name]);
    const db = await ctx.pool.connect();
    try {
      await db.query('BEGIN');
      await db.query('DELETE FROM media WHERE storage_name = $1', [name]);
      await db.query('ROLLBACK');
    } finally {
      db.release();
    }
    await sweepRemovedFiles(ctx.pool, ctx.storage);
    expect(fs.existsSync(path.join(ctx.filesDir, name))).toBe(true);
    await ctx.pool.query('DELETE FROM media WHERE storage_name = $1', [name]);
    expect(await sweepRemovedFiles(ctx.pool, ctx.storage)).toBe(1);
    expect(fs.existsSync(path.join(ctx.filesDir, name))).toBe(false);
  });

  it('goes on past a file it cannot remove (a directory in its place), removing the others', async () => {
    const blocked = `${crypto.randomBytes(8).toString('hex')}.pdf`;
    const plain = `${crypto.randomBytes(8).toString('hex')}.pdf`;
    fs.mkdirSync(path.join(ctx.filesDir, blocked));
    fs.writeFileSync(path.join(ctx.filesDir, plain), '%PDF-1.4');
    await ctx.pool.query("INSERT INTO removed_files (storage_name, removed_at) VALUES ($1, now() - interval '1 minute'), ($2, now())", [blocked, plain]);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await sweepRemovedFiles(ctx.pool, ctx.storage)).toBe(2);
    } finally {
      quiet.mockRestore();
    }
    expect(fs.existsSync(path.join(ctx.filesDir, plain))).toBe(false);
    expect(await count('removed_files', 'storage_name = ANY($1)', [[blocked, plain]])).toBe(0);
  });

  it('refuses an organizer on another show (404) and roles without stand.delete (403)', async () => {
    const onB = await insertStand(ctx.pool, showB);
    const onA = await insertStand(ctx.pool, showA);
    expect((await (await as('organizer')).delete(`/backend/stands/${onB}`)).status).toBe(404);
    expect((await (await as('security')).delete(`/backend/stands/${onA}`)).status).toBe(403);
    expect(await count('stands', 'id = ANY($1)', [[onA, onB]])).toBe(2);
  });
});
