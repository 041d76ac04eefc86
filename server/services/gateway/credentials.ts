/**
 * A source's password at rest (issue 24): AES-256-GCM, stored as 'v1:' + base64(iv | tag |
 * ciphertext). The key is GATEWAY_SECRET_KEY (base64 of 32 bytes), else the file
 * `$DATA_DIR/gateway-key` made on first use (mode 0600, like the JWT secret), the data dir given by
 * `startServer` (`setGatewayKeyDir`). An app built without it (API tests) gets a key of the
 * process's own: what it encrypts is readable only by that process.
 *
 * A wrong key or a tampered value is a CredentialsError: its message never holds the value.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { secretFile } from '../secretFile';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export class CredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsError';
  }
}

let keyDir: string | null = null;
let cachedKey: Buffer | null = null;

/** Where the key file lives ($DATA_DIR): set by `startServer` before anything is encrypted. */
export function setGatewayKeyDir(dataDir: string): void {
  keyDir = dataDir;
  cachedKey = null;
}

function decodeKey(base64: string, origin: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new CredentialsError(`${origin} must be the base64 of ${KEY_BYTES} bytes`);
  return key;
}

function gatewayKey(): Buffer {
  const fromEnv = process.env.GATEWAY_SECRET_KEY;
  if (fromEnv) return decodeKey(fromEnv, 'GATEWAY_SECRET_KEY');
  if (cachedKey) return cachedKey;
  const generate = () => crypto.randomBytes(KEY_BYTES).toString('base64');
  cachedKey = keyDir ? decodeKey(secretFile(path.join(keyDir, 'gateway-key'), generate), 'the gateway-key file') : decodeKey(generate(), 'key');
  return cachedKey;
}

export function encryptSecret(plaintext: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', gatewayKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

export function decryptSecret(stored: string): string {
  if (!stored.startsWith(VERSION)) throw new CredentialsError('unknown credentials format');
  const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new CredentialsError('truncated credentials');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', gatewayKey(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new CredentialsError('credentials cannot be decrypted: wrong gateway key or altered value');
  }
}
