/**
 * Sources' passwords at rest (issue 24): AES-256-GCM under GATEWAY_SECRET_KEY or the key file
 * $DATA_DIR/gateway-key (made once, mode 0600); a wrong key or an altered value is a clear error
 * that never holds the password.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CredentialsError, decryptSecret, encryptSecret, setGatewayKeyDir } from '@server/services/gateway/credentials';

const PASSWORD = 'Mot-de-passe FTP très secret';

function failure(fn: () => unknown): Error {
  try {
    fn();
  } catch (err) {
    return err as Error;
  }
  throw new Error('did not fail');
}

describe('gateway credentials', () => {
  const saved = process.env.GATEWAY_SECRET_KEY;
  let dir: string;
  beforeEach(() => {
    delete process.env.GATEWAY_SECRET_KEY;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-key-'));
    setGatewayKeyDir(dir);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.GATEWAY_SECRET_KEY;
    else process.env.GATEWAY_SECRET_KEY = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores 'v1:' + base64 of iv, tag and ciphertext, different each time, and reads it back", () => {
    const first = encryptSecret(PASSWORD);
    const second = encryptSecret(PASSWORD);
    expect(first).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(PASSWORD);
    expect(Buffer.from(first.slice(3), 'base64').length).toBe(12 + 16 + Buffer.byteLength(PASSWORD));
    expect(decryptSecret(first)).toBe(PASSWORD);
  });

  it('makes the key file on first use, owner-only, and keeps using it (a restart reads what was written)', () => {
    const stored = encryptSecret(PASSWORD);
    const file = path.join(dir, 'gateway-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    setGatewayKeyDir(dir);
    expect(decryptSecret(stored)).toBe(PASSWORD);
  });

  it('uses GATEWAY_SECRET_KEY when set, and refuses one that is not 32 bytes', () => {
    process.env.GATEWAY_SECRET_KEY = crypto.randomBytes(32).toString('base64');
    expect(decryptSecret(encryptSecret(PASSWORD))).toBe(PASSWORD);
    expect(fs.existsSync(path.join(dir, 'gateway-key'))).toBe(false);
    process.env.GATEWAY_SECRET_KEY = 'dHJvcCBjb3VydA==';
    expect(failure(() => encryptSecret(PASSWORD))).toBeInstanceOf(CredentialsError);
  });

  it('tells a wrong key or an altered value by a CredentialsError without the password', () => {
    const stored = encryptSecret(PASSWORD);
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    const altered = failure(() => decryptSecret(`v1:${raw.toString('base64')}`));
    expect(altered).toBeInstanceOf(CredentialsError);
    expect(altered.message).not.toContain(PASSWORD);
    process.env.GATEWAY_SECRET_KEY = crypto.randomBytes(32).toString('base64');
    const wrongKey = failure(() => decryptSecret(stored));
    expect(wrongKey).toBeInstanceOf(CredentialsError);
    expect(wrongKey.message).toMatch(/wrong gateway key or altered value/);
    expect(failure(() => decryptSecret('plain text'))).toBeInstanceOf(CredentialsError);
  });
});
