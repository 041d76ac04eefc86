/**
 * The generic POST / PUT / PATCH / DELETE of a declared resource: access and scope first
 * (server/hydra/access.ts), the body checked against the declaration (every violation in one
 * 422), the statement run in a transaction that names its author, a database refusal mapped to
 * a 409 or 422, the item read back as its caller sees it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { assertAccess, assertInScope, assertMayRead, idParam, loadItem, requireUser } from './access';
import { ApiError, mapDbError, notFound, ValidationError, type ViolationSpec } from './errors';
import type { Resource, WriteEvent } from './resource';
import { sendItem } from './serialization';
import { deleteRow, existsInScope, insertRow, isUpdatable, updateRow } from './statements';
import { CODES } from './validators';

export type WriteMode = 'create' | 'replace' | 'patch';

/** Validates a write body against the declaration; throws 422 with every violation. */
export function validateBody(resource: Resource, body: unknown, mode: WriteMode) {
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
    if (!(await existsInScope(pool, ref.resource(), user, value))) out.push({ propertyPath: name, key: ref.key, code: CODES.itemNotFound });
  }
  return out;
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

/** The field rules, the references and the resource's own `checkWrite`: a 422 with every violation. */
async function assertValid(pool: Pool, resource: Resource, user: AuthUser, id: number | null, values: Record<string, unknown>, violations: ViolationSpec[]) {
  violations.push(...(await referenceViolations(pool, resource, user, values, violations)));
  if (!violations.length && resource.hooks?.checkWrite) violations.push(...(await resource.hooks.checkWrite(pool, { id, values, user })));
  if (violations.length) throw new ValidationError(violations);
}

/** POST on the collection: 201 with the item. */
export function createHandler(resource: Resource, pool: Pool) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    assertAccess(user, resource.operations.create);
    const { values, violations } = validateBody(resource, request.body, 'create');
    await assertValid(pool, resource, user, null, values, violations);
    const event = await runWrite(pool, resource, user, async (db) => {
      const row = await insertRow(db, resource, user, values).catch(mapDbError);
      return { op: 'create', row, written: Object.keys(values) };
    });
    return sendItem(reply, 201, await loadItem(pool, resource, user, event!.row.id as number));
  };
}

/** PUT (`replace`) or PATCH on an item: 200 with the item as written. */
export function updateHandler(resource: Resource, pool: Pool, mode: WriteMode) {
  const ops = resource.operations;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const id = idParam(request);
    assertMayRead(resource, user);
    await assertInScope(pool, resource, user, id);
    const { values, present, violations } = validateBody(resource, request.body, mode);
    // The permission of each field sent (or of the operation).
    const written = Object.keys(values);
    const needed = new Set(present.map((name) => resource.fields[name].write!.permission ?? ops.update!));
    if (needed.size === 0 || mode !== 'patch') needed.add(ops.update!);
    for (const access of needed) assertAccess(user, access);
    await assertValid(pool, resource, user, id, values, violations);
    const guard = resource.hooks?.updatableWhen;
    if (written.length) {
      const event = await runWrite(pool, resource, user, async (db) => {
        const row = await updateRow(db, resource, id, values).catch(mapDbError);
        return row ? { op: 'update', row, written } : null;
      });
      if (!event) throw guard ? new ApiError(422, guard.key) : notFound();
    } else if (guard && !(await isUpdatable(pool, resource, id))) {
      throw new ApiError(422, guard.key);
    }
    return sendItem(reply, 200, await loadItem(pool, resource, user, id));
  };
}

/** DELETE on an item: 204. */
export function deleteHandler(resource: Resource, pool: Pool) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const id = idParam(request);
    assertMayRead(resource, user);
    await assertInScope(pool, resource, user, id);
    assertAccess(user, resource.operations.delete);
    await runWrite(pool, resource, user, async (db) => {
      const row = await deleteRow(db, resource, id).catch(mapDbError);
      return row ? { op: 'delete', row, written: [] } : null;
    });
    return reply.code(204).send();
  };
}
