/**
 * The stand import analysis off the event loop (issue 18, point 3): a 200 000-row file analysed
 * while an exhibitor lists their stands, the request's latency compared with the same request
 * with no import, in the same run (ratios only: the machine's speed does not matter); the
 * wizard's progress while it runs; the row limit and the time limit (set small here) each
 * answering a translated 422 on `standImportFile`, writing nothing.
 */
import { client, createTestContext, type TestContext } from '../../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../../support/apiBuilders';
import { multipartBody } from '../../../support/files';

const FILES = '/backend/stand_import_files';
const IMPORTS = '/backend/stand_imports';
const FR_HEADER = 'Hall;Allée;Numéro;Enseigne;Surface (m²);Type de stand';

/** A valid file of `rows` stands. */
function standsCsv(rows: number): Buffer {
  const lines = [FR_HEADER];
  for (let i = 0; i < rows; i++) lines.push(`H${i % 9};A${i % 40};${i};Stand ${i};${(i % 90) + 9};Nu`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function upload(ctx: TestContext, user: TestUser, bytes: Buffer): Promise<string> {
  const body = multipartBody({ bytes, name: 'stands.csv', type: 'text/csv' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: FILES,
    headers: { authorization: `Bearer ${await tokenFor(user)}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return JSON.parse(res.body)['@id'];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(request: () => Promise<{ status: number }>): Promise<number> {
  const start = performance.now();
  const res = await request();
  expect(res.status).toBe(200);
  return performance.now() - start;
}

describe('a 200 000-row analysis', () => {
  let ctx: TestContext;
  let organizer: TestUser;
  let exhibitor: TestUser;
  let show: number;

  beforeAll(async () => {
    // The default row limit (100 000) would stop this file halfway: the whole file is read here.
    ctx = await createTestContext({ config: { standImportLimits: { maxRows: 250_000, timeLimitMs: 600_000 } } });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    exhibitor = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, organizer.id, show);
    for (let i = 0; i < 30; i++) {
      const stand = await insertStand(ctx.pool, show);
      if (i % 3 === 0) await addStandRole(ctx.pool, exhibitor.id, stand);
    }
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('leaves other requests their usual latency, and tells the uploader how far it is', async () => {
    const exhibitorApi = client(ctx.app, await tokenFor(exhibitor));
    const organizerApi = client(ctx.app, await tokenFor(organizer));
    const listStands = () => exhibitorApi.get('/backend/stands');
    const file = await upload(ctx, organizer, standsCsv(200_000));
    const progressUrl = `${file}/progress`;
    expect((await organizerApi.get(progressUrl)).body).toEqual({ analysing: false, progress: null });

    // The usual latency: the same request, no import running (warmed up first).
    for (let i = 0; i < 3; i++) await timed(listStands);
    const baseline: number[] = [];
    for (let i = 0; i < 15; i++) baseline.push(await timed(listStands));

    // The same request, again and again, while the file is analysed.
    const started = performance.now();
    let finished: number | null = null;
    const analysis = organizerApi.post(IMPORTS, { standImportFile: file, show: `/backend/shows/${show}` }).finally(() => {
      finished = performance.now();
    });
    const during: number[] = [];
    const shares: number[] = [];
    while (finished === null) {
      const start = performance.now();
      await listStands();
      // Only requests that began and ended while the analysis ran count.
      if (finished === null) during.push(performance.now() - start);
      const progress = (await organizerApi.get(progressUrl)).body;
      if (progress.analysing) shares.push(progress.progress);
    }
    const response = await analysis;
    const duration = finished! - started;

    expect(response.status).toBe(201);
    expect(response.body.stats.stands).toEqual({ total: 200_000, new: 200_000, changed: 0, unchanged: 0, problems: 0 });
    // Served at about their usual speed (a floor for a fast baseline on a busy machine) …
    expect(median(during)).toBeLessThan(5 * median(baseline) + 50);
    // … all along: none waited for the analysis to end (in-thread, one waited for nearly all of
    // it), many were answered while it ran.
    expect(Math.max(...during)).toBeLessThan(duration / 2);
    expect(during.length).toBeGreaterThanOrEqual(5);
    // The wizard's progress: a share of the work that grows, then nothing once done.
    expect(shares.some((share) => share > 0 && share < 1)).toBe(true);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect((await organizerApi.get(progressUrl)).body).toEqual({ analysing: false, progress: null });
  }, 300_000);

  it('keeps the progress of a file to its uploader (404 to anyone else)', async () => {
    const file = await upload(ctx, organizer, standsCsv(2));
    const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    expect((await client(ctx.app, await tokenFor(admin)).get(`${file}/progress`)).status).toBe(404);
    expect((await client(ctx.app, await tokenFor(exhibitor)).get(`${file}/progress`)).status).toBe(403);
    expect((await client(ctx.app, await tokenFor(organizer)).get(`${FILES}/999999/progress`)).status).toBe(404);
  });
});

describe.each([
  [
    'row limit',
    { maxRows: 50 },
    'Le fichier compte plus de 50 lignes : découpez-le en plusieurs imports.',
    'The file has more than 50 rows: split it into several imports.',
    'standImport.tooManyRows',
    51,
  ],
  [
    'time limit',
    { timeLimitMs: 1 },
    'L’analyse du fichier a dépassé la durée permise (1 s) : vérifiez son contenu ou découpez-le en plusieurs imports.',
    'Analyzing the file took longer than allowed (1 s): check its content or split it into several imports.',
    'standImport.timeLimit',
    // Far more than a millisecond's work on any machine (reading 20 000 rows takes tens of them).
    20_000,
  ],
])('the %s', (_name, limits, french, english, code, rows) => {
  let ctx: TestContext;
  let organizer: TestUser;
  let show: number;

  beforeAll(async () => {
    ctx = await createTestContext({ config: { standImportLimits: limits } });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, organizer.id, show);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('answers a translated 422 on standImportFile and keeps no analysis', async () => {
    const file = await upload(ctx, organizer, standsCsv(rows));
    const body = { standImportFile: file, show: `/backend/shows/${show}` };
    for (const [locale, message] of [['fr', french], ['en', english]]) {
      const res = await client(ctx.app, await tokenFor(organizer), { 'x-locale': locale }).post(IMPORTS, body);
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: 'standImportFile', message, code }]);
    }
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM stand_imports')).rows[0].n).toBe(0);
    // The analysis is over: no progress left behind.
    expect((await client(ctx.app, await tokenFor(organizer)).get(`${file}/progress`)).body).toEqual({ analysing: false, progress: null });
  });
});

it('reads a file within the limits as before (the row limit is on the rows under the header)', async () => {
  const ctx = await createTestContext({ config: { standImportLimits: { maxRows: 50 } } });
  try {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, organizer.id, show);
    const file = await upload(ctx, organizer, standsCsv(50));
    const res = await client(ctx.app, await tokenFor(organizer)).post(IMPORTS, { standImportFile: file, show: `/backend/shows/${show}` });
    expect(res.status).toBe(201);
    expect(res.body.stats.stands.total).toBe(50);
  } finally {
    await ctx.close();
  }
});
