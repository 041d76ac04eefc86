/** SearchFilter: `prop=v` (exact: also `prop[]=a&prop[]=b`; partial/start/end: ILIKE). */
import { badFilter } from '../errors';
import { escapeLike, MAX_INT } from '../sql';
import { own, type FilterKind } from './kind';

export interface SearchFilterDecl {
  /** exact: `= ANY(values)` (one value or `prop[]=a&prop[]=b`); partial/start/end: ILIKE. */
  strategy: 'exact' | 'partial' | 'start' | 'end';
  sql: string;
  type?: 'integer' | 'string';
  /** Accept IRIs of this collection as well as bare ids. */
  iri?: string;
  /** Allowed values (anything else is a 400). */
  choices?: readonly string[];
  /** Maps a validated value to what is compared in SQL (with `sqlType`), e.g. a status to its rank. */
  toSql?: (value: string) => string | number;
  sqlType?: 'int' | 'text';
  /** Custom condition for exact matches, given the placeholder of the values array. */
  where?: (valuesParam: string) => string;
}

export type SearchFilters = Record<string, SearchFilterDecl>;

export const LIKE_PATTERNS = {
  partial: (v: string) => `%${escapeLike(v)}%`,
  start: (v: string) => `${escapeLike(v)}%`,
  end: (v: string) => `%${escapeLike(v)}`,
};

function searchValue(param: string, raw: string, decl: SearchFilterDecl): string | number {
  if (decl.type === 'integer') {
    let v = raw.trim();
    if (decl.iri && v.startsWith(`${decl.iri}/`)) v = v.slice(decl.iri.length + 1);
    if (!/^\d{1,10}$/.test(v) || Number(v) > MAX_INT) {
      throw badFilter(decl.iri ? 'api.filter.invalidIri' : 'api.filter.invalidInteger', { param, value: raw });
    }
    return Number(v);
  }
  if (decl.choices && !decl.choices.includes(raw)) {
    throw badFilter('api.filter.invalidChoice', { param, value: raw, choices: decl.choices.join(', ') });
  }
  return decl.toSql ? decl.toSql(raw) : raw;
}

export const searchFilter: FilterKind<SearchFilters> = {
  name: 'search',
  precedence: 50,
  variables(decls) {
    const out = [];
    for (const [property, decl] of Object.entries(decls)) {
      out.push({ variable: property, property });
      if (decl.strategy === 'exact') out.push({ variable: `${property}[]`, property });
    }
    return out;
  },
  start(decls, { conditions, params }) {
    // Exact values are gathered over the whole query string: `show=1&show[]=2` is one IN.
    const exact = new Map<string, Array<string | number>>();
    return {
      take(key, raw) {
        const property = key.endsWith('[]') ? key.slice(0, -2) : key;
        const decl = own(decls, property);
        if (!decl) return false;
        if (decl.strategy === 'exact') {
          const list = exact.get(property) ?? [];
          list.push(searchValue(key, raw, decl));
          exact.set(property, list);
        } else if (raw !== '') {
          conditions.push(`${decl.sql} ILIKE ${params.add(LIKE_PATTERNS[decl.strategy](raw))}`);
        }
        return true;
      },
      finish() {
        for (const [property, values] of exact) {
          const decl = decls[property];
          const sqlType = decl.sqlType ?? (decl.type === 'integer' ? 'int' : 'text');
          if (values.length === 1 && !decl.where) {
            // A scalar equality lets the planner walk a (column, sort column, id) index in order.
            conditions.push(`${decl.sql} = ${params.add(values[0])}::${sqlType}`);
            continue;
          }
          const placeholder = `${params.add(values)}::${sqlType}[]`;
          conditions.push(decl.where ? decl.where(placeholder) : `${decl.sql} = ANY(${placeholder})`);
        }
      },
    };
  },
};
