/** startServer: the function server/main.ts and the e2e tests use, here on an existing PostgreSQL. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildApp } from '@server/app';
import { createPool } from '@server/db/pool';
import { startServer, type RunningServer } from '@server/start';
import { databaseUrl } from '../support/pgUrl';

let server: RunningServer;
let dataDir: string;
let distDir: string;
const dbName = `api_server_${crypto.randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: process.env.API_TEST_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-server-'));
  distDir = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'assets', 'main.0123abcd.js'), 'console.log(1)');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: databaseUrl(process.env.API_TEST_PG_URL!, dbName),
    distDir,
    seedDemo: true,
  });
});
afterAll(async () => {
  await server?.stop();
  const admin = new pg.Client({ connectionString: process.env.API_TEST_PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('migrates, seeds the empty database and listens on a free port', async () => {
    expect(server.seeded).toBe(true);
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    // The Link to the documentation is absolute on the URL listened on (port 0 resolved), not on Host.
    const docs = await fetch(`${server.url}/backend`, { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(docs.headers.get('link')).toBe(`<${server.url}/backend/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    const res = await fetch(`${server.url}/backend/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _username: 'admin@demo.test', _password: 'demo1234' }),
    });
    expect(res.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThan(40);
  });

  it('serves the SPA with a history fallback, and assets with long caching', async () => {
    const page = await fetch(`${server.url}/salons/1/stands`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await fetch(`${server.url}/assets/main.0123abcd.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api404 = await fetch(`${server.url}/backend/nothing`);
    expect(api404.status).toBe(404);
    expect((await api404.json())['@type']).toBe('hydra:Error');
  });

  it('sends a precompressed asset to a client that accepts it, the plain file otherwise', async () => {
    const body = 'console.log("precompressed");'.repeat(50);
    fs.writeFileSync(path.join(distDir, 'assets', 'big.89abcdef.js'), body);
    fs.writeFileSync(path.join(distDir, 'assets', 'big.89abcdef.js.gz'), zlib.gzipSync(body));
    const zipped = await fetch(`${server.url}/assets/big.89abcdef.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toContain('javascript');
    expect(zipped.headers.get('cache-control')).toContain('immutable');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    expect(await zipped.text()).toBe(body);
    const plain = await fetch(`${server.url}/assets/big.89abcdef.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });

  it('does not seed again on a database that has data', async () => {
    const second = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: server.databaseUrl,
      distDir,
    });
    expect(second.seeded).toBe(false);
    await second.stop();
  });

  it('serves a plain page when the SPA is not built', async () => {
    const pool = createPool(server.databaseUrl, { max: 1 });
    const app = await buildApp({ pool, config: { jwtSecret: 'x'.repeat(40), filesDir: dataDir, distDir: path.join(dataDir, 'nope') } });
    const res = await app.inject({ method: 'GET', url: '/salons', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('SPA not built, run <code>npm run build</code>');
    await app.close();
    await pool.end();
  });
});
