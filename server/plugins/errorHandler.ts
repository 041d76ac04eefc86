/**
 * Every error as JSON-LD: 422 ConstraintViolationList for violations, hydra:Error otherwise,
 * translated (`api.*` ids) in the caller's language; a 500 is logged and says nothing more.
 */
import fp from 'fastify-plugin';
import { ApiError, hydraErrorBody, ValidationError, violationListBody } from '../hydra/errors';
import { JSONLD } from '../hydra/handlers';
import { t } from '../i18n';

export default fp(
  async (app) => {
    app.setErrorHandler((err, request, reply) => {
      const locale = request.locale ?? 'fr';
      if (err instanceof ValidationError) {
        return reply.code(422).type(JSONLD).send(violationListBody(locale, err.violations));
      }
      if (err instanceof ApiError) {
        reply.headers(err.headers);
        return reply.code(err.status).type(JSONLD).send(hydraErrorBody(locale, t(locale, err.key, err.params)));
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
      } else if (status < 500) {
        description = e.message ?? '';
      } else {
        request.log.error(err);
        description = t(locale, 'api.error.internal');
      }
      return reply.code(status).type(JSONLD).send(hydraErrorBody(locale, description));
    });
  },
  { name: 'errorHandler' },
);
