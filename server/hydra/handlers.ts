import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { ApiError, forbidden, notFound, ValidationError, type ViolationSpec } from './errors';
import { compileFilters, parsePaging, queryPairs, type Paging } from './query';
import type { Access, ReadableField, Resource, WriteEvent } from './resource';
import { hydraSearch } from './search';
import { Params, parseId } from './sql';
import { CODES } from './validators';

export const JSONLD = 'application/ld+json; charset=utf-8';

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, 'api.error.jwtNotFound');
  return request.user;
}

export function assertAccess(user: AuthUser, access: Access | undefined): void {
  if (!allowed(user, access)) throw forbidden();
}

function allowed(user: AuthUser, access: Access | undefined): boolean {
  return access === 'authenticated' || (access !== undefined && can(user.roles, access));
}

/**
 * An item request from a caller who may not read the resource at all is a 404, whether the
 * id exists or not (a 403 would tell them it does: no existence oracle). The scope then
 * answers 404 outside it; only then does the operation's permission answer 403.
 */
function assertMayRead(resource: Resource, user: AuthUser): void {
  if (!allowed(user, resource.operations.read ?? resource.operations.list)) throw notFound();
}

/** ISO 8601 with an explicit offset, the way API Platform writes dates. */
export function isoDate(value: Date | string): string {
  const iso = (value instanceof Date ? value : new Date(value)).toISOString();
  // 2027-03-08T07:00:00.000Z → 2027-03-08T07:00:00+00:00 (years 0–9999: 24 characters).
  return iso.length === 24 ? `${iso.slice(0, 19)}+00:00` : iso.replace(/\.\d{3}Z$/, '+00:00');
}

function convert(value: unknown, field: ReadableField): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'iri':
      return `${field.iri}/${value}`;
    case 'datetime':
      // Already formatted by the select list (see selectList); a Date from other SQL.
      return typeof value === 'string' ? value : isoDate(value as Date);
    case 'integer':
    case 'number':
      return Number(value);
    default:
      return value;
  }
}

const readable = new WeakMap<Resource, Array<[string, ReadableField]>>();

/** The readable fields of a resource, in declaration order (computed once per resource). */
export function readableFields(resource: Resource): Array<[string, ReadableField]> {
  let fields = readable.get(resource);
  if (!fields) {
    fields = Object.entries(resource.fields)
      .filter(([, f]) => f.read)
      .map(([name, f]) => [name, f.read as ReadableField]);
    readable.set(resource, fields);
  }
  return fields;
}

/** A timestamptz as API Platform writes it, formatted by PostgreSQL (cheaper than parsing a Date and back). */
const isoSql = (sql: string) => `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

export function selectList(resource: Resource): string {
  return readableFields(resource)
    .map(([name, f]) => `${f.type === 'datetime' ? isoSql(f.sql) : f.sql} AS "${name}"`)
    .join(', ');
}

export function serialize(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { '@id': resource.itemIri(row.id as number), '@type': resource.type };
  const fields = readableFields(resource);
  for (let i = 0; i < fields.length; i++) {
    const [name, field] = fields[i];
    out[name] = convert(row[name], field);
  }
  return out;
}

const searchJson = new WeakMap<Resource, string>();

/** The collection's `hydra:search` as JSON: the same for every request, serialised once. */
function hydraSearchJson(resource: Resource): string {
  let json = searchJson.get(resource);
  if (json === undefined) {
    json = JSON.stringify(hydraSearch(resource));
    searchJson.set(resource, json);
  }
  return json;
}

function scopeCondition(resource: Resource, user: AuthUser, params: Params): string[] {
  const scope = resource.scope?.(user, params);
  return scope ? [`(${scope})`] : [];
}

function pageUrl(path: string, pairs: Array<[string, string]>, page: number): string {
  const sp = new URLSearchParams();
  for (const [k, v] of pairs) if (k !== 'page') sp.append(k, v);
  sp.append('page', String(page));
  return `${path}?${sp.toString()}`;
}

export interface ListQuery {
  conditions: string[];
  orderBy: string[];
  params: Params;
  paging: Paging;
  pairs: Array<[string, string]>;
}

/** Filters + scope of a collection request, shared by the JSON list and exports. */
export function buildListQuery(resource: Resource, user: AuthUser, url: string): ListQuery {
  const pairs = queryPairs(url);
  const params = new Params();
  const paging = parsePaging(resource, pairs);
  const { conditions, orderBy } = compileFilters(resource, pairs, params);
  return { conditions: [...scopeCondition(resource, user, params), ...conditions], orderBy, params, paging, pairs };
}

export interface ListSql extends ListQuery {
  /** `hydra:totalItems`: every row matching the scope and filters. */
  count: { text: string; values: unknown[] };
  /** The page, projected. */
  list: { text: string; values: unknown[] };
}

/** The two statements a collection GET runs (exported so tools run the very same SQL). */
export function buildListSql(resource: Resource, user: AuthUser, url: string): ListSql {
  const query = buildListQuery(resource, user, url);
  const { conditions, orderBy, params, paging } = query;
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const countSql = `SELECT count(*)::int AS n FROM ${resource.table} t ${where}`;
  const countParams = [...params.values];
  const limit = params.add(paging.itemsPerPage);
  const offset = params.add((paging.page - 1) * paging.itemsPerPage);
  // The page's rows are chosen first, then projected: the per-row subqueries of
  // the select list never run for the rows skipped by OFFSET.
  const order = orderBy.join(', ');
  const listSql = `SELECT ${selectList(resource)} FROM (SELECT t.* FROM ${resource.table} t ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) t ORDER BY ${order}`;
  return { ...query, count: { text: countSql, values: countParams }, list: { text: listSql, values: params.values } };
}

/** A collection page as JSON-LD text (hydra:search spliced in from its cached JSON). */
export async function listCollection(pool: Pool, resource: Resource, user: AuthUser, url: string): Promise<string> {
  const { count: countQuery, list: listQuery, paging, pairs } = buildListSql(resource, user, url);
  const [count, rows] = await Promise.all([pool.query(countQuery.text, countQuery.values), pool.query(listQuery.text, listQuery.values)]);
  const total: number = count.rows[0].n;
  const path = resource.collectionIri;
  const body: Record<string, unknown> = {
    '@context': `/backend/contexts/${resource.type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': rows.rows.map((r) => (resource.view ? resource.view(serialize(resource, r), user) : serialize(resource, r))),
  };
  const lastPage = Math.max(1, Math.ceil(total / paging.itemsPerPage));
  if (paging.paginated || total > paging.itemsPerPage) {
    const view: Record<string, string> = {
      '@id': pageUrl(path, pairs, paging.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': pageUrl(path, pairs, 1),
      'hydra:last': pageUrl(path, pairs, lastPage),
    };
    if (paging.page > 1) view['hydra:previous'] = pageUrl(path, pairs, Math.min(paging.page - 1, lastPage));
    if (paging.page < lastPage) view['hydra:next'] = pageUrl(path, pairs, paging.page + 1);
    body['hydra:view'] = view;
  }
  const json = JSON.stringify(body);
  return `${json.slice(0, -1)},"hydra:search":${hydraSearchJson(resource)}}`;
}

/** The statement an item GET runs (exported so tools run the very same SQL). */
export function buildItemSql(resource: Resource, user: AuthUser, id: number): { text: string; values: unknown[] } {
  const params = new Params();
  const conditions = [`t.id = ${params.add(id)}`, ...scopeCondition(resource, user, params)];
  return { text: `SELECT ${selectList(resource)} FROM ${resource.table} t WHERE ${conditions.join(' AND ')}`, values: params.values };
}

/** The row in the user's scope, serialized, or a 404. */
export async function loadItem(pool: Pool, resource: Resource, user: AuthUser, id: number) {
  const sql = buildItemSql(resource, user, id);
  const { rows } = await pool.query(sql.text, sql.values);
  if (!rows.length) throw notFound();
  const item = serialize(resource, rows[0]);
  return resource.view ? resource.view(item, user) : item;
}

/**
 * For a custom route on an item (a PDF of it…): the caller may read the resource and the item
 * is in their scope, else the 404 of a missing one (nothing tells an out-of-reach item apart).
 */
export async function assertReadable(pool: Pool, resource: Resource, user: AuthUser, id: number): Promise<void> {
  if (!allowed(user, resource.operations.read)) throw notFound();
  await assertInScope(pool, resource, user, id);
}

async function assertInScope(pool: Pool, resource: Resource, user: AuthUser, id: number): Promise<void> {
  const params = new Params();
  const conditions = [`t.id = ${params.add(id)}`, ...scopeCondition(resource, user, params)];
  const { rowCount } = await pool.query(
    `SELECT 1 FROM ${resource.table} t WHERE ${conditions.join(' AND ')}`,
    params.values,
  );
  if (!rowCount) throw notFound();
}

type Mode = 'create' | 'replace' | 'patch';

/** Validates a write body against the declaration; throws 422 with every violation. */
export function validateBody(resource: Resource, body: unknown, mode: Mode) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'api.error.badBody');
  }
  const input = body as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const present: string[] = [];
  const violations: ViolationSpec[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    const write = field.write;
    if (!write || (write.createOnly && mode !== 'create') || (write.patchOnly && mode !== 'patch')) continue;
    if (!Object.prototype.hasOwnProperty.call(input, name)) {
      if (mode === 'patch') continue;
      if (write.validator.required) {
        const result = write.validator.check(null);
        if (!result.ok) violations.push({ propertyPath: name, key: result.key, code: result.code, params: result.params });
      } else if (mode === 'replace') {
        // What the field stores when empty (null, or '' for a NOT NULL text).
        const empty = write.validator.check(null);
        values[name] = empty.ok ? empty.value : null;
      }
      continue;
    }
    present.push(name);
    const result = write.validator.check(input[name]);
    if (result.ok) values[name] = result.value;
    else violations.push({ propertyPath: name, key: result.key, code: result.code, params: result.params });
  }
  return { values, present, violations };
}

/**
 * Fields declared with `references`: the id written must be a row of that resource
 * within the user's scope of it (a 422 on the field otherwise, never a foreign-key 500).
 */
export async function referenceViolations(
  pool: Pool,
  resource: Resource,
  user: AuthUser,
  values: Record<string, unknown>,
  violations: ViolationSpec[],
): Promise<ViolationSpec[]> {
  const out: ViolationSpec[] = [];
  for (const [name, value] of Object.entries(values)) {
    const ref = resource.fields[name].write?.references;
    if (!ref || value === null || value === undefined || violations.some((v) => v.propertyPath === name)) continue;
    const target = ref.resource();
    const params = new Params();
    const conditions = [`t.id = ${params.add(value)}`, ...scopeCondition(target, user, params)];
    const { rowCount } = await pool.query(`SELECT 1 FROM ${target.table} t WHERE ${conditions.join(' AND ')}`, params.values);
    if (!rowCount) out.push({ propertyPath: name, key: ref.key, code: CODES.itemNotFound });
  }
  return out;
}

function columnsOf(resource: Resource, values: Record<string, unknown>) {
  return Object.entries(values).map(([name, value]) => ({ column: resource.fields[name].write!.column, value }));
}

function sendItem(reply: FastifyReply, status: number, item: unknown) {
  return reply.code(status).type(JSONLD).send(item);
}

function mapDbError(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === '23503' || code === '23001') throw new ApiError(409, 'api.error.inUse');
  // A unique constraint (a link made twice): refused, nothing written.
  if (code === '23505') throw new ApiError(422, 'api.error.duplicate');
  throw err;
}

/**
 * Runs a write in a transaction that names its author (`app.user_id`, read by the stand
 * timeline's triggers: migration 009), with the resource's `afterWrite` when it declares one
 * (the write's SQL then returns the whole row for it).
 */
async function runWrite(
  pool: Pool,
  resource: Resource,
  user: AuthUser,
  write: (db: Pool | PoolClient) => Promise<WriteEvent | null>,
): Promise<WriteEvent | null> {
  const after = resource.hooks?.afterWrite;
  return withActor(pool, user.id, async (db) => {
    const event = await write(db);
    if (event && after) await after(db, event);
    return event;
  });
}

function methodNotAllowed(allowed: string[]) {
  return async (request: FastifyRequest) => {
    throw new ApiError(405, 'api.error.methodNotAllowed', { method: request.method }, { Allow: allowed.join(', ') });
  };
}

/** Serves GET collection / GET item / POST / PUT / PATCH / DELETE from a declaration. */
export function registerResource(app: FastifyInstance, resource: Resource, pool: Pool): void {
  const ops = resource.operations;
  /** Served by the module's own routes (Operations.custom). */
  const custom = new Set(ops.custom ?? []);
  const base = `/${resource.path}`;
  const item = `${base}/:id`;
  const collectionMethods = ['GET', 'POST'].filter((m) => (m === 'GET' ? ops.list : ops.create));
  const itemMethods = ['GET', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
    m === 'GET' ? ops.read : m === 'PUT' ? ops.update && ops.put : m === 'PATCH' ? ops.update : ops.delete,
  );
  const idOf = (request: FastifyRequest): number => {
    const id = parseId((request.params as { id: string }).id);
    if (id === null) throw notFound();
    return id;
  };

  if (ops.list) {
    app.get(base, async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, ops.list);
      return reply.type(JSONLD).send(await listCollection(pool, resource, user, request.url));
    });
  } else {
    app.get(base, { config: { public: true } }, methodNotAllowed(collectionMethods));
  }

  if (ops.create && custom.has('create')) {
    // The module's route.
  } else if (ops.create) {
    app.post(base, async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, ops.create);
      const { values, violations } = validateBody(resource, request.body, 'create');
      violations.push(...(await referenceViolations(pool, resource, user, values, violations)));
      if (!violations.length && resource.hooks?.checkWrite) violations.push(...(await resource.hooks.checkWrite(pool, { id: null, values, user })));
      if (violations.length) throw new ValidationError(violations);
      const params = new Params();
      const cols = columnsOf(resource, values);
      for (const [column, value] of Object.entries(resource.hooks?.createColumns?.(user) ?? {})) cols.push({ column, value });
      const returning = resource.hooks?.afterWrite ? '*' : 'id';
      const sql = cols.length
        ? `INSERT INTO ${resource.table} (${cols.map((c) => c.column).join(', ')}) VALUES (${cols.map((c) => params.add(c.value)).join(', ')}) RETURNING ${returning}`
        : `INSERT INTO ${resource.table} DEFAULT VALUES RETURNING ${returning}`;
      const event = await runWrite(pool, resource, user, async (db) => {
        const { rows } = await db.query(sql, params.values).catch(mapDbError);
        return { op: 'create', row: rows[0], written: Object.keys(values) };
      });
      return sendItem(reply, 201, await loadItem(pool, resource, user, event!.row.id as number));
    });
  } else {
    app.post(base, { config: { public: true } }, methodNotAllowed(collectionMethods));
  }

  if (ops.read) {
    app.get(item, async (request, reply) => {
      const user = requireUser(request);
      assertMayRead(resource, user);
      return sendItem(reply, 200, await loadItem(pool, resource, user, idOf(request)));
    });
  } else {
    app.get(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  }

  const update = (mode: Mode) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const id = idOf(request);
    assertMayRead(resource, user);
    await assertInScope(pool, resource, user, id);
    const { values, present, violations } = validateBody(resource, request.body, mode);
    // The permission of each field sent (or of the operation).
    const written = Object.keys(values);
    const needed = new Set(present.map((name) => resource.fields[name].write!.permission ?? ops.update!));
    if (needed.size === 0 || mode !== 'patch') needed.add(ops.update!);
    for (const access of needed) assertAccess(user, access);
    violations.push(...(await referenceViolations(pool, resource, user, values, violations)));
    if (!violations.length && resource.hooks?.checkWrite) violations.push(...(await resource.hooks.checkWrite(pool, { id, values, user })));
    if (violations.length) throw new ValidationError(violations);
    const guard = resource.hooks?.updatableWhen;
    if (written.length) {
      const params = new Params();
      const sets = columnsOf(resource, values).map((c) => `${c.column} = ${params.add(c.value)}`);
      for (const [column, sql] of Object.entries(resource.onUpdate?.(written) ?? {})) sets.push(`${column} = ${sql}`);
      const where = `t.id = ${params.add(id)}${guard ? ` AND (${guard.sql})` : ''}`;
      const returning = resource.hooks?.afterWrite ? '*' : 'id';
      const event = await runWrite(pool, resource, user, async (db) => {
        const { rows } = await db
          .query(`UPDATE ${resource.table} t SET ${sets.join(', ')} WHERE ${where} RETURNING ${returning}`, params.values)
          .catch(mapDbError);
        return rows.length ? { op: 'update', row: rows[0], written } : null;
      });
      if (!event) throw guard ? new ApiError(422, guard.key) : notFound();
    } else if (guard) {
      const { rowCount } = await pool.query(`SELECT 1 FROM ${resource.table} t WHERE t.id = $1 AND (${guard.sql})`, [id]);
      if (!rowCount) throw new ApiError(422, guard.key);
    }
    return sendItem(reply, 200, await loadItem(pool, resource, user, id));
  };

  if (ops.update && ops.put) app.put(item, update('replace'));
  else app.put(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  if (ops.update && custom.has('update')) {
    // The module's route.
  } else if (ops.update) app.patch(item, update('patch'));
  else app.patch(item, { config: { public: true } }, methodNotAllowed(itemMethods));

  if (ops.delete && custom.has('delete')) {
    // The module's route.
  } else if (ops.delete) {
    app.delete(item, async (request, reply) => {
      const user = requireUser(request);
      const id = idOf(request);
      assertMayRead(resource, user);
      await assertInScope(pool, resource, user, id);
      assertAccess(user, ops.delete);
      await runWrite(pool, resource, user, async (db) => {
        const { rows } = await db.query(`DELETE FROM ${resource.table} t WHERE t.id = $1 RETURNING *`, [id]).catch(mapDbError);
        return rows.length ? { op: 'delete', row: rows[0], written: [] } : null;
      });
      return reply.code(204).send();
    });
  } else {
    app.delete(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  }
}
