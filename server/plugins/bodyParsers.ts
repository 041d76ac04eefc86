/**
 * JSON only (application/json, application/ld+json, application/merge-patch+json): anything
 * else is a 415. An empty body (a DELETE sent with a JSON content type) is no body rather than an error.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.removeContentTypeParser(['text/plain', 'application/json']);
    const jsonParser = app.getDefaultJsonParser('error', 'ignore');
    app.addContentTypeParser(
      ['application/json', 'application/ld+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        jsonParser(request, text, done);
      },
    );
  },
  { name: 'bodyParsers' },
);
