import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file readable by its owner only (mode 0600): read when it exists, else made
 * by `generate` and written first (the JWT secret, the gateway's credentials key). `wx`: of two
 * processes creating it at once, the second reads the first one's.
 */
export function secretFile(file: string, generate: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = generate();
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fs.readFileSync(file, 'utf8').trim();
  }
  return secret;
}
