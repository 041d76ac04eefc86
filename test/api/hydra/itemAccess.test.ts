/**
 * Issue 7, item 5: no existence oracle. An item request from a caller who may not read the
 * resource answers 404 whether the id exists or not (it used to be 403 for an existing id and
 * 404 for a missing one); a caller who may read but not write gets 404 outside their scope and
 * 403 inside it. Checked on a resource declared here with a restricted read permission (every
 * resource of server/resources is readable by some role of each group today).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { ROLES } from '@/domain/roles';
import { registerResource } from '@server/hydra/routes';
import { defineResource } from '@server/hydra/resource';
import { text } from '@server/hydra/validators';
import bodyParsers from '@server/plugins/bodyParsers';
import errorHandler from '@server/plugins/errorHandler';
import requestContext from '@server/plugins/requestContext';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertLayoutType } from '../../support/apiBuilders';

const restricted = defineResource({
  path: 'restricted_types',
  type: 'RestrictedType',
  table: 'layout_types',
  fields: { label: { read: { sql: 't.label', type: 'string' }, write: { column: 'label', validator: text({ required: true, max: 100 }) } } },
  operations: { list: 'layoutType.list', read: 'layoutType.list', update: 'layoutType.edit', put: true, delete: 'layoutType.delete' },
  // Organizers see the types whose label starts with "Org" (a scope to be outside of).
  scope: (user) => (user.roles.includes(ROLES.ORGANIZER) ? `t.label LIKE 'Org%'` : null),
});

let ctx: TestContext;
let app: FastifyInstance;
let inOrgScope: number;
let outOfOrgScope: number;
const MISSING = 2_000_000_000;

beforeAll(async () => {
  ctx = await createTestContext();
  inOrgScope = await insertLayoutType(ctx.pool, 'Org type');
  outOfOrgScope = await insertLayoutType(ctx.pool, 'Other type');
  app = Fastify();
  await app.register(requestContext);
  await app.register(bodyParsers);
  await app.register(errorHandler);
  // The caller from a test header (the auth plugin is not what is tested here).
  app.addHook('onRequest', async (request) => {
    request.user = { id: 1, username: 'u', email: 'u@example.test', roles: [String(request.headers['x-test-role'])] };
  });
  await app.register(async (api) => registerResource(api, restricted, ctx.pool), { prefix: '/backend' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const as = (role: string) => client(app, undefined, { 'x-test-role': role });
const labels = async () => (await ctx.pool.query('SELECT label FROM layout_types ORDER BY id')).rows.map((r) => r.label);

describe('item methods: 404 before 403', () => {
  it('a role that may not read gets the same 404 for an existing id and a missing one, on every method, changing nothing', async () => {
    const api = as(ROLES.STANDIST);
    const before = await labels();
    for (const id of [inOrgScope, outOfOrgScope, MISSING]) {
      for (const res of [
        await api.get(`/backend/restricted_types/${id}`),
        await api.patch(`/backend/restricted_types/${id}`, { label: 'x' }),
        await api.put(`/backend/restricted_types/${id}`, { label: 'x' }),
        await api.delete(`/backend/restricted_types/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body['hydra:description']).toBe('Ressource introuvable.');
      }
    }
    expect(await labels()).toEqual(before);
  });

  it('a role that may read but not write: 404 outside its scope or missing, 403 inside', async () => {
    const api = as(ROLES.ORGANIZER);
    expect((await api.get(`/backend/restricted_types/${inOrgScope}`)).status).toBe(200);
    for (const id of [outOfOrgScope, MISSING]) {
      expect((await api.get(`/backend/restricted_types/${id}`)).status).toBe(404);
      expect((await api.patch(`/backend/restricted_types/${id}`, { label: 'x' })).status).toBe(404);
      expect((await api.delete(`/backend/restricted_types/${id}`)).status).toBe(404);
    }
    expect((await api.patch(`/backend/restricted_types/${inOrgScope}`, { label: 'x' })).status).toBe(403);
    expect((await api.delete(`/backend/restricted_types/${inOrgScope}`)).status).toBe(403);
  });

  it('a role that may write does', async () => {
    const res = await as(ROLES.ADMIN).patch(`/backend/restricted_types/${outOfOrgScope}`, { label: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.label).toBe('Renamed');
  });
});
