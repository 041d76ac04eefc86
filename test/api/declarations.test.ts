/** The resource declarations: the resource is the one source of its property names. */
import { strayPropertyNames, type Resource } from '@server/hydra/resource';
import { layoutTypes } from '@server/resources/layoutTypes';
import { shows } from '@server/resources/shows';
import { stands } from '@server/resources/stands';

const RESOURCES: Resource[] = [layoutTypes, shows, stands];

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
