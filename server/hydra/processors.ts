/**
 * Custom writes as declarations (API Platform's state processors): a resource names the code of a
 * write that the generic one cannot do (several tables, a mail, a state machine, a file) in
 * `processors` (its own POST / PATCH / DELETE) or `actions` (a named operation such as
 * `POST /user_stand_roles/access_mail` or `POST /shows/{id}/sync`), and this module serves it with
 * what every write needs, so the processor holds only its rule:
 *
 * - the logged-in caller (401), the operation's permission (403);
 * - on an item: the resource's read permission and scope first (404 before any 403: no existence oracle);
 * - a JSON body that is an object (400 otherwise), or the raw request for a multipart upload;
 * - `ctx.transaction`: one transaction naming its author (`app.user_id`, the stand timeline's actor);
 *   a database refusal the processor did not map becomes a 409 (in use) or a 422 (duplicate);
 * - the answer: the item read back as its caller sees it (201 on create), a body, or a 204.
 *
 * What stays a hand-written route and why: docs/architecture.md, "Adding a custom write".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool } from '../db/pool';
import { assertAccess, assertInScope, assertMayRead, idParam, loadItem, requireUser } from './access';
import { ApiError, mapDbError } from './errors';
import type { Access, ProcessorDecl, Resource, WriteResult } from './resource';
import { JSONLD, sendItem } from './serialization';

function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'api.error.badBody');
  return body as Record<string, unknown>;
}

async function send(reply: FastifyReply, pool: Pool, user: AuthUser, resource: Resource, result: WriteResult, created: boolean) {
  if ('item' in result) {
    const item = await loadItem(pool, result.resource ?? resource, user, result.item);
    return sendItem(reply, result.status ?? (created ? 201 : 200), result.extra ? { ...item, ...result.extra } : item);
  }
  if ('body' in result) return reply.code(result.status ?? 200).type(JSONLD).send(result.body);
  return reply.code(204).send();
}

/** The handler of one processor: access, item, body, then the processor, then the answer. */
export function processorHandler(
  resource: Resource,
  decl: ProcessorDecl<never>,
  target: { onItem: boolean; access: Access | undefined; created: boolean },
  pool: Pool,
  deps: unknown,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    let id: number | null = null;
    if (target.onItem) {
      id = idParam(request);
      if (!decl.findsItem) {
        assertMayRead(resource, user);
        await assertInScope(pool, resource, user, id);
      }
    }
    if (!decl.findsItem) assertAccess(user, target.access);
    // A DELETE carries no body unless its processor says so.
    const kind = decl.body ?? (request.method === 'DELETE' ? 'none' : 'json');
    const body = kind === 'json' ? objectBody(request) : {};
    const result = await (decl.run as ProcessorDecl<unknown>['run'])({
      request,
      user,
      pool,
      deps,
      resource,
      id,
      body,
      transaction: (fn) => withActor(pool, user.id, fn).catch(mapDbError),
    });
    return send(reply, pool, user, resource, result, target.created);
  };
}

/** `POST /<path>/<name>` and `POST /<path>/{id}/<name>` of the resource's actions. */
export function registerActions(app: FastifyInstance, resource: Resource, pool: Pool, deps: unknown): void {
  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    const url = action.on === 'item' ? `/${resource.path}/:id/${name}` : `/${resource.path}/${name}`;
    const handler = processorHandler(resource, action, { onItem: action.on === 'item', access: action.access, created: false }, pool, deps);
    if (action.method === 'PATCH') app.patch(url, handler);
    else app.post(url, handler);
  }
}
