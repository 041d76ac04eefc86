/**
 * GET /backend/shows/{id}/plan_summary and POST /backend/shows/{id}/sync (issue 12): the counts
 * of the demo data, for each demo account, checked against direct SQL; the scope per show.
 */
import { ARCHIVE_SHOW_NAME, DEMO_PASSWORD, DEMO_SHOW_NAME } from '@server/seed/demo';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';

let ctx: TestContext;
let demoShow: number;
let archiveShow: number;

beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
  const id = async (name: string) => (await ctx.pool.query('SELECT id FROM shows WHERE name = $1', [name])).rows[0].id as number;
  demoShow = await id(DEMO_SHOW_NAME);
  archiveShow = await id(ARCHIVE_SHOW_NAME);
  // The whole demo seed: slow on a busy machine.
}, 180_000);
afterAll(async () => ctx.close());

async function loginAs(email: string, headers?: Record<string, string>) {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client(ctx.app, res.body.token, headers);
}

/** The counts written out in SQL of their own, over the given stands. */
async function expected(standsSql: string, values: unknown[]) {
  const { rows } = await ctx.pool.query(
    `SELECT
       (SELECT count(*) FROM s)::int AS "totalStands",
       (SELECT count(*) FROM s WHERE un_seen)::int AS "newMessages",
       (SELECT count(*) FROM s WHERE treated = false)::int AS "untreated",
       (SELECT count(*) FROM reports r JOIN s ON s.id = r.stand_id WHERE r.status = 'in_progress')::int AS "reportsInProgress",
       (SELECT count(*) FROM reports r JOIN s ON s.id = r.stand_id WHERE r.status = 'closed')::int AS "reportsClosed",
       (SELECT count(*) FROM s WHERE status = 'validatedPlans')::int AS "validated",
       (SELECT count(*) FROM s WHERE status IN ('waitingForPlans', 'pendingPlansVerification', 'pendingPlansConfirmation'))::int AS "nonValidated",
       (SELECT count(*) FROM s WHERE status = 'waitingForPlans')::int AS "waitingReceipt",
       (SELECT count(*) FROM s WHERE status = 'pendingPlansVerification')::int AS "toVerify",
       (SELECT count(*) FROM s WHERE status = 'pendingPlansConfirmation')::int AS "toConfirm"`.replace(/FROM s\b/g, `FROM (${standsSql}) s`).replace(/JOIN s ON/g, `JOIN (${standsSql}) s ON`),
    values,
  );
  return rows[0];
}

describe('plan summary', () => {
  it.each(['admin@demo.test', 'support@demo.test', 'organizer@demo.test'])('gives %s every count of the demo show, messages included', async (email) => {
    const res = await (await loginAs(email)).get(`/backend/shows/${demoShow}/plan_summary`);
    expect(res.status).toBe(200);
    const counts = await expected('SELECT * FROM stands WHERE show_id = $1', [demoShow]);
    expect(res.body).toEqual({ '@id': `/backend/shows/${demoShow}/plan_summary`, '@type': 'PlanSummary', show: `/backend/shows/${demoShow}`, ...counts });
    // The demo data is a real month of work: every count has something in it.
    expect(Object.values(counts).every((n) => (n as number) > 0)).toBe(true);
    expect(counts.nonValidated + counts.validated).toBe(counts.totalStands);
  });

  it.each(['exhibitor@demo.test', 'decorator@demo.test', 'agency@demo.test'])('gives %s the counts of their own stands, without the message counts', async (email) => {
    const res = await (await loginAs(email)).get(`/backend/shows/${demoShow}/plan_summary`);
    expect(res.status).toBe(200);
    const { newMessages, untreated, ...counts } = await expected(
      'SELECT st.* FROM stands st WHERE st.show_id = $1 AND st.id IN (SELECT usr.stand_id FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE u.email = $2)',
      [demoShow, email],
    );
    expect(newMessages + untreated).toBeGreaterThanOrEqual(0);
    expect(res.body).toEqual({ '@id': `/backend/shows/${demoShow}/plan_summary`, '@type': 'PlanSummary', show: `/backend/shows/${demoShow}`, ...counts });
    expect(res.body.totalStands).toBe(email.startsWith('exhibitor') ? 1 : email.startsWith('decorator') ? 3 : 2);
  });

  it("answers 404 for a show outside the caller's scope or unknown, and 401 without a session", async () => {
    expect((await (await loginAs('organizer@demo.test')).get(`/backend/shows/${archiveShow}/plan_summary`)).status).toBe(404);
    expect((await (await loginAs('exhibitor@demo.test')).get(`/backend/shows/${archiveShow}/plan_summary`)).status).toBe(404);
    expect((await (await loginAs('admin@demo.test')).get('/backend/shows/999999/plan_summary')).status).toBe(404);
    expect((await (await loginAs('admin@demo.test')).get('/backend/shows/abc/plan_summary')).status).toBe(404);
    expect((await client(ctx.app).get(`/backend/shows/${demoShow}/plan_summary`)).status).toBe(401);
  });
});

describe('synchronise now', () => {
  it("answers that the show is not set up for a synchronisation, in the caller's language", async () => {
    const fr = await (await loginAs('admin@demo.test')).post(`/backend/shows/${demoShow}/sync`, { immediate: true });
    expect(fr.status).toBe(422);
    expect(fr.body['hydra:description']).toBe("Ce salon n'est pas configuré pour une synchronisation");
    const en = await (await loginAs('organizer@demo.test', { 'X-LOCALE': 'en' })).post(`/backend/shows/${demoShow}/sync`, { immediate: true });
    expect(en.body['hydra:description']).toBe('This show is not set up for synchronization');
  });

  it('refuses those who may not view the show (403) and shows out of scope (404)', async () => {
    expect((await (await loginAs('support@demo.test')).post(`/backend/shows/${demoShow}/sync`, {})).status).toBe(403);
    expect((await (await loginAs('exhibitor@demo.test')).post(`/backend/shows/${demoShow}/sync`, {})).status).toBe(403);
    expect((await (await loginAs('organizer@demo.test')).post(`/backend/shows/${archiveShow}/sync`, {})).status).toBe(404);
  });
});

describe('demo demand configs', () => {
  it('gives the demo show a config of every type and the archive show its exemptions', async () => {
    const admin = await loginAs('admin@demo.test');
    const types = (await admin.get('/backend/demand_types')).body['hydra:member'] as Array<{ '@id': string; reference: string }>;
    const referenceOf = new Map(types.map((t) => [t['@id'], t.reference]));
    const demo = (await admin.get(`/backend/demand_configs?show=${demoShow}`)).body['hydra:member'] as Array<{ demandType: string; demandsAfter: string; demandsBefore: string }>;
    expect(demo.map((c) => referenceOf.get(c.demandType)).sort()).toEqual([...referenceOf.values()].sort());
    for (const c of demo) expect(c.demandsAfter <= c.demandsBefore).toBe(true);
    const archive = (await admin.get(`/backend/demand_configs?show=${archiveShow}`)).body['hydra:member'] as Array<{ demandType: string }>;
    expect(archive.map((c) => referenceOf.get(c.demandType)).sort()).toEqual(['exemption_delivery', 'exemption_dismantling', 'exemption_mounting']);
    expect((await (await loginAs('organizer@demo.test')).get(`/backend/shows/${demoShow}`)).body.hasDemandConfigs).toBe(true);
  });
});
