import { STAND_STATUSES } from '@/domain/standStatus';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOW_NAME, seedDemo } from '@server/seed/demo';
import { DEMO_EXTRA_SHOWS } from '@server/seed/demoShows';
import { client, createTestContext, type TestContext } from '../../support/apiApp';

let ctx: TestContext;
// The demo seed takes its time on a loaded machine (as in demoContacts.test.ts).
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.pool, { filesDir: ctx.filesDir });
}, 180_000);
afterAll(async () => ctx.close());

async function tokenOf(email: string): Promise<string> {
  return (await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD })).body.token;
}

async function loginAs(email: string): Promise<ReturnType<typeof client>> {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client(ctx.app, res.body.token);
}

describe('demo seed', () => {
  it('lets every demo account log in with demo1234', async () => {
    await Promise.all(DEMO_ACCOUNTS.map((a) => loginAs(a.email)));
  });

  it('has the enabled demo show with a logo and all dates, and the other shows at their stages', async () => {
    const admin = await loginAs('admin@demo.test');
    const shows = (await admin.get('/backend/shows?order[createdAt]=desc')).body['hydra:member'];
    expect(shows.map((s: { name: string; enabled: boolean }) => [s.name, s.enabled])).toEqual([
      [DEMO_SHOW_NAME, true],
      ['Salon Habitat & Jardin 2027', true],
      ['Salon du Meuble de Lyon 2026', true],
      ['Foire de Printemps 2026', false],
      ['Salon Archive 2025', false],
    ]);
    const demo = shows[0];
    for (const field of ['installationDateStart', 'installationDateEnd', 'uninstallationDateStart', 'uninstallationDateEnd', 'organizerDeadline']) {
      expect(demo[field]).toMatch(/^2027-/);
    }
    expect(demo.organizer).toMatch(/^\/backend\/users\/\d+$/);
    const logo = await ctx.app.inject({ method: 'GET', url: demo.logo.objectUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('backs the counters with real findings and the flags with messages, each status change being a stand message', async () => {
    const { rows: mismatched } = await ctx.pool.query(
      `SELECT s.id FROM stands s
        WHERE s.nb_in_progress_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'in_progress')
           OR s.nb_closed_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'closed')`,
    );
    expect(mismatched).toEqual([]);
    const { rows: silent } = await ctx.pool.query(
      `SELECT s.id FROM stands s WHERE (s.un_seen OR NOT s.treated)
          AND NOT EXISTS (SELECT 1 FROM stand_messages sm WHERE sm.stand_id = s.id)`,
    );
    expect(silent).toEqual([]);
    const { rows: validated } = await ctx.pool.query(
      `SELECT s.id, (SELECT array_agg(sm.new_stand_status ORDER BY sm.created_at) FROM stand_messages sm
                      WHERE sm.stand_id = s.id AND sm.new_stand_status IS NOT NULL) AS steps
         FROM stands s WHERE s.status = 'validatedPlans'`,
    );
    expect(validated.length).toBeGreaterThan(0);
    for (const stand of validated) {
      expect(stand.steps).toEqual(['pendingPlansVerification', 'pendingPlansConfirmation', 'validatedPlans']);
    }
  });

  it('spreads ~150 stands over the four statuses, with comma surfaces, flags, reports, safety records and layouts', async () => {
    const admin = await loginAs('support@demo.test');
    const showId = (await admin.get('/backend/shows?enabled=true')).body['hydra:member'][0].id;
    const total = async (q: string) => (await admin.get(`/backend/stands?show=${showId}&itemsPerPage=1&${q}`)).body['hydra:totalItems'];
    expect(await total('')).toBe(150);
    for (const status of STAND_STATUSES) expect(await total(`status=${status}`)).toBeGreaterThan(5);
    expect(await total('unSeen=true')).toBeGreaterThan(0);
    expect(await total('treated=false')).toBeGreaterThan(0);
    expect(await total('nbInProgressReports[gt]=0')).toBeGreaterThan(0);
    expect(await total('nbClosedReports[gt]=0')).toBeGreaterThan(0);
    expect(await total('exists[standSecurityInstruction]=true')).toBeGreaterThan(0);
    const all = (await admin.get(`/backend/stands?show=${showId}&all=1`)).body['hydra:member'];
    expect(all.some((s: { surface: string }) => s.surface.includes(','))).toBe(true);
    expect(all.some((s: { layouts: unknown[] }) => s.layouts.length > 0)).toBe(true);
    expect(new Set(all.map((s: { hall: string }) => s.hall)).size).toBeGreaterThan(1);
    const types = (await admin.get('/backend/layout_types?order[label]=asc&all=1')).body['hydra:member'].map((t: { label: string; color: string }) => [t.label, t.color]);
    expect(types).toEqual(expect.arrayContaining([['Cloison', '#1e88e5'], ['Réserve', '#8e24aa'], ['Mezzanine', '#f4511e']]));
  });

  it('gives each standist account the stands of the brief, and the organizer the demo show', async () => {
    const count = async (email: string) => (await (await loginAs(email)).get('/backend/stands')).body['hydra:totalItems'];
    expect(await count('exhibitor@demo.test')).toBe(1);
    expect(await count('decorator@demo.test')).toBe(3);
    expect(await count('agency@demo.test')).toBe(2);
    expect(await count('organizer@demo.test')).toBe(150);
    const organizer = await loginAs('organizer@demo.test');
    expect((await organizer.get('/backend/shows')).body['hydra:member'].map((s: { name: string }) => s.name)).toEqual([DEMO_SHOW_NAME]);
  });

  it('gives every demo account findings with photos to open, and their PDF', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await tokenOf(account.email);
      const res = await client(ctx.app, token).get('/backend/reports?all=1');
      expect([account.email, res.status]).toEqual([account.email, 200]);
      const withPhotos = res.body['hydra:member'].filter((r: { photos: unknown[] }) => r.photos.length > 0);
      expect([account.email, withPhotos.length > 0]).toEqual([account.email, true]);
      const headers = { authorization: `Bearer ${token}` };
      const photo = await ctx.app.inject({ method: 'GET', url: withPhotos[0].photos[0].contentUrl, headers });
      expect([account.email, photo.statusCode, photo.headers['content-type']]).toEqual([account.email, 200, 'image/png']);
      const pdf = await ctx.app.inject({ method: 'GET', url: `${withPhotos[0]['@id']}/pdf/fr`, headers });
      expect([account.email, pdf.statusCode, pdf.headers['content-type']]).toEqual([account.email, 200, 'application/pdf']);
    }
    const mine = (await (await loginAs('exhibitor@demo.test')).get('/backend/reports')).body['hydra:member'];
    expect(new Set(mine.map((r: { status: string }) => r.status))).toEqual(new Set(['in_progress', 'closed']));
  });

  it('gives every demo account some stand layouts to see', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await (await loginAs(account.email)).get('/backend/stand_layouts');
      expect([account.email, res.status]).toEqual([account.email, 200]);
      expect([account.email, res.body['hydra:totalItems'] > 0]).toEqual([account.email, true]);
    }
  });
});

describe('demo shows at their stages (issue 12)', () => {
  it('has one show being installed now, one in preparation and one finished and disabled, each with its organizer and documents', async () => {
    const admin = await loginAs('admin@demo.test');
    const now = Date.now();
    for (const spec of DEMO_EXTRA_SHOWS) {
      const show = (await admin.get(`/backend/shows?name=${encodeURIComponent(spec.name)}`)).body['hydra:member'][0];
      expect([show.name, show.enabled, show.logo?.mediaFileName, Boolean(show.exhibitorGuide), Boolean(show.map)]).toEqual([spec.name, spec.enabled, expect.stringMatching(/\.png$/), true, true]);
      const start = Date.parse(show.installationDateStart);
      if (spec.startsIn < 0 && spec.enabled) expect(start < now && now < Date.parse(show.installationDateEnd)).toBe(true);
      if (spec.startsIn > 0) expect(start).toBeGreaterThan(now);
      if (!spec.enabled) expect(Date.parse(show.uninstallationDateEnd)).toBeLessThan(now);
      // The organizer sees their show, and only it.
      const organizer = await loginAs(spec.organizer.email);
      expect((await organizer.get('/backend/shows')).body['hydra:member'].map((s: { name: string }) => s.name)).toEqual([spec.name]);
      expect(show.organizerName).toBe(`${spec.organizer.firstName} ${spec.organizer.lastName}`);
    }
  });
});
