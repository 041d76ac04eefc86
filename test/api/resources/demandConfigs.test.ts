/** /backend/demand_types and /backend/demand_configs: declared tests plus the per-show rules (issue 12). */
import { demandConfigs } from '@server/resources/demandConfigs';
import { demandTypes } from '@server/resources/demandTypes';
import type { Pool } from '@server/db/pool';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, addStandRole, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

const SEES_EVERY_SHOW = new Set<string>([ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT]);

/** A new show the user sees (linked the way their role is). */
async function showInScope(pool: Pool, user: TestUser): Promise<number> {
  const show = await insertShow(pool);
  if (user.role === ROLES.STANDIST) await addStandRole(pool, user.id, await insertStand(pool, show));
  else if (!SEES_EVERY_SHOW.has(user.role)) await linkUserShow(pool, user.id, show);
  return show;
}

const typeId = async (pool: Pool, reference: string): Promise<number> =>
  (await pool.query('SELECT id FROM demand_types WHERE reference = $1', [reference])).rows[0].id;

async function insertConfig(pool: Pool, show: number, reference = 'exemption_delivery'): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO demand_configs (show_id, demand_type_id, surface_min, demands_after, demands_before)
     VALUES ($1, $2, 12, '2027-03-06T07:00:00Z', '2027-03-11T18:00:00Z') RETURNING id`,
    [show, await typeId(pool, reference)],
  );
  return rows[0].id;
}

describeHydraResource(demandTypes, {
  inScope: async (pool) => typeId(pool, 'logistic_vehicle'),
  invalidBody: {},
});

describeHydraResource(demandConfigs, {
  inScope: async (pool, user) => insertConfig(pool, await showInScope(pool, user)),
  outOfScope: async (pool, user) => (SEES_EVERY_SHOW.has(user.role) ? null : insertConfig(pool, await insertShow(pool))),
  validBody: async (pool, user) => ({
    show: `/backend/shows/${await showInScope(pool, user)}`,
    demandType: `/backend/demand_types/${await typeId(pool, 'exemption_mounting')}`,
    surfaceMin: 9,
    demandsAfter: '2027-03-07T07:00:00Z',
    demandsBefore: '2027-03-10T18:00:00Z',
  }),
  patchBody: async () => ({ surfaceMin: '18,5' }),
  invalidBody: { surfaceMin: -1 },
});

describe('demand configs, per show', () => {
  let ctx: TestContext;
  let showA: number;
  let showB: number;
  const users: Record<string, TestUser> = {};
  const as = async (who: string) => client(ctx.app, await tokenFor(users[who]));
  const count = async () => Number((await ctx.pool.query('SELECT count(*) FROM demand_configs')).rows[0].count);
  const type = (reference: string) => typeId(ctx.pool, reference).then((id) => `/backend/demand_types/${id}`);

  beforeAll(async () => {
    ctx = await createTestContext();
    const p = ctx.pool;
    users.admin = await insertUser(p, { role: ROLES.ADMIN });
    users.support = await insertUser(p, { role: ROLES.SUPPORT });
    users.organizerA = await insertUser(p, { role: ROLES.ORGANIZER });
    users.exhibitor = await insertUser(p, { role: ROLES.STANDIST });
    showA = await insertShow(p, { name: 'A' });
    showB = await insertShow(p, { name: 'B' });
    await linkUserShow(p, users.organizerA.id, showA);
    await addStandRole(p, users.exhibitor.id, await insertStand(p, showA));
  });
  afterAll(async () => ctx.close());

  it('lists the five demand types in the table order, labelled in French and English', async () => {
    const res = await (await as('exhibitor')).get('/backend/demand_types');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member'].map((t: { reference: string }) => t.reference)).toEqual([
      'exemption_delivery',
      'exemption_mounting',
      'exemption_dismantling',
      'logistic_vehicle',
      'logistic_material',
    ]);
    expect(res.body['hydra:member'][3]).toMatchObject({ label: 'Véhicule', labelEn: 'Vehicle' });
    // English says installation / dismantling for the show's dates (the vocabulary of i18n/en.json).
    expect(res.body['hydra:member'].slice(0, 3).map((t: { labelEn: string }) => t.labelEn)).toEqual(['Delivery exemption', 'Installation exemption', 'Dismantling exemption']);
  });

  it("lets an organizer set the configs of their show, and refuses them another show's (422 on show, 404 on items)", async () => {
    const api = await as('organizerA');
    const created = await api.post('/backend/demand_configs', {
      show: `/backend/shows/${showA}`,
      demandType: await type('logistic_vehicle'),
      surfaceMin: '24,5',
      demandsAfter: '2027-03-05T08:00',
      demandsBefore: '2027-03-11T18:00:00+01:00',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      show: `/backend/shows/${showA}`,
      surfaceMin: 24.5,
      demandsAfter: '2027-03-05T08:00:00+00:00',
      demandsBefore: '2027-03-11T17:00:00+00:00',
    });
    expect((await api.get(`/backend/shows/${showA}`)).body.hasDemandConfigs).toBe(true);

    const before = await count();
    const other = await api.post('/backend/demand_configs', { show: `/backend/shows/${showB}`, demandType: await type('logistic_vehicle') });
    expect(other.status).toBe(422);
    expect(other.body.violations).toEqual([expect.objectContaining({ propertyPath: 'show', message: 'Salon introuvable.' })]);
    const foreign = await insertConfig(ctx.pool, showB);
    expect((await api.patch(`/backend/demand_configs/${foreign}`, { surfaceMin: 1 })).status).toBe(404);
    expect((await api.delete(`/backend/demand_configs/${foreign}`)).status).toBe(404);
    expect(await count()).toBe(before + 1);
    expect((await (await as('admin')).get(`/backend/shows/${showB}`)).body.hasDemandConfigs).toBe(true);
  });

  it('lets support and a standist of the show read the configs, and refuses them writes (403)', async () => {
    const id = await insertConfig(ctx.pool, showA, 'exemption_dismantling');
    for (const who of ['support', 'exhibitor']) {
      const api = await as(who);
      const list = await api.get(`/backend/demand_configs?show=${showA}`);
      expect(list.status).toBe(200);
      expect(list.body['hydra:member'].map((c: { id: number }) => c.id)).toContain(id);
      expect((await api.patch(`/backend/demand_configs/${id}`, { surfaceMin: 3 })).status).toBe(403);
      expect((await api.delete(`/backend/demand_configs/${id}`)).status).toBe(403);
      const post = await api.post('/backend/demand_configs', { show: `/backend/shows/${showA}`, demandType: await type('logistic_material') });
      expect(post.status).toBe(403);
    }
    expect((await ctx.pool.query('SELECT surface_min FROM demand_configs WHERE id = $1', [id])).rows[0].surface_min).toBe('12.00');
  });

  it('refuses bad input with a 422 naming the field, in the caller\'s language, and writes nothing', async () => {
    const api = await as('admin');
    const mounting = await type('exemption_mounting');
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ show: showB, demandType: mounting, demandsAfter: '2027-03-10T00:00Z', demandsBefore: '2027-03-01T00:00Z' }, 'demandsBefore', 'La date de fin doit être postérieure à la date de début.'],
      [{ show: showB, demandType: mounting, surfaceMin: -3 }, 'surfaceMin', 'La surface minimale doit être comprise entre 0 et 100000 m².'],
      [{ show: showB, demandType: mounting, surfaceMin: 'douze' }, 'surfaceMin', expect.any(String) as unknown as string],
      [{ show: showB, demandType: '/backend/demand_types/999' }, 'demandType', 'Type de demande introuvable.'],
      [{ show: showB, demandType: mounting, demandsAfter: '08/03/2027' }, 'demandsAfter', 'Date et heure invalides (attendu : AAAA-MM-JJTHH:mm).'],
      [{ show: showB, demandType: await type('exemption_delivery') }, 'demandType', 'Ce salon a déjà un paramétrage pour ce type de demande.'],
      [{ show: showB }, 'demandType', 'Type de demande manquant'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post('/backend/demand_configs', body);
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: field, message })]);
    }
    expect(await count()).toBe(before);

    const id = await insertConfig(ctx.pool, showB, 'logistic_material');
    const en = client(ctx.app, await tokenFor(users.admin), { 'X-LOCALE': 'en' });
    const patched = await en.patch(`/backend/demand_configs/${id}`, { demandsAfter: '2027-03-12T00:00:00Z' });
    expect(patched.status).toBe(422);
    expect(patched.body.violations).toEqual([expect.objectContaining({ propertyPath: 'demandsBefore', message: 'The end date must come after the start date.' })]);
    const moved = await en.patch(`/backend/demand_configs/${id}`, { demandType: await type('exemption_delivery') });
    expect(moved.status).toBe(422);
    expect(moved.body.violations).toEqual([expect.objectContaining({ propertyPath: 'demandType', message: 'This show already has settings for this request type.' })]);
    expect((await en.patch(`/backend/demand_configs/${id}`, { demandsBefore: null, demandsAfter: '2027-03-12T00:00:00Z' })).status).toBe(200);
  });
});
