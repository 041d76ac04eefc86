import { badFilter } from './errors';
import { checkQueryPairs } from './input';
import { applyFilters, orderBy, parseBoolean, type CompileState } from './filters';
import type { Resource } from './resource';
import type { Params } from './sql';

export { parseBoolean, parseDate, parseNumber } from './filters';

/**
 * The query string as ordered pairs (brackets kept: `order[name]`, `show[]`), checked
 * against the boundary rule (./input.ts: no control characters, capped lengths; 400 naming the key).
 */
export function queryPairs(url: string): Array<[string, string]> {
  const q = url.indexOf('?');
  if (q < 0) return [];
  const pairs = [...new URLSearchParams(url.slice(q + 1)).entries()];
  checkQueryPairs(pairs);
  return pairs;
}

export interface Compiled {
  conditions: string[];
  orderBy: string[];
}

/**
 * Turns the API Platform filters of the query string into SQL conditions and
 * an ORDER BY, with every value bound as a parameter. Each filter kind
 * (./filters/) reads its own keys; identifiers only come from the declaration;
 * unknown parameters are ignored; invalid values of known filters are a 400
 * naming the parameter. `filters`: the caller's own (ResourceDecl.filtersFor), else the declared ones.
 */
export function compileFilters(resource: Resource, pairs: Array<[string, string]>, params: Params, filters = resource.filters): Compiled {
  const state: CompileState = { conditions: [], params, order: [] };
  applyFilters(filters, pairs, state);
  return { conditions: state.conditions, orderBy: orderBy(resource, state.order) };
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
