/** A zip answer read back (yauzl, strict names: an entry outside the archive fails the read). */
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

export interface ZipRead {
  name: string;
  bytes: Buffer;
}

export async function readZip(zip: Buffer): Promise<ZipRead[]> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const entries: ZipRead[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        buffer(stream).then((bytes) => {
          entries.push({ name: entry.fileName, bytes });
          file.readEntry();
        }, reject);
      });
    });
    file.readEntry();
  });
  return entries;
}
