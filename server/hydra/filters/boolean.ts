/** BooleanFilter: `prop=true|false|1|0`. */
import { badFilter } from '../errors';
import { own, parseBoolean, type FilterKind } from './kind';

/** property → boolean SQL expression. */
export type BooleanFilters = Record<string, string>;

export const booleanFilter: FilterKind<BooleanFilters> = {
  name: 'boolean',
  precedence: 60,
  variables(decls) {
    return Object.keys(decls).map((property) => ({ variable: property, property }));
  },
  start(decls, { conditions }) {
    return {
      take(key, raw) {
        const sql = own(decls, key);
        if (!sql) return false;
        const b = parseBoolean(raw);
        if (b === null) throw badFilter('api.filter.invalidBoolean', { param: key, value: raw });
        conditions.push(b ? sql : `NOT ${sql}`);
        return true;
      },
    };
  },
};
