/**
 * The routes of a declared resource: GET collection / GET item from the declaration's reads,
 * POST / PUT / PATCH / DELETE from server/hydra/writes.ts or the declaration's processors and its
 * actions (server/hydra/processors.ts), a 405 naming the allowed methods for every operation it
 * does not declare.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from '../db/pool';
import { assertAccess, assertMayRead, idParam, loadItem, requireUser } from './access';
import { ApiError } from './errors';
import type { Resource } from './resource';
import { JSONLD, sendItem } from './serialization';
import { listCollection } from './statements';
import { processorHandler, registerActions } from './processors';
import { createHandler, deleteHandler, updateHandler } from './writes';

function methodNotAllowed(allowed: string[]) {
  return async (request: FastifyRequest) => {
    throw new ApiError(405, 'api.error.methodNotAllowed', { method: request.method }, { Allow: allowed.join(', ') });
  };
}

/**
 * Serves GET collection / GET item / POST / PUT / PATCH / DELETE from a declaration; `deps`: what
 * its processors receive (the app's services).
 */
export function registerResource(app: FastifyInstance, resource: Resource, pool: Pool, deps: unknown = {}): void {
  const ops = resource.operations;
  const processors = resource.processors ?? {};
  /** The handler of a declared processor: its access, or the operation's. */
  const processed = (kind: 'create' | 'update' | 'delete') =>
    processorHandler(resource, processors[kind]!, { onItem: kind !== 'create', access: processors[kind]!.access ?? ops[kind], created: kind === 'create' }, pool, deps);
  const base = `/${resource.path}`;
  const item = `${base}/:id`;
  const collectionMethods = ['GET', 'POST'].filter((m) => (m === 'GET' ? ops.list : ops.create));
  const itemMethods = ['GET', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
    m === 'GET' ? ops.read : m === 'PUT' ? ops.update && ops.put : m === 'PATCH' ? ops.update : ops.delete,
  );

  if (ops.list) {
    app.get(base, async (request, reply) => {
      const user = requireUser(request);
      assertAccess(user, ops.list);
      return reply.type(JSONLD).send(await listCollection(pool, resource, user, request.url));
    });
  } else {
    app.get(base, { config: { public: true } }, methodNotAllowed(collectionMethods));
  }

  if (ops.create && processors.create) {
    app.post(base, processed('create'));
  } else if (ops.create) {
    app.post(base, createHandler(resource, pool));
  } else {
    app.post(base, { config: { public: true } }, methodNotAllowed(collectionMethods));
  }

  if (ops.read) {
    app.get(item, async (request, reply) => {
      const user = requireUser(request);
      assertMayRead(resource, user);
      return sendItem(reply, 200, await loadItem(pool, resource, user, idParam(request)));
    });
  } else {
    app.get(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  }

  if (ops.update && ops.put) app.put(item, updateHandler(resource, pool, 'replace'));
  else app.put(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  if (ops.update && processors.update) app.patch(item, processed('update'));
  else if (ops.update) app.patch(item, updateHandler(resource, pool, 'patch'));
  else app.patch(item, { config: { public: true } }, methodNotAllowed(itemMethods));

  if (ops.delete && processors.delete) {
    app.delete(item, processed('delete'));
  } else if (ops.delete) {
    app.delete(item, deleteHandler(resource, pool));
  } else {
    app.delete(item, { config: { public: true } }, methodNotAllowed(itemMethods));
  }

  registerActions(app, resource, pool, deps);
}
