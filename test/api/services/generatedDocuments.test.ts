/**
 * Every document the server generates (the plan confirmation attestation and the finding sheet,
 * each in French and English, and the safety attestation) names the files and shows the content of its own stand only (issue
 * 18 §8: an attestation printed another exhibitor's plan as its purchase order, the query reading
 * the `media` row whose id was the `message_media` id). Two stands of one show, every text and
 * file name distinct; each document of each stand is read back (pdftotext, pdfinfo) and must hold
 * its stand's markers and none of the other's. The last test
 * fails when a route starts sending a PDF or a zip this file does not cover (the safety attestations'
 * zip is read back here; the stand documents' zip in its own test).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solidPng } from '@server/seed/png';
import { pdfText } from '../../support/pdfText';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { multipartBody, pdfBytes } from '../../support/files';
import { insertDemand } from '../../support/demandBuilders';
import { insertReportPhoto } from '../../support/reportBuilders';
import { confirmationFields } from '@/domain/planConfirmation';
import { insertSafetyNotice, readZip } from '../../support/safetyBuilders';

/** What one stand's documents may show: its own texts and file names, distinct from the other stand's. */
interface StandFixture {
  stand: { name: string; hall: string; aisle: string; number: string };
  person: { firstName: string; lastName: string; company: string; phone: string; email: string };
  /** A plan sent in an ordinary message before the confirmation. */
  planFile: string;
  purchaseOrderFile: string;
  report: { name: string; comment: string; pngPhoto: string; webpPhoto: string };
  /** A reviewer's mark on the plan (issue 25's marked-up PDF). */
  markComment: string;
}

const FIXTURES: Record<'a' | 'b', StandFixture> = {
  a: {
    stand: { name: 'Boulangerie Lumière', hall: 'Hall 7', aisle: 'Allée K', number: 'K-701' },
    person: { firstName: 'Emma', lastName: 'Bernard', company: 'Lumière et Fils', phone: '01 23 45 67 89', email: 'emma@lumiere.test' },
    planFile: 'plans-boulangerie-lumiere-v2.pdf',
    purchaseOrderFile: 'bon-de-commande.pdf',
    report: { name: 'Extincteur absent au fournil', comment: 'Prévoir un extincteur près du four à pain.', pngPhoto: 'four-lumiere.png', webpPhoto: 'vitrine-lumiere.webp' },
    markComment: 'Dégagement du fournil trop étroit',
  },
  b: {
    stand: { name: 'Domaine Océane', hall: 'Hall 9', aisle: 'Allée Z', number: 'Z-902' },
    person: { firstName: 'Hugo', lastName: 'Marin', company: 'Océane SARL', phone: '04 98 76 54 32', email: 'hugo@oceane.test' },
    planFile: 'plans-domaine-oceane-v1.pdf',
    purchaseOrderFile: 'bdc-nettoyage-oceane.pdf',
    report: { name: 'Cloison instable côté mer', comment: 'Renforcer la cloison du bar à huîtres.', pngPhoto: 'cloison-oceane.png', webpPhoto: 'comptoir-oceane.webp' },
    markComment: 'Mezzanine du bar sans garde-corps',
  },
};

/** Every text and file name of a stand: none may appear in a document of the other stand. */
const markersOf = (f: StandFixture): string[] => [
  f.stand.name,
  f.stand.hall,
  f.stand.aisle,
  f.stand.number,
  f.person.firstName,
  f.person.lastName,
  f.person.company,
  f.person.phone,
  f.person.email,
  f.planFile,
  f.purchaseOrderFile,
  f.report.name,
  f.report.comment,
  f.report.pngPhoto,
  f.report.webpPhoto,
  f.markComment,
];

/** The page text and the document information (title, author…) a reader's viewer shows. */
function documentText(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-doc-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('/usr/bin/pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    // pdftotext -layout keeps each label and its value on one line; spaces runs are layout only.
    return `${pdfText(pdf)}\n${info}`.replace(/[ \t]+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let ctx: TestContext;
let organizer: TestUser;
const exhibitors: Record<string, TestUser> = {};
const standIds: Record<string, number> = {};
const reportIds: Record<string, number> = {};
const purchaseOrderIds: Record<string, number> = {};
const demandIds: Record<string, number> = {};
const safetyIds: Record<string, number> = {};
const revisionIds: Record<string, number> = {};

async function upload(user: TestUser, name: string): Promise<number> {
  const body = multipartBody({ bytes: pdfBytes(name.replace(/\W/g, ' ')), name, type: 'application/pdf' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/backend/message_media',
    headers: { authorization: `Bearer ${await tokenFor(user)}`, accept: 'application/ld+json', ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return JSON.parse(res.body).id;
}

async function post(user: TestUser, url: string, payload: object): Promise<{ statusCode: number; body: { id: number } }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await tokenFor(user)}`, 'content-type': 'application/json', accept: 'application/ld+json' },
    payload,
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
}

async function getPdf(user: TestUser, url: string): Promise<Buffer> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await tokenFor(user)}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const show = await insertShow(ctx.pool, { name: 'Salon Isolation 2027' });
  organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER, firstName: 'Olivia', lastName: 'Organisatrice' });
  await linkUserShow(ctx.pool, organizer.id, show);
  const support = await insertUser(ctx.pool, { role: ROLES.SUPPORT, firstName: 'Sacha', lastName: 'Support' });

  for (const key of ['a', 'b'] as const) {
    const f = FIXTURES[key];
    standIds[key] = await insertStand(ctx.pool, show, { ...f.stand, status: 'pendingPlansConfirmation' });
    exhibitors[key] = await insertUser(ctx.pool, { role: ROLES.STANDIST, ...f.person });
    await addStandRole(ctx.pool, exhibitors[key].id, standIds[key], STANDIST_ROLES.EXHIBITOR);
    // A finding with a photo embedded (named under it) and one listed by name (WEBP).
    const report = await post(support, '/backend/reports', { stand: `/backend/stands/${standIds[key]}`, name: f.report.name, comment: f.report.comment });
    expect(report.statusCode).toBe(201);
    reportIds[key] = report.body.id;
    await insertReportPhoto(ctx.pool, ctx.filesDir, reportIds[key], solidPng([40, 120, 200], 16), { fileName: f.report.pngPhoto });
    await insertReportPhoto(ctx.pool, ctx.filesDir, reportIds[key], Buffer.from('RIFF\0\0\0\0WEBPVP8 '), { fileName: f.report.webpPhoto, mimeType: 'image/webp' });
    // A logistics request of the stand, filed by its exhibitor (issue 21's request sheet).
    demandIds[key] = await insertDemand(ctx.pool, standIds[key], { type: 'logistic_vehicle', email: f.person.email, createdById: exhibitors[key].id });
    // Its safety notice (issue 22's attestation), filled by its exhibitor.
    safetyIds[key] = await insertSafetyNotice(ctx.pool, standIds[key], { ...f.person, builtByMore: true });
  }

  // Each exhibitor sends its plans in a message.
  const plans: Record<string, number> = {};
  for (const key of ['a', 'b'] as const) {
    plans[key] = await upload(exhibitors[key], FIXTURES[key].planFile);
    const sent = await post(exhibitors[key], '/backend/stand_messages', { stand: `/backend/stands/${standIds[key]}`, message: { content: 'Nos plans.', attachments: [`/backend/message_media/${plans[key]}`] } });
    expect(sent.statusCode).toBe(201);
    // That message as the stand's plan revision v1, with one mark (the marked-up PDF of issue 25).
    const revision = await ctx.pool.query(
      `INSERT INTO plan_revisions (stand_id, number, submission_message_id) VALUES ($1, 1, $2) RETURNING id`,
      [standIds[key], sent.body.id],
    );
    revisionIds[key] = revision.rows[0].id;
    await ctx.pool.query(
      `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, comment, created_by_id)
       VALUES ($1, $2, 1, 1, 'pin', '{"x": 0.5, "y": 0.5}', '#e53935', $3, $4)`,
      [revisionIds[key], plans[key], FIXTURES[key].markComment, support.id],
    );
  }
  // As in production, `media` holds more than attachments (the photos above), so the two id
  // sequences differ: the next attachment (A's purchase order) is numbered as stand B's plan file
  // is in `media`, the collision that made A's attestation print B's plan.
  const planBMedia = (await ctx.pool.query('SELECT media_id FROM message_media WHERE id = $1', [plans.b])).rows[0].media_id;
  expect(planBMedia).toBeGreaterThan(plans.a);
  await ctx.pool.query(`SELECT setval(pg_get_serial_sequence('message_media', 'id'), $1, false)`, [planBMedia]);

  for (const key of ['a', 'b'] as const) {
    const f = FIXTURES[key];
    purchaseOrderIds[key] = await upload(exhibitors[key], f.purchaseOrderFile);
    const confirmed = await post(exhibitors[key], '/backend/stand_messages', {
      stand: `/backend/stands/${standIds[key]}`,
      message: { content: 'Je confirme les plans.', attachments: [`/backend/message_media/${purchaseOrderIds[key]}`] },
      newStandStatus: 'validatedPlans',
      ...confirmationFields({ ...f.person, standing: true, invoicing: true, wasteDisposal: 'cleaningCompany' }),
    });
    expect(confirmed.statusCode).toBe(201);
  }
  // The collision is in place: stand A's purchase order is numbered as stand B's plan in `media`.
  const planBName = (await ctx.pool.query('SELECT media_file_name FROM media WHERE id = $1', [purchaseOrderIds.a])).rows[0]?.media_file_name;
  expect(planBName).toBe(FIXTURES.b.planFile);
}, 120_000);
afterAll(async () => ctx?.close());

const other = (key: 'a' | 'b') => (key === 'a' ? 'b' : 'a');

/** Each document of each stand, in each language: the URL and what it must show. */
const documents = (['a', 'b'] as const).flatMap((key) =>
  (['fr', 'en'] as const).flatMap((locale) => [
    {
      label: `attestation of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/stands/${standIds[key]}/attestation/${locale}`,
      expected: (f: StandFixture) => [
        f.stand.name,
        `${f.stand.hall} · ${f.stand.aisle} · ${f.stand.number}`,
        `${f.person.firstName} ${f.person.lastName}`,
        f.person.company,
        f.person.phone,
        f.person.email,
        f.purchaseOrderFile,
      ],
    },
    {
      label: `finding sheet of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/reports/${reportIds[key]}/pdf/${locale}`,
      expected: (f: StandFixture) => [f.stand.name, f.stand.hall, f.stand.aisle, f.stand.number, f.report.name, f.report.comment, f.report.pngPhoto, f.report.webpPhoto],
    },
    {
      label: `request sheet of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/demands/${demandIds[key]}/pdf/${locale}`,
      expected: (f: StandFixture) => [f.stand.name, f.stand.hall, f.stand.aisle, f.stand.number, f.person.email],
    },
    {
      label: `safety attestation of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/stand_security_instructions/${safetyIds[key]}/attestation/${locale}`,
      expected: (f: StandFixture) => [f.stand.name, `${f.stand.hall} · ${f.stand.aisle} · ${f.stand.number}`, `${f.person.firstName} ${f.person.lastName}`, f.person.company, f.person.phone, f.person.email],
    },
    {
      label: `marked-up plans of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/plan_revisions/${revisionIds[key]}/pdf/${locale}`,
      expected: (f: StandFixture) => [f.stand.name, f.planFile, f.markComment],
    },
    {
      label: `plan template of stand ${key.toUpperCase()} (${locale})`,
      key,
      url: () => `/backend/stands/${standIds[key]}/demand_model_pdf/${locale}`,
      expected: (f: StandFixture) => [f.stand.hall, f.stand.aisle, f.stand.number],
    },
  ]),
);

describe('generated documents show their own stand only', () => {
  it.each(documents)('the $label names its stand’s files and texts and none of the other stand’s', async ({ key, url, expected }) => {
    const text = documentText(await getPdf(organizer, url()));
    const foreign = markersOf(FIXTURES[other(key)]).filter((marker) => text.includes(marker));
    expect(foreign).toEqual([]);
    for (const marker of expected(FIXTURES[key])) expect(text).toContain(marker);
  });

  it('the attestation prints the purchase order the exhibitor uploaded (issue 18 §8)', async () => {
    const text = documentText(await getPdf(exhibitors.a, `/backend/stands/${standIds.a}/attestation/fr`));
    expect(text).toContain(`Bon de commande : ${FIXTURES.a.purchaseOrderFile}`);
    expect(text).not.toContain(FIXTURES.b.planFile);
  });

  it('the safety attestation zip of stand A holds its attestation and nothing of stand B', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/backend/stands_security_attestation?ids[]=${standIds.a}`, headers: { authorization: `Bearer ${await tokenFor(organizer)}` } });
    expect(res.statusCode).toBe(200);
    const entries = await readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([`${FIXTURES.a.stand.name} - attestation-sps-${safetyIds.a}.pdf`]);
    const text = documentText(entries[0].bytes);
    expect(markersOf(FIXTURES.b).filter((marker) => text.includes(marker))).toEqual([]);
    expect(text).toContain(FIXTURES.a.person.company);
  });

  it('covers every route that sends a generated PDF or a zip', () => {
    const root = path.join(__dirname, '../../../server');
    const sends = /(\.type\(|'Content-Type',)\s*'application\/(pdf|zip|x-zip-compressed)'/;
    const senders = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && sends.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .sort();
    // Add a new route's documents to `documents` above before adding it here.
    expect(senders).toEqual(['resources/demandDocuments.ts', 'resources/planRevisionPdf.ts', 'resources/reports.ts', 'resources/standAttestations.ts', 'resources/standSafetyDownloads.ts', 'services/zipDownload.ts']);
  });
});
