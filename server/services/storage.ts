import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file under the files directory, temp-then-rename so a reader never
 * sees half a file. Returns the random storage name.
 */
export async function storeFile(filesDir: string, data: Buffer | string, extension: string, storageName?: string): Promise<string> {
  await fs.promises.mkdir(filesDir, { recursive: true });
  const name = storageName ?? `${crypto.randomBytes(16).toString('hex')}${extension}`;
  const target = path.join(filesDir, name);
  const temp = path.join(filesDir, `.${name}.${process.pid}.tmp`);
  await fs.promises.writeFile(temp, data);
  await fs.promises.rename(temp, target);
  return name;
}
