/** /backend/report_media: a finding's photos (multipart upload, 4 at most, download, soft delete). */
import fs from 'node:fs';
import { solidPng } from '@server/seed/png';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addStandRole,
  insertShow,
  insertStand,
  insertUser,
  linkUserShow,
  ROLES,
  STANDIST_ROLES,
  tokenFor,
  type TestUser,
} from '../../support/apiBuilders';
import { multipartBody, pdfBytes } from '../../support/files';
import { insertReport, insertReportPhoto } from '../../support/reportBuilders';

let ctx: TestContext;
const users: Record<string, TestUser> = {};
const tokens: Record<string, string> = {};
let standA: number;
let standB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  const showA = await insertShow(p, { name: 'A' });
  const showB = await insertShow(p, { name: 'B' });
  standA = await insertStand(p, showA, { name: 'A1' });
  standB = await insertStand(p, showB, { name: 'B1' });
  for (const [name, role] of Object.entries({
    superAdmin: ROLES.SUPER_ADMIN,
    admin: ROLES.ADMIN,
    support: ROLES.SUPPORT,
    organizer: ROLES.ORGANIZER,
    exhibitor: ROLES.STANDIST,
    securityOfficer: ROLES.SECURITY_OFFICER,
    spsCoordinator: ROLES.SPS_COORDINATOR,
    exhibitionCenterService: ROLES.EXHIBITION_CENTER_SERVICE,
    otherOrganizer: ROLES.ORGANIZER,
  })) {
    users[name] = await insertUser(p, { role });
    tokens[name] = await tokenFor(users[name]);
  }
  for (const who of ['organizer', 'securityOfficer', 'spsCoordinator', 'exhibitionCenterService']) await linkUserShow(p, users[who].id, showA);
  await linkUserShow(p, users.otherOrganizer.id, showB);
  await addStandRole(p, users.exhibitor.id, standA, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx.close());

const png = (seed = 1) => solidPng([seed * 40 % 256, 120, 200], 16);

function upload(who: string, report: number | string | null, file: { bytes: Buffer; name: string } | null, headers: Record<string, string> = {}) {
  const body = multipartBody(file && { ...file, type: 'image/png' }, report === null ? {} : { report: typeof report === 'number' ? `/backend/reports/${report}` : report });
  return ctx.app
    .inject({ method: 'POST', url: '/backend/report_media', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${tokens[who]}`, ...headers } })
    .then((res) => ({ status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : undefined, raw: res }));
}
const api = (who: string, headers?: Record<string, string>) => client(ctx.app, tokens[who], headers);

/** What an upload leaves behind: rows and files. */
async function footprint() {
  const media = Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count);
  const links = Number((await ctx.pool.query('SELECT count(*) FROM report_media')).rows[0].count);
  return { media, links, files: fs.existsSync(ctx.filesDir) ? fs.readdirSync(ctx.filesDir).length : 0 };
}

describe('finding photos', () => {
  it('lets admin and support add a photo, listed on the finding and downloadable by whoever sees the stand', async () => {
    const report = await insertReport(ctx.pool, standA, { name: 'Photos' });
    const bytes = png(1);
    const res = await upload('support', report, { bytes, name: '../../cloison nord.png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      '@type': 'ReportMedia',
      report: `/backend/reports/${report}`,
      fileName: 'cloison nord.png',
      mimeType: 'image/png',
      enabled: true,
      contentUrl: `/backend/report_media/${res.body.id}/file`,
    });
    const finding = await api('exhibitor').get(`/backend/reports/${report}`);
    expect(finding.body.photos).toEqual([
      { '@id': res.body['@id'], id: res.body.id, fileName: 'cloison nord.png', contentUrl: res.body.contentUrl, enabled: true },
    ]);
    for (const who of ['superAdmin', 'admin', 'support', 'organizer', 'exhibitor', 'securityOfficer', 'spsCoordinator', 'exhibitionCenterService']) {
      const file = await ctx.app.inject({ method: 'GET', url: res.body.contentUrl, headers: { authorization: `Bearer ${tokens[who]}` } });
      expect([who, file.statusCode]).toEqual([who, 200]);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="cloison nord.png"/);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    // Another show's organizer: the photo does not exist for them.
    expect((await ctx.app.inject({ method: 'GET', url: res.body.contentUrl, headers: { authorization: `Bearer ${tokens.otherOrganizer}` } })).statusCode).toBe(404);
    expect((await api('otherOrganizer').get(res.body['@id'])).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: res.body.contentUrl })).statusCode).toBe(401);
  });

  it.each(['organizer', 'exhibitor', 'securityOfficer', 'spsCoordinator', 'exhibitionCenterService'])('refuses the %s (403), keeping nothing', async (who) => {
    const report = await insertReport(ctx.pool, standA);
    const before = await footprint();
    expect((await upload(who, report, { bytes: png(), name: 'x.png' })).status).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file of the wrong type, a missing or unknown finding, and a closed finding, keeping nothing', async () => {
    const open = await insertReport(ctx.pool, standA);
    const closed = await insertReport(ctx.pool, standA, { status: 'closed' });
    const before = await footprint();
    const wrongType = await upload('admin', open, { bytes: pdfBytes(), name: 'plan.png' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body['hydra:description']).toMatch(/^Le chargement du fichier a échoué\./);
    expect(wrongType.body.violations[0].propertyPath).toBe('file');
    const missing = await upload('admin', null, { bytes: png(), name: 'x.png' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([expect.objectContaining({ propertyPath: 'report', message: 'Constat manquant' })]);
    const unknown = await upload('admin', 999999, { bytes: png(), name: 'x.png' }, { 'x-locale': 'en' });
    expect(unknown.status).toBe(422);
    expect(unknown.body['hydra:description']).toMatch(/^The file upload failed\./);
    expect(unknown.body.violations).toEqual([expect.objectContaining({ propertyPath: 'report', message: 'This finding does not exist or is not accessible to you.' })]);
    const onClosed = await upload('support', closed, { bytes: png(), name: 'x.png' });
    expect(onClosed.status).toBe(422);
    expect(onClosed.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'report', message: 'Ce constat est clôturé : on ne peut plus y ajouter de photo.' }),
    ]);
    const noFile = await upload('admin', open, null);
    expect(noFile.status).toBe(422);
    expect(await footprint()).toEqual(before);
  });

  it("refuses a 5th photo ('4 photos ont déjà été téléchargées.') keeping nothing, and takes one again after a soft delete", async () => {
    const report = await insertReport(ctx.pool, standA, { name: 'Quatre photos' });
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await upload('admin', report, { bytes: png(i), name: `photo-${i}.png` });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const before = await footprint();
    const fifth = await upload('admin', report, { bytes: png(5), name: 'photo-5.png' });
    expect(fifth.status).toBe(422);
    expect(fifth.body.violations).toEqual([expect.objectContaining({ propertyPath: 'file', message: '4 photos ont déjà été téléchargées.' })]);
    expect(fifth.body['hydra:description']).toContain('Le chargement du fichier a échoué.');
    const en = await upload('admin', report, { bytes: png(5), name: 'photo-5.png' }, { 'x-locale': 'en' });
    expect(en.body.violations[0].message).toBe('4 photos have already been uploaded.');
    expect(await footprint()).toEqual(before);

    // Soft delete: by admin and support only, false only; the photo leaves the finding and non-staff views.
    expect((await api('exhibitor').patch(`/backend/report_media/${ids[0]}`, { enabled: false })).status).toBe(403);
    expect((await api('organizer').patch(`/backend/report_media/${ids[0]}`, { enabled: false })).status).toBe(403);
    expect((await api('admin').patch(`/backend/report_media/${ids[0]}`, { enabled: true })).status).toBe(422);
    const removed = await api('support').patch(`/backend/report_media/${ids[0]}`, { enabled: false });
    expect(removed.status).toBe(200);
    expect(removed.body.enabled).toBe(false);
    expect((await api('admin').get(`/backend/reports/${report}`)).body.photos.map((p: { id: number }) => p.id)).toEqual(ids.slice(1));
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/report_media/${ids[0]}/file`, headers: { authorization: `Bearer ${tokens.exhibitor}` } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/report_media/${ids[0]}/file`, headers: { authorization: `Bearer ${tokens.admin}` } })).statusCode).toBe(200);
    expect((await upload('admin', report, { bytes: png(6), name: 'photo-6.png' })).status).toBe(201);
    expect((await upload('admin', report, { bytes: png(7), name: 'photo-7.png' })).status).toBe(422);
  });

  it('lets only one of two simultaneous uploads take the 4th place', async () => {
    const report = await insertReport(ctx.pool, standA);
    for (let i = 1; i <= 3; i++) await insertReportPhoto(ctx.pool, ctx.filesDir, report, png(i));
    const answers = await Promise.all([upload('admin', report, { bytes: png(8), name: 'a.png' }), upload('support', report, { bytes: png(9), name: 'b.png' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM report_media WHERE report_id = $1 AND enabled', [report])).rows[0].count)).toBe(4);
  });

  it('keeps the photos of a closed finding as they are (no soft delete: 422)', async () => {
    const report = await insertReport(ctx.pool, standA);
    const photo = await insertReportPhoto(ctx.pool, ctx.filesDir, report, png());
    expect((await api('admin').patch(`/backend/reports/${report}`, { status: 'closed' })).status).toBe(200);
    const res = await api('admin').patch(`/backend/report_media/${photo}`, { enabled: false });
    expect(res.status).toBe(422);
    expect(res.body['hydra:description']).toBe('Ce constat est clôturé : il ne peut plus être modifié ni clôturé.');
    expect((await ctx.pool.query('SELECT enabled FROM report_media WHERE id = $1', [photo])).rows[0].enabled).toBe(true);
  });

  it("keeps another show's finding out of reach of its photos' routes", async () => {
    const report = await insertReport(ctx.pool, standB);
    const photo = await insertReportPhoto(ctx.pool, ctx.filesDir, report, png());
    for (const who of ['organizer', 'exhibitor']) {
      expect((await api(who).get(`/backend/report_media/${photo}`)).status).toBe(404);
      expect((await api(who).patch(`/backend/report_media/${photo}`, { enabled: false })).status).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/backend/report_media/${photo}/file`, headers: { authorization: `Bearer ${tokens[who]}` } })).statusCode).toBe(404);
    }
    expect((await api('otherOrganizer').get(`/backend/report_media/${photo}`)).status).toBe(200);
    expect((await api('admin').delete(`/backend/report_media/${photo}`)).status).toBe(405);
  });
});
