/**
 * /backend/saved_views (issue 11, item 6): every role keeps its own views (declared tests:
 * any logged-in user, another user's view a 404), the state round-trips, and a malformed one
 * is a 422 with nothing written.
 */
import type { Pool } from '@server/db/pool';
import { MAX_VIEWS_PER_LIST, savedViews } from '@server/resources/savedViews';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

const STATE = { statuses: ['pendingPlansVerification'], search: 'hall', sort: { field: 'name', direction: 'desc' }, layout: { order: [], hidden: ['hall'], filtersFolded: false } };

async function insertView(pool: Pool, userId: number, name = 'À vérifier'): Promise<number> {
  const { rows } = await pool.query(
    "INSERT INTO saved_views (user_id, list, name, state) VALUES ($1, 'stands', $2, $3) RETURNING id",
    [userId, name, JSON.stringify(STATE)],
  );
  return rows[0].id;
}

describeHydraResource(savedViews, {
  inScope: (pool, user) => insertView(pool, user.id),
  outOfScope: async (pool) => insertView(pool, (await insertUser(pool, { role: ROLES.ADMIN })).id),
  validBody: async () => ({ list: 'stands', name: 'Plans à vérifier', state: STATE }),
  patchBody: async () => ({ name: 'Renommée' }),
  invalidBody: { list: 'stands', name: '', state: [] },
  filterValues: { list: { valid: 'stands', bad: null } },
});

describe('saved views', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    colleague = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
  });
  afterAll(async () => ctx.close());

  it('keeps the state as given, lists only the owner’s views of one list, renames and deletes', async () => {
    const api = client(ctx.app, await tokenFor(owner));
    const created = await api.post('/backend/saved_views', { list: 'stands', name: '  Plans à vérifier ', state: STATE });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ '@type': 'SavedView', list: 'stands', name: 'Plans à vérifier', state: STATE });
    await api.post('/backend/saved_views', { list: 'layoutTypes', name: 'Autre liste', state: {} });

    const mine = await api.get('/backend/saved_views?list=stands');
    expect(mine.body['hydra:member'].map((v: { name: string }) => v.name)).toEqual(['Plans à vérifier']);
    const theirs = await client(ctx.app, await tokenFor(colleague)).get('/backend/saved_views?list=stands');
    expect(theirs.body['hydra:totalItems']).toBe(0);

    const renamed = await api.patch(created.body['@id'], { name: 'Urgent', list: 'other' });
    expect(renamed.body).toMatchObject({ name: 'Urgent', list: 'stands', state: STATE });
    expect((await client(ctx.app, await tokenFor(colleague)).delete(created.body['@id'])).status).toBe(404);
    expect((await api.delete(created.body['@id'])).status).toBe(204);
    expect((await api.get(created.body['@id'])).status).toBe(404);
  });

  it('refuses a state that is not an object or too large, a bad list id, a blank name: 422 naming each', async () => {
    const api = client(ctx.app, await tokenFor(owner), { 'x-locale': 'en' });
    const res = await api.post('/backend/saved_views', { list: '../x', name: ' ', state: { big: 'x'.repeat(9000) } });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['list', 'name', 'state']);
    const count = await ctx.pool.query('SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1 AND list = $2', [owner.id, '../x']);
    expect(count.rows[0].n).toBe(0);
  });

  it('keeps at most 50 views per list and user: the 51st is a 422 on the name, another list or user is not held back', async () => {
    const heavy = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    for (let i = 0; i < MAX_VIEWS_PER_LIST; i++) await insertView(ctx.pool, heavy.id, `Vue ${i}`);
    const api = client(ctx.app, await tokenFor(heavy));
    const refused = await api.post('/backend/saved_views', { list: 'stands', name: 'Une de trop', state: STATE });
    expect([refused.status, refused.body.violations]).toEqual([
      422,
      [expect.objectContaining({ propertyPath: 'name', message: "Vous avez déjà 50 vues enregistrées pour cette liste : supprimez-en une avant d'en ajouter une autre." })],
    ]);
    expect((await api.post('/backend/saved_views', { list: 'shows', name: 'Autre liste', state: STATE })).status).toBe(201);
    expect((await client(ctx.app, await tokenFor(colleague)).post('/backend/saved_views', { list: 'stands', name: 'À moi', state: STATE })).status).toBe(201);
    // Renaming one of the 50 is still allowed.
    const first = (await ctx.pool.query("SELECT id FROM saved_views WHERE user_id = $1 AND list = 'stands' ORDER BY id LIMIT 1", [heavy.id])).rows[0].id;
    expect((await api.patch(`/backend/saved_views/${first}`, { name: 'Renommée' })).status).toBe(200);
  });

  it('holds the 50 under parallel creations: 30 at once with 40 kept already, exactly 10 created, 20 refused naming the limit', async () => {
    const eager = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    for (let i = 0; i < MAX_VIEWS_PER_LIST - 10; i++) await insertView(ctx.pool, eager.id, `Vue ${i}`);
    const api = client(ctx.app, await tokenFor(eager), { 'x-locale': 'en' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => api.post('/backend/saved_views', { list: 'stands', name: `Parallèle ${i}`, state: STATE })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(201), ...Array(20).fill(422)]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.violations).toEqual([expect.objectContaining({ propertyPath: 'name', message: expect.stringContaining(`${MAX_VIEWS_PER_LIST}`) })]);
    }
    const kept = await ctx.pool.query("SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1 AND list = 'stands'", [eager.id]);
    expect(kept.rows[0].n).toBe(MAX_VIEWS_PER_LIST);
  });
});
