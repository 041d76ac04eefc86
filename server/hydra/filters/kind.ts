/**
 * What a filter kind is: its declaration (on a resource's `filters.<kind>`), the
 * query keys it reads and their parsing (a bad value is a 400 naming the key),
 * the SQL it adds, and the variables it lists in `hydra:search`. The query
 * compiler (../query.ts) and the documentation (../search.ts) only iterate the
 * kinds of ./index.ts, so they cannot drift apart.
 */
import type { Params } from '../sql';

export interface SearchVariable {
  variable: string;
  property: string;
}

export interface OrderEntry {
  property: string;
  dir: 'asc' | 'desc';
  sql: string;
}

/** What one collection request is building. */
export interface CompileState {
  conditions: string[];
  params: Params;
  /** order[…] pairs taken, in the order they came (a repeated property moves last). */
  order: OrderEntry[];
}

/** One kind's work on one request. */
export interface FilterRun {
  /** Takes a query pair that is this kind's (adding its SQL); false leaves it to the next kind. */
  take(key: string, raw: string): boolean;
  /** Called once every pair was read. */
  finish?(): void;
}

export interface FilterKind<D> {
  /** The key of the declaration in a resource's `filters`. */
  readonly name: string;
  /**
   * Which kind gets a query key first when two could read it (lower first): `order[…]` and
   * `exists[…]` before bracketed range/date keys, free-text `search` before a property of that name.
   */
  readonly precedence: number;
  /** The `hydra:search` variables of this declaration, in documentation order. */
  variables(decl: D): SearchVariable[];
  start(decl: D, state: CompileState): FilterRun;
}

/** true/false/1/0, else null. */
export function parseBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

/** A declared entry, never one inherited from Object.prototype (`order[constructor]`). */
export function own<T>(decls: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(decls, key) ? decls[key] : undefined;
}
