/**
 * A resource test is a declaration too: `describeHydraResource(resource, builders)`
 * derives from the resource's declaration and the permission matrix
 * (src/domain/permissions.ts) the tests every Hydra resource owes:
 *
 * - for every role group of src/domain/roles.ts and every declared operation, allowed or
 *   refused (403, nothing written) as `can(roles, permission)` says; an item method from a role
 *   that may not read the resource is a 404 instead, as for a missing id (no existence oracle);
 * - objects outside the user's scope answer 404 to every item method;
 * - methods of undeclared operations answer 405 with Allow;
 * - the collection's shape (hydra:member, hydra:totalItems, hydra:search naming each filter);
 * - each declared filter answers 200 to a valid value and 400 naming the parameter to a bad one;
 * - an invalid body answers 422 naming one of its fields, with nothing written;
 * - every declared action (server/hydra/processors.ts): allowed or refused per role as its access
 *   says (403, or 404 on an item the role may not read), 404 on an item out of scope, nothing
 *   written on refusal. Custom create / update / delete processors are the operations above.
 *
 * `builders` say how to make objects in and out of a user's scope and what a valid and an
 * invalid body look like; the rest comes from the declaration. It runs on its own database.
 */
import { can, type Permission } from '@/domain/permissions';
import { ROLES, type RoleGroup } from '@/domain/roles';
import type { Pool } from '@server/db/pool';
import { declaredFilters, type FilterDecls } from '@server/hydra/filters';
import type { Access, Resource } from '@server/hydra/resource';
import { searchVariables } from '@server/hydra/search';
import { client, createTestContext, type TestContext } from './apiApp';
import { insertUser, tokenFor, type TestUser } from './apiBuilders';

type Body = Record<string, unknown>;

export interface ResourceBuilders {
  /** An item the user may see (creating whatever links it to them); its id. */
  inScope(pool: Pool, user: TestUser): Promise<number>;
  /** An item the user may not see, or null when they see every row. */
  outOfScope?(pool: Pool, user: TestUser): Promise<number | null>;
  /** A valid POST (and PUT) body for the user. Needed when the resource creates or replaces. */
  validBody?(pool: Pool, user: TestUser): Promise<Body>;
  /** A valid PATCH body for the user (default: validBody). */
  patchBody?(pool: Pool, user: TestUser): Promise<Body>;
  /** A body answered 422: POSTed when the resource creates, else PATCHed onto an item. */
  invalidBody: Body;
  /**
   * Per declared action: the body to send, the status of an allowed call (default 200), and who
   * may make it when the body needs more than the action's access (a bulk action's own permission).
   */
  actions?: Record<string, ActionProbe>;
  /** Query values where the kind's default does not fit: variable → valid and bad value (null: none is bad). */
  filterValues?: Record<string, { valid: string; bad?: string | null }>;
}

export interface ActionProbe {
  body?: (pool: Pool, user: TestUser) => Promise<Body>;
  status?: number;
  allowed?: (role: string) => boolean;
}

/** One role reference per group of the matrix. */
export const GROUP_ROLES: Record<RoleGroup, string> = {
  superAdmin: ROLES.SUPER_ADMIN,
  admin: ROLES.ADMIN,
  support: ROLES.SUPPORT,
  organizer: ROLES.ORGANIZER,
  standist: ROLES.STANDIST,
  securityOfficer: ROLES.SECURITY_OFFICER,
  spsCoordinator: ROLES.SPS_COORDINATOR,
  exhibitionCenterService: ROLES.EXHIBITION_CENTER_SERVICE,
};
const GROUPS = Object.keys(GROUP_ROLES) as RoleGroup[];

export const allows = (role: string, access: Access | undefined): boolean =>
  access === undefined ? false : access === 'authenticated' ? true : can([role], access as Permission);

/**
 * Every violation names a field, and some violation names a field of the body sent (or inside
 * one: `confirmation.email`); an empty body's violations name the fields it lacks.
 */
function namesAFieldOf(body: Body, violations: Array<{ propertyPath: string }>): boolean {
  if (!violations.length || violations.some((v) => typeof v.propertyPath !== 'string' || v.propertyPath === '')) return false;
  if (!Object.keys(body).length) return true;
  return violations.some((v) => Object.keys(body).some((field) => v.propertyPath === field || v.propertyPath.startsWith(`${field}.`) || v.propertyPath.startsWith(`${field}[`)));
}

/** The query pair a filter is tried with: a valid value and a bad one (null: every value is valid). */
export function filterProbes(filters: FilterDecls | undefined): Array<{ variable: string; valid: string; bad: string | null }> {
  const out: Array<{ variable: string; valid: string; bad: string | null }> = [];
  for (const { kind, property } of declaredFilters(filters)) {
    switch (kind) {
      case 'search': {
        const decl = filters!.search![property];
        if (decl.strategy !== 'exact') out.push({ variable: property, valid: 'x', bad: null });
        else if (decl.type === 'integer') out.push({ variable: property, valid: decl.iri ? `${decl.iri}/1` : '1', bad: 'abc' });
        else if (decl.choices) out.push({ variable: `${property}[]`, valid: decl.choices[0], bad: 'no-such-choice' });
        else out.push({ variable: property, valid: 'x', bad: null });
        break;
      }
      case 'range':
        out.push({ variable: `${property}[gte]`, valid: '1', bad: 'abc' });
        break;
      case 'date':
        out.push({ variable: `${property}[after]`, valid: '2026-01-01', bad: 'not-a-date' });
        break;
      case 'exists':
        out.push({ variable: `exists[${property}]`, valid: 'true', bad: 'maybe' });
        break;
      case 'boolean':
        out.push({ variable: property, valid: 'true', bad: 'maybe' });
        break;
      case 'order':
        out.push({ variable: `order[${property}]`, valid: 'desc', bad: 'sideways' });
        break;
      case 'text':
        out.push({ variable: 'search', valid: 'x', bad: null });
        break;
    }
  }
  return out;
}

export function describeHydraResource(resource: Resource, builders: ResourceBuilders): void {
  const ops = resource.operations;
  const base = resource.collectionIri;

  describe(`${resource.type} (${base}), from its declaration`, () => {
    let ctx: TestContext;
    const users = {} as Record<RoleGroup, TestUser>;
    const tokens = {} as Record<RoleGroup, string>;
    const as = (group: RoleGroup) => client(ctx.app, tokens[group]);
    const count = async () => Number((await ctx.pool.query(`SELECT count(*) FROM ${resource.table}`)).rows[0].count);
    const item = (id: number) => resource.itemIri(id);

    beforeAll(async () => {
      ctx = await createTestContext();
      for (const group of GROUPS) {
        users[group] = await insertUser(ctx.pool, { role: GROUP_ROLES[group] });
        tokens[group] = await tokenFor(users[group]);
      }
    });
    afterAll(async () => ctx?.close());

    describe.each(GROUPS)('as %s', (group) => {
      const role = GROUP_ROLES[group];
      const verdict = (access: Access | undefined) => (allows(role, access) ? 'allowed' : 'refused (403)');
      /** Item methods: a role that may not read the resource gets the 404 of a missing id. */
      const mayRead = allows(role, ops.read ?? ops.list);
      const itemVerdict = (access: Access | undefined) => (!mayRead ? 'not found (404: may not read)' : verdict(access));
      const itemRefusal = mayRead ? 403 : 404;

      if (ops.list) {
        it(`list: ${verdict(ops.list)}`, async () => {
          const res = await as(group).get(base);
          expect(res.status).toBe(allows(role, ops.list) ? 200 : 403);
        });
      }
      if (ops.read) {
        it(`read an item in scope: ${itemVerdict(ops.read)}`, async () => {
          const id = await builders.inScope(ctx.pool, users[group]);
          const res = await as(group).get(item(id));
          expect(res.status).toBe(allows(role, ops.read) ? 200 : 404);
          if (res.status === 200) expect(res.body).toMatchObject({ '@id': item(id), '@type': resource.type, id });
        });
      }
      if (ops.create) {
        it(`create: ${verdict(ops.create)}`, async () => {
          const body = await builders.validBody!(ctx.pool, users[group]);
          const before = await count();
          const res = await as(group).post(base, body);
          if (allows(role, ops.create)) {
            expect(res.status).toBe(201);
            expect(res.body['@type']).toBe(resource.type);
            expect(await count()).toBe(before + 1);
          } else {
            expect(res.status).toBe(403);
            expect(res.body).toMatchObject({ '@type': 'hydra:Error' });
            expect(await count()).toBe(before);
          }
        });
      }
      if (ops.update) {
        it(`update (PATCH): ${itemVerdict(ops.update)}`, async () => {
          const id = await builders.inScope(ctx.pool, users[group]);
          const body = await (builders.patchBody ?? builders.validBody)!(ctx.pool, users[group]);
          const res = await as(group).patch(item(id), body);
          expect(res.status).toBe(mayRead && allows(role, ops.update) ? 200 : itemRefusal);
        });
        if (ops.put) {
          it(`replace (PUT): ${itemVerdict(ops.update)}`, async () => {
            const id = await builders.inScope(ctx.pool, users[group]);
            const res = await as(group).put(item(id), await builders.validBody!(ctx.pool, users[group]));
            expect(res.status).toBe(mayRead && allows(role, ops.update) ? 200 : itemRefusal);
          });
        }
      }
      if (ops.delete) {
        it(`delete: ${itemVerdict(ops.delete)}`, async () => {
          const id = await builders.inScope(ctx.pool, users[group]);
          const res = await as(group).delete(item(id));
          const allowed = mayRead && allows(role, ops.delete);
          expect(res.status).toBe(allowed ? 204 : itemRefusal);
          const { rowCount } = await ctx.pool.query(`SELECT 1 FROM ${resource.table} WHERE id = $1`, [id]);
          expect(rowCount).toBe(allowed ? 0 : 1);
        });
      }
      for (const [name, action] of Object.entries(resource.actions ?? {})) {
        const probe = builders.actions?.[name] ?? {};
        const may = probe.allowed ? probe.allowed(role) : allows(role, action.access);
        const onItem = action.on === 'item';
        const refusal = onItem && !mayRead && !action.findsItem ? 404 : 403;
        it(`action ${name}: ${may ? 'allowed' : `refused (${refusal}), nothing written`}`, async () => {
          const id = onItem ? await builders.inScope(ctx.pool, users[group]) : null;
          const url = onItem ? `${item(id!)}/${name}` : `${base}/${name}`;
          const body = (await probe.body?.(ctx.pool, users[group])) ?? {};
          const before = await count();
          const res = action.method === 'PATCH' ? await as(group).patch(url, body) : await as(group).post(url, body);
          if (may) expect(res.status).toBe(probe.status ?? 200);
          else {
            expect(res.status).toBe(refusal);
            expect(await count()).toBe(before);
          }
        });
        if (onItem && builders.outOfScope) {
          it(`action ${name} on an item out of scope: 404`, async () => {
            const id = await builders.outOfScope!(ctx.pool, users[group]);
            if (id === null) return; // this group sees every row
            const body = (await probe.body?.(ctx.pool, users[group])) ?? {};
            expect((await as(group).post(`${item(id)}/${name}`, body)).status).toBe(404);
          });
        }
      }
      if (!mayRead) {
        it('answers an existing id and a missing one alike (404) to every item method: no existence oracle', async () => {
          const id = await builders.inScope(ctx.pool, users[group]);
          const missing = 2_000_000_000;
          const api = as(group);
          const before = await count();
          const methods = [
            ...(ops.read ? [(i: number) => api.get(item(i))] : []),
            ...(ops.update ? [(i: number) => api.patch(item(i), {})] : []),
            ...(ops.update && ops.put ? [(i: number) => api.put(item(i), {})] : []),
            ...(ops.delete ? [(i: number) => api.delete(item(i))] : []),
          ];
          for (const send of methods) {
            const [existing, absent] = [await send(id), await send(missing)];
            expect([existing.status, absent.status]).toEqual([404, 404]);
            expect(existing.body).toEqual(absent.body);
          }
          expect(await count()).toBe(before);
        });
      }
      if (builders.outOfScope) {
        it('answers 404 to every item method on an object out of scope, changing nothing', async () => {
          const id = await builders.outOfScope!(ctx.pool, users[group]);
          if (id === null) return; // this group sees every row
          const api = as(group);
          const before = await count();
          if (ops.read) expect((await api.get(item(id))).status).toBe(404);
          if (ops.update) expect((await api.patch(item(id), (await (builders.patchBody ?? builders.validBody)?.(ctx.pool, users[group])) ?? {})).status).toBe(404);
          if (ops.delete) expect((await api.delete(item(id))).status).toBe(404);
          expect(await count()).toBe(before);
          if (ops.list && allows(role, ops.list)) {
            const listed = (await api.get(`${base}?pagination=false`)).body['hydra:member'].map((m: { id: number }) => m.id);
            expect(listed).not.toContain(id);
          }
        });
      }
    });

    it('answers 405 with Allow to the methods it does not declare', async () => {
      const api = as('superAdmin');
      const collection = ['GET', 'POST'].filter((m) => (m === 'GET' ? ops.list : ops.create));
      const itemMethods = ['GET', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
        m === 'GET' ? ops.read : m === 'PUT' ? ops.update && ops.put : m === 'PATCH' ? ops.update : ops.delete,
      );
      if (!ops.create) {
        const res = await api.post(base, {});
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe(collection.join(', '));
      }
      if (!(ops.update && ops.put)) {
        const res = await api.put(`${base}/1`, {});
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe(itemMethods.join(', '));
      }
    });

    if (ops.list) {
      const lister = (): RoleGroup => GROUPS.find((g) => allows(GROUP_ROLES[g], ops.list))!;

      it('answers a Hydra collection whose hydra:search names every declared filter', async () => {
        await builders.inScope(ctx.pool, users[lister()]);
        const res = await as(lister()).get(base);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ '@id': base, '@type': 'hydra:Collection', 'hydra:totalItems': expect.any(Number) });
        expect(Array.isArray(res.body['hydra:member'])).toBe(true);
        expect(res.body['hydra:totalItems']).toBeGreaterThan(0);
        for (const member of res.body['hydra:member']) expect(member['@type']).toBe(resource.type);
        const variables = res.body['hydra:search']['hydra:mapping'].map((m: { variable: string }) => m.variable);
        expect(variables).toEqual(searchVariables(resource).map((v) => v.variable));
        for (const { property } of declaredFilters(resource.filters)) {
          expect(res.body['hydra:search']['hydra:mapping'].some((m: { property: string }) => m.property === property)).toBe(true);
        }
      });

      const probes = filterProbes(resource.filters).map((p) => ({ ...p, ...builders.filterValues?.[p.variable] }));
      it.each(probes.map((p) => [p.variable, p] as const))('filter %s: 200 on a valid value, 400 naming it on a bad one', async (_variable, probe) => {
        const api = as(lister());
        const ok = await api.get(`${base}?${new URLSearchParams([[probe.variable, probe.valid]])}`);
        expect(ok.status).toBe(200);
        if (probe.bad === null || probe.bad === undefined) return;
        const bad = await api.get(`${base}?${new URLSearchParams([[probe.variable, probe.bad]])}`);
        expect(bad.status).toBe(400);
        expect(bad.body['@type']).toBe('hydra:Error');
        expect(bad.body['hydra:description']).toContain(probe.variable);
      });
    }

    const writer = (): RoleGroup | undefined =>
      GROUPS.find((g) => allows(GROUP_ROLES[g], ops.create ?? ops.update));
    if (ops.create || ops.update) {
      it('answers 422 to an invalid body, writing nothing', async () => {
        const group = writer()!;
        const api = as(group);
        const before = await count();
        if (ops.create) {
          const res = await api.post(base, builders.invalidBody);
          expect(res.status).toBe(422);
          expect(res.body['@type']).toBe('ConstraintViolationList');
          expect(namesAFieldOf(builders.invalidBody, res.body.violations)).toBe(true);
        } else {
          const id = await builders.inScope(ctx.pool, users[group]);
          const original = (await api.get(item(id))).body;
          const res = await api.patch(item(id), builders.invalidBody);
          expect(res.status).toBe(422);
          expect(namesAFieldOf(builders.invalidBody, res.body.violations)).toBe(true);
          expect((await api.get(item(id))).body).toEqual(original);
        }
        expect(await count()).toBe(before + (ops.create ? 0 : 1));
      });
    }
  });
}
