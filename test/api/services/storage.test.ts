/**
 * The storage service's contract (server/services/storage.ts, issue 26 part 2), run against both
 * backends: the local files directory, and a real S3-protocol server (s3rver on 127.0.0.1, its
 * objects in a temporary directory) through @aws-sdk/client-s3, path-style as in production.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import { localFileStorage, s3ConfigFromEnv, s3FileStorage, type FileStorage } from '@server/services/storage';
import { startTestS3, type TestS3 } from '../../support/s3Server';

interface Backend {
  storage: FileStorage;
  /** Every name in the store, temporary files included (what a reader could stumble on). */
  list(): Promise<string[]>;
  /** A storage name whose write fails on this backend, and the storage that tries it. */
  failingWrite(): Promise<{ storage: FileStorage; name: string }>;
  close(): Promise<void>;
}

const WRONG_SECRET = 'wrong-secret-that-must-never-show-9f8e7d';

async function localBackend(): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-storage-'));
  return {
    storage: localFileStorage(dir),
    list: async () => fs.readdirSync(dir).sort(),
    async failingWrite() {
      // A directory stands where the file would go: the rename fails after the bytes were written.
      const name = `${crypto.randomBytes(8).toString('hex')}.pdf`;
      fs.mkdirSync(path.join(dir, name));
      return { storage: localFileStorage(dir), name };
    },
    async close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function s3Backend(): Promise<Backend> {
  const s3: TestS3 = await startTestS3('contract');
  const storage = s3FileStorage(s3.config);
  const wrong: FileStorage[] = [];
  return {
    storage,
    list: () => s3.keys(),
    async failingWrite() {
      // The store refuses the PUT (a key it does not know: InvalidAccessKeyId).
      const refused = s3FileStorage({ ...s3.config, accessKeyId: 'UNKNOWNKEY', secretAccessKey: WRONG_SECRET });
      wrong.push(refused);
      return { storage: refused, name: `${crypto.randomBytes(8).toString('hex')}.pdf` };
    },
    async close() {
      for (const each of wrong) each.close();
      storage.close();
      await s3.close();
    },
  };
}

describe.each([
  ['local directory', localBackend],
  ['S3 (s3rver)', s3Backend],
])('file storage: %s', (_name, make) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await make();
    storage = backend.storage;
  });
  afterAll(async () => backend?.close());

  it('puts a file under a new random name with its extension, and reads the same bytes back', async () => {
    const bytes = crypto.randomBytes(10_000);
    const name = await storage.put(bytes, '.pdf');
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storage.put(bytes, '.pdf')).not.toBe(name);
    expect((await storage.read(name))?.equals(bytes)).toBe(true);
    expect(await storage.exists(name)).toBe(true);
    expect(await storage.size(name)).toBe(10_000);
  });

  it('puts text, and under a name given', async () => {
    const name = `demo-logo-${crypto.randomBytes(4).toString('hex')}.svg`;
    expect(await storage.put('<svg/>', '.svg', name)).toBe(name);
    expect((await storage.read(name))?.toString()).toBe('<svg/>');
  });

  it('streams a file of several megabytes, chunk by chunk, with its size', async () => {
    const bytes = crypto.randomBytes(5 * 1024 * 1024 + 17);
    const name = await storage.put(bytes, '.bin');
    const file = await storage.open(name);
    expect(file?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('stores a stream as it comes (several parts, and one smaller than a part), the same bytes back', async () => {
    for (const size of [20 * 1024 * 1024 + 5, 300_000]) {
      const bytes = crypto.randomBytes(size);
      const source = async function* () {
        for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
      };
      const { name, size: stored } = await storage.putStream(source(), '.pdf');
      expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(stored).toBe(size);
      expect((await storage.read(name))?.equals(bytes)).toBe(true);
      await storage.remove(name);
    }
  });

  it('leaves nothing when the stream fails midway (a size limit, a request cut)', async () => {
    const before = await backend.list();
    const source = async function* () {
      for (let i = 0; i < 3; i++) yield crypto.randomBytes(6 * 1024 * 1024);
      throw new Error('cut');
    };
    await expect(storage.putStream(source(), '.pdf')).rejects.toThrow('cut');
    expect(await backend.list()).toEqual(before);
  });

  it('answers null for a file that is not there, or a name that is a path', async () => {
    for (const name of ['missing.pdf', '../etc/passwd', 'a/b.pdf', '..', '.', '']) {
      expect(await storage.read(name)).toBeNull();
      expect(await storage.open(name)).toBeNull();
      expect(await storage.size(name)).toBeNull();
      expect(await storage.exists(name)).toBe(false);
    }
  });

  it('refuses to write under a name that is a path, leaving nothing', async () => {
    const before = await backend.list();
    await expect(storage.put('x', '.pdf', '../escape.pdf')).rejects.toThrow('Invalid storage name');
    expect(await backend.list()).toEqual(before);
  });

  it('deletes a file (and a second delete is no error)', async () => {
    const name = await storage.put(crypto.randomBytes(100), '.png');
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
    expect(await backend.list()).not.toContain(name);
  });

  it('leaves nothing behind when a write fails, not even a temporary file', async () => {
    const { storage: failing, name } = await backend.failingWrite();
    const before = await backend.list();
    await expect(failing.put(crypto.randomBytes(50_000), '.pdf', name)).rejects.toThrow();
    expect(await backend.list()).toEqual(before);
    expect(await storage.exists(name)).toBe(false);
  });

  it('is reachable (the readiness check)', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 storage: configuration and credentials', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('config');
  });
  afterAll(async () => s3?.close());

  it('is not reachable on a bucket that does not exist', async () => {
    const missing = s3FileStorage(s3.configFor('no-such-bucket'));
    try {
      await expect(missing.check()).rejects.toThrow();
      await expect(missing.put('x', '.txt')).rejects.toThrow();
    } finally {
      missing.close();
    }
  });

  it('never shows the secret key: not in the storage, its description, nor the error of a refused request', async () => {
    const storage = s3FileStorage({ ...s3.config, accessKeyId: 'UNKNOWNKEY', secretAccessKey: WRONG_SECRET });
    try {
      const error = await storage.put('x', '.txt').then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).not.toBeNull();
      for (const shown of [util.inspect(error, { depth: 8 }), JSON.stringify(error), util.inspect(storage, { depth: 8, showHidden: true }), JSON.stringify(storage), storage.description]) {
        expect(shown).not.toContain(WRONG_SECRET);
      }
      expect(storage.description).toBe(`S3 bucket config at ${s3.config.endpoint}`);
    } finally {
      storage.close();
    }
  });

  it('reads the five S3_ variables, all or none', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    const env = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'plans', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret-value' };
    expect(s3ConfigFromEnv(env)).toEqual({ endpoint: 'https://s3.example.com', bucket: 'plans', region: 'eu-west-3', accessKeyId: 'AKIA', secretAccessKey: 'secret-value' });
    const partial = { ...env, S3_SECRET_ACCESS_KEY: '', S3_REGION: '' };
    expect(() => s3ConfigFromEnv(partial)).toThrow('missing: S3_REGION, S3_SECRET_ACCESS_KEY');
    // Names only, never a value.
    expect(() => s3ConfigFromEnv({ ...env, S3_ACCESS_KEY_ID: '' })).toThrow(/^S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_ACCESS_KEY_ID$/);
    expect(() => s3ConfigFromEnv({ ...env, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow('S3_ENDPOINT must be an http(s) URL');
  });
});
