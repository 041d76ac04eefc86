/**
 * Stand documents (issue 22): /backend/stand_document_media_statuses, /backend/stand_document_media,
 * /backend/stand_document_messages, PATCH /backend/stands/{id} {unSeenDocuments: false} and
 * GET /backend/stands/documents/zip. The declared rows of the reference list and the thread, then
 * per role and per object: who deposits, who reviews, who reads which stand's documents; the
 * stand-level status after each kind of change; the flags; the soft delete; the zip read back; the
 * bad input of the list, each changing nothing; two reviewers at once.
 */
import type { PoolClient } from 'pg';
import { standDocumentMessages } from '@server/resources/standDocumentMessages';
import { standDocumentMediaStatuses } from '@server/resources/standDocumentMedia';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertStandInScope, insertStandOutOfScope, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { docxBytes, multipartBody, pdfBytes, pngBytes } from '../../support/files';
import { readZip, staysInside } from '../../support/zipRead';

const MEDIA = '/backend/stand_document_media';
const MESSAGES = '/backend/stand_document_messages';
const STATUSES = '/backend/stand_document_media_statuses';
const STANDS = '/backend/stands';

const withDocuments = async (pool: TestContext['pool'], stand: number) =>
  pool.query('UPDATE shows SET stand_documents_function = true WHERE id = (SELECT show_id FROM stands WHERE id = $1)', [stand]);

async function threadRow(pool: TestContext['pool'], stand: number, authorId: number | null): Promise<number> {
  const m = await pool.query("INSERT INTO messages (content, created_by_id) VALUES ('Nos documents', $1) RETURNING id, created_at", [authorId]);
  return (await pool.query('INSERT INTO stand_document_messages (stand_id, message_id, created_at) VALUES ($1, $2, $3) RETURNING id', [stand, m.rows[0].id, m.rows[0].created_at])).rows[0].id;
}

describeHydraResource(standDocumentMediaStatuses, { inScope: async () => 3, invalidBody: {} });

describeHydraResource(standDocumentMessages, {
  inScope: async (pool, user) => threadRow(pool, await insertStandInScope(pool, user), user.id),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : threadRow(pool, stand, null);
  },
  validBody: async (pool, user) => {
    const stand = await insertStandInScope(pool, user);
    await withDocuments(pool, stand);
    return { stand: `${STANDS}/${stand}`, message: { content: 'Voici nos documents' } };
  },
  invalidBody: {},
});

describe('stand documents: the rules', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let support: TestUser;
  let organizer: TestUser;
  let otherOrganizer: TestUser;
  let securityOfficer: TestUser;
  let spsCoordinator: TestUser;
  let standist: TestUser;
  let otherStandist: TestUser;
  let show: number;
  let otherShow: number;
  const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    otherOrganizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    securityOfficer = await insertUser(ctx.pool, { role: ROLES.SECURITY_OFFICER });
    spsCoordinator = await insertUser(ctx.pool, { role: ROLES.SPS_COORDINATOR });
    standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    otherStandist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    show = await insertShow(ctx.pool, { name: 'Salon Test 2027' });
    otherShow = await insertShow(ctx.pool, { name: 'Autre salon' });
    await ctx.pool.query('UPDATE shows SET stand_documents_function = true');
    for (const user of [organizer, securityOfficer, spsCoordinator]) await linkUserShow(ctx.pool, user.id, show);
    await linkUserShow(ctx.pool, otherOrganizer.id, otherShow);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A stand of the test show with `standist` as its exhibitor. */
  async function standOf(user: TestUser = standist, name?: string): Promise<number> {
    const stand = await insertStand(ctx.pool, show, { name });
    await addStandRole(ctx.pool, user.id, stand);
    return stand;
  }

  async function upload(user: TestUser, stand: number | string, file = { bytes: pdfBytes('Plan technique'), name: 'plan.pdf' }, fields: Record<string, string> = {}) {
    const { payload, headers } = multipartBody(file, { stand: typeof stand === 'number' ? `${STANDS}/${stand}` : stand, ...fields });
    const res = await ctx.app.inject({ method: 'POST', url: MEDIA, payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(user)}`, accept: 'application/ld+json' } });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  /** Uploads `files` then deposits them with a message; the message's answer. */
  async function depositAs(user: TestUser, stand: number, files: Array<{ bytes: Buffer; name: string }> = [{ bytes: pdfBytes('Plan'), name: 'plan.pdf' }], content = 'Nos documents') {
    const documents: string[] = [];
    for (const file of files) {
      const uploaded = await upload(user, stand, file);
      expect(uploaded.status).toBe(201);
      documents.push(uploaded.body['@id']);
    }
    return (await as(user)).post(MESSAGES, { stand: `${STANDS}/${stand}`, message: { content }, documents });
  }

  const standRow = async (stand: number) =>
    (
      await ctx.pool.query(
        `SELECT d.reference AS status, s.un_seen_documents, s.documents_treated, s.documents_updated_at FROM stands s
          LEFT JOIN stand_document_statuses d ON d.id = s.stand_document_status_id WHERE s.id = $1`,
        [stand],
      )
    ).rows[0];
  const documentsOf = async (user: TestUser, stand: number) => (await (await as(user)).get(`${MEDIA}?stand=${stand}`)).body['hydra:member'];
  const setStatus = async (user: TestUser, documentIri: string, status: unknown) => (await as(user)).patch(documentIri, { standDocumentMediaStatus: status });
  const counts = async () =>
    (await ctx.pool.query('SELECT (SELECT count(*) FROM stand_document_media)::int AS docs, (SELECT count(*) FROM stand_document_messages)::int AS messages, (SELECT count(*) FROM media)::int AS media')).rows[0];

  it('lists the five statuses with the ids of part 2 §3', async () => {
    const res = await (await as(standist)).get(STATUSES);
    expect(res.body['hydra:member'].map((s: { id: number; reference: string }) => `${s.id} ${s.reference}`)).toEqual([
      '1 TO_CHECK',
      '2 PENDING_INFORMATIONS',
      '3 CHECKED',
      '4 CHECKED_WITH_OPTION',
      '5 REFUSED',
    ]);
  });

  it('a standist deposits two documents with a message: listed newest first with their author, the stand TO_CHECK, unseen and untreated', async () => {
    const stand = await standOf();
    const res = await depositAs(standist, stand, [
      { bytes: pdfBytes('Plan'), name: 'plan.pdf' },
      { bytes: pngBytes(), name: 'vue 3D.png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.documents.map((d: { mediaFileName: string; status: string }) => `${d.mediaFileName} ${d.status}`)).toEqual(['plan.pdf TO_CHECK', 'vue 3D.png TO_CHECK']);
    expect(res.body.message).toMatchObject({ content: 'Nos documents', editable: true });
    const listed = await documentsOf(admin, stand);
    expect(listed.map((d: { mediaFileName: string }) => d.mediaFileName)).toEqual(['vue 3D.png', 'plan.pdf']);
    expect(listed[0]).toMatchObject({
      stand: `${STANDS}/${stand}`,
      mimeType: 'image/png',
      enabled: true,
      status: 'TO_CHECK',
      standDocumentMediaStatus: { '@id': `${STATUSES}/1`, id: 1, reference: 'TO_CHECK' },
      standDocumentMessage: res.body['@id'],
      messageCreatedByLastName: (await ctx.pool.query('SELECT last_name FROM users WHERE id = $1', [standist.id])).rows[0].last_name,
    });
    expect(await standRow(stand)).toMatchObject({ status: 'TO_CHECK', un_seen_documents: true, documents_treated: false });
    expect((await standRow(stand)).documents_updated_at).not.toBeNull();
    // The file downloads, as stored.
    const file = await ctx.app.inject({ method: 'GET', url: listed[1].objectUrl, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps an upload not deposited yet out of every list, readable by its uploader only', async () => {
    const stand = await standOf();
    const uploaded = await upload(standist, stand);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ standDocumentMessage: null, status: 'TO_CHECK', mediaFileName: 'plan.pdf' });
    expect(await documentsOf(standist, stand)).toEqual([]);
    expect((await (await as(standist)).get(uploaded.body['@id'])).status).toBe(200);
    expect((await (await as(admin)).get(uploaded.body['@id'])).status).toBe(404);
    expect(await standRow(stand)).toMatchObject({ status: null });
  });

  it('the stand-level status follows each status change and deletion: least advanced first, NOT_RECEIVED when none is left', async () => {
    const stand = await standOf();
    await depositAs(standist, stand, [
      { bytes: pdfBytes('A'), name: 'a.pdf' },
      { bytes: pdfBytes('B'), name: 'b.pdf' },
    ]);
    const [b, a] = await documentsOf(support, stand);
    expect((await setStatus(support, a['@id'], 'CHECKED')).status).toBe(200);
    expect(await standRow(stand)).toMatchObject({ status: 'TO_CHECK', documents_treated: true });
    const refused = await setStatus(support, b['@id'], `${STATUSES}/5`);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'REFUSED', standDocumentMediaStatus: { id: 5, reference: 'REFUSED' } });
    expect((await standRow(stand)).status).toBe('REFUSED');
    expect((await setStatus(organizer, b['@id'], 'PENDING_INFORMATIONS')).status).toBe(200);
    expect((await standRow(stand)).status).toBe('PENDING_INFORMATIONS');
    expect((await setStatus(securityOfficer, b['@id'], 'CHECKED_WITH_OPTION')).status).toBe(200);
    expect((await standRow(stand)).status).toBe('CHECKED_WITH_OPTION');
    // The thread says each step, naming the document, in French then English.
    const thread = (await (await as(standist)).get(`${MESSAGES}?stand=${stand}`)).body['hydra:member'];
    expect(thread[0].message.content).toBe('Document « b.pdf » : Vérifié avec option\n\nDocument “b.pdf”: Checked with option');
    expect(thread).toHaveLength(5);
    // Deleting the option leaves the checked one; deleting that leaves none.
    const deleted = await (await as(support)).patch(b['@id'], { enabled: false });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ enabled: false, mediaFileName: 'b.pdf' });
    expect((await standRow(stand)).status).toBe('CHECKED');
    expect((await (await as(support)).patch(a['@id'], { enabled: false })).status).toBe(200);
    expect((await standRow(stand)).status).toBe('NOT_RECEIVED');
  });

  it('a soft-deleted document leaves the list, the zip and its download; its row and file stay; reviewers still see it in its message', async () => {
    const stand = await standOf();
    const posted = await depositAs(standist, stand, [
      { bytes: pdfBytes('Garde'), name: 'garde.pdf' },
      { bytes: pdfBytes('Retire'), name: 'retire.pdf' },
    ]);
    const [withdrawn] = await documentsOf(admin, stand);
    expect(withdrawn.mediaFileName).toBe('retire.pdf');
    expect((await (await as(admin)).patch(withdrawn['@id'], { enabled: false })).status).toBe(200);
    expect((await documentsOf(standist, stand)).map((d: { mediaFileName: string }) => d.mediaFileName)).toEqual(['garde.pdf']);
    expect((await (await as(admin)).get(withdrawn['@id'])).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: withdrawn.objectUrl, headers: { authorization: `Bearer ${await tokenFor(admin)}` } })).statusCode).toBe(404);
    expect((await (await as(admin)).patch(withdrawn['@id'], { enabled: false })).status).toBe(404);
    const row = (await ctx.pool.query('SELECT enabled FROM stand_document_media WHERE id = $1', [withdrawn.id])).rows[0];
    expect(row).toEqual({ enabled: false });
    const asReviewer = (await (await as(admin)).get(posted.body['@id'])).body.documents;
    expect(asReviewer.map((d: { mediaFileName: string; enabled: boolean }) => `${d.mediaFileName} ${d.enabled}`)).toEqual(['garde.pdf true', 'retire.pdf false']);
    const asStandist = (await (await as(standist)).get(posted.body['@id'])).body.documents;
    expect(asStandist.map((d: { mediaFileName: string }) => d.mediaFileName)).toEqual(['garde.pdf']);
    const zip = await ctx.app.inject({ method: 'GET', url: `${STANDS}/documents/zip?ids[]=${stand}`, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect((await readZip(zip.rawPayload)).map((f) => f.name)).toEqual(['garde.pdf']);
  });

  it('staff answering make the documents treated; admin or support opening them clears unSeenDocuments', async () => {
    const stand = await standOf();
    await depositAs(standist, stand);
    expect(await standRow(stand)).toMatchObject({ un_seen_documents: true, documents_treated: false });
    expect((await (await as(organizer)).post(MESSAGES, { stand: `${STANDS}/${stand}`, message: { content: 'Reçu, merci' } })).status).toBe(201);
    expect(await standRow(stand)).toMatchObject({ un_seen_documents: true, documents_treated: true });
    expect((await (await as(organizer)).patch(`${STANDS}/${stand}`, { unSeenDocuments: false })).status).toBe(403);
    const seen = await (await as(support)).patch(`${STANDS}/${stand}`, { unSeenDocuments: false });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ unSeenDocuments: false, documentsTreated: true });
    expect((await (await as(support)).patch(`${STANDS}/${stand}`, { unSeenDocuments: true })).status).toBe(422);
  });

  it('per role and per object: standists their stands only; show-linked roles their shows only; the SPS coordinator reads but neither deposits nor reviews', async () => {
    const mine = await standOf(standist);
    const theirs = await standOf(otherStandist);
    await depositAs(otherStandist, theirs);
    const [document] = await documentsOf(admin, theirs);
    // Another standist: nothing of that stand, no upload onto it, no message, no zip.
    expect(await documentsOf(standist, theirs)).toEqual([]);
    expect((await (await as(standist)).get(document['@id'])).status).toBe(404);
    expect((await upload(standist, theirs)).status).toBe(422);
    expect((await (await as(standist)).post(MESSAGES, { stand: `${STANDS}/${theirs}`, message: { content: 'Bonjour' } })).status).toBe(422);
    expect((await setStatus(standist, document['@id'], 'CHECKED')).status).toBe(404);
    // On their own stand's document: neither a status nor a deletion.
    await depositAs(standist, mine);
    const [own] = await documentsOf(standist, mine);
    expect((await setStatus(standist, own['@id'], 'CHECKED')).status).toBe(403);
    expect((await (await as(standist)).patch(own['@id'], { enabled: false })).status).toBe(403);
    expect((await documentsOf(standist, mine))[0]).toMatchObject({ status: 'TO_CHECK', enabled: true });
    expect((await (await as(standist)).get(`${STANDS}/documents/zip?ids[]=${mine}`)).status).toBe(403);
    // The organizer of another show: not found.
    expect((await (await as(otherOrganizer)).get(document['@id'])).status).toBe(404);
    expect((await setStatus(otherOrganizer, document['@id'], 'CHECKED')).status).toBe(404);
    const zip = await (await as(otherOrganizer)).get(`${STANDS}/documents/zip?ids[]=${theirs}`);
    expect(zip.status).toBe(422);
    expect(zip.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'ids', message: 'Ce stand n’existe pas ou ne vous est pas accessible.' }));
    // The security officer of the show reviews it; the SPS coordinator reads it only.
    expect((await (await as(securityOfficer)).get(document['@id'])).status).toBe(200);
    expect((await (await as(spsCoordinator)).get(document['@id'])).status).toBe(200);
    expect((await setStatus(spsCoordinator, document['@id'], 'CHECKED')).status).toBe(403);
    expect((await upload(spsCoordinator, theirs)).status).toBe(403);
    expect((await setStatus(securityOfficer, document['@id'], 'CHECKED')).status).toBe(200);
  });

  it('the documents a message deposits must be the caller’s own, of that stand, not deposited yet', async () => {
    const stand = await standOf();
    const other = await standOf();
    const ofOther = await upload(standist, other);
    const byAdmin = await upload(admin, stand);
    const before = await counts();
    for (const documents of [[ofOther.body['@id']], [byAdmin.body['@id']], ['/backend/stand_document_media/999999'], 'nope']) {
      const res = await (await as(standist)).post(MESSAGES, { stand: `${STANDS}/${stand}`, message: { content: 'Voici' }, documents });
      expect(res.status).toBe(422);
      expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'documents' }));
    }
    expect(await counts()).toEqual(before);
    // Deposited once, not twice.
    const once = await (await as(standist)).post(MESSAGES, { stand: `${STANDS}/${other}`, message: { content: 'Voici' }, documents: [ofOther.body['@id']] });
    expect(once.status).toBe(201);
    const twice = await (await as(standist)).post(MESSAGES, { stand: `${STANDS}/${other}`, message: { content: 'Encore' }, documents: [ofOther.body['@id']] });
    expect(twice.status).toBe(422);
  });

  it("refuses a message without content ('Contenu manquant'), writing nothing", async () => {
    const stand = await standOf();
    const uploaded = await upload(standist, stand);
    const before = await counts();
    const res = await (await as(standist)).post(MESSAGES, { stand: `${STANDS}/${stand}`, message: { content: '  ' }, documents: [uploaded.body['@id']] });
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'message.content', message: 'Contenu manquant' }));
    expect(await counts()).toEqual(before);
    expect((await standRow(stand)).status).toBeNull();
  });

  it('refuses documents when the show does not manage them or is disabled', async () => {
    const closedShow = await insertShow(ctx.pool, { name: 'Sans documents' });
    const stand = await insertStand(ctx.pool, closedShow);
    await addStandRole(ctx.pool, standist.id, stand);
    const res = await upload(standist, stand);
    expect(res.status).toBe(403);
    expect(res.body['hydra:description']).toBe('Les documents de ce stand sont fermés : le salon n’est pas actif ou ne gère pas les documents.');
    expect((await (await as(admin)).post(MESSAGES, { stand: `${STANDS}/${stand}`, message: { content: 'Bonjour' } })).status).toBe(403);
  });

  it.each([
    ['a type that is not a document', { bytes: Buffer.from('MZ\x90\x00 executable'), name: 'setup.exe' }, 422],
    ['a file over 20 MB', { bytes: Buffer.concat([pdfBytes('Gros'), Buffer.alloc(20 * 1024 * 1024)]), name: 'gros.pdf' }, 413],
  ])('refuses %s naming `file`, storing nothing', async (_what, file, status) => {
    const stand = await standOf();
    const before = await counts();
    const res = await upload(standist, stand, file);
    expect(res.status).toBe(status);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'file' }));
    expect(res.body['hydra:description']).toMatch(/^Le chargement du fichier a échoué\./);
    expect(await counts()).toEqual(before);
  });

  it('accepts Office documents; refuses a file name holding a path (`../`) with a clear message, storing nothing', async () => {
    const stand = await standOf();
    const docx = await upload(standist, stand, { bytes: docxBytes(), name: 'notice.docx' });
    expect(docx.status).toBe(201);
    expect(docx.body).toMatchObject({ mediaFileName: 'notice.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const before = await counts();
    for (const name of ['../../notice.pdf', '..\\..\\boot.pdf', '/etc/plan.pdf']) {
      const res = await upload(standist, stand, { bytes: pdfBytes('Chemin'), name });
      expect(res.status).toBe(422);
      expect(res.body.violations).toContainEqual(
        expect.objectContaining({ propertyPath: 'file', message: 'Nom de fichier invalide : un nom sans chemin est attendu (« ../ », « / » et « \\ » sont refusés).' }),
      );
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses an unknown status ('Erreur statut'), the current one, and an undeposited document, changing nothing", async () => {
    const stand = await standOf();
    await depositAs(standist, stand);
    const [document] = await documentsOf(admin, stand);
    const messagesBefore = (await counts()).messages;
    for (const value of ['VALIDATED', `${STATUSES}/9`, 12, null]) {
      const res = await setStatus(admin, document['@id'], value);
      expect(res.status).toBe(422);
      expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'standDocumentMediaStatus', message: 'Erreur statut' }));
    }
    const same = await setStatus(admin, document['@id'], 'TO_CHECK');
    expect(same.status).toBe(422);
    expect(same.body.violations).toContainEqual(expect.objectContaining({ message: 'Ce document a déjà ce statut.' }));
    const english = await (await as(admin)).patch(document['@id'], { standDocumentMediaStatus: 'nope' }, { 'accept-language': 'en' });
    expect(english.body.violations[0].message).toBe('Status error');
    const own = await upload(admin, stand);
    expect((await setStatus(admin, own.body['@id'], 'CHECKED')).status).toBe(422);
    expect((await counts()).messages).toBe(messagesBefore);
    expect((await standRow(stand)).status).toBe('TO_CHECK');
  });

  it('two reviewers changing one document at once: one wins, the other is told and nothing of theirs is written', async () => {
    const stand = await standOf();
    await depositAs(standist, stand);
    const [document] = await documentsOf(admin, stand);
    const messagesBefore = (await counts()).messages;
    // Both read the status, then queue behind the stand's row held here, then run one after the other.
    const holder: PoolClient = await ctx.pool.connect();
    let results: Array<{ status: number; body: { [key: string]: unknown } }>;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM stands WHERE id = $1 FOR UPDATE', [stand]);
      const both = Promise.all([setStatus(admin, document['@id'], 'CHECKED'), setStatus(support, document['@id'], 'REFUSED')]);
      for (let waiting = 0; waiting < 2; ) {
        await new Promise((resolve) => setImmediate(resolve));
        waiting = (await ctx.pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM stands WHERE id = $1 FOR UPDATE%' AND pid <> pg_backend_pid()")).rows[0].n;
      }
      await holder.query('COMMIT');
      results = await both;
    } finally {
      holder.release();
    }
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body['hydra:description']).toBe('Le statut de ce document a changé entre-temps : rechargez la page. Rien n’a été enregistré.');
    const winner = results.find((r) => r.status === 200)!.body.status;
    expect((await documentsOf(admin, stand))[0].status).toBe(winner);
    expect((await standRow(stand)).status).toBe(winner);
    expect((await counts()).messages).toBe(messagesBefore + 1);
  });

  it('zips the documents of one stand, or of several in a folder each, read back with their bytes', async () => {
    const one = await standOf(standist, 'Lumière & Fils');
    const two = await standOf(otherStandist, 'Atelier ../Nord');
    const plan = pdfBytes('Plan un');
    const image = pngBytes();
    await depositAs(standist, one, [
      { bytes: plan, name: 'plan.pdf' },
      { bytes: image, name: 'vue 3D.png' },
    ]);
    await depositAs(otherStandist, two, [{ bytes: plan, name: 'plan.pdf' }]);
    const admin$ = { authorization: `Bearer ${await tokenFor(organizer)}` };
    const single = await ctx.app.inject({ method: 'GET', url: `${STANDS}/documents/zip?ids[]=${one}`, headers: admin$ });
    expect(single.statusCode).toBe(200);
    expect(String(single.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Salon%20Test%202027%20-%20Lumi%C3%A8re%20%26%20Fils%20-%20Documents%20-%20\d{4}-\d\d-\d\d_\d{4}\.zip/);
    const files = await readZip(single.rawPayload);
    expect(files.map((f) => f.name)).toEqual(['plan.pdf', 'vue 3D.png']);
    expect(files[0].bytes.equals(plan)).toBe(true);
    expect(files[1].bytes.equals(image)).toBe(true);

    const both = await ctx.app.inject({ method: 'GET', url: `${STANDS}/documents/zip?ids[]=${one}&ids[]=${two}`, headers: admin$ });
    expect(both.statusCode).toBe(200);
    expect(String(both.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Salon%20Test%202027%20-%20Documents%20-%20/);
    const all = await readZip(both.rawPayload);
    const standTwo = (await ctx.pool.query('SELECT number FROM stands WHERE id = $1', [two])).rows[0].number;
    const standOne = (await ctx.pool.query('SELECT number FROM stands WHERE id = $1', [one])).rows[0].number;
    expect(all.map((f) => f.name)).toEqual([`Atelier .._Nord - ${standTwo}/plan.pdf`, `Lumière & Fils - ${standOne}/plan.pdf`, `Lumière & Fils - ${standOne}/vue 3D.png`]);
    expect(all.every((f) => staysInside(f.name))).toBe(true);
    expect(all.every((f) => f.bytes.equals(f.name.endsWith('.png') ? image : plan))).toBe(true);
  });

  it("answers 400 'Aucun document.' for stands without documents, and refuses stands of two shows or none", async () => {
    const empty = await standOf();
    const res = await (await as(admin)).get(`${STANDS}/documents/zip?ids[]=${empty}`);
    expect(res.status).toBe(400);
    expect(res.body['hydra:description']).toBe('Aucun document.');
    const elsewhere = await insertStand(ctx.pool, otherShow);
    const two = await (await as(admin)).get(`${STANDS}/documents/zip?ids[]=${empty}&ids[]=${elsewhere}`);
    expect(two.status).toBe(422);
    expect(two.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'ids', message: 'Les stands d’une archive doivent être du même salon.' }));
    expect((await (await as(admin)).get(`${STANDS}/documents/zip`)).status).toBe(422);
    expect((await (await as(admin)).get(`${STANDS}/documents/zip?ids[]=abc`)).status).toBe(422);
  });
});
