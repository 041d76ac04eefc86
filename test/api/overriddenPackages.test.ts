/**
 * The packages pinned below their newest major by package.json `overrides` (their newest want
 * Node ≥ 22, see test/unit/engines.test.ts) still do their jobs: content-disposition in
 * @fastify/static's downloads, cookie in light-my-request (Fastify's inject).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

describe('overridden packages', () => {
  const app = Fastify();
  app.register(fastifyStatic, { root: path.join(__dirname, '..', '..') });
  app.get('/download', (_request, reply) => reply.download('package.json', 'plans été.json'));
  app.get('/cookies', (request, reply) => reply.send(request.headers.cookie ?? ''));
  afterAll(() => app.close());

  it('@fastify/static names a download, non-ASCII included (content-disposition)', async () => {
    const res = await app.inject({ method: 'GET', url: '/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="plans ?t?.json"; filename*=UTF-8''plans%20%C3%A9t%C3%A9.json`);
    expect(JSON.parse(res.body).name).toBe('stand-plans');
  });

  it('inject sends cookies (cookie)', async () => {
    const res = await app.inject({ method: 'GET', url: '/cookies', cookies: { a: '1', b: 'x y' } });
    expect(res.body).toBe('a=1; b=x%20y');
  });
});
