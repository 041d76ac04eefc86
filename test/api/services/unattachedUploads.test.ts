/**
 * Uploads never attached (issue 18, point 4): each user holds at most UNATTACHED_CAP of them
 * (files and bytes), also under parallel uploads, the one over refused 429 saying why; attaching
 * frees room; the hourly cleanup job removes those older than a day (row and file), never an
 * attached or a recent one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UNATTACHED_CAP, UPLOAD_CLEANUP_JOB } from '@server/services/unattachedUploads';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { insertReport } from '../../support/reportBuilders';
import { multipartBody, pdfBytes, pngBytes } from '../../support/files';

let ctx: TestContext;
let show: number;
let stand: number;

const MB = 1024 * 1024;
const TOO_MANY = {
  en: `You have reached the limit of ${UNATTACHED_CAP.files} files or ${UNATTACHED_CAP.bytes / MB} MB uploaded but not yet attached to a message, a show or an import: attach them before uploading more (files never attached are removed a day after their upload).`,
};

/** A real PDF of about `size` bytes (its type is read from its first bytes). */
const pdfOf = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(Math.max(0, size - pdfBytes().length), '%')]);

async function upload(user: TestUser, url: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const body = multipartBody({ bytes, name }, fields);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await tokenFor(user)}`, 'x-locale': 'en', ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const attachment = (user: TestUser, size = 1000) => upload(user, '/backend/message_media', pdfOf(size), 'plans.pdf');

const storedFiles = () => fs.readdirSync(ctx.filesDir).filter((name) => name !== 'outbox');
const unattachedOf = async (user: TestUser) =>
  Number((await ctx.pool.query('SELECT count(*) FROM message_media WHERE created_by_id = $1 AND message_id IS NULL', [user.id])).rows[0].count);

async function newExhibitor(): Promise<TestUser> {
  const user = await insertUser(ctx.pool, { role: ROLES.STANDIST });
  await addStandRole(ctx.pool, user.id, stand, STANDIST_ROLES.EXHIBITOR);
  return user;
}

beforeAll(async () => {
  ctx = await createTestContext();
  show = await insertShow(ctx.pool, { name: 'Salon des fichiers' });
  stand = await insertStand(ctx.pool, show, { name: 'Stand fichiers' });
});
afterAll(async () => ctx.close());

describe('the cap on unattached uploads', () => {
  it(`refuses one unattached file more than ${UNATTACHED_CAP.files} (429 saying why, nothing kept); attaching some frees room`, async () => {
    const exhibitor = await newExhibitor();
    const ids: string[] = [];
    for (let i = 0; i < UNATTACHED_CAP.files; i++) {
      const res = await attachment(exhibitor);
      expect(res.status).toBe(201);
      ids.push(res.body['@id']);
    }
    const files = storedFiles().length;
    const refused = await attachment(exhibitor);
    expect(refused.status).toBe(429);
    expect(refused.body.violations).toEqual([expect.objectContaining({ propertyPath: 'file', message: TOO_MANY.en })]);
    expect([await unattachedOf(exhibitor), storedFiles().length]).toEqual([UNATTACHED_CAP.files, files]);

    const sent = await client(ctx.app, await tokenFor(exhibitor)).post('/backend/stand_messages', { stand: `/backend/stands/${stand}`, message: { content: 'Nos plans', attachments: ids.slice(0, 3) } });
    expect(sent.status).toBe(201);
    expect((await attachment(exhibitor)).status).toBe(201);
  });

  it(`refuses the file that takes them over ${UNATTACHED_CAP.bytes / MB} MB, and names the cap in French too`, async () => {
    const exhibitor = await newExhibitor();
    // Waiting uploads of 2 MB under the cap in all (their rows: the cap reads sizes, not the disk).
    await ctx.pool.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id)
       SELECT 'messageAttachment', 'big.pdf', 'big-' || $1 || '-' || i || '.pdf', 'application/pdf', $2::bigint / 3, $1::int FROM generate_series(1, 3) i`,
      [exhibitor.id, UNATTACHED_CAP.bytes - 2 * MB],
    );
    expect((await attachment(exhibitor, MB)).status).toBe(201);
    const body = multipartBody({ bytes: pdfOf(2 * MB), name: 'plus.pdf' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/backend/message_media', headers: { authorization: `Bearer ${await tokenFor(exhibitor)}`, 'x-locale': 'fr', ...body.headers }, payload: body.payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().violations[0].message).toBe(
      `Vous avez atteint la limite de ${UNATTACHED_CAP.files} fichiers ou ${UNATTACHED_CAP.bytes / MB} Mo chargés mais pas encore joints à un message, un salon ou un import : joignez-les avant d’en charger d’autres (les fichiers jamais joints sont supprimés un jour après leur chargement).`,
    );
  });

  it('holds under 40 parallel uploads of 0.5 MB: exactly the cap kept (rows and files), the rest 429', async () => {
    const exhibitor = await newExhibitor();
    const filesBefore = storedFiles().length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => attachment(exhibitor, MB / 2)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(UNATTACHED_CAP.files).fill(201), ...Array(40 - UNATTACHED_CAP.files).fill(429)]);
    expect(await unattachedOf(exhibitor)).toBe(UNATTACHED_CAP.files);
    expect(storedFiles().length - filesBefore).toBe(UNATTACHED_CAP.files);
  }, 120_000);

  it('counts every kind of upload, and never holds back a finding photo (attached by its upload)', async () => {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    for (let i = 0; i < UNATTACHED_CAP.files - 1; i++) expect((await upload(organizer, '/backend/show_media?type=logo', pngBytes(), 'logo.png')).status).toBe(201);
    expect((await upload(organizer, '/backend/stand_import_files', Buffer.from('Nom;Hall\r\nA;1\r\n'), 'stands.csv')).status).toBe(201);
    expect((await upload(organizer, '/backend/show_media?type=document', pdfBytes(), 'guide.pdf')).status).toBe(429);
    expect((await upload(organizer, '/backend/message_media', pdfBytes(), 'plans.pdf')).status).toBe(429);
    const report = await insertReport(ctx.pool, stand);
    expect((await upload(organizer, '/backend/report_media', pngBytes(), 'photo.png', { report: String(report) })).status).toBe(201);
  });
});

describe('the cleanup job', () => {
  it('removes the unattached uploads older than a day (row and file), and keeps the attached and the recent ones', async () => {
    const exhibitor = await newExhibitor();
    const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const stale = (await attachment(exhibitor)).body;
    const attached = (await attachment(exhibitor)).body;
    const recent = (await attachment(exhibitor)).body;
    const staleLogo = (await upload(admin, '/backend/show_media?type=logo', pngBytes(), 'old-logo.png')).body;
    const usedLogo = (await upload(admin, '/backend/show_media?type=logo', pngBytes(), 'logo.png')).body;
    const staleImport = (await upload(admin, '/backend/stand_import_files', Buffer.from('Nom;Hall\r\nA;1\r\n'), 'stands.csv')).body;
    expect((await client(ctx.app, await tokenFor(exhibitor)).post('/backend/stand_messages', { stand: `/backend/stands/${stand}`, message: { content: 'Plans', attachments: [attached['@id']] } })).status).toBe(201);
    await ctx.pool.query('UPDATE shows SET logo_id = $1 WHERE id = $2', [usedLogo.id, show]);

    const mediaOf = async (table: string, id: number) =>
      (await ctx.pool.query(`SELECT m.id, m.storage_name FROM ${table} t JOIN media m ON m.id = ${table === 'media' ? 't.id' : 't.media_id'} WHERE t.id = $1`, [id])).rows[0] as { id: number; storage_name: string };
    const rows = {
      stale: await mediaOf('message_media', stale.id),
      attached: await mediaOf('message_media', attached.id),
      recent: await mediaOf('message_media', recent.id),
      staleLogo: await mediaOf('media', staleLogo.id),
      usedLogo: await mediaOf('media', usedLogo.id),
      staleImport: await mediaOf('stand_import_files', staleImport.id),
    };
    const old = [rows.stale, rows.attached, rows.staleLogo, rows.usedLogo, rows.staleImport].map((r) => r.id);
    await ctx.pool.query(`UPDATE media SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [old]);
    for (const row of Object.values(rows)) expect(fs.existsSync(path.join(ctx.filesDir, row.storage_name))).toBe(true);

    await ctx.app.jobs.send(UPLOAD_CLEANUP_JOB, {});
    await ctx.app.jobs.idle();

    const left = async (row: { id: number; storage_name: string }) => ({
      row: Boolean((await ctx.pool.query('SELECT 1 FROM media WHERE id = $1', [row.id])).rowCount),
      file: fs.existsSync(path.join(ctx.filesDir, row.storage_name)),
    });
    const gone = { row: false, file: false };
    const kept = { row: true, file: true };
    expect({
      stale: await left(rows.stale),
      attached: await left(rows.attached),
      recent: await left(rows.recent),
      staleLogo: await left(rows.staleLogo),
      usedLogo: await left(rows.usedLogo),
      staleImport: await left(rows.staleImport),
    }).toEqual({ stale: gone, attached: kept, recent: kept, staleLogo: gone, usedLogo: kept, staleImport: gone });
    // The attachment's owner row went with it: its uploader's own list no longer offers it.
    expect((await client(ctx.app, await tokenFor(exhibitor)).get(stale['@id'])).status).toBe(404);
    expect((await client(ctx.app, await tokenFor(exhibitor)).get(`${attached['@id']}/file`)).status).toBe(200);
  });
});
