/**
 * The probes (issue 26, part 4): `/health` (alive: no token, no database) and `/ready` (the
 * database answers and the file storage is reachable, 503 naming what is not), outside /backend
 * and never the SPA's page, even with the SPA built and a browser's Accept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { createPool } from '@server/db/pool';
import { s3FileStorage } from '@server/services/storage';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../support/apiApp';
import { startTestS3, type TestS3 } from '../../support/s3Server';

let ctx: TestContext;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-health-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  ctx = await createTestContext({ config: { distDir } });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('GET /health', () => {
  it('answers 200 without a token, as JSON, uncached, even to a browser (not the SPA)', async () => {
    for (const headers of [{}, BROWSER]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    }
    expect((await ctx.app.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200);
    // The SPA is still served beside it.
    expect((await ctx.app.inject({ method: 'GET', url: '/salons', headers: BROWSER })).body).toContain('<div id="root">');
  });

  it('answers many calls in a row (no rate limit)', async () => {
    const codes = await Promise.all(Array.from({ length: 60 }, () => ctx.app.inject({ method: 'GET', url: '/health' }).then((r) => r.statusCode)));
    expect(new Set(codes)).toEqual(new Set([200]));
  });
});

describe('GET /ready', () => {
  it('answers 200 when the database and the files directory answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect((await ctx.app.inject({ method: 'HEAD', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers 503 naming the database when its pool is closed, while /health still answers 200', async () => {
    const pool = createPool(ctx.databaseUrl, { max: 1 });
    const app = await buildApp({ pool, config: { jwtSecret: TEST_JWT_SECRET, filesDir: ctx.filesDir, distDir: null } });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await pool.end();
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body)).toEqual({ status: 'unavailable', checks: { database: 'unavailable', storage: 'ok' }, failed: ['database'] });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  describe('with the files in S3', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3('ready');
    });
    afterAll(async () => s3?.close());

    it('answers 503 naming the storage when the bucket does not exist, and 200 on one that exists', async () => {
      const missing = s3FileStorage(s3.configFor('no-such-bucket'));
      const present = s3FileStorage(s3.config);
      const apps = await Promise.all(
        [missing, present].map((storage) => buildApp({ pool: ctx.pool, config: { jwtSecret: TEST_JWT_SECRET, filesDir: ctx.filesDir, distDir: null, storage } })),
      );
      try {
        const res = await apps[0].inject({ method: 'GET', url: '/ready' });
        expect(res.statusCode).toBe(503);
        const body = JSON.parse(res.body);
        expect(body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable' }, failed: ['storage'] });
        // Nothing of the configuration in the answer.
        expect(res.body).not.toContain('S3RVER');
        expect(res.body).not.toContain('127.0.0.1');
        expect((await apps[1].inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      } finally {
        for (const app of apps) await app.close();
        missing.close();
        present.close();
      }
    });
  });
});
