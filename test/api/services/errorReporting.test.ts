/**
 * Error reporting (part 1 §9, part 2 §9, issue 18): with a DSN the server's 500s reach a Sentry
 * collector (a local one started here, receiving envelopes at /api/<project>/envelope/), scrubbed
 * of tokens, passwords, cookies and e-mail addresses, sampled at 0.25 in production; without a
 * DSN nothing is started. index.html hands the SPA its DSN, and the CSP lets it reach it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as Sentry from '@sentry/node';
import { buildApp } from '@server/app';
import { createPool, type Pool } from '@server/db/pool';
import { ApiError, ValidationError } from '@server/hydra/errors';
import { errorReportingFromEnv, type ErrorReportingConfig } from '@server/services/errorReporting';
import { TEST_JWT_SECRET } from '../../support/apiApp';
import { SentryCollector } from '../../support/sentryCollector';

jest.setTimeout(60_000);

// What the throwing route leaks on purpose: every one of them must stay out of the reports.
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInVzZXJuYW1lIjoiZW1tYUBleGFtcGxlLmZyIn0.bm90LWEtcmVhbC1zaWduYXR1cmUtYnV0LXNoYXBlZA';
const EMAIL = 'emma.bernard@example.fr';
const PASSWORD = 'Hunter2-very-secret';
const REFRESH = 'opaque-refresh-token-value-0123456789';
const LEAKS = [JWT, EMAIL, encodeURIComponent(EMAIL), PASSWORD, REFRESH];

const collector = new SentryCollector();
let pool: Pool;
let distDir: string;
const apps: FastifyInstance[] = [];

/** The real app (no query is made: the routes used here do not touch the database) plus test routes. */
async function appWith(errorReporting?: ErrorReportingConfig): Promise<FastifyInstance> {
  const app = await buildApp({ pool, config: { jwtSecret: TEST_JWT_SECRET, filesDir: path.join(distDir, 'files'), distDir, errorReporting } });
  // Each case its own message: the SDK drops an error identical to the one before (dedupe).
  app.post<{ Querystring: { page: string } }>('/explode', async (request) => {
    throw new Error(`stand export ${request.query.page} failed for ${EMAIL} with token ${JWT}`);
  });
  app.get('/refused', async () => {
    throw new ValidationError([{ propertyPath: 'name', key: 'api.violation.notBlank', code: 'notBlank' }]);
  });
  app.get('/missing', async () => {
    throw new ApiError(404, 'api.error.notFound');
  });
  await app.ready();
  apps.push(app);
  return app;
}

const explode = (app: FastifyInstance, page = 2) =>
  app.inject({
    method: 'POST',
    url: `/explode?access_token=${REFRESH}&search=${encodeURIComponent(EMAIL)}&page=${page}`,
    headers: { authorization: `Bearer ${JWT}`, cookie: `refresh=${REFRESH}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ _username: EMAIL, _password: PASSWORD, refresh_token: REFRESH }),
  });

beforeAll(async () => {
  await collector.start();
  pool = createPool(process.env.API_TEST_PG_URL!, { max: 1 });
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-error-reporting-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>SPA</title></head><body><div id="root"></div></body></html>');
});
afterEach(async () => {
  jest.restoreAllMocks();
  while (apps.length) await apps.pop()!.close();
  collector.clear();
});
afterAll(async () => {
  await collector.stop();
  await pool.end();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('error reporting', () => {
  // First: no other test has started the SDK in this file's process yet.
  it('starts nothing without a DSN: no client, no meta for the SPA, the CSP unchanged', async () => {
    const app = await appWith({ environment: 'production' });
    expect(app.errorReporter).toBeNull();
    expect((await explode(app)).statusCode).toBe(500);
    expect(Sentry.getClient()).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('error-reporting');
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
    expect(collector.raw).toEqual([]);
  });

  it('sends a 500 to the collector with what happened, and no token, password, cookie or e-mail', async () => {
    const app = await appWith({ dsn: collector.dsn, environment: 'development' });
    const res = await explode(app);
    expect(res.statusCode).toBe(500);
    // The client still learns nothing of the error itself.
    expect(res.body).not.toContain(EMAIL);
    expect(await app.errorReporter!.flush(10_000)).toBe(true);

    expect(collector.paths).toContain('/api/1/envelope/');
    const events = collector.events();
    expect(events).toHaveLength(1);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a received JSON payload, checked field by field
    const [event] = events as Array<Record<string, any>>;
    expect(event.environment).toBe('development');
    expect(event.exception.values[0].type).toBe('Error');
    expect(event.exception.values[0].value).toBe('stand export 2 failed for [e-mail] with token [Filtered]');
    expect(event.request).toMatchObject({ method: 'POST', url: '/explode' });
    expect(event.request.query_string).toBe('access_token=[Filtered]&search=[e-mail]&page=2');
    expect(event.request.headers.authorization).toBe('[Filtered]');
    expect(event.request.headers.cookie).toBe('[Filtered]');
    expect(event.tags).toMatchObject({ route: '/explode' });
    for (const text of collector.raw) for (const leak of LEAKS) expect(text).not.toContain(leak);
  });

  it('reports only the 500s: a 422 or a 404 the app meant is no error', async () => {
    const app = await appWith({ dsn: collector.dsn, environment: 'development' });
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    await app.errorReporter!.flush(10_000);
    expect(collector.events()).toEqual([]);
  });

  it('samples 0.25 of the errors in production: a draw above it sends nothing, one below sends the event', async () => {
    const app = await appWith({ dsn: collector.dsn, environment: 'production' });
    expect(app.errorReporter!.options.sampleRate).toBe(0.25);
    expect(Sentry.getClient()!.getOptions().sampleRate).toBe(0.25);
    expect(Sentry.getClient()!.getOptions().environment).toBe('production');

    const random = jest.spyOn(Math, 'random').mockReturnValue(0.26);
    expect((await explode(app)).statusCode).toBe(500);
    await app.errorReporter!.flush(10_000);
    expect(collector.events()).toEqual([]);

    random.mockReturnValue(0.24);
    expect((await explode(app, 3)).statusCode).toBe(500);
    await app.errorReporter!.flush(10_000);
    expect(collector.events()).toHaveLength(1);
  });

  it('samples every error outside production', async () => {
    const app = await appWith({ dsn: collector.dsn, environment: 'staging' });
    expect(Sentry.getClient()!.getOptions().sampleRate).toBe(1);
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    await explode(app);
    await app.errorReporter!.flush(10_000);
    expect(collector.events()).toHaveLength(1);
  });

  it("gives the SPA its DSN and environment in index.html, and lets it reach the DSN's host", async () => {
    const app = await appWith({ browserDsn: collector.dsn, environment: 'production' });
    // A browser DSN alone reports from the SPA only.
    expect(app.errorReporter).toBeNull();
    for (const url of ['/', '/salons/1/stands']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        `<meta name="error-reporting" content="{&quot;dsn&quot;:&quot;${collector.dsn}&quot;,&quot;environment&quot;:&quot;production&quot;}"></head>`,
      );
      expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' http://127.0.0.1:${collector.port};`);
    }
  });

  it('reads SENTRY_DSN, SENTRY_BROWSER_DSN and SENTRY_ENVIRONMENT (else NODE_ENV, else production)', () => {
    const dsn = 'https://key@o1.ingest.example/42';
    expect(errorReportingFromEnv({})).toEqual({ dsn: undefined, browserDsn: undefined, environment: 'production' });
    expect(errorReportingFromEnv({ SENTRY_DSN: dsn, NODE_ENV: 'development' })).toEqual({ dsn, browserDsn: dsn, environment: 'development' });
    expect(errorReportingFromEnv({ SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: 'https://k2@o1.ingest.example/43', SENTRY_ENVIRONMENT: 'staging', NODE_ENV: 'production' })).toEqual({
      dsn,
      browserDsn: 'https://k2@o1.ingest.example/43',
      environment: 'staging',
    });
    expect(() => errorReportingFromEnv({ SENTRY_BROWSER_DSN: 'https://o1.ingest.example/43' })).toThrow(/SENTRY_BROWSER_DSN must be a Sentry DSN/);
  });

  it('refuses a DSN that is not one', async () => {
    await expect(buildApp({ pool, config: { jwtSecret: TEST_JWT_SECRET, filesDir: distDir, distDir: null, errorReporting: { dsn: 'not a url', environment: 'production' } } })).rejects.toThrow(
      /SENTRY_DSN must be a Sentry DSN/,
    );
  });
});
