/**
 * Every filter kind, in the order `hydra:search` lists them. A kind is one
 * module of this folder (see ./kind.ts); adding one here is all the compiler
 * and the documentation need.
 */
import { booleanFilter, type BooleanFilters } from './boolean';
import { dateFilter, type DateFilters } from './date';
import { existsFilter, type ExistsFilters } from './exists';
import type { CompileState, FilterKind, FilterRun, SearchVariable } from './kind';
import { orderFilter, type OrderFilters } from './order';
import { rangeFilter, type RangeFilters } from './range';
import { searchFilter, type SearchFilters } from './search';
import { textFilter, type TextFilterDecl } from './text';

export type { SearchFilterDecl } from './search';
export type { CompileState, OrderEntry, SearchVariable } from './kind';
export { parseBoolean } from './kind';
export { parseNumber } from './range';
export { parseDate } from './date';
export { orderBy } from './order';

/** A resource's filters, by API Platform kind. */
export interface FilterDecls {
  /** exact (`= ANY`), partial/start/end (ILIKE), per property. */
  search?: SearchFilters;
  /** property → numeric SQL expression: prop[gt|gte|lt|lte|between]. */
  range?: RangeFilters;
  /** property → timestamptz SQL expression: prop[after|before|strictly_after|strictly_before]. */
  date?: DateFilters;
  /** property → SQL expression: exists[prop]=true|false tests IS NOT NULL / IS NULL. */
  exists?: ExistsFilters;
  /** property → boolean SQL expression: prop=true|false|1|0. */
  boolean?: BooleanFilters;
  /** property → SQL expression: order[prop]=asc|desc. */
  order?: OrderFilters;
  /** Free text `search`: each word must occur in this (already folded) SQL expression. */
  text?: TextFilterDecl;
}

type AnyKind = FilterKind<never> & { name: keyof FilterDecls };

/** Documentation order. */
export const FILTER_KINDS: readonly AnyKind[] = [
  searchFilter,
  rangeFilter,
  dateFilter,
  existsFilter,
  booleanFilter,
  orderFilter,
  textFilter,
] as unknown as AnyKind[];

/** The order in which kinds are offered a query key. */
const BY_PRECEDENCE = [...FILTER_KINDS].sort((a, b) => a.precedence - b.precedence);

/** The `hydra:search` variables of a declaration. */
export function searchVariables(filters: FilterDecls | undefined): SearchVariable[] {
  const out: SearchVariable[] = [];
  for (const kind of FILTER_KINDS) {
    const decl = filters?.[kind.name];
    if (decl) out.push(...(kind.variables as (d: unknown) => SearchVariable[])(decl));
  }
  return out;
}

/** Runs every declared kind over the query pairs: conditions and order entries into `state`. */
export function applyFilters(filters: FilterDecls | undefined, pairs: Array<[string, string]>, state: CompileState): void {
  const runs: FilterRun[] = [];
  for (const kind of BY_PRECEDENCE) {
    const decl = filters?.[kind.name];
    if (decl) runs.push((kind.start as (d: unknown, s: CompileState) => FilterRun)(decl, state));
  }
  for (const [key, raw] of pairs) {
    for (const run of runs) if (run.take(key, raw)) break;
  }
  for (const run of runs) run.finish?.();
}

/** Declared filter properties, per kind (for tests and checks). */
export function declaredFilters(filters: FilterDecls | undefined): Array<{ kind: keyof FilterDecls; property: string }> {
  const out: Array<{ kind: keyof FilterDecls; property: string }> = [];
  for (const kind of FILTER_KINDS) {
    const decl = filters?.[kind.name];
    if (!decl) continue;
    if (kind.name === 'text') out.push({ kind: kind.name, property: 'search' });
    else for (const property of Object.keys(decl)) out.push({ kind: kind.name, property });
  }
  return out;
}
