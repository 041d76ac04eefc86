/**
 * The built SPA (dist/) and what answers an unknown address: under /backend a hydra:Error
 * 404; a page address (GET/HEAD without an extension, or asking for HTML) the SPA's
 * index.html (history fallback), or a 503 page when the SPA is not built; anything else a
 * plain 404. Assets are sent precompressed (.br/.gz beside each, from the build) with
 * long caching for hashed names. With error reporting configured, index.html carries the SPA's
 * settings in a `<meta>` (read from disk on each request: a rebuild under a running server shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_REPORTING_META, type ClientErrorReporting } from '@/domain/errorReporting';
import { hydraErrorBody } from '../hydra/errors';
import { JSONLD } from '../hydra/serialization';
import { API_PREFIX } from '../hydra/resource';
import { t } from '../i18n';

/** index.html with the SPA's settings in a `<meta>` (an attribute, not a script: the CSP allows no inline script). */
export function withClientErrorReporting(html: string, reporting: ClientErrorReporting): string {
  const content = JSON.stringify(reporting).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const meta = `<meta name="${ERROR_REPORTING_META}" content="${content}">`;
  return html.includes('</head>') ? html.replace('</head>', () => `${meta}</head>`) : `${meta}${html}`;
}

export default fp<{ distDir: string | null; errorReporting?: ClientErrorReporting | null }>(
  async (app, { distDir, errorReporting }) => {
    const indexHtml = distDir ? path.join(distDir, 'index.html') : null;
    const spaBuilt = Boolean(indexHtml && fs.existsSync(indexHtml));
    const sendIndex = async (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      if (!errorReporting || !indexHtml) return reply.sendFile('index.html');
      const html = await fs.promises.readFile(indexHtml, 'utf8');
      return reply.type('text/html; charset=utf-8').send(withClientErrorReporting(html, errorReporting));
    };

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)) {
        return reply
          .code(404)
          .type(JSONLD)
          .send(hydraErrorBody(request.locale, t(request.locale, 'api.error.routeNotFound', { method: request.method, url: url.split('?')[0] })));
      }
      const lastSegment = url.split('?')[0].split('/').pop() ?? '';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        (!lastSegment.includes('.') || String(request.headers.accept ?? '').includes('text/html'));
      if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      if (!spaBuilt) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><meta charset="utf-8"><title>SPA not built</title><p>SPA not built, run <code>npm run build</code>. The API is served under <a href="/backend">/backend</a>.</p>');
      }
      return sendIndex(reply);
    });

    if (spaBuilt && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        // The build writes .br and .gz beside each text asset (webpack/precompress-plugin.cjs):
        // sent as they are, with Content-Encoding, to clients that accept them.
        preCompressed: true,
        setHeaders(res, filePath) {
          if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header('Cache-Control', 'no-cache');
          else if (/[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/.test(filePath)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
      app.get('/', (_request, reply) => sendIndex(reply));
    }
  },
  { name: 'spaFallback', dependencies: ['requestContext'] },
);
