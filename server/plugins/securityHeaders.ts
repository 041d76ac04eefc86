/**
 * Response headers of every answer: helmet's (a strict Content-Security-Policy for the SPA)
 * and the Link to the Hydra documentation, absolute as API Platform sends it.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { docsLink } from '../hydra/docs';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('Link', docsLink(request));
      return payload;
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
    });
  },
  { name: 'securityHeaders' },
);
