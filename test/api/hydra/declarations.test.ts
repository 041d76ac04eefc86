/** The resource declarations: the resource is the one source of its property names. */
import { loadResources } from '@server/app';
import { strayPropertyNames } from '@server/hydra/resource';
import { client, createTestContext } from '../../support/apiApp';
import { allResources } from '../../support/resources';

const RESOURCES = allResources();

it('collects every resource of server/resources, and the documentation describes each', async () => {
  expect(RESOURCES.map((r) => r.type)).toEqual(expect.arrayContaining(['LayoutType', 'Show', 'Stand']));
  expect((await loadResources()).map((r) => r.type)).toEqual(RESOURCES.map((r) => r.type));
  const ctx = await createTestContext();
  try {
    const doc = (await client(ctx.app).get('/backend/docs.jsonld')).body;
    const classes = doc['hydra:supportedClass'].map((c: { '@id': string }) => c['@id']);
    for (const r of RESOURCES) expect(classes).toContain(`#${r.type}`);
  } finally {
    await ctx.close();
  }
});

describe.each(RESOURCES.map((r) => [r.type, r] as const))('%s', (_type, resource) => {
  it('orders and exports readable fields only', () => {
    expect(strayPropertyNames(resource)).toEqual([]);
    for (const property of [...Object.keys(resource.filters?.order ?? {}), ...Object.keys(resource.export?.columns ?? {})]) {
      expect(resource.fields[property]?.read).toBeDefined();
    }
  });
});

it('refuses a declaration that orders or exports a property it does not read', () => {
  expect(() => strayPropertyNames({ fields: { name: { read: { sql: 't.name', type: 'string' } } }, filters: { order: { name: 't.name', nope: 't.x' } } })).not.toThrow();
  expect(strayPropertyNames({ fields: { name: { read: { sql: 't.name', type: 'string' } } }, filters: { order: { name: 't.name', nope: 't.x' } } })).toEqual(['order[nope]']);
});
