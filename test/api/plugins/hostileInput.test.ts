/**
 * Issue 7, item 2: input that used to reach the database raw (a 500) is refused at the
 * boundary: a 400 naming the query parameter, a 422 on the body field, in the caller's language.
 */
import Fastify from 'fastify';
import errorHandler from '@server/plugins/errorHandler';
import requestContext from '@server/plugins/requestContext';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, tokenFor } from '../../support/apiBuilders';

let ctx: TestContext;
let admin: ReturnType<typeof client>;
let adminEn: ReturnType<typeof client>;
let showId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN }));
  admin = client(ctx.app, token);
  adminEn = client(ctx.app, token, { 'x-locale': 'en' });
  showId = await insertShow(ctx.pool);
  await insertStand(ctx.pool, showId, { nbInProgressReports: 3, surface: '12,5' });
});
afterAll(async () => ctx?.close());

const count = async (table: string) => Number((await ctx.pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

describe('query strings', () => {
  it.each([
    ['search=%00', 'search'],
    ['name=a%00b', 'name'],
    ['order%5Bname%5D=asc%01', 'order[name]'],
    ['status%5B%5D=%7F', 'status[]'],
    ['updatedAt%5Bafter%5D=2026-01-01%0d%0a', 'updatedAt[after]'],
  ])('a control character (%s) is a 400 naming the parameter', async (query, param) => {
    const res = await admin.get(`/backend/stands?${query}`);
    expect(res.status).toBe(400);
    expect(res.body['@type']).toBe('hydra:Error');
    expect(res.body['hydra:description']).toBe(`Le paramètre « ${param} » contient un caractère de contrôle (NUL, retour à la ligne…), refusé.`);
    const en = await adminEn.get(`/backend/stands?${query}`);
    expect(en.body['hydra:description']).toBe(`The parameter "${param}" holds a control character (NUL, line break…), refused.`);
  });

  it('a NUL in a key is named escaped', async () => {
    const res = await adminEn.get('/backend/layout_types?a%00b=1');
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toContain('"a\\u0000b"');
  });

  it('a value longer than 500 characters is a 400 before any query', async () => {
    const res = await adminEn.get(`/backend/stands?search=${'x'.repeat(10_000)}`);
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toBe('The parameter "search" is too long (at most 500 characters).');
    expect((await admin.get(`/backend/stands?search=${'x'.repeat(500)}`)).status).toBe(200);
  });

  it.each(['0000-01-01', '10000-01-01', '9999-12-31T23:00:00-05:00', '0001-01-01T00:30:00+01:00'])(
    'a date outside years 1–9999 once in UTC (%s) is a 400',
    async (value) => {
      const res = await admin.get(`/backend/stands?${new URLSearchParams([['updatedAt[after]', value]])}`);
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toContain('updatedAt[after]');
    },
  );

  it('the first and last days of years 1–9999 are dates', async () => {
    for (const value of ['0001-01-01', '9999-12-31T23:59:59Z', '9999-12-31T20:00:00-03:00']) {
      expect((await admin.get(`/backend/stands?${new URLSearchParams([['updatedAt[before]', value]])}`)).status).toBe(200);
    }
  });

  it('range bounds: decimals on integer columns compare, huge numbers are a 400, big ones compare', async () => {
    const ok = await admin.get(`/backend/stands?show=${showId}&nbInProgressReports%5Bgt%5D=2.5`);
    expect(ok.status).toBe(200);
    expect(ok.body['hydra:totalItems']).toBe(1);
    const between = await admin.get(`/backend/stands?show=${showId}&nbInProgressReports%5Bbetween%5D=-1.5..99999999999`);
    expect(between.status).toBe(200);
    expect(between.body['hydra:totalItems']).toBe(1);
    expect((await admin.get(`/backend/stands?nbInProgressReports%5Blt%5D=${'9'.repeat(40)}`)).status).toBe(400);
    expect((await admin.get(`/backend/stands?surface%5Bgte%5D=1e400`)).status).toBe(400);
  });

  it('a CR LF in the CSV show parameter is a 400, not a header built from it', async () => {
    const res = await admin.get('/backend/stands.csv?show=%0d%0a1');
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toContain('show');
  });
});

describe('bodies', () => {
  it('a NUL in a JSON string is a 422 on the field, nothing written', async () => {
    const before = await count('layout_types');
    const res = await adminEn.post('/backend/layout_types', '{"label":"a\\u0000b","color":"#123456"}');
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: 'label', message: 'This value holds a control character (NUL, tab…) that is not allowed.', code: expect.any(String) },
    ]);
    expect(await count('layout_types')).toBe(before);
  });

  it('single-line fields refuse tab and line breaks inside; multi-line text keeps them but no other control character', async () => {
    expect((await admin.post('/backend/layout_types', { label: 'a\tb', color: '#123456' })).status).toBe(422);
    expect((await admin.post('/backend/layout_types', { label: 'a\nb', color: '#123456' })).status).toBe(422);
    expect((await admin.post('/backend/layout_types', { label: 'a\u0085b', color: '#123456' })).status).toBe(422);
    const type = (await admin.post('/backend/layout_types', { label: 'Cloison', color: '#123456' })).body.id;
    const stand = (await ctx.pool.query('SELECT id FROM stands LIMIT 1')).rows[0].id;
    const ok = await admin.post('/backend/stand_layouts', { stand, layoutType: type, description: 'Côté allée\r\n\tfond' });
    expect(ok.status).toBe(201);
    expect(ok.body.description).toBe('Côté allée\r\n\tfond');
    const bad = await admin.patch(`/backend/stand_layouts/${ok.body.id}`, { description: 'a\u0000b' });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('description');
  });

  it('a 10,000-character name is a 422 (tooLong), not a database error', async () => {
    const res = await admin.post('/backend/layout_types', { label: 'x'.repeat(10_000), color: '#123456' });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('label');
  });
});

describe('backstop: a PostgreSQL data error is a 400, logged', () => {
  it.each(['22P02', '22021', '22008', '22003', '54000'])('SQLSTATE %s', async (code) => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    await app.register(requestContext);
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw Object.assign(new Error('invalid input'), { code, severity: 'ERROR' });
    });
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()['hydra:description']).toBe('The request holds a value the server cannot process.');
    expect(logged.join('')).toContain(code);
    await app.close();
  });

  it('other database errors stay 500s', async () => {
    const app = Fastify();
    await app.register(requestContext);
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw Object.assign(new Error('deadlock'), { code: '40P01', severity: 'ERROR' });
    });
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('parameter count', () => {
  it('a selection export of 500 ids is not refused (one id[] per row); past 2 000 parameters is a 400', async () => {
    const many = Array.from({ length: 500 }, (_, i) => `id%5B%5D=${i + 1}`).join('&');
    expect((await admin.get(`/backend/stands?${many}`)).status).toBe(200);
    const tooMany = Array.from({ length: 2001 }, () => 'a=1').join('&');
    expect((await admin.get(`/backend/stands?${tooMany}`)).status).toBe(400);
  });
});
