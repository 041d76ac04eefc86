/**
 * The app with its files in an S3-compatible bucket (issue 26, part 2): a real s3rver on
 * 127.0.0.1, the app built with that storage (ServiceConfig.storage, as startServer does from the
 * S3_* variables). Uploads land in the bucket, never on the node's disk; downloads give the same
 * bytes back; a refused upload leaves no object; a delete removes the object. Then startServer
 * itself with `s3`, over HTTP, and refusing to start on a bucket it cannot reach.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { s3FileStorage, type FileStorage } from '@server/services/storage';
import { startServer } from '@server/start';
import { sendZip } from '@server/services/zipDownload';
import Fastify from 'fastify';
import { client, createTestContext, TEST_JWT_SECRET, type TestContext } from '../../support/apiApp';
import { insertStandInScope, insertUser, tokenFor, type TestUser } from '../../support/apiBuilders';
import { multipartBody, pdfBytes } from '../../support/files';
import { ROLES } from '@/domain/roles';
import { startTestS3, type TestS3 } from '../../support/s3Server';
import { UNATTACHED_CAP } from '@server/services/unattachedUploads';
import { readZip } from '../../support/zipRead';

let s3: TestS3;
let storage: FileStorage;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  s3 = await startTestS3('uploads');
  storage = s3FileStorage(s3.config);
  ctx = await createTestContext({ config: { storage } });
  admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
});
afterAll(async () => {
  await ctx?.close();
  storage?.close();
  await s3?.close();
});

/** A PDF of about 3 MB: a real one, then random bytes after its end (never the same twice). */
const bigPdf = () => Buffer.concat([pdfBytes('Attestation S3'), crypto.randomBytes(3 * 1024 * 1024)]);

/** The files on the node's own disk (the outbox aside). */
const filesOnDisk = () => (fs.existsSync(ctx.filesDir) ? fs.readdirSync(ctx.filesDir).filter((name) => name !== 'outbox') : []);

async function upload(url: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody({ bytes, name: 'attestation-montage.pdf', type: 'application/pdf' }, fields);
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(admin)}`, accept: 'application/ld+json' } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const storageNameOf = async (mediaTable: string, id: number): Promise<string> =>
  (await ctx.pool.query(`SELECT m.storage_name FROM ${mediaTable} x JOIN media m ON m.id = x.media_id WHERE x.id = $1`, [id])).rows[0].storage_name;

describe('files in an S3 bucket', () => {
  it('stores an upload in the bucket, downloads it back byte for byte, and removes the object with its record', async () => {
    const bytes = bigPdf();
    const stand = await insertStandInScope(ctx.pool, admin);
    const created = await upload('/backend/stand_media', bytes, { stand: `/backend/stands/${stand}`, language: 'fr' });
    expect(created.status).toBe(201);
    const name = await storageNameOf('stand_media', created.body.id);
    expect(await s3.keys()).toContain(name);
    expect(filesOnDisk()).toEqual([]);

    const api = client(ctx.app, await tokenFor(admin));
    const download = await ctx.app.inject({ method: 'GET', url: created.body.objectUrl, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(bytes.length);
    expect(download.headers['content-disposition']).toContain('attestation-montage.pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect((await api.delete(`/backend/stand_media/${created.body.id}`)).status).toBe(204);
    await ctx.app.jobs.idle();
    expect(await s3.keys()).not.toContain(name);
    expect((await api.get(`/backend/stand_media/${created.body.id}/file`)).status).toBe(404);
  });

  it('serves a show document from the bucket at its public address', async () => {
    const bytes = bigPdf();
    const created = await upload('/backend/show_media?type=document', bytes);
    expect(created.status).toBe(201);
    const res = await ctx.app.inject({ method: 'GET', url: created.body.objectUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // The same address with another storage name is no file.
    expect((await ctx.app.inject({ method: 'GET', url: created.body.objectUrl.replace(/\/[^/]+$/, '/0123456789abcdef.pdf') })).statusCode).toBe(404);
  });

  it('keeps no object when the upload is refused after its file was stored (the record refused)', async () => {
    const before = await s3.keys();
    // The file is valid and stored first; its link to a stand that does not exist is refused.
    const refused = await upload('/backend/stand_media', bigPdf(), { stand: '/backend/stands/2000000000', language: 'fr' });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('stand');
    expect(await s3.keys()).toEqual(before);
    expect(filesOnDisk()).toEqual([]);
  });

  it('zips objects of the bucket, each read whole as the archive reaches it; one gone is left out', async () => {
    const files = [crypto.randomBytes(2 * 1024 * 1024), crypto.randomBytes(10), Buffer.alloc(0)];
    const names = await Promise.all(files.map((bytes) => storage.put(bytes, '.pdf')));
    const app = Fastify();
    app.get('/zip', (_request, reply) =>
      sendZip(reply, storage, 'Documents.zip', [...names.map((storageName, i) => ({ name: `plan-${i}.pdf`, storageName })), { name: 'gone.pdf', storageName: 'missing.pdf' }]),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/zip' });
      expect(res.statusCode).toBe(200);
      const entries = await readZip(res.rawPayload);
      expect(entries.map((entry) => entry.name)).toEqual(['plan-0.pdf', 'plan-1.pdf', 'plan-2.pdf']);
      entries.forEach((entry, i) => expect(entry.bytes.equals(files[i])).toBe(true));
    } finally {
      await app.close();
    }
  });

  it('answers /ready with the bucket reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});

describe('startServer with S3', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-s3-server-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves over HTTP an upload stored in the bucket, streamed back whole', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: ctx.databaseUrl, jwtSecret: TEST_JWT_SECRET, distDir: null, seedDemo: false, s3: s3.config });
    try {
      expect(server.storage.description).toBe(`S3 bucket uploads at ${s3.config.endpoint}`);
      const bytes = bigPdf();
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'guide exposant.pdf');
      const token = await tokenFor(admin);
      const created = await fetch(`${server.url}/backend/show_media?type=document`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
      expect(created.status).toBe(201);
      const { objectUrl } = (await created.json()) as { objectUrl: string };
      expect(await s3.keys()).toContain(objectUrl.split('/').pop());
      const download = await fetch(`${server.url}${objectUrl}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      expect(fs.readdirSync(path.join(dataDir, 'files'))).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start on a bucket it cannot reach, saying which (never the secret)', async () => {
    const start = startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: ctx.databaseUrl, jwtSecret: TEST_JWT_SECRET, distDir: null, seedDemo: false, s3: s3.configFor('no-such-bucket') });
    await expect(start).rejects.toThrow(`The file storage (S3 bucket no-such-bucket at ${s3.config.endpoint}) cannot be reached`);
    await expect(start).rejects.not.toThrow(s3.config.secretAccessKey);
  });
});

describe('plans of 50 MB streamed to the bucket', () => {
  /** A PDF of `size` bytes: a real one, then random bytes (a large drawing's size, never the same twice). */
  const pdfOfSize = (size: number) => {
    const head = pdfBytes('Plan du stand');
    return Buffer.concat([head, crypto.randomBytes(size - head.length)]);
  };
  const attach = (bytes: Buffer, name = 'plan-stand-A12.pdf') => {
    const { payload, headers } = multipartBody({ bytes, name, type: 'application/pdf' });
    return tokenFor(admin).then((token) =>
      ctx.app.inject({ method: 'POST', url: '/backend/message_media', payload, headers: { ...headers, authorization: `Bearer ${token}`, accept: 'application/ld+json' } }),
    );
  };

  it('takes a 50 MB plan as a message attachment, stores it in the bucket and gives the same bytes back', async () => {
    const bytes = pdfOfSize(50 * 1024 * 1024);
    const created = await attach(bytes);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.size).toBe(bytes.length);
    expect(body.mimeType).toBe('application/pdf');
    expect(await s3.keys()).toContain(await storageNameOf('message_media', body.id));
    expect(filesOnDisk()).toEqual([]);
    const download = await ctx.app.inject({ method: 'GET', url: `/backend/message_media/${body.id}/file`, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(bytes.length);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    await ctx.pool.query('DELETE FROM message_media WHERE id = $1', [body.id]);
  }, 120_000);

  it('refuses a plan over 50 MB with a 413 naming the limit, and leaves no object behind', async () => {
    const before = await s3.keys();
    const refused = await attach(pdfOfSize(50 * 1024 * 1024 + 1));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().violations[0].message).toContain('50');
    expect(await s3.keys()).toEqual(before);
  }, 120_000);

  it('refuses a large file whose first bytes are no accepted type, and a DOCX over 20 MB, keeping nothing', async () => {
    const before = await s3.keys();
    const junk = await attach(crypto.randomBytes(3 * 1024 * 1024), 'plan.pdf');
    expect(junk.statusCode).toBe(422);
    const docx = await attach(Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(21 * 1024 * 1024)]), 'cahier.docx');
    expect(docx.statusCode).toBe(413);
    expect(docx.json().violations[0].message).toContain('20');
    expect(await s3.keys()).toEqual(before);
  }, 120_000);

  it('removes the streamed object when its record is refused (over the unattached cap)', async () => {
    const before = await s3.keys();
    const uploader = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    // Waiting uploads of the uploader just under the cap (their rows: the cap reads sizes).
    await ctx.pool.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id) VALUES ('messageAttachment', 'waiting.pdf', 'waiting-' || $1 || '.pdf', 'application/pdf', $2, $1::int)`,
      [uploader.id, UNATTACHED_CAP.bytes - 1024 * 1024],
    );
    const { payload, headers } = multipartBody({ bytes: pdfOfSize(10 * 1024 * 1024), name: 'plan.pdf', type: 'application/pdf' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/backend/message_media', payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(uploader)}` } });
    expect(refused.statusCode).toBe(429);
    expect(await s3.keys()).toEqual(before);
  }, 120_000);
});
