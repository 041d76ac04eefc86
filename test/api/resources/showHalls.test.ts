/**
 * GET /backend/shows/{id}/halls (issue 21, the hall filters' choices): the distinct halls of the
 * show's stands in order, the empty hall left out, whatever the number of stands; a standist reads
 * the halls of their own stands; a show outside the caller's scope is unknown (404).
 */
import { buildShowHallsSql } from '@server/resources/showHalls';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let admin: TestUser;
let show: number;
const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
  show = await insertShow(ctx.pool);
  // More stands than the 1,000 the list used to read, the last hall only after them.
  await ctx.pool.query(
    `INSERT INTO stands (show_id, name, hall) SELECT $1, 'Stand ' || n, CASE WHEN n % 2 = 0 THEN 'Hall 2' ELSE 'Hall 10' END FROM generate_series(1, 1200) n`,
    [show],
  );
  await insertStand(ctx.pool, show, { hall: 'Hall 1' });
  await insertStand(ctx.pool, show, { hall: 'Hall 1' });
  await insertStand(ctx.pool, show, { hall: '' });
  await insertStand(ctx.pool, show, { hall: 'Pavillon A' });
  // Another show's hall is not listed.
  await insertStand(ctx.pool, await insertShow(ctx.pool), { hall: 'Hall 99' });
});
afterAll(async () => ctx?.close());

describe('the halls of a show', () => {
  it("lists each hall of the show's stands once, in the list's order", async () => {
    const res = await (await as(admin)).get(`/backend/shows/${show}/halls`);
    expect(res.status).toBe(200);
    const direct = (await ctx.pool.query("SELECT DISTINCT hall FROM stands WHERE show_id = $1 AND hall <> '' ORDER BY hall", [show])).rows.map((r) => r.hall);
    expect(res.body).toEqual({ '@id': `/backend/shows/${show}/halls`, '@type': 'ShowHalls', show: `/backend/shows/${show}`, halls: direct });
    expect(res.body.halls).toEqual(['Hall 1', 'Hall 2', 'Hall 10', 'Pavillon A']);
  });

  it('reads the show through its hall index, one probe per hall, not every stand', async () => {
    const sql = buildShowHallsSql({ id: admin.id, username: admin.username, email: admin.email, roles: [ROLES.ADMIN] }, show);
    const plan = JSON.stringify((await ctx.pool.query(`EXPLAIN (FORMAT JSON) ${sql.text}`, sql.values)).rows[0]['QUERY PLAN']);
    expect(plan).toContain('stands_show_hall_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('gives a standist the halls of their own stands, and an organizer those of their show', async () => {
    const standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    await addStandRole(ctx.pool, standist.id, await insertStand(ctx.pool, show, { hall: 'Pavillon A' }));
    expect((await (await as(standist)).get(`/backend/shows/${show}/halls`)).body.halls).toEqual(['Pavillon A']);
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    await linkUserShow(ctx.pool, organizer.id, show);
    expect((await (await as(organizer)).get(`/backend/shows/${show}/halls`)).body.halls).toEqual(['Hall 1', 'Hall 2', 'Hall 10', 'Pavillon A']);
  });

  it('answers 404 for a show outside the scope or unknown, 401 without a token', async () => {
    const stranger = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    expect((await (await as(stranger)).get(`/backend/shows/${show}/halls`)).status).toBe(404);
    expect((await (await as(admin)).get('/backend/shows/999999/halls')).status).toBe(404);
    expect((await (await as(admin)).get('/backend/shows/abc/halls')).status).toBe(404);
    expect((await client(ctx.app).get(`/backend/shows/${show}/halls`)).status).toBe(401);
  });
});
