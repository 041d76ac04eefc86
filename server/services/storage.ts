/**
 * The one storage service (issue 26, part 2): every stored file — uploads, show media, the
 * seed's files — is written, read, streamed and removed through a `FileStorage`, never through
 * `fs` elsewhere. Two backends:
 * - `localFileStorage(dir)`, the default: files under $DATA_DIR/files, written to a temporary name
 *   then renamed, so a reader never sees half a file and a failed write leaves nothing;
 * - `s3FileStorage(config)`: an S3-compatible object store (S3_ENDPOINT, S3_BUCKET, S3_REGION,
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), path-style addressing so any S3-compatible store
 *   works. An object is visible only once its PUT has completed; a PUT that failed is followed by
 *   a DELETE of its key, so nothing is left behind either.
 * A file's key is its storage name (random, `[A-Za-z0-9_.-]`, made by `put`): never a path. The
 * credentials stay inside the S3 client: no property, `description` nor error of a storage
 * carries them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** A stored file opened for reading: its bytes as a stream (read it or destroy it) and its size. */
export interface StoredObject {
  body: Readable;
  size: number;
}

export interface FileStorage {
  /** 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  /** Where the files go, for the start banner and the logs: the directory, or the bucket and endpoint (never a credential). */
  readonly description: string;
  /**
   * Stores `data` whole under a new random name ending in `extension` (or `storageName`), and
   * returns the name. The file is visible only once complete; when this throws, nothing is left.
   */
  put(data: Buffer | string, extension: string, storageName?: string): Promise<string>;
  /**
   * Stores the bytes of `source` as they come (never whole in memory) under a new random name
   * ending in `extension`; returns the name and the size. As `put`: visible only once complete,
   * nothing left when this throws (the source's own error included: a size limit, a request cut).
   */
  putStream(source: AsyncIterable<Buffer>, extension: string): Promise<{ name: string; size: number }>;
  /** The whole file, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none. */
  open(name: string): Promise<StoredObject | null>;
  /** The file's size in bytes, or null when there is none. */
  size(name: string): Promise<number | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; one already gone is no error. */
  remove(name: string): Promise<void>;
  /** Resolves when the store can be reached and written (the readiness check), throws otherwise. */
  check(): Promise<void>;
  /** Releases the connections (the S3 client's sockets). */
  close(): void;
}

/** A storage name as `put` makes it: one segment of safe characters, never `.`, `..` nor a path. */
export function isStorageName(name: string): boolean {
  return /^[\w.-]+$/.test(name) && name !== '.' && name !== '..';
}

const newName = (extension: string): string => `${crypto.randomBytes(16).toString('hex')}${extension}`;

function checkedName(name: string): string {
  if (!isStorageName(name)) throw new Error('Invalid storage name');
  return name;
}

/** Files under `dir` (created when missing): temp-then-rename writes. */
export function localFileStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (name: string) => path.join(root, name);
  const openFile = async (name: string): Promise<{ handle: fs.promises.FileHandle; size: number } | null> => {
    if (!isStorageName(name)) return null;
    const handle = await fs.promises.open(fileOf(name), 'r').catch(() => null);
    if (!handle) return null;
    const stat = await handle.stat().catch(() => null);
    if (!stat?.isFile()) {
      await handle.close().catch(() => undefined);
      return null;
    }
    return { handle, size: stat.size };
  };
  const storage: FileStorage = {
    kind: 'local',
    description: `local directory ${root}`,
    async put(data, extension, storageName) {
      const name = checkedName(storageName ?? newName(extension));
      await fs.promises.mkdir(root, { recursive: true });
      const temp = fileOf(`.${name}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      try {
        await fs.promises.writeFile(temp, data);
        await fs.promises.rename(temp, fileOf(name));
      } catch (err) {
        await fs.promises.rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
      return name;
    },
    async putStream(source, extension) {
      const name = newName(extension);
      await fs.promises.mkdir(root, { recursive: true });
      const temp = fileOf(`.${name}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      let size = 0;
      try {
        size = await writeCounted(source, temp);
        await fs.promises.rename(temp, fileOf(name));
      } catch (err) {
        await fs.promises.rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
      return { name, size };
    },
    async read(name) {
      const file = await openFile(name);
      if (!file) return null;
      try {
        return await file.handle.readFile();
      } finally {
        await file.handle.close().catch(() => undefined);
      }
    },
    async open(name) {
      // Opened before it is measured: a file removed meanwhile is still read whole (or not found at all).
      const file = await openFile(name);
      if (!file) return null;
      return { body: file.handle.createReadStream({ autoClose: true }), size: file.size };
    },
    async size(name) {
      if (!isStorageName(name)) return null;
      const stat = await fs.promises.stat(fileOf(name)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async exists(name) {
      return (await storage.size(name)) !== null;
    },
    async remove(name) {
      await fs.promises.rm(fileOf(checkedName(name)), { force: true });
    },
    async check() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    close() {},
  };
  return storage;
}

/** An S3-compatible bucket (S3_* variables). */
export interface S3Config {
  /** S3_ENDPOINT: the store's URL (`https://s3.eu-west-3.amazonaws.com`, `http://minio:9000`). */
  endpoint: string;
  /** S3_BUCKET: the bucket, created beforehand. */
  bucket: string;
  /** S3_REGION (`us-east-1` for most S3-compatible stores). */
  region: string;
  /** S3_ACCESS_KEY_ID */
  accessKeyId: string;
  /** S3_SECRET_ACCESS_KEY */
  secretAccessKey: string;
}

/** The S3 variables, all or none: the names of those missing (never a value) when only some are set. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const vars = {
    endpoint: 'S3_ENDPOINT',
    bucket: 'S3_BUCKET',
    region: 'S3_REGION',
    accessKeyId: 'S3_ACCESS_KEY_ID',
    secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  } as const;
  const names = Object.values(vars);
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length) throw new Error(`S3 storage needs ${names.join(', ')}; missing: ${missing.join(', ')}`);
  const config = Object.fromEntries(Object.entries(vars).map(([key, name]) => [key, env[name]!])) as unknown as S3Config;
  try {
    const url = new URL(config.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new Error('S3_ENDPOINT must be an http(s) URL');
  }
  return config;
}

const isNotFound = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Writes a stream to `file` as it comes, a chunk at a time; how many bytes it held. */
async function writeCounted(source: AsyncIterable<Buffer>, file: string): Promise<number> {
  let size = 0;
  await pipeline(
    Readable.from(source),
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(file),
  );
  return size;
}

/** The bucket through @aws-sdk/client-s3, path-style (`{endpoint}/{bucket}/{key}`). */
export function s3FileStorage(config: S3Config): FileStorage {
  const { bucket } = config;
  // The credentials live in the client only (a closure): never a property of the storage.
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API requires them: S3-compatible stores do not all know the
    // newer flexible checksums the SDK would add to every PUT and GET.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const endpoint = new URL(config.endpoint);
  const storage: FileStorage = {
    kind: 's3',
    description: `S3 bucket ${bucket} at ${endpoint.origin}${endpoint.pathname === '/' ? '' : endpoint.pathname}`,
    async put(data, extension, storageName) {
      const key = checkedName(storageName ?? newName(extension));
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.length }));
      } catch (err) {
        // A PUT cut short is never stored; one whose answer was lost may be: it goes too.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
        throw err;
      }
      return key;
    },
    async putStream(source, extension) {
      const key = newName(extension);
      // Spooled to a temporary file, then one PUT from it: memory stays at a chunk whatever the
      // size, and the object appears whole or not at all. One PUT rather than a multipart upload
      // because S3-compatible stores that complete a multipart upload by copying its parts
      // (s3rver, some MinIO set-ups) took twice as long (docs/performance.md, Session 14); a
      // single PUT takes up to 5 GB, a hundred times the largest upload (50 MB).
      const spool = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'upload-'));
      const temp = path.join(spool, 'body');
      let size = 0;
      try {
        size = await writeCounted(source, temp);
        try {
          await client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.createReadStream(temp, { highWaterMark: 1024 * 1024 }), ContentLength: size }),
          );
        } catch (err) {
          // A PUT whose answer was lost may have stored it: the key goes too.
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
          throw err;
        }
      } finally {
        await fs.promises.rm(spool, { recursive: true, force: true }).catch(() => undefined);
      }
      return { name: key, size };
    },
    async read(name) {
      const object = await storage.open(name);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(name) {
      if (!isStorageName(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!(answer.Body instanceof Readable)) throw new Error('The S3 answer has no body stream');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async size(name) {
      if (!isStorageName(name)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(name) {
      return (await storage.size(name)) !== null;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedName(name) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close() {
      client.destroy();
    },
  };
  return storage;
}

/** The storage of a configuration: the one given (S3), else the files directory. */
export function storageOf(config: { storage?: FileStorage; filesDir: string }): FileStorage {
  return config.storage ?? localFileStorage(config.filesDir);
}

/**
 * Stores `data` and returns its new storage name (see `FileStorage.put`); `target` is a storage,
 * or a files directory (the local backend: the seed's callers and the benches).
 */
export async function storeFile(target: FileStorage | string, data: Buffer | string, extension: string, storageName?: string): Promise<string> {
  const storage = typeof target === 'string' ? localFileStorage(target) : target;
  return storage.put(data, extension, storageName);
}
