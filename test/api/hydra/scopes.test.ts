/** server/hydra/scopes.ts on child tables: the rows of the shows / stands a user may see. */
import type { AuthUser } from '@server/auth/user';
import { viaShow, viaStand, type Scope } from '@server/hydra/scopes';
import { Params } from '@server/hydra/sql';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertLayoutType, insertShow, insertStand, insertUser, linkUserShow, ROLES } from '../../support/apiBuilders';

let ctx: TestContext;
const users: Record<string, AuthUser> = {};
const layouts: Record<string, number> = {};
const stands: Record<string, number> = {};

const asAuth = (u: { id: number; username: string; role: string }): AuthUser => ({ id: u.id, username: u.username, email: u.username, roles: [u.role] }) as AuthUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  const showA = await insertShow(p, { name: 'A' });
  const showB = await insertShow(p, { name: 'B' });
  const showOff = await insertShow(p, { name: 'Off', enabled: false });
  stands.a1 = await insertStand(p, showA);
  stands.a2 = await insertStand(p, showA);
  stands.b1 = await insertStand(p, showB);
  stands.off = await insertStand(p, showOff);
  const type = await insertLayoutType(p, 'Cloison');
  for (const [name, stand] of Object.entries(stands)) {
    const { rows } = await p.query('INSERT INTO stand_layouts (stand_id, layout_type_id) VALUES ($1, $2) RETURNING id', [stand, type]);
    layouts[name] = rows[0].id;
  }
  for (const [name, role] of Object.entries({
    admin: ROLES.ADMIN,
    support: ROLES.SUPPORT,
    organizer: ROLES.ORGANIZER,
    security: ROLES.SECURITY_OFFICER,
    sps: ROLES.SPS_COORDINATOR,
    center: ROLES.EXHIBITION_CENTER_SERVICE,
    standist: ROLES.STANDIST,
    nobody: ROLES.STANDIST,
  })) {
    users[name] = asAuth(await insertUser(p, { role }));
  }
  for (const who of ['organizer', 'security', 'sps', 'center']) await linkUserShow(p, users[who].id, showA);
  await linkUserShow(p, users.security.id, showOff);
  await addStandRole(p, users.standist.id, stands.a1);
  await addStandRole(p, users.standist.id, stands.off);
});
afterAll(async () => ctx.close());

async function visible(table: string, scope: Scope, user: AuthUser): Promise<number[]> {
  const params = new Params();
  const condition = scope(user, params);
  const { rows } = await ctx.pool.query(`SELECT t.id FROM ${table} t ${condition ? `WHERE ${condition}` : ''} ORDER BY t.id`, params.values);
  return rows.map((r) => r.id);
}
const pick = (map: Record<string, number>, names: string[]) => names.map((n) => map[n]).sort((a, b) => a - b);

describe('viaStand on a child table (stand_layouts.stand_id)', () => {
  const scope = viaStand('t.stand_id');
  it.each([
    ['admin', ['a1', 'a2', 'b1', 'off']],
    ['support', ['a1', 'a2', 'b1', 'off']],
    ['organizer', ['a1', 'a2']],
    ['security', ['a1', 'a2', 'off']],
    ['sps', ['a1', 'a2']],
    ['center', ['a1', 'a2']],
    // Stand roles in enabled shows only.
    ['standist', ['a1']],
    ['nobody', []],
  ])('%s sees the rows of %j', async (who, expected) => {
    expect(await visible('stand_layouts', scope, users[who])).toEqual(pick(layouts, expected));
  });

  it('gives the stand list its indexable SQL when the row carries its show', () => {
    const params = new Params();
    const sql = viaStand('t.id', { showColumn: 't.show_id' })({ ...users.standist, roles: ['ROLE_STANDIST', 'ROLE_ORGANIZER'] }, params);
    expect(sql).toBe(
      // A stand a sync withdrew (stands.enabled false) is none of its standists' (issue 24).
      '(t.id IN (SELECT usr.stand_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled WHERE usr.user_id = $1) AND t.show_id IN (SELECT sh.id FROM shows sh WHERE sh.enabled))' +
        ' OR t.show_id IN (SELECT us.show_id FROM user_shows us WHERE us.user_id = $1)',
    );
    expect(params.values).toEqual([users.standist.id]);
  });
});

describe('viaShow on a child table (stands.show_id)', () => {
  const scope = viaShow('t.show_id');
  it.each([
    ['admin', ['a1', 'a2', 'b1', 'off']],
    ['organizer', ['a1', 'a2']],
    ['security', ['a1', 'a2', 'off']],
    // Every stand of the enabled shows where the standist holds a stand.
    ['standist', ['a1', 'a2']],
    ['nobody', []],
  ])('%s sees the rows of %j', async (who, expected) => {
    expect(await visible('stands', scope, users[who])).toEqual(pick(stands, expected));
  });
});
