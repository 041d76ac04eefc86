/**
 * The Sentry SDK of the SPA, loaded only when the server configured a DSN (./index.ts). Errors
 * only (no tracing, no replay), the spec's sampling, and every event and breadcrumb scrubbed
 * of tokens, passwords and e-mail addresses before it leaves (`src/domain/errorReportScrub.ts`).
 */
import { captureException, init } from '@sentry/react';
import { scrubErrorReport } from '@/domain/errorReportScrub';
import { ERROR_REPORT_DATA_COLLECTION, errorSampleRate, type ClientErrorReporting } from '@/domain/errorReporting';

export function startSentry(config: ClientErrorReporting): (error: unknown) => void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    sampleRate: errorSampleRate(config.environment),
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
  return (error) => {
    captureException(error);
  };
}
