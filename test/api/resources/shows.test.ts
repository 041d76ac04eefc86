/** /backend/shows writes and /backend/show_media (issue 12, items 1–3): per role, per object, bad input, deletion. */
import fs from 'node:fs';
import path from 'node:path';
import { solidPng } from '@server/seed/png';
import { shows } from '@server/resources/shows';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { multipartBody, pdfBytes } from '../../support/files';

describeHydraResource(shows, {
  inScope: async (pool, user) => {
    const id = await insertShow(pool);
    // A standist sees the shows of their stands, the other roles the shows linked to them.
    if (user.role === ROLES.STANDIST) await addStandRole(pool, user.id, await insertStand(pool, id), STANDIST_ROLES.EXHIBITOR);
    else await linkUserShow(pool, user.id, id);
    return id;
  },
  outOfScope: async (pool, user) => (user.role === ROLES.ORGANIZER || user.role === ROLES.SECURITY_OFFICER || user.role === ROLES.STANDIST ? insertShow(pool) : null),
  validBody: async () => ({ name: `Salon ${Math.random().toString(16).slice(2, 8)}` }),
  patchBody: async () => ({ name: 'Salon renommé' }),
  invalidBody: { name: '' },
  // These shows have no gateway: whoever may sync hears 'Ce salon n'est pas configuré pour une synchronisation' (422).
  actions: { sync: { status: 422, body: async () => ({ immediate: true }) }, sync_preview: { status: 422 } },
});

let ctx: TestContext;
const users = {} as Record<'superAdmin' | 'admin' | 'support' | 'organizer' | 'otherOrganizer' | 'standist', TestUser>;
const tokens = {} as Record<keyof typeof users, string>;
const api = (who: keyof typeof users, headers?: Record<string, string>) => client(ctx.app, tokens[who], headers);

beforeAll(async () => {
  ctx = await createTestContext();
  const roles = { superAdmin: ROLES.SUPER_ADMIN, admin: ROLES.ADMIN, support: ROLES.SUPPORT, organizer: ROLES.ORGANIZER, otherOrganizer: ROLES.ORGANIZER, standist: ROLES.STANDIST };
  for (const [who, role] of Object.entries(roles) as Array<[keyof typeof users, string]>) {
    users[who] = await insertUser(ctx.pool, { role });
    tokens[who] = await tokenFor(users[who]);
  }
});
afterAll(async () => ctx.close());

function upload(who: keyof typeof users, type: 'logo' | 'document', file: { bytes: Buffer; name: string }) {
  const body = multipartBody({ ...file, type: 'application/octet-stream' });
  return ctx.app
    .inject({ method: 'POST', url: `/backend/show_media?type=${type}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${tokens[who]}` } })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}
const png = () => ({ bytes: solidPng([20, 120, 200], 16), name: 'logo.png' });
const pdf = () => ({ bytes: pdfBytes('Consignes'), name: 'consignes.pdf' });
const showRow = async (id: number) => (await ctx.pool.query('SELECT * FROM shows WHERE id = $1', [id])).rows[0];
const sourceIri = async (reference: string) => `/backend/sources/${(await ctx.pool.query('SELECT id FROM sources WHERE reference = $1', [reference])).rows[0].id}`;
const violations = (body: { violations: Array<{ propertyPath: string; message: string }> }) => body.violations.map((v) => [v.propertyPath, v.message]);

describe('show creation by the full admin', () => {
  it('creates a show with a logo, the security function and its document, dates in UTC and the gateway', async () => {
    const logo = await upload('superAdmin', 'logo', png());
    expect(logo.status).toBe(201);
    expect(logo.body).toMatchObject({ '@type': 'ShowMedia', mediaFileName: 'logo.png', mimeType: 'image/png' });
    const doc = await upload('superAdmin', 'document', pdf());
    expect(doc.status).toBe(201);
    const res = await api('superAdmin').post('/backend/shows', {
      name: 'Salon du Meuble 2028',
      logo: logo.body['@id'],
      securityInstructionsFunction: true,
      securityInstructions: doc.body['@id'],
      installationDateStart: '2028-03-01T07:00:00+01:00',
      installationDateEnd: '2028-03-03T18:30:00Z',
      externalSync: true,
      source: await sourceIri('gl_event'),
      sourcePath: 'SDM28',
      externalSyncDeadline: '2028-02-20T12:00:00Z',
      externalExhibitorAccessUrl: 'https://exposants.example.test/sdm28',
      queryParameters: [{ name: 'edition', value: '2028' }, { name: 'lang', value: 'fr' }],
      enabled: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Salon du Meuble 2028',
      logo: { '@id': logo.body['@id'], mediaFileName: 'logo.png', objectUrl: expect.stringMatching(/^\/backend\/media\//) },
      securityInstructions: { mediaFileName: 'consignes.pdf' },
      installationDateStart: '2028-03-01T06:00:00+00:00',
      installationDateEnd: '2028-03-03T18:30:00+00:00',
      externalSync: true,
      sourcePath: 'SDM28',
      queryParameters: [{ name: 'edition', value: '2028' }, { name: 'lang', value: 'fr' }],
    });
    // Listed for the admin at once (the home page and the switcher read this list).
    const listed = await api('superAdmin').get('/backend/shows?pagination=false');
    expect(listed.body['hydra:member'].map((s: { name: string }) => s.name)).toContain('Salon du Meuble 2028');
  });

  it('refuses creation to admin, support and organizers (403), writing nothing', async () => {
    for (const who of ['admin', 'support', 'organizer'] as const) {
      const res = await api(who).post('/backend/shows', { name: `Refusé ${who}` });
      expect(res.status).toBe(403);
    }
    expect((await ctx.pool.query("SELECT 1 FROM shows WHERE name LIKE 'Refusé%'")).rowCount).toBe(0);
  });

  it('names the missing title in French and English', async () => {
    const fr = await api('superAdmin').post('/backend/shows', { name: '  ' });
    expect(fr.status).toBe(422);
    expect(violations(fr.body)).toEqual([['name', 'Titre du salon manquant']]);
    const en = await api('superAdmin', { 'x-locale': 'en' }).post('/backend/shows', {});
    expect(violations(en.body)).toEqual([['name', 'Show title missing']]);
  });

  it('refuses the gateway without its source, folder, deadline and address, reversed dates, a security function without document, blank parameters', async () => {
    const before = Number((await ctx.pool.query('SELECT count(*) FROM shows')).rows[0].count);
    const res = await api('superAdmin').post('/backend/shows', {
      name: 'Salon incomplet',
      externalSync: true,
      securityInstructionsFunction: true,
      installationDateStart: '2028-03-05T08:00:00Z',
      installationDateEnd: '2028-03-04T08:00:00Z',
      uninstallationDateStart: '2028-03-10T08:00:00Z',
      uninstallationDateEnd: '2028-03-09T23:00:00Z',
      queryParameters: [{ name: 'edition', value: '' }, { value: 'x' }],
    });
    expect(res.status).toBe(422);
    expect(violations(res.body)).toEqual(
      expect.arrayContaining([
        ['queryParameters[0].value', 'Information manquante'],
        ['queryParameters[1].name', 'Information manquante'],
        ['source', 'Information manquante'],
        ['sourcePath', 'Information manquante'],
        ['externalSyncDeadline', 'Information manquante'],
        ['externalExhibitorAccessUrl', 'Information manquante'],
        ['securityInstructions', 'Le document des consignes de sécurité est obligatoire quand la fonction est active.'],
        ['installationDateEnd', 'La date de fin ne peut pas précéder la date de début.'],
        ['uninstallationDateEnd', 'La date de fin ne peut pas précéder la date de début.'],
      ]),
    );
    expect(res.body.violations).toHaveLength(9);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM shows')).rows[0].count)).toBe(before);
  });

  it('refuses a date without offset, an unknown source and a logo that is a document', async () => {
    const doc = await upload('superAdmin', 'document', pdf());
    const res = await api('superAdmin').post('/backend/shows', {
      name: 'Salon bancal',
      installationDateStart: '2028-03-05 08:00',
      source: '/backend/sources/999999',
      logo: doc.body['@id'],
    });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['installationDateStart', 'logo', 'source']);
  });
});

describe('show media uploads', () => {
  it('refuses a logo that is not an image by its bytes (a PDF named .png), keeping nothing', async () => {
    const before = Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count);
    const res = await upload('superAdmin', 'logo', { bytes: pdfBytes('pas une image'), name: 'logo.png' });
    expect(res.status).toBe(422);
    expect(res.body['hydra:description']).toMatch(/^Le chargement du fichier a échoué\./);
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'file' });
    expect(Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count)).toBe(before);
  });

  it('lets organizers upload, refuses support and standists (403), and an unknown type (400)', async () => {
    expect((await upload('organizer', 'document', pdf())).status).toBe(201);
    expect((await upload('support', 'document', pdf())).status).toBe(403);
    expect((await upload('standist', 'logo', png())).status).toBe(403);
    const body = multipartBody({ ...png(), type: 'image/png' });
    const odd = await ctx.app.inject({ method: 'POST', url: '/backend/show_media?type=video', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${tokens.superAdmin}` } });
    expect(odd.statusCode).toBe(400);
  });

  it("refuses to link another user's upload", async () => {
    const show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, users.organizer.id, show);
    const othersLogo = await upload('otherOrganizer', 'logo', png());
    const res = await api('organizer').patch(`/backend/shows/${show}`, { logo: othersLogo.body['@id'] });
    expect(res.status).toBe(422);
    expect(violations(res.body)).toEqual([['logo', 'Fichier introuvable : chargez-le à nouveau.']]);
  });
});

describe('show edition', () => {
  it('lets an organizer edit their show, not another one (404), and not its organizer (403)', async () => {
    const mine = await insertShow(ctx.pool, { name: 'Le mien' });
    const theirs = await insertShow(ctx.pool, { name: 'Le leur' });
    await linkUserShow(ctx.pool, users.organizer.id, mine);
    await linkUserShow(ctx.pool, users.otherOrganizer.id, theirs);
    const ok = await api('organizer').patch(`/backend/shows/${mine}`, { name: 'Le mien, renommé', organizerDeadline: '2028-01-31T22:59:00Z' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Le mien, renommé', organizerDeadline: '2028-01-31T22:59:00+00:00' });
    expect((await api('organizer').patch(`/backend/shows/${theirs}`, { name: 'Volé' })).status).toBe(404);
    expect((await showRow(theirs)).name).toBe('Le leur');
    expect((await api('organizer').patch(`/backend/shows/${mine}`, { organizer: `/backend/users/${users.organizer.id}` })).status).toBe(403);
    expect((await api('support').patch(`/backend/shows/${mine}`, { name: 'Support' })).status).toBe(403);
    expect((await api('admin').patch(`/backend/shows/${mine}`, { name: 'Par un admin' })).status).toBe(200);
  });

  it('sets the organizer (full admin only), which links them to the show so they see it', async () => {
    const show = await insertShow(ctx.pool, { name: 'À confier' });
    expect((await api('otherOrganizer').get(`/backend/shows/${show}`)).status).toBe(404);
    expect((await api('admin').patch(`/backend/shows/${show}`, { organizer: `/backend/users/${users.otherOrganizer.id}` })).status).toBe(403);
    const res = await api('superAdmin').patch(`/backend/shows/${show}`, { organizer: `/backend/users/${users.otherOrganizer.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ organizer: `/backend/users/${users.otherOrganizer.id}`, organizerName: expect.any(String) });
    expect((await api('otherOrganizer').get(`/backend/shows/${show}`)).status).toBe(200);
    const notOrganizer = await api('superAdmin').patch(`/backend/shows/${show}`, { organizer: `/backend/users/${users.support.id}` });
    expect(violations(notOrganizer.body)).toEqual([['organizer', 'Organisateur introuvable.']]);
  });

  it('keeps the gateway once saved, and checks the dates against the saved ones', async () => {
    const create = await api('superAdmin').post('/backend/shows', {
      name: 'Avec passerelle',
      externalSync: true,
      source: await sourceIri('ftp'),
      sourcePath: '/exports/salon',
      externalSyncDeadline: '2028-02-01T00:00:00Z',
      externalExhibitorAccessUrl: 'https://exposants.example.test',
      installationDateStart: '2028-03-01T08:00:00Z',
    });
    expect(create.status).toBe(201);
    const off = await api('superAdmin', { 'x-locale': 'en' }).patch(create.body['@id'], { externalSync: false });
    expect(violations(off.body)).toEqual([['externalSync', 'The gateway cannot be turned off once saved.']]);
    const early = await api('superAdmin').patch(create.body['@id'], { installationDateEnd: '2028-02-28T08:00:00Z' });
    expect(violations(early.body)).toEqual([['installationDateEnd', 'La date de fin ne peut pas précéder la date de début.']]);
    const row = await showRow(create.body.id);
    expect([row.external_sync, row.installation_date_end]).toEqual([true, null]);
  });
});

describe('a show\'s gateway', () => {
  it('is changed by admins only: an organizer\'s form sends it unchanged and saves, a changed switch, source, folder or parameter is refused (403), changing nothing', async () => {
    const create = await api('superAdmin').post('/backend/shows', {
      name: 'Passerelle gardée',
      externalSync: true,
      source: await sourceIri('ftp'),
      sourcePath: 'SALON-A',
      externalSyncDeadline: '2028-02-01T00:00:00Z',
      externalExhibitorAccessUrl: 'https://exposants.example.test',
      queryParameters: [{ name: 'annee', value: '2028' }],
    });
    expect(create.status).toBe(201);
    await linkUserShow(ctx.pool, users.organizer.id, create.body.id);
    const iri = create.body['@id'];
    const unchanged = { externalSync: true, source: await sourceIri('ftp'), sourcePath: 'SALON-A', queryParameters: [{ name: 'annee', value: '2028' }] };
    expect((await api('organizer').patch(iri, { ...unchanged, name: 'Passerelle gardée (renommé)' })).status).toBe(200);
    for (const change of [{ sourcePath: 'SALON-B' }, { source: await sourceIri('gl_event') }, { queryParameters: [{ name: 'annee', value: '2029' }] }]) {
      expect((await api('organizer').patch(iri, { ...unchanged, ...change })).status).toBe(403);
    }
    const row = await showRow(create.body.id);
    expect(row.source_path).toBe('SALON-A');
    expect((await api('admin').patch(iri, { sourcePath: 'SALON-B' })).status).toBe(200);
    expect((await showRow(create.body.id)).source_path).toBe('SALON-B');
  });

  it('keeps its source and folder once synced (its stands are keyed by that source): a 422 naming each field, in French and English, changing nothing', async () => {
    const gateway = { externalSync: true, source: await sourceIri('ftp'), sourcePath: 'SALON-S', externalSyncDeadline: '2028-02-01T00:00:00Z', externalExhibitorAccessUrl: 'https://exposants.example.test' };
    const keyed = await api('superAdmin').post('/backend/shows', { name: 'Synchronisé (identifiants)', ...gateway });
    const stamped = await api('superAdmin').post('/backend/shows', { name: 'Synchronisé (date)', ...gateway });
    expect([keyed.status, stamped.status]).toEqual([201, 201]);
    // One has a stand keyed by the source (what a sync writes), the other a successful sync stamped.
    const stand = await insertStand(ctx.pool, keyed.body.id);
    const ftpId = (await ctx.pool.query(`SELECT id FROM sources WHERE reference = 'ftp'`)).rows[0].id;
    await ctx.pool.query(
      `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash) VALUES ($1, $2, $3, md5($3))`,
      [stand, ftpId, `tok_${'k'.repeat(28)}`],
    );
    await ctx.pool.query('UPDATE shows SET external_sync_at = now() WHERE id = $1', [stamped.body.id]);
    for (const show of [keyed.body, stamped.body]) {
      const moved = await api('admin', { 'x-locale': 'fr' }).patch(show['@id'], { source: await sourceIri('gl_event'), sourcePath: 'AILLEURS' });
      expect(moved.status).toBe(422);
      const message = 'La source et le dossier ne peuvent plus changer une fois le salon synchronisé : ses stands sont liés aux identifiants de cette source.';
      expect(violations(moved.body)).toEqual([
        ['source', message],
        ['sourcePath', message],
      ]);
      const english = await api('admin', { 'x-locale': 'en' }).patch(show['@id'], { sourcePath: 'ELSEWHERE' });
      expect(violations(english.body)).toEqual([['sourcePath', "The source and the folder can no longer change once the show is synchronized: its stands are tied to that source's identifiers."]]);
      expect(await showRow(show.id)).toMatchObject({ source_id: ftpId, source_path: 'SALON-S' });
      // The same source and folder sent again (the form sends them on every save) are no change.
      expect((await api('admin').patch(show['@id'], { ...gateway, name: `${show.name} (renommé)` })).status).toBe(200);
    }
    // A show never synced still changes them.
    const fresh = await api('superAdmin').post('/backend/shows', { name: 'Jamais synchronisé', ...gateway });
    expect((await api('admin').patch(fresh.body['@id'], { sourcePath: 'AILLEURS' })).status).toBe(200);
  });
});

describe('show deletion', () => {
  it('is for the full admin only, and removes the stands with the show', async () => {
    const show = await insertShow(ctx.pool, { name: 'À supprimer' });
    const stand = await insertStand(ctx.pool, show);
    await linkUserShow(ctx.pool, users.organizer.id, show);
    expect((await api('admin').delete(`/backend/shows/${show}`)).status).toBe(403);
    expect((await api('organizer').delete(`/backend/shows/${show}`)).status).toBe(403);
    expect((await api('superAdmin').delete(`/backend/shows/${show}`)).status).toBe(204);
    expect((await ctx.pool.query('SELECT 1 FROM stands WHERE id = $1', [stand])).rowCount).toBe(0);
    expect((await ctx.pool.query('SELECT 1 FROM user_shows WHERE show_id = $1', [show])).rowCount).toBe(0);
    expect((await api('organizer').get(`/backend/shows/${show}`)).status).toBe(404);
  });

  it("takes the show's own files along (its logo), but not a file another show also uses", async () => {
    const logo = await upload('superAdmin', 'logo', png());
    const shared = await upload('superAdmin', 'logo', png());
    const mediaId = (iri: string) => Number(iri.split('/').pop());
    const storageOf = async (id: number) => (await ctx.pool.query('SELECT storage_name FROM media WHERE id = $1', [id])).rows[0].storage_name as string;
    const logoFile = path.join(ctx.filesDir, await storageOf(mediaId(logo.body['@id'])));
    const sharedFile = path.join(ctx.filesDir, await storageOf(mediaId(shared.body['@id'])));
    const doomed = await insertShow(ctx.pool, { name: 'Éphémère' });
    const kept = await insertShow(ctx.pool, { name: 'Gardé' });
    await ctx.pool.query('UPDATE shows SET logo_id = $2, map_id = $3 WHERE id = $1', [doomed, mediaId(logo.body['@id']), mediaId(shared.body['@id'])]);
    await ctx.pool.query('UPDATE shows SET logo_id = $2 WHERE id = $1', [kept, mediaId(shared.body['@id'])]);
    expect(fs.existsSync(logoFile)).toBe(true);
    expect((await api('superAdmin').delete(`/backend/shows/${doomed}`)).status).toBe(204);
    await ctx.app.jobs.idle();
    expect(fs.existsSync(logoFile)).toBe(false);
    expect((await ctx.pool.query('SELECT 1 FROM media WHERE id = $1', [mediaId(logo.body['@id'])])).rowCount).toBe(0);
    expect(fs.existsSync(sharedFile)).toBe(true);
    expect((await ctx.pool.query('SELECT logo_id FROM shows WHERE id = $1', [kept])).rows[0].logo_id).toBe(mediaId(shared.body['@id']));
  });
});

describe("the show's findings counts", () => {
  it('go to the staff of the show, never to a standist (who sees only their own stands)', async () => {
    const showId = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, users.organizer.id, showId);
    const mine = await insertStand(ctx.pool, showId);
    const other = await insertStand(ctx.pool, showId);
    await addStandRole(ctx.pool, users.standist.id, mine, STANDIST_ROLES.EXHIBITOR);
    await ctx.pool.query('UPDATE stands SET nb_in_progress_reports = 3, nb_closed_reports = 2 WHERE id = $1', [other]);
    await ctx.pool.query('UPDATE stands SET nb_in_progress_reports = 1 WHERE id = $1', [mine]);

    for (const who of ['admin', 'support', 'organizer'] as const) {
      const { status, body } = await api(who).get(`/backend/shows/${showId}`);
      expect([who, status, body.nbInProgressReports, body.nbClosedReports]).toEqual([who, 200, 4, 2]);
    }
    const item = await api('standist').get(`/backend/shows/${showId}`);
    expect(item.status).toBe(200);
    expect(item.body).not.toHaveProperty('nbInProgressReports');
    expect(item.body).not.toHaveProperty('nbClosedReports');
    const list = await api('standist').get('/backend/shows?pagination=false');
    const listed = list.body['hydra:member'].find((s: { '@id': string }) => s['@id'] === `/backend/shows/${showId}`);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('nbInProgressReports');
  });
});
