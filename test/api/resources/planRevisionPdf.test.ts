/**
 * The marked-up PDF of a plan revision (issue 25, item 4): GET /backend/plan_revisions/{id}/pdf/{locale}
 * and POST …/pdf_attachment/{locale}. Revisions come from the real workflow (the exhibitor uploads
 * files and submits them); marks are written by SQL (the annotations API is another module's).
 * The PDF is read back with pdftotext (the comments) and pdf-lib (the pages).
 */
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { multipartBody, pngBytes } from '../../support/files';
import { pdfText } from '../../support/pdfText';

let ctx: TestContext;
let show: number;
let otherShow: number;
const u: Record<string, TestUser> = {};
const as = async (who: string, headers?: Record<string, string>) => client(ctx.app, await tokenFor(u[who]), headers);

/** A plan of `pages` A3 pages, each saying "Plan page N"; the second rotated 90° with its CropBox moved. */
async function planPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([1191, 842]);
    page.drawText(`Plan page ${i}`, { x: 300, y: 400, size: 30, font });
    if (i === 2) {
      page.setRotation(degrees(90));
      page.setCropBox(100, 50, 1000, 700);
    }
  }
  return Buffer.from(await doc.save());
}

async function upload(who: string, bytes: Buffer, name: string): Promise<string> {
  const body = multipartBody({ bytes, name });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/backend/message_media',
    headers: { authorization: `Bearer ${await tokenFor(u[who])}`, accept: 'application/ld+json', ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return JSON.parse(res.body)['@id'];
}

/** The exhibitor submits `files` on `stand` (waiting for plans): the revision it opened, and the files' message_media ids. */
async function submit(stand: number, files: Array<{ bytes: Buffer; name: string }>): Promise<{ revision: number; media: number[] }> {
  const iris: string[] = [];
  for (const file of files) iris.push(await upload('exhibitor', file.bytes, file.name));
  const res = await (await as('exhibitor')).post('/backend/stand_messages', {
    stand: `/backend/stands/${stand}`,
    newStandStatus: 'pendingPlansVerification',
    message: { content: 'Mes plans', attachments: iris },
  });
  expect(res.status).toBe(201);
  const { rows } = await ctx.pool.query('SELECT id FROM plan_revisions WHERE stand_id = $1 ORDER BY number DESC LIMIT 1', [stand]);
  return { revision: rows[0].id, media: iris.map((iri) => Number(iri.split('/').pop())) };
}

async function mark(revision: number, media: number, o: { page?: number; kind: string; geometry: unknown; comment?: string | null; color?: string; by?: TestUser; resolved?: boolean }) {
  await ctx.pool.query(
    `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, comment, created_by_id, resolved_at, resolved_by_id)
     VALUES ($1, $2, $3, (SELECT coalesce(max(number), 0) + 1 FROM plan_annotations WHERE revision_id = $1), $4, $5, $6, $7, $8,
             CASE WHEN $9 THEN now() END, CASE WHEN $9 THEN $8::int END)`,
    [revision, media, o.page ?? 1, o.kind, JSON.stringify(o.geometry), o.color ?? '#e53935', o.comment ?? null, (o.by ?? u.support).id, o.resolved ?? false],
  );
}

async function getPdf(who: string, revision: number, locale: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/backend/plan_revisions/${revision}/pdf/${locale}`, headers: { authorization: `Bearer ${await tokenFor(u[who])}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const pageCount = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
/** pdftotext's text, spaces squeezed (the layout mode pads columns). */
const textOf = (bytes: Buffer) => pdfText(bytes).replace(/[ \t]+/g, ' ');

beforeAll(async () => {
  ctx = await createTestContext();
  show = await insertShow(ctx.pool, { name: 'Salon Été' });
  otherShow = await insertShow(ctx.pool, { name: 'Autre salon' });
  for (const [name, role, first, last] of [
    ['support', ROLES.SUPPORT, 'Élise', 'Crémieux'],
    ['organizer', ROLES.ORGANIZER, 'Olivier', 'Org'],
    ['otherOrganizer', ROLES.ORGANIZER, 'Autre', 'Org'],
    ['exhibitor', ROLES.STANDIST, 'Emma', 'Bernard'],
    ['otherExhibitor', ROLES.STANDIST, 'Paul', 'Autre'],
  ] as const) {
    u[name] = await insertUser(ctx.pool, { role, firstName: first, lastName: last });
  }
  await linkUserShow(ctx.pool, u.organizer.id, show);
  await linkUserShow(ctx.pool, u.otherOrganizer.id, otherShow);
});
afterAll(async () => ctx?.close());

describe('GET /backend/plan_revisions/{id}/pdf/{locale}', () => {
  let stand: number;
  let revision: number;
  let media: number[];

  beforeAll(async () => {
    stand = await insertStand(ctx.pool, show, { name: 'Crêperie Œillet', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, stand);
    const otherStand = await insertStand(ctx.pool, show, { status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.otherExhibitor.id, otherStand);
    ({ revision, media } = await submit(stand, [
      { bytes: await planPdf(3), name: 'plan-général.pdf' },
      { bytes: pngBytes(), name: 'photo façade.png' },
      { bytes: Buffer.from('AC1027' + '\0'.repeat(200)), name: 'plan.dwg' },
    ]));
    await mark(revision, media[0], { page: 1, kind: 'rectangle', geometry: { x: 0.1, y: 0.1, width: 0.3, height: 0.2 }, comment: 'Mezzanine côté nord : hauteur à réduire' });
    await mark(revision, media[0], { page: 2, kind: 'cloud', geometry: { x: 0.5, y: 0.5, width: 0.2, height: 0.2 }, comment: 'Cœur du stand « à revoir » €', color: '#1e88e5' });
    await mark(revision, media[0], { page: 2, kind: 'arrow', geometry: { points: [[0.1, 0.9], [0.4, 0.6]] }, comment: 'Issue de secours', resolved: true });
    await mark(revision, media[0], { page: 3, kind: 'freehand', geometry: { points: [[0.1, 0.1], [0.2, 0.3], [0.3, 0.2]] }, comment: null, color: '#8e24aa' });
    await mark(revision, media[0], { page: 3, kind: 'line', geometry: { points: [[0.6, 0.6], [0.9, 0.9]] }, comment: 'Cote manquante ✓ ő' });
    await mark(revision, media[0], { page: 3, kind: 'text', geometry: { x: 0.5, y: 0.05, width: 0.4, height: 0.2 }, comment: 'Texte dans la boîte' });
    await mark(revision, media[1], { kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Enseigne trop haute', by: u.organizer });
  });

  it('draws the plan’s pages, the image as a page, then lists the numbered comments in French', async () => {
    const res = await getPdf('exhibitor', revision, 'fr');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="plans-creperie-oeillet-v1-annotes.pdf"; filename*=UTF-8''plans-creperie-oeillet-v1-annotes.pdf`);
    // 3 plan pages + 1 image page + the comments page; the DWG is named, not drawn.
    expect(await pageCount(res.bytes)).toBe(3 + 1 + 1);
    const doc = await PDFDocument.load(res.bytes);
    // The rotated page keeps its rotation and its box; the image page has the image's proportions (1×1: square).
    expect(doc.getPage(1).getRotation().angle).toBe(90);
    expect(doc.getPage(1).getCropBox()).toEqual({ x: 100, y: 50, width: 1000, height: 700 });
    const image = doc.getPage(3).getSize();
    expect(image.width).toBe(image.height);

    const text = textOf(res.bytes);
    expect(text).toContain('Plan page 3');
    expect(text).toContain('Révision v1 — Stand Crêperie Œillet, Salon Salon Été');
    expect(text).toContain('1. Rectangle — plan-général.pdf, page 1 — à traiter');
    expect(text).toContain('Mezzanine côté nord : hauteur à réduire');
    expect(text).toContain('2. Nuage — plan-général.pdf, page 2');
    expect(text).toContain('Cœur du stand « à revoir » €');
    expect(text).toContain('3. Flèche — plan-général.pdf, page 2 — résolue');
    expect(text).toContain('4. Main levée');
    expect(text).toContain('(sans commentaire)');
    // Characters Helvetica cannot write are replaced, not fatal.
    expect(text).toContain('Cote manquante ? o');
    expect(text).toContain('7. Repère — photo façade.png, page 1');
    expect(text).toContain('Auteur : Olivier Org');
    expect(text).toContain('Auteur : Élise Crémieux');
    expect(text).toContain('Fichiers non inclus dans ce PDF');
    expect(text).toContain('plan.dwg');
    // The text box's comment is written on the plan itself too.
    expect(text.split('Texte dans la boîte').length - 1).toBe(2);
  });

  it('writes the comments page in English, under an English file name', async () => {
    const res = await getPdf('support', revision, 'en');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="plans-creperie-oeillet-v1-marked-up.pdf"');
    expect(await pageCount(res.bytes)).toBe(5);
    const text = textOf(res.bytes);
    expect(text).toContain('Revision v1 — Stand Crêperie Œillet, Show Salon Été');
    expect(text).toContain('1. Rectangle — plan-général.pdf, page 1 — open');
    expect(text).toContain('3. Arrow — plan-général.pdf, page 2 — resolved');
    expect(text).toContain('(no comment)');
    expect(text).toContain('Author: Olivier Org');
    expect(text).toContain('Files not included in this PDF');
  });

  it('is the stand’s: 404 for a standist of another stand, another show’s organizer, a missing revision or locale', async () => {
    expect((await getPdf('organizer', revision, 'fr')).status).toBe(200);
    expect((await getPdf('otherExhibitor', revision, 'fr')).status).toBe(404);
    expect((await getPdf('otherOrganizer', revision, 'en')).status).toBe(404);
    expect((await getPdf('support', 999999, 'fr')).status).toBe(404);
    expect((await getPdf('support', revision, 'de')).status).toBe(404);
    expect((await getPdf('support', revision, 'abc')).status).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/backend/plan_revisions/${revision}/pdf/fr` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('yields the plan and a last page saying there is no mark for a revision without any', async () => {
    const bare = await insertStand(ctx.pool, show, { name: 'Stand nu', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, bare);
    const { revision: empty } = await submit(bare, [{ bytes: await planPdf(2), name: 'plan.pdf' }]);
    const fr = await getPdf('exhibitor', empty, 'fr');
    expect(await pageCount(fr.bytes)).toBe(2 + 1);
    expect(textOf(fr.bytes)).toContain('Aucune marque sur cette révision.');
    expect(textOf((await getPdf('exhibitor', empty, 'en')).bytes)).toContain('No marks on this revision.');
  });

  it('names a PDF it cannot read with the files not included, and draws the others', async () => {
    const damaged = await insertStand(ctx.pool, show, { name: 'Stand abîmé', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, damaged);
    const { revision: broken } = await submit(damaged, [
      { bytes: Buffer.from('%PDF-1.4\n%%%% nothing a reader can use\n%%EOF\n'), name: 'plan-cassé.pdf' },
      { bytes: await planPdf(1), name: 'plan.pdf' },
    ]);
    const res = await getPdf('exhibitor', broken, 'en');
    expect(res.status).toBe(200);
    expect(await pageCount(res.bytes)).toBe(1 + 1);
    const text = textOf(res.bytes);
    expect(text).toContain('Plan page 1');
    expect(text).toMatch(/Files not included in this PDF[^]*plan-cassé\.pdf/);
  });

  it('makes each image a page of the image’s proportions, a JPEG as a PNG, the marks on it', async () => {
    const photos = await insertStand(ctx.pool, show, { name: 'Stand photos', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, photos);
    // A 1×1 greyscale JPEG (its SOF0 names its size) and the 1×1 PNG.
    const jpeg = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64');
    const { revision: shots, media: files } = await submit(photos, [
      { bytes: jpeg, name: 'vue.jpg' },
      { bytes: pngBytes(), name: 'détail.png' },
    ]);
    await mark(shots, files[0], { kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Éclairage à déplacer' });
    const res = await getPdf('exhibitor', shots, 'fr');
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBe(2 + 1);
    expect([doc.getPage(0).getSize(), doc.getPage(1).getSize()]).toEqual([
      { width: 595, height: 595 },
      { width: 595, height: 595 },
    ]);
    expect(textOf(res.bytes)).toContain('1. Repère — vue.jpg, page 1 — à traiter');
  });

  it('spreads many comments over several last pages', async () => {
    const busy = await insertStand(ctx.pool, show, { name: 'Stand chargé', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, busy);
    const { revision: many, media: files } = await submit(busy, [{ bytes: await planPdf(1), name: 'plan.pdf' }]);
    for (let i = 1; i <= 60; i++) await mark(many, files[0], { kind: 'pin', geometry: { x: i / 61, y: 0.5 }, comment: `Point numéro ${i} à corriger` });
    const res = await getPdf('support', many, 'fr');
    const pages = await pageCount(res.bytes);
    expect(pages).toBeGreaterThan(2);
    const text = textOf(res.bytes);
    expect(text).toContain('Point numéro 1 à corriger');
    expect(text).toContain('Point numéro 60 à corriger');
  });
});

describe('POST /backend/plan_revisions/{id}/pdf_attachment/{locale}', () => {
  let stand: number;
  let revision: number;

  beforeAll(async () => {
    stand = await insertStand(ctx.pool, show, { name: 'Stand Refus', status: 'waitingForPlans' });
    await addStandRole(ctx.pool, u.exhibitor.id, stand);
    let media: number[];
    ({ revision, media } = await submit(stand, [{ bytes: await planPdf(1), name: 'plan.pdf' }]));
    await mark(revision, media[0], { kind: 'rectangle', geometry: { x: 0.2, y: 0.2, width: 0.2, height: 0.2 }, comment: 'Cloison trop haute' });
  });

  it('stores the marked-up PDF as the caller’s own attachment, which their refusal then carries', async () => {
    const api = await as('organizer');
    const res = await api.post(`/backend/plan_revisions/${revision}/pdf_attachment/fr`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      '@id': expect.stringMatching(/^\/backend\/message_media\/\d+$/),
      mediaFileName: 'plans-stand-refus-v1-annotes.pdf',
      mimeType: 'application/pdf',
      message: null,
      enabled: true,
    });
    const file = await ctx.app.inject({ method: 'GET', url: res.body.objectUrl, headers: { authorization: `Bearer ${await tokenFor(u.organizer)}` } });
    expect(file.statusCode).toBe(200);
    expect(await pageCount(file.rawPayload)).toBe(2);
    expect(textOf(file.rawPayload)).toContain('Cloison trop haute');

    const refusal = await api.post('/backend/stand_messages', {
      stand: `/backend/stands/${stand}`,
      newStandStatus: 'waitingForPlans',
      message: { content: 'Voir le PDF annoté', attachments: [res.body['@id']] },
    });
    expect(refusal.status).toBe(201);
    expect(refusal.body.message.attachments.map((a: { '@id': string }) => a['@id'])).toEqual([res.body['@id']]);
    // The exhibitor downloads it from the refusal.
    const seen = await ctx.app.inject({ method: 'GET', url: res.body.objectUrl, headers: { authorization: `Bearer ${await tokenFor(u.exhibitor)}` } });
    expect(seen.statusCode).toBe(200);
  });

  it('writes the English PDF under its English name', async () => {
    const res = await (await as('support')).post(`/backend/plan_revisions/${revision}/pdf_attachment/en`, {});
    expect(res.status).toBe(201);
    expect(res.body.mediaFileName).toBe('plans-stand-refus-v1-marked-up.pdf');
  });

  it('is for the staff who decide: 403 for the exhibitor, 404 for another show’s organizer, nothing stored', async () => {
    const count = async () => Number((await ctx.pool.query('SELECT count(*) FROM message_media')).rows[0].count);
    const before = await count();
    expect((await (await as('exhibitor')).post(`/backend/plan_revisions/${revision}/pdf_attachment/fr`, {})).status).toBe(403);
    expect((await (await as('otherOrganizer')).post(`/backend/plan_revisions/${revision}/pdf_attachment/fr`, {})).status).toBe(404);
    expect((await (await as('support')).post(`/backend/plan_revisions/${revision}/pdf_attachment/xx`, {})).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
