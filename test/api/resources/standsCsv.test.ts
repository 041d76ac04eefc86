import { STAND_LIST } from '@/domain/standListQuery';
import { STAND_STATUSES } from '@/domain/standStatus';
import { csvHeaderKey, singleValueOf } from '@server/hydra/csvExport';
import { stands } from '@server/resources/stands';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { parseCsv } from '../../support/csv';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
let showA: number;
let showB: number;
const st: Record<string, number> = {};
let admin: TestUser;
let organizer: TestUser;
let standist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  admin = await insertUser(p, { role: ROLES.ADMIN });
  organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  standist = await insertUser(p, { role: ROLES.STANDIST, firstName: 'Jean', lastName: 'Dupont', company: 'ACME' });
  showA = await insertShow(p, { name: 'Salon A' });
  showB = await insertShow(p, { name: 'Salon B' });
  await linkUserShow(p, organizer.id, showA);
  st.formula = await insertStand(p, showA, { name: '=HYPERLINK("http://evil")', hall: '+33 1', aisle: '-2', number: '@SUM(A1)', surface: '12,5', status: 'validatedPlans' });
  st.plain = await insertStand(p, showA, { name: 'Boulangerie, "Chez Paul"', hall: 'Hall 1', aisle: 'B', number: '\tTab', surface: '9', status: 'waitingForPlans', unSeen: true });
  st.other = await insertStand(p, showB, { name: 'Ailleurs' });
  await addStandRole(p, standist.id, st.plain, STANDIST_ROLES.EXHIBITOR);
});
afterAll(async () => ctx.close());

const exportCsv = async (user: TestUser, query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/backend/stands.csv?${query}`, headers: { authorization: `Bearer ${await tokenFor(user)}`, ...headers } });

describe('GET /backend/stands.csv', () => {
  it('streams every column by default, with a BOM, a French header and the list order', async () => {
    const res = await exportCsv(admin, `show=${showA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0].slice(0, 4)).toEqual(['ID', 'Salon', 'Enseigne', 'Hall']);
    expect(rows[0]).toContain('Statut');
    expect(rows).toHaveLength(3);
    expect(rows[1][2]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[2][2]).toBe('Boulangerie, "Chez Paul"');
    expect(rows[2][rows[0].indexOf('Exposant')]).toBe('Jean Dupont (ACME)');
    expect(rows[2][rows[0].indexOf('Nouveau')]).toBe('Oui');
    expect(rows[2][rows[0].indexOf('Statut')]).toBe('En attente de plans');
  });

  it('names the file from the show id, "stands" and a timestamp', async () => {
    const res = await exportCsv(admin, `show=/backend/shows/${showA}`);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${showA}_stands_\\d{4}-\\d{2}-\\d{2}_\\d{6}\\.csv"$`));
    // Personal data: never kept by a cache on the way.
    expect(res.headers['cache-control']).toBe('no-store');
    const all = await exportCsv(admin, '');
    expect(all.headers['content-disposition']).toMatch(/filename="all_stands_\d{4}-\d{2}-\d{2}_\d{6}\.csv"/);
    expect(parseCsv(all.body.slice(1))).toHaveLength(4);
  });

  it('exports only the selected ids and properties, in the asked order, in English on request', async () => {
    const res = await exportCsv(admin, `id[]=${st.formula}&properties[]=surface&properties[]=name&properties[]=aisle&properties[]=hall&properties[]=number&properties[]=status`, {
      'accept-language': 'en',
    });
    // The aisle `-2`, a negative number alone, is a number to a spreadsheet, not a formula: kept as is.
    expect(parseCsv(res.body.slice(1), ',')).toEqual([
      ['Area', 'Name', 'Aisle', 'Hall', 'Number', 'Status'],
      ['12.5', '\'=HYPERLINK("http://evil")', '-2', "'+33 1", "'@SUM(A1)", 'Plans validated'],
    ]);
  });

  it('neutralises cells starting with a tab or CR and applies the list filters', async () => {
    const res = await exportCsv(admin, `show=${showA}&unSeen=true&properties[]=number`);
    expect(parseCsv(res.body.slice(1))).toEqual([['Numéro'], ["'\tTab"]]);
  });

  it('keeps the organizer to their shows and refuses standists (403)', async () => {
    const org = await exportCsv(organizer, 'properties[]=name');
    expect(parseCsv(org.body.slice(1)).slice(1).map((r) => r[0])).toEqual(['\'=HYPERLINK("http://evil")', 'Boulangerie, "Chez Paul"']);
    const refused = await exportCsv(standist, `show=${showA}`);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)['@type']).toBe('hydra:Error');
  });

  it('answers 400 on an unknown property or an invalid filter', async () => {
    const res = await exportCsv(admin, 'properties[]=password');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)['hydra:description']).toContain('properties[]');
    expect((await exportCsv(admin, 'surface[gte]=big')).statusCode).toBe(400);
  });

  it('streams thousands of rows in batches, accented text whole across its buffers', async () => {
    const show = await insertShow(ctx.pool, { name: 'Big' });
    // 12,000 rows: three FETCH batches of the export's cursor and several of its 256 kB buffers;
    // one stand type of 300,000 accented characters (600 kB in UTF-8): a line longer than a buffer.
    await ctx.pool.query(
      `INSERT INTO stands (show_id, name, stand_type, surface)
       SELECT $1, 'Stand ' || lpad(g::text, 5, '0') || ' – Allée des Créateurs', CASE WHEN g = 6000 THEN repeat('é', 300000) ELSE 'Îlot é' END, (g % 90)::text || ',5'
       FROM generate_series(1, 12000) g`,
      [show],
    );
    const res = await exportCsv(admin, `show=${show}&properties[]=name&properties[]=standType&properties[]=surface&order[name]=desc`);
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(12001);
    expect(rows[1]).toEqual(['Stand 12000 – Allée des Créateurs', 'Îlot é', '30,5']);
    expect(rows[12000]).toEqual(['Stand 00001 – Allée des Créateurs', 'Îlot é', '1,5']);
    const long = rows.find((row) => row[0] === 'Stand 06000 – Allée des Créateurs');
    expect(long?.[1]).toBe('é'.repeat(300000));
    expect(rows.every((row, i) => i === 0 || row[0].endsWith(' – Allée des Créateurs'))).toBe(true);
  });

  it('is also reachable for a client that sends the token to a list of ids through the JSON client helper', async () => {
    const res = await client(ctx.app, await tokenFor(admin)).get(`/backend/stands.csv?id[]=${st.other}&properties[]=show`);
    expect(res.status).toBe(200);
    expect(parseCsv(res.text.slice(1))).toEqual([['Salon'], ['Salon B']]);
  });

  it('quotes every text cell per RFC 4180 (double quotes doubled), digits and dates as they are', async () => {
    const show = await insertShow(ctx.pool, { name: 'Quotes' });
    const id = await insertStand(ctx.pool, show, { name: 'Ligne 1\nLigne 2', hall: 'A "grand" hall', aisle: 'x\ry', number: 'Nº 5', surface: '10' });
    const res = await exportCsv(admin, `show=${show}&properties[]=id&properties[]=name&properties[]=hall&properties[]=aisle&properties[]=number&properties[]=surface&properties[]=unSeen`);
    expect(res.body).toBe(`\uFEFF"ID";"Enseigne";"Hall";"Allée";"Numéro";"Surface";"Nouveau"\n${id};"Ligne 1\nLigne 2";"A ""grand"" hall";"x\ry";"Nº 5";10;"Non"\n`);
  });

  it('quotes a cell holding ; or = (French Excel splits on ;), a formula after a ; neutralised too', async () => {
    const show = await insertShow(ctx.pool, { name: 'Semicolons' });
    await insertStand(ctx.pool, show, { name: 'a;=b', hall: '=1;2', aisle: 'A', number: '1', surface: '10' });
    const res = await exportCsv(admin, `show=${show}&properties[]=name&properties[]=hall`);
    expect(res.body.split('\n')[1]).toBe(`"a;'=b";"'=1;2"`);
    const english = await exportCsv(admin, `show=${show}&properties[]=name&properties[]=hall`, { 'x-locale': 'en' });
    expect(english.body.split('\n')[1]).toBe(`"a;'=b","'=1;2"`);
  });

  it('builds the file name from digits or "all" only, never the raw parameter', () => {
    expect(singleValueOf([['show', ' 12 ']], 'show')).toBe('12');
    expect(singleValueOf([['show[]', '/backend/shows/7']], 'show')).toBe('7');
    expect(singleValueOf([['show', '1\r\nSet-Cookie: x']], 'show')).toBe('all');
    expect(singleValueOf([['show', '../../etc"']], 'show')).toBe('all');
    expect(singleValueOf([['show', '1'], ['show', '2']], 'show')).toBe('all');
  });

  it('keeps the people columns current when a person, a link or an override changes', async () => {
    const show = await insertShow(ctx.pool, { name: 'People' });
    const stand = await insertStand(ctx.pool, show, { name: 'Stand P' });
    const people = async () => {
      const res = await exportCsv(admin, `show=${show}&properties[]=exhibitor&properties[]=decorator&properties[]=agency`);
      return parseCsv(res.body.slice(1))[1];
    };
    expect(await people()).toEqual(['', '', '']);
    const exhibitor = await insertUser(ctx.pool, { firstName: 'Léa', lastName: 'Roux', company: 'Roux SA' });
    const decorator = await insertUser(ctx.pool, { firstName: 'Paul', lastName: 'Blanc', company: null });
    await addStandRole(ctx.pool, exhibitor.id, stand, STANDIST_ROLES.EXHIBITOR);
    const link = await addStandRole(ctx.pool, decorator.id, stand, STANDIST_ROLES.DECORATOR, { company: 'Déco, "Plus"' });
    expect(await people()).toEqual(['Léa Roux (Roux SA)', 'Paul Blanc (Déco, "Plus")', '']);
    await ctx.pool.query(`UPDATE users SET last_name = 'Rousseau' WHERE id = $1`, [exhibitor.id]);
    await ctx.pool.query(`UPDATE user_stand_roles SET company = NULL WHERE id = $1`, [link]);
    expect(await people()).toEqual(['Léa Rousseau (Roux SA)', 'Paul Blanc', '']);
    await ctx.pool.query('DELETE FROM user_stand_roles WHERE id = $1', [link]);
    expect(await people()).toEqual(['Léa Rousseau (Roux SA)', '', '']);
  });
});

describe('GET /backend/stands.csv in the caller\'s language and the grid\'s sort', () => {
  const catalogues = { fr: fr as Record<string, string>, en: en as Record<string, string> };
  const decl = stands.export!;
  const properties = Object.keys(decl.columns);
  let show: number;
  const row: Record<string, number> = {};

  beforeAll(async () => {
    show = await insertShow(ctx.pool, { name: 'Langues' });
    row.b = await insertStand(ctx.pool, show, { name: 'Bravo', surface: '18,75', status: 'pendingPlansVerification', updatedAt: '2027-03-04T08:05:00Z' });
    row.a = await insertStand(ctx.pool, show, { name: 'Alpha', surface: '9', status: 'validatedPlans', updatedAt: '2027-01-15T23:30:00Z' });
    row.c = await insertStand(ctx.pool, show, { name: 'Charlie', surface: '18.5', status: 'waitingForPlans', updatedAt: '2027-03-04T08:05:00Z' });
    row.d = await insertStand(ctx.pool, show, { name: 'Delta', surface: '120', status: 'pendingPlansConfirmation', updatedAt: '2027-07-01T12:00:00Z' });
  });

  const fetchCsv = async (query: string, locale: 'fr' | 'en') => {
    const res = await exportCsv(admin, `show=${show}&${query}`, { 'x-locale': locale });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parseCsv(res.body.slice(1), locale === 'fr' ? ';' : ',');
  };
  const names = (rows: string[][]) => rows.slice(1).map((r) => r[0]);

  it.each(['fr', 'en'] as const)('%s: every header and status is the grid\'s own wording', async (locale) => {
    const messages = catalogues[locale];
    const rows = await fetchCsv(`${properties.map((p) => `properties[]=${p}`).join('&')}&order[name]=asc`, locale);
    const gridColumns = properties.filter((p) => `standList.column.${p}` in messages);
    // The columns the grid shows (and the SPA exports) are named as in the grid.
    expect(gridColumns).toEqual(expect.arrayContaining([...STAND_LIST.csvExport!.properties]));
    for (const p of gridColumns) expect(rows[0][properties.indexOf(p)]).toBe(messages[`standList.column.${p}`]);
    // The others have a message of the export's own, in both languages.
    for (const p of properties.filter((q) => !gridColumns.includes(q))) {
      expect(csvHeaderKey(decl, p)).toBe(`api.csv.stand.${p}`);
      expect(rows[0][properties.indexOf(p)]).toBe(messages[`api.csv.stand.${p}`]);
    }
    const status = properties.indexOf('status');
    expect(rows.slice(1).map((r) => r[status])).toEqual(
      (['validatedPlans', 'pendingPlansVerification', 'waitingForPlans', 'pendingPlansConfirmation'] as const).map((s) => messages[`standStatus.${s}`]),
    );
    expect(new Set(STAND_STATUSES.map((s) => messages[`standStatus.${s}`])).size).toBe(STAND_STATUSES.length);
  });

  it('keeps no second wording of a grid column to drift from it', () => {
    for (const p of properties) {
      if (`standList.column.${p}` in fr) expect(Object.keys(fr)).not.toContain(`api.csv.stand.${p}`);
    }
    expect(Object.keys(fr).filter((k) => k.startsWith('api.csv.status.'))).toEqual([]);
    // Plain texts: the server fills no ICU plural or select.
    for (const key of [...properties.map((p) => csvHeaderKey(decl, p)), ...STAND_STATUSES.map((s) => `standStatus.${s}`)]) {
      expect(catalogues.fr[key]).not.toMatch(/[{}]/);
      expect(catalogues.en[key]).not.toMatch(/[{}]/);
    }
  });

  it('French: `;` between cells, decimal comma, dates DD/MM/YYYY HH:mm in Paris time', async () => {
    const res = await exportCsv(admin, `show=${show}&properties[]=name&properties[]=surface&properties[]=updatedAt&order[name]=asc`, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.body).toBe(
      '\uFEFF"Enseigne";"Surface";"Mise à jour"\n' +
        '"Alpha";9;16/01/2027 00:30\n"Bravo";18,75;04/03/2027 09:05\n"Charlie";18,5;04/03/2027 09:05\n"Delta";120;01/07/2027 14:00\n',
    );
  });

  it('English: `,` between cells, decimal point, dates YYYY-MM-DD HH:mm in Paris time', async () => {
    const res = await exportCsv(admin, `show=${show}&properties[]=name&properties[]=surface&properties[]=updatedAt&order[name]=asc`, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(res.body).toBe(
      '\uFEFF"Name","Area","Updated"\n' +
        '"Alpha",9,2027-01-16 00:30\n"Bravo",18.75,2027-03-04 09:05\n"Charlie",18.5,2027-03-04 09:05\n"Delta",120,2027-07-01 14:00\n',
    );
  });

  it('X-LOCALE (the language the app is shown in) wins over Accept-Language', async () => {
    const res = await exportCsv(admin, `show=${show}&properties[]=surface&id[]=${row.b}`, { 'x-locale': 'en', 'accept-language': 'fr' });
    expect(res.body).toBe('\uFEFF"Area"\n18.75\n');
  });

  it('gives the rows in the asked order, ascending and descending, ties broken by id', async () => {
    expect(names(await fetchCsv('properties[]=name&order[surface]=asc', 'fr'))).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
    expect(names(await fetchCsv('properties[]=name&order[surface]=desc', 'fr'))).toEqual(['Delta', 'Bravo', 'Charlie', 'Alpha']);
    expect(names(await fetchCsv('properties[]=name&order[status]=desc', 'en'))).toEqual(['Alpha', 'Delta', 'Bravo', 'Charlie']);
    // Bravo and Charlie have the same date: the lower id first ascending, last descending.
    expect(names(await fetchCsv('properties[]=name&order[updatedAt]=asc', 'fr'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(names(await fetchCsv('properties[]=name&order[updatedAt]=desc', 'fr'))).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
  });

  it('keeps the asked order for selected rows', async () => {
    const selected = `id[]=${row.a}&id[]=${row.d}&id[]=${row.b}&properties[]=name`;
    expect(names(await fetchCsv(`${selected}&order[name]=desc`, 'fr'))).toEqual(['Delta', 'Bravo', 'Alpha']);
    expect(names(await fetchCsv(`${selected}&order[surface]=asc`, 'en'))).toEqual(['Alpha', 'Bravo', 'Delta']);
  });

  it('answers 400 naming the parameter for an unknown order field or direction, never a 500', async () => {
    for (const [query, param] of [
      ['order[password]=asc', 'order[password]'],
      ['order[exhibitor]=desc', 'order[exhibitor]'],
      ['order[__proto__]=asc', 'order[__proto__]'],
      ['order[name]=sideways', 'order[name]'],
    ]) {
      const res = await exportCsv(admin, `show=${show}&${query}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)['hydra:description']).toContain(param);
    }
  });
});
