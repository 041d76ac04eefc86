/**
 * The gateway's read and settings resources (issue 24; part 2 §3, §7): external stand identifiers
 * read within the stands' scope (never the token's hash nor the synced values), and the shows'
 * query parameters listed, edited and removed by an admin only.
 */
import { createTestContext, client, type TestContext } from '../../support/apiApp';
import { addStandRole, ids, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { insertExternalIdentifier, insertSource } from '../../support/gatewayBuilders';

let ctx: TestContext;
let admin: TestUser;
let support: TestUser;
let organizer: TestUser;
let standist: TestUser;
let showA: number;
let showB: number;
let standA1: number;
let standA2: number;
let standB: number;
let sourceId: number;
const identifiers: Record<string, { id: number; token: string }> = {};

const api = async (user: TestUser) => client(ctx.app, await tokenFor(user));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN });
  support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
  organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
  standist = await insertUser(ctx.pool);
  showA = await insertShow(ctx.pool, { name: 'Alpha Salon' });
  showB = await insertShow(ctx.pool, { name: 'Bêta Salon' });
  await linkUserShow(ctx.pool, organizer.id, showA);
  standA1 = await insertStand(ctx.pool, showA);
  standA2 = await insertStand(ctx.pool, showA);
  standB = await insertStand(ctx.pool, showB);
  await addStandRole(ctx.pool, standist.id, standA1);
  sourceId = await insertSource(ctx.pool, 'gl_event');
  identifiers.a1 = await insertExternalIdentifier(ctx.pool, { standId: standA1, sourceId, contact: { email: 'secret.contact@example.test' }, expiresAt: '2030-01-01T00:00:00Z' });
  identifiers.a2 = await insertExternalIdentifier(ctx.pool, { standId: standA2, sourceId });
  identifiers.b = await insertExternalIdentifier(ctx.pool, { standId: standB, sourceId });
});
afterAll(async () => ctx.close());

describe('/backend/external_stand_identifiers', () => {
  it('answers the stand, source, token and expiry — never the hash nor the synced values', async () => {
    const res = await (await api(admin)).get(`/backend/external_stand_identifiers/${identifiers.a1.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@id': `/backend/external_stand_identifiers/${identifiers.a1.id}`,
      '@type': 'ExternalStandIdentifier',
      id: identifiers.a1.id,
      stand: `/backend/stands/${standA1}`,
      source: `/backend/sources/${sourceId}`,
      tokenIdentifier: identifiers.a1.token,
      expiresAt: expect.stringMatching(/^2030-01-01T00:00:00/),
    });
    expect(res.text).not.toContain('secret.contact');
    expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['tokenHash']));
    expect(res.text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('filters by token and by stand', async () => {
    const adminApi = await api(admin);
    expect(ids((await adminApi.get(`/backend/external_stand_identifiers?tokenIdentifier=${identifiers.b.token}`)).body)).toEqual([identifiers.b.id]);
    expect(ids((await adminApi.get(`/backend/external_stand_identifiers?stand=/backend/stands/${standA2}`)).body)).toEqual([identifiers.a2.id]);
    expect(ids((await adminApi.get(`/backend/external_stand_identifiers?tokenIdentifier=nothing-like-this-token`)).body)).toEqual([]);
  });

  it('per role: admin and support all, the organizer their shows’ stands, the standist their own stands', async () => {
    const all = [identifiers.a1.id, identifiers.a2.id, identifiers.b.id];
    expect(ids((await (await api(admin)).get('/backend/external_stand_identifiers')).body)).toEqual(all);
    expect(ids((await (await api(support)).get('/backend/external_stand_identifiers')).body)).toEqual(all);
    expect(ids((await (await api(organizer)).get('/backend/external_stand_identifiers')).body)).toEqual([identifiers.a1.id, identifiers.a2.id]);
    const standistApi = await api(standist);
    expect(ids((await standistApi.get('/backend/external_stand_identifiers')).body)).toEqual([identifiers.a1.id]);
    // Another stand's token finds nothing, and its item is a 404 (no existence oracle).
    expect(ids((await standistApi.get(`/backend/external_stand_identifiers?tokenIdentifier=${identifiers.a2.token}`)).body)).toEqual([]);
    expect((await standistApi.get(`/backend/external_stand_identifiers/${identifiers.a2.id}`)).status).toBe(404);
    expect((await (await api(organizer)).get(`/backend/external_stand_identifiers/${identifiers.b.id}`)).status).toBe(404);
    expect((await client(ctx.app).get('/backend/external_stand_identifiers')).status).toBe(401);
  });

  it('answers the token itself to admins only: support, the organizer and the stand\'s people read it masked, and the exhibitor still finds their stand by it', async () => {
    const masked = `…${identifiers.a1.token.slice(-4)}`;
    for (const user of [support, organizer, standist]) {
      const res = await (await api(user)).get(`/backend/external_stand_identifiers/${identifiers.a1.id}`);
      expect(res.status).toBe(200);
      expect(res.body.tokenIdentifier).toBe(masked);
      expect(res.text).not.toContain(identifiers.a1.token);
      const list = await (await api(user)).get('/backend/external_stand_identifiers');
      expect(list.text).not.toContain(identifiers.a1.token);
    }
    // The external sign-in's lookup: the exhibitor knows their token, and gets their stand.
    const found = await (await api(standist)).get(`/backend/external_stand_identifiers?tokenIdentifier=${identifiers.a1.token}`);
    expect(found.body['hydra:member'].map((m: { stand: string }) => m.stand)).toEqual([`/backend/stands/${standA1}`]);
  });

  it('is read-only', async () => {
    const adminApi = await api(admin);
    expect((await adminApi.patch(`/backend/external_stand_identifiers/${identifiers.a1.id}`, { tokenIdentifier: 'x'.repeat(30) })).status).toBe(405);
    expect((await adminApi.delete(`/backend/external_stand_identifiers/${identifiers.a1.id}`)).status).toBe(405);
    expect((await adminApi.post('/backend/external_stand_identifiers', { stand: `/backend/stands/${standA1}` })).status).toBe(405);
  });
});

describe('/backend/show_source_query_parameters', () => {
  let params: number[];
  beforeAll(async () => {
    // Written as the show form writes them.
    const adminApi = await api(admin);
    await ctx.pool.query('UPDATE shows SET source_id = $1 WHERE id = ANY($2)', [sourceId, [showA, showB]]);
    expect((await adminApi.patch(`/backend/shows/${showB}`, { queryParameters: [{ name: 'event', value: 'B1' }] })).status).toBe(200);
    expect((await adminApi.patch(`/backend/shows/${showA}`, { queryParameters: [{ name: 'event', value: 'A1' }, { name: 'lang', value: 'fr' }] })).status).toBe(200);
    params = (await ctx.pool.query('SELECT id FROM show_source_query_parameters ORDER BY show_id = $1 DESC, position', [showA])).rows.map((r) => r.id);
  });

  it('lists them by show name then position, with the show’s name, filtered by show and source', async () => {
    const adminApi = await api(admin);
    const res = await adminApi.get('/backend/show_source_query_parameters');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member'].map((p: { showName: string; name: string; value: string }) => [p.showName, p.name, p.value])).toEqual([
      ['Alpha Salon', 'event', 'A1'],
      ['Alpha Salon', 'lang', 'fr'],
      ['Bêta Salon', 'event', 'B1'],
    ]);
    expect(res.body['hydra:member'][0]).toMatchObject({ show: `/backend/shows/${showA}`, source: `/backend/sources/${sourceId}` });
    expect((await adminApi.get(`/backend/show_source_query_parameters?show=/backend/shows/${showB}`)).body['hydra:totalItems']).toBe(1);
    expect((await adminApi.get(`/backend/show_source_query_parameters?source=/backend/sources/${sourceId}`)).body['hydra:totalItems']).toBe(3);
    // The settings screen's sort (/parametres-source): by name.
    const byName = await adminApi.get('/backend/show_source_query_parameters?order[name]=desc');
    expect(byName.body['hydra:member'].map((p: { name: string }) => p.name)).toEqual(['lang', 'event', 'event']);
  });

  it('an admin edits one (trimmed) and removes one; the show form reads the change', async () => {
    const adminApi = await api(admin);
    const res = await adminApi.patch(`/backend/show_source_query_parameters/${params[0]}`, { value: '  A2  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'event', value: 'A2' });
    expect((await adminApi.delete(`/backend/show_source_query_parameters/${params[1]}`)).status).toBe(204);
    expect((await adminApi.get(`/backend/shows/${showA}`)).body.queryParameters).toEqual([{ name: 'event', value: 'A2' }]);
    expect((await adminApi.get(`/backend/show_source_query_parameters/${params[1]}`)).status).toBe(404);
  });

  it('bad input: 422 naming the field, nothing changed', async () => {
    const adminApi = await api(admin);
    const id = params[2];
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ value: null }, 'value'],
      [{ value: 'x'.repeat(256) }, 'value'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ value: 42 }, 'value'],
    ] as const) {
      const res = await adminApi.patch(`/backend/show_source_query_parameters/${id}`, body);
      expect(res.status).toBe(422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([field]);
    }
    expect((await ctx.pool.query('SELECT name, value FROM show_source_query_parameters WHERE id = $1', [id])).rows[0]).toEqual({ name: 'event', value: 'B1' });
    expect((await adminApi.patch(`/backend/show_source_query_parameters/${id}`, 'not json')).status).toBe(400);
  });

  it('organizer, support and standist are refused, per object too', async () => {
    const id = params[2];
    for (const user of [organizer, support, standist]) {
      const userApi = await api(user);
      expect((await userApi.get('/backend/show_source_query_parameters')).status).toBe(403);
      expect([403, 404]).toContain((await userApi.get(`/backend/show_source_query_parameters/${id}`)).status);
      expect([403, 404]).toContain((await userApi.patch(`/backend/show_source_query_parameters/${id}`, { value: 'hack' })).status);
      expect([403, 404]).toContain((await userApi.delete(`/backend/show_source_query_parameters/${id}`)).status);
    }
    expect((await ctx.pool.query('SELECT value FROM show_source_query_parameters WHERE id = $1', [id])).rows[0].value).toBe('B1');
    expect((await (await api(admin)).patch('/backend/show_source_query_parameters/999999', { value: 'x' })).status).toBe(404);
  });
});
