/** RangeFilter: `prop[gt|gte|lt|lte]=n`, `prop[between]=a..b` (decimal with a dot or a comma). */
import { badFilter } from '../errors';
import { own, type FilterKind } from './kind';

/** property → numeric SQL expression. */
export type RangeFilters = Record<string, string>;

const OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** A decimal number, with a dot or a comma ("12,5"). */
export function parseNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(v)) return null;
  return Number(v.replace(',', '.'));
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
          conditions.push(`${sql} BETWEEN ${params.add(lo)} AND ${params.add(hi)}`);
        } else {
          const n = parseNumber(raw);
          if (n === null) throw badFilter('api.filter.invalidNumber', { param: key, value: raw });
          conditions.push(`${sql} ${OPS[op as keyof typeof OPS]} ${params.add(n)}`);
        }
        return true;
      },
    };
  },
};
