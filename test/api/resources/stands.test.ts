import { can } from '@/domain/permissions';
import fs from 'node:fs';
import path from 'node:path';
import { stands } from '@server/resources/stands';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addStandLayout,
  addStandRole,
  ids,
  insertLayoutType,
  insertShow,
  insertStand,
  insertStandInScope,
  insertStandOutOfScope,
  insertUser,
  linkUserShow,
  ROLES,
  STANDIST_ROLES,
  tokenFor,
  type TestUser,
} from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

let ctx: TestContext;
let showA: number;
let showB: number;
let standA1: number;
let standA2: number;
let standB1: number;
const users: Record<string, TestUser> = {};
const as = async (who: string, headers?: Record<string, string>) => client(ctx.app, await tokenFor(users[who]), headers);

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  users.admin = await insertUser(p, { role: ROLES.SUPER_ADMIN });
  users.support = await insertUser(p, { role: ROLES.SUPPORT });
  users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  users.security = await insertUser(p, { role: ROLES.SECURITY_OFFICER });
  users.exhibitor = await insertUser(p, { role: ROLES.STANDIST, firstName: 'Emma', lastName: 'Bernard', company: 'Lumière' });
  users.decorator = await insertUser(p, { role: ROLES.STANDIST, firstName: 'David', lastName: 'Moreau', company: 'Déco' });
  users.stranger = await insertUser(p, { role: ROLES.STANDIST });
  showA = await insertShow(p, { name: 'Salon A', organizerId: users.organizer.id });
  showB = await insertShow(p, { name: 'Salon B', enabled: false });
  await linkUserShow(p, users.organizer.id, showA);
  await linkUserShow(p, users.security.id, showB);
  standA1 = await insertStand(p, showA, { name: 'A1', surface: '12,5', updatedAt: '2026-01-01T00:00:00Z', unSeen: true });
  standA2 = await insertStand(p, showA, { name: 'A2' });
  standB1 = await insertStand(p, showB, { name: 'B1' });
  await addStandRole(p, users.exhibitor.id, standA1, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, users.decorator.id, standA1, STANDIST_ROLES.DECORATOR, { company: 'Déco Override' });
  await addStandRole(p, users.stranger.id, standA1, STANDIST_ROLES.DECORATOR);
  await addStandRole(p, users.decorator.id, standB1, STANDIST_ROLES.DECORATOR);
  const cloison = await insertLayoutType(p, 'Cloison', '#1e88e5');
  await addStandLayout(p, standA1, cloison);
  await addStandLayout(p, standA1, cloison);
});
afterAll(async () => ctx.close());

// Every role row (list/read: anyone in scope; PATCH/DELETE: admin, support, organizer; no
// POST/PUT), out-of-scope 404s for every method, the collection, each filter and the 422.
describeHydraResource(stands, {
  inScope: (pool, user) => insertStandInScope(pool, user),
  outOfScope: (pool, user) => insertStandOutOfScope(pool, user),
  // POST: a show the user may add to (theirs for an organizer), with a new exhibitor.
  validBody: async (pool, user) => {
    const show = await insertShow(pool);
    if (user.role !== ROLES.STANDIST) await linkUserShow(pool, user.id, show);
    const n = Math.random().toString(36).slice(2, 10);
    return { show: `/backend/shows/${show}`, name: `New ${n}`, standType: 'Îlot', hall: 'Hall 1', aisle: 'C', number: 'C3', surface: '9', notify: false, exhibitor: null, company: 'Co', lastName: 'L', firstName: 'F', email: `ex-${n}@example.test` };
  },
  patchBody: async () => ({ name: 'Renamed' }),
  invalidBody: { name: ' ', surface: 'big' },
  // The action's access is any caller; marking treated needs stand.markTreated.
  actions: {
    bulk: {
      body: async (pool, user) => ({ action: 'markTreated', selection: { ids: [await insertStandInScope(pool, user)] } }),
      allowed: (role) => can([role], 'stand.markTreated'),
    },
  },
});

describe('stand item', () => {
  it('carries the first exhibitor, decorator and agency and the distinct layouts', async () => {
    const res = await (await as('admin')).get(`/backend/stands/${standA1}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@id': `/backend/stands/${standA1}`,
      '@type': 'Stand',
      id: standA1,
      name: 'A1',
      surface: '12,5',
      show: `/backend/shows/${showA}`,
      status: 'waitingForPlans',
      standSecurityInstruction: null,
      unSeen: true,
      exhibitor: { fullName: 'Emma Bernard', company: 'Lumière' },
      decorator: { fullName: 'David Moreau', company: 'Déco Override' },
      agency: null,
      layouts: [{ label: 'Cloison', color: '#1e88e5' }],
      updatedAt: '2026-01-01T00:00:00+00:00',
      documentsUpdatedAt: null,
    });
    expect(res.body.exhibitor['@id']).toMatch(/^\/backend\/user_stand_roles\/\d+$/);
  });

  it('writes dates in UTC to the second with an explicit offset, in lists and items alike', async () => {
    const id = await insertStand(ctx.pool, showA, { name: 'Dated', updatedAt: '2026-07-14T23:59:58.987+02:00', documentsUpdatedAt: '0999-01-02T03:04:05Z' });
    const admin = await as('admin');
    const item = (await admin.get(`/backend/stands/${id}`)).body;
    expect([item.updatedAt, item.documentsUpdatedAt]).toEqual(['2026-07-14T21:59:58+00:00', '0999-01-02T03:04:05+00:00']);
    const listed = (await admin.get(`/backend/stands?id=${id}`)).body['hydra:member'][0];
    expect([listed.updatedAt, listed.documentsUpdatedAt]).toEqual([item.updatedAt, item.documentsUpdatedAt]);
    await ctx.pool.query('DELETE FROM stands WHERE id = $1', [id]);
  });
});

describe('per-object access', () => {
  it('a standist sees only the stands they hold a role on', async () => {
    expect(ids((await (await as('exhibitor')).get('/backend/stands')).body)).toEqual([standA1]);
    // B1 is in a disabled show: contacts reach active shows only.
    expect(ids((await (await as('decorator')).get('/backend/stands')).body)).toEqual([standA1]);
    expect((await (await as('decorator')).get(`/backend/stands/${standB1}`)).status).toBe(404);
    expect(ids((await (await as('decorator')).get(`/backend/stands?show=${showA}`)).body)).toEqual([standA1]);
    expect((await (await as('exhibitor')).get(`/backend/stands/${standA1}`)).status).toBe(200);
  });

  it('limits an organizer (and other show-linked roles) to the stands of their shows', async () => {
    expect(ids((await (await as('organizer')).get('/backend/stands')).body)).toEqual([standA1, standA2]);
    expect(ids((await (await as('organizer')).get(`/backend/stands?show=${showB}`)).body)).toEqual([]);
    expect((await (await as('organizer')).get(`/backend/stands/${standB1}`)).status).toBe(404);
    expect(ids((await (await as('security')).get('/backend/stands')).body)).toEqual([standB1]);
  });

  it('lets admin and support see every stand', async () => {
    for (const who of ['admin', 'support']) {
      expect((await (await as(who)).get('/backend/stands')).body['hydra:totalItems']).toBe(3);
    }
  });
});

describe('PATCH /backend/stands/{id}', () => {
  it('lets the organizer edit a stand of their show, bumping updatedAt and the search text', async () => {
    const api = await as('organizer');
    const res = await api.patch(`/backend/stands/${standA2}`, { name: 'Atelier Nouveau', hall: 'Hall 9', surface: '18,75', standType: 'Îlot' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Atelier Nouveau', hall: 'Hall 9', surface: '18,75', standType: 'Îlot' });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(ids((await api.get('/backend/stands?search=atelier nouveau')).body)).toEqual([standA2]);
    expect(ids((await api.get('/backend/stands?surface[gt]=18.5&surface[lt]=19')).body)).toEqual([standA2]);
  });

  it('refuses blank fields and non-numeric surfaces with 422, changing nothing', async () => {
    const api = await as('admin', { 'accept-language': 'en' });
    const res = await api.patch(`/backend/stands/${standA1}`, { name: ' ', surface: 'big' });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['name', 'surface']);
    expect(res.body.violations[1].message).toMatch(/not a valid area/);
    expect((await api.get(`/backend/stands/${standA1}`)).body).toMatchObject({ name: 'A1', surface: '12,5' });
  });

  it('lets admin or support mark a stand seen (unSeen=false only) without touching updatedAt', async () => {
    const before = (await (await as('admin')).get(`/backend/stands/${standA1}`)).body;
    expect((await (await as('organizer')).patch(`/backend/stands/${standA1}`, { unSeen: false })).status).toBe(403);
    expect((await (await as('exhibitor')).patch(`/backend/stands/${standA1}`, { unSeen: false })).status).toBe(403);
    const refused = await (await as('support')).patch(`/backend/stands/${standA1}`, { unSeen: true });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'unSeen', message: 'Seule la valeur false est acceptée.' });
    const res = await (await as('support')).patch(`/backend/stands/${standA1}`, { unSeen: false });
    expect(res.status).toBe(200);
    expect(res.body.unSeen).toBe(false);
    expect(res.body.updatedAt).toBe(before.updatedAt);
  });

  it('lets admin, support and the organizer of the show mark a stand treated or untreated, without touching updatedAt', async () => {
    const before = (await (await as('admin')).get(`/backend/stands/${standA1}`)).body;
    expect((await (await as('exhibitor')).patch(`/backend/stands/${standA1}`, { treated: true })).status).toBe(403);
    expect((await (await as('organizer')).patch(`/backend/stands/${standB1}`, { treated: true })).status).toBe(404);
    const bad = await (await as('organizer')).patch(`/backend/stands/${standA1}`, { treated: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('treated');
    for (const role of ['organizer', 'support', 'admin'] as const) {
      const treated = await (await as(role)).patch(`/backend/stands/${standA1}`, { treated: true });
      expect(treated.status).toBe(200);
      expect(treated.body).toMatchObject({ treated: true, updatedAt: before.updatedAt });
      const untreated = await (await as(role)).patch(`/backend/stands/${standA1}`, { treated: false });
      expect(untreated.body.treated).toBe(false);
    }
  });

  it('ignores read-only fields', async () => {
    const res = await (await as('admin')).patch(`/backend/stands/${standA2}`, { status: 'validatedPlans', show: `/backend/shows/${showB}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'waitingForPlans', show: `/backend/shows/${showA}` });
  });
});

describe('DELETE /backend/stands/{id} and unsupported methods', () => {
  it('refuses standists (403) and other shows’ organizers (404), lets the organizer delete', async () => {
    const doomed = await insertStand(ctx.pool, showA, { name: 'Doomed' });
    await addStandRole(ctx.pool, users.exhibitor.id, doomed);
    expect((await (await as('exhibitor')).delete(`/backend/stands/${doomed}`)).status).toBe(403);
    expect((await (await as('organizer')).delete(`/backend/stands/${standB1}`)).status).toBe(404);
    expect((await (await as('organizer')).delete(`/backend/stands/${doomed}`)).status).toBe(204);
    expect((await (await as('admin')).get(`/backend/stands/${doomed}`)).status).toBe(404);
  });

  it('answers 405 with Allow on PUT (POST adds a stand: test/api/services/standManagement.test.ts)', async () => {
    const api = await as('admin');
    const put = await api.put(`/backend/stands/${standA1}`, { name: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, PATCH, DELETE');
  });
});

describe('shows', () => {
  it('scopes the show list: admin all, organizer their shows, standist the enabled shows of their stands', async () => {
    expect(ids((await (await as('admin')).get('/backend/shows?order[id]=asc')).body)).toEqual([showA, showB]);
    expect(ids((await (await as('support')).get('/backend/shows?enabled=false')).body)).toEqual([showB]);
    expect(ids((await (await as('organizer')).get('/backend/shows')).body)).toEqual([showA]);
    expect(ids((await (await as('exhibitor')).get('/backend/shows')).body)).toEqual([showA]);
    expect(ids((await (await as('decorator')).get('/backend/shows')).body)).toEqual([showA]);
    expect((await (await as('exhibitor')).get(`/backend/shows/${showB}`)).status).toBe(404);
  });

  it('serves the Show shape, with a logo whose objectUrl answers the file without a token', async () => {
    fs.writeFileSync(path.join(ctx.filesDir, 'abc123-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const media = await ctx.pool.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('show', 'logo.svg', 'abc123-logo.svg', 'image/svg+xml', 41) RETURNING id`,
    );
    await ctx.pool.query('UPDATE shows SET logo_id = $1 WHERE id = $2', [media.rows[0].id, showA]);
    await ctx.pool.query('UPDATE stands SET nb_in_progress_reports = 2, nb_closed_reports = 1 WHERE id = $1', [standA1]);
    const show = (await (await as('organizer')).get(`/backend/shows/${showA}`)).body;
    expect(show).toMatchObject({
      '@id': `/backend/shows/${showA}`,
      '@type': 'Show',
      name: 'Salon A',
      enabled: true,
      organizer: `/backend/users/${users.organizer.id}`,
      hasDemandConfigs: false,
      nbInProgressReports: 2,
      nbClosedReports: 1,
      exhibitorGuide: null,
      logo: { mediaFileName: 'logo.svg', objectUrl: `/backend/media/${media.rows[0].id}/abc123-logo.svg` },
    });
    const file = await ctx.app.inject({ method: 'GET', url: show.logo.objectUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toContain('<svg');
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/media/${media.rows[0].id}/guessed.svg` })).statusCode).toBe(404);
  });

  it('orders by createdAt, name and installation date, and searches names', async () => {
    await ctx.pool.query(`UPDATE shows SET created_at = '2025-01-01' WHERE id = $1`, [showA]);
    expect(ids((await (await as('admin')).get('/backend/shows?order[createdAt]=desc')).body)).toEqual([showB, showA]);
    expect(ids((await (await as('admin')).get('/backend/shows?order[name]=desc')).body)).toEqual([showB, showA]);
    expect(ids((await (await as('admin')).get('/backend/shows?search=salon b')).body)).toEqual([showB]);
  });
});
