/**
 * Response headers of every answer: helmet's (a strict Content-Security-Policy for the SPA)
 * and the Link to the Hydra documentation, absolute as API Platform sends it, on the configured
 * public origin (`publicUrl`, never the Host header).
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { docsLink, originResolver } from '../hydra/docs';

export default fp(
  async (app, options: { publicUrl?: string | (() => string); reportingDsn?: string }) => {
    const origin = originResolver(options.publicUrl);
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Link', docsLink(origin()));
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
          // The SPA's error reports go to the DSN's host (error reporting, when configured).
          connectSrc: ["'self'", ...(options.reportingDsn ? [new URL(options.reportingDsn).origin] : [])],
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
