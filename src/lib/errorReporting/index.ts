/**
 * The SPA's error reporting (part 1 §9, part 2 §9, issue 18). Off unless the server wrote a DSN
 * into index.html (`<meta name="error-reporting">`, SENTRY_BROWSER_DSN or SENTRY_DSN): then the
 * Sentry SDK, a chunk of its own (`./sentryBrowser`), is loaded beside the first screen, never
 * as part of the first-load JavaScript. Errors thrown before it is in are kept and sent once it is.
 */
import { ERROR_REPORTING_META, parseClientErrorReporting, type ClientErrorReporting } from '@/domain/errorReporting';

type Capture = (error: unknown) => void;
type LoadSdk = () => Promise<{ startSentry: (config: ClientErrorReporting) => Capture }>;

let capture: Capture | null = null;
/** Errors met while the SDK loads; null when reporting is off (or on and loaded). */
let early: unknown[] | null = null;

/** Reports an error caught by the app itself (a saga that died); nothing when reporting is off. */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else early?.push(error);
}

/**
 * Reads the server's settings and, when there is a DSN, loads and starts the SDK; null (and no
 * import at all) otherwise. `load` is for tests.
 */
export function startErrorReporting(doc: Document = document, load: LoadSdk = () => import(/* webpackChunkName: "error-reporting" */ './sentryBrowser')): Promise<void> | null {
  const config = parseClientErrorReporting(doc.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute('content'));
  if (!config || capture) return null;
  early = [];
  const win = doc.defaultView;
  const onError = (event: ErrorEvent) => early?.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early?.push(event.reason);
  win?.addEventListener('error', onError);
  win?.addEventListener('unhandledrejection', onRejection);
  const stopListening = () => {
    // From here on the SDK's own global handlers catch them.
    win?.removeEventListener('error', onError);
    win?.removeEventListener('unhandledrejection', onRejection);
  };
  return load().then(
    ({ startSentry }) => {
      stopListening();
      capture = startSentry(config);
      const kept = early ?? [];
      early = null;
      for (const error of kept) capture(error);
    },
    () => {
      // The chunk did not load (offline, a new build): the app runs on without reporting.
      stopListening();
      early = null;
    },
  );
}

/** Back to "off" (tests). */
export function resetErrorReportingForTests(): void {
  capture = null;
  early = null;
}
