export type { FilterDecls, SearchFilterDecl } from './filters';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import type { ViolationSpec } from './errors';
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
  /**
   * For `object` / `array`: the SQL yields `json` already written as JSON.stringify writes it (built
   * by row_to_json of a subselect, not json_build_object, whose text has spaces), so a list whose
   * members PostgreSQL writes (`membersInSql`) embeds it as it comes.
   */
  compactJson?: boolean;
}

export interface WritableField {
  column: string;
  validator: Validator;
  /** Needed to write this field, instead of the operation's permission. */
  permission?: Permission;
  /** Written on create only; ignored by PUT and PATCH (like a read-only field). */
  createOnly?: boolean;
  /** Written by PATCH only, an action rather than data (closing a finding); ignored by POST and PUT. */
  patchOnly?: boolean;
  /**
   * The value is the id of a row of another resource, which must exist within the caller's
   * scope of it (its permissions are not needed); otherwise a 422 on this field with `key`.
   */
  references?: { resource: () => Resource; key: string };
}

export interface FieldDecl {
  description?: string;
  read?: ReadableField;
  write?: WritableField;
  /**
   * What a custom write of the resource accepts in this field (a thread's `message`, a
   * multipart `file`): documented as writeable, never written by the generic handlers.
   */
  input?: { required?: boolean; range?: string };
}

/**
 * A CSV column: SQL producing the cell (text, boolean for `boolean`, timestamptz for `datetime`).
 * text: quoted and neutralised as needed; plain: digits only, written as they come;
 * decimal: a number held as text ('12,5' or '12.5'), written with the caller's decimal separator;
 * datetime: written in Paris time in the caller's date format;
 * boolean: the yes/no label; choice: the label `<labels>.<value>` of each of `choices`.
 */
export interface CsvColumn {
  sql: string;
  kind: 'text' | 'plain' | 'decimal' | 'datetime' | 'boolean' | 'choice';
  choices?: readonly string[];
  /** Message id prefix of the choices' labels (`standStatus`: the grid's own wording). */
  labels?: string;
}

/** `GET /<path>.csv` (server/hydra/csvExport.ts): the collection's scope, filters and order, streamed. */
export interface ExportDecl {
  permission: Permission;
  /** Joins after `FROM <table> t` that the columns' SQL reads (`JOIN shows sh ON sh.id = t.show_id`). */
  join?: string;
  /** A condition every exported row meets, SQL on `t` from code (the requests' export: one family). */
  where?: string;
  /** Exportable columns, in their default order. Each name is a readable field of the resource. */
  columns: Record<string, CsvColumn>;
  /**
   * Header of a column: the message `<prefix>.<property>` of the first prefix that has one
   * (`['standList.column', 'api.csv.stand']`: the grid's header, else the export's own).
   */
  labelPrefix: string | readonly string[];
  /** The file name without `.csv`, given the query pairs and a Paris-time stamp. */
  fileName: (pairs: Array<[string, string]>, stamp: string) => string;
}

/** A write as `afterWrite` sees it: the row after it (create, update) or before it (delete). */
export interface WriteEvent {
  op: 'create' | 'update' | 'delete';
  row: Record<string, unknown>;
  /** The fields the request wrote (update). */
  written: string[];
}

/** What a resource's writes need beyond their row. */
export interface WriteHooks {
  /** Columns set on create from the caller, values bound (`{ created_by_id: user.id }`). */
  createColumns?: (user: AuthUser) => Record<string, unknown>;
  /**
   * Only rows matching this SQL condition on alias `t` may be updated, checked by the UPDATE
   * itself (two concurrent writes cannot both pass); otherwise a 422 with message `key`.
   */
  updatableWhen?: { sql: string; key: string };
  /** Run in the write's transaction (denormalised counters of another table…). */
  afterWrite?: (db: PoolClient, event: WriteEvent) => Promise<void>;
  /**
   * Rules over several fields or other rows (a date window in order, one row per pair), checked
   * after the fields' own validators and references pass; its violations are a 422, nothing written.
   * `id`: the row updated (null on create); `values`: the fields written, validated.
   */
  checkWrite?: (db: Pool, write: { id: number | null; values: Record<string, unknown>; user: AuthUser }) => Promise<ViolationSpec[]>;
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

// ---------------------------------------------------------------------------------------------
// Custom writes (served by server/hydra/processors.ts).

/** What a processor receives. `D`: the services it needs (server/services/deps.ts's ServiceDeps). */
export interface WriteContext<D> {
  request: FastifyRequest;
  user: AuthUser;
  pool: Pool;
  deps: D;
  resource: Resource;
  /** The item of an item operation, in the caller's scope (null on a collection). */
  id: number | null;
  /** The JSON body, an object; `{}` for a multipart or body-less operation. */
  body: Record<string, unknown>;
  /** Runs `fn` in one transaction naming the caller as the author of what it writes. */
  transaction<T>(fn: (db: PoolClient) => Promise<T>): Promise<T>;
}

/**
 * What the client gets: `{item}` the item (of `resource`, or of the declaring one) as its caller
 * reads it, with `extra` fields; `{body}` a JSON-LD body as it is; `{}` no content (204).
 */
export type WriteResult =
  | { item: number; resource?: Resource; status?: 200 | 201 | 202; extra?: Record<string, unknown> }
  | { body: object; status?: 200 | 201 | 202 }
  | { status: 204 };

export interface ProcessorDecl<D> {
  /** Who may call it; default the operation's permission (`operations.create` / `update` / `delete`). */
  access?: Access;
  /**
   * `json` (default but on DELETE): an object body; `multipart`: an upload, read from `ctx.request`
   * (server/services/uploads.ts); `none` (default on DELETE): no body read.
   */
  body?: 'json' | 'multipart' | 'none';
  /**
   * The processor finds the item itself instead of the read permission and scope (a user
   * editing their own account without the right to list accounts). It must answer 404 for
   * what the caller may not see.
   */
  findsItem?: boolean;
  run(ctx: WriteContext<D>): Promise<WriteResult>;
}

export interface ActionDecl<D> extends ProcessorDecl<D> {
  /** On the collection (`POST /<path>/<name>`) or an item (`POST /<path>/{id}/<name>`). */
  on: 'collection' | 'item';
  /** Required: an action has no operation of its own to default to. */
  access: Access;
  method?: 'POST' | 'PATCH';
  description?: string;
}

/**
 * A resource's processors. Declared with `never` services: a processor of any services' type
 * fits (its context's `deps` is read, never written), and the app passes its own, which extend
 * them all (server/plugins/resources.ts).
 */
export interface Processors {
  create?: ProcessorDecl<never>;
  update?: ProcessorDecl<never>;
  delete?: ProcessorDecl<never>;
}
export type Actions = Record<string, ActionDecl<never>>;

export interface ResourceDecl {
  /** URL segment under /backend (`layout_types`). */
  path: string;
  /** JSON-LD @type (`LayoutType`). */
  type: string;
  table: string;
  description?: string;
  fields: Record<string, FieldDecl>;
  filters?: FilterDecls;
  /**
   * The filters this caller may use, when they depend on who asks (null: `filters`): a field the
   * view hides from them must not be searched or sorted on either, or the answers would reveal it.
   */
  filtersFor?: (user: AuthUser) => FilterDecls | null;
  defaultOrder?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
  /** Default page size (5, the spec's default paged collection, unless set). */
  itemsPerPage?: number;
  operations: Operations;
  /**
   * The rows the user may see at all, as a SQL condition on alias `t`
   * (null: every row). Applied to every read and write: rows outside answer 404.
   */
  scope?: (user: AuthUser, params: Params) => string | null;
  /**
   * A condition every listed row meets besides the scope, SQL on `t` from code: rows an item read
   * finds but no list shows (a document uploaded and not yet deposited, read by its uploader).
   */
  listWhere?: string;
  /** A streamed CSV export of the collection. */
  export?: ExportDecl;
  /** Extra assignments on update, given the fields written (`{ updated_at: 'now()' }`). */
  onUpdate?: (written: string[]) => Record<string, string>;
  /**
   * Shapes each serialized item for the caller (list and item reads): drops what this caller
   * may not see, fills per-caller flags. Receives a fresh object; returns it.
   */
  view?: (item: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
  /**
   * The collection's members are written by PostgreSQL, one JSON text per row (row_to_json), and
   * spliced into the page: no row parsed into objects, serialized and stringified again here. The
   * same bytes as the generic serialization (test/api/hydra/membersInSql.test.ts); for a long
   * unpaged list (the providers modal). Only with no `view` and fields of the types written the
   * same way by both (string, integer, boolean, datetime, iri; object / array when `compactJson`).
   */
  membersInSql?: boolean;
  hooks?: WriteHooks;
  /** Its own POST / PATCH / DELETE when the generic write cannot do it (server/hydra/processors.ts). */
  processors?: Processors;
  /** Named operations: `POST /<path>/<name>` or `POST /<path>/{id}/<name>`. */
  actions?: Actions;
}

export interface Resource extends ResourceDecl {
  collectionIri: string;
  itemIri(id: number | string): string;
}

/**
 * Property names used by the order filter and the CSV export that are not
 * readable fields of the resource (the resource is the one source of its
 * property names: an empty list is right).
 */
export function strayPropertyNames(resource: Pick<ResourceDecl, 'fields' | 'filters' | 'export'>): string[] {
  const readable = (name: string) => Boolean(Object.prototype.hasOwnProperty.call(resource.fields, name) && resource.fields[name].read);
  return [
    ...Object.keys(resource.filters?.order ?? {}).map((p) => `order[${p}]`),
    ...Object.keys(resource.export?.columns ?? {}).map((p) => `csv ${p}`),
  ].filter((entry) => !readable(entry.replace(/^order\[(.*)\]$|^csv (.*)$/, '$1$2')));
}

/** Read types PostgreSQL's JSON writes as JSON.stringify writes the generic serialization's value. */
const SQL_JSON_TYPES: ReadonlySet<ReadType> = new Set(['string', 'integer', 'boolean', 'datetime', 'iri']);

/** Why `membersInSql` cannot hold for these fields (empty: it can). */
export function membersInSqlProblems(resource: Pick<ResourceDecl, 'fields' | 'view'>): string[] {
  const problems = resource.view ? ['a view shapes its items per caller'] : [];
  for (const [name, field] of Object.entries(resource.fields)) {
    const read = field.read;
    if (read && !SQL_JSON_TYPES.has(read.type) && !((read.type === 'object' || read.type === 'array') && read.compactJson)) {
      problems.push(`${name} (${read.type}${read.type === 'object' || read.type === 'array' ? ' without compactJson' : ''})`);
    }
  }
  return problems;
}

export function defineResource(decl: ResourceDecl): Resource {
  const collectionIri = `${API_PREFIX}/${decl.path}`;
  const resource: Resource = {
    ...decl,
    fields: { id: { read: { sql: 't.id', type: 'integer' } }, ...decl.fields },
    collectionIri,
    itemIri: (id) => `${collectionIri}/${id}`,
  };
  const stray = strayPropertyNames(resource);
  if (stray.length) throw new Error(`${decl.type}: ${stray.join(', ')} not readable fields of the resource`);
  const problems = decl.membersInSql ? membersInSqlProblems(resource) : [];
  if (problems.length) throw new Error(`${decl.type}: membersInSql, but ${problems.join(', ')}`);
  return resource;
}
