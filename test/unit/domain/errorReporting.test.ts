import { FILTERED, FILTERED_EMAIL, scrubErrorReport, scrubText } from '@/domain/errorReportScrub';
import { errorSampleRate, parseClientErrorReporting } from '@/domain/errorReporting';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZW1haWwiOiJhQGIuZnIifQ.c2lnbmF0dXJlLXZhbHVlLWhlcmU';

describe('error reporting rules', () => {
  it('samples 0.25 of the errors in production and all of them elsewhere (part 1 §9, part 2 §9)', () => {
    expect(errorSampleRate('production')).toBe(0.25);
    expect(errorSampleRate('development')).toBe(1);
    expect(errorSampleRate('staging')).toBe(1);
    expect(errorSampleRate('test')).toBe(1);
  });

  it("reads the SPA's settings from the server's meta, nothing when absent or broken", () => {
    expect(parseClientErrorReporting('{"dsn":"https://k@o.example/1","environment":"production"}')).toEqual({
      dsn: 'https://k@o.example/1',
      environment: 'production',
    });
    expect(parseClientErrorReporting(null)).toBeNull();
    expect(parseClientErrorReporting('')).toBeNull();
    expect(parseClientErrorReporting('{not json')).toBeNull();
    expect(parseClientErrorReporting('{"dsn":"","environment":"production"}')).toBeNull();
    expect(parseClientErrorReporting('{"environment":"production"}')).toBeNull();
  });
});

describe('scrubErrorReport', () => {
  it('drops the values of credential keys wherever they are (headers, bodies, cookies)', () => {
    const event = {
      request: {
        headers: { Authorization: `Bearer ${JWT}`, cookie: 'sid=abc', 'x-csrf-token': 'zzz', 'user-agent': 'Chromium' },
        cookies: { sid: 'abc' },
        data: { _username: 'someone', _password: 'demo1234', refresh_token: 'opaque-refresh', nested: [{ plainPassword: 'x' }] },
      },
      extra: { jwtSecret: 's3cr3t', apiKey: 'k', count: 3, token: null },
    };
    expect(scrubErrorReport(event)).toEqual({
      request: {
        headers: { Authorization: FILTERED, cookie: FILTERED, 'x-csrf-token': FILTERED, 'user-agent': 'Chromium' },
        cookies: FILTERED,
        data: { _username: 'someone', _password: FILTERED, refresh_token: FILTERED, nested: [{ plainPassword: FILTERED }] },
      },
      extra: { jwtSecret: FILTERED, apiKey: FILTERED, count: 3, token: null },
    });
    // The input is left as it was.
    expect(event.request.headers.cookie).toBe('sid=abc');
  });

  it('removes JWTs, Bearer values and e-mail addresses inside any text, keys included', () => {
    expect(scrubText(`invalid token ${JWT} for emma.bernard@example.fr`)).toBe(`invalid token ${FILTERED} for ${FILTERED_EMAIL}`);
    expect(scrubText('header was Bearer abc.def-123, then')).toBe(`header was Bearer ${FILTERED}, then`);
    expect(scrubText('Basic dXNlcjpwYXNz')).toBe(`Basic ${FILTERED}`);
    expect(scrubText('Basic information stays')).toBe('Basic information stays');
    expect(scrubErrorReport({ 'emma@example.fr': 1, user: { id: '7', email: 'x@y.fr', ip_address: '10.0.0.1' } })).toEqual({
      [FILTERED_EMAIL]: 1,
      user: { id: '7', email: FILTERED_EMAIL, ip_address: FILTERED },
    });
  });

  it('removes secret query parameters (the reset link token included) and encoded e-mails in URLs', () => {
    expect(scrubText('https://plans.example/reinitialisation-mot-de-passe?t=AbC_123-xyz&lang=fr')).toBe(
      `https://plans.example/reinitialisation-mot-de-passe?t=${FILTERED}&lang=fr`,
    );
    expect(scrubText('/backend/x?access_token=abc&search=emma%40example.fr&page=2')).toBe(
      `/backend/x?access_token=${FILTERED}&search=${FILTERED_EMAIL}&page=2`,
    );
    expect(scrubText('password=hunter2&remember=1')).toBe(`password=${FILTERED}&remember=1`);
    expect(scrubText('(sent with password=hunter2)')).toBe(`(sent with password=${FILTERED})`);
    // `t` alone is not a secret outside a query string.
    expect(scrubErrorReport({ t: 3 })).toEqual({ t: 3 });
  });

  it('removes the external sign-in link’s token (`?source=`) and the identifiers filter’s, keeping the provider (issue 24)', () => {
    expect(scrubText('https://plans.example/login?source=Gl3vT0k3n_abcdefghijKLMNOP&provider=gl_event')).toBe(
      `https://plans.example/login?source=${FILTERED}&provider=gl_event`,
    );
    expect(scrubText('/backend/external_stand_identifiers?tokenIdentifier=Gl3vT0k3n_abcdefghijKLMNOP')).toBe(
      `/backend/external_stand_identifiers?tokenIdentifier=${FILTERED}`,
    );
    expect(scrubErrorReport({ breadcrumbs: [{ category: 'navigation', data: { to: '/login?provider=gl_event&source=Gl3vT0k3n_abcdefghijKLMNOP' } }] })).toEqual({
      breadcrumbs: [{ category: 'navigation', data: { to: `/login?provider=gl_event&source=${FILTERED}` } }],
    });
    // A show's `source` field (an IRI) is no secret.
    expect(scrubErrorReport({ source: '/backend/sources/1' })).toEqual({ source: '/backend/sources/1' });
  });

  it('removes credential fields of a JSON body kept as text', () => {
    expect(scrubText('{"email":"a@b.fr","password":"demo1234","token":"opaque","name":"Stand A"}')).toBe(
      `{"email":"${FILTERED_EMAIL}","password":"${FILTERED}","token":"${FILTERED}","name":"Stand A"}`,
    );
  });

  it('keeps what debugging needs: messages, stack frames, package paths, versions', () => {
    const event = {
      exception: { values: [{ type: 'TypeError', value: "Cannot read properties of undefined (reading 'id')", stacktrace: { frames: [{ filename: '/app/node_modules/@sentry/core/build/cjs/client.js', lineno: 12 }] } }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/backend/stands?page=2', status_code: 500 } }],
      modules: { 'react-dom': '19.3.1' },
      tags: { route: '/backend/stands/:id' },
    };
    expect(scrubErrorReport(event)).toEqual(event);
  });

  it('survives a cycle', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrubErrorReport(a)).toEqual({ name: 'a', self: '[Circular]' });
  });
});
