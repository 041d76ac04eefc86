/**
 * /backend/demands, /backend/demand_logistics, /backend/demand_logistic_media and
 * /backend/demand_messages (issue 21): the declared rows (role × operation × object), then the
 * rules: config bounds and surface on create, the item of a logistics request and its plan, edits
 * and deletion only in progress, the type fixed, decisions (who, from where, concurrent), the
 * requester's e-mail through a real SMTP server, unSeen, a standist's scope, the bad input of the
 * issue's list, each changing nothing.
 */
import { demandLogistics } from '@server/resources/demandLogistics';
import { demandMedia } from '@server/resources/demandMedia';
import { demandMessages } from '@server/resources/demandMessages';
import { demands } from '@server/resources/demands';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
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
import { insertDemand, insertDemandConfig, showOfStand } from '../../support/demandBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { multipartBody, pdfBytes, pngBytes } from '../../support/files';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';

const STANDS = '/backend/stands';
const BASE = '/backend/demands';
const MESSAGES = '/backend/demand_messages';
const MEDIA = '/backend/demand_logistic_media';

const typeIri = async (ctx: { pool: TestContext['pool'] }, reference: string) =>
  `/backend/demand_types/${(await ctx.pool.query('SELECT id FROM demand_types WHERE reference = $1', [reference])).rows[0].id}`;

/** A stand in the user's scope whose show offers delivery exemptions and vehicle logistics. */
async function offeringStand(pool: TestContext['pool'], user: TestUser, surface = '20'): Promise<number> {
  const stand = await insertStandInScope(pool, user, { surface });
  const show = await showOfStand(pool, stand);
  await insertDemandConfig(pool, show, 'exemption_delivery', { surfaceMin: 10, after: '2027-03-06T07:00:00Z', before: '2027-03-09T18:00:00Z' });
  await insertDemandConfig(pool, show, 'logistic_vehicle', { surfaceMin: 0 });
  return stand;
}

const exemptionBody = (stand: number, type: string) => ({
  stand: `${STANDS}/${stand}`,
  demandType: type,
  askedDatetime: '2027-03-08 07:30',
  comment: 'Livraison des cloisons',
  confirmation: true,
  company: 'ACME',
  firstname: 'Jeanne',
  lastname: 'Martin',
  phone: '0102030405',
  email: 'jeanne.martin@example.test',
});

describeHydraResource(demands, {
  inScope: async (pool, user) => insertDemand(pool, await insertStandInScope(pool, user)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : insertDemand(pool, stand);
  },
  validBody: async (pool, user) => {
    const stand = await offeringStand(pool, user);
    const type = (await pool.query("SELECT id FROM demand_types WHERE reference = 'exemption_delivery'")).rows[0].id;
    return exemptionBody(stand, `/backend/demand_types/${type}`);
  },
  patchBody: async () => ({ comment: 'Horaire précisé' }),
  invalidBody: { stand: 'nope', confirmation: false },
  filterValues: {
    'demandStatus.reference': { valid: 'validated', bad: 'closed' },
    'demandStatus.reference[]': { valid: 'validated', bad: 'closed' },
    'demandType.reference': { valid: 'logistic_vehicle', bad: 'other' },
    'demandType.reference[]': { valid: 'logistic_vehicle', bad: 'other' },
    'stand.hall': { valid: 'Hall 1', bad: null },
    'stand.hall[]': { valid: 'Hall 1', bad: null },
  },
});

describeHydraResource(demandMessages, {
  inScope: async (pool, user) => {
    const demand = await insertDemand(pool, await insertStandInScope(pool, user));
    const m = await pool.query("INSERT INTO messages (content, created_by_id) VALUES ('Bonjour', $1) RETURNING id, created_at", [user.id]);
    return (await pool.query('INSERT INTO demand_messages (demand_id, message_id, created_at) VALUES ($1, $2, $3) RETURNING id', [demand, m.rows[0].id, m.rows[0].created_at])).rows[0].id;
  },
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    if (stand === null) return null;
    const demand = await insertDemand(pool, stand);
    const m = await pool.query("INSERT INTO messages (content) VALUES ('Bonjour') RETURNING id, created_at");
    return (await pool.query('INSERT INTO demand_messages (demand_id, message_id, created_at) VALUES ($1, $2, $3) RETURNING id', [demand, m.rows[0].id, m.rows[0].created_at])).rows[0].id;
  },
  validBody: async (pool, user) => ({ demand: `${BASE}/${await insertDemand(pool, await insertStandInScope(pool, user))}`, message: { content: 'Bonjour' } }),
  invalidBody: {},
});

describeHydraResource(demandLogistics, {
  inScope: async (pool, user) => {
    const demand = await insertDemand(pool, await insertStandInScope(pool, user), { type: 'logistic_vehicle' });
    return (await pool.query('SELECT id FROM demand_logistics WHERE demand_id = $1', [demand])).rows[0].id;
  },
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    if (stand === null) return null;
    const demand = await insertDemand(pool, stand, { type: 'logistic_material' });
    return (await pool.query('SELECT id FROM demand_logistics WHERE demand_id = $1', [demand])).rows[0].id;
  },
  patchBody: async () => ({ weight: '4 tonne' }),
  invalidBody: { weight: '12 tons' },
});

/** A request of the stand with a file of each kind: its item's plan, and a thread message's attachment. */
async function demandWithFiles(pool: TestContext['pool'], stand: number): Promise<{ demand: number; planMedia: number; attachmentMedia: number }> {
  const demand = await insertDemand(pool, stand, { type: 'logistic_vehicle' });
  const media = async (name: string) =>
    (await pool.query("INSERT INTO media (kind, storage_name, media_file_name, mime_type, size) VALUES ('demand', $1, $2, 'application/pdf', 8) RETURNING id", [`x-${Date.now()}-${Math.random()}-${name}`, name])).rows[0].id as number;
  const planMedia = await media('plan.pdf');
  await pool.query("INSERT INTO demand_logistic_media (demand_logistic_id, media_id, type) SELECT l.id, $2, 'plan' FROM demand_logistics l WHERE l.demand_id = $1", [demand, planMedia]);
  const m = await pool.query("INSERT INTO messages (content) VALUES ('Voici la photo') RETURNING id, created_at");
  await pool.query('INSERT INTO demand_messages (demand_id, message_id, created_at) VALUES ($1, $2, $3)', [demand, m.rows[0].id, m.rows[0].created_at]);
  const attachmentMedia = await media('photo.pdf');
  await pool.query('INSERT INTO message_media (message_id, media_id) VALUES ($1, $2)', [m.rows[0].id, attachmentMedia]);
  return { demand, planMedia, attachmentMedia };
}

describeHydraResource(demandMedia, {
  inScope: async (pool, user) => (await demandWithFiles(pool, await insertStandInScope(pool, user))).planMedia,
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : (await demandWithFiles(pool, stand)).planMedia;
  },
  invalidBody: {},
});

describe('requests: the files of a request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it("lists a request's item files and thread attachments (not the withdrawn ones) to whoever reads the request", async () => {
    const standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    const stand = await insertStandInScope(ctx.pool, standist);
    const { demand, planMedia, attachmentMedia } = await demandWithFiles(ctx.pool, stand);
    const other = await demandWithFiles(ctx.pool, stand);
    await ctx.pool.query('UPDATE message_media SET enabled = false WHERE media_id = $1', [other.attachmentMedia]);
    const files = async (user: TestUser, id: number) => {
      const res = await (await client(ctx.app, await tokenFor(user))).get(`/backend/demand_media?demand=${id}`);
      return { status: res.status, files: res.body['hydra:member']?.map((f: { id: number; kind: string; mediaFileName: string; objectUrl: string }) => [f.id, f.kind, f.mediaFileName, f.objectUrl]) };
    };
    const mm = (await ctx.pool.query('SELECT id FROM message_media WHERE media_id = $1', [attachmentMedia])).rows[0].id;
    const lm = (await ctx.pool.query('SELECT id FROM demand_logistic_media WHERE media_id = $1', [planMedia])).rows[0].id;
    expect(await files(standist, demand)).toEqual({
      status: 200,
      files: [
        [planMedia, 'plan', 'plan.pdf', `/backend/demand_logistic_media/${lm}/file`],
        [attachmentMedia, 'attachment', 'photo.pdf', `/backend/message_media/${mm}/file`],
      ],
    });
    expect((await files(standist, other.demand)).files.map((f: unknown[]) => f[1])).toEqual(['plan']);
    const show = await showOfStand(ctx.pool, stand);
    for (const role of [ROLES.ADMIN, ROLES.SUPPORT, ROLES.ORGANIZER, ROLES.SECURITY_OFFICER, ROLES.EXHIBITION_CENTER_SERVICE]) {
      const user = await insertUser(ctx.pool, { role });
      await linkUserShow(ctx.pool, user.id, show);
      expect([role, (await files(user, demand)).files?.length]).toEqual([role, 2]);
    }
    const sps = await insertUser(ctx.pool, { role: ROLES.SPS_COORDINATOR });
    await linkUserShow(ctx.pool, sps.id, show);
    expect((await files(sps, demand)).status).toBe(403);
    const stranger = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    expect(await files(stranger, demand)).toEqual({ status: 200, files: [] });
    expect((await (await client(ctx.app, await tokenFor(stranger))).get(`/backend/demand_media/${planMedia}`)).status).toBe(404);
    expect((await (await client(ctx.app, await tokenFor(standist))).post('/backend/demand_media', {})).status).toBe(405);
  });
});

describe('requests: the rules', () => {
  let ctx: TestContext;
  let smtp: SmtpSink;
  let admin: TestUser;
  let support: TestUser;
  let organizer: TestUser;
  let standist: TestUser;
  let otherStandist: TestUser;
  let securityOfficer: TestUser;
  const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestContext({ config: { smtpUrl: smtp.url, publicUrl: 'https://stands.example.test' } });
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    otherStandist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    securityOfficer = await insertUser(ctx.pool, { role: ROLES.SECURITY_OFFICER });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const demandCount = async () => Number((await ctx.pool.query('SELECT count(*) FROM demands')).rows[0].count);

  async function upload(user: TestUser, type: 'plan' | 'document', file = { bytes: pdfBytes('Plan de livraison'), name: 'plan.pdf' }, fields: Record<string, string> = {}) {
    const { payload, headers } = multipartBody(file, { type, ...fields });
    const res = await ctx.app.inject({ method: 'POST', url: MEDIA, payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(user)}`, accept: 'application/ld+json' } });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  async function logisticBody(user: TestUser, stand: number, item: Record<string, unknown> = {}) {
    const plan = await upload(user, 'plan');
    expect(plan.status).toBe(201);
    return {
      ...exemptionBody(stand, await typeIri(ctx, 'logistic_vehicle')),
      demandLogistic: {
        nature: 'vehicle',
        height: '2,5',
        length: 6,
        width: 2.4,
        weight: '3,5 tonne',
        means: ['forklift', 'autonomous'],
        pickupDatetime: '2027-03-08 11:00',
        plan: plan.body['@id'],
        ...item,
      },
    };
  }

  it('creates an exemption request in progress, unseen, with its number and the Paris time read as UTC', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const res = await (await as(standist)).post(BASE, exemptionBody(stand, await typeIri(ctx, 'exemption_delivery')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      formattedId: `D${String(res.body.id).padStart(4, '0')}`,
      demandTypeReference: 'exemption_delivery',
      demandStatus: { reference: 'in_progress' },
      askedDatetime: '2027-03-08T06:30:00+00:00',
      unSeen: true,
      treated: false,
      fullName: 'Jeanne Martin',
      surface: '20',
      demandLogistic: null,
    });
  });

  it.each([
    ['a date before the window', { askedDatetime: '2027-03-06 07:59' }, 'askedDatetime', 'Cette date est hors de la période ouverte à ce type de demande.'],
    ['a date after the window', { askedDatetime: '2027-03-09 19:01' }, 'askedDatetime', 'Cette date est hors de la période ouverte à ce type de demande.'],
    ['another date format', { askedDatetime: '08/03/2027 07:30' }, 'askedDatetime', 'Date et heure attendues au format AAAA-MM-JJ HH:mm.'],
    ['no confirmation', { confirmation: false }, 'confirmation', 'Confirmation manquante'],
    ['no comment', { comment: '  ' }, 'comment', 'Information manquante'],
    ['no phone', { phone: '' }, 'phone', 'Information manquante'],
    ['a bad e-mail', { email: 'jeanne' }, 'email', 'Cette adresse email n’est pas valide.'],
  ])('refuses %s with a clear message on its field, writing nothing', async (_what, change, field, message) => {
    const stand = await offeringStand(ctx.pool, standist);
    const before = await demandCount();
    const res = await (await as(standist)).post(BASE, { ...exemptionBody(stand, await typeIri(ctx, 'exemption_delivery')), ...change });
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: field, message }));
    expect(await demandCount()).toBe(before);
  });

  it('refuses a stand below the minimum surface, and a type the show does not offer', async () => {
    const stand = await offeringStand(ctx.pool, standist, '9,5');
    const api = await as(standist);
    const before = await demandCount();
    const small = await api.post(BASE, exemptionBody(stand, await typeIri(ctx, 'exemption_delivery')));
    expect(small.status).toBe(422);
    expect(small.body.violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'demandType', message: 'La surface du stand (9,5 m²) est inférieure au minimum de ce type de demande (10 m²).' }),
    );
    const english = await api.post(BASE, exemptionBody(stand, await typeIri(ctx, 'exemption_mounting')), { 'accept-language': 'en' });
    expect(english.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'demandType', message: 'This show does not offer this type of request.' }));
    expect(await demandCount()).toBe(before);
  });

  it("refuses a stand out of the caller's scope as an unknown one", async () => {
    const stand = await offeringStand(ctx.pool, otherStandist);
    const res = await (await as(standist)).post(BASE, exemptionBody(stand, await typeIri(ctx, 'exemption_delivery')));
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'stand', message: 'Ce stand n’existe pas ou ne vous est pas accessible.' }));
  });

  it('creates a logistics request with its item and plan in one go', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const api = await as(standist);
    const res = await api.post(BASE, await logisticBody(standist, stand));
    expect(res.status).toBe(201);
    const item = await api.get(res.body.demandLogistic);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ nature: 'vehicle', height: 2.5, length: 6, weight: '3.5 tonne', means: ['autonomous', 'forklift'], pickupDatetime: '2027-03-08T10:00:00+00:00' });
    expect(item.body.plan).toMatchObject({ type: 'plan', mediaFileName: 'plan.pdf' });
    const file = await ctx.app.inject({ method: 'GET', url: item.body.plan.objectUrl, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another standist sees neither the request nor its file.
    const other = await as(otherStandist);
    expect((await other.get(`${BASE}/${res.body.id}`)).status).toBe(404);
    expect((await other.get(item.body.plan['@id'])).status).toBe(404);
    // …nor, with stands of their own, its thread, its files' list or its counters, and cannot replace its plan.
    await offeringStand(ctx.pool, otherStandist);
    const thread = await other.get(`${MESSAGES}?demand=${res.body.id}`);
    expect(thread.status === 404 || thread.body['hydra:totalItems'] === 0).toBe(true);
    const files = await other.get(`${MEDIA}?demandLogistic=${res.body.demandLogistic}`);
    expect(files.status === 404 || files.body['hydra:totalItems'] === 0).toBe(true);
    const showId = await showOfStand(ctx.pool, stand);
    expect((await other.get(`${BASE}/counters?stand.show=${showId}`)).status).toBe(403);
    const replacing = await upload(otherStandist, 'plan', { bytes: pdfBytes('Faux plan'), name: 'faux-plan.pdf' }, { demandLogistic: res.body.demandLogistic });
    expect(replacing.status).toBeGreaterThanOrEqual(400);
    expect((await api.get(res.body.demandLogistic)).body.plan).toMatchObject({ mediaFileName: 'plan.pdf' });
  });

  it.each([
    ["a weight of '12 tons'", { weight: '12 tons' }, 'demandLogistic.weight', 'Poids attendu avec son unité, kg ou tonne (ex. 12 kg).'],
    ['no means', { means: [] }, 'demandLogistic.means', 'Choisissez au moins un moyen de manutention.'],
    ['no plan', { plan: null }, 'demandLogistic.plan', 'Plan manquant'],
    ['a zero height', { height: 0 }, 'demandLogistic.height', 'Dimension invalide (en mètres, au-dessus de 0).'],
    ['a height that rounds to 0', { height: 0.004 }, 'demandLogistic.height', 'Dimension invalide (en mètres, au-dessus de 0).'],
    ['no pickup', { pickupDatetime: '' }, 'demandLogistic.pickupDatetime', 'Information manquante'],
    ['a pickup in year 0', { pickupDatetime: '0000-06-01 12:00' }, 'demandLogistic.pickupDatetime', 'Date et heure attendues au format AAAA-MM-JJ HH:mm.'],
  ])('refuses a logistics request with %s, writing nothing', async (_what, change, field, message) => {
    const stand = await offeringStand(ctx.pool, standist);
    const before = await demandCount();
    const res = await (await as(standist)).post(BASE, await logisticBody(standist, stand, change));
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: field, message }));
    expect(await demandCount()).toBe(before);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM demand_logistics')).rows[0].count)).toBe(
      Number((await ctx.pool.query("SELECT count(*) FROM demands WHERE family = 'logistic'")).rows[0].count),
    );
  });

  it('refuses a plan that is not a PDF or an image, and another user’s upload', async () => {
    const text = await upload(standist, 'plan', { bytes: Buffer.from('just some text, not a plan'), name: 'plan.pdf' });
    expect(text.status).toBe(422);
    expect(text.body['hydra:description']).toMatch(/^Le chargement du fichier a échoué\./);
    const png = await upload(standist, 'plan', { bytes: pngBytes(), name: 'plan.png' });
    expect(png.status).toBe(201);
    const stand = await offeringStand(ctx.pool, otherStandist);
    const res = await (await as(otherStandist)).post(BASE, { ...(await logisticBody(otherStandist, stand)), demandLogistic: { ...(await logisticBody(otherStandist, stand)).demandLogistic, plan: png.body['@id'] } });
    expect(res.status).toBe(422);
    expect(res.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'demandLogistic.plan' }));
  });

  it('replaces the plan of an item while in progress', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const api = await as(standist);
    const created = await api.post(BASE, await logisticBody(standist, stand));
    const replaced = await upload(standist, 'plan', { bytes: pngBytes(), name: 'nouveau-plan.png' }, { demandLogistic: created.body.demandLogistic });
    expect(replaced.status).toBe(201);
    const item = await api.get(created.body.demandLogistic);
    expect(item.body.plan).toMatchObject({ mediaFileName: 'nouveau-plan.png' });
    const media = await api.get(`${MEDIA}?demandLogistic=${created.body.demandLogistic}`);
    expect(media.body['hydra:totalItems']).toBe(1);
    expect((await api.delete(item.body.plan['@id'])).status).toBe(422);
  });

  it('edits only in progress, never the type; deletes only in progress (admin, support)', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand);
    const api = await as(standist);
    const typeChange = await api.patch(`${BASE}/${demand}`, { demandType: await typeIri(ctx, 'exemption_mounting'), comment: 'x' });
    expect(typeChange.status).toBe(422);
    expect(typeChange.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'demandType', message: 'Le type d’une demande ne peut pas être changé.' }));
    const same = await api.patch(`${BASE}/${demand}`, { demandType: await typeIri(ctx, 'exemption_delivery'), askedDatetime: '2027-03-07 09:00' });
    expect(same.status).toBe(200);
    expect(same.body.askedDatetime).toBe('2027-03-07T08:00:00+00:00');
    const outside = await api.patch(`${BASE}/${demand}`, { askedDatetime: '2027-04-01 09:00' });
    expect(outside.status).toBe(422);
    expect((await api.delete(`${BASE}/${demand}`)).status).toBe(403);

    await ctx.pool.query("UPDATE demands SET status = 'validated' WHERE id = $1", [demand]);
    const late = await api.patch(`${BASE}/${demand}`, { comment: 'Trop tard' });
    expect(late.status).toBe(422);
    expect(late.body['hydra:description']).toBe('Cette demande n’est plus en cours : elle ne peut plus être modifiée.');
    const deleted = await (await as(support)).delete(`${BASE}/${demand}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body['hydra:description']).toBe('Cette demande n’est plus en cours : elle ne peut plus être supprimée.');
    expect((await ctx.pool.query('SELECT comment FROM demands WHERE id = $1', [demand])).rows[0].comment).toBe('Livraison du mobilier');
  });

  it('an item edited while a decision is being written waits for it, then is refused and changes nothing', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand, { type: 'logistic_vehicle' });
    const item = (await ctx.pool.query('SELECT id FROM demand_logistics WHERE demand_id = $1', [demand])).rows[0].id;
    // The decision's transaction, held open: the request's row moved and locked, its pickup confirmed.
    const decision = await ctx.pool.connect();
    try {
      await decision.query('BEGIN');
      await decision.query("UPDATE demands SET status = 'validated' WHERE id = $1", [demand]);
      await decision.query("UPDATE demand_logistics SET pickup_datetime = '2027-03-09T15:00:00Z' WHERE id = $1", [item]);
      const edit = (await as(standist)).patch(`/backend/demand_logistics/${item}`, { pickupDatetime: '2027-03-12 18:00' });
      // The edit waits on the request's row until the decision commits.
      for (let waited = 0; waited < 100; waited += 1) {
        const waiting = await ctx.pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()");
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await decision.query('COMMIT');
      const answer = await edit;
      expect(answer.status).toBe(422);
    } finally {
      decision.release();
    }
    const pickup = (await ctx.pool.query('SELECT pickup_datetime FROM demand_logistics WHERE id = $1', [item])).rows[0].pickup_datetime as Date;
    expect(pickup.toISOString()).toBe('2027-03-09T15:00:00.000Z');
  });

  it('clears unSeen for admin or support only, in any status', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand, { status: 'refused' });
    expect((await (await as(standist)).patch(`${BASE}/${demand}`, { unSeen: false })).status).toBe(403);
    const seen = await (await as(support)).patch(`${BASE}/${demand}`, { unSeen: false });
    expect(seen.status).toBe(200);
    expect(seen.body.unSeen).toBe(false);
  });

  it('lets admin, support or the organizer validate with the confirmed dates, and mails the requester in their language', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    await linkUserShow(ctx.pool, organizer.id, await showOfStand(ctx.pool, stand));
    const requester = await insertUser(ctx.pool, { role: ROLES.STANDIST, email: 'driver.uk@example.test' });
    await ctx.pool.query("UPDATE users SET language_preference = 'en' WHERE id = $1", [requester.id]);
    const demand = await insertDemand(ctx.pool, stand, { type: 'logistic_vehicle', email: 'driver.uk@example.test' });
    const sent = smtp.received.length;

    const missing = await (await as(organizer)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: '' }, newDemandStatus: 'validated', newDemandAskedDatetime: '2027-03-08 08:00' });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'newDemandPickupDatetime', message: 'Information manquante' }));

    const res = await (await as(organizer)).post(MESSAGES, {
      demand: `${BASE}/${demand}`,
      message: { content: '' },
      newDemandStatus: 'validated',
      newDemandAskedDatetime: '2027-03-08 08:00',
      newDemandPickupDatetime: '2027-03-08 12:15',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ newDemandStatus: 'validated', newDemandAskedDatetime: '2027-03-08T07:00:00+00:00', newDemandPickupDatetime: '2027-03-08T11:15:00+00:00' });
    expect(res.body.message.content).toBe('Votre demande est validée.\n\nYour request has been validated.');
    const after = await (await as(standist)).get(`${BASE}/${demand}`);
    expect(after.body).toMatchObject({ demandStatus: { reference: 'validated' }, askedDatetime: '2027-03-08T07:00:00+00:00', treated: true });
    const item = await (await as(standist)).get(after.body.demandLogistic);
    expect(item.body.pickupDatetime).toBe('2027-03-08T11:15:00+00:00');

    await ctx.app.jobs.idle();
    const [mail] = (await smtp.waitFor(sent + 1)).slice(sent);
    expect(mail.to).toMatchObject({ text: 'driver.uk@example.test' });
    expect(mail.subject).toBe(`Request D${String(demand).padStart(4, '0')} validated – ${(await ctx.pool.query('SELECT sh.name FROM shows sh JOIN demands d ON d.show_id = sh.id WHERE d.id = $1', [demand])).rows[0].name}`);
    expect(mail.text).toContain('Confirmed date and time: Mar 8, 2027, 8:00 AM\nPickup: Mar 8, 2027, 12:15 PM');
  });

  it('refuses a decision from a standist or a security officer, on a validated request, or an unknown status', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand);
    const refuse = { demand: `${BASE}/${demand}`, message: { content: 'Créneau complet' }, newDemandStatus: 'refused' };
    const byStandist = await (await as(standist)).post(MESSAGES, refuse);
    expect(byStandist.status).toBe(422);
    expect(byStandist.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'newDemandStatus', message: 'Ce changement de statut ne vous est pas permis (in_progress → refused).' }));
    await linkUserShow(ctx.pool, securityOfficer.id, await showOfStand(ctx.pool, stand));
    const bySecurity = await (await as(securityOfficer)).post(MESSAGES, refuse);
    expect(bySecurity.status).toBe(422);
    expect(bySecurity.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'newDemandStatus' }));
    const unknown = await (await as(admin)).post(MESSAGES, { ...refuse, newDemandStatus: 'archived' });
    expect(unknown.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'newDemandStatus', message: 'Erreur statut' }));
    const noReason = await (await as(admin)).post(MESSAGES, { ...refuse, message: { content: '' } });
    expect(noReason.body.violations).toContainEqual(expect.objectContaining({ propertyPath: 'message.content', message: 'Contenu manquant' }));
    expect((await ctx.pool.query('SELECT count(*) FROM demand_messages WHERE demand_id = $1', [demand])).rows[0].count).toBe('0');

    await ctx.pool.query("UPDATE demands SET status = 'validated' WHERE id = $1", [demand]);
    const again = await (await as(admin)).post(MESSAGES, refuse);
    expect(again.status).toBe(422);
    expect(again.body.violations).toContainEqual(expect.objectContaining({ message: 'Ce changement de statut ne vous est pas permis (validated → refused).' }));
    expect((await ctx.pool.query('SELECT status FROM demands WHERE id = $1', [demand])).rows[0].status).toBe('validated');
  });

  it('of two decisions at once, applies one and tells the other, writing one message', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand);
    const [a, b] = await Promise.all([
      (await as(admin)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: 'Non' }, newDemandStatus: 'refused' }),
      (await as(support)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: 'Oui' }, newDemandStatus: 'validated', newDemandAskedDatetime: '2027-03-08 08:00' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const loser = a.status === 201 ? b : a;
    expect(loser.body['hydra:description']).toMatch(/changé de statut entre-temps|ne vous est pas permis/);
    expect((await ctx.pool.query('SELECT count(*) FROM demand_messages WHERE demand_id = $1', [demand])).rows[0].count).toBe('1');
  });

  it("makes a standist's message unseen and untreated, the staff's treated", async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand, { unSeen: false, treated: true });
    expect((await (await as(standist)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: 'Une question' } })).status).toBe(201);
    expect((await ctx.pool.query('SELECT un_seen, treated FROM demands WHERE id = $1', [demand])).rows[0]).toEqual({ un_seen: true, treated: false });
    expect((await (await as(support)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: 'Réponse' } })).status).toBe(201);
    expect((await ctx.pool.query('SELECT treated FROM demands WHERE id = $1', [demand])).rows[0].treated).toBe(true);
  });

  it('edits the newest message of a request at /backend/messages/{id}, by its author only', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const demand = await insertDemand(ctx.pool, stand);
    const posted = await (await as(standist)).post(MESSAGES, { demand: `${BASE}/${demand}`, message: { content: 'Heure à confirmer' } });
    expect(posted.body.message.editable).toBe(true);
    const url = posted.body.message['@id'];
    expect((await (await as(admin)).patch(url, { content: 'Pas le mien' })).status).toBe(403);
    const edited = await (await as(standist)).patch(url, { content: 'Heure confirmée : 8 h' });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('Heure confirmée : 8 h');
  });

  it('deletes an in-progress request with its item, its thread and their files', async () => {
    const stand = await offeringStand(ctx.pool, standist);
    const created = await (await as(standist)).post(BASE, await logisticBody(standist, stand));
    await (await as(standist)).post(MESSAGES, { demand: `${BASE}/${created.body.id}`, message: { content: 'Merci' } });
    const media = Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count);
    const messages = Number((await ctx.pool.query('SELECT count(*) FROM messages')).rows[0].count);
    expect((await (await as(admin)).delete(`${BASE}/${created.body.id}`)).status).toBe(204);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count)).toBe(media - 1);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM messages')).rows[0].count)).toBe(messages - 1);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM demand_logistics WHERE demand_id = $1', [created.body.id])).rows[0].n).toBe(0);
  });

  it('keeps a decided item as it is, and closes a disabled show to new requests', async () => {
    const stand = await offeringStand(ctx.pool, admin);
    const demand = await insertDemand(ctx.pool, stand, { type: 'logistic_vehicle', status: 'validated' });
    const item = (await ctx.pool.query('SELECT id FROM demand_logistics WHERE demand_id = $1', [demand])).rows[0].id;
    const late = await (await as(admin)).patch(`/backend/demand_logistics/${item}`, { weight: '2 tonne' });
    expect(late.status).toBe(422);
    expect((await ctx.pool.query('SELECT weight FROM demand_logistics WHERE id = $1', [item])).rows[0].weight).toBe('3.5 tonne');
    await ctx.pool.query('UPDATE shows SET enabled = false WHERE id = $1', [await showOfStand(ctx.pool, stand)]);
    const closed = await (await as(admin)).post(BASE, exemptionBody(stand, await typeIri(ctx, 'exemption_delivery')));
    expect(closed.status).toBe(403);
  });

  it('lists a show newest first, filtered by status, type, hall and surface bucket', async () => {
    const show = await insertShow(ctx.pool);
    const small = await insertStand(ctx.pool, show, { hall: 'Hall 2', surface: '8' });
    const big = await insertStand(ctx.pool, show, { hall: 'Hall 3', surface: '10,5' });
    const first = await insertDemand(ctx.pool, small, { createdAt: '2027-01-01T10:00:00Z' });
    const second = await insertDemand(ctx.pool, big, { createdAt: '2027-01-02T10:00:00Z', type: 'logistic_material', status: 'validated' });
    const api = await as(admin);
    const ids = async (query: string) => (await api.get(`${BASE}?stand.show=${show}${query}`)).body['hydra:member'].map((m: { id: number }) => m.id);
    expect(await ids('')).toEqual([second, first]);
    expect(await ids('&demandStatus.reference=validated')).toEqual([second]);
    expect(await ids('&demandType.reference[]=exemption_delivery&demandType.reference[]=exemption_mounting')).toEqual([first]);
    expect(await ids('&stand.hall=Hall 2')).toEqual([first]);
    expect(await ids('&stand.surface[gt]=10&stand.surface[lte]=20')).toEqual([second]);
    expect(await ids('&order[surface]=asc')).toEqual([first, second]);
  });
});

describe('requests: counters, exports and PDFs', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let support: TestUser;
  let organizer: TestUser;
  let standist: TestUser;
  let show: number;
  let stand: number;
  const as = async (user: TestUser) => client(ctx.app, await tokenFor(user));

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    standist = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    show = await insertShow(ctx.pool, { name: 'Salon Équipement' });
    await linkUserShow(ctx.pool, organizer.id, show);
    stand = await insertStand(ctx.pool, show, { name: 'Café =HYPERLINK("x")', hall: '5', aisle: 'C', number: '12', surface: '24' });
    const other = await insertStand(ctx.pool, show, { surface: '8' });
    const { addStandRole } = await import('../../support/apiBuilders');
    await addStandRole(ctx.pool, standist.id, stand);
    const plan: Array<[number, string, string, boolean, boolean]> = [
      [stand, 'exemption_delivery', 'in_progress', true, false],
      [stand, 'exemption_mounting', 'validated', false, true],
      [other, 'exemption_dismantling', 'refused', false, true],
      [other, 'exemption_delivery', 'in_progress', true, false],
      [stand, 'logistic_vehicle', 'in_progress', false, false],
      [other, 'logistic_material', 'validated', false, true],
    ];
    for (const [s, type, status, unSeen, treated] of plan) await insertDemand(ctx.pool, s, { type, status, unSeen, treated });
    // Another show's requests are not counted.
    await insertDemand(ctx.pool, await insertStand(ctx.pool, await insertShow(ctx.pool)));
  });
  afterAll(async () => ctx?.close());

  it('counts a show\'s requests as direct SQL does, for admin and support only', async () => {
    const res = await (await as(support)).get(`${BASE}/counters?stand.show=${show}`);
    expect(res.status).toBe(200);
    const sql = async (where: string) => Number((await ctx.pool.query(`SELECT count(*) FROM demands WHERE show_id = $1 AND ${where}`, [show])).rows[0].count);
    expect(res.body).toEqual({
      '@id': `/backend/demands/counters?stand.show=${show}`,
      '@type': 'DemandCounters',
      show: `/backend/shows/${show}`,
      newMessages: await sql('un_seen'),
      untreated: await sql('NOT treated'),
      exemption: {
        in_progress: await sql("demand_type LIKE 'exemption%' AND status = 'in_progress'"),
        validated: await sql("demand_type LIKE 'exemption%' AND status = 'validated'"),
        refused: await sql("demand_type LIKE 'exemption%' AND status = 'refused'"),
      },
      logistic: {
        in_progress: await sql("demand_type LIKE 'logistic%' AND status = 'in_progress'"),
        validated: await sql("demand_type LIKE 'logistic%' AND status = 'validated'"),
        refused: await sql("demand_type LIKE 'logistic%' AND status = 'refused'"),
      },
    });
    expect(res.body.exemption).toEqual({ in_progress: 2, validated: 1, refused: 1 });
    expect((await (await as(admin)).get(`${BASE}/counters?stand.show=${show}`)).status).toBe(200);
    expect((await (await as(organizer)).get(`${BASE}/counters?stand.show=${show}`)).status).toBe(403);
    expect((await (await as(standist)).get(`${BASE}/counters?stand.show=${show}`)).status).toBe(403);
    expect((await (await as(admin)).get(`${BASE}/counters`)).status).toBe(400);
    expect((await (await as(admin)).get(`${BASE}/counters?stand.show=999999`)).status).toBe(404);
  });

  it('exports the exemption requests of a show, formula cells neutralised; the logistics ones apart', async () => {
    await ctx.pool.query("UPDATE demands SET company = '=2+3' WHERE show_id = $1 AND demand_type = 'exemption_mounting'", [show]);
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}.csv?stand.show=${show}`, headers: { authorization: `Bearer ${await tokenFor(organizer)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${show}_demandes_\\d{4}-\\d{2}-\\d{2}_\\d{6}\\.csv"`));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines).toHaveLength(1 + 4);
    expect(lines[0]).toContain('"Numéro";"Création"');
    expect(res.body).toContain(`"'=2+3"`);
    expect(res.body).not.toContain(`"=2+3"`);
    const logistics = await ctx.app.inject({ method: 'GET', url: `/backend/demand_logistics.csv?demand.stand.show=${show}`, headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'accept-language': 'en' } });
    expect(logistics.statusCode).toBe(200);
    expect(logistics.body.trim().split('\n')).toHaveLength(1 + 2);
    expect(logistics.body).toContain('"Vehicle"');
    const refused = await ctx.app.inject({ method: 'GET', url: `${BASE}.csv?stand.show=${show}`, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    expect(refused.statusCode).toBe(403);
  });

  it('serves the request sheet as a PDF holding its number, to whoever sees the request', async () => {
    const demand = (await ctx.pool.query("SELECT id FROM demands WHERE stand_id = $1 AND demand_type = 'logistic_vehicle'", [stand])).rows[0].id;
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/${demand}/pdf/en`, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="Salon-Equipement_Cafe-HYPERLINK-x_D${String(demand).padStart(4, '0')}_\\d{4}-\\d{2}-\\d{2}_\\d{4}\\.pdf"`));
    const { pdfText } = await import('../../support/pdfText');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`D${String(demand).padStart(4, '0')} - logistics request - Vehicle`);
    expect(text).toContain('Forklift');
    const stranger = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${demand}/pdf/fr`, headers: { authorization: `Bearer ${await tokenFor(stranger)}` } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${demand}/pdf/de`, headers: { authorization: `Bearer ${await tokenFor(admin)}` } })).statusCode).toBe(404);
  });

  it('lets the security officers and exhibition-centre services of the show read its requests, not the SPS coordinators', async () => {
    const demand = (await ctx.pool.query("SELECT id FROM demands WHERE stand_id = $1 AND demand_type = 'logistic_vehicle'", [stand])).rows[0].id;
    const linked = async (role: string) => {
      const user = await insertUser(ctx.pool, { role });
      await linkUserShow(ctx.pool, user.id, show);
      return as(user);
    };
    for (const role of [ROLES.SECURITY_OFFICER, ROLES.EXHIBITION_CENTER_SERVICE]) {
      const api = await linked(role);
      const list = await api.get(`${BASE}?stand.show=${show}`);
      expect([role, list.status, list.body['hydra:totalItems']]).toEqual([role, 200, 6]);
      expect((await api.get(`${BASE}/${demand}`)).body).toMatchObject({ id: demand, email: 'jeanne.martin@example.test' });
      expect((await api.get(`${MESSAGES}?demand=${demand}`)).status).toBe(200);
      expect((await api.get(`/backend/demand_logistics?demand=${demand}`)).body['hydra:totalItems']).toBe(1);
    }
    const sps = await linked(ROLES.SPS_COORDINATOR);
    expect((await sps.get(`${BASE}?stand.show=${show}`)).status).toBe(403);
    expect((await sps.get(`${BASE}/${demand}`)).status).toBe(404);
    expect((await sps.get(`${MESSAGES}?demand=${demand}`)).status).toBe(403);
    expect((await sps.get(`/backend/demand_logistics?demand=${demand}`)).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${demand}/pdf/fr`, headers: { authorization: `Bearer ${await tokenFor(await insertUser(ctx.pool, { role: ROLES.SPS_COORDINATOR }))}` } })).statusCode).toBe(404);
    // The stand itself stays theirs to read.
    expect((await sps.get(`${STANDS}/${stand}`)).status).toBe(200);
  });

  it("serves a stand's plan template as a PDF named by its Content-Disposition", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${STANDS}/${stand}/demand_model_pdf/fr`, headers: { authorization: `Bearer ${await tokenFor(standist)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Salon-Equipement_Cafe-HYPERLINK-x_modele-plan.pdf"');
    const { pdfText } = await import('../../support/pdfText');
    expect(pdfText(res.rawPayload)).toContain('Hall 5');
    const stranger = await insertUser(ctx.pool, { role: ROLES.STANDIST });
    expect((await ctx.app.inject({ method: 'GET', url: `${STANDS}/${stand}/demand_model_pdf/fr`, headers: { authorization: `Bearer ${await tokenFor(stranger)}` } })).statusCode).toBe(404);
  });
});
