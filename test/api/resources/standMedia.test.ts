/**
 * Stand media (`/backend/stand_media`, issue 22, part 1 §3, §7): the attestation documents staff
 * upload per stand and language. Per role: who uploads (admin, support, organizer), who reads and
 * downloads (whoever sees the stand), who deletes (standMedia.delete); then the bad input, each
 * refused with nothing kept, and the file gone from the disk once deleted (or its stand deleted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { can } from '@/domain/permissions';
import type { RoleGroup } from '@/domain/roles';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertStand, insertStandInScope, insertStandOutOfScope, insertUser, tokenFor, type TestUser } from '../../support/apiBuilders';
import { GROUP_ROLES } from '../../support/describeHydraResource';
import { multipartBody, pdfBytes, pngBytes } from '../../support/files';

const BASE = '/backend/stand_media';
const GROUPS = Object.keys(GROUP_ROLES) as RoleGroup[];

let ctx: TestContext;
const users = {} as Record<RoleGroup, TestUser>;
const admin = () => users.admin;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const group of GROUPS) users[group] = await insertUser(ctx.pool, { role: GROUP_ROLES[group] });
});
afterAll(async () => ctx?.close());

const count = async () => Number((await ctx.pool.query('SELECT count(*) FROM stand_media')).rows[0].count);
const filesOnDisk = () => fs.readdirSync(ctx.filesDir).filter((f) => !f.startsWith('.')).length;

async function upload(user: TestUser, fields: Record<string, string>, file = { bytes: pdfBytes('Attestation montage'), name: 'attestation-montage.pdf' }) {
  const { payload, headers } = multipartBody(file, fields);
  const res = await ctx.app.inject({ method: 'POST', url: BASE, payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(user)}`, accept: 'application/ld+json' } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A medium of a stand, inserted as the upload would. */
async function insertStandMedium(stand: number, language = 'fr'): Promise<number> {
  const storage = `stand-media-${Math.random().toString(16).slice(2)}.pdf`;
  fs.writeFileSync(path.join(ctx.filesDir, storage), pdfBytes('Attestation'));
  const media = await ctx.pool.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('standMedia', 'attestation.pdf', $1, 'application/pdf', 100) RETURNING id`,
    [storage],
  );
  return (await ctx.pool.query('INSERT INTO stand_media (stand_id, media_id, language) VALUES ($1, $2, $3) RETURNING id', [stand, media.rows[0].id, language])).rows[0].id;
}

describe.each(GROUPS)('as %s', (group) => {
  const role = GROUP_ROLES[group];
  const as = async () => client(ctx.app, await tokenFor(users[group]));

  it(`uploads to a stand it sees: ${can([role], 'standMedia.add') ? 'allowed' : 'refused (403), nothing kept'}`, async () => {
    const stand = await insertStandInScope(ctx.pool, users[group]);
    const [before, files] = [await count(), filesOnDisk()];
    const res = await upload(users[group], { stand: `/backend/stands/${stand}`, language: 'en' });
    if (can([role], 'standMedia.add')) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ '@type': 'StandMedia', stand: `/backend/stands/${stand}`, language: 'en', mediaFileName: 'attestation-montage.pdf', mimeType: 'application/pdf', objectUrl: `${BASE}/${res.body.id}/file` });
    } else {
      expect(res.status).toBe(403);
      expect([await count(), filesOnDisk()]).toEqual([before, files]);
    }
  });

  it('lists and downloads the media of a stand it sees, and nothing of a stand it does not', async () => {
    const stand = await insertStandInScope(ctx.pool, users[group]);
    const own = await insertStandMedium(stand, 'fr');
    const api = await as();
    const list = await api.get(`${BASE}?stand=${stand}`);
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([own]);
    const file = await ctx.app.inject({ method: 'GET', url: `${BASE}/${own}/file`, headers: { authorization: `Bearer ${await tokenFor(users[group])}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreignStand = await insertStandOutOfScope(ctx.pool, users[group]);
    if (foreignStand === null) return;
    const foreign = await insertStandMedium(foreignStand);
    expect((await api.get(`${BASE}/${foreign}`)).status).toBe(404);
    expect((await api.get(`${BASE}/${foreign}/file`)).status).toBe(404);
    expect((await api.get(`${BASE}?pagination=false`)).body['hydra:member'].map((m: { id: number }) => m.id)).not.toContain(foreign);
    expect((await api.delete(`${BASE}/${foreign}`)).status).toBe(404);
    const refused = await upload(users[group], { stand: `/backend/stands/${foreignStand}`, language: 'fr' });
    expect(refused.status).toBe(can([role], 'standMedia.add') ? 422 : 403);
  });

  it(`deletes: ${can([role], 'standMedia.delete') ? 'allowed, the file removed' : 'refused (403)'}`, async () => {
    const stand = await insertStandInScope(ctx.pool, users[group]);
    const id = await insertStandMedium(stand);
    const storage = (await ctx.pool.query('SELECT m.storage_name FROM stand_media s JOIN media m ON m.id = s.media_id WHERE s.id = $1', [id])).rows[0].storage_name;
    const res = await (await as()).delete(`${BASE}/${id}`);
    if (!can([role], 'standMedia.delete')) {
      expect(res.status).toBe(403);
      expect(fs.existsSync(path.join(ctx.filesDir, storage))).toBe(true);
      return;
    }
    expect(res.status).toBe(204);
    await ctx.app.jobs.idle();
    expect((await ctx.pool.query('SELECT 1 FROM media WHERE storage_name = $1', [storage])).rowCount).toBe(0);
    expect(fs.existsSync(path.join(ctx.filesDir, storage))).toBe(false);
  });
});

describe('stand media: bad input and removal', () => {
  it.each([
    ['no language', { stand: 'STAND' }, 'language', 'Langue attendue : fr ou en.'],
    ['another language', { stand: 'STAND', language: 'de' }, 'language', 'Langue attendue : fr ou en.'],
    ['no stand', { language: 'fr' }, 'stand', 'Stand manquant'],
    ['a stand that does not exist', { stand: '/backend/stands/2000000000', language: 'fr' }, 'stand', 'Ce stand n’existe pas ou ne vous est pas accessible.'],
  ])('refuses %s on its field, keeping nothing', async (_what, fields, field, message) => {
    const stand = await insertStandInScope(ctx.pool, admin());
    const [before, files] = [await count(), filesOnDisk()];
    const res = await upload(admin(), Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'STAND' ? String(stand) : v])));
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: field, message })]);
    expect([await count(), filesOnDisk()]).toEqual([before, files]);
  });

  it('refuses a file of another type (decided from its bytes) on `file`', async () => {
    const stand = await insertStandInScope(ctx.pool, admin());
    const before = await count();
    const res = await upload(admin(), { stand: String(stand), language: 'fr' }, { bytes: Buffer.from('MZ not a pdf at all'), name: 'attestation.pdf' });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('file');
    expect(await count()).toBe(before);
    expect((await upload(admin(), { stand: String(stand), language: 'fr' }, { bytes: pngBytes(), name: 'scan.png' })).status).toBe(201);
  });

  it('removes a stand’s media and their files with the stand', async () => {
    const show = (await ctx.pool.query('INSERT INTO shows (name) VALUES ($1) RETURNING id', ['Salon Médias'])).rows[0].id;
    const stand = await insertStand(ctx.pool, show);
    const id = await insertStandMedium(stand, 'en');
    const storage = (await ctx.pool.query('SELECT m.storage_name FROM stand_media s JOIN media m ON m.id = s.media_id WHERE s.id = $1', [id])).rows[0].storage_name;
    expect((await client(ctx.app, await tokenFor(admin())).delete(`/backend/stands/${stand}`)).status).toBe(204);
    await ctx.app.jobs.idle();
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM stand_media WHERE id = $1', [id])).rows[0].n).toBe(0);
    expect(fs.existsSync(path.join(ctx.filesDir, storage))).toBe(false);
  });
});
