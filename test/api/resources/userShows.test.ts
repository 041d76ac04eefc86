/** User-show links (server/resources/userShows.ts): every permission row from the declaration, and a link made twice. */
import { userShows } from '@server/resources/userShows';
import { roles } from '@server/resources/roles';
import type { Pool } from '@server/db/pool';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertUser, linkUserShow, ROLES, tokenFor } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

const newLink = async (pool: Pool) => {
  const user = await insertUser(pool, { role: ROLES.SECURITY_OFFICER });
  const show = await insertShow(pool);
  const { rows } = await pool.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2) RETURNING id', [user.id, show]);
  return rows[0].id as number;
};

describeHydraResource(userShows, {
  inScope: async (pool) => newLink(pool),
  outOfScope: async () => null,
  validBody: async (pool) => ({
    user: `/backend/users/${(await insertUser(pool, { role: ROLES.SPS_COORDINATOR })).id}`,
    show: `/backend/shows/${await insertShow(pool)}`,
  }),
  patchBody: async (pool) => ({ show: `/backend/shows/${await insertShow(pool)}` }),
  invalidBody: { user: 'not-an-iri', show: '/backend/shows/999999' },
});

describeHydraResource(roles, {
  inScope: async (pool) => (await pool.query('SELECT id FROM roles ORDER BY id LIMIT 1')).rows[0].id,
  outOfScope: async () => null,
  invalidBody: {},
});

describe('user-show links, specific rules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('lists the links of a user, and refuses the same link twice (422), nothing written', async () => {
    const fullAdmin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN })));
    const officer = await insertUser(ctx.pool, { role: ROLES.SECURITY_OFFICER });
    const show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, officer.id, show);
    const list = await fullAdmin.get(`/backend/user_shows?user=/backend/users/${officer.id}`);
    expect(list.body['hydra:member']).toEqual([expect.objectContaining({ user: `/backend/users/${officer.id}`, show: `/backend/shows/${show}` })]);
    const twice = await fullAdmin.post('/backend/user_shows', { user: `/backend/users/${officer.id}`, show: `/backend/shows/${show}` });
    expect(twice.status).toBe(422);
    expect(twice.body['hydra:description']).toBe('Cet élément existe déjà.');
    const { rows } = await ctx.pool.query('SELECT count(*)::int AS n FROM user_shows WHERE user_id = $1', [officer.id]);
    expect(rows[0].n).toBe(1);
  });
});
