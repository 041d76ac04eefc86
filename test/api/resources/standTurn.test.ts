/** Whose turn, since when, late (issue 25, item 5): stand fields, filters, order; show settings. */
import { workingDaysBetween } from '@/domain/planTurn';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let show: number;
let other: number;
const s: Record<string, number> = {};
const users: Record<string, TestUser> = {};
const as = async (who: string) => client(ctx.app, await tokenFor(users[who]));
const names = (body: { 'hydra:member': Array<{ name: string }> }) => body['hydra:member'].map((m) => m.name);

/** An instant `days` calendar days ago. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  users.admin = await insertUser(p, { role: ROLES.SUPER_ADMIN });
  users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  users.otherOrganizer = await insertUser(p, { role: ROLES.ORGANIZER });
  users.exhibitor = await insertUser(p, { role: ROLES.STANDIST });
  show = await insertShow(p, { name: 'Salon Turn', organizerId: users.organizer.id });
  other = await insertShow(p, { name: 'Other' });
  await linkUserShow(p, users.organizer.id, show);
  await linkUserShow(p, users.otherOrganizer.id, other);
  // Deadline passed yesterday; the team has 5 working days.
  await p.query("UPDATE shows SET organizer_deadline = now() - interval '1 day' WHERE id = $1", [show]);
  s.teamLate = await insertStand(p, show, { name: 'Team late', status: 'pendingPlansVerification' });
  s.teamFresh = await insertStand(p, show, { name: 'Team fresh', status: 'pendingPlansVerification' });
  s.exhibitor = await insertStand(p, show, { name: 'Exhibitor', status: 'waitingForPlans' });
  s.confirm = await insertStand(p, show, { name: 'Confirm', status: 'pendingPlansConfirmation' });
  s.validated = await insertStand(p, show, { name: 'Validated', status: 'validatedPlans' });
  await p.query('UPDATE stands SET status_changed_at = $2 WHERE id = $1', [s.teamLate, daysAgo(15)]);
  await p.query('UPDATE stands SET status_changed_at = $2 WHERE id = $1', [s.exhibitor, daysAgo(20)]);
  await p.query('UPDATE stands SET status_changed_at = $2 WHERE id = $1', [s.confirm, daysAgo(3)]);
  await addStandRole(p, users.exhibitor.id, s.exhibitor, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx.close());

describe('stands: turn, turnSince, late', () => {
  it('gives each stand whose turn, since when and whether it is late', async () => {
    const res = await (await as('admin')).get(`/backend/stands?show=${show}&order[name]=asc`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body['hydra:member'].map((m: { name: string }) => [m.name, m]));
    expect(byName['Team late']).toMatchObject({ turn: 'team', late: true });
    expect(byName['Team fresh']).toMatchObject({ turn: 'team', late: false });
    expect(byName.Exhibitor).toMatchObject({ turn: 'exhibitor', late: true });
    expect(byName.Confirm).toMatchObject({ turn: 'exhibitor', late: true });
    expect(byName.Validated).toMatchObject({ turn: null, turnSince: null, late: false });
    expect(Date.parse(byName['Team late'].turnSince)).toBeLessThan(Date.now() - 14 * 86_400_000);
  });

  it('the CSV export gives each stand the same turn and late as the list (read from the joined show)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/backend/stands.csv?show=${show}&properties[]=name&properties[]=turn&properties[]=late&order[name]=asc`,
      headers: { authorization: `Bearer ${await tokenFor(users.admin)}`, 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\uFEFF"Name","Whose turn","Late"\n' +
        '"Confirm","Exhibitor","Yes"\n"Exhibitor","Exhibitor","Yes"\n"Team fresh","Team","No"\n"Team late","Team","Yes"\n"Validated",,"No"\n',
    );
  });

  it('the database keeps status_changed_at when the status changes, and only then', async () => {
    const before = (await ctx.pool.query('SELECT status_changed_at FROM stands WHERE id = $1', [s.teamFresh])).rows[0].status_changed_at;
    await ctx.pool.query("UPDATE stands SET name = 'Team fresh' WHERE id = $1", [s.teamFresh]);
    expect((await ctx.pool.query('SELECT status_changed_at FROM stands WHERE id = $1', [s.teamFresh])).rows[0].status_changed_at).toEqual(before);
    const id = await insertStand(ctx.pool, other, { name: 'Moving', status: 'waitingForPlans' });
    await ctx.pool.query('UPDATE stands SET status_changed_at = $2 WHERE id = $1', [id, daysAgo(30)]);
    await ctx.pool.query("UPDATE stands SET status = 'pendingPlansVerification' WHERE id = $1", [id]);
    const after = (await ctx.pool.query('SELECT status_changed_at FROM stands WHERE id = $1', [id])).rows[0].status_changed_at;
    expect(Date.now() - after.getTime()).toBeLessThan(60_000);
  });

  it('filters by turn and late, and orders by turnSince (validated last)', async () => {
    const api = await as('admin');
    expect(names((await api.get(`/backend/stands?show=${show}&turn=team&order[name]=asc`)).body)).toEqual(['Team fresh', 'Team late']);
    expect(names((await api.get(`/backend/stands?show=${show}&turn[]=exhibitor&order[name]=asc`)).body)).toEqual(['Confirm', 'Exhibitor']);
    expect(names((await api.get(`/backend/stands?show=${show}&late=true&order[name]=asc`)).body)).toEqual(['Confirm', 'Exhibitor', 'Team late']);
    expect(names((await api.get(`/backend/stands?show=${show}&late=false&order[name]=asc`)).body)).toEqual(['Team fresh', 'Validated']);
    expect(names((await api.get(`/backend/stands?show=${show}&turn=team&order[turnSince]=asc`)).body)).toEqual(['Team late', 'Team fresh']);
    expect(names((await api.get(`/backend/stands?show=${show}&turn=team&order[turn]=desc`)).body)).toEqual(['Team fresh', 'Team late']);
    const all = names((await api.get(`/backend/stands?show=${show}&order[turnSince]=asc`)).body);
    expect(all.slice(0, 2)).toEqual(['Exhibitor', 'Team late']);
    expect(all[all.length - 1]).toBe('Validated');
    const bad = await api.get(`/backend/stands?show=${show}&turn=nobody`);
    expect(bad.status).toBe(400);
  });

  it('a standist sees the turn of their stands only', async () => {
    const res = await (await as('exhibitor')).get('/backend/stands?late=true');
    expect(names(res.body)).toEqual(['Exhibitor']);
    expect(res.body['hydra:member'][0]).toMatchObject({ turn: 'exhibitor', late: true });
  });
});

describe('shows: whose-turn and reminder settings', () => {
  it('defaults to 5 working days, reminders on, J-14, J-7, J-2', async () => {
    const res = await (await as('admin')).get(`/backend/shows/${other}`);
    expect(res.body).toMatchObject({ teamAnswerWorkingDays: 5, remindersEnabled: true, reminderDays: [14, 7, 2] });
  });

  it('the organizer sets them on their show; another show’s organizer cannot', async () => {
    const res = await (await as('organizer')).patch(`/backend/shows/${show}`, { teamAnswerWorkingDays: 3, remindersEnabled: false, reminderDays: [2, 10] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ teamAnswerWorkingDays: 3, remindersEnabled: false, reminderDays: [10, 2] });
    const denied = await (await as('otherOrganizer')).patch(`/backend/shows/${show}`, { teamAnswerWorkingDays: 9 });
    expect([403, 404]).toContain(denied.status);
    expect(denied.body.teamAnswerWorkingDays).toBeUndefined();
  });

  it.each([
    ['teamAnswerWorkingDays', 0],
    ['teamAnswerWorkingDays', 61],
    ['teamAnswerWorkingDays', 2.5],
    ['teamAnswerWorkingDays', '5'],
    ['reminderDays', []],
    ['reminderDays', [1, 2, 3, 4]],
    ['reminderDays', [0]],
    ['reminderDays', [7, 7]],
    ['remindersEnabled', null],
  ])('refuses %s = %j with a 422 naming the field', async (field, value) => {
    const res = await (await as('admin')).patch(`/backend/shows/${show}`, { [field]: value });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([field]);
  });
});

describe('the database and src/domain/planTurn.ts agree on when the team is late', () => {
  it('for every start and today over three weeks, weekends included, and 1 to 7 working days', async () => {
    const { rows } = await ctx.pool.query<{ start: string; today: string; days: number; late: boolean }>(
      // A start late in its Paris day (23:59): late or not is a matter of days, not hours.
      `SELECT to_char(st, 'YYYY-MM-DD') AS start, to_char(td, 'YYYY-MM-DD') AS today, n AS days,
              ((st + time '23:59') AT TIME ZONE 'Europe/Paris') < plan_team_late_before(td, n) AS late
         FROM (SELECT d::date AS st FROM generate_series(timestamp '2027-03-01', timestamp '2027-03-21', interval '1 day') d) a,
              (SELECT d::date AS td FROM generate_series(timestamp '2027-03-01', timestamp '2027-03-21', interval '1 day') d) b,
              generate_series(1, 7) n`,
    );
    const disagree = rows.filter((r) => r.late !== workingDaysBetween(r.start, r.today) > r.days);
    expect(disagree).toEqual([]);
    expect(rows.filter((r) => r.late).length).toBeGreaterThan(100);
  });
});
