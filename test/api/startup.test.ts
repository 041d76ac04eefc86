import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { configFromEnv } from '@server/config';
import type { Pool } from '@server/db/pool';

describe('a start that stays quiet and local', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise (the demo password is published)', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('lets gateway sources reach loopback and private hosts only with GATEWAY_ALLOW_PRIVATE_HOSTS=1', () => {
    expect(configFromEnv({}).allowPrivateHosts).toBe(false);
    expect(configFromEnv({ GATEWAY_ALLOW_PRIVATE_HOSTS: 'true' }).allowPrivateHosts).toBe(false);
    expect(configFromEnv({ GATEWAY_ALLOW_PRIVATE_HOSTS: '1' }).allowPrivateHosts).toBe(true);
  });

  it('writes no line per request at the info level, one at debug', async () => {
    const lines = async (level: string) => {
      const written: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({
        pool: {} as Pool,
        config: { jwtSecret: 'x'.repeat(32), filesDir: '/nonexistent', distDir: null, logger: { level, stream } },
      });
      await app.inject({ method: 'GET', url: '/backend/no_such_thing' });
      await app.close();
      return written.filter((line) => line.includes('no_such_thing'));
    };
    expect(await lines('info')).toEqual([]);
    const debug = await lines('debug');
    expect(debug).toHaveLength(1);
    expect(debug[0]).toContain('GET /backend/no_such_thing 404');
  });

  it('starts without a deprecation warning (they print before the login banner)', async () => {
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const app = await buildApp({ pool: {} as Pool, config: { jwtSecret: 'x'.repeat(32), filesDir: '/nonexistent', distDir: null } });
      await app.close();
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
