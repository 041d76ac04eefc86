/** Reads a zip archive back (yauzl): each entry's name and bytes, in archive order. */
import yauzl from 'yauzl';

export interface ZipRead {
  name: string;
  bytes: Buffer;
}

export function readZip(archive: Buffer): Promise<ZipRead[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no archive'));
      const out: ZipRead[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            out.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Whether an entry name stays inside the archive's folder once extracted (no absolute path, no `..` segment, no backslash). */
export const staysInside = (name: string): boolean =>
  !name.startsWith('/') && !/^[a-zA-Z]:/.test(name) && !name.includes('\\') && !name.split('/').some((segment) => segment === '..' || segment === '');
