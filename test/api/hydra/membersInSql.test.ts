/**
 * A list whose members PostgreSQL writes (`membersInSql`: the providers, whose modal lists them
 * all): a client gets the very bytes the generic serialization writes, whatever the texts hold
 * (quotes, control characters, emoji, line separators), nulls, a missing logo, every paging and
 * order; a declaration it would not hold for is refused when defined.
 */
import type { AuthUser } from '@server/auth/user';
import { defineResource, type Resource } from '@server/hydra/resource';
import { listCollection } from '@server/hydra/statements';
import { providers } from '@server/resources/providers';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertUser, ROLES, tokenFor } from '../../support/apiBuilders';
import { insertCategory, insertProvider } from '../../support/directoryBuilders';
import { allResources } from '../../support/resources';

let ctx: TestContext;
let token: string;
let user: AuthUser;

const NAMES = [
  'Guillemets " et \\ barre oblique inverse',
  'Contrôle \u0001\u001f\b\f\n\r\t fin',
  'Accents éàüœ – tiret, emoji 🎪, séparateurs \u2028\u2029',
  "Apostrophe l'Expo",
  '<script>alert("x")</script> & co',
  'Zéro width\u200b et \u007f',
];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
  token = await tokenFor(admin);
  user = { id: admin.id, username: admin.username, email: admin.email, roles: [admin.role] };
  const ids: number[] = [];
  for (const name of NAMES) ids.push(await insertProvider(ctx.pool, name));
  // No link; a logo disabled (read as null); placed twice with clicks (nbShows, counter).
  await ctx.pool.query('UPDATE providers SET link = NULL WHERE id = $1', [ids[0]]);
  await ctx.pool.query('UPDATE media SET enabled = false WHERE id = (SELECT logo_id FROM providers WHERE id = $1)', [ids[1]]);
  const category = await insertCategory(ctx.pool);
  for (let i = 0; i < 2; i++) {
    await ctx.pool.query('INSERT INTO provider_shows (show_id, provider_id, category_id, counter) VALUES ($1, $2, $3, $4)', [await insertShow(ctx.pool), ids[2], category, 7 + i]);
  }
});
afterAll(async () => ctx.close());

const inSql = allResources().filter((r) => r.membersInSql);

describe.each(inSql.map((r) => [r.path, r] as const))('%s: members written by PostgreSQL', (_path, resource) => {
  const generic: Resource = { ...resource, membersInSql: false };
  const urls = [
    `${resource.collectionIri}?pagination=false`,
    `${resource.collectionIri}?pagination=false&order[name]=asc`,
    `${resource.collectionIri}?itemsPerPage=2&page=2&order[id]=desc`,
    `${resource.collectionIri}?itemsPerPage=3&page=1&search=${encodeURIComponent('é')}`,
    `${resource.collectionIri}?itemsPerPage=30&page=9`,
  ];

  it.each(urls)('answers %s with the generic serialization’s bytes', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(await listCollection(ctx.pool, generic, user, url));
  });

  it('holds what the texts hold, nulls and the nested logo', async () => {
    const res = await client(ctx.app, token).get(`${resource.collectionIri}?pagination=false`);
    const members = res.body['hydra:member'] as Array<Record<string, unknown>>;
    expect(members.length).toBeGreaterThanOrEqual(NAMES.length);
    if (resource !== providers) return;
    const byName = new Map(members.map((m) => [m.name, m]));
    for (const name of NAMES) expect(byName.has(name)).toBe(true);
    expect(byName.get(NAMES[0])).toMatchObject({ '@type': 'Provider', link: null, logo: { mediaFileName: 'logo.png' } });
    expect(byName.get(NAMES[1])).toMatchObject({ logo: null });
    expect(byName.get(NAMES[2])).toMatchObject({ nbShows: 2, counter: 15 });
  });
});

describe('membersInSql declarations', () => {
  it('is used by the providers', () => {
    expect(inSql.map((r) => r.path)).toContain('providers');
  });

  const base = { path: 'things', type: 'Thing', table: 'things', operations: { list: 'authenticated' as const }, membersInSql: true };
  it('refuses a resource with a view, a number, or an object not known to be compact JSON', () => {
    expect(() => defineResource({ ...base, fields: { name: { read: { sql: 't.name', type: 'string' } } }, view: (item) => item })).toThrow(/view/);
    expect(() => defineResource({ ...base, fields: { price: { read: { sql: 't.price', type: 'number' } } } })).toThrow(/price \(number\)/);
    expect(() => defineResource({ ...base, fields: { logo: { read: { sql: 'json_build_object()', type: 'object' } } } })).toThrow(/logo \(object without compactJson\)/);
    expect(() =>
      defineResource({ ...base, fields: { name: { read: { sql: 't.name', type: 'string' } }, logo: { read: { sql: 'null::json', type: 'object', compactJson: true } } } }),
    ).not.toThrow();
  });
});
