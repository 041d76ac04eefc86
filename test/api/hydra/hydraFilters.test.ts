/**
 * Every filter kind of the generic Hydra layer, through the stand list (which
 * declares all of them), layout types and shows.
 */
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addSecurityInstruction,
  addStandLayout,
  addStandRole,
  ids,
  insertLayoutType,
  insertShow,
  insertStand,
  insertUser,
  ROLES,
  STANDIST_ROLES,
  tokenFor,
} from '../../support/apiBuilders';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let showA: number;
let showB: number;
const s: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  api = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN })));
  showA = await insertShow(ctx.pool, { name: 'Salon A' });
  showB = await insertShow(ctx.pool, { name: 'Salon B' });
  const p = ctx.pool;
  s.alpha = await insertStand(p, showA, { name: 'Alpha Éclairage', hall: 'Hall 2', surface: '9', status: 'waitingForPlans', updatedAt: '2026-01-01T10:00:00Z', unSeen: true });
  s.bravo = await insertStand(p, showA, { name: 'Bravo', hall: 'Hall 10', surface: '12,5', status: 'pendingPlansVerification', updatedAt: '2026-01-02T10:00:00Z', treated: false, nbInProgressReports: 2, documentStatus: 'TO_CHECK', documentsUpdatedAt: '2026-01-05T08:00:00Z' });
  s.charlie = await insertStand(p, showA, { name: 'charlie', hall: 'Hall 1', surface: '100', status: 'validatedPlans', updatedAt: '2026-01-03T10:00:00Z', nbClosedReports: 3, documentStatus: 'CHECKED' });
  s.delta = await insertStand(p, showA, { name: 'Delta', hall: 'Hall 1', surface: '12', status: 'pendingPlansConfirmation', updatedAt: '2026-01-03T18:30:00Z', unSeen: true, treated: false });
  s.echo = await insertStand(p, showA, { name: 'Echo 50%_off', hall: 'Hall 3', surface: 'n/a', status: 'waitingForPlans', updatedAt: '2026-01-04T10:00:00Z' });
  s.other = await insertStand(p, showB, { name: 'Other show', surface: '50', status: 'validatedPlans', updatedAt: '2026-01-02T12:00:00Z' });
  await addSecurityInstruction(p, s.bravo);
  await addSecurityInstruction(p, s.charlie);
  const cloison = await insertLayoutType(p, 'Cloison', '#1e88e5');
  const reserve = await insertLayoutType(p, 'Réserve', '#8e24aa');
  await addStandLayout(p, s.alpha, reserve);
  await addStandLayout(p, s.charlie, cloison);
  await addStandLayout(p, s.charlie, reserve);
  await addStandLayout(p, s.delta, cloison);
  const dupont = await insertUser(p, { firstName: 'Jean', lastName: 'Dupont', company: 'Menuiserie Ébène' });
  await addStandRole(p, dupont.id, s.bravo, STANDIST_ROLES.DECORATOR);
  const marie = await insertUser(p, { firstName: 'Marie', lastName: 'Curie', company: 'Radium' });
  await addStandRole(p, marie.id, s.delta, STANDIST_ROLES.EXHIBITOR, { company: 'Polonium SA' });
});
afterAll(async () => ctx.close());

const list = async (query: string) => {
  const res = await api.get(`/backend/stands?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const idsOf = async (query: string) => ids(await list(query));

describe('collection shape', () => {
  it('answers a hydra:Collection with members, total and search template', async () => {
    const body = await list(`show=${showA}`);
    expect(body).toMatchObject({ '@context': '/backend/contexts/Stand', '@id': '/backend/stands', '@type': 'hydra:Collection', 'hydra:totalItems': 5 });
    expect(body['hydra:member'][0]).toMatchObject({ '@id': `/backend/stands/${s.alpha}`, '@type': 'Stand', show: `/backend/shows/${showA}` });
    expect(body['hydra:search']['hydra:template']).toContain('surface[gte]');
  });
});

describe('search filter', () => {
  it('exact by id or IRI, and IN with prop[]', async () => {
    expect(await idsOf(`show=${showB}`)).toEqual([s.other]);
    expect(await idsOf(`show=/backend/shows/${showB}`)).toEqual([s.other]);
    expect((await list(`show[]=${showA}&show[]=${showB}`))['hydra:totalItems']).toBe(6);
    expect(await idsOf(`id[]=${s.charlie}&id[]=${s.alpha}`)).toEqual([s.alpha, s.charlie]);
    expect(await idsOf(`show=${showA}&status=waitingForPlans`)).toEqual([s.alpha, s.echo]);
    expect(await idsOf(`show=${showA}&status[]=validatedPlans&status[]=pendingPlansConfirmation`)).toEqual([s.charlie, s.delta]);
    expect(await idsOf(`show=${showA}&standDocumentStatus.reference=CHECKED`)).toEqual([s.charlie]);
    expect(await idsOf(`show=${showA}&standDocumentStatus.reference[]=CHECKED&standDocumentStatus.reference[]=TO_CHECK`)).toEqual([s.bravo, s.charlie]);
  });

  it('partial matches case-insensitively and literally (% and _ are not wildcards)', async () => {
    const lt = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
    const labels = async (q: string) => (await lt.get(`/backend/layout_types?${q}`)).body['hydra:member'].map((m: { label: string }) => m.label);
    expect(await labels('label=LOIS')).toEqual(['Cloison']);
    expect(await labels('label=%')).toEqual([]);
    const shows = (await api.get('/backend/shows?name=lon%20b')).body;
    expect(ids(shows)).toEqual([showB]);
  });
});

describe('range filter', () => {
  it('compares surface numerically, comma decimals included', async () => {
    expect(await idsOf(`show=${showA}&surface[gte]=12`)).toEqual([s.bravo, s.charlie, s.delta]);
    expect(await idsOf(`show=${showA}&surface[gt]=12`)).toEqual([s.bravo, s.charlie]);
    expect(await idsOf(`show=${showA}&surface[lt]=12,5`)).toEqual([s.alpha, s.delta]);
    expect(await idsOf(`show=${showA}&surface[lte]=12.5`)).toEqual([s.alpha, s.bravo, s.delta]);
    expect(await idsOf(`show=${showA}&surface[between]=10..20`)).toEqual([s.bravo, s.delta]);
    expect(await idsOf(`show=${showA}&surface[gte]=10&surface[lte]=99`)).toEqual([s.bravo, s.delta]);
  });

  it('filters report counters', async () => {
    expect(await idsOf(`show=${showA}&nbInProgressReports[gt]=0`)).toEqual([s.bravo]);
    expect(await idsOf(`show=${showA}&nbClosedReports[gt]=0`)).toEqual([s.charlie]);
  });
});

describe('date filter', () => {
  it('accepts dates, date-times and ISO 8601 with the API Platform operators', async () => {
    expect(await idsOf(`show=${showA}&updatedAt[after]=2026-01-03`)).toEqual([s.charlie, s.delta, s.echo]);
    expect(await idsOf(`show=${showA}&updatedAt[after]=2026-01-03&updatedAt[before]=2026-01-03 23:59:59`)).toEqual([s.charlie, s.delta]);
    expect(await idsOf(`show=${showA}&updatedAt[before]=2026-01-02 10:00`)).toEqual([s.alpha, s.bravo]);
    expect(await idsOf(`show=${showA}&updatedAt[strictly_before]=2026-01-02 10:00`)).toEqual([s.alpha]);
    expect(await idsOf(`show=${showA}&updatedAt[strictly_after]=${encodeURIComponent('2026-01-03T20:00:00+01:00')}`)).toEqual([s.echo]);
    expect(await idsOf(`show=${showA}&documentsUpdatedAt[after]=2026-01-05`)).toEqual([s.bravo]);
  });
});

describe('exists and boolean filters', () => {
  it('exists[prop]=true|false', async () => {
    expect(await idsOf(`show=${showA}&exists[standSecurityInstruction]=true`)).toEqual([s.bravo, s.charlie]);
    expect(await idsOf(`show=${showA}&exists[standSecurityInstruction]=false`)).toEqual([s.alpha, s.delta, s.echo]);
  });

  it('true/false/1/0', async () => {
    expect(await idsOf(`show=${showA}&unSeen=true`)).toEqual([s.alpha, s.delta]);
    expect(await idsOf(`show=${showA}&unSeen=1&treated=0`)).toEqual([s.delta]);
    expect(await idsOf(`show=${showA}&treated=false`)).toEqual([s.bravo, s.delta]);
    expect((await list(`show=${showA}&unSeen=false`))['hydra:totalItems']).toBe(3);
    const shows = (await api.get('/backend/shows?enabled=true')).body;
    expect(shows['hydra:totalItems']).toBe(2);
  });
});

describe('order', () => {
  it('defaults to name ascending (case and accents ignored) for stands', async () => {
    expect(await idsOf(`show=${showA}`)).toEqual([s.alpha, s.bravo, s.charlie, s.delta, s.echo]);
  });

  it('sorts surface as a number, text columns naturally, status in workflow order', async () => {
    expect(await idsOf(`show=${showA}&order[surface]=asc`)).toEqual([s.alpha, s.delta, s.bravo, s.charlie, s.echo]);
    expect(await idsOf(`show=${showA}&order[surface]=desc`)).toEqual([s.echo, s.charlie, s.bravo, s.delta, s.alpha]);
    expect(await idsOf(`show=${showA}&order[hall]=asc&order[name]=asc`)).toEqual([s.charlie, s.delta, s.alpha, s.echo, s.bravo]);
    expect(await idsOf(`show=${showA}&order[status]=asc&order[name]=asc`)).toEqual([s.alpha, s.echo, s.bravo, s.delta, s.charlie]);
    expect(await idsOf(`show=${showA}&order[updatedAt]=DESC`)).toEqual([s.echo, s.delta, s.charlie, s.bravo, s.alpha]);
    expect(await idsOf(`show=${showA}&order[layouts]=asc&order[name]=asc`)).toEqual([s.bravo, s.echo, s.delta, s.charlie, s.alpha]);
  });

  it('ignores unknown order properties and unknown parameters', async () => {
    expect(await idsOf(`show=${showA}&order[password]=asc&foo=bar`)).toEqual([s.alpha, s.bravo, s.charlie, s.delta, s.echo]);
  });
});

describe('free-text search', () => {
  it('matches any word of name, hall, aisle, number, type and people, accent- and case-insensitively', async () => {
    expect(await idsOf('search=eclairage')).toEqual([s.alpha]);
    expect(await idsOf('search=DUPONT')).toEqual([s.bravo]);
    expect(await idsOf('search=ebene')).toEqual([s.bravo]);
    expect(await idsOf('search=polonium')).toEqual([s.delta]);
    expect(await idsOf('search=radium')).toEqual([]);
    expect(await idsOf(`show=${showA}&search=hall 1`)).toEqual([s.bravo, s.charlie, s.delta]);
    expect(await idsOf('search=marie curie')).toEqual([s.delta]);
    expect(await idsOf('search=50%_')).toEqual([s.echo]);
    expect(await idsOf('search=5_%')).toEqual([]);
  });

  it('follows a renamed stand and a stand moved to another show, not a flag change', async () => {
    const moved = await insertStand(ctx.pool, showA, { name: 'Zèbre Mobile' });
    expect(await idsOf(`show=${showA}&search=zebre`)).toEqual([moved]);
    await ctx.pool.query(`UPDATE stands SET name = 'Yack Mobile', treated = NOT treated WHERE id = $1`, [moved]);
    expect(await idsOf(`show=${showA}&search=zebre`)).toEqual([]);
    expect(await idsOf(`show=${showA}&search=yack`)).toEqual([moved]);
    await ctx.pool.query('UPDATE stands SET show_id = $2 WHERE id = $1', [moved, showB]);
    expect(await idsOf(`show=${showA}&search=yack`)).toEqual([]);
    expect(await idsOf(`show=${showB}&search=yack mobile`)).toEqual([moved]);
    await ctx.pool.query('DELETE FROM stands WHERE id = $1', [moved]);
    expect(await idsOf('search=yack')).toEqual([]);
  });
});

describe('paging', () => {
  it('pages with page and itemsPerPage and links first, last, previous and next', async () => {
    const body = await list(`show=${showA}&itemsPerPage=2&page=2`);
    expect(ids(body)).toEqual([s.charlie, s.delta]);
    expect(body['hydra:totalItems']).toBe(5);
    const q = `show=${showA}&itemsPerPage=2`;
    expect(body['hydra:view']).toEqual({
      '@id': `/backend/stands?${q}&page=2`,
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': `/backend/stands?${q}&page=1`,
      'hydra:last': `/backend/stands?${q}&page=3`,
      'hydra:previous': `/backend/stands?${q}&page=1`,
      'hydra:next': `/backend/stands?${q}&page=3`,
    });
    const last = await list(`show=${showA}&itemsPerPage=2&page=3`);
    expect(ids(last)).toEqual([s.echo]);
    expect(last['hydra:view']['hydra:next']).toBeUndefined();
    expect(ids(await list(`show=${showA}&itemsPerPage=2&page=9`))).toEqual([]);
  });

  it('uses 50 per page for stands and 5 (the default paged collection) elsewhere', async () => {
    await ctx.pool.query(`INSERT INTO stands (show_id, name) SELECT $1, 'Bulk ' || g FROM generate_series(1, 60) g`, [showB]);
    const stands = await list(`show=${showB}`);
    expect(stands['hydra:member']).toHaveLength(50);
    expect(stands['hydra:totalItems']).toBe(61);
    await ctx.pool.query(`INSERT INTO layout_types (label, color) SELECT 'Type ' || g, '#000000' FROM generate_series(1, 5) g`);
    const types = (await api.get('/backend/layout_types')).body;
    expect(types['hydra:member']).toHaveLength(5);
    expect(types['hydra:totalItems']).toBe(7);
    expect(types['hydra:view']['hydra:next']).toBe('/backend/layout_types?page=2');
  });

  it('caps itemsPerPage at 1000; itemsPerPage=0 and all=1 mean all rows within that cap', async () => {
    await ctx.pool.query(`INSERT INTO layout_types (label, color) SELECT 'Many ' || g, '#000000' FROM generate_series(1, 1000) g`);
    for (const q of ['itemsPerPage=100000', 'itemsPerPage=0', 'all=1', 'pagination=false']) {
      const body = (await api.get(`/backend/layout_types?${q}`)).body;
      expect(body['hydra:member']).toHaveLength(1000);
      expect(body['hydra:totalItems']).toBe(1007);
      expect(body['hydra:view']['hydra:next']).toBeDefined();
    }
    const small = (await api.get('/backend/layout_types?all=1&label=Cloison')).body;
    expect(small['hydra:member']).toHaveLength(1);
    expect(small['hydra:view']).toBeUndefined();
  });
});

describe('invalid filter values', () => {
  it.each([
    ['surface[gte]=abc', 'surface[gte]', 'attend un nombre'],
    ['surface[between]=10-20', 'surface[between]', 'deux nombres'],
    ['updatedAt[after]=yesterday', 'updatedAt[after]', 'attend une date'],
    ['updatedAt[before]=2026-02-31', 'updatedAt[before]', 'attend une date'],
    ['order[name]=up', 'order[name]', 'asc ou desc'],
    ['unSeen=maybe', 'unSeen', 'true, false, 1 ou 0'],
    ['exists[standSecurityInstruction]=yes', 'exists[standSecurityInstruction]', 'true, false'],
    ['show=abc', 'show', 'identifiant ou une IRI'],
    ['show=/backend/layout_types/1', 'show', 'IRI'],
    ['status=done', 'status', 'waitingForPlans'],
    ['itemsPerPage=-1', 'itemsPerPage', 'entier positif'],
    ['page=0', 'page', 'numéro de page'],
  ])('%s answers 400 naming the parameter', async (query, param, text) => {
    const res = await api.get(`/backend/stands?${query}`);
    expect(res.status).toBe(400);
    expect(res.body['@type']).toBe('hydra:Error');
    expect(res.body['hydra:description']).toContain(`« ${param} »`);
    expect(res.body['hydra:description']).toContain(text);
  });

  it('says it in English too', async () => {
    const res = await api.get('/backend/stands?surface[gte]=abc', { 'accept-language': 'en' });
    expect(res.body['hydra:description']).toBe('The parameter "surface[gte]" expects a number, got "abc".');
  });
});
