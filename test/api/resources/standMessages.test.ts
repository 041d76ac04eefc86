/**
 * /backend/stand_messages and /backend/message_media (issue 9, items 3, 4, 8): declared tests,
 * then the thread, the plan workflow (role × from × to), the concurrent change, edits,
 * attachments (upload, download per role, soft delete) and refused uploads (nothing kept).
 */
import fs from 'node:fs';
import pg from 'pg';
import { ROLES as DOMAIN_ROLES } from '@/domain/roles';
import { STAND_STATUSES, type StandStatus } from '@/domain/standStatus';
import { findTransition } from '@/domain/planWorkflow';
import type { Pool } from '@server/db/pool';
import { standMessages } from '@server/resources/standMessages';
import { messages } from '@server/threads/messages';
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
  STANDIST_ROLES,
  tokenFor,
  type TestUser,
} from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { multipartBody, pdfBytes, pngBytes } from '../../support/files';

const STANDS = '/backend/stands';
const MEDIA = '/backend/message_media';
const BASE = '/backend/stand_messages';
const MESSAGES = '/backend/messages';

/** A message written straight into the database; its stand_messages id. */
async function insertMessage(
  pool: Pool,
  standId: number,
  authorId: number | null,
  o: { content?: string; standRole?: string | null; createdAt?: string; newStandStatus?: StandStatus } = {},
): Promise<number> {
  const m = await pool.query(
    `INSERT INTO messages (content, created_by_id, created_by_stand_role, created_at, updated_at)
     VALUES ($1, $2, $3, coalesce($4::timestamptz, clock_timestamp()), coalesce($4::timestamptz, clock_timestamp())) RETURNING id, created_at`,
    [o.content ?? 'Bonjour', authorId, o.standRole ?? null, o.createdAt ?? null],
  );
  const { rows } = await pool.query(
    'INSERT INTO stand_messages (stand_id, message_id, created_at, new_stand_status) VALUES ($1, $2, $3, $4) RETURNING id',
    [standId, m.rows[0].id, m.rows[0].created_at, o.newStandStatus ?? null],
  );
  return rows[0].id;
}

/** An attachment row (media + message_media) without a file: for rules that never read the bytes. */
async function insertAttachment(pool: Pool, ownerId: number, o: { messageId?: number | null; enabled?: boolean } = {}): Promise<number> {
  const media = await pool.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('messageAttachment', 'plans.pdf', $1, 'application/pdf', 10) RETURNING id`,
    [`test-${Math.random().toString(16).slice(2)}.pdf`],
  );
  const { rows } = await pool.query(
    'INSERT INTO message_media (media_id, created_by_id, message_id, enabled) VALUES ($1, $2, $3, $4) RETURNING id',
    [media.rows[0].id, ownerId, o.messageId ?? null, o.enabled ?? true],
  );
  return rows[0].id;
}

const messageIdOf = async (pool: Pool, standMessageId: number): Promise<number> =>
  (await pool.query('SELECT message_id FROM stand_messages WHERE id = $1', [standMessageId])).rows[0].message_id;

describeHydraResource(standMessages, {
  inScope: async (pool, user) => insertMessage(pool, await insertStandInScope(pool, user), user.id),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : insertMessage(pool, stand, null);
  },
  validBody: async (pool, user) => ({ stand: `${STANDS}/${await insertStandInScope(pool, user)}`, message: { content: 'Bonjour' } }),
  invalidBody: {},
});

// A message the user wrote last on a stand they see: theirs to read and edit (part 1 §4).
describeHydraResource(messages, {
  inScope: async (pool, user) => messageIdOf(pool, await insertMessage(pool, await insertStandInScope(pool, user), user.id)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : messageIdOf(pool, await insertMessage(pool, stand, null));
  },
  patchBody: async () => ({ content: 'Modifié' }),
  invalidBody: { content: '' },
});

describe('stand messages and attachments, specific rules', () => {
  let ctx: TestContext;
  let show: number;
  let otherShow: number;
  let stand: number;
  let otherStand: number;
  const u: Record<string, TestUser> = {};
  const as = async (who: string, headers?: Record<string, string>) => client(ctx.app, await tokenFor(u[who]), headers);
  const count = async (table: string) => Number((await ctx.pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const standRow = async (id: number) =>
    (await ctx.pool.query('SELECT status, un_seen, treated, updated_at FROM stands WHERE id = $1', [id])).rows[0];
  const filesOnDisk = () => fs.readdirSync(ctx.filesDir).length;

  async function upload(who: string, file: { bytes: Buffer; name: string; type?: string; field?: string } | null, headers: Record<string, string> = {}) {
    const body = multipartBody(file);
    const res = await ctx.app.inject({
      method: 'POST',
      url: MEDIA,
      headers: { authorization: `Bearer ${await tokenFor(u[who])}`, accept: 'application/ld+json', ...body.headers, ...headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body) : null, raw: res };
  }

  const download = async (who: string, mediaId: number) =>
    ctx.app.inject({ method: 'GET', url: `${MEDIA}/${mediaId}/file`, headers: { authorization: `Bearer ${await tokenFor(u[who])}` } });

  beforeAll(async () => {
    ctx = await createTestContext();
    show = await insertShow(ctx.pool, { name: 'Salon A' });
    otherShow = await insertShow(ctx.pool, { name: 'Salon B' });
    stand = await insertStand(ctx.pool, show, { name: 'Stand A' });
    otherStand = await insertStand(ctx.pool, otherShow, { name: 'Stand B' });
    for (const [name, role] of [
      ['admin', ROLES.ADMIN],
      ['support', ROLES.SUPPORT],
      ['organizer', ROLES.ORGANIZER],
      ['otherOrganizer', ROLES.ORGANIZER],
      ['security', ROLES.SECURITY_OFFICER],
      ['exhibitor', ROLES.STANDIST],
      ['decorator', ROLES.STANDIST],
      ['otherExhibitor', ROLES.STANDIST],
    ] as const) {
      u[name] = await insertUser(ctx.pool, { role, firstName: name, lastName: 'Test', company: `${name} SA` });
    }
    await linkUserShow(ctx.pool, u.organizer.id, show);
    await linkUserShow(ctx.pool, u.security.id, show);
    await linkUserShow(ctx.pool, u.otherOrganizer.id, otherShow);
    await addStandRole(ctx.pool, u.exhibitor.id, stand, STANDIST_ROLES.EXHIBITOR);
    await addStandRole(ctx.pool, u.decorator.id, stand, STANDIST_ROLES.DECORATOR);
    await addStandRole(ctx.pool, u.otherExhibitor.id, otherStand, STANDIST_ROLES.EXHIBITOR);
  });
  afterAll(async () => ctx?.close());

  describe('uploads (POST /backend/message_media)', () => {
    it('stores a PDF as an unlinked attachment of its uploader, its type from the bytes and its name sanitised', async () => {
      const res = await upload('exhibitor', { bytes: pdfBytes(), name: '../../Plans façade\u0000.pdf', type: 'text/plain' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        '@type': 'MessageMedia',
        mediaFileName: 'Plans façade.pdf',
        mimeType: 'application/pdf',
        size: pdfBytes().length,
        enabled: true,
        message: null,
      });
      expect(res.body['@id']).toBe(`${MEDIA}/${res.body.id}`);
      expect(res.body.objectUrl).toBe(`${MEDIA}/${res.body.id}/file`);
      const row = (await ctx.pool.query('SELECT mm.created_by_id, mm.message_id, md.storage_name FROM message_media mm JOIN media md ON md.id = mm.media_id WHERE mm.id = $1', [res.body.id])).rows[0];
      expect(row).toMatchObject({ created_by_id: u.exhibitor.id, message_id: null });
      expect(row.storage_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(fs.readFileSync(`${ctx.filesDir}/${row.storage_name}`)).toEqual(pdfBytes());

      const file = await download('exhibitor', res.body.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Plans fa_ade.pdf"; filename*=UTF-8''Plans%20fa%C3%A7ade.pdf`);
      expect(file.rawPayload).toEqual(pdfBytes());
      // Unlinked: nobody else but admin and support (who see every row).
      expect((await download('decorator', res.body.id)).statusCode).toBe(404);
      expect((await download('organizer', res.body.id)).statusCode).toBe(404);
      expect((await download('admin', res.body.id)).statusCode).toBe(200);
    });

    const refusals: Array<[string, { bytes: Buffer; name: string; field?: string } | null, number, string, string]> = [
      ['text named .pdf', { bytes: Buffer.from('not a pdf at all'), name: 'plans.pdf' }, 422, 'Type de fichier non autorisé', 'File type not allowed'],
      ['an HTML page', { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'x.html' }, 422, 'Type de fichier non autorisé', 'File type not allowed'],
      ['an empty file', { bytes: Buffer.alloc(0), name: 'empty.pdf' }, 422, 'Le fichier est vide.', 'The file is empty.'],
      ['no file', null, 422, 'Fichier manquant', 'File missing'],
      ['another field than file', { bytes: pdfBytes(), name: 'plans.pdf', field: 'document' }, 422, 'Fichier manquant', 'File missing'],
      ['a plan over 50 MB', { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(50 * 1024 * 1024)]), name: 'big.pdf' }, 413, 'taille autorisée (50 Mo)', 'larger than allowed (50 MB)'],
      ['a spreadsheet over 20 MB', { bytes: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(20 * 1024 * 1024)]), name: 'big.xlsx' }, 413, 'taille autorisée (20 Mo)', 'larger than allowed (20 MB)'],
    ];
    it.each(refusals)('refuses %s (%d), keeping nothing, in French and English', async (_name, file, status, fr, en) => {
      const before = { media: await count('media'), mm: await count('message_media'), files: filesOnDisk() };
      const res = await upload('exhibitor', file);
      expect(res.status).toBe(status);
      expect(res.body['@type']).toBe('ConstraintViolationList');
      expect(res.body['hydra:description']).toMatch(/^Le chargement du fichier a échoué\.\nfile: /);
      expect(res.body.violations[0].propertyPath).toBe('file');
      expect(res.body.violations[0].message).toContain(fr);
      const english = await upload('exhibitor', file, { 'x-locale': 'en' });
      expect(english.body['hydra:description']).toMatch(/^The file upload failed\.\n/);
      expect(english.body.violations[0].message).toContain(en);
      expect({ media: await count('media'), mm: await count('message_media'), files: filesOnDisk() }).toEqual(before);
    });

    it('refuses a JSON body (no file) with the upload message', async () => {
      const res = await (await as('exhibitor')).post(MEDIA, { file: 'x' });
      expect(res.status).toBe(422);
      expect(res.body.violations[0]).toMatchObject({ propertyPath: 'file', message: 'Fichier manquant' });
    });

    it('needs a login', async () => {
      const body = multipartBody({ bytes: pdfBytes(), name: 'p.pdf' });
      const res = await ctx.app.inject({ method: 'POST', url: MEDIA, headers: body.headers, payload: body.payload });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the thread (GET /backend/stand_messages)', () => {
    let threadStand: number;
    beforeAll(async () => {
      threadStand = await insertStand(ctx.pool, show, { name: 'Fil' });
      await addStandRole(ctx.pool, u.exhibitor.id, threadStand, STANDIST_ROLES.EXHIBITOR);
      for (let i = 0; i < 55; i++) {
        const at = new Date(Date.UTC(2027, 0, 1, 8, i)).toISOString();
        await insertMessage(ctx.pool, threadStand, i % 2 ? u.exhibitor.id : u.organizer.id, {
          content: `Message ${i}`,
          createdAt: at,
          standRole: i % 2 ? STANDIST_ROLES.EXHIBITOR : null,
        });
      }
    });

    it('lists 50 a page, newest first, each with its Message (author, stand role, editable only on the newest for its author)', async () => {
      const res = await (await as('exhibitor')).get(`${BASE}?stand=${STANDS}/${threadStand}`);
      expect(res.status).toBe(200);
      expect(res.body['hydra:totalItems']).toBe(55);
      const members = res.body['hydra:member'];
      expect(members).toHaveLength(50);
      expect(members.map((m: { message: { content: string } }) => m.message.content).slice(0, 3)).toEqual(['Message 54', 'Message 53', 'Message 52']);
      expect(members[0]).toMatchObject({
        stand: `${STANDS}/${threadStand}`,
        newStandStatus: null,
        confirmationLastName: null,
        confirmationWasteDisposal: null,
        message: {
          '@type': 'Message',
          content: 'Message 54',
          createdBy: { '@id': `/backend/users/${u.organizer.id}`, id: u.organizer.id, firstName: 'organizer', lastName: 'Test', company: 'organizer SA', role: ROLES.ORGANIZER },
          createdByStandRole: null,
          attachments: [],
          editable: false,
        },
      });
      expect(members[0].message['@id']).toMatch(/^\/backend\/messages\/\d+$/);
      expect(members[0].message.createdAt).toBe('2027-01-01T08:54:00+00:00');
      expect(members[1].message).toMatchObject({ createdByStandRole: STANDIST_ROLES.EXHIBITOR, editable: false });
      expect(res.body['hydra:view']['hydra:next']).toContain('page=2');
      const page2 = await (await as('exhibitor')).get(`${BASE}?stand=${STANDS}/${threadStand}&page=2`);
      expect(page2.body['hydra:member']).toHaveLength(5);
      // The newest is the organizer's: editable for them only.
      const asOrganizer = await (await as('organizer')).get(`${BASE}?stand=${STANDS}/${threadStand}&itemsPerPage=2`);
      expect(asOrganizer.body['hydra:member'].map((m: { message: { editable: boolean } }) => m.message.editable)).toEqual([true, false]);
    });

    it('shows a stand thread only to whoever may see the stand', async () => {
      const ids = async (who: string) => (await (await as(who)).get(`${BASE}?stand=${STANDS}/${threadStand}`)).body['hydra:totalItems'];
      expect(await ids('admin')).toBe(55);
      expect(await ids('support')).toBe(55);
      expect(await ids('security')).toBe(55);
      expect(await ids('otherOrganizer')).toBe(0);
      expect(await ids('otherExhibitor')).toBe(0);
      expect(await ids('decorator')).toBe(0); // a decorator of another stand of the show
    });
  });

  describe('writing (POST /backend/stand_messages)', () => {
    it("requires the content ('Contenu manquant') and a stand the caller may see, writing nothing", async () => {
      const before = await count('stand_messages');
      const res = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: '  ' } });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'message.content', message: 'Contenu manquant' })]);
      // The flattened shape of before (message as text) is refused, naming the field.
      const flat = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: 'Bonjour' });
      expect(flat.status).toBe(422);
      expect(flat.body.violations[0]).toMatchObject({ propertyPath: 'message' });
      const other = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${otherStand}`, message: { content: 'Bonjour' } });
      expect(other.status).toBe(422);
      expect(other.body.violations[0]).toMatchObject({ propertyPath: 'stand', message: 'Ce stand n’existe pas ou ne vous est pas accessible.' });
      const organizer = await (await as('otherOrganizer')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: 'Bonjour' } });
      expect(organizer.status).toBe(422);
      expect(await count('stand_messages')).toBe(before);
    });

    it("answers 404 on another show's message, to read or edit (before any 403 or 422)", async () => {
      const id = await insertMessage(ctx.pool, otherStand, u.otherOrganizer.id);
      const messageId = await messageIdOf(ctx.pool, id);
      expect((await (await as('organizer')).get(`${BASE}/${id}`)).status).toBe(404);
      expect((await (await as('organizer')).get(`${MESSAGES}/${messageId}`)).status).toBe(404);
      expect((await (await as('exhibitor')).patch(`${MESSAGES}/${messageId}`, { content: '' })).status).toBe(404);
      expect((await (await as('otherOrganizer')).get(`${BASE}/${id}`)).status).toBe(200);
      expect((await (await as('otherOrganizer')).get(`${MESSAGES}/${messageId}`)).status).toBe(200);
    });

    it("a standist's message makes the stand unseen and untreated, a staff answer treated; neither touches updatedAt", async () => {
      const s = await insertStand(ctx.pool, show, { unSeen: false, treated: true, updatedAt: '2027-01-01T00:00:00Z' });
      await addStandRole(ctx.pool, u.exhibitor.id, s);
      expect((await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${s}`, message: { content: 'Question' } })).status).toBe(201);
      expect(await standRow(s)).toMatchObject({ un_seen: true, treated: false, updated_at: new Date('2027-01-01T00:00:00Z') });
      const answer = await (await as('organizer')).post(BASE, { stand: `${STANDS}/${s}`, message: { content: 'Réponse' } });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toMatchObject({ createdByStandRole: null, editable: true, createdBy: { id: u.organizer.id } });
      expect(await standRow(s)).toMatchObject({ un_seen: true, treated: true, updated_at: new Date('2027-01-01T00:00:00Z') });
    });

    it('attaches only the caller’s own unlinked uploads', async () => {
      const mine = await insertAttachment(ctx.pool, u.exhibitor.id);
      const theirs = await insertAttachment(ctx.pool, u.decorator.id);
      const linked = await insertAttachment(ctx.pool, u.exhibitor.id, { messageId: await messageIdOf(ctx.pool, await insertMessage(ctx.pool, stand, u.exhibitor.id)) });
      const before = await count('stand_messages');
      const res = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: 'Pièces', attachments: [`${MEDIA}/${mine}`, `${MEDIA}/${theirs}`, `${MEDIA}/${linked}`] } });
      expect(res.status).toBe(422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['message.attachments[1]', 'message.attachments[2]']);
      expect(await count('stand_messages')).toBe(before);
      const ok = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: 'Pièces', attachments: [`${MEDIA}/${mine}`] } });
      expect(ok.status).toBe(201);
      expect(ok.body.message.attachments).toEqual([expect.objectContaining({ '@id': `${MEDIA}/${mine}`, mediaFileName: 'plans.pdf', objectUrl: `${MEDIA}/${mine}/file`, enabled: true })]);
      // Once linked, it cannot be attached again.
      const again = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: 'Encore', attachments: [`${MEDIA}/${mine}`] } });
      expect(again.status).toBe(422);
    });

    it('refuses to send on a stand of a disabled show (admin), writing nothing', async () => {
      const closed = await insertShow(ctx.pool, { enabled: false });
      const s = await insertStand(ctx.pool, closed);
      const before = await count('stand_messages');
      const res = await (await as('admin')).post(BASE, { stand: `${STANDS}/${s}`, message: { content: 'Bonjour' } });
      expect(res.status).toBe(403);
      expect(res.body['hydra:description']).toBe('Le salon de ce stand n’est pas actif : l’envoi de messages est fermé.');
      expect(await count('stand_messages')).toBe(before);
    });
  });

  describe('plan workflow: role × from × to', () => {
    const ACTORS = ['superAdmin', 'admin', 'support', 'organizer', 'exhibitor', 'decorator', 'security', 'sps', 'center', 'otherOrganizer', 'otherStandist'] as const;
    type Actor = (typeof ACTORS)[number];
    const actorUsers = {} as Record<Actor, TestUser>;
    beforeAll(async () => {
      const roles: Record<Actor, string> = {
        superAdmin: ROLES.SUPER_ADMIN,
        admin: ROLES.ADMIN,
        support: ROLES.SUPPORT,
        organizer: ROLES.ORGANIZER,
        exhibitor: ROLES.STANDIST,
        decorator: ROLES.STANDIST,
        security: ROLES.SECURITY_OFFICER,
        sps: ROLES.SPS_COORDINATOR,
        center: ROLES.EXHIBITION_CENTER_SERVICE,
        otherOrganizer: ROLES.ORGANIZER,
        otherStandist: ROLES.STANDIST,
      };
      for (const a of ACTORS) actorUsers[a] = await insertUser(ctx.pool, { role: roles[a] });
    });

    /** A stand of `show` in `from`, the actor linked to it the way its role is. */
    async function standFor(actor: Actor, from: StandStatus): Promise<number> {
      const s = await insertStand(ctx.pool, show, { status: from });
      const user = actorUsers[actor];
      if (actor === 'exhibitor') await addStandRole(ctx.pool, user.id, s, STANDIST_ROLES.EXHIBITOR);
      if (actor === 'decorator') await addStandRole(ctx.pool, user.id, s, STANDIST_ROLES.DECORATOR);
      if (actor === 'otherStandist') await addStandRole(ctx.pool, user.id, await insertStand(ctx.pool, show));
      if (['organizer', 'security', 'sps', 'center'].includes(actor)) {
        await ctx.pool.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, show]);
      }
      if (actor === 'otherOrganizer') {
        await ctx.pool.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, otherShow]);
      }
      return s;
    }

    const cases = ACTORS.flatMap((actor) => STAND_STATUSES.flatMap((from) => STAND_STATUSES.map((to) => [actor, from, to] as const)));
    const expected = (actor: Actor, from: StandStatus, to: StandStatus): 'allowed' | 'refused' | 'unseen' => {
      if (actor === 'otherOrganizer' || actor === 'otherStandist') return 'unseen';
      const roles = [actor === 'superAdmin' ? DOMAIN_ROLES.SUPER_ADMIN : actorUsers[actor].role];
      return findTransition(roles, actor === 'exhibitor' || actor === 'decorator', from, to) ? 'allowed' : 'refused';
    };

    it('the table the test expects is the spec’s', () => {
      const allowed = cases.filter(([a, f, t]) => expected(a, f, t) === 'allowed').map(([a, f, t]) => `${a} ${f}→${t}`);
      expect(allowed).toEqual([
        'superAdmin pendingPlansVerification→waitingForPlans',
        'superAdmin pendingPlansVerification→pendingPlansConfirmation',
        'admin pendingPlansVerification→waitingForPlans',
        'admin pendingPlansVerification→pendingPlansConfirmation',
        'support pendingPlansVerification→waitingForPlans',
        'support pendingPlansVerification→pendingPlansConfirmation',
        'organizer pendingPlansVerification→waitingForPlans',
        'organizer pendingPlansVerification→pendingPlansConfirmation',
        'exhibitor waitingForPlans→pendingPlansVerification',
        'exhibitor pendingPlansConfirmation→validatedPlans',
        'decorator waitingForPlans→pendingPlansVerification',
        'decorator pendingPlansConfirmation→validatedPlans',
      ]);
    });

    it.each(cases)('%s: %s → %s', async (actor, from, to) => {
      const s = await standFor(actor, from);
      const user = actorUsers[actor];
      const attachment = await insertAttachment(ctx.pool, user.id);
      const before = { messages: await count('messages'), stand: await standRow(s) };
      const res = await client(ctx.app, await tokenFor(user)).post(BASE, {
        stand: `${STANDS}/${s}`,
        newStandStatus: to,
        message: { content: 'Étape du workflow', attachments: [`${MEDIA}/${attachment}`] },
        ...{ confirmationLastName: 'Durand', confirmationFirstName: 'Alice', confirmationCompany: 'Expo SA', confirmationPhone: '0102030405' },
        ...{ confirmationEmail: 'alice@example.test', confirmationStanding: true, confirmationInvoicing: true, confirmationWasteDisposal: 'ourselves' },
      });
      const verdict = expected(actor, from, to);
      if (verdict === 'allowed') {
        expect(res.status).toBe(201);
        expect(res.body.newStandStatus).toBe(to);
        const after = await standRow(s);
        expect(after.status).toBe(to);
        expect(after.updated_at.getTime()).toBeGreaterThan(before.stand.updated_at.getTime());
      } else {
        expect(res.status).toBe(422);
        const path = verdict === 'unseen' ? 'stand' : 'newStandStatus';
        expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([path]);
        expect(await count('messages')).toBe(before.messages);
        expect(await standRow(s)).toEqual(before.stand);
      }
    });
  });

  describe('plan workflow: each step’s own rules', () => {
    const post = async (who: string, body: Record<string, unknown>, headers?: Record<string, string>) => (await as(who, headers)).post(BASE, body);
    /** The confirmation form as the spec's flat fields (part 1 §3: confirmationLastName…). */
    const confirmation = (extra: Record<string, unknown> = {}) => ({
      confirmationLastName: 'Durand',
      confirmationFirstName: 'Alice',
      confirmationCompany: 'Expo SA',
      confirmationPhone: '0102030405',
      confirmationEmail: 'alice@example.test',
      confirmationStanding: true,
      confirmationInvoicing: true,
      confirmationWasteDisposal: 'cleaningCompany',
      ...extra,
    });
    const newStand = async (status: StandStatus) => {
      const s = await insertStand(ctx.pool, show, { status });
      await addStandRole(ctx.pool, u.exhibitor.id, s);
      return s;
    };

    it('submitting needs the plans attached', async () => {
      const s = await newStand('waitingForPlans');
      const res = await post('exhibitor', { stand: `${STANDS}/${s}`, newStandStatus: 'pendingPlansVerification', message: { content: 'Mes plans' } });
      expect(res.status).toBe(422);
      expect(res.body.violations[0]).toMatchObject({ propertyPath: 'message.attachments', message: 'Joignez au moins un fichier (vos plans) pour les soumettre.' });
      expect((await standRow(s)).status).toBe('waitingForPlans');
    });

    it('validating without text writes the standard bilingual message; refusing needs a reason', async () => {
      const s = await newStand('pendingPlansVerification');
      const refused = await post('organizer', { stand: `${STANDS}/${s}`, newStandStatus: 'waitingForPlans', message: { content: '' } });
      expect(refused.status).toBe(422);
      expect(refused.body.violations[0]).toMatchObject({ propertyPath: 'message.content', message: 'Indiquez la raison du refus.' });
      const validated = await post('organizer', { stand: `${STANDS}/${s}`, newStandStatus: 'pendingPlansConfirmation' });
      expect(validated.status).toBe(201);
      expect(validated.body.message.content).toBe(
        'Vos plans ont été vérifiés et validés. Merci de les confirmer en remplissant le formulaire de confirmation.\n\n' +
          'Your plans have been checked and approved. Please confirm them by filling in the confirmation form.',
      );
      expect(await standRow(s)).toMatchObject({ status: 'pendingPlansConfirmation', treated: true });
    });

    it('confirming needs the whole form, and with a cleaning company exactly one purchase order (the message’s attachment)', async () => {
      const s = await newStand('pendingPlansConfirmation');
      const base = { stand: `${STANDS}/${s}`, newStandStatus: 'validatedPlans' };
      const message = (...ids: number[]) => ({ message: { content: 'Je confirme', attachments: ids.map((id) => `${MEDIA}/${id}`) } });
      const empty = await post('exhibitor', { ...base, ...message(), confirmationStanding: false, confirmationWasteDisposal: 'river' });
      expect(empty.status).toBe(422);
      expect(Object.fromEntries(empty.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]))).toEqual({
        confirmationLastName: 'Information manquante',
        confirmationFirstName: 'Information manquante',
        confirmationCompany: 'Information manquante',
        confirmationPhone: 'Information manquante',
        confirmationEmail: 'Information manquante',
        confirmationStanding: 'Cette case doit être cochée.',
        confirmationInvoicing: 'Cette case doit être cochée.',
        confirmationWasteDisposal: expect.stringContaining('ourselves, decorator, cleaningCompany'),
      });
      const badEmail = await post('exhibitor', { ...base, ...message(), ...confirmation({ confirmationEmail: 'nope', confirmationWasteDisposal: 'ourselves' }) });
      expect(badEmail.body.violations).toEqual([expect.objectContaining({ propertyPath: 'confirmationEmail' })]);
      const missing = await post('exhibitor', { ...base, ...message(), ...confirmation() });
      expect(missing.body.violations).toEqual([expect.objectContaining({ propertyPath: 'message.attachments', message: 'Fichier manquant' })]);
      const [a, b] = [await insertAttachment(ctx.pool, u.exhibitor.id), await insertAttachment(ctx.pool, u.exhibitor.id)];
      const two = await post('exhibitor', { ...base, ...message(a, b), ...confirmation() });
      expect(two.body.violations).toEqual([expect.objectContaining({ propertyPath: 'message.attachments', message: 'Un seul fichier autorisé' })]);
      const english = await post('exhibitor', { ...base, ...message(), ...confirmation() }, { 'x-locale': 'en' });
      expect(english.body.violations[0].message).toBe('File missing');
      expect((await standRow(s)).status).toBe('pendingPlansConfirmation');

      const ok = await post('exhibitor', { ...base, ...message(a), ...confirmation() });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({
        newStandStatus: 'validatedPlans',
        confirmationLastName: 'Durand',
        confirmationStanding: true,
        confirmationInvoicing: true,
        confirmationWasteDisposal: 'cleaningCompany',
        message: { createdByStandRole: STANDIST_ROLES.EXHIBITOR, attachments: [expect.objectContaining({ '@id': `${MEDIA}/${a}` })] },
      });
      expect((await ctx.pool.query('SELECT confirmation_purchase_order_id FROM stand_messages WHERE id = $1', [ok.body.id])).rows[0].confirmation_purchase_order_id).toBe(a);
      expect(await standRow(s)).toMatchObject({ status: 'validatedPlans', un_seen: true, treated: false });
    });

    it('of two concurrent changes one wins (201) and the other is told the status changed (409), writing nothing', async () => {
      const s = await insertStand(ctx.pool, show, { status: 'pendingPlansVerification' });
      const before = await count('messages');
      // Hold the stand's row so both requests read the status before either writes.
      const locker = new pg.Client({ connectionString: ctx.databaseUrl });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM stands WHERE id = $1 FOR UPDATE', [s]);
      const validate = (await as('support')).post(BASE, { stand: `${STANDS}/${s}`, newStandStatus: 'pendingPlansConfirmation', message: { content: 'Validé' } });
      const refuse = (await as('organizer')).post(BASE, { stand: `${STANDS}/${s}`, newStandStatus: 'waitingForPlans', message: { content: 'Refusé : cotes manquantes' } });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await locker.query('COMMIT');
      await locker.end();
      const results = await Promise.all([validate, refuse]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const lost = results.find((r) => r.status === 409)!;
      expect(lost.body['hydra:description']).toBe('Le statut du stand a changé entre-temps : rechargez la page pour voir le nouveau statut. Rien n’a été enregistré.');
      expect(await count('messages')).toBe(before + 1);
      const won = results.find((r) => r.status === 201)!;
      expect((await standRow(s)).status).toBe(won.body.newStandStatus);
    });
  });

  describe('editing (PATCH /backend/messages/{id})', () => {
    it('only the newest message of its stand, by its author; a refused edit changes nothing', async () => {
      const s = await insertStand(ctx.pool, show);
      await addStandRole(ctx.pool, u.exhibitor.id, s);
      const older = await messageIdOf(ctx.pool, await insertMessage(ctx.pool, s, u.exhibitor.id, { createdAt: '2025-01-01T08:00:00Z', content: 'Ancien' }));
      const newest = await messageIdOf(ctx.pool, await insertMessage(ctx.pool, s, u.exhibitor.id, { createdAt: '2025-01-01T09:00:00Z', content: 'Avant' }));
      const contentOf = async (id: number) => (await ctx.pool.query('SELECT content, updated_at FROM messages WHERE id = $1', [id])).rows[0];
      const exhibitor = await as('exhibitor');
      const ok = await exhibitor.patch(`${MESSAGES}/${newest}`, { content: 'Après' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ '@id': `${MESSAGES}/${newest}`, '@type': 'Message', content: 'Après', editable: true, createdBy: { id: u.exhibitor.id } });
      expect(ok.body.updatedAt > ok.body.createdAt).toBe(true);
      const olderBefore = await contentOf(older);
      const old = await exhibitor.patch(`${MESSAGES}/${older}`, { content: 'x' });
      expect(old.status).toBe(403);
      expect(old.body['hydra:description']).toBe('Seul le message le plus récent du stand peut être modifié, et seulement par son auteur.');
      expect(await contentOf(older)).toEqual(olderBefore);
      // Someone else (who sees it): 403, even with a bad body (the permission is told first).
      expect((await (await as('organizer')).patch(`${MESSAGES}/${newest}`, { content: '' })).status).toBe(403);
      const blank = await exhibitor.patch(`${MESSAGES}/${newest}`, { content: '' });
      expect(blank.status).toBe(422);
      expect(blank.body.violations).toEqual([expect.objectContaining({ propertyPath: 'content', message: 'Contenu manquant' })]);
      expect((await contentOf(newest)).content).toBe('Après');
      // Once someone answers, the message is no longer the newest.
      await (await as('organizer')).post(BASE, { stand: `${STANDS}/${s}`, message: { content: 'Réponse' } });
      expect((await exhibitor.patch(`${MESSAGES}/${newest}`, { content: 'Trop tard' })).status).toBe(403);
      expect((await exhibitor.get(`${MESSAGES}/${newest}`)).body).toMatchObject({ content: 'Après', editable: false });
    });

    it('adds the author’s own new uploads to the attachments; leaving one out or naming another’s is a 422 that changes nothing', async () => {
      const s = await insertStand(ctx.pool, show);
      await addStandRole(ctx.pool, u.exhibitor.id, s);
      const first = await insertAttachment(ctx.pool, u.exhibitor.id);
      const posted = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${s}`, message: { content: 'Plans', attachments: [`${MEDIA}/${first}`] } });
      const id = posted.body.message.id;
      const added = await insertAttachment(ctx.pool, u.exhibitor.id);
      const theirs = await insertAttachment(ctx.pool, u.decorator.id);
      const linksOf = async () => (await ctx.pool.query('SELECT id FROM message_media WHERE message_id = $1 ORDER BY id', [id])).rows.map((r) => r.id);
      const exhibitor = await as('exhibitor');
      const dropped = await exhibitor.patch(`${MESSAGES}/${id}`, { content: 'Plans v2', attachments: [`${MEDIA}/${added}`] });
      expect(dropped.status).toBe(422);
      expect(dropped.body.violations[0]).toMatchObject({ propertyPath: 'attachments' });
      const foreign = await exhibitor.patch(`${MESSAGES}/${id}`, { attachments: [`${MEDIA}/${first}`, `${MEDIA}/${theirs}`] });
      expect(foreign.status).toBe(422);
      expect(foreign.body.violations[0]).toMatchObject({ propertyPath: 'attachments[1]' });
      expect(await linksOf()).toEqual([first]);
      expect((await ctx.pool.query('SELECT content FROM messages WHERE id = $1', [id])).rows[0].content).toBe('Plans');
      const ok = await exhibitor.patch(`${MESSAGES}/${id}`, { content: 'Plans v2', attachments: [`${MEDIA}/${first}`, `${MEDIA}/${added}`] });
      expect(ok.status).toBe(200);
      expect(ok.body.attachments.map((m: { id: number }) => m.id)).toEqual([first, added]);
      expect(await linksOf()).toEqual([first, added]);
    });

    it('answers malformed edits and posts with a 4xx naming the field, never a 500, writing nothing', async () => {
      const s = await insertStand(ctx.pool, show);
      await addStandRole(ctx.pool, u.exhibitor.id, s);
      const id = await messageIdOf(ctx.pool, await insertMessage(ctx.pool, s, u.exhibitor.id, { content: 'Tel quel' }));
      const exhibitor = await as('exhibitor');
      const cases: Array<[unknown, number, string | null]> = [
        [{ attachments: 'x' }, 422, 'attachments'],
        [{ attachments: [null] }, 422, 'attachments[0]'],
        [{ attachments: [`${MEDIA}/999999`] }, 422, 'attachments[0]'],
        [{ content: 42 }, 422, 'content'],
        [{ content: null }, 422, 'content'],
        [[{ content: 'x' }], 400, null],
      ];
      for (const [body, status, path] of cases) {
        const res = await exhibitor.patch(`${MESSAGES}/${id}`, body);
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
        if (path) expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
      }
      expect((await ctx.pool.query('SELECT content FROM messages WHERE id = $1', [id])).rows[0].content).toBe('Tel quel');
      const before = await count('stand_messages');
      const posts: Array<[unknown, string]> = [
        [{ content: 'x', attachments: {} }, 'message.attachments'],
        [{ content: 'x', attachments: ['nope'] }, 'message.attachments[0]'],
        [{ content: ['x'] }, 'message.content'],
        [[], 'message'],
      ];
      for (const [message, path] of posts) {
        const res = await exhibitor.post(BASE, { stand: `${STANDS}/${s}`, message });
        expect([JSON.stringify(message), res.status]).toEqual([JSON.stringify(message), 422]);
        expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
      }
      expect(await count('stand_messages')).toBe(before);
    });

    it('refuses an edit on a stand of a disabled show, changing nothing', async () => {
      const closed = await insertShow(ctx.pool, { enabled: false });
      const s = await insertStand(ctx.pool, closed);
      const id = await messageIdOf(ctx.pool, await insertMessage(ctx.pool, s, u.admin.id, { content: 'Fermé' }));
      const res = await (await as('admin')).patch(`${MESSAGES}/${id}`, { content: 'x' });
      expect(res.status).toBe(403);
      expect((await ctx.pool.query('SELECT content FROM messages WHERE id = $1', [id])).rows[0].content).toBe('Fermé');
    });
  });

  describe('attachments on a stand: download per role and soft delete', () => {
    let attachment: number;
    let messageId: number;
    beforeAll(async () => {
      const up = await upload('exhibitor', { bytes: pngBytes(), name: 'photo.png' });
      attachment = up.body.id;
      const res = await (await as('exhibitor')).post(BASE, { stand: `${STANDS}/${stand}`, message: { content: 'Photo', attachments: [`${MEDIA}/${attachment}`] } });
      expect(res.status).toBe(201);
      messageId = res.body.message.id;
    });

    it.each([
      ['exhibitor', 200],
      ['decorator', 200],
      ['admin', 200],
      ['support', 200],
      ['organizer', 200],
      ['security', 200],
      ['otherOrganizer', 404],
      ['otherExhibitor', 404],
    ])('%s downloads it: %d', async (who, status) => {
      const res = await download(who, attachment);
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.rawPayload).toEqual(pngBytes());
    });

    it.each([
      ['exhibitor', 403],
      ['security', 403],
      ['otherOrganizer', 404],
      ['otherExhibitor', 404],
    ])('%s may not disable it: %d', async (who, status) => {
      const res = await (await as(who)).patch(`${MEDIA}/${attachment}`, { enabled: false });
      expect(res.status).toBe(status);
      expect((await ctx.pool.query('SELECT enabled FROM message_media WHERE id = $1', [attachment])).rows[0].enabled).toBe(true);
    });

    it('the organizer disables it (soft delete): then only admin, support and organizers see and download it', async () => {
      const res = await (await as('organizer')).patch(`${MEDIA}/${attachment}`, { enabled: false });
      expect(res.status).toBe(200);
      expect(res.body.enabled).toBe(false);
      expect(await count('media')).toBeGreaterThan(0);
      expect((await ctx.pool.query('SELECT 1 FROM message_media WHERE id = $1', [attachment])).rowCount).toBe(1);
      for (const who of ['exhibitor', 'decorator', 'security']) expect((await download(who, attachment)).statusCode).toBe(404);
      for (const who of ['admin', 'support', 'organizer']) expect((await download(who, attachment)).statusCode).toBe(200);
      const seen = async (who: string) => (await (await as(who)).get(`${MESSAGES}/${messageId}`)).body.attachments;
      expect(await seen('exhibitor')).toEqual([]);
      expect(await seen('organizer')).toEqual([expect.objectContaining({ id: attachment, enabled: false })]);
      // And restored.
      expect((await (await as('admin')).patch(`${MEDIA}/${attachment}`, { enabled: true })).status).toBe(200);
      expect((await download('exhibitor', attachment)).statusCode).toBe(200);
    });
  });
});
