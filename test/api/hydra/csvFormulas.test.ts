/**
 * Formula cells in the CSV exports, whatever separator the reader splits on (issue 18 §7): a
 * French file (`;`) opened as English (`,`), an English one opened as French, either opened as
 * tab-separated text, shows no field starting with = + - @ tab or CR; what a user typed stays
 * readable (only an apostrophe added before such a field); a negative number alone stays a number.
 */
import { neutralise } from '@server/hydra/csvExport';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { formulaFieldsAfterNaiveSplit, parseCsv } from '../../support/csv';

describe('neutralise: every field a spreadsheet could see in a cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['a,=1+1', "a,'=1+1"],
    ['x;+SUM(A1)', "x;'+SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', "'\r'=1+1"],
    ['a\n@cmd', "a\n'@cmd"],
    ['a, "=1+1', 'a, "\'=1+1'],
    ['Hall 1\t-2', "Hall 1\t'-2"],
    ['+33 1 23 45 67 89', "'+33 1 23 45 67 89"],
  ])('%j becomes %j', (cell, safe) => {
    expect(neutralise(cell)).toBe(safe);
  });

  it.each(['-7', '-12,5', '-12.5', 'Boulangerie, "Chez Paul"', 'Hall 1; allée B', '12,5', 'Stand 12 - Paris', ''])('%j stays as it is', (cell) => {
    expect(neutralise(cell)).toBe(cell);
  });
});

describe('GET /backend/stands.csv re-split on another separator', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let show: number;
  const FORMULAS = {
    name: '=1+1',
    hall: 'a,=1+1',
    aisle: 'x;+SUM(A1)',
    number: '@cmd',
    standType: '-2+3',
  };
  const CONTROL_STARTS = { name: '\t=1+1', hall: '\r=1+1', aisle: 'Allée\n=1+1', number: 'n;\t@cmd', standType: 'p, -1+1' };
  const LEGITIMATE = { name: 'Boulangerie, "Chez Paul"', hall: 'Hall 1; allée B', aisle: '-7', number: 'Stand 12 - Paris', standType: 'Stand nu', surface: '-3.5' };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    show = await insertShow(ctx.pool, { name: '=Salon;-1,+2' });
    await insertStand(ctx.pool, show, { ...FORMULAS, surface: '12,5' });
    await insertStand(ctx.pool, show, { ...CONTROL_STARTS, surface: '9' });
    const legitimate = await insertStand(ctx.pool, show, LEGITIMATE);
    // The people columns too ("First Last (Company)").
    const exhibitor = await insertUser(ctx.pool, { firstName: '@Jean', lastName: 'Dupont', company: 'ACME,=HYPERLINK("http://evil")' });
    await addStandRole(ctx.pool, exhibitor.id, legitimate, STANDIST_ROLES.EXHIBITOR);
  });
  afterAll(async () => ctx?.close());

  const exportIn = async (language: 'fr' | 'en', properties: readonly string[] = []) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/backend/stands.csv?show=${show}&order[id]=asc${properties.map((p) => `&properties[]=${p}`).join('')}`,
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return res.body.slice(1);
  };

  it.each(['fr', 'en'] as const)('the %s export (every column) shows no formula field when split on , ; or tab', async (language) => {
    const csv = await exportIn(language);
    for (const separator of [',', ';', '\t']) {
      expect({ separator, fields: formulaFieldsAfterNaiveSplit(csv, separator) }).toEqual({ separator, fields: [] });
    }
  });

  it.each(['fr', 'en'] as const)('the %s stand import template (the other CSV the API writes) shows no formula field either', async (locale) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/backend/stand_imports/template?locale=${locale}`, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(res.statusCode).toBe(200);
    for (const separator of [',', ';', '\t']) expect(formulaFieldsAfterNaiveSplit(res.body.replace(/^\uFEFF/, ''), separator)).toEqual([]);
  });

  it.each([
    ['fr', ';', '-3,5'],
    ['en', ',', '-3.5'],
  ] as const)('the %s export, read with its own separator, keeps every value readable', async (language, separator, surface) => {
    const columns = ['name', 'hall', 'aisle', 'number', 'standType', 'surface', 'exhibitor'];
    const [, formulas, controls, legitimate] = parseCsv(await exportIn(language, columns), separator);
    expect(formulas).toEqual(["'=1+1", "a,'=1+1", "x;'+SUM(A1)", "'@cmd", "'-2+3", language === 'fr' ? '12,5' : '12.5', '']);
    expect(controls).toEqual(["'\t'=1+1", "'\r'=1+1", "Allée\n'=1+1", "n;'\t'@cmd", "p, '-1+1", '9', '']);
    expect(legitimate).toEqual([
      'Boulangerie, "Chez Paul"',
      'Hall 1; allée B',
      '-7',
      'Stand 12 - Paris',
      'Stand nu',
      surface,
      '\'@Jean Dupont (ACME,\'=HYPERLINK("http://evil"))',
    ]);
  });
});
