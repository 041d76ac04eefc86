/** /backend/stand_layouts: declared tests plus what is specific to layouts. */
import { standLayouts } from '@server/resources/standLayouts';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
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
import type { Pool } from '@server/db/pool';

let typeCounter = 0;
const newType = (pool: Pool) => insertLayoutType(pool, `Type ${++typeCounter}`, '#123456');
async function insertLayout(pool: Pool, standId: number, typeId?: number, description = ''): Promise<number> {
  const { rows } = await pool.query('INSERT INTO stand_layouts (stand_id, layout_type_id, description) VALUES ($1, $2, $3) RETURNING id', [
    standId,
    typeId ?? (await newType(pool)),
    description,
  ]);
  return rows[0].id;
}

describeHydraResource(standLayouts, {
  inScope: async (pool, user) => insertLayout(pool, await insertStandInScope(pool, user)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : insertLayout(pool, stand);
  },
  validBody: async (pool, user) => ({
    stand: `/backend/stands/${await insertStandInScope(pool, user)}`,
    layoutType: `/backend/layout_types/${await newType(pool)}`,
    description: 'Côté allée',
  }),
  patchBody: async () => ({ description: 'Fond de stand' }),
  invalidBody: { description: 'x'.repeat(2001) },
});

describe('stand layouts, specific rules', () => {
  let ctx: TestContext;
  let showA: number;
  let showB: number;
  let standA: number;
  let standB: number;
  let cloison: number;
  let reserve: number;
  const users: Record<string, TestUser> = {};
  const as = async (who: string, headers?: Record<string, string>) => client(ctx.app, await tokenFor(users[who]), headers);

  beforeAll(async () => {
    ctx = await createTestContext();
    const p = ctx.pool;
    users.admin = await insertUser(p, { role: ROLES.ADMIN });
    users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
    users.exhibitor = await insertUser(p, { role: ROLES.STANDIST });
    showA = await insertShow(p, { name: 'A' });
    showB = await insertShow(p, { name: 'B' });
    await linkUserShow(p, users.organizer.id, showA);
    standA = await insertStand(p, showA, { name: 'A1' });
    standB = await insertStand(p, showB, { name: 'B1' });
    await addStandRole(p, users.exhibitor.id, standA, STANDIST_ROLES.EXHIBITOR);
    cloison = await insertLayoutType(p, 'Cloison', '#1e88e5');
    reserve = await insertLayoutType(p, 'Réserve', '#8e24aa');
  });
  afterAll(async () => ctx.close());

  const stand = async (id: number) => (await (await as('admin')).get(`/backend/stands/${id}`)).body;
  const layoutsSort = async (id: number) => (await ctx.pool.query('SELECT layouts_sort FROM stands WHERE id = $1', [id])).rows[0].layouts_sort;

  it("keeps the stand's layouts field and layouts sort key right through create, edit and delete", async () => {
    const api = await as('organizer');
    const created = await api.post('/backend/stand_layouts', { stand: `/backend/stands/${standA}`, layoutType: `/backend/layout_types/${cloison}`, description: '  Côté allée ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      '@type': 'StandLayout',
      stand: `/backend/stands/${standA}`,
      layoutType: `/backend/layout_types/${cloison}`,
      description: 'Côté allée',
    });
    expect((await stand(standA)).layouts).toEqual([{ label: 'Cloison', color: '#1e88e5' }]);
    expect(await layoutsSort(standA)).toBe('Cloison');

    const iri = created.body['@id'];
    const patched = await api.patch(iri, { layoutType: reserve });
    expect(patched.status).toBe(200);
    expect(patched.body.layoutType).toBe(`/backend/layout_types/${reserve}`);
    expect((await stand(standA)).layouts).toEqual([{ label: 'Réserve', color: '#8e24aa' }]);
    expect(ids((await (await as('admin')).get('/backend/stands?order[layouts]=asc&show=' + showA)).body)).toEqual([standA]);

    expect((await api.delete(iri)).status).toBe(204);
    expect((await stand(standA)).layouts).toEqual([]);
    expect(await layoutsSort(standA)).toBe('');
  });

  it('lets a standist list and read the layouts of their stand, and refuses them writes (403)', async () => {
    const mine = await insertLayout(ctx.pool, standA, cloison, 'Angle nord');
    const other = await insertLayout(ctx.pool, standB, cloison);
    const api = await as('exhibitor');
    const list = await api.get(`/backend/stand_layouts?stand=/backend/stands/${standA}`);
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([mine]);
    expect(ids((await api.get('/backend/stand_layouts')).body)).toEqual([mine]);
    expect((await api.get(`/backend/stand_layouts/${mine}`)).body.description).toBe('Angle nord');
    expect((await api.get(`/backend/stand_layouts/${other}`)).status).toBe(404);
    const post = await api.post('/backend/stand_layouts', { stand: `/backend/stands/${standA}`, layoutType: `/backend/layout_types/${cloison}` });
    expect(post.status).toBe(403);
    expect((await api.patch(`/backend/stand_layouts/${mine}`, { description: 'x' })).status).toBe(403);
    expect((await api.delete(`/backend/stand_layouts/${mine}`)).status).toBe(403);
    await ctx.pool.query('DELETE FROM stand_layouts WHERE id = ANY($1)', [[mine, other]]);
  });

  it("keeps an organizer off another show's stand layouts (422 on create, 404 on the item)", async () => {
    const foreign = await insertLayout(ctx.pool, standB, cloison, 'Ailleurs');
    const api = await as('organizer');
    const before = Number((await ctx.pool.query('SELECT count(*) FROM stand_layouts')).rows[0].count);
    const post = await api.post('/backend/stand_layouts', { stand: `/backend/stands/${standB}`, layoutType: `/backend/layout_types/${cloison}` });
    expect(post.status).toBe(422);
    expect(post.body.violations).toEqual([expect.objectContaining({ propertyPath: 'stand', message: 'Ce stand n’existe pas ou ne vous est pas accessible.' })]);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM stand_layouts')).rows[0].count)).toBe(before);
    for (const res of [
      await api.get(`/backend/stand_layouts/${foreign}`),
      await api.patch(`/backend/stand_layouts/${foreign}`, { description: 'x' }),
      await api.put(`/backend/stand_layouts/${foreign}`, { layoutType: cloison }),
      await api.delete(`/backend/stand_layouts/${foreign}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(ids((await api.get(`/backend/stand_layouts?stand=${standB}`)).body)).toEqual([]);
    expect((await (await as('admin')).get(`/backend/stand_layouts/${foreign}`)).body.description).toBe('Ailleurs');
  });

  it('answers 422 with the layout type and stand messages, in French and English, never a 500', async () => {
    const fr = await (await as('admin')).post('/backend/stand_layouts', { description: 'x' });
    expect(fr.status).toBe(422);
    expect(fr.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['stand', 'Stand manquant'],
      ['layoutType', 'Type d’aménagement manquant'],
    ]);
    const en = await (await as('admin', { 'x-locale': 'en' })).post('/backend/stand_layouts', {
      stand: '/backend/stands/999999',
      layoutType: '/backend/layout_types/999999',
    });
    expect(en.status).toBe(422);
    expect(en.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['stand', 'This stand does not exist or is not accessible to you.'],
      ['layoutType', 'This layout type does not exist.'],
    ]);
    const garbage = await (await as('admin')).post('/backend/stand_layouts', { stand: '/backend/shows/1', layoutType: { id: 1 } });
    expect(garbage.status).toBe(422);
    expect(garbage.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['stand', 'layoutType']);
    const patch = await (await as('admin')).patch(`/backend/stand_layouts/${await insertLayout(ctx.pool, standA, cloison)}`, { layoutType: 999999 });
    expect(patch.status).toBe(422);
  });

  it('ignores a stand sent on PATCH or PUT (set on creation only)', async () => {
    const id = await insertLayout(ctx.pool, standA, cloison);
    const api = await as('admin');
    const res = await api.put(`/backend/stand_layouts/${id}`, { stand: `/backend/stands/${standB}`, layoutType: `/backend/layout_types/${reserve}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stand: `/backend/stands/${standA}`, layoutType: `/backend/layout_types/${reserve}`, description: '' });
  });

  it('answers 400 naming the stand filter on a bad value', async () => {
    const res = await (await as('admin')).get('/backend/stand_layouts?stand=abc');
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toContain('stand');
  });
});
