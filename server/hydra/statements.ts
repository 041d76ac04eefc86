/**
 * The SQL of the generic handlers, built from a declaration and run: the collection page and its
 * count, an item, the scope check, and the INSERT / UPDATE / DELETE of a write. Identifiers come
 * only from declarations; every value is bound. Who may run them is server/hydra/access.ts; the
 * transaction and the errors of a write, server/hydra/writes.ts.
 */
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { compileFilters, parsePaging, queryPairs, type Paging } from './query';
import type { Resource } from './resource';
import { collectionJson, readableFields } from './serialization';
import { Params } from './sql';

type Db = Pool | PoolClient;
type Row = Record<string, unknown>;

/** A timestamptz as API Platform writes it, formatted by PostgreSQL (cheaper than parsing a Date and back). */
const isoSql = (sql: string) => `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

export function selectList(resource: Resource): string {
  return readableFields(resource)
    .map(([name, f]) => `${f.type === 'datetime' ? isoSql(f.sql) : f.sql} AS "${name}"`)
    .join(', ');
}

/** A SQL string literal of a declaration's text (an IRI, a type). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The columns of a member as the generic serialization writes it (`@id`, `@type`, then each
 * readable field converted as serialization.ts's convert does), for row_to_json: a `membersInSql`
 * resource's list. Over alias `t`, like the fields' own SQL.
 */
export function memberColumns(resource: Resource): string {
  const columns = [`${literal(`${resource.collectionIri}/`)} || (${resource.fields.id.read!.sql}) AS "@id"`, `${literal(resource.type)} AS "@type"`];
  for (const [name, f] of readableFields(resource)) {
    const sql = f.type === 'datetime' ? isoSql(f.sql) : f.type === 'iri' ? `${literal(`${f.iri}/`)} || (${f.sql})` : `(${f.sql})`;
    columns.push(`${sql} AS "${name}"`);
  }
  return columns.join(', ');
}

function scopeCondition(resource: Resource, user: AuthUser, params: Params): string[] {
  const scope = resource.scope?.(user, params);
  return scope ? [`(${scope})`] : [];
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
  const { conditions, orderBy } = compileFilters(resource, pairs, params, resource.filtersFor?.(user) ?? resource.filters);
  const listWhere = resource.listWhere ? [`(${resource.listWhere})`] : [];
  return { conditions: [...scopeCondition(resource, user, params), ...listWhere, ...conditions], orderBy, params, paging, pairs };
}

export interface ListSql extends ListQuery {
  /** `hydra:totalItems`: every row matching the scope and filters. */
  count: { text: string; values: unknown[] };
  /** The page, projected (for a `membersInSql` resource: one column, `member`, each row's JSON text). */
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
  const page = `(SELECT t.* FROM ${resource.table} t ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) t`;
  const listSql = resource.membersInSql
    ? `SELECT row_to_json(m)::text AS member FROM ${page} CROSS JOIN LATERAL (SELECT ${memberColumns(resource)}) m ORDER BY ${order}`
    : `SELECT ${selectList(resource)} FROM ${page} ORDER BY ${order}`;
  return { ...query, count: { text: countSql, values: countParams }, list: { text: listSql, values: params.values } };
}

/** A collection page as JSON-LD text: its two statements run side by side, then serialized. */
export async function listCollection(pool: Pool, resource: Resource, user: AuthUser, url: string): Promise<string> {
  const { count: countQuery, list: listQuery, paging, pairs } = buildListSql(resource, user, url);
  const [count, rows] = await Promise.all([pool.query(countQuery.text, countQuery.values), pool.query(listQuery.text, listQuery.values)]);
  return collectionJson(resource, user, { rows: rows.rows, total: count.rows[0].n, paging, pairs });
}

/** The statement an item GET runs (exported so tools run the very same SQL). */
export function buildItemSql(resource: Resource, user: AuthUser, id: number): { text: string; values: unknown[] } {
  const params = new Params();
  const conditions = [`t.id = ${params.add(id)}`, ...scopeCondition(resource, user, params)];
  return { text: `SELECT ${selectList(resource)} FROM ${resource.table} t WHERE ${conditions.join(' AND ')}`, values: params.values };
}

/** The item's row, projected, if it is in the user's scope. */
export async function selectItem(pool: Pool, resource: Resource, user: AuthUser, id: number): Promise<Row | undefined> {
  const sql = buildItemSql(resource, user, id);
  const { rows } = await pool.query(sql.text, sql.values);
  return rows[0];
}

/** Whether row `id` of the resource exists within the user's scope of it. */
export async function existsInScope(pool: Pool, resource: Resource, user: AuthUser, id: unknown): Promise<boolean> {
  const params = new Params();
  const conditions = [`t.id = ${params.add(id)}`, ...scopeCondition(resource, user, params)];
  const { rowCount } = await pool.query(`SELECT 1 FROM ${resource.table} t WHERE ${conditions.join(' AND ')}`, params.values);
  return Boolean(rowCount);
}

/** The fields written, as their columns. */
function columnsOf(resource: Resource, values: Row) {
  return Object.entries(values).map(([name, value]) => ({ column: resource.fields[name].write!.column, value }));
}

/** What a write's SQL returns: the whole row when `afterWrite` needs it, else its id. */
const returningOf = (resource: Resource) => (resource.hooks?.afterWrite ? '*' : 'id');

/** INSERTs the validated fields (and the columns the declaration sets from the caller); the row written. */
export async function insertRow(db: Db, resource: Resource, user: AuthUser, values: Row): Promise<Row> {
  const params = new Params();
  const cols = columnsOf(resource, values);
  for (const [column, value] of Object.entries(resource.hooks?.createColumns?.(user) ?? {})) cols.push({ column, value });
  const returning = returningOf(resource);
  const sql = cols.length
    ? `INSERT INTO ${resource.table} (${cols.map((c) => c.column).join(', ')}) VALUES (${cols.map((c) => params.add(c.value)).join(', ')}) RETURNING ${returning}`
    : `INSERT INTO ${resource.table} DEFAULT VALUES RETURNING ${returning}`;
  const { rows } = await db.query(sql, params.values);
  return rows[0];
}

/**
 * UPDATEs the validated fields of row `id` (with the declaration's `onUpdate` assignments), only
 * where its `updatableWhen` holds; the row written, or undefined when none matched.
 */
export async function updateRow(db: Db, resource: Resource, id: number, values: Row): Promise<Row | undefined> {
  const guard = resource.hooks?.updatableWhen;
  const params = new Params();
  const sets = columnsOf(resource, values).map((c) => `${c.column} = ${params.add(c.value)}`);
  for (const [column, sql] of Object.entries(resource.onUpdate?.(Object.keys(values)) ?? {})) sets.push(`${column} = ${sql}`);
  const where = `t.id = ${params.add(id)}${guard ? ` AND (${guard.sql})` : ''}`;
  const { rows } = await db.query(`UPDATE ${resource.table} t SET ${sets.join(', ')} WHERE ${where} RETURNING ${returningOf(resource)}`, params.values);
  return rows[0];
}

/** Whether row `id` matches the declaration's `updatableWhen` (a PATCH writing no field). */
export async function isUpdatable(pool: Pool, resource: Resource, id: number): Promise<boolean> {
  const guard = resource.hooks?.updatableWhen;
  if (!guard) return true;
  const { rowCount } = await pool.query(`SELECT 1 FROM ${resource.table} t WHERE t.id = $1 AND (${guard.sql})`, [id]);
  return Boolean(rowCount);
}

/** DELETEs row `id`; the row deleted, or undefined when none matched. */
export async function deleteRow(db: Db, resource: Resource, id: number): Promise<Row | undefined> {
  const { rows } = await db.query(`DELETE FROM ${resource.table} t WHERE t.id = $1 RETURNING *`, [id]);
  return rows[0];
}
