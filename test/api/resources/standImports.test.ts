/**
 * The stand import (issue 11, item 3): /backend/stand_import_files, /backend/stand_imports and the
 * template, per permission row (admin and organizer allowed, an organizer on their shows only;
 * the other roles refused), the analysis of files with each kind of problem, the encodings and
 * separators, the apply (one transaction, search text and timeline right), the idempotent
 * re-import, and bad input (nothing written).
 */
import fs from 'node:fs';
import path from 'node:path';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { multipartBody, pngBytes } from '../../support/files';

const FILES = '/backend/stand_import_files';
const IMPORTS = '/backend/stand_imports';

/** Text as Windows-1252 bytes (Excel's "CSV" on a French Windows): Latin-1 plus the 0x80–0x9F letters used here. */
function iconvWindows1252(text: string): Buffer {
  const specials: Record<string, number> = { '€': 0x80, '’': 0x92, 'œ': 0x9c, 'Œ': 0x8c };
  return Buffer.from([...text].map((ch) => specials[ch] ?? ch.charCodeAt(0)));
}

const FR_HEADER = 'Hall;Allée;Numéro;Enseigne;Surface (m²);Type de stand';
const EN_HEADER = 'Hall,Aisle,Number,Shop name,Area (m²),Stand type';

let ctx: TestContext;
let admin: TestUser;
let organizer: TestUser;
let otherOrganizer: TestUser;
let support: TestUser;
let standist: TestUser;
let show: number;
let otherShow: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
  organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER, firstName: 'Olga', lastName: 'Org' });
  otherOrganizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
  support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
  standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
  show = await insertShow(ctx.pool, { name: 'Salon du test' });
  otherShow = await insertShow(ctx.pool, { name: 'Autre salon' });
  await linkUserShow(ctx.pool, organizer.id, show);
  await linkUserShow(ctx.pool, otherOrganizer.id, otherShow);
});

afterAll(async () => {
  await ctx?.close();
});

const as = async (user: TestUser, locale = 'fr') => client(ctx.app, await tokenFor(user), { 'x-locale': locale });

async function upload(user: TestUser, bytes: Buffer | string, name = 'stands.csv') {
  const body = multipartBody({ bytes: typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, name, type: 'text/csv' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: FILES,
    headers: { authorization: `Bearer ${await tokenFor(user)}`, 'x-locale': 'fr', ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Upload then analyse; the analysis's body. */
async function analyse(user: TestUser, csv: Buffer | string, showId = show, locale = 'fr') {
  const file = await upload(user, csv);
  expect(file.status).toBe(201);
  const res = await (await as(user, locale)).post(IMPORTS, { standImportFile: file.body['@id'], show: `/backend/shows/${showId}` });
  expect(res.status).toBe(201);
  return res.body;
}

const standsOf = async (showId: number) =>
  (
    await ctx.pool.query(
      `SELECT s.hall, s.aisle, s.number, s.name, s.surface, s.stand_type, ss.search_text
         FROM stands s LEFT JOIN stand_search ss ON ss.stand_id = s.id WHERE s.show_id = $1 ORDER BY s.id`,
      [showId],
    )
  ).rows;

async function freshShow(): Promise<number> {
  const id = await insertShow(ctx.pool);
  await linkUserShow(ctx.pool, organizer.id, id);
  return id;
}

describe('permissions', () => {
  it.each([
    ['admin', () => admin, 201],
    ['organizer', () => organizer, 201],
    ['support', () => support, 403],
    ['standist', () => standist, 403],
  ])('upload by %s: %s', async (_name, who, status) => {
    expect((await upload(who(), `${FR_HEADER}\nA;1;1;Un;10;Nu\n`)).status).toBe(status);
  });

  it('refuses an anonymous upload (401)', async () => {
    const body = multipartBody({ bytes: Buffer.from('a;b\n'), name: 'a.csv' });
    const res = await ctx.app.inject({ method: 'POST', url: FILES, headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(401);
  });

  it('lets an organizer analyse a file for their show, not for another (422 on show)', async () => {
    const file = await upload(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`);
    const api = await as(organizer);
    expect((await api.post(IMPORTS, { standImportFile: file.body['@id'], show: `/backend/shows/${show}` })).status).toBe(201);
    const refused = await api.post(IMPORTS, { standImportFile: file.body['@id'], show: `/backend/shows/${otherShow}` });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([expect.objectContaining({ propertyPath: 'show', message: 'Ce salon n’existe pas ou ne vous est pas accessible.' })]);
  });

  it('keeps a file to its uploader: another user naming it gets a 422 on standImportFile', async () => {
    const file = await upload(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`);
    const res = await (await as(admin)).post(IMPORTS, { standImportFile: file.body['@id'], show: `/backend/shows/${show}` });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('standImportFile');
    expect((await (await as(admin)).get(file.body['@id'])).status).toBe(404);
    expect((await (await as(organizer)).get(file.body['@id'])).status).toBe(200);
  });

  it('refuses analyses to support and standists (403), their applies and an organizer\'s import of another show are 404s', async () => {
    const imported = await analyse(admin, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`, otherShow);
    for (const who of [support, standist]) {
      expect((await (await as(who)).post(IMPORTS, { standImportFile: '/backend/stand_import_files/1', show: `/backend/shows/${show}` })).status).toBe(403);
      // They may not read imports at all: an item answers as a missing one (no existence oracle).
      expect((await (await as(who)).patch(imported['@id'], { status: 2 })).status).toBe(404);
    }
    expect((await (await as(organizer)).patch(imported['@id'], { status: 2 })).status).toBe(404);
    expect((await (await as(organizer)).get(imported['@id'])).status).toBe(404);
    expect((await (await as(otherOrganizer)).get(imported['@id'])).status).toBe(200);
    expect((await standsOf(otherShow)).length).toBe(0);
  });

  it('serves the template to admin and organizer only, in French (; and a BOM) and English (,)', async () => {
    const fr = await (await as(organizer)).get(`${IMPORTS}/template?locale=fr`);
    expect(fr.status).toBe(200);
    expect(fr.text).toBe(`\ufeff${FR_HEADER}\r\n`);
    expect(String(fr.headers['content-disposition'])).toContain('modele_import_stands.csv');
    const en = await (await as(admin)).get(`${IMPORTS}/template?locale=en`);
    expect(en.text).toBe(`${EN_HEADER}\r\n`);
    expect((await (await as(support)).get(`${IMPORTS}/template`)).status).toBe(403);
    const bad = await (await as(admin)).get(`${IMPORTS}/template?locale=de`);
    expect(bad.status).toBe(400);
    expect(bad.body['hydra:description']).toContain('locale');
  });
});

describe('analysis', () => {
  it('counts new, changed and unchanged stands, matched by hall + aisle + number (case and accents ignored)', async () => {
    const id = await freshShow();
    await insertStand(ctx.pool, id, { hall: 'Hall 1', aisle: 'Allée A', number: '10', name: 'Même', surface: '12,5', standType: 'Nu' });
    await insertStand(ctx.pool, id, { hall: 'Hall 1', aisle: 'Allée A', number: '11', name: 'Ancien nom', surface: '9', standType: 'Nu' });
    const body = await analyse(
      organizer,
      `${FR_HEADER}\nhall 1;ALLEE A;10;Même;12.50;Nu\nHall 1;Allée A;11;Nouveau nom;9;Nu\nHall 2;B;1;Neuf;20;Équipé\n`,
      id,
    );
    expect(body.status).toBe(1);
    expect(body.stats.stands).toEqual({ total: 3, new: 1, changed: 1, unchanged: 1, problems: 0 });
    expect(body.violations).toEqual([]);
    expect(body.encoding).toBe('utf-8');
    expect(body.delimiter).toBe(';');
  });

  it.each([
    [
      'a missing column',
      'Hall;Allée;Numéro;Enseigne;Type de stand\nA;1;1;Un;Nu\n',
      [{ row: null, column: 'Surface (m²)', code: 'standImport.missingColumn', message: 'Colonne manquante.' }],
    ],
    [
      'an unknown column',
      `${FR_HEADER};Couleur\nA;1;1;Un;10;Nu;Rouge\n`,
      [expect.objectContaining({ row: 1, column: 'Couleur', code: 'standImport.unknownColumn' })],
    ],
    [
      'a bad surface',
      `${FR_HEADER}\nA;1;1;Un;douze;Nu\nA;1;2;Deux;-3;Nu\n`,
      [
        { row: 2, column: 'Surface (m²)', code: 'standImport.surface', message: '« douze » n’est pas une surface (un nombre positif, décimales après une virgule ou un point).' },
        expect.objectContaining({ row: 3, column: 'Surface (m²)', code: 'standImport.surface' }),
      ],
    ],
    [
      'a stand twice in the file',
      `${FR_HEADER}\nA;1;1;Un;10;Nu\na;1;1;Un bis;10;Nu\n`,
      [{ row: 3, column: 'Numéro', code: 'standImport.duplicate', message: 'Ce stand (hall, allée, numéro) figure déjà ligne 2.' }],
    ],
    [
      'an empty required cell',
      `${FR_HEADER}\nA;1;1;;10;Nu\n`,
      [{ row: 2, column: 'Enseigne', code: 'standImport.empty', message: 'Information manquante' }],
    ],
    ['a cell outside the columns', `${FR_HEADER}\nA;1;1;Un;10;Nu;en trop\n`, [expect.objectContaining({ row: 2, column: 'G', code: 'standImport.extraCell' })]],
    ['no stand at all', `${FR_HEADER}\n`, [expect.objectContaining({ row: null, column: null, code: 'standImport.noRows' })]],
    ['an unclosed quote', `${FR_HEADER}\nA;1;1;"Un;10;Nu\n`, [expect.objectContaining({ code: 'standImport.unreadable' })]],
  ])('reports %s as row, column and message', async (_name, csv, violations) => {
    const body = await analyse(organizer, csv, await freshShow());
    expect(body.violations).toEqual(violations);
    expect(body.stats.stands.problems).toBe(violations.length);
  });

  it('writes the problems in the caller\'s language', async () => {
    const body = await analyse(organizer, `${EN_HEADER}\nA,1,1,,10,Bare\n`, await freshShow(), 'en');
    expect(body.violations).toEqual([{ row: 2, column: 'Shop name', code: 'standImport.empty', message: 'Missing information' }]);
  });

  it.each([
    ['UTF-8 with a BOM and ;', Buffer.from(`\ufeff${FR_HEADER}\r\nA;1;1;Café Crème;12,5;Nu\r\n`, 'utf8'), 'utf-8', ';'],
    ['UTF-8 without a BOM and ,', Buffer.from(`${EN_HEADER}\nA,1,1,Café Crème,"12,5",Nu\n`, 'utf8'), 'utf-8', ','],
    ['Windows-1252 and ;', iconvWindows1252(`${FR_HEADER}\r\nA;1;1;Café Crème;12,5;Nu\r\n`), 'windows-1252', ';'],
    ['English headers in capitals and ;', Buffer.from('HALL;AISLE;NUMBER;SHOP NAME;SURFACE;STAND TYPE\nA;1;1;Café Crème;12,5;Nu\n'), 'utf-8', ';'],
  ])('reads %s', async (_name, bytes, encoding, delimiter) => {
    const id = await freshShow();
    const body = await analyse(organizer, bytes, id);
    expect(body).toMatchObject({ encoding, delimiter, violations: [], stats: { stands: { total: 1, new: 1 } } });
    await (await as(organizer)).patch(body['@id'], { status: 2, notifyUsers: false });
    expect((await standsOf(id))[0]).toMatchObject({ name: 'Café Crème', surface: '12,5' });
  });
});

it('reads the Windows-1252 letters Latin-1 lacks (œ, ’, €)', async () => {
  const id = await freshShow();
  const body = await analyse(organizer, iconvWindows1252(`${FR_HEADER}\r\nA;1;1;Cœur d’Or €;12;Nu\r\n`), id);
  expect(body.encoding).toBe('windows-1252');
  await (await as(organizer)).patch(body['@id'], { status: 2 });
  expect((await standsOf(id))[0].name).toBe('Cœur d’Or €');
});

describe('apply', () => {
  it('writes the new and changed stands in one go, keeps their search text and timeline, and re-importing changes nothing', async () => {
    const id = await freshShow();
    const kept = await insertStand(ctx.pool, id, { hall: 'H1', aisle: 'A', number: '1', name: 'Ancien', surface: '10', standType: 'Nu' });
    const untouched = await insertStand(ctx.pool, id, { hall: 'H9', aisle: 'Z', number: '99', name: 'Hors fichier' });
    const csv = `${FR_HEADER}\nH1;A;1;Nouveau nom;10;Nu\nH1;A;2;Boulangerie Dupré;18,5;Équipé\n`;
    const first = await analyse(organizer, csv, id);
    const api = await as(organizer);
    const applied = await api.patch(first['@id'], { status: 2, notifyUsers: true });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ status: 2, notifyUsers: true, stats: { stands: { total: 2, new: 1, changed: 1, unchanged: 0 } } });
    const stands = await standsOf(id);
    expect(stands.map((s) => s.name)).toEqual(['Nouveau nom', 'Hors fichier', 'Boulangerie Dupré']);
    expect(stands[2].search_text).toContain('boulangerie dupre');
    const search = await api.get(`/backend/stands?show=${id}&search=dupre`);
    expect(search.body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Boulangerie Dupré']);
    const events = await ctx.pool.query('SELECT kind, actor_id, details FROM stand_events WHERE stand_id = $1', [kept]);
    expect(events.rows).toEqual([{ kind: 'edited', actor_id: organizer.id, details: { fields: ['name'] } }]);
    expect((await ctx.pool.query('SELECT 1 FROM stand_events WHERE stand_id = $1', [untouched])).rowCount).toBe(0);

    const again = await analyse(organizer, csv, id);
    expect(again.stats.stands).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    const reapplied = await api.patch(again['@id'], { status: 2 });
    expect(reapplied.body.stats.stands).toMatchObject({ new: 0, changed: 0 });
    expect(await standsOf(id)).toEqual(stands);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM stand_events WHERE stand_id = $1', [kept])).rows[0].n).toBe(1);
  });

  it('refuses with a 400 and its description a file with problems, and an import already applied; nothing written', async () => {
    const id = await freshShow();
    const bad = await analyse(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\nA;1;2;Deux;beaucoup;Nu\n`, id);
    const api = await as(organizer);
    const refused = await api.patch(bad['@id'], { status: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body['hydra:description']).toBe('Import impossible : le fichier comporte 1 problème(s). Corrigez-le et chargez-le à nouveau.');
    expect(await standsOf(id)).toEqual([]);

    const good = await analyse(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`, id);
    expect((await api.patch(good['@id'], { status: 2 })).status).toBe(200);
    const twice = await api.patch(good['@id'], { status: 2 });
    expect(twice.status).toBe(400);
    expect(twice.body['hydra:description']).toBe('Cet import a déjà été appliqué.');
    expect((await standsOf(id)).length).toBe(1);
  });

  it('analyses again when applied: a stand added since the analysis is updated, not duplicated', async () => {
    const id = await freshShow();
    const analysed = await analyse(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`, id);
    await insertStand(ctx.pool, id, { hall: 'A', aisle: '1', number: '1', name: 'Déjà là', surface: '10', standType: 'Nu' });
    const applied = await (await as(organizer)).patch(analysed['@id'], { status: 2 });
    expect(applied.body.stats.stands).toMatchObject({ new: 0, changed: 1 });
    expect((await standsOf(id)).map((s) => s.name)).toEqual(['Un']);
  });
});

describe('notify users', () => {
  it('tells the contacts of the changed stands, in their language, once; nobody when notifyUsers is false', async () => {
    const id = await freshShow();
    const stand = await insertStand(ctx.pool, id, { hall: 'H', aisle: 'A', number: '1', name: 'Avant', surface: '10', standType: 'Nu' });
    const exhibitor = await insertUser(ctx.pool, { firstName: 'Eve', lastName: 'Expo' });
    await ctx.pool.query(`UPDATE users SET language_preference = 'en' WHERE id = $1`, [exhibitor.id]);
    await addStandRole(ctx.pool, exhibitor.id, stand);
    const api = await as(organizer);
    const quiet = await analyse(organizer, `${FR_HEADER}\nH;A;1;Après;10;Nu\n`, id);
    await api.patch(quiet['@id'], { status: 2, notifyUsers: false });
    const told = await analyse(organizer, `${FR_HEADER}\nH;A;1;Encore après;10;Nu\nH;A;2;Neuf;10;Nu\n`, id);
    const applied = await api.patch(told['@id'], { status: 2, notifyUsers: true });
    expect(applied.body.stats.stands).toMatchObject({ changed: 1, new: 1, notified: 1 });
    await ctx.app.jobs.idle();
    const { rows } = await ctx.pool.query('SELECT recipient, subject, text_body FROM mail_deliveries WHERE recipient = $1', [exhibitor.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toBe('Your stands have been updated – Salon du test'.replace('Salon du test', (await ctx.pool.query('SELECT name FROM shows WHERE id = $1', [id])).rows[0].name));
    expect(rows[0].text_body).toContain('Hello Eve Expo');
    expect(rows[0].text_body).toContain('- Encore après – H A 1');
  });
});

describe('bad input', () => {
  it('refuses a binary file renamed .csv with a translated 422, keeping nothing', async () => {
    const before = (await ctx.pool.query('SELECT count(*)::int AS n FROM media')).rows[0].n;
    const res = await upload(organizer, pngBytes(), 'stands.csv');
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'file', message: 'Type de fichier non autorisé (formats acceptés : CSV).' });
    const zeros = await upload(organizer, Buffer.from('Hall;Allée\u0000\u0001\u0002'), 'stands.csv');
    expect(zeros.status).toBe(422);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM media')).rows[0].n).toBe(before);
  });

  it('refuses a 50 MB file (413)', async () => {
    const line = 'A;1;1;Un stand au nom assez long pour remplir;10;Nu\n';
    const big = Buffer.from(line.repeat(Math.ceil((50 * 1024 * 1024) / line.length)));
    const res = await upload(organizer, big);
    expect(res.status).toBe(413);
    expect(res.body['hydra:description']).toContain('Le chargement du fichier a échoué.');
  });

  it.each([
    [{}, ['standImportFile', 'show']],
    [{ standImportFile: 'x', show: '/backend/shows/abc' }, ['standImportFile', 'show']],
    [{ standImportFile: '/backend/stand_import_files/999999', show: '/backend/shows/999999' }, ['standImportFile', 'show']],
  ])('refuses the analysis body %j with violations naming the fields', async (body, paths) => {
    const before = (await ctx.pool.query('SELECT count(*)::int AS n FROM stand_imports')).rows[0].n;
    const res = await (await as(admin)).post(IMPORTS, body);
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(paths);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM stand_imports')).rows[0].n).toBe(before);
  });

  it.each([
    [{ status: 3 }, 'status'],
    [{ status: 2, notifyUsers: 'yes' }, 'notifyUsers'],
  ])('refuses the apply body %j (422 on %s), nothing written', async (body, field) => {
    const id = await freshShow();
    const analysed = await analyse(organizer, `${FR_HEADER}\nA;1;1;Un;10;Nu\n`, id);
    const res = await (await as(organizer)).patch(analysed['@id'], body);
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe(field);
    expect(await standsOf(id)).toEqual([]);
  });
});

describe('the demo sample files (docs/demo)', () => {
  const sample = (name: string) => fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'demo', name));

  it('adds 20 stands with no problem; the file with an error names its line 8 surface', async () => {
    const id = await freshShow();
    const wrong = await analyse(organizer, sample('stand-import-sample-with-error.csv'), id);
    expect(wrong.violations).toEqual([expect.objectContaining({ row: 8, column: 'Surface (m²)', code: 'standImport.surface' })]);
    const right = await analyse(organizer, sample('stand-import-sample.csv'), id);
    expect(right.stats.stands).toMatchObject({ total: 20, new: 20, problems: 0 });
    expect((await (await as(organizer)).patch(right['@id'], { status: 2 })).status).toBe(200);
    expect(await standsOf(id)).toHaveLength(20);
  });
});
