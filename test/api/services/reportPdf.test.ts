/** GET /backend/reports/{id}/pdf/{locale}: a real PDF, in French and English, to whoever may see the stand. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo';
import { solidPng } from '@server/seed/png';
import { pdfText } from '../../support/pdfText';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';
import { insertShow, insertStand } from '../../support/apiBuilders';
import { insertReportPhoto } from '../../support/reportBuilders';

/** pdfimages -list counts the embedded images (a line per image after two header lines). */
function imageCount(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const out = execFileSync('/usr/bin/pdfimages', ['-list', file], { encoding: 'utf8' });
    return out.trim().split('\n').length - 2;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let ctx: TestContext;
const tokens: Record<string, string> = {};
let reportId: number;
let standName: string;
let foreignReport: number;

beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
  for (const account of DEMO_ACCOUNTS) {
    const res = await client(ctx.app).post('/backend/login_check', { _username: account.email, _password: DEMO_PASSWORD });
    tokens[account.email.split('@')[0]] = res.body.token;
  }
  // A finding on the exhibitor's own stand (demo show), with a PNG, a JPEG-less WEBP and a closed date.
  const { rows } = await ctx.pool.query(
    `SELECT s.id, s.name FROM stands s JOIN user_stand_roles usr ON usr.stand_id = s.id JOIN users u ON u.id = usr.user_id
      WHERE u.email = 'exhibitor@demo.test' LIMIT 1`,
  );
  standName = rows[0].name;
  const support = client(ctx.app, tokens.support);
  const created = await support.post('/backend/reports', {
    stand: `/backend/stands/${rows[0].id}`,
    name: 'Extincteur manquant près de la réserve',
    comment: 'Prévoir un extincteur à eau pulvérisée de 6 L.',
  });
  expect(created.status).toBe(201);
  reportId = created.body.id;
  await insertReportPhoto(ctx.pool, ctx.filesDir, reportId, solidPng([200, 40, 40], 32), { fileName: 'cloison.png' });
  await insertReportPhoto(ctx.pool, ctx.filesDir, reportId, Buffer.from('RIFF\0\0\0\0WEBPVP8 '), { fileName: 'vue-allee.webp', mimeType: 'image/webp' });
  await insertReportPhoto(ctx.pool, ctx.filesDir, reportId, solidPng([0, 0, 200], 16), { fileName: 'retiree.png', enabled: false });
  expect((await support.patch(`/backend/reports/${reportId}`, { status: 'closed' })).status).toBe(200);
  // A finding on a stand of a show no demo account is linked to.
  const otherStand = await insertStand(ctx.pool, await insertShow(ctx.pool, { name: 'Salon Ailleurs' }), { name: 'Ailleurs' });
  foreignReport = (await support.post('/backend/reports', { stand: `/backend/stands/${otherStand}`, name: 'Ailleurs' })).body.id;
}, 120_000);
afterAll(async () => ctx.close());

const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

describe('finding PDF', () => {
  it('is a PDF download in French: title, show, stand, finding, status, dates in Paris time, author, photos', async () => {
    const res = await get('support', `/backend/reports/${reportId}/pdf/fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="constat-${reportId}-[a-z0-9-]+\\.pdf"$`));
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Constat : Extincteur manquant près de la réserve');
    expect(text).toContain('Salon : Salon Démo 2027');
    expect(text).toContain(`Stand : ${standName}`);
    expect(text).toContain('Statut : Clôturé');
    expect(text).toContain('Prévoir un extincteur à eau pulvérisée de 6 L.');
    expect(text).toContain('Auteur : Sophie Durand');
    expect(text).toMatch(/Créé le : \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(text).toMatch(/Clôturé le : \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(text).toContain('cloison.png');
    expect(text).toContain('vue-allee.webp (non intégrée au PDF');
    expect(text).not.toContain('retiree.png');
    expect(imageCount(pdf)).toBe(1);
  });

  it('is in English with English dates when asked', async () => {
    const res = await get('admin', `/backend/reports/${reportId}/pdf/en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="finding-\d+-[a-z0-9-]+\.pdf"$/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Finding: Extincteur manquant près de la réserve');
    expect(text).toContain('Show: Salon Démo 2027');
    expect(text).toContain(`Stand: ${standName}`);
    expect(text).toContain('Status: Closed');
    expect(text).toMatch(/Created on: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
    expect(text).toContain('Author: Sophie Durand');
  });

  it('answers 404 to a locale other than fr and en, and to a missing finding', async () => {
    expect((await get('admin', `/backend/reports/${reportId}/pdf/de`)).statusCode).toBe(404);
    expect((await get('admin', `/backend/reports/999999/pdf/fr`)).statusCode).toBe(404);
    expect((await get('admin', `/backend/reports/abc/pdf/fr`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/reports/${reportId}/pdf/fr` })).statusCode).toBe(401);
  });

  /** Whether a demo standist holds a role on the finding's stand (the decorator and the agency work on some stands only). */
  const onTheStand = async (who: string) =>
    (
      await ctx.pool.query(
        `SELECT 1 FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id JOIN reports r ON r.stand_id = usr.stand_id
          WHERE u.email = $1 AND r.id = $2`,
        [`${who}@demo.test`, reportId],
      )
    ).rowCount! > 0;

  it.each([
    ['admin', 'sees it', 200],
    ['support', 'sees it', 200],
    ['organizer', 'sees it (their show)', 404],
    ['exhibitor', 'sees it (their stand)', 404],
    ['decorator', 'sees it only if they work on the stand', 404],
    ['agency', 'sees it only if they work on the stand', 404],
  ])('as the demo %s: %s; another show: %s', async (who, _what, foreign) => {
    const staff = ['admin', 'support', 'organizer'].includes(who);
    const expected = staff || (await onTheStand(who)) ? 200 : 404;
    if (who === 'exhibitor') expect(expected).toBe(200);
    const mine = await get(who, `/backend/reports/${reportId}/pdf/fr`);
    expect(mine.statusCode).toBe(expected);
    if (mine.statusCode === 200) expect(mine.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await get(who, `/backend/reports/${foreignReport}/pdf/fr`)).statusCode).toBe(foreign);
  });
});
