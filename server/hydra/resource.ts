import type { Permission } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import type { Params } from './sql';
import type { Validator } from './validators';

export const API_PREFIX = '/backend';

export type ReadType = 'integer' | 'number' | 'string' | 'boolean' | 'datetime' | 'iri' | 'object' | 'array';

export interface ReadableField {
  /** SQL expression over the resource's table, aliased `t`. Never built from a request. */
  sql: string;
  type: ReadType;
  /** For `iri`: the collection the id points into (`/backend/shows`). */
  iri?: string;
  /** Documentation range when it is not the type's own (`#Show`, `#MediaObject`). */
  range?: string;
  nullable?: boolean;
}

export interface WritableField {
  column: string;
  validator: Validator;
  /** Needed to write this field, instead of the operation's permission. */
  permission?: Permission;
}

export interface FieldDecl {
  description?: string;
  read?: ReadableField;
  write?: WritableField;
}

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

export interface FilterDecls {
  search?: Record<string, SearchFilterDecl>;
  /** property → numeric SQL expression: prop[gt|gte|lt|lte|between]. */
  range?: Record<string, string>;
  /** property → timestamptz SQL expression: prop[after|before|strictly_after|strictly_before]. */
  date?: Record<string, string>;
  /** property → SQL expression: exists[prop]=true|false tests IS NOT NULL / IS NULL. */
  exists?: Record<string, string>;
  /** property → boolean SQL expression: prop=true|false|1|0. */
  boolean?: Record<string, string>;
  /** property → SQL expression: order[prop]=asc|desc. */
  order?: Record<string, string>;
  /** Free text `search`: each word must occur in this (already folded) SQL expression. */
  text?: { sql: string; description?: string };
}

/** A permission of the matrix, or any logged-in user. */
export type Access = Permission | 'authenticated';

export interface Operations {
  list?: Access;
  read?: Access;
  create?: Access;
  /** PATCH (and PUT when `put` is true). */
  update?: Access;
  put?: boolean;
  delete?: Access;
}

export interface ResourceDecl {
  /** URL segment under /backend (`layout_types`). */
  path: string;
  /** JSON-LD @type (`LayoutType`). */
  type: string;
  table: string;
  description?: string;
  fields: Record<string, FieldDecl>;
  filters?: FilterDecls;
  defaultOrder?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
  /** Default page size (5, the spec's default paged collection, unless set). */
  itemsPerPage?: number;
  operations: Operations;
  /**
   * The rows the user may see at all, as a SQL condition on alias `t`
   * (null: every row). Applied to every read and write: rows outside answer 404.
   */
  scope?: (user: AuthUser, params: Params) => string | null;
  /** Extra assignments on update, given the fields written (`{ updated_at: 'now()' }`). */
  onUpdate?: (written: string[]) => Record<string, string>;
}

export interface Resource extends ResourceDecl {
  collectionIri: string;
  itemIri(id: number | string): string;
}

export function defineResource(decl: ResourceDecl): Resource {
  const collectionIri = `${API_PREFIX}/${decl.path}`;
  return {
    ...decl,
    fields: { id: { read: { sql: 't.id', type: 'integer' } }, ...decl.fields },
    collectionIri,
    itemIri: (id) => `${collectionIri}/${id}`,
  };
}
