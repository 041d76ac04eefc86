/** OrderFilter: `order[prop]=asc|desc`, several in a row; ties broken by id. */
import { badFilter } from '../errors';
import { own, type FilterKind, type OrderEntry } from './kind';

/** property → SQL expression. */
export type OrderFilters = Record<string, string>;

export const orderFilter: FilterKind<OrderFilters> = {
  name: 'order',
  precedence: 10,
  variables(decls) {
    return Object.keys(decls).map((property) => ({ variable: `order[${property}]`, property }));
  },
  start(decls, { order }) {
    return {
      take(key, raw) {
        const m = /^order\[(.+)\]$/.exec(key);
        if (!m) return false;
        const property = m[1];
        // An order[…] key of an undeclared property is ignored, like any unknown parameter.
        const sql = own(decls, property);
        if (!sql) return true;
        const dir = raw.trim().toLowerCase();
        if (dir !== 'asc' && dir !== 'desc') throw badFilter('api.filter.invalidDirection', { param: key, value: raw });
        const existing = order.findIndex((o) => o.property === property);
        if (existing >= 0) order.splice(existing, 1);
        order.push({ property, dir, sql });
        return true;
      },
    };
  },
};

/**
 * The ORDER BY of a collection: the order[…] asked for, else the declared
 * default; always ending on id, in the direction of the last sort so that one
 * (…, sort column, id) index serves both directions.
 */
/** What the ORDER BY needs of a resource (written here: the resource module imports the filter kinds). */
export interface Orderable {
  type: string;
  fields: Record<string, { read?: { sql: string } }>;
  filters?: { order?: OrderFilters };
  defaultOrder?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
}

export function orderBy(resource: Orderable, order: OrderEntry[]): string[] {
  const decls = resource.filters?.order ?? {};
  if (order.length === 0) {
    const out = (resource.defaultOrder ?? [['id', 'asc']]).map(([property, dir]) => {
      const sql = property === 'id' ? 't.id' : own(decls, property) ?? resource.fields[property]?.read?.sql;
      if (!sql) throw new Error(`${resource.type}: default order on unknown property ${property}`);
      return `${sql} ${dir.toUpperCase()}`;
    });
    const last = resource.defaultOrder?.[resource.defaultOrder.length - 1];
    if (!last || last[0] !== 'id') out.push(`t.id ${(last?.[1] ?? 'asc').toUpperCase()}`);
    return out;
  }
  const out = order.map(({ dir, sql }) => `${sql} ${dir.toUpperCase()}`);
  const { property: lastProperty, dir: lastDir } = order[order.length - 1];
  if (lastProperty !== 'id' && own(decls, lastProperty) !== 't.id') out.push(`t.id ${lastDir.toUpperCase()}`);
  return out;
}
