import crypto from 'node:crypto';

/** scrypt parameters from the OWASP password storage cheat sheet: N=2^14 (16 MiB), r=8, p=5. */
const N = 16384;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;
const MAXMEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, keylen, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N=16384,r=8,p=5$<salt>$<hash>` (base64url), self-describing so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, N, R, P, KEY_LENGTH);
  return `scrypt$N=${N},r=${R},p=${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so timing does not tell unknown accounts apart.
    await scrypt(password, DUMMY_SALT, N, R, P, KEY_LENGTH);
    return false;
  }
  const m = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64url');
  const key = await scrypt(password, Buffer.from(m[4], 'base64url'), Number(m[1]), Number(m[2]), Number(m[3]), expected.length);
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

const DUMMY_SALT = crypto.randomBytes(16);
