/**
 * Error reporting (part 1 §9, part 2 §9, issue 18): the server's unexpected errors (the 500s of
 * the error handler, uncaught exceptions and unhandled rejections) go to Sentry through
 * `@sentry/node`, only when a DSN is configured: without one the SDK is not even loaded.
 * Sampling is the spec's (0.25 in production, 1 otherwise, `src/domain/errorReporting.ts`), and
 * every event and breadcrumb goes through `scrubErrorReport` (no token, password, cookie or
 * e-mail address leaves).
 */
import type { FastifyRequest } from 'fastify';
import { scrubErrorReport } from '@/domain/errorReportScrub';
import { ERROR_REPORT_DATA_COLLECTION as DATA_COLLECTION, errorSampleRate, PRODUCTION_ENVIRONMENT, type ClientErrorReporting } from '@/domain/errorReporting';

export interface ErrorReportingConfig {
  /** SENTRY_DSN: the server's reports; unset, the server reports nothing. */
  dsn?: string;
  /** SENTRY_BROWSER_DSN, else SENTRY_DSN: handed to the SPA; unset, the SPA reports nothing. */
  browserDsn?: string;
  /** SENTRY_ENVIRONMENT, else NODE_ENV, else 'production': decides the sampling. */
  environment: string;
}

export interface ErrorReporter {
  /** What the SDK was started with (tests check the sampling). */
  readonly options: { dsn: string; environment: string; sampleRate: number };
  /** Reports an error the app answered 500 to, with the request's method, URL, headers and caller id. */
  capture(error: unknown, request?: FastifyRequest): void;
  /** Waits (at most `timeoutMs`) until the reports queued so far are sent. */
  flush(timeoutMs?: number): Promise<boolean>;
  /** Sends what is queued, then stops reporting. */
  close(timeoutMs?: number): Promise<void>;
}

/** SENTRY_DSN, SENTRY_BROWSER_DSN, SENTRY_ENVIRONMENT (else NODE_ENV, else production). */
export function errorReportingFromEnv(env: NodeJS.ProcessEnv): ErrorReportingConfig {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  checkDsn('SENTRY_DSN', dsn);
  checkDsn('SENTRY_BROWSER_DSN', env.SENTRY_BROWSER_DSN?.trim());
  return {
    dsn,
    browserDsn: env.SENTRY_BROWSER_DSN?.trim() || dsn,
    environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV?.trim() || PRODUCTION_ENVIRONMENT,
  };
}

/** What index.html tells the SPA, null without a browser DSN. */
export function clientErrorReporting(config: ErrorReportingConfig | undefined): ClientErrorReporting | null {
  if (!config?.browserDsn) return null;
  checkDsn('SENTRY_BROWSER_DSN', config.browserDsn);
  return { dsn: config.browserDsn, environment: config.environment };
}

/** A DSN must be an absolute http(s) URL with a key and a project (`https://key@host/42`). */
export function checkDsn(name: string, dsn: string | undefined): void {
  if (!dsn) return;
  let url: URL | null = null;
  try {
    url = new URL(dsn);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.username || !/\/\d+$/.test(url.pathname)) {
    throw new Error(`${name} must be a Sentry DSN like https://<key>@<host>/<project id>`);
  }
}

/**
 * Starts `@sentry/node` (one client for the process) when `config.dsn` is set; null otherwise.
 * Errors-only: no tracing, no local variables, no user data, cookie or body collected; Fastify's own capture is left out
 * (it would report the 4xx answers the error handler makes of validation errors), the error
 * handler decides what is a 500 and calls `capture`.
 */
export async function startErrorReporting(config: ErrorReportingConfig | undefined): Promise<ErrorReporter | null> {
  if (!config?.dsn) return null;
  checkDsn('SENTRY_DSN', config.dsn);
  const Sentry = await import('@sentry/node');
  const sampleRate = errorSampleRate(config.environment);
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    sampleRate,
    dataCollection: DATA_COLLECTION,
    includeLocalVariables: false,
    // Errors only: no module-loader hooks for tracing (they would patch every module loaded after).
    enableRuntimeChannelInjection: false,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
  return {
    options: { dsn: config.dsn, environment: config.environment, sampleRate },
    capture(error, request) {
      Sentry.withScope((scope) => {
        if (request) {
          const user = request.user;
          if (user) scope.setUser({ id: String(user.id) });
          if (request.routeOptions?.url) scope.setTag('route', request.routeOptions.url);
          const [path, query] = request.url.split(/\?(.*)/s, 2);
          scope.addEventProcessor((event) => ({
            ...event,
            request: { method: request.method, url: path, query_string: query ?? '', headers: { ...request.headers } as Record<string, string> },
          }));
        }
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
    async close(timeoutMs = 2000) {
      await Sentry.close(timeoutMs);
    },
  };
}
