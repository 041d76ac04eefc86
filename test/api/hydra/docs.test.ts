import { buildApp } from '@server/app';
import { publicUrlFrom } from '@server/config';
import { client, createTestContext, TEST_JWT_SECRET, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor } from '../../support/apiBuilders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

// The configured public origin (buildApp's default without one), never the Host header.
const LINK = '<http://localhost/backend/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"';

type Klass = { '@id': string; 'hydra:supportedProperty': Array<{ 'hydra:title': string; 'hydra:property': Record<string, unknown> }> };

describe('GET /backend/docs.jsonld', () => {
  it('is public and lists every resource as a hydra:Class with its properties and operations', async () => {
    const res = await client(ctx.app).get('/backend/docs.jsonld');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const doc = res.body;
    expect(doc).toMatchObject({ '@id': '/backend/docs.jsonld', '@type': 'hydra:ApiDocumentation', 'hydra:entrypoint': '/backend' });
    expect(doc['@context'].hydra).toBe('http://www.w3.org/ns/hydra/core#');
    const classes: Klass[] = doc['hydra:supportedClass'];
    const byId = Object.fromEntries(classes.map((c) => [c['@id'], c]));
    for (const type of ['#LayoutType', '#Show', '#Stand', '#Entrypoint', '#ConstraintViolationList']) expect(byId[type]).toBeDefined();
    const layoutProps = byId['#LayoutType']['hydra:supportedProperty'];
    expect(layoutProps.map((p) => p['hydra:title'])).toEqual(['label', 'color']);
    expect(layoutProps[0]).toMatchObject({ 'hydra:required': true, 'hydra:readable': true, 'hydra:writeable': true });
    const standProps = byId['#Stand']['hydra:supportedProperty'];
    expect(standProps.find((p) => p['hydra:title'] === 'show')?.['hydra:property']).toMatchObject({ '@type': 'hydra:Link', range: '#Show' });
    const methods = (byId['#Stand'] as unknown as { 'hydra:supportedOperation': Array<{ 'hydra:method': string }> })['hydra:supportedOperation'].map((o) => o['hydra:method']);
    expect(methods).toEqual(['GET', 'PATCH', 'DELETE']);
  });

  it('documents the message contract of part 1 §3/§7: what a stand message, a message and a message media accept and carry', async () => {
    const classes: Klass[] = (await client(ctx.app).get('/backend/docs.jsonld')).body['hydra:supportedClass'];
    type Prop = { 'hydra:title': string; 'hydra:writeable': boolean; 'hydra:readable': boolean; 'hydra:required': boolean };
    const props = (type: string) =>
      Object.fromEntries(
        (classes.find((c) => c['@id'] === type)!['hydra:supportedProperty'] as unknown as Prop[]).map((p) => [
          p['hydra:title'],
          { readable: p['hydra:readable'], writeable: p['hydra:writeable'], required: p['hydra:required'] },
        ]),
      );
    const standMessage = props('#StandMessage');
    expect(standMessage).toMatchObject({
      stand: { writeable: true, required: true },
      message: { readable: true, writeable: true, required: true },
      newStandStatus: { readable: true, writeable: true, required: false },
      confirmationLastName: { writeable: true },
      confirmationWasteDisposal: { writeable: true },
    });
    expect(props('#Message')).toMatchObject({ content: { writeable: true }, attachments: { writeable: true }, createdBy: { writeable: false }, createdByStandRole: { readable: true } });
    expect(props('#MessageMedia')).toMatchObject({
      file: { readable: false, writeable: true, required: true },
      mediaFileName: { readable: true },
      objectUrl: { readable: true },
      enabled: { writeable: true },
    });
  });

  it('describes the collections on the entrypoint, with their filters as hydra:search', async () => {
    const doc = (await client(ctx.app).get('/backend/docs.jsonld')).body;
    const entrypoint = doc['hydra:supportedClass'].find((c: Klass) => c['@id'] === '#Entrypoint');
    const stands = entrypoint['hydra:supportedProperty'].find((p: { 'hydra:property': { '@id': string } }) => p['hydra:property']['@id'] === '#Entrypoint/stand');
    const [get] = stands['hydra:property']['hydra:supportedOperation'];
    const variables = get['hydra:search']['hydra:mapping'].map((m: { variable: string }) => m.variable);
    expect(variables).toEqual(expect.arrayContaining([
      'show', 'show[]', 'status[]', 'id[]', 'surface[gte]', 'surface[between]', 'updatedAt[after]', 'exists[standSecurityInstruction]',
      'unSeen', 'treated', 'nbInProgressReports[gt]', 'order[name]', 'order[surface]', 'search',
    ]));
    const layoutTypes = entrypoint['hydra:supportedProperty'].find((p: { 'hydra:property': { '@id': string } }) => p['hydra:property']['@id'] === '#Entrypoint/layoutType');
    expect(layoutTypes['hydra:property']['hydra:supportedOperation'].map((o: { 'hydra:method': string }) => o['hydra:method'])).toEqual(['GET', 'POST']);
    // A declared action (server/hydra/processors.ts) is documented with its URL template.
    const standOperations = stands['hydra:property']['hydra:supportedOperation'];
    expect(standOperations).toContainEqual(expect.objectContaining({ 'hydra:method': 'POST', 'hydra:template': '/backend/stands/bulk' }));
  });

  it('documents an item action with its template', async () => {
    const doc = (await client(ctx.app).get('/backend/docs.jsonld')).body;
    const show = doc['hydra:supportedClass'].find((c: Klass) => c['@id'] === '#Show');
    const operations = (show as unknown as { 'hydra:supportedOperation': Array<Record<string, unknown>> })['hydra:supportedOperation'];
    expect(operations).toContainEqual(expect.objectContaining({ 'hydra:method': 'POST', 'hydra:template': '/backend/shows/{id}/sync' }));
  });

  it('serves the entrypoint and the JSON-LD contexts', async () => {
    const entry = (await client(ctx.app).get('/backend')).body;
    expect(entry).toMatchObject({ '@id': '/backend', '@type': 'Entrypoint', layoutType: '/backend/layout_types', show: '/backend/shows', stand: '/backend/stands' });
    const context = (await client(ctx.app).get('/backend/contexts/Stand')).body;
    expect(context['@context'].show).toEqual({ '@id': 'Stand/show', '@type': '@id' });
    expect((await client(ctx.app).get('/backend/contexts/Nope')).status).toBe(404);
  });
});

describe('Link header and errors', () => {
  it('every response carries the Link to the documentation, errors included', async () => {
    const token = await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN }));
    const responses = [
      await client(ctx.app, token).get('/backend/stands'),
      await client(ctx.app, token).get('/backend/stands/123456'),
      await client(ctx.app).get('/backend/stands'),
      await client(ctx.app).get('/backend/docs.jsonld'),
      await client(ctx.app, token).get('/backend/no_such_thing'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 404, 401, 200, 404]);
    for (const r of responses) expect(r.headers.link).toBe(LINK);
  });

  it('answers unknown API routes with a hydra:Error 404', async () => {
    const res = await client(ctx.app, undefined, { 'x-locale': 'en' }).get('/backend/no_such_thing?x=1');
    expect(res.body).toEqual({
      '@context': '/backend/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'No route matches GET /backend/no_such_thing.',
    });
  });
});

describe('public origin: the Host header is never reflected', () => {
  const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('keeps the Link header, @vocab and the contexts on the configured origin whatever Host says', async () => {
    const api = client(ctx.app, undefined, evil);
    for (const path of ['/backend/docs.jsonld', '/backend/contexts/Stand', '/backend/stands', '/backend']) {
      const res = await api.get(path);
      expect(res.headers.link).toBe(LINK);
      expect(res.text).not.toContain('evil.example');
    }
    expect((await api.get('/backend/docs.jsonld')).body['@context']['@vocab']).toBe('http://localhost/backend/docs.jsonld#');
    expect((await api.get('/backend/contexts/Stand')).body['@context']['@vocab']).toBe('http://localhost/backend/docs.jsonld#');
  });

  it('uses PUBLIC_URL when configured (its origin), behind a proxy too', async () => {
    const app = await buildApp({
      pool: ctx.pool,
      config: { jwtSecret: TEST_JWT_SECRET, filesDir: '/nonexistent', distDir: null, trustProxy: true, publicUrl: 'https://plans.example.com/app/' },
    });
    try {
      const res = await client(app, undefined, evil).get('/backend/docs.jsonld');
      expect(res.headers.link).toBe('<https://plans.example.com/backend/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"');
      expect(res.body['@context']['@vocab']).toBe('https://plans.example.com/backend/docs.jsonld#');
    } finally {
      await app.close();
    }
  });

  it('reads PUBLIC_URL from the environment, http://localhost:PORT by default, http(s) only', () => {
    expect(publicUrlFrom(undefined, 8080)).toBe('http://localhost:8080');
    expect(publicUrlFrom('https://plans.example.com/', 8080)).toBe('https://plans.example.com');
    expect(() => publicUrlFrom('javascript:alert(1)', 8080)).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlFrom('plans.example.com', 8080)).toThrow(/PUBLIC_URL/);
  });
});

describe('source maps', () => {
  it('are not emitted by the production build (the full source stays private)', async () => {
    const { default: config } = await import('../../../webpack.config');
    expect(config(undefined, { mode: 'production' }).devtool).toBe(false);
  });
});
