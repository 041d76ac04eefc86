/**
 * The stands a notification goes to, within the sender's scope: the stands named (every one must
 * be in scope, else nothing is sent), or every stand matching a stand list filter, re-applied on
 * the server with the stand list's own filters and scope.
 */
import type { QueryParams } from '@/domain/listQuery';
import type { AuthUser } from '../../auth/user';
import type { Pool } from '../../db/pool';
import { ApiError, ValidationError } from '../../hydra/errors';
import { buildListQuery } from '../../hydra/statements';
import type { Resource } from '../../hydra/resource';
import { standScope } from '../../hydra/scopes';
import { Params } from '../../hydra/sql';

/** A SQL subquery of stand ids and its bound values; the caller adds its own values after them. */
export interface StandSet {
  sql: string;
  params: Params;
}

export async function standsByIds(pool: Pool, user: AuthUser, ids: number[]): Promise<StandSet> {
  const unique = [...new Set(ids)];
  const params = new Params();
  const idsParam = params.add(unique);
  const scope = standScope(user, params);
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stands t WHERE t.id = ANY(${idsParam}::int[])${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  if (rows[0].n !== unique.length) {
    throw new ValidationError([{ propertyPath: 'stands', key: 'api.violation.notificationStandsOutOfScope', code: 'NOTIFICATION_STANDS_OUT_OF_SCOPE' }]);
  }
  const set = new Params();
  return { sql: `SELECT unnest(${set.add(unique)}::int[])`, params: set };
}

/**
 * Every stand of the filter (a stand list's query parameters; `show` required), read with
 * `standList`, the stand list's declaration (server/resources/stands.ts, passed in by the caller).
 */
export function standsByFilter(standList: Resource, user: AuthUser, filter: QueryParams): StandSet {
  if (!filter.show) {
    throw new ValidationError([{ propertyPath: 'filter', key: 'api.violation.notificationFilterShow', code: 'NOTIFICATION_FILTER_SHOW' }]);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    // Paging and order do not choose stands.
    if (key === 'page' || key === 'itemsPerPage' || key.startsWith('order[')) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  try {
    const query = buildListQuery(standList, user, `/backend/stands?${search.toString()}`);
    return { sql: `SELECT t.id FROM stands t WHERE ${query.conditions.join(' AND ') || 'true'}`, params: query.params };
  } catch (err) {
    // A filter the stand list refuses (400 naming the parameter): a 422 on `filter` here.
    if (err instanceof ApiError && err.status === 400) {
      throw new ValidationError([{ propertyPath: 'filter', key: err.key, code: 'NOTIFICATION_FILTER', params: err.params }]);
    }
    throw err;
  }
}
