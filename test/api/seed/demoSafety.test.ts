/**
 * The demo's safety notices and stand media (server/seed/demoSafety.ts): the demo show asks for the
 * notice and carries its safety document; about half its stands have a notice, of every kind, each
 * one the form would accept; none on the demo exhibitor's stand (its modal opens at the first
 * visit), one on every stand of the other demo standists; attestation documents in both languages.
 */
import { safetyNoticeViolations } from '@/domain/safetyNotice';
import { DEMO_PASSWORD, DEMO_SHOW_NAME } from '@server/seed/demo';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';

let ctx: TestContext;
beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
}, 180_000);
afterAll(async () => ctx.close());

async function tokenOf(email: string): Promise<string> {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token;
}
const loginAs = async (email: string) => client(ctx.app, await tokenOf(email));
const download = async (email: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await tokenOf(email)}` } });

const demoShow = async () => (await ctx.pool.query('SELECT id FROM shows WHERE name = $1', [DEMO_SHOW_NAME])).rows[0].id as number;

describe('demo safety notices', () => {
  it('asks for the notice on the demo show, whose safety document is a real PDF', async () => {
    const admin = await loginAs('admin@demo.test');
    const show = (await admin.get(`/backend/shows/${await demoShow()}`)).body;
    expect(show.securityInstructionsFunction).toBe(true);
    const file = await download('admin@demo.test', show.securityInstructions.objectUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has a notice on about half the stands, of every kind, each one the form accepts', async () => {
    const api = await loginAs('admin@demo.test');
    const show = await demoShow();
    const withNotice = (await api.get(`/backend/stands?show=${show}&exists[standSecurityInstruction]=true`)).body['hydra:totalItems'];
    const all = (await api.get(`/backend/stands?show=${show}`)).body['hydra:totalItems'];
    expect(withNotice / all).toBeGreaterThanOrEqual(0.45);
    expect(withNotice / all).toBeLessThanOrEqual(0.55);
    const notices = (await api.get(`/backend/stand_security_instructions?stand.show=${show}&pagination=false`)).body['hydra:member'];
    expect(notices).toHaveLength(withNotice);
    for (const notice of notices) expect([notice.id, safetyNoticeViolations(notice)]).toEqual([notice.id, {}]);
    expect(notices.some((n: { builtByOne: boolean }) => n.builtByOne)).toBe(true);
    expect(notices.some((n: { builtByMore: boolean; numberOfBuilders: number }) => n.builtByMore && n.numberOfBuilders >= 2)).toBe(true);
    expect(notices.some((n: { withCoordinator: boolean; coordinatorLastName: string }) => n.withCoordinator && n.coordinatorLastName)).toBe(true);
  });

  it('leaves the demo exhibitor’s stand without a notice, and gives the decorator’s and the agency’s other stands theirs', async () => {
    const exhibitor = await loginAs('exhibitor@demo.test');
    const own = (await exhibitor.get('/backend/stands')).body['hydra:member'];
    expect(own.length).toBeGreaterThan(0);
    for (const stand of own) expect(stand.standSecurityInstruction).toBeNull();
    const exhibitorStands = new Set(own.map((s: { id: number }) => s.id));
    for (const email of ['decorator@demo.test', 'agency@demo.test']) {
      const stands = (await (await loginAs(email)).get('/backend/stands?pagination=false')).body['hydra:member'];
      const others = stands.filter((s: { id: number }) => !exhibitorStands.has(s.id));
      expect(others.length).toBeGreaterThan(0);
      expect(others.filter((s: { standSecurityInstruction: string | null }) => s.standSecurityInstruction === null).map((s: { id: number }) => s.id)).toEqual([]);
    }
  });

  it('carries attestation documents in French and English on a few stands, downloadable', async () => {
    const api = await loginAs('organizer@demo.test');
    const { rows } = await ctx.pool.query('SELECT sm.id, sm.language FROM stand_media sm JOIN stands s ON s.id = sm.stand_id WHERE s.show_id = $1', [await demoShow()]);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['fr', 'en']));
    const medium = (await api.get(`/backend/stand_media/${rows[0].id}`)).body;
    const file = await download('organizer@demo.test', medium.objectUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
