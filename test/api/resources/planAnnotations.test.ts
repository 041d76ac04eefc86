/**
 * Plan review on the drawing (issue 25): `/backend/plan_revisions`, `/backend/plan_annotations`,
 * the stand message's `planRevision` and the show's `planMarkupByStandists`, per role and per
 * object: who sees which revisions and marks, who may draw, edit, delete and tick them, what a
 * decided revision still allows, the 422s naming their field with nothing written, and numbers
 * that never collide under parallel posts.
 */
import { findTransition } from '@/domain/planWorkflow';
import { withActor } from '@server/db/pool';
import { applyTransition } from '@server/services/workflow/applyTransition';
import { PLAN_STORE } from '@server/services/workflow/stores';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';

const submit = findTransition([ROLES.STANDIST], true, 'waitingForPlans', 'pendingPlansVerification')!;
const refuse = findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'waitingForPlans')!;

let ctx: TestContext;
let showA: number;
let showB: number;
let standA: number;
let standA2: number;
let standB: number;
const users: Record<string, TestUser> = {};
const as = async (who: string, locale = 'fr') => client(ctx.app, await tokenFor(users[who]), { 'X-LOCALE': locale });
const marks = async () => Number((await ctx.pool.query('SELECT count(*) FROM plan_annotations')).rows[0].count);
const setFlag = (show: number, on: boolean) => ctx.pool.query('UPDATE shows SET plan_markup_by_standists = $2 WHERE id = $1', [show, on]);

let n = 0;
/** A submission of plans on the stand by its exhibitor, with these files attached: its revision's id and file IRIs. */
async function submitPlans(stand: number, author: TestUser, files: Array<[string, string]> = [['plan.pdf', 'application/pdf']]) {
  const posted = await withActor(ctx.pool, author.id, (db) =>
    applyTransition(db, PLAN_STORE, stand, { transitions: [submit], message: { content: 'Nos plans', authorId: author.id, authorRole: STANDIST_ROLES.EXHIBITOR } }),
  );
  const media: string[] = [];
  for (const [name, mime] of files) {
    const { rows } = await ctx.pool.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('messageAttachment', $1, $2, $3, 1000) RETURNING id`,
      [name, `test/plan-${++n}`, mime],
    );
    const mm = await ctx.pool.query('INSERT INTO message_media (media_id, message_id, created_by_id) VALUES ($1, $2, $3) RETURNING id', [rows[0].id, posted.messageId, author.id]);
    media.push(`/backend/message_media/${mm.rows[0].id}`);
  }
  const { rows } = await ctx.pool.query('SELECT id FROM plan_revisions WHERE submission_message_id = $1', [posted.threadId]);
  return { id: rows[0].id as number, iri: `/backend/plan_revisions/${rows[0].id}`, media, message: posted.threadId };
}
async function refusePlans(stand: number) {
  return withActor(ctx.pool, users.support.id, (db) =>
    applyTransition(db, PLAN_STORE, stand, { transitions: [refuse], message: { content: 'Il manque les cotes', authorId: users.support.id, authorRole: null } }),
  );
}

const rect = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };
let rev: Awaited<ReturnType<typeof submitPlans>>;
let revA2: Awaited<ReturnType<typeof submitPlans>>;
let revB: Awaited<ReturnType<typeof submitPlans>>;
const body = (over: Record<string, unknown> = {}) => ({ revision: rev.iri, media: rev.media[0], page: 1, kind: 'rectangle', geometry: rect, ...over });

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  for (const [name, role] of [
    ['admin', ROLES.ADMIN],
    ['support', ROLES.SUPPORT],
    ['organizer', ROLES.ORGANIZER],
    ['organizerB', ROLES.ORGANIZER],
    ['exhibitor', ROLES.STANDIST],
    ['agency', ROLES.STANDIST],
    ['decorator', ROLES.STANDIST],
    ['otherStandist', ROLES.STANDIST],
    ['security', ROLES.SECURITY_OFFICER],
    ['sps', ROLES.SPS_COORDINATOR],
  ] as const) {
    users[name] = await insertUser(p, { role, firstName: name, lastName: 'Test' });
  }
  showA = await insertShow(p, { name: 'Salon A' });
  showB = await insertShow(p, { name: 'Salon B' });
  for (const who of ['organizer', 'security', 'sps']) await linkUserShow(p, users[who].id, showA);
  await linkUserShow(p, users.organizerB.id, showB);
  standA = await insertStand(p, showA, { name: 'A1' });
  standA2 = await insertStand(p, showA, { name: 'A2' });
  standB = await insertStand(p, showB, { name: 'B1' });
  await addStandRole(p, users.exhibitor.id, standA, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, users.agency.id, standA, STANDIST_ROLES.AGENCY);
  await addStandRole(p, users.decorator.id, standA, STANDIST_ROLES.DECORATOR);
  await addStandRole(p, users.otherStandist.id, standA2, STANDIST_ROLES.EXHIBITOR);
  rev = await submitPlans(standA, users.exhibitor, [
    ['plan-rdc.pdf', 'application/pdf'],
    ['facade.png', 'image/png'],
  ]);
  revA2 = await submitPlans(standA2, users.otherStandist);
  revB = await submitPlans(standB, users.exhibitor);
});
afterAll(async () => ctx?.close());

describe('plan revisions', () => {
  it('lists a stand’s revisions with their files exactly as its messages carry them, and the messages point at them', async () => {
    const api = await as('admin');
    const list = await api.get(`/backend/plan_revisions?stand=${standA}`);
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((r: { id: number }) => r.id)).toEqual([rev.id]);
    const revision = list.body['hydra:member'][0];
    expect(revision).toMatchObject({ '@id': rev.iri, stand: `/backend/stands/${standA}`, number: 1, decision: null, decisionMessage: null, decidedAt: null });
    expect(revision.submissionMessage).toBe(`/backend/stand_messages/${rev.message}`);
    const message = (await api.get(`/backend/stand_messages/${rev.message}`)).body;
    expect(message.planRevision).toBe(rev.iri);
    expect(revision.files).toEqual(message.message.attachments);
    expect(revision.files.map((f: { mediaFileName: string }) => f.mediaFileName)).toEqual(['plan-rdc.pdf', 'facade.png']);
    expect(Object.keys(revision.files[0]).sort()).toEqual(['@id', '@type', 'enabled', 'id', 'mediaFileName', 'mimeType', 'objectUrl', 'size']);
  });

  it('shows a stand’s revisions to those who see the stand, and nothing to another show’s organizer or another stand’s standist', async () => {
    for (const who of ['admin', 'support', 'organizer', 'exhibitor', 'agency', 'decorator', 'security', 'sps']) {
      const api = await as(who);
      expect([who, (await api.get(rev.iri)).status]).toEqual([who, 200]);
    }
    for (const who of ['organizerB', 'otherStandist']) {
      const api = await as(who);
      expect([who, (await api.get(rev.iri)).status]).toEqual([who, 404]);
      const listed = (await api.get(`/backend/plan_revisions?stand=${standA}`)).body['hydra:member'];
      expect([who, listed]).toEqual([who, []]);
    }
    const ids = (await (await as('organizerB')).get('/backend/plan_revisions')).body['hydra:member'].map((r: { id: number }) => r.id);
    expect(ids).toEqual([revB.id]);
  });
});

describe('plan marks: who may draw', () => {
  afterEach(() => setFlag(showA, false));

  it('staff of the show draw; the stand’s standists only when the show allows it; others read only', async () => {
    for (const who of ['admin', 'support', 'organizer']) {
      const res = await (await as(who)).post('/backend/plan_annotations', body({ comment: `par ${who}` }));
      expect([who, res.status]).toEqual([who, 201]);
      expect(res.body).toMatchObject({ revision: rev.iri, stand: `/backend/stands/${standA}`, media: rev.media[0], page: 1, kind: 'rectangle', geometry: rect });
      expect(res.body).toMatchObject({ color: '#e53935', comment: `par ${who}`, createdBy: `/backend/users/${users[who].id}`, createdByName: `${who} Test`, resolved: false });
    }
    const before = await marks();
    for (const who of ['exhibitor', 'agency', 'decorator']) {
      const res = await (await as(who)).post('/backend/plan_annotations', body());
      expect([who, res.status, res.body['hydra:description']]).toEqual([who, 403, 'Sur ce salon, seule l’équipe technique annote les plans.']);
    }
    for (const who of ['security', 'sps']) expect([who, (await (await as(who)).post('/backend/plan_annotations', body())).status]).toEqual([who, 403]);
    for (const who of ['organizerB', 'otherStandist']) expect([who, (await (await as(who)).post('/backend/plan_annotations', body())).status]).toEqual([who, 404]);
    expect(await marks()).toBe(before);

    await setFlag(showA, true);
    for (const who of ['exhibitor', 'agency', 'decorator']) expect([who, (await (await as(who)).post('/backend/plan_annotations', body())).status]).toEqual([who, 201]);
    for (const who of ['security', 'sps']) expect([who, (await (await as(who)).post('/backend/plan_annotations', body())).status]).toEqual([who, 403]);
    expect((await (await as('otherStandist')).post('/backend/plan_annotations', body())).status).toBe(404);
    expect(await marks()).toBe(before + 3);
  });

  it('the show’s flag: read by whoever sees the show, written with show.edit', async () => {
    expect((await (await as('exhibitor')).get(`/backend/shows/${showA}`)).body.planMarkupByStandists).toBe(false);
    expect((await (await as('support')).patch(`/backend/shows/${showA}`, { planMarkupByStandists: true })).status).toBe(403);
    expect((await (await as('organizerB')).patch(`/backend/shows/${showA}`, { planMarkupByStandists: true })).status).toBe(404);
    const res = await (await as('organizer')).patch(`/backend/shows/${showA}`, { planMarkupByStandists: true });
    expect([res.status, res.body.planMarkupByStandists]).toEqual([200, true]);
    expect((await (await as('exhibitor')).get(`/backend/shows/${showA}`)).body.planMarkupByStandists).toBe(true);
    expect((await (await as('organizer')).patch(`/backend/shows/${showA}`, { planMarkupByStandists: 'yes' })).status).toBe(422);
  });
});

describe('plan marks: reading', () => {
  it('a standist sees their stands’ marks only, another show’s organizer none; filters by revision, file and page, in number order', async () => {
    const staff = await as('support');
    await staff.post('/backend/plan_annotations', body({ revision: revA2.iri, media: revA2.media[0], page: 3 }));
    await staff.post('/backend/plan_annotations', body({ page: 1 }));
    const mine = await staff.post('/backend/plan_annotations', body({ page: 2, kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Issue de secours' }));
    const onA = (await staff.get(`/backend/plan_annotations?revision=${rev.id}`)).body['hydra:member'];
    expect(onA.map((m: { number: number }) => m.number)).toEqual([...onA.map((m: { number: number }) => m.number)].sort((a, b) => a - b));
    expect(onA.length).toBeGreaterThan(1);

    const exhibitor = await as('exhibitor');
    const seen = (await exhibitor.get('/backend/plan_annotations')).body['hydra:member'];
    expect(new Set(seen.map((m: { stand: string }) => m.stand))).toEqual(new Set([`/backend/stands/${standA}`]));
    expect(seen.length).toBe(onA.length);
    const other = await as('otherStandist');
    expect((await other.get(`/backend/plan_annotations?stand=${standA}`)).body['hydra:member']).toEqual([]);
    expect((await other.get(mine.body['@id'])).status).toBe(404);
    expect((await (await as('organizerB')).get('/backend/plan_annotations')).body['hydra:member']).toEqual([]);
    expect((await (await as('organizerB')).get(mine.body['@id'])).status).toBe(404);
    expect((await (await as('security')).get(mine.body['@id'])).status).toBe(200);

    const page2 = (await exhibitor.get(`/backend/plan_annotations?revision=${rev.iri}&media=${encodeURIComponent(rev.media[0])}&pageNumber=2`)).body['hydra:member'];
    expect(page2.map((m: { id: number }) => m.id)).toContain(mine.body.id);
    expect(page2.every((m: { page: number }) => m.page === 2)).toBe(true);
    const revision = (await exhibitor.get(rev.iri)).body;
    expect(revision.annotationCount).toBe(onA.length);
    expect(revision.annotationSummary).toContainEqual({ media: rev.media[0], mediaFileName: 'plan-rdc.pdf', page: 2, count: page2.length });
  });
});

describe('plan marks: validation (422 naming the field, nothing written)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no revision', { revision: undefined }, 'revision'],
    ['a revision that is no IRI', { revision: '/backend/stands/1' }, 'revision'],
    ['no file', { media: undefined }, 'media'],
    ['a file of another revision', { media: 'REVA2' }, 'media'],
    ['a file that is no IRI', { media: { id: 1 } }, 'media'],
    ['page 0', { page: 0 }, 'page'],
    ['page 501', { page: 501 }, 'page'],
    ['page "1"', { page: '1' }, 'page'],
    ['page 2 of an image', { media: 'PNG', page: 2 }, 'page'],
    ['an unknown kind', { kind: 'circle' }, 'kind'],
    ['no geometry', { geometry: undefined }, 'geometry'],
    ['a box past the page', { geometry: { ...rect, x: 0.9 } }, 'geometry'],
    ['a box of no width', { geometry: { ...rect, width: 0 } }, 'geometry'],
    ['an extra key', { geometry: { ...rect, rotation: 90 } }, 'geometry'],
    ['a string coordinate', { geometry: { ...rect, x: '0.1' } }, 'geometry'],
    ['an arrow of 3 points', { kind: 'arrow', geometry: { points: [[0, 0], [0.5, 0.5], [1, 1]] } }, 'geometry'],
    ['a free-hand stroke of 2001 points', { kind: 'freehand', geometry: { points: Array.from({ length: 2001 }, () => [0.5, 0.5]) } }, 'geometry'],
    ['a pin with a box', { kind: 'pin', geometry: rect, comment: 'x' }, 'geometry'],
    ['a colour outside the palette', { color: '#123456' }, 'color'],
    ['an uppercase colour', { color: '#E53935' }, 'color'],
    ['a comment too long', { comment: 'a'.repeat(2001) }, 'comment'],
    ['a control character', { comment: 'a\u0007b' }, 'comment'],
    ['a text box without text', { kind: 'text', comment: '  ' }, 'comment'],
    ['a pin without comment', { kind: 'pin', geometry: { x: 0.5, y: 0.5 } }, 'comment'],
  ];
  it.each(cases)('%s', async (_name, over, field) => {
    const api = await as('support');
    const resolved = Object.fromEntries(Object.entries(over).map(([k, v]) => [k, v === 'REVA2' ? revA2.media[0] : v === 'PNG' ? rev.media[1] : v]));
    const before = await marks();
    const res = await api.post('/backend/plan_annotations', body(resolved));
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([field]);
    expect(res.body.violations[0].message).toBeTruthy();
    expect(await marks()).toBe(before);
  });

  it('names every broken field at once, in English for an English caller', async () => {
    const res = await (await as('support', 'en')).post('/backend/plan_annotations', { revision: rev.iri, media: rev.media[0], page: -1, kind: 'blob', geometry: [], color: 3 });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['page', 'kind', 'color']);
    expect(res.body.violations[0].message).toBe('The page must be a whole number between 1 and 500.');
  });

  it('an edit breaking a rule is refused and leaves the mark as it was', async () => {
    const api = await as('support');
    const mark = (await api.post('/backend/plan_annotations', body({ comment: 'avant' }))).body;
    for (const [patch, field] of [
      [{ geometry: { x: 2 } }, 'geometry'],
      [{ geometry: null }, 'geometry'],
      [{ color: 'red' }, 'color'],
      [{ comment: 'b'.repeat(2001) }, 'comment'],
      [{ resolved: 'yes' }, 'resolved'],
    ] as const) {
      const res = await api.patch(mark['@id'], patch);
      expect([patch, res.status, res.body.violations?.map((v: { propertyPath: string }) => v.propertyPath)]).toEqual([patch, 422, [field]]);
    }
    const after = (await api.get(mark['@id'])).body;
    expect([after.geometry, after.color, after.comment, after.resolved]).toEqual([rect, '#e53935', 'avant', false]);
  });
});

describe('plan marks: editing, deleting and ticking', () => {
  afterEach(() => setFlag(showA, false));

  it('its author edits and deletes their own mark; nobody else does; staff tick any mark resolved', async () => {
    await setFlag(showA, true);
    const exhibitor = await as('exhibitor');
    const own = (await exhibitor.post('/backend/plan_annotations', body({ kind: 'text', comment: 'Hauteur 2,50 m' }))).body;
    const edited = await exhibitor.patch(own['@id'], { geometry: { ...rect, x: 0.5 }, color: '#1e88e5', comment: 'Hauteur 3 m' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ geometry: { ...rect, x: 0.5 }, color: '#1e88e5', comment: 'Hauteur 3 m', number: own.number, kind: 'text' });

    for (const who of ['support', 'organizer', 'admin', 'agency']) {
      const res = await (await as(who)).patch(own['@id'], { comment: 'pas à moi' });
      expect([who, res.status]).toEqual([who, 403]);
      expect([who, (await (await as(who)).delete(own['@id'])).status]).toEqual([who, 403]);
    }
    expect((await (await as('security')).patch(own['@id'], { resolved: true })).status).toBe(403);
    expect((await (await as('organizerB')).patch(own['@id'], { resolved: true })).status).toBe(404);
    expect((await (await as('otherStandist')).delete(own['@id'])).status).toBe(404);
    expect((await exhibitor.patch(own['@id'], { resolved: true })).status).toBe(403);

    const ticked = await (await as('organizer')).patch(own['@id'], { resolved: true });
    expect(ticked.body).toMatchObject({ resolved: true, resolvedByName: 'organizer Test', comment: 'Hauteur 3 m' });
    expect(ticked.body.resolvedAt).toEqual(expect.any(String));
    const unticked = await (await as('support')).patch(own['@id'], { resolved: false });
    expect(unticked.body).toMatchObject({ resolved: false, resolvedAt: null, resolvedByName: null });

    // The flag switched off: the standist's own mark is no longer theirs to change.
    await setFlag(showA, false);
    expect((await exhibitor.patch(own['@id'], { comment: 'encore' })).status).toBe(403);
    await setFlag(showA, true);
    expect((await exhibitor.delete(own['@id'])).status).toBe(204);
    expect((await exhibitor.get(own['@id'])).status).toBe(404);
  });
});

describe('plan marks: parallel posts and decided revisions', () => {
  it('ten parallel posts get ten distinct numbers following the revision’s last', async () => {
    const stand = await insertStand(ctx.pool, showA);
    await addStandRole(ctx.pool, users.exhibitor.id, stand);
    const fresh = await submitPlans(stand, users.exhibitor);
    const api = await as('support');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post('/backend/plan_annotations', body({ revision: fresh.iri, media: fresh.media[0], comment: `n° ${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.map((r) => r.body.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('numbers follow marks written straight into the table; the last mark deleted, its number is taken again', async () => {
    const stand = await insertStand(ctx.pool, showA);
    await addStandRole(ctx.pool, users.exhibitor.id, stand);
    const fresh = await submitPlans(stand, users.exhibitor);
    const mediaId = Number(fresh.media[0].split('/').pop());
    // As the demo data and imports write them: no API, numbers 1 to 3.
    await ctx.pool.query(
      `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, created_by_id)
       SELECT $1, $2, 1, n, 'rectangle', '{"x":0.1,"y":0.1,"width":0.2,"height":0.1}', '#e53935', $3 FROM generate_series(1, 3) n`,
      [fresh.id, mediaId, users.support.id],
    );
    const api = await as('support');
    const post = () => api.post('/backend/plan_annotations', body({ revision: fresh.iri, media: fresh.media[0] }));
    const fourth = await post();
    expect([fourth.status, fourth.body.number, fourth.body.revision, fourth.body.createdByName]).toEqual([201, 4, fresh.iri, 'support Test']);
    expect((await api.get(fourth.body['@id'])).body).toEqual(fourth.body);
    const fifth = await post();
    expect(fifth.body.number).toBe(5);
    expect((await api.delete(fifth.body['@id'])).status).toBe(204);
    expect((await post()).body.number).toBe(5);
  });

  it('a revision decided while a post waits for its lock: 409, nothing written', async () => {
    const stand = await insertStand(ctx.pool, showA);
    await addStandRole(ctx.pool, users.exhibitor.id, stand);
    const fresh = await submitPlans(stand, users.exhibitor);
    const api = await as('support');
    const before = await marks();
    const post = () => api.post('/backend/plan_annotations', body({ revision: fresh.iri, media: fresh.media[0] }));
    let posted: ReturnType<typeof post> | undefined;
    let waited = false;
    await withActor(ctx.pool, users.support.id, async (db) => {
      // The decision's transaction holds the revision's row (as the workflow's UPDATE does) while the post arrives.
      await db.query('SELECT 1 FROM plan_revisions WHERE id = $1 FOR UPDATE', [fresh.id]);
      posted = post();
      for (let i = 0; i < 200; i++) {
        const { rows } = await ctx.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%last_mark_number%'",
        );
        waited = rows[0].n > 0;
        if (waited) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await applyTransition(db, PLAN_STORE, stand, { transitions: [refuse], message: { content: 'Il manque les cotes', authorId: users.support.id, authorRole: null } });
    });
    const res = await posted!;
    expect(waited).toBe(true);
    expect([res.status, res.body['hydra:description']]).toEqual([409, 'Cette révision des plans a déjà été validée ou refusée : ses marques ne peuvent plus être ajoutées, modifiées ni supprimées.']);
    expect(await marks()).toBe(before);
  });

  it('once decided, a revision’s marks are kept as they were (409) but may still be ticked resolved; the next revision takes marks', async () => {
    const stand = await insertStand(ctx.pool, showA);
    await addStandRole(ctx.pool, users.exhibitor.id, stand);
    const v1 = await submitPlans(stand, users.exhibitor);
    const api = await as('support');
    const made = [];
    for (const page of [1, 1, 2]) made.push((await api.post('/backend/plan_annotations', body({ revision: v1.iri, media: v1.media[0], page }))).body);
    const refusal = await refusePlans(stand);

    const revision = (await api.get(v1.iri)).body;
    expect(revision).toMatchObject({ decision: 'refused', decisionMessage: `/backend/stand_messages/${refusal.threadId}`, annotationCount: 3, openAnnotationCount: 3 });
    expect(revision.annotationSummary).toEqual([
      { media: v1.media[0], mediaFileName: 'plan.pdf', page: 1, count: 2 },
      { media: v1.media[0], mediaFileName: 'plan.pdf', page: 2, count: 1 },
    ]);
    expect((await api.get(`/backend/stand_messages/${refusal.threadId}`)).body.planRevision).toBe(v1.iri);

    const before = await marks();
    const decided = await api.post('/backend/plan_annotations', body({ revision: v1.iri, media: v1.media[0] }));
    expect([decided.status, decided.body['hydra:description']]).toEqual([409, 'Cette révision des plans a déjà été validée ou refusée : ses marques ne peuvent plus être ajoutées, modifiées ni supprimées.']);
    expect((await api.patch(made[0]['@id'], { geometry: { ...rect, y: 0.5 } })).status).toBe(409);
    expect((await api.delete(made[0]['@id'])).status).toBe(409);
    expect(await marks()).toBe(before);
    expect((await api.get(made[0]['@id'])).body.geometry).toEqual(rect);

    expect((await api.patch(made[0]['@id'], { resolved: true })).status).toBe(200);
    expect((await api.get(v1.iri)).body.openAnnotationCount).toBe(2);

    const v2 = await submitPlans(stand, users.exhibitor);
    const next = await api.post('/backend/plan_annotations', body({ revision: v2.iri, media: v2.media[0] }));
    expect([next.status, next.body.number]).toEqual([201, 1]);
    expect((await api.get(`/backend/plan_revisions?stand=${stand}`)).body['hydra:member'].map((r: { number: number }) => r.number)).toEqual([2, 1]);
  });
});
