/**
 * The one zip download (DESIGN §8): a streamed archive of stored files and generated buffers
 * (stand documents, safety attestations). Entries are added one at a time as the archive is
 * read, so memory stays flat whatever the total size; names are made safe (no directory
 * traversal, no absolute path, no duplicate) before they reach the archive.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import './fastCrc32';
import type { FileStorage } from './storage';
import { contentDisposition } from './uploads';

export type ZipEntry =
  | { name: string; storageName: string; mtime?: Date }
  | { name: string; buffer: () => Promise<Buffer>; mtime?: Date };

/** One path segment of a file or folder name: no separators, no `..`, no control characters. */
export function safeZipSegment(name: string, fallback = 'file'): string {
  const cleaned = name
    .replace(/[\\/]+/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.length > 0 ? cleaned.slice(0, 180) : fallback;
}

/** `a/b.pdf` twice becomes `a/b.pdf` and `a/b (2).pdf`. */
export function uniqueZipNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const ext = path.extname(name);
    return `${name.slice(0, name.length - ext.length)} (${count})${ext}`;
  });
}

/** How many stored files are measured at once (on S3 each is a HEAD request). */
const SIZE_CONCURRENCY = 16;

/** The size of each stored entry (null: gone or a generated entry), a few requests at a time. */
async function storedSizes(storage: FileStorage, entries: readonly ZipEntry[]): Promise<(number | null)[]> {
  const sizes: (number | null)[] = entries.map(() => null);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const entry = entries[index];
      if ('storageName' in entry) sizes[index] = await storage.size(entry.storageName);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIZE_CONCURRENCY, entries.length) }, worker));
  return sizes;
}

/**
 * Sends `entries` as `fileName` (a `.zip`). The caller has checked access and that there is at
 * least one entry; a stored file that vanished is skipped (the archive stays valid).
 */
export async function sendZip(reply: FastifyReply, storage: FileStorage, fileName: string, entries: readonly ZipEntry[]): Promise<FastifyReply> {
  const zip = new ZipFile();
  const names = uniqueZipNames(entries.map((entry) => entry.name));
  const sizes = await storedSizes(storage, entries);
  for (const [index, entry] of entries.entries()) {
    const mtime = entry.mtime ?? new Date();
    if ('storageName' in entry) {
      const { storageName } = entry;
      const size = sizes[index];
      if (size === null) continue;
      // Stored files are PDFs and images, already compressed: stored as they are (fast, flat CPU).
      // Lazy: each file is opened only when the archive reaches it (one stream, one S3 GET at a time).
      zip.addReadStreamLazy(names[index], { mtime, compress: false, size }, (done) => {
        storage.open(storageName).then(
          (file) => (file ? done(null, file.body) : done(new Error(`Stored file ${storageName} vanished while zipped`), Readable.from([]))),
          (err: unknown) => done(err, Readable.from([])),
        );
      });
    } else {
      zip.addReadStreamLazy(names[index], { mtime, compress: true }, (done) => {
        entry.buffer().then((buffer) => done(null, Readable.from([buffer])), (err: unknown) => done(err, Readable.from([])));
      });
    }
  }
  zip.end();
  return reply
    .header('Content-Type', 'application/zip')
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(fileName))
    .send(zip.outputStream);
}
