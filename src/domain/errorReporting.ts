/**
 * Error reporting (part 1 §9, part 2 §9): the sampling rule both tiers apply, and how the server
 * hands the SPA its settings (a `<meta>` of index.html, read before the SDK is loaded).
 */

/** Part 1 §9, part 2 §9: 'Error-reporting sampling 0.25 in production, 1 otherwise'. */
export const PRODUCTION_ERROR_SAMPLE_RATE = 0.25;

export const PRODUCTION_ENVIRONMENT = 'production';

/** The share of error events sent: 0.25 in production, every one elsewhere. */
export function errorSampleRate(environment: string): number {
  return environment === PRODUCTION_ENVIRONMENT ? PRODUCTION_ERROR_SAMPLE_RATE : 1;
}

/**
 * What the SDKs collect by themselves (their `dataCollection` option, both tiers): no user fields
 * (an address, an IP), no cookies, no request or response bodies (a login's password); request
 * headers and query parameters, which the scrubber cleans.
 */
export const ERROR_REPORT_DATA_COLLECTION: {
  userInfo: boolean;
  cookies: boolean;
  httpBodies: never[];
  httpHeaders: { request: boolean; response: boolean };
  urlQueryParams: boolean;
} = {
  userInfo: false,
  cookies: false,
  httpBodies: [],
  httpHeaders: { request: true, response: false },
  urlQueryParams: true,
};

/** What the SPA needs to report its errors: absent, it reports nothing and never loads the SDK. */
export interface ClientErrorReporting {
  dsn: string;
  environment: string;
}

/** `<meta name="error-reporting" content="{json}">`, written into index.html by the server. */
export const ERROR_REPORTING_META = 'error-reporting';

/** The meta's content; null when it is missing, malformed or names no DSN. */
export function parseClientErrorReporting(content: string | null | undefined): ClientErrorReporting | null {
  if (!content) return null;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  const { dsn, environment } = (value ?? {}) as Record<string, unknown>;
  if (typeof dsn !== 'string' || dsn === '' || typeof environment !== 'string') return null;
  return { dsn, environment };
}
