import type { FilterDecls, Resource, SearchFilterDecl } from './resource';
import { badFilter } from './errors';
import { escapeLike, fold, MAX_INT, Params } from './sql';

/** The query string as ordered pairs (brackets kept: `order[name]`, `show[]`). */
export function queryPairs(url: string): Array<[string, string]> {
  const q = url.indexOf('?');
  if (q < 0) return [];
  return [...new URLSearchParams(url.slice(q + 1)).entries()];
}

export interface Compiled {
  conditions: string[];
  orderBy: string[];
}

const RANGE_OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const DATE_OPS = { after: '>=', before: '<=', strictly_after: '>', strictly_before: '<' } as const;

/** true/false/1/0, else null. */
export function parseBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

/** A decimal number, with a dot or a comma ("12,5"). */
export function parseNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(v)) return null;
  return Number(v.replace(',', '.'));
}

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
  return date.toISOString();
}

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

const LIKE_PATTERNS = {
  partial: (v: string) => `%${escapeLike(v)}%`,
  start: (v: string) => `${escapeLike(v)}%`,
  end: (v: string) => `%${escapeLike(v)}`,
};

/**
 * Turns the API Platform filters of the query string into SQL conditions and
 * an ORDER BY, with every value bound as a parameter. Identifiers only come
 * from the declaration; unknown parameters are ignored; invalid values of
 * known filters are a 400 naming the parameter.
 */
export function compileFilters(resource: Resource, pairs: Array<[string, string]>, params: Params): Compiled {
  const filters: FilterDecls = resource.filters ?? {};
  const conditions: string[] = [];
  const order: Array<[string, 'asc' | 'desc', string]> = [];
  const searchValues = new Map<string, Array<string | number>>();

  for (const [key, raw] of pairs) {
    let m: RegExpExecArray | null;
    if ((m = /^order\[(.+)\]$/.exec(key))) {
      const property = m[1];
      const sql = filters.order?.[property];
      if (!sql) continue;
      const dir = raw.trim().toLowerCase();
      if (dir !== 'asc' && dir !== 'desc') throw badFilter('api.filter.invalidDirection', { param: key, value: raw });
      const existing = order.findIndex(([p]) => p === property);
      if (existing >= 0) order.splice(existing, 1);
      order.push([property, dir, sql]);
      continue;
    }
    if ((m = /^exists\[(.+)\]$/.exec(key))) {
      const sql = filters.exists?.[m[1]];
      if (!sql) continue;
      const b = parseBoolean(raw);
      if (b === null) throw badFilter('api.filter.invalidBoolean', { param: key, value: raw });
      conditions.push(`${sql} IS ${b ? 'NOT NULL' : 'NULL'}`);
      continue;
    }
    if ((m = /^(.+)\[(gt|gte|lt|lte|between)\]$/.exec(key)) && filters.range?.[m[1]]) {
      const sql = filters.range[m[1]];
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
        conditions.push(`${sql} ${RANGE_OPS[op as keyof typeof RANGE_OPS]} ${params.add(n)}`);
      }
      continue;
    }
    if ((m = /^(.+)\[(after|before|strictly_after|strictly_before)\]$/.exec(key)) && filters.date?.[m[1]]) {
      const sql = filters.date[m[1]];
      const iso = parseDate(raw);
      if (iso === null) throw badFilter('api.filter.invalidDate', { param: key, value: raw });
      conditions.push(`${sql} ${DATE_OPS[m[2] as keyof typeof DATE_OPS]} ${params.add(iso)}::timestamptz`);
      continue;
    }
    if (key === 'search' && filters.text) {
      const terms = fold(raw).split(/\s+/).filter(Boolean).slice(0, 10);
      for (const term of terms) conditions.push(`${filters.text.sql} LIKE ${params.add(LIKE_PATTERNS.partial(term))}`);
      continue;
    }
    const property = key.endsWith('[]') ? key.slice(0, -2) : key;
    const search = filters.search?.[property];
    if (search) {
      if (search.strategy === 'exact') {
        const list = searchValues.get(property) ?? [];
        list.push(searchValue(key, raw, search));
        searchValues.set(property, list);
      } else if (raw !== '') {
        conditions.push(`${search.sql} ILIKE ${params.add(LIKE_PATTERNS[search.strategy](raw))}`);
      }
      continue;
    }
    const bool = filters.boolean?.[key];
    if (bool) {
      const b = parseBoolean(raw);
      if (b === null) throw badFilter('api.filter.invalidBoolean', { param: key, value: raw });
      conditions.push(b ? bool : `NOT ${bool}`);
    }
  }

  for (const [property, values] of searchValues) {
    const decl = filters.search![property];
    const sqlType = decl.sqlType ?? (decl.type === 'integer' ? 'int' : 'text');
    if (values.length === 1 && !decl.where) {
      // A scalar equality lets the planner walk a (column, sort column, id) index in order.
      conditions.push(`${decl.sql} = ${params.add(values[0])}::${sqlType}`);
      continue;
    }
    const placeholder = `${params.add(values)}::${sqlType}[]`;
    conditions.push(decl.where ? decl.where(placeholder) : `${decl.sql} = ANY(${placeholder})`);
  }

  let orderBy: string[];
  if (order.length === 0) {
    orderBy = (resource.defaultOrder ?? [['id', 'asc']]).map(([property, dir]) => {
      const sql = property === 'id' ? 't.id' : filters.order?.[property] ?? resource.fields[property]?.read?.sql;
      if (!sql) throw new Error(`${resource.type}: default order on unknown property ${property}`);
      return `${sql} ${dir.toUpperCase()}`;
    });
    const last = resource.defaultOrder?.[resource.defaultOrder.length - 1];
    if (!last || last[0] !== 'id') orderBy.push(`t.id ${(last?.[1] ?? 'asc').toUpperCase()}`);
  } else {
    orderBy = order.map(([, dir, sql]) => `${sql} ${dir.toUpperCase()}`);
    // A stable order: ties broken by id, in the direction of the last sort so
    // that one (…, sort column, id) index serves both directions.
    const [lastProperty, lastDir] = order[order.length - 1];
    if (lastProperty !== 'id' && filters.order?.[lastProperty] !== 't.id') orderBy.push(`t.id ${lastDir.toUpperCase()}`);
  }
  return { conditions, orderBy };
}

export const MAX_ITEMS_PER_PAGE = 1000;
export const DEFAULT_ITEMS_PER_PAGE = 5;

export interface Paging {
  page: number;
  itemsPerPage: number;
  /** False with all=1, pagination=false or itemsPerPage=0 (still capped at MAX_ITEMS_PER_PAGE). */
  paginated: boolean;
}

export function parsePaging(resource: Resource, pairs: Array<[string, string]>): Paging {
  const get = (name: string) => {
    const found = pairs.filter(([k]) => k === name);
    return found.length ? found[found.length - 1][1] : undefined;
  };
  const all = get('all');
  const pagination = get('pagination');
  let unpaged = false;
  if (all !== undefined) {
    const b = parseBoolean(all);
    if (b === null) throw badFilter('api.filter.invalidBoolean', { param: 'all', value: all });
    unpaged = b;
  }
  if (pagination !== undefined) {
    const b = parseBoolean(pagination);
    if (b === null) throw badFilter('api.filter.invalidBoolean', { param: 'pagination', value: pagination });
    if (!b) unpaged = true;
  }
  let itemsPerPage = resource.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
  const ipp = get('itemsPerPage');
  if (ipp !== undefined) {
    if (!/^\d{1,9}$/.test(ipp.trim())) throw badFilter('api.filter.invalidInteger', { param: 'itemsPerPage', value: ipp });
    itemsPerPage = Number(ipp.trim());
    if (itemsPerPage === 0) unpaged = true;
  }
  let page = 1;
  const p = get('page');
  if (p !== undefined && !unpaged) {
    if (!/^\d{1,9}$/.test(p.trim()) || Number(p.trim()) < 1) {
      throw badFilter('api.filter.invalidPage', { param: 'page', value: p });
    }
    page = Number(p.trim());
  }
  if (unpaged) return { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE, paginated: false };
  return { page, itemsPerPage: Math.min(itemsPerPage, MAX_ITEMS_PER_PAGE), paginated: true };
}
