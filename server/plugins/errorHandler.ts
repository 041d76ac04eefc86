/**
 * Every error as JSON-LD: 422 ConstraintViolationList for violations, hydra:Error otherwise,
 * translated (`api.*` ids) in the caller's language; a 500 is logged, reported (error reporting,
 * when configured) and says nothing more.
 */
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/pool';
import type { ErrorReporter } from '../services/errorReporting';
import { ApiError, hydraErrorBody, ValidationError, violationListBody } from '../hydra/errors';
import { JSONLD } from '../hydra/serialization';
import { t } from '../i18n';

/**
 * A PostgreSQL data error (SQLSTATE class 22: invalid text, out-of-range value…, and 54000:
 * a value too big to process): input that got past the boundary checks. A 400, logged so
 * the missing check gets added.
 */
export function isDatabaseDataError(err: unknown): boolean {
  const e = err as { code?: unknown; severity?: unknown };
  return typeof e?.code === 'string' && typeof e.severity === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '54000');
}

export default fp<{ errorReporter?: ErrorReporter | null }>(
  async (app, { errorReporter }) => {
    app.setErrorHandler((err, request, reply) => {
      const locale = request.locale ?? 'fr';
      if (err instanceof ValidationError) {
        return reply
          .code(err.options.status ?? 422)
          .type(JSONLD)
          .send(violationListBody(locale, err.violations, err.options.descriptionKey));
      }
      if (err instanceof ApiError) {
        reply.headers(err.headers);
        return reply.code(err.status).type(JSONLD).send(hydraErrorBody(locale, t(locale, err.key, err.params)));
      }
      if (isDatabaseUnavailable(err)) {
        // PostgreSQL down, restarting or unreachable: the pool reconnects by itself, try again soon.
        request.log.warn({ err }, 'database unavailable: answered 503');
        reply.header('Retry-After', '5');
        return reply.code(503).type(JSONLD).send(hydraErrorBody(locale, t(locale, 'api.error.unavailable')));
      }
      const e = err as { code?: string; statusCode?: number; message?: string };
      let status = e.statusCode && e.statusCode >= 400 ? e.statusCode : 500;
      let description: string;
      if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        status = 415;
        description = t(locale, 'api.error.unsupportedMediaType');
      } else if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
        status = 400;
        description = t(locale, 'api.error.badJson');
      } else if (isDatabaseDataError(err)) {
        request.log.warn({ err }, 'database data error answered 400 (an input check is missing)');
        status = 400;
        description = t(locale, 'api.error.badInput');
      } else if (status < 500) {
        description = e.message ?? '';
      } else {
        request.log.error(err);
        // The one place an unexpected error is known as such: reported (when a DSN is set) here only.
        errorReporter?.capture(err, request);
        description = t(locale, 'api.error.internal');
      }
      return reply.code(status).type(JSONLD).send(hydraErrorBody(locale, description));
    });
  },
  { name: 'errorHandler' },
);
