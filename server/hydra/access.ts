/**
 * Who may do what to which row, for the generic handlers and every custom route alike: the
 * logged-in caller, the matrix permission of an operation (403), the scope (404 outside it) and
 * the 404 that comes before any 403 on an item (no existence oracle).
 */
import type { FastifyRequest } from 'fastify';
import { can } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import type { Pool } from '../db/pool';
import { ApiError, forbidden, notFound } from './errors';
import type { Access, Resource } from './resource';
import { serializeFor } from './serialization';
import { parseId } from './sql';
import { existsInScope, selectItem } from './statements';

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, 'api.error.jwtNotFound');
  return request.user;
}

/** The route's `:id` as a row id; anything else (not a positive 32-bit integer) is the 404 of a missing row. */
export function idParam(request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  if (id === null) throw notFound();
  return id;
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
export function assertMayRead(resource: Resource, user: AuthUser): void {
  if (!allowed(user, resource.operations.read ?? resource.operations.list)) throw notFound();
}

/** The row is in the user's scope, else the 404 of a missing one. */
export async function assertInScope(pool: Pool, resource: Resource, user: AuthUser, id: number): Promise<void> {
  if (!(await existsInScope(pool, resource, user, id))) throw notFound();
}

/**
 * For a custom route on an item (a PDF of it…): the caller may read the resource and the item
 * is in their scope, else the 404 of a missing one (nothing tells an out-of-reach item apart).
 */
export async function assertReadable(pool: Pool, resource: Resource, user: AuthUser, id: number): Promise<void> {
  if (!allowed(user, resource.operations.read)) throw notFound();
  await assertInScope(pool, resource, user, id);
}

/** The row in the user's scope, serialized as they read it, or a 404. */
export async function loadItem(pool: Pool, resource: Resource, user: AuthUser, id: number) {
  const row = await selectItem(pool, resource, user, id);
  if (!row) throw notFound();
  return serializeFor(resource, row, user);
}
