/** DateFilter: `prop[after|before|strictly_after|strictly_before]=date` (UTC without an offset). */
import { badFilter } from '../errors';
import { own, type FilterKind } from './kind';

/** property → timestamptz SQL expression. */
export type DateFilters = Record<string, string>;

const OPS = { after: '>=', before: '<=', strictly_after: '>', strictly_before: '<' } as const;

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' or ISO 8601. Without an offset the time
 * is UTC (the API's dates are UTC). Returns an ISO string, or null.
 */
export function parseDate(value: string): string | null {
  const v = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(v);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m;
  if (zone && m[4] === undefined) return null;
  const offset = !zone || zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject overflowing values (2027-02-31) that Date would roll over.
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  // Years 1–9999 once in UTC (what PostgreSQL and ISO 8601 without a sign accept): 0000-01-01
  // or 9999-12-31T23:00-05:00 are refused, not handed to the database.
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return date.toISOString();
}

export const dateFilter: FilterKind<DateFilters> = {
  name: 'date',
  precedence: 40,
  variables(decls) {
    return Object.keys(decls).flatMap((property) =>
      ['before', 'strictly_before', 'after', 'strictly_after'].map((op) => ({ variable: `${property}[${op}]`, property })),
    );
  },
  start(decls, { conditions, params }) {
    return {
      take(key, raw) {
        const m = /^(.+)\[(after|before|strictly_after|strictly_before)\]$/.exec(key);
        const sql = m && own(decls, m[1]);
        if (!m || !sql) return false;
        const iso = parseDate(raw);
        if (iso === null) throw badFilter('api.filter.invalidDate', { param: key, value: raw });
        conditions.push(`${sql} ${OPS[m[2] as keyof typeof OPS]} ${params.add(iso)}::timestamptz`);
        return true;
      },
    };
  },
};
