/** ExistsFilter: `exists[prop]=true|false` tests IS NOT NULL / IS NULL. */
import { badFilter } from '../errors';
import { own, parseBoolean, type FilterKind } from './kind';

/** property → SQL expression. */
export type ExistsFilters = Record<string, string>;

export const existsFilter: FilterKind<ExistsFilters> = {
  name: 'exists',
  precedence: 20,
  variables(decls) {
    return Object.keys(decls).map((property) => ({ variable: `exists[${property}]`, property }));
  },
  start(decls, { conditions }) {
    return {
      take(key, raw) {
        const m = /^exists\[(.+)\]$/.exec(key);
        if (!m) return false;
        // An exists[…] key of an undeclared property is ignored, like any unknown parameter.
        const sql = own(decls, m[1]);
        if (!sql) return true;
        const b = parseBoolean(raw);
        if (b === null) throw badFilter('api.filter.invalidBoolean', { param: key, value: raw });
        conditions.push(`${sql} IS ${b ? 'NOT NULL' : 'NULL'}`);
        return true;
      },
    };
  },
};
