/** The demo's staff (server/seed/demoStaff.ts): a real /administrateurs list, their shows, a tester. */
import { STAFF_ROLES } from '@/domain/accounts';
import { DEMO_PASSWORD } from '@server/seed/demo';
import { DEMO_STAFF } from '@server/seed/demoStaff';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';

let ctx: TestContext;
// The whole demo seed: slow on a busy 2-core machine.
beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
}, 120_000);
afterAll(async () => ctx.close());

async function loginAs(email: string) {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return { api: client(ctx.app, res.body.token), token: res.body.token as string };
}

describe('demo staff', () => {
  it('fills two pages of the administrators list, each staff role present', async () => {
    const { api } = await loginAs('admin@demo.test');
    const query = STAFF_ROLES.map((role) => `role.reference[]=${role}`).join('&');
    const page1 = await api.get(`/backend/users?${query}`);
    expect(page1.status).toBe(200);
    expect(page1.body['hydra:totalItems']).toBeGreaterThan(10);
    expect(page1.body['hydra:member']).toHaveLength(10);
    const all = (await api.get(`/backend/users?${query}&itemsPerPage=0`)).body['hydra:member'] as Array<{ role: { reference: string } }>;
    expect(new Set(all.map((u) => u.role.reference))).toEqual(new Set(STAFF_ROLES));
  });

  it('lets each staff account log in; the show-linked ones see their shows; one support account is a tester', async () => {
    for (const staff of DEMO_STAFF) await loginAs(staff.email);
    const officer = await loginAs('securite2@demo.test');
    const me = await officer.api.get(`/backend/users/${JSON.parse(Buffer.from(officer.token.split('.')[1], 'base64url').toString()).user_id}/me`);
    expect(me.body.shows).toHaveLength(1);
    const shows = await officer.api.get('/backend/shows');
    expect(shows.body['hydra:totalItems']).toBe(1);
    const { api } = await loginAs('admin@demo.test');
    const testers = (await api.get('/backend/users?tester=true&role.reference=ROLE_SUPPORT_ASTECH')).body['hydra:member'];
    expect(testers.map((u: { email: string }) => u.email)).toEqual(['support.testeur@demo.test']);
  });
});
