export type { FilterDecls, SearchFilterDecl } from './filters';
import type { Permission } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import type { FilterDecls } from './filters';
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
