/**
 * The SPA's list screens against the server's declarations: every column a list
 * sorts by is an order filter of its resource, every column it exports a CSV
 * column of that resource's export, at the export's address. A property renamed
 * on one side fails here, not in front of a user.
 */
import { FEATURES } from '@/app/features';
import { resourcePath, type EntityType } from '@/entities/entityTypes';
import { loadResources } from '@server/app';
import type { Resource } from '@server/hydra/resource';

const lists = FEATURES.flatMap((feature) => feature.lists ?? []);
let byPath: Map<string, Resource>;

beforeAll(async () => {
  byPath = new Map((await loadResources()).map((resource) => [`/${resource.path}`, resource]));
});

describe('list definitions', () => {
  it('exist (the stand list, the layout types, the shows and the others the features declare)', () => {
    expect(lists.map((list) => list.id)).toEqual(expect.arrayContaining(['layoutTypes', 'shows', 'stands']));
  });

  it.each(lists.map((list) => [list.id, list] as const))('%s sorts only by order filters of its resource', (_id, list) => {
    const resource = byPath.get(resourcePath(list.resource as EntityType));
    expect(resource).toBeDefined();
    const order = Object.keys(resource!.filters?.order ?? {});
    expect(list.sortable.filter((field) => !order.includes(field))).toEqual([]);
    expect(order).toContain(list.defaultSort.field);
  });

  it.each(lists.filter((list) => list.csvExport).map((list) => [list.id, list] as const))(
    '%s exports only CSV columns of its resource, at its address',
    (_id, list) => {
      const resource = byPath.get(resourcePath(list.resource as EntityType))!;
      expect(list.csvExport!.path).toBe(`/${resource.path}.csv`);
      expect(list.csvExport!.permission).toBe(resource.export?.permission);
      const columns = Object.keys(resource.export?.columns ?? {});
      expect(list.csvExport!.properties.filter((property) => !columns.includes(property))).toEqual([]);
    },
  );
});
