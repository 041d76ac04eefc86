/**
 * POST /backend/stands/bulk (issue 11, item 5): each action per permission row (allowed and
 * refused), per object (an organizer's filter or ids never reach another show's stands), the
 * summary's counts and reasons, the workflow messages and timeline events written, and bad
 * input (unknown action, bad filter, no selection) as a 422 naming the field with nothing changed.
 */
import type { Pool } from '@server/db/pool';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

const BULK = '/backend/stands/bulk';

let ctx: TestContext;
let pool: Pool;
let admin: TestUser;
let support: TestUser;
let organizer: TestUser;
let standist: TestUser;
let security: TestUser;
let showA: number;
let showB: number;
let standsA: number[];
let standsB: number[];

const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));
const flags = async (ids: number[]) =>
  (await pool.query('SELECT id, un_seen, treated, status FROM stands WHERE id = ANY($1) ORDER BY id', [ids])).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  pool = ctx.pool;
  admin = await insertUser(pool, { role: ROLES.ADMIN });
  support = await insertUser(pool, { role: ROLES.SUPPORT });
  organizer = await insertUser(pool, { role: ROLES.ORGANIZER });
  standist = await insertUser(pool, { role: ROLES.STANDIST });
  security = await insertUser(pool, { role: ROLES.SECURITY_OFFICER });
  showA = await insertShow(pool, { name: 'Salon A' });
  showB = await insertShow(pool, { name: 'Salon B' });
  await linkUserShow(pool, organizer.id, showA);
  await linkUserShow(pool, security.id, showA);
});

beforeEach(async () => {
  await pool.query('DELETE FROM stands WHERE show_id = ANY($1)', [[showA, showB]]);
  standsA = [];
  standsB = [];
  const statuses = ['waitingForPlans', 'pendingPlansVerification', 'pendingPlansVerification', 'pendingPlansConfirmation', 'validatedPlans'] as const;
  for (let i = 0; i < 10; i++) {
    standsA.push(await insertStand(pool, showA, { name: `Alpha ${i}`, status: statuses[i % 5], unSeen: true, treated: i % 2 === 0, surface: String(10 + i) }));
    standsB.push(await insertStand(pool, showB, { name: `Beta ${i}`, status: 'pendingPlansVerification', unSeen: true, treated: false }));
  }
  await addStandRole(pool, standist.id, standsA[0]);
});

afterAll(async () => {
  await ctx.close();
});

describe('per permission row', () => {
  it.each([
    ['admin', 200, () => admin],
    ['support', 200, () => support],
    ['organizer', 403, () => organizer],
    ['standist', 403, () => standist],
    ['security officer', 403, () => security],
  ])('markSeen (stand.markSeen): %s → %i', async (_name, status, who) => {
    const res = await (await as(who())).post(BULK, { action: 'markSeen', selection: { ids: standsA } });
    expect(res.status).toBe(status);
    const rows = await flags(standsA);
    expect(rows.every((r) => r.un_seen === (status !== 200))).toBe(true);
  });

  it.each([
    ['admin', 200, () => admin],
    ['support', 200, () => support],
    ['organizer', 200, () => organizer],
    ['standist', 403, () => standist],
    ['security officer', 403, () => security],
  ])('markTreated (stand.markTreated): %s → %i', async (_name, status, who) => {
    const res = await (await as(who())).post(BULK, { action: 'markTreated', selection: { filter: { show: String(showA) } } });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ '@type': 'StandBulkResult', matched: 10, changed: 5, skipped: [{ reason: 'unchanged', count: 5 }] });
    const rows = await flags(standsA);
    expect(rows.filter((r) => r.treated).length).toBe(status === 200 ? 10 : 5);
  });

  it.each([
    ['admin', 200, () => admin],
    ['organizer', 200, () => organizer],
    ['standist', 403, () => standist],
    ['security officer', 403, () => security],
  ])('changeStatus (stand.bulkStatus): %s → %i', async (_name, status, who) => {
    const res = await (await as(who())).post(BULK, { action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { filter: { show: String(showA) } } });
    expect(res.status).toBe(status);
    const moved = (await flags(standsA)).filter((r) => r.status === 'pendingPlansConfirmation').length;
    expect(moved).toBe(status === 200 ? 6 : 2);
  });

  it('without a session: 401', async () => {
    const res = await client(ctx.app).post(BULK, { action: 'markSeen', selection: { ids: standsA } });
    expect(res.status).toBe(401);
  });
});

describe('per object', () => {
  it("an organizer's ids of another show change nothing there and count as not found", async () => {
    const res = await (await as(organizer)).post(BULK, { action: 'markTreated', selection: { ids: [...standsB, standsA[1]] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: 11, changed: 1, skipped: [{ reason: 'notFound', count: 10 }] });
    expect((await flags(standsB)).every((r) => !r.treated)).toBe(true);
  });

  it("an organizer's filter naming another show matches nothing", async () => {
    const res = await (await as(organizer)).post(BULK, { action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { filter: { show: String(showB) } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: 0, changed: 0, skipped: [] });
    expect((await flags(standsB)).every((r) => r.status === 'pendingPlansVerification')).toBe(true);
  });

  it("an organizer's filter without a show stays within their shows", async () => {
    const res = await (await as(organizer)).post(BULK, { action: 'markTreated', selection: { filter: {} } });
    expect(res.body).toMatchObject({ matched: 10, changed: 5 });
    expect((await flags(standsB)).every((r) => !r.treated)).toBe(true);
  });
});

describe('the summary', () => {
  it('a status change says how many changed and why the others did not, grouped by reason and status', async () => {
    await pool.query('UPDATE shows SET enabled = true WHERE id = $1', [showA]);
    const res = await (await as(admin)).post(BULK, { action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { filter: { show: String(showA) } } });
    expect(res.body).toMatchObject({
      action: 'changeStatus',
      status: 'pendingPlansConfirmation',
      matched: 10,
      changed: 4,
      skipped: [
        { reason: 'transition', from: 'validatedPlans', count: 2 },
        { reason: 'transition', from: 'waitingForPlans', count: 2 },
        { reason: 'unchanged', count: 2 },
      ],
    });
  });

  it('a refusal needs its reason, and each changed stand gets the message, a status event and is treated', async () => {
    const missing = await (await as(admin)).post(BULK, { action: 'changeStatus', status: 'waitingForPlans', selection: { ids: standsA } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([expect.objectContaining({ propertyPath: 'message', message: 'Indiquez la raison du refus.' })]);

    const res = await (await as(admin)).post(BULK, { action: 'changeStatus', status: 'waitingForPlans', message: 'Plans illisibles', selection: { ids: standsA } });
    expect(res.body).toMatchObject({ matched: 10, changed: 4 });
    const moved = standsA.filter((_, i) => i % 5 === 1 || i % 5 === 2);
    const messages = await pool.query(
      `SELECT sm.stand_id, m.content, m.created_by_id FROM stand_messages sm JOIN messages m ON m.id = sm.message_id
       WHERE sm.stand_id = ANY($1) AND sm.new_stand_status = 'waitingForPlans' ORDER BY sm.stand_id`,
      [standsA],
    );
    expect(messages.rows).toEqual(moved.map((id) => ({ stand_id: id, content: 'Plans illisibles', created_by_id: admin.id })));
    const events = await pool.query(`SELECT stand_id, actor_id FROM stand_events WHERE kind = 'status' AND stand_id = ANY($1) ORDER BY stand_id`, [standsA]);
    expect(events.rows).toEqual(moved.map((id) => ({ stand_id: id, actor_id: admin.id })));
    expect((await flags(moved)).every((r) => r.treated && r.status === 'waitingForPlans')).toBe(true);
  });

  it('a disabled show blocks a status change, not a flag', async () => {
    await pool.query('UPDATE shows SET enabled = false WHERE id = $1', [showB]);
    try {
      const res = await (await as(admin)).post(BULK, { action: 'changeStatus', status: 'pendingPlansConfirmation', selection: { filter: { show: String(showB) } } });
      expect(res.body).toMatchObject({ matched: 10, changed: 0, skipped: [{ reason: 'showDisabled', count: 10 }] });
      const flag = await (await as(admin)).post(BULK, { action: 'markTreated', selection: { filter: { show: String(showB) } } });
      expect(flag.body).toMatchObject({ changed: 10 });
    } finally {
      await pool.query('UPDATE shows SET enabled = true WHERE id = $1', [showB]);
    }
  });

  it('the filter is the list’s own: status, surface, search, and messages flags', async () => {
    const api = await as(admin);
    const res = await api.post(BULK, {
      action: 'markUnseen',
      selection: { filter: { show: String(showA), 'status[]': ['pendingPlansVerification'], 'surface[gte]': '12', search: 'alpha', treated: 'false', page: '3', 'order[name]': 'asc' } },
    });
    // Alpha 1, 2, 6, 7 are pending verification; with surface ≥ 12 and untreated: Alpha 7 (surface 17, odd). All still unseen.
    expect(res.body).toMatchObject({ matched: 1, changed: 0, skipped: [{ reason: 'unchanged', count: 1 }] });
    const seen = await api.post(BULK, { action: 'markSeen', selection: { filter: { show: String(showA), 'status[]': ['pendingPlansVerification'] } } });
    expect(seen.body).toMatchObject({ matched: 4, changed: 4 });
  });

  it('answers in the caller’s language for violations', async () => {
    const res = await (await as(admin)).post(BULK, { action: 'explode', selection: { ids: standsA } }, { 'x-locale': 'en' });
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'action' });
    expect(res.body.violations[0].message).toMatch(/not a valid choice/);
  });
});

describe('bad input: 422 naming the field, nothing changed', () => {
  const cases: Array<[string, unknown, string]> = [
    ['unknown action', { action: 'delete', selection: { ids: [1] } }, 'action'],
    ['no selection', { action: 'markSeen' }, 'selection'],
    ['both ids and filter', { action: 'markSeen', selection: { ids: [1], filter: {} } }, 'selection'],
    ['ids not numbers', { action: 'markSeen', selection: { ids: ['x'] } }, 'selection.ids'],
    ['empty ids', { action: 'markSeen', selection: { ids: [] } }, 'selection.ids'],
    ['unknown filter', { action: 'markSeen', selection: { filter: { colour: 'red' } } }, 'selection.filter.colour'],
    ['bad filter value', { action: 'markSeen', selection: { filter: { 'surface[gte]': 'big' } } }, 'selection.filter.surface[gte]'],
    ['bad status choice', { action: 'markSeen', selection: { filter: { 'status[]': ['nope'] } } }, 'selection.filter.status[]'],
    ['filter not an object', { action: 'markSeen', selection: { filter: 'all' } }, 'selection.filter'],
    ['status not a staff step', { action: 'changeStatus', status: 'validatedPlans', selection: { ids: [1] } }, 'status'],
  ];
  it.each(cases)('%s', async (_name, body, path) => {
    const before = await flags(standsA);
    const res = await (await as(admin)).post(BULK, body);
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
    expect(res.body.violations.every((v: { message: string }) => v.message.length > 0)).toBe(true);
    expect(await flags(standsA)).toEqual(before);
  });

  it('a body that is not an object: 400', async () => {
    const res = await (await as(admin)).post(BULK, '[1]');
    expect(res.status).toBe(400);
  });
});
