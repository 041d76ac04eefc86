/**
 * Rows → JSON-LD, the way API Platform writes them: an item's `@id`/`@type` and readable
 * fields, a collection page with its `hydra:view` and `hydra:search`. Pure: no SQL, no auth
 * (the generic handlers' SQL is server/hydra/statements.ts).
 */
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/user';
import type { Paging } from './query';
import type { ReadableField, Resource } from './resource';
import { hydraSearch } from './search';

export const JSONLD = 'application/ld+json; charset=utf-8';

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

export function serialize(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { '@id': resource.itemIri(row.id as number), '@type': resource.type };
  const fields = readableFields(resource);
  for (let i = 0; i < fields.length; i++) {
    const [name, field] = fields[i];
    out[name] = convert(row[name], field);
  }
  return out;
}

/** An item as this caller reads it: serialized, then shaped by the resource's `view`. */
export function serializeFor(resource: Resource, row: Record<string, unknown>, user: AuthUser): Record<string, unknown> {
  return resource.view ? resource.view(serialize(resource, row), user) : serialize(resource, row);
}

const searchOf = new WeakMap<Resource, ReturnType<typeof hydraSearch>>();

/** The collection's `hydra:search`: the same for every request, built once (frozen: it is shared). */
function cachedHydraSearch(resource: Resource): ReturnType<typeof hydraSearch> {
  let search = searchOf.get(resource);
  if (search === undefined) {
    search = hydraSearch(resource);
    for (const mapping of search['hydra:mapping']) Object.freeze(mapping);
    Object.freeze(search['hydra:mapping']);
    Object.freeze(search);
    searchOf.set(resource, search);
  }
  return search;
}

function pageUrl(path: string, pairs: Array<[string, string]>, page: number): string {
  const sp = new URLSearchParams();
  for (const [k, v] of pairs) if (k !== 'page') sp.append(k, v);
  sp.append('page', String(page));
  return `${path}?${sp.toString()}`;
}

/** What a collection page is made of: its rows, the count of every match, the paging asked for. */
export interface CollectionPage {
  /** The rows of buildListSql's list (a `membersInSql` resource's: `{member}`, a member's JSON text). */
  rows: Array<Record<string, unknown>>;
  total: number;
  paging: Paging;
  /** The request's query pairs, repeated in the `hydra:view` links. */
  pairs: Array<[string, string]>;
}

/**
 * A collection page as JSON-LD text, written by one JSON.stringify of the whole body (splicing a
 * cached `hydra:search` text onto the stringified rest copied the whole page twice more). The
 * members of a `membersInSql` resource come written by PostgreSQL: joined and spliced in between
 * the envelope's two halves, the same bytes.
 */
export function collectionJson(resource: Resource, user: AuthUser, { rows, total, paging, pairs }: CollectionPage): string {
  const path = resource.collectionIri;
  const head: Record<string, unknown> = {
    '@context': `/backend/contexts/${resource.type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
  };
  const tail: Record<string, unknown> = {};
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
    tail['hydra:view'] = view;
  }
  tail['hydra:search'] = cachedHydraSearch(resource);
  if (resource.membersInSql) {
    const members = rows.map((r) => r.member as string).join(',');
    return `${JSON.stringify(head).slice(0, -1)},"hydra:member":[${members}],${JSON.stringify(tail).slice(1)}`;
  }
  return JSON.stringify({ ...head, 'hydra:member': rows.map((r) => serializeFor(resource, r, user)), ...tail });
}

/** Sends one item as JSON-LD with its status. */
export function sendItem(reply: FastifyReply, status: number, item: unknown) {
  return reply.code(status).type(JSONLD).send(item);
}
