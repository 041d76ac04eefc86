/**
 * JSON (application/json, application/ld+json, application/merge-patch+json) and multipart
 * uploads (read by server/services/uploads.ts only, one file, its size limited per kind there):
 * anything else is a 415. An empty body (a DELETE sent with a JSON content type) is no body rather than an error.
 */
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../services/uploads';

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
    // The stream is read by the route (receiveUpload), never parsed into request.body.
    await app.register(multipart, {
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
  },
  { name: 'bodyParsers' },
);
