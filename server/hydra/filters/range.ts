/** RangeFilter: `prop[gt|gte|lt|lte]=n`, `prop[between]=a..b` (decimal with a dot or a comma). */
import { badFilter } from '../errors';
import type { Params } from '../sql';
import { own, type FilterKind } from './kind';

/** property → numeric SQL expression. */
export type RangeFilters = Record<string, string>;

const OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** A decimal number, with a dot or a comma ("12,5"): at most 15 digits before the separator and 6 after. */
export function parseNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?\d{1,15}([.,]\d{1,6})?$/.test(v)) return null;
  return Number(v.replace(',', '.'));
}

const INT4 = 2_147_483_647;

/**
 * The placeholder of a bound: a 32-bit integer is bound untyped (PostgreSQL takes the column's
 * type, so an integer column keeps its index), anything else as numeric (12.5 or 10^12 against an
 * integer column is a comparison, not an "invalid input syntax for type integer").
 */
function bound(params: Params, n: number): string {
  return Number.isInteger(n) && Math.abs(n) <= INT4 ? params.add(n) : `${params.add(String(n))}::numeric`;
}

export const rangeFilter: FilterKind<RangeFilters> = {
  name: 'range',
  precedence: 30,
  variables(decls) {
    return Object.keys(decls).flatMap((property) =>
      ['between', 'gt', 'gte', 'lt', 'lte'].map((op) => ({ variable: `${property}[${op}]`, property })),
    );
  },
  start(decls, { conditions, params }) {
    return {
      take(key, raw) {
        const m = /^(.+)\[(gt|gte|lt|lte|between)\]$/.exec(key);
        const sql = m && own(decls, m[1]);
        if (!m || !sql) return false;
        const op = m[2];
        if (op === 'between') {
          const parts = raw.split('..');
          const lo = parts.length === 2 ? parseNumber(parts[0]) : null;
          const hi = parts.length === 2 ? parseNumber(parts[1]) : null;
          if (lo === null || hi === null) throw badFilter('api.filter.invalidBetween', { param: key, value: raw });
          conditions.push(`${sql} BETWEEN ${bound(params, lo)} AND ${bound(params, hi)}`);
        } else {
          const n = parseNumber(raw);
          if (n === null) throw badFilter('api.filter.invalidNumber', { param: key, value: raw });
          conditions.push(`${sql} ${OPS[op as keyof typeof OPS]} ${bound(params, n)}`);
        }
        return true;
      },
    };
  },
};
