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

/**
 * Where passwords are set (the set / reset endpoints to come): 8 to 4096 characters, taken
 * exactly as typed (no trimming, no case change; NFC only when hashed), no composition rule, not
 * a common password nor the account's own identifier (OWASP ASVS 5.0 §6.2.1, §6.2.4, §6.2.5,
 * §6.2.8, §6.2.9). The login path only refuses over MAX_PASSWORD_LENGTH (before hashing).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 4096;

/**
 * Common passwords of 8 characters or more (shorter ones fail the length anyway): the top of the
 * public breach lists, French ones, and this application's own words (ASVS §6.1.2: the product,
 * the demo seed's password). Compared lower-cased. A seed for the list the set / reset endpoints
 * will use; ASVS §6.2.4 asks for the top 3 000 at least.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '98765432', '11223344', '12341234', '123qweasd', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qazxsw2', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty1234', 'asdfghjk', 'asdfghjkl',
  'zxcvbnm1', 'azertyui', 'azertyuiop', 'azerty123', 'azerty1234', 'password', 'password1', 'password12',
  'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'letmein1', 'trustno1', 'superman', 'starwars',
  'whatever', 'computer', 'michelle', 'jennifer', 'corvette', 'mercedes', 'internet', 'changeme',
  'administrator', 'admin123', 'admin1234', 'abc12345', 'abcd1234', 'abcdefgh', 'qwe12345', 'motdepasse',
  'motdepasse1', 'motdepasse123', 'bonjour1', 'bonjour123', 'soleil123', 'doudou123', 'chocolat',
  'marseille', 'loulou123', 'nicolas1', 'jetaime1', 'jetaime123', 'toulouse', 'bienvenue', 'bienvenue1',
  'demo1234', 'demodemo', 'stand-plans', 'standplans', 'salon123', 'exposant',
]);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'identifier';

/**
 * What is wrong with a new password, [] when it may be set. Pure: the set / reset endpoints map
 * each problem to a 422 violation. `identifiers`: the account's username and e-mail.
 */
export function newPasswordProblems(password: string, identifiers: readonly string[] = []): PasswordProblem[] {
  const length = [...password].length; // code points: an emoji is one character, as users count
  if (length < MIN_PASSWORD_LENGTH) return ['tooShort'];
  if (password.length > MAX_PASSWORD_LENGTH) return ['tooLong'];
  const folded = password.normalize('NFC').toLowerCase();
  const problems: PasswordProblem[] = [];
  if (COMMON_PASSWORDS.has(folded)) problems.push('common');
  const own = identifiers.flatMap((id) => {
    const lower = id.trim().toLowerCase();
    return lower ? [lower, lower.split('@')[0]] : [];
  });
  if (own.some((id) => id.length > 0 && folded === id)) problems.push('identifier');
  return problems;
}
