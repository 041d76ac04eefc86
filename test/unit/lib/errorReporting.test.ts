/**
 * The SPA's error reporting bootstrap: nothing loaded without the server's DSN; with it the SDK
 * chunk is loaded, started with the spec's sampling and the scrubber, and the errors met while it
 * loaded are sent once it is in. (The envelope reaching a collector: test/e2e/errorReporting.e2e.ts.)
 */
import * as Sentry from '@sentry/react';
import { reportError, resetErrorReportingForTests, startErrorReporting } from '@/lib/errorReporting';
import { startSentry } from '@/lib/errorReporting/sentryBrowser';

const DSN = 'http://public@127.0.0.1:9/1';

function setMeta(content: string | null): void {
  document.head.querySelector('meta[name="error-reporting"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'error-reporting';
  meta.content = content;
  document.head.appendChild(meta);
}

afterEach(async () => {
  setMeta(null);
  resetErrorReportingForTests();
  await Sentry.close(0);
});

describe('startErrorReporting', () => {
  it('loads nothing when the server gave no DSN', () => {
    const load = jest.fn();
    expect(startErrorReporting(document, load)).toBeNull();
    setMeta('{"environment":"production"}');
    expect(startErrorReporting(document, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    // Reports go nowhere, and nothing is kept.
    reportError(new Error('ignored'));
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("loads the SDK with the server's settings and sends the errors met while it loaded", async () => {
    setMeta(JSON.stringify({ dsn: DSN, environment: 'production' }));
    const capture = jest.fn();
    const startSentryMock = jest.fn(() => capture);
    let resolve!: (sdk: { startSentry: typeof startSentryMock }) => void;
    const loading = startErrorReporting(document, () => new Promise((r) => (resolve = r)));
    expect(loading).not.toBeNull();
    const early = new Error('saga died before the SDK was in');
    reportError(early);
    const thrown = new Error('thrown before the SDK was in');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    resolve({ startSentry: startSentryMock });
    await loading;
    expect(startSentryMock).toHaveBeenCalledWith({ dsn: DSN, environment: 'production' });
    expect(capture.mock.calls).toEqual([[early], [thrown]]);
    const later = new Error('after');
    reportError(later);
    expect(capture).toHaveBeenLastCalledWith(later);
  });

  it('runs on without reporting when the chunk does not load', async () => {
    setMeta(JSON.stringify({ dsn: DSN, environment: 'production' }));
    await startErrorReporting(document, () => Promise.reject(new Error('chunk load failed')));
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});

describe('the SDK as started (sentryBrowser)', () => {
  it('samples 0.25 in production, with the scrubber before anything is sent', () => {
    startSentry({ dsn: DSN, environment: 'production' });
    const options = Sentry.getClient()!.getOptions();
    expect(options.dsn).toBe(DSN);
    expect(options.environment).toBe('production');
    expect(options.sampleRate).toBe(0.25);
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, httpBodies: [] });
    const event = options.beforeSend!(
      { type: undefined, message: 'login failed for emma@example.fr', request: { headers: { Authorization: 'Bearer abc' }, url: 'https://x.example/reinitialisation-mot-de-passe?t=secret-token' } },
      {},
    );
    expect(event).toEqual({ message: 'login failed for [e-mail]', request: { headers: { Authorization: '[Filtered]' }, url: 'https://x.example/reinitialisation-mot-de-passe?t=[Filtered]' } });
  });

  it('samples every error elsewhere', () => {
    startSentry({ dsn: DSN, environment: 'development' });
    expect(Sentry.getClient()!.getOptions().sampleRate).toBe(1);
  });
});
