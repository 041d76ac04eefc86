/**
 * The safety notice (issue 22, part 2 §3–§5): /backend/stand_security_instructions from its
 * declaration (role × operation × object), then its rules — who may fill it for which stand, the
 * form's bad input each refused on its field with nothing written, one record per stand even when
 * sent twice at once, the stand linked (the stand list's filter follows), the corrections — its
 * attestation PDFs (pdftotext) and the attestation zip (read back with yauzl).
 */
import { standSecurityInstructions } from '@server/resources/standSecurityInstructions';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addStandRole,
  insertShow,
  insertStand,
  insertStandInScope,
  insertStandOutOfScope,
  insertUser,
  linkUserShow,
  ROLES,
  tokenFor,
  type TestUser,
} from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { pdfText } from '../../support/pdfText';
import { askSafetyNotice, insertSafetyNotice, readZip, safetyNoticeBody } from '../../support/safetyBuilders';

const BASE = '/backend/stand_security_instructions';
const ZIP = '/backend/stands_security_attestation';

describeHydraResource(standSecurityInstructions, {
  inScope: async (pool, user) => insertSafetyNotice(pool, await insertStandInScope(pool, user)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : insertSafetyNotice(pool, stand);
  },
  validBody: async (pool, user) => {
    const stand = await insertStandInScope(pool, user);
    await askSafetyNotice(pool, stand);
    return safetyNoticeBody(stand);
  },
  patchBody: async () => ({ phone: '0911223344' }),
  invalidBody: { stand: 'nope', downloadOk: false },
});

describe('safety notice: the rules', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let support: TestUser;
  let organizer: TestUser;
  let spsCoordinator: TestUser;
  let securityOfficer: TestUser;
  let standist: TestUser;
  let show: number;
  let otherShow: number;
  const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));
  const count = async () => Number((await ctx.pool.query('SELECT count(*) FROM stand_security_instructions')).rows[0].count);

  /** A stand of the show (the safety function on) held by the standist. */
  async function standistStand(name?: string): Promise<number> {
    const stand = await insertStand(ctx.pool, show, { name });
    await addStandRole(ctx.pool, standist.id, stand);
    return stand;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    spsCoordinator = await insertUser(ctx.pool, { role: ROLES.SPS_COORDINATOR });
    securityOfficer = await insertUser(ctx.pool, { role: ROLES.SECURITY_OFFICER });
    standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    show = await insertShow(ctx.pool, { name: 'Salon Sécurité 2027' });
    otherShow = await insertShow(ctx.pool, { name: 'Autre Salon' });
    await ctx.pool.query('UPDATE shows SET security_instructions_function = true WHERE id = ANY($1)', [[show, otherShow]]);
    for (const user of [organizer, spsCoordinator, securityOfficer]) await linkUserShow(ctx.pool, user.id, show);
  });
  afterAll(async () => ctx?.close());

  it('a standist fills the notice of their stand: the stand is linked and the list’s security filter follows', async () => {
    const stand = await standistStand();
    const api = await as(standist);
    expect((await api.get(`/backend/stands?show=${show}&exists[standSecurityInstruction]=false&pagination=false`)).body['hydra:member'].map((s: { id: number }) => s.id)).toContain(stand);
    const res = await api.post(BASE, { ...safetyNoticeBody(stand), builtByOne: false, builtByMore: true, numberOfBuilders: '3', standistLastname: ' Durand ', standistFirstname: 'Paul', standistPhone: '06', standistEmail: 'paul@example.test' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ stand: `/backend/stands/${stand}`, builtByMore: true, numberOfBuilders: 3, standistLastname: 'Durand', withCoordinator: false, coordinatorLastName: null });
    expect(res.body.attestations).toEqual([
      { language: 'fr', objectUrl: `${BASE}/${res.body.id}/attestation/fr`, mediaFileName: `attestation-sps-${res.body.id}.pdf` },
      { language: 'en', objectUrl: `${BASE}/${res.body.id}/attestation/en`, mediaFileName: `safety-attestation-${res.body.id}.pdf` },
    ]);
    expect((await api.get(`/backend/stands/${stand}`)).body.standSecurityInstruction).toBe(`${BASE}/${res.body.id}`);
    expect((await api.get(`/backend/stands?show=${show}&exists[standSecurityInstruction]=true`)).body['hydra:member'].map((s: { id: number }) => s.id)).toContain(stand);
    expect((await api.get(`${BASE}?stand=${stand}`)).body['hydra:member'].map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  it('a standist cannot fill nor read the notice of a stand that is not theirs (422 on stand, 404)', async () => {
    const foreign = await insertStand(ctx.pool, show);
    const record = await insertSafetyNotice(ctx.pool, await insertStand(ctx.pool, show));
    const api = await as(standist);
    const before = await count();
    const res = await api.post(BASE, safetyNoticeBody(foreign));
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'stand', message: 'Ce stand n’existe pas ou ne vous est pas accessible.' })]);
    expect(await count()).toBe(before);
    expect((await api.get(`${BASE}/${record}`)).status).toBe(404);
    expect((await api.get(`${BASE}/${record}/attestation/fr`)).status).toBe(404);
  });

  it('the security officer and the SPS coordinator fill and read the notices of their shows only', async () => {
    const own = await insertStand(ctx.pool, show);
    const foreign = await insertStand(ctx.pool, otherShow);
    const foreignRecord = await insertSafetyNotice(ctx.pool, await insertStand(ctx.pool, otherShow));
    expect((await (await as(securityOfficer)).post(BASE, safetyNoticeBody(own))).status).toBe(201);
    const refused = await (await as(spsCoordinator)).post(BASE, safetyNoticeBody(foreign));
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('stand');
    for (const user of [securityOfficer, spsCoordinator]) {
      const api = await as(user);
      expect((await api.get(`${BASE}/${foreignRecord}`)).status).toBe(404);
      expect((await api.get(`${BASE}?pagination=false`)).body['hydra:member'].map((r: { id: number }) => r.id)).not.toContain(foreignRecord);
    }
  });

  const coordinatorFields = { coordinatorLastName: 'Roux', coordinatorFirstName: 'Léa', coordinatorPhone: '07', coordinatorEmail: 'lea@example.test' };
  const severalBuilders = { builtByOne: false, builtByMore: true, numberOfBuilders: 2, standistLastname: 'Durand', standistFirstname: 'Paul', standistPhone: '06', standistEmail: 'paul@example.test' };
  it.each([
    ['several builders but a count of 1', { ...severalBuilders, numberOfBuilders: 1 }, 'numberOfBuilders', 'Le nombre de constructeurs doit être un entier de 2 à 999.'],
    ['several builders without the count', { ...severalBuilders, numberOfBuilders: null }, 'numberOfBuilders', 'Information manquante'],
    ['several builders without the standist contact', { ...severalBuilders, standistEmail: '' }, 'standistEmail', 'Information manquante'],
    ['builtByOne and builtByMore both', { ...severalBuilders, builtByOne: true }, 'builtByMore', 'Choisissez une seule réponse : une entreprise ou plusieurs.'],
    ['neither builtByOne nor builtByMore', { builtByOne: false }, 'builtByOne', 'Information manquante'],
    ['a coordinator without its fields', { withCoordinator: true, ...coordinatorFields, coordinatorPhone: ' ' }, 'coordinatorPhone', 'Information manquante'],
    ['a coordinator with a bad e-mail', { withCoordinator: true, ...coordinatorFields, coordinatorEmail: 'lea' }, 'coordinatorEmail', 'Cette adresse email n’est pas valide.'],
    ['no coordinator answer', { withCoordinator: null }, 'withCoordinator', 'Information manquante'],
    ['downloadOk false', { downloadOk: false }, 'downloadOk', 'Confirmation manquante'],
    ['no company', { company: '' }, 'company', 'Information manquante'],
    ['a control character in a name', { lastName: 'Mar\u0000tin' }, 'lastName', 'Cette valeur contient un caractère de contrôle (NUL, tabulation…) non autorisé.'],
    ['a name of 300 characters', { firstName: 'x'.repeat(300) }, 'firstName', 'Cette chaîne est trop longue. Elle doit avoir au maximum 255 caractères.'],
    ['a count that is not a number', { ...severalBuilders, numberOfBuilders: { n: 3 } }, 'numberOfBuilders', 'Le nombre de constructeurs doit être un entier de 2 à 999.'],
  ])('refuses %s on its field, in French, writing nothing', async (_what, change, field, message) => {
    const stand = await standistStand();
    const before = await count();
    const res = await (await as(standist)).post(BASE, { ...safetyNoticeBody(stand), ...change });
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: field, message }));
    expect(await count()).toBe(before);
    expect((await ctx.pool.query('SELECT stand_security_instruction_id FROM stands WHERE id = $1', [stand])).rows[0].stand_security_instruction_id).toBeNull();
  });

  it('stores empty what the answers hide, whatever was sent in it', async () => {
    const stand = await standistStand();
    const res = await (await as(standist)).post(BASE, { ...safetyNoticeBody(stand), numberOfBuilders: 1, standistEmail: 'x', coordinatorLastName: 'Ro\u0000ux' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ builtByOne: true, numberOfBuilders: null, standistEmail: null, withCoordinator: false, coordinatorLastName: null });
  });

  it('says it in English to an English caller', async () => {
    const stand = await standistStand();
    const res = await client(ctx.app, await tokenFor(standist), { 'x-locale': 'en' }).post(BASE, { ...safetyNoticeBody(stand), downloadOk: false });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'downloadOk', message: 'Confirmation missing' })]);
  });

  it('refuses a stand whose show does not ask for the notice, and a second notice for a stand, naming the stand', async () => {
    const quiet = await insertShow(ctx.pool);
    const stand = await insertStand(ctx.pool, quiet);
    const before = await count();
    const notAsked = await (await as(admin)).post(BASE, safetyNoticeBody(stand));
    expect(notAsked.status).toBe(422);
    expect(notAsked.body.violations).toEqual([expect.objectContaining({ propertyPath: 'stand', message: 'Ce salon ne demande pas de notice de sécurité.' })]);
    expect(await count()).toBe(before);

    const filled = await standistStand();
    expect((await (await as(standist)).post(BASE, safetyNoticeBody(filled))).status).toBe(201);
    const second = await (await as(support)).post(BASE, { ...safetyNoticeBody(filled), company: 'Autre' });
    expect(second.status).toBe(422);
    expect(second.body.violations).toEqual([expect.objectContaining({ propertyPath: 'stand', message: 'Ce stand a déjà sa notice de sécurité.' })]);
    expect((await ctx.pool.query('SELECT company FROM stand_security_instructions WHERE stand_id = $1', [filled])).rows).toEqual([{ company: 'ACME Stands' }]);
  });

  it('records one notice when the same stand’s notice is sent five times at once', async () => {
    const stand = await standistStand();
    const api = await as(standist);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => api.post(BASE, { ...safetyNoticeBody(stand), company: `Société ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of results.filter((r) => r.status === 422)) expect(refused.body.violations[0].propertyPath).toBe('stand');
    const { rows } = await ctx.pool.query('SELECT id FROM stand_security_instructions WHERE stand_id = $1', [stand]);
    expect(rows).toHaveLength(1);
    expect((await ctx.pool.query('SELECT stand_security_instruction_id FROM stands WHERE id = $1', [stand])).rows[0].stand_security_instruction_id).toBe(rows[0].id);
  });

  it('admin and support correct a notice as a whole, by the same rules; the stand never changes', async () => {
    const stand = await standistStand();
    const id = (await (await as(standist)).post(BASE, safetyNoticeBody(stand))).body.id;
    const api = await as(support);
    const incomplete = await api.patch(`${BASE}/${id}`, { builtByOne: false, builtByMore: true });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(expect.arrayContaining(['numberOfBuilders', 'standistLastname']));
    const moved = await api.patch(`${BASE}/${id}`, { stand: `/backend/stands/${await standistStand()}` });
    expect(moved.status).toBe(422);
    expect(moved.body.violations[0].propertyPath).toBe('stand');
    const fixed = await api.patch(`${BASE}/${id}`, { ...severalBuilders, numberOfBuilders: 4, withCoordinator: true, ...coordinatorFields });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ builtByOne: false, builtByMore: true, numberOfBuilders: 4, coordinatorLastName: 'Roux', company: 'ACME Stands', stand: `/backend/stands/${stand}` });
    const back = await api.patch(`${BASE}/${id}`, { builtByOne: true, builtByMore: false, withCoordinator: false });
    expect(back.body).toMatchObject({ numberOfBuilders: null, standistLastname: null, coordinatorLastName: null });
    expect((await (await as(standist)).patch(`${BASE}/${id}`, { company: 'Moi' })).status).toBe(403);
  });

  it('gives the attestation in French and English, with the company, the person, the builders and the coordinator', async () => {
    const stand = await standistStand('Boulangerie Sûre');
    const id = await insertSafetyNotice(ctx.pool, stand, { company: 'Échafaudages Dupont', lastName: 'Dupont', firstName: 'Irène', builtByMore: true, withCoordinator: true });
    const api = await as(standist);
    const pdf = async (locale: string) => ctx.app.inject({ method: 'GET', url: `${BASE}/${id}/attestation/${locale}`, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    const fr = await pdf('fr');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toContain(`attestation-sps-${id}.pdf`);
    const frText = pdfText(fr.rawPayload).replace(/[ \t]+/g, ' ');
    expect(frText).toEqual(expect.stringContaining('Échafaudages Dupont'));
    for (const marker of ['Irène Dupont', 'Boulangerie Sûre', 'Salon Sécurité 2027', '3 entreprises', 'Sam Standiste', 'Cléo Coordinatrice', 'Attestation de notice de sécurité']) expect(frText).toContain(marker);
    const enText = pdfText((await pdf('en')).rawPayload).replace(/[ \t]+/g, ' ');
    for (const marker of ['Échafaudages Dupont', '3 companies', 'SPS coordinator appointed: Yes', 'SPS notice attestation']) expect(enText).toContain(marker);
    expect((await api.get(`${BASE}/${id}/attestation/de`)).status).toBe(404);
  });

  describe('the attestation zip', () => {
    let stands: number[];
    let records: number[];
    let zipShow: number;
    beforeAll(async () => {
      zipShow = await insertShow(ctx.pool, { name: 'Salon / Zip 2027' });
      await linkUserShow(ctx.pool, organizer.id, zipShow);
      await linkUserShow(ctx.pool, spsCoordinator.id, zipShow);
      stands = [await insertStand(ctx.pool, zipShow, { name: 'Alpha' }), await insertStand(ctx.pool, zipShow, { name: 'Bravo' }), await insertStand(ctx.pool, zipShow, { name: 'Charlie' })];
      records = [await insertSafetyNotice(ctx.pool, stands[0], { company: 'Alpha SA' }), await insertSafetyNotice(ctx.pool, stands[2], { company: 'Charlie SARL' })];
    });
    const get = async (user: TestUser, query: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `${ZIP}?${query}`, headers: { authorization: `Bearer ${await tokenFor(user)}`, ...headers } });

    it('zips the selected stands’ attestations, one PDF each, named from the show and a Paris timestamp', async () => {
      const res = await get(organizer, stands.map((s) => `ids[]=${s}`).join('&'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Salon%20_%20Zip%202027%20-%20Attestations%20SPS%20-%20\d{4}-\d{2}-\d{2}_\d{4}\.zip$/);
      const entries = await readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).toEqual([`Alpha - attestation-sps-${records[0]}.pdf`, `Charlie - attestation-sps-${records[1]}.pdf`]);
      for (const entry of entries) expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(entries[1].bytes)).toContain('Charlie SARL');
    });

    it('zips every attestation of the show with ?show=, in the caller’s language', async () => {
      const res = await get(spsCoordinator, `show=/backend/shows/${zipShow}`, { 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('SPS%20attestations');
      const entries = await readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).toEqual([`Alpha - safety-attestation-${records[0]}.pdf`, `Charlie - safety-attestation-${records[1]}.pdf`]);
      expect(pdfText(entries[0].bytes)).toContain('SPS notice attestation');
      const fr = await readZip((await get(spsCoordinator, `show=${zipShow}&locale=fr`, { 'x-locale': 'en' })).rawPayload);
      expect(fr[0].name).toBe(`Alpha - attestation-sps-${records[0]}.pdf`);
    });

    it('answers 400 “Aucune attestation.” when no selected stand has a notice', async () => {
      const res = await get(organizer, `ids[]=${stands[1]}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)['hydra:description']).toBe('Aucune attestation.');
    });

    it('refuses stands and shows out of the caller’s scope as missing ones, and stands of two shows', async () => {
      const foreignShow = await insertShow(ctx.pool);
      const foreign = await insertStand(ctx.pool, foreignShow);
      await insertSafetyNotice(ctx.pool, foreign);
      const outOfScope = await get(spsCoordinator, `ids[]=${stands[0]}&ids[]=${foreign}`);
      const missing = await get(spsCoordinator, `ids[]=${stands[0]}&ids[]=2000000000`);
      expect([outOfScope.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(outOfScope.body).toBe(missing.body);
      expect((await get(organizer, `show=${foreignShow}`)).statusCode).toBe(404);
      const twoShows = await get(admin, `ids[]=${stands[0]}&ids[]=${foreign}`);
      expect(twoShows.statusCode).toBe(422);
      expect(JSON.parse(twoShows.body).violations[0].propertyPath).toBe('ids');
      expect((await get(admin, 'ids[]=abc')).statusCode).toBe(400);
      expect((await get(admin, '')).statusCode).toBe(400);
    });

    it('is refused (403) to those without the permission', async () => {
      for (const user of [support, securityOfficer, standist]) expect((await get(user, `show=${zipShow}`)).statusCode).toBe(403);
    });
  });
});
