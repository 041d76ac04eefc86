import { layoutTypes } from '@server/resources/layoutTypes';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandLayout, insertLayoutType, insertShow, insertStand, insertUser, ROLES, tokenFor } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

let ctx: TestContext;
let adminApi: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  adminApi = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
});
afterAll(async () => ctx.close());

const count = async () => Number((await ctx.pool.query('SELECT count(*) FROM layout_types')).rows[0].count);

describe('layout types CRUD', () => {
  it('creates, reads, replaces, patches and deletes a layout type', async () => {
    const created = await adminApi.post('/backend/layout_types', { label: '  Cloison  ', color: '#1E88E5' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ '@type': 'LayoutType', label: 'Cloison', color: '#1e88e5' });
    const iri = created.body['@id'];
    expect(iri).toBe(`/backend/layout_types/${created.body.id}`);

    expect((await adminApi.get(iri)).body).toMatchObject({ label: 'Cloison', color: '#1e88e5' });
    const put = await adminApi.put(iri, { label: 'Réserve', color: '#8e24aa' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ label: 'Réserve', color: '#8e24aa' });
    const patch = await adminApi.patch(iri, { color: '#f4511e' });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ label: 'Réserve', color: '#f4511e' });

    expect((await adminApi.delete(iri)).status).toBe(204);
    expect((await adminApi.get(iri)).status).toBe(404);
  });

  it('answers 422 with French violations on an empty label and a non-hex color, and writes nothing', async () => {
    const before = await count();
    const res = await adminApi.post('/backend/layout_types', { label: '', color: 'blue' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      '@type': 'ConstraintViolationList',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description': 'label: Cette valeur ne doit pas être vide.\ncolor: Cette valeur n’est pas une couleur hexadécimale valide (#rrggbb).',
    });
    expect(res.body.violations).toEqual([
      { propertyPath: 'label', message: 'Cette valeur ne doit pas être vide.', code: expect.any(String) },
      { propertyPath: 'color', message: expect.stringContaining('#rrggbb'), code: expect.any(String) },
    ]);
    expect(await count()).toBe(before);
  });

  it('answers violations in English with Accept-Language or X-LOCALE', async () => {
    const en = await adminApi.post('/backend/layout_types', { color: '#12345' }, { 'accept-language': 'en-US,en;q=0.8' });
    expect(en.status).toBe(422);
    expect(en.body['hydra:title']).toBe('An error occurred');
    expect(en.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['label', 'This value should not be blank.'],
      ['color', 'This value is not a valid hexadecimal color (#rrggbb).'],
    ]);
    const x = await adminApi.post('/backend/layout_types', { label: 'x'.repeat(101), color: '#123456' }, { 'x-locale': 'en', 'accept-language': 'fr' });
    expect(x.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'label', message: 'This value is too long. It should have 100 characters or less.' }),
    ]);
  });

  it('refuses invalid PATCH and PUT bodies without changing the row', async () => {
    const { body } = await adminApi.post('/backend/layout_types', { label: 'Mezzanine', color: '#f4511e' });
    expect((await adminApi.patch(body['@id'], { label: '   ' })).status).toBe(422);
    expect((await adminApi.patch(body['@id'], { label: 42 })).body.violations[0]).toMatchObject({
      propertyPath: 'label',
      message: 'Cette valeur doit être de type string.',
    });
    expect((await adminApi.put(body['@id'], { label: 'Sans couleur' })).status).toBe(422);
    expect((await adminApi.get(body['@id'])).body).toMatchObject({ label: 'Mezzanine', color: '#f4511e' });
  });

  it('answers 400 on malformed JSON and 415 on other content types', async () => {
    const bad = await adminApi.post('/backend/layout_types', '{"label": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body['@type']).toBe('hydra:Error');
    const text = await adminApi.post('/backend/layout_types', 'label=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const array = await adminApi.post('/backend/layout_types', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('answers 404 on unknown or malformed ids', async () => {
    for (const url of ['/backend/layout_types/999999', '/backend/layout_types/abc', '/backend/layout_types/0', '/backend/layout_types/99999999999']) {
      const res = await adminApi.get(url);
      expect(res.status).toBe(404);
      expect(res.body['@type']).toBe('hydra:Error');
    }
    expect((await adminApi.delete('/backend/layout_types/999999')).status).toBe(404);
    expect((await adminApi.patch('/backend/layout_types/999999', { label: 'x' })).status).toBe(404);
  });

  it('refuses to delete a type still used by a stand layout (409), keeping it', async () => {
    const { body } = await adminApi.post('/backend/layout_types', { label: 'Plancher', color: '#6d4c41' });
    await addStandLayout(ctx.pool, await insertStand(ctx.pool, await insertShow(ctx.pool)), body.id);
    const res = await adminApi.delete(body['@id']);
    expect(res.status).toBe(409);
    expect(res.body['hydra:description']).toMatch(/Suppression impossible/);
    expect((await adminApi.get(body['@id'])).status).toBe(200);
  });
});

// Part 1 §6: admin writes; admin, support, organizer list. Every role row, the collection,
// its filters and the 422, from the declaration.
describeHydraResource(layoutTypes, {
  inScope: (pool) => insertLayoutType(pool, `Type ${Math.random().toString(36).slice(2, 8)}`),
  validBody: async () => ({ label: 'Vitrine', color: '#00acc1' }),
  patchBody: async () => ({ color: '#f4511e' }),
  invalidBody: { label: '', color: 'blue' },
});
