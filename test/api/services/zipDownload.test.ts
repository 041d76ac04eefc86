/**
 * server/services/zipDownload.ts, the one zip download: an archive of stored files and generated
 * buffers read back with yauzl — every name, the count, the bytes equal to the originals, no path
 * leaving the archive (a `../` file name, an absolute one, a backslash), duplicates made unique,
 * a stored file that vanished skipped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { localFileStorage } from '@server/services/storage';
import { safeZipSegment, sendZip, uniqueZipNames, type ZipEntry } from '@server/services/zipDownload';
import { readZip, staysInside } from '../../support/zipRead';

describe('zip download', () => {
  let dir: string;
  let app: FastifyInstance;
  let entries: ZipEntry[] = [];
  const stored: Record<string, Buffer> = {};

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    for (const [name, size] of [['a.pdf', 10], ['b.png', 300_000], ['c.pdf', 0]] as const) {
      stored[name] = crypto.randomBytes(size);
      fs.writeFileSync(path.join(dir, name), stored[name]);
    }
    app = Fastify();
    app.get('/zip', (_request, reply) => sendZip(reply, localFileStorage(dir), 'Salon – Documents.zip', entries));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function download() {
    const res = await app.inject({ method: 'GET', url: '/zip' });
    expect(res.statusCode).toBe(200);
    return { res, files: await readZip(res.rawPayload) };
  }

  it('holds every entry with its bytes, under safe unique names, and says its name', async () => {
    const generated = Buffer.from('%PDF-1.4 attestation');
    entries = [
      { name: `Stand A/${safeZipSegment('../../etc/passwd')}`, storageName: 'a.pdf' },
      { name: `Stand A/${safeZipSegment('..\\..\\boot.ini')}`, storageName: 'b.png' },
      { name: `${safeZipSegment('/abs/plan.pdf')}`, storageName: 'c.pdf' },
      { name: 'Stand B/plan.pdf', storageName: 'a.pdf' },
      { name: 'Stand B/plan.pdf', buffer: async () => generated },
      { name: 'gone.pdf', storageName: 'missing.pdf' },
      { name: 'evil.pdf', storageName: '../a.pdf' },
    ];
    const { res, files } = await download();
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''Salon%20%E2%80%93%20Documents.zip");
    expect(files.map((f) => f.name)).toEqual(['Stand A/_.._etc_passwd', 'Stand A/_.._boot.ini', '_abs_plan.pdf', 'Stand B/plan.pdf', 'Stand B/plan (2).pdf']);
    expect(files.every((f) => staysInside(f.name))).toBe(true);
    expect(files[0].bytes.equals(stored['a.pdf'])).toBe(true);
    expect(files[1].bytes.equals(stored['b.png'])).toBe(true);
    expect(files[2].bytes.length).toBe(0);
    expect(files[3].bytes.equals(stored['a.pdf'])).toBe(true);
    expect(files[4].bytes.equals(generated)).toBe(true);
  });

  it('makes a name segment of anything', () => {
    expect(safeZipSegment('../x')).toBe('_x');
    expect(safeZipSegment('..')).toBe('file');
    expect(safeZipSegment('a\u0000b/c', 'f')).toBe('ab_c');
    expect(uniqueZipNames(['a.pdf', 'a.pdf', 'a.pdf'])).toEqual(['a.pdf', 'a (2).pdf', 'a (3).pdf']);
  });
});
