/** /backend/reports (findings): declared tests, then the edit and close rules and the stand's counters. */
import { reports } from '@server/resources/reports';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addStandRole,
  ids,
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
import { counterMismatches, insertReport, standCounters } from '../../support/reportBuilders';

describeHydraResource(reports, {
  inScope: async (pool, user) => insertReport(pool, await insertStandInScope(pool, user)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : insertReport(pool, stand);
  },
  validBody: async (pool, user) => ({
    stand: `/backend/stands/${await insertStandInScope(pool, user)}`,
    name: 'Cloison non conforme',
    comment: 'Hauteur 2,80 m au lieu de 2,50 m.',
  }),
  patchBody: async () => ({ comment: 'Revu sur place.' }),
  invalidBody: { name: 'x'.repeat(256) },
  filterValues: { 'status[]': { valid: 'closed', bad: 'reopened' } },
});

describe('findings, specific rules', () => {
  let ctx: TestContext;
  let showA: number;
  let showB: number;
  let standA: number;
  let standA2: number;
  let standB: number;
  const users: Record<string, TestUser> = {};
  const as = async (who: string, headers?: Record<string, string>) => client(ctx.app, await tokenFor(users[who]), headers);

  beforeAll(async () => {
    ctx = await createTestContext();
    const p = ctx.pool;
    users.admin = await insertUser(p, { role: ROLES.ADMIN, firstName: 'Alice', lastName: 'Martin' });
    users.support = await insertUser(p, { role: ROLES.SUPPORT, firstName: 'Sophie', lastName: 'Durand' });
    users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
    users.exhibitor = await insertUser(p, { role: ROLES.STANDIST });
    showA = await insertShow(p, { name: 'A' });
    showB = await insertShow(p, { name: 'B' });
    await linkUserShow(p, users.organizer.id, showA);
    standA = await insertStand(p, showA, { name: 'A1' });
    standA2 = await insertStand(p, showA, { name: 'A2' });
    standB = await insertStand(p, showB, { name: 'B1' });
    await addStandRole(p, users.exhibitor.id, standA, STANDIST_ROLES.EXHIBITOR);
  });
  afterAll(async () => ctx.close());

  it('creates an in-progress finding with its author, whatever status is sent, and counts it on the stand', async () => {
    const api = await as('support');
    const res = await api.post('/backend/reports', { stand: `/backend/stands/${standA}`, name: '  Extincteur absent ', status: 'closed' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      '@type': 'Report',
      stand: `/backend/stands/${standA}`,
      name: 'Extincteur absent',
      comment: '',
      status: 'in_progress',
      closedAt: null,
      createdBy: { fullName: 'Sophie Durand' },
      photos: [],
    });
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(await standCounters(ctx.pool, standA)).toEqual([1, 0]);
    expect((await (await as('admin')).get(`/backend/stands/${standA}`)).body).toMatchObject({ nbInProgressReports: 1, nbClosedReports: 0 });
  });

  it("refuses a finding without a name ('Information manquante') or on a stand out of reach, writing nothing", async () => {
    const before = Number((await ctx.pool.query('SELECT count(*) FROM reports')).rows[0].count);
    const fr = await (await as('admin')).post('/backend/reports', { stand: `/backend/stands/${standA}`, name: '  ' });
    expect(fr.status).toBe(422);
    expect(fr.body.violations).toEqual([expect.objectContaining({ propertyPath: 'name', message: 'Information manquante' })]);
    const en = await (await as('admin', { 'x-locale': 'en' })).post('/backend/reports', { stand: '/backend/stands/999999', comment: 'x' });
    expect(en.status).toBe(422);
    expect(en.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['name', 'stand']);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM reports')).rows[0].count)).toBe(before);
    expect(await counterMismatches(ctx.pool)).toEqual([]);
  });

  it('refuses standists and organizers every write (403), and lets them read the findings of the stands they see', async () => {
    const mine = await insertReport(ctx.pool, standA, { name: 'Sur mon stand' });
    const other = await insertReport(ctx.pool, standB, { name: 'Ailleurs' });
    for (const who of ['exhibitor', 'organizer']) {
      const api = await as(who);
      expect((await api.post('/backend/reports', { stand: `/backend/stands/${standA}`, name: 'x' })).status).toBe(403);
      expect((await api.patch(`/backend/reports/${mine}`, { name: 'x' })).status).toBe(403);
      expect((await api.patch(`/backend/reports/${mine}`, { status: 'closed' })).status).toBe(403);
      expect((await api.delete(`/backend/reports/${mine}`)).status).toBe(403);
      expect((await api.get(`/backend/reports/${mine}`)).body.name).toBe('Sur mon stand');
      // Another show's (or another exhibitor's) finding does not exist for them.
      for (const res of [
        await api.get(`/backend/reports/${other}`),
        await api.patch(`/backend/reports/${other}`, { name: 'x' }),
        await api.delete(`/backend/reports/${other}`),
        await api.get(`/backend/reports/${other}/pdf/fr`),
      ]) {
        expect(res.status).toBe(404);
      }
      expect(ids((await api.get(`/backend/reports?stand=${standB}`)).body)).toEqual([]);
    }
    expect((await (await as('organizer')).post('/backend/reports', { stand: `/backend/stands/${standB}`, name: 'x' })).status).toBe(403);
    // Admin or support on a stand they see: fine; a missing stand: 422 on the field.
    expect((await (await as('admin')).get(`/backend/reports/${other}`)).status).toBe(200);
  });

  it('lists the findings of a stand newest first', async () => {
    const older = await insertReport(ctx.pool, standA2, { name: 'Ancien', createdAt: '2027-03-01T08:00:00Z' });
    const newer = await insertReport(ctx.pool, standA2, { name: 'Récent', createdAt: '2027-03-05T08:00:00Z', status: 'closed' });
    const middle = await insertReport(ctx.pool, standA2, { name: 'Entre', createdAt: '2027-03-03T08:00:00Z' });
    const res = await (await as('exhibitor')).get(`/backend/reports?stand=/backend/stands/${standA2}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([]);
    const staff = await (await as('organizer')).get(`/backend/reports?stand=/backend/stands/${standA2}&itemsPerPage=0`);
    expect(ids(staff.body)).toEqual([newer, middle, older]);
    expect(ids((await (await as('organizer')).get(`/backend/reports?stand=${standA2}&status[]=closed`)).body)).toEqual([newer]);
  });

  it('edits an in-progress finding, closes it once (closedAt set, counters moved), then refuses any change with a clear message', async () => {
    const api = await as('admin');
    const created = await api.post('/backend/reports', { stand: `/backend/stands/${standA2}`, name: 'Câble au sol' });
    const iri = created.body['@id'];
    const before = await standCounters(ctx.pool, standA2);

    const edited = await api.patch(iri, { name: 'Câble au sol non protégé', comment: 'Allée B' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Câble au sol non protégé', comment: 'Allée B', status: 'in_progress' });
    const put = await api.put(iri, { name: 'Câble au sol', stand: `/backend/stands/${standB}`, status: 'closed' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Câble au sol', comment: '', status: 'in_progress', stand: `/backend/stands/${standA2}` });

    const reopen = await api.patch(iri, { status: 'in_progress' });
    expect(reopen.status).toBe(422);
    expect(reopen.body.violations[0]).toMatchObject({ propertyPath: 'status' });

    const closed = await (await as('support')).patch(iri, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.closedAt).toMatch(/\+00:00$/);
    expect(await standCounters(ctx.pool, standA2)).toEqual([before[0] - 1, before[1] + 1]);

    const fr = await api.patch(iri, { name: 'Autre' });
    expect(fr.status).toBe(422);
    expect(fr.body['hydra:description']).toBe('Ce constat est clôturé : il ne peut plus être modifié ni clôturé.');
    const en = await (await as('admin', { 'x-locale': 'en' })).patch(iri, { status: 'closed' });
    expect(en.status).toBe(422);
    expect(en.body['hydra:description']).toBe('This finding is closed: it can no longer be edited or closed.');
    expect((await api.patch(iri, { status: 'in_progress' })).status).toBe(422);
    expect((await api.put(iri, { name: 'Autre' })).status).toBe(422);
    expect((await api.patch(iri, {})).status).toBe(422);
    const row = (await ctx.pool.query('SELECT name, status, closed_at FROM reports WHERE id = $1', [closed.body.id])).rows[0];
    expect(row).toMatchObject({ name: 'Câble au sol', status: 'closed' });
    expect(row.closed_at).toBeInstanceOf(Date);
    expect(await standCounters(ctx.pool, standA2)).toEqual([before[0] - 1, before[1] + 1]);
  });

  it('lets one of two simultaneous closings win, the other told the finding is closed, the counters moved once', async () => {
    const id = await insertReport(ctx.pool, standA, { name: 'Simultané' });
    const before = await standCounters(ctx.pool, standA);
    const [a, b] = [await as('admin'), await as('support')];
    const answers = await Promise.all([a.patch(`/backend/reports/${id}`, { status: 'closed' }), b.patch(`/backend/reports/${id}`, { status: 'closed' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await standCounters(ctx.pool, standA)).toEqual([before[0] - 1, before[1] + 1]);
  });

  it('keeps the stand counters equal to COUNT(*) through creates, closes and deletes', async () => {
    const api = await as('support');
    const stand = await insertStand(ctx.pool, showA, { name: 'Compteurs' });
    const made: string[] = [];
    for (const name of ['Un', 'Deux', 'Trois', 'Quatre']) made.push((await api.post('/backend/reports', { stand: `/backend/stands/${stand}`, name })).body['@id']);
    expect(await standCounters(ctx.pool, stand)).toEqual([4, 0]);
    expect((await api.patch(made[0], { status: 'closed' })).status).toBe(200);
    expect((await api.patch(made[1], { status: 'closed' })).status).toBe(200);
    expect(await standCounters(ctx.pool, stand)).toEqual([2, 2]);
    expect((await api.delete(made[0])).status).toBe(204); // a closed one
    expect((await api.delete(made[2])).status).toBe(204); // an in-progress one
    expect(await standCounters(ctx.pool, stand)).toEqual([1, 1]);
    expect((await api.get(`/backend/stands?id=${stand}&nbClosedReports[gte]=1&nbInProgressReports[gte]=1`)).body['hydra:totalItems']).toBe(1);
    expect(await counterMismatches(ctx.pool)).toEqual([]);
  });
});
