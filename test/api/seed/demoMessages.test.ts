/**
 * The demo's plan threads (issue 9): the exhibitor's stand awaits their confirmation after a
 * refusal and a resubmission; every demo account opens the plan PDFs of its stands and none of
 * the others; the confirmation form works on the demo data as a new user would try it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';
import { multipartBody, pdfBytes } from '../../support/files';

let ctx: TestContext;
beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
});
afterAll(async () => ctx.close());

async function tokenOf(email: string): Promise<string> {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token;
}

const ownStand = async (): Promise<number> =>
  (
    await ctx.pool.query(
      `SELECT usr.stand_id FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id JOIN stands s ON s.id = usr.stand_id
        JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE u.email = 'exhibitor@demo.test' ORDER BY usr.stand_id LIMIT 1`,
    )
  ).rows[0].stand_id;

/** Attachments on the stands an account holds a role on (all of them for staff). */
async function attachmentsOf(email: string): Promise<{ mine: number[]; others: number[] }> {
  const { rows } = await ctx.pool.query(
    `SELECT mm.id, EXISTS (SELECT 1 FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE usr.stand_id = sm.stand_id AND u.email = $1) AS mine
       FROM message_media mm JOIN stand_messages sm ON sm.message_id = mm.message_id ORDER BY mm.id`,
    [email],
  );
  return { mine: rows.filter((r) => r.mine).map((r) => r.id), others: rows.filter((r) => !r.mine).map((r) => r.id) };
}

describe('demo plan threads', () => {
  it("puts the exhibitor's stand in pendingPlansConfirmation after a submission, a refusal, a resubmission and a validation", async () => {
    const api = client(ctx.app, await tokenOf('exhibitor@demo.test'));
    const stand = await ownStand();
    const res = await api.get(`/backend/stand_messages?stand=/backend/stands/${stand}`);
    expect(res.status).toBe(200);
    const thread = res.body['hydra:member'];
    expect(thread.map((m: { newStandStatus: string }) => m.newStandStatus)).toEqual([
      'pendingPlansConfirmation',
      'pendingPlansVerification',
      'waitingForPlans',
      'pendingPlansVerification',
    ]);
    expect(thread.map((m: { message: { createdByStandRole: string | null } }) => m.message.createdByStandRole)).toEqual([null, 'ROLE_STANDIST_DECORATOR', null, 'ROLE_STANDIST_EXHIBITOR']);
    expect(thread[0].message.content).toContain('Your plans have been checked');
    expect(thread[1].message.attachments.map((m: { mediaFileName: string }) => m.mediaFileName)).toEqual(['plans-lumiere-fils-v2.pdf', 'elevation-cote-allee.pdf']);
    expect((await api.get(`/backend/stands/${stand}`)).body.status).toBe('pendingPlansConfirmation');
  });

  it('gives plan revisions marks (issue 25): the exhibitor’s v1 marks resolved, a stand refused at v1 with three open marks and v2 pending', async () => {
    const exhibitor = client(ctx.app, await tokenOf('exhibitor@demo.test'));
    const own = (await exhibitor.get(`/backend/plan_revisions?stand=${await ownStand()}`)).body['hydra:member'];
    expect(own.map((r: { number: number; decision: string | null }) => [r.number, r.decision])).toEqual([
      [2, 'validated'],
      [1, 'refused'],
    ]);
    expect([own[1].annotationCount, own[1].openAnnotationCount]).toEqual([3, 0]);
    const marks = (await exhibitor.get(`/backend/plan_annotations?revision=${own[1].id}`)).body['hydra:member'];
    expect(marks.map((m: { number: number; kind: string }) => [m.number, m.kind])).toEqual([
      [1, 'cloud'],
      [2, 'arrow'],
      [3, 'pin'],
    ]);
    expect(marks[0]).toMatchObject({ media: own[1].files[0]['@id'], page: 1, resolved: true, resolvedByName: expect.any(String) });

    const support = client(ctx.app, await tokenOf('support@demo.test'));
    const { rows } = await ctx.pool.query(
      `SELECT r.stand_id FROM plan_revisions r WHERE r.number = 2 AND r.decision IS NULL
          AND EXISTS (SELECT 1 FROM plan_revisions v1 WHERE v1.stand_id = r.stand_id AND v1.number = 1 AND v1.decision = 'refused')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const revisions = (await support.get(`/backend/plan_revisions?stand=${rows[0].stand_id}`)).body['hydra:member'];
    expect(revisions.map((r: { number: number; decision: string | null }) => [r.number, r.decision])).toEqual([
      [2, null],
      [1, 'refused'],
    ]);
    expect([revisions[1].openAnnotationCount, revisions[1].annotationSummary]).toEqual([
      3,
      [{ media: revisions[1].files[0]['@id'], mediaFileName: revisions[1].files[0].mediaFileName, page: 1, count: 3 }],
    ]);
    expect((await support.get(`/backend/stands/${rows[0].stand_id}`)).body.status).toBe('pendingPlansVerification');
    const refusal = (await support.get(revisions[1].decisionMessage)).body;
    expect([refusal.newStandStatus, refusal.planRevision]).toEqual(['waitingForPlans', revisions[1]['@id']]);
  });

  it('has confirmations on validated stands, one with its purchase order', async () => {
    const { rows } = await ctx.pool.query(
      `SELECT confirmation_waste_disposal AS waste, confirmation_purchase_order_id AS po FROM stand_messages WHERE confirmation_last_name IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.waste === 'cleaningCompany' && r.po !== null)).toBe(true);
    expect(rows.filter((r) => r.waste !== 'cleaningCompany').every((r) => r.po === null)).toBe(true);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role] as const))('%s downloads the plans of its stands and no others', async (email, role) => {
    const token = await tokenOf(email);
    const get = (id: number) => ctx.app.inject({ method: 'GET', url: `/backend/message_media/${id}/file`, headers: { authorization: `Bearer ${token}` } });
    const { mine, others } = await attachmentsOf(email);
    const staff = !role.includes('STANDIST');
    const visible = staff ? [...mine, ...others] : mine;
    expect(visible.length).toBeGreaterThan(0);
    for (const id of [visible[0], visible[visible.length - 1]]) {
      const res = await get(id);
      expect([email, res.statusCode]).toEqual([email, 200]);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    }
    if (!staff) {
      const res = await get(others[0]);
      expect([email, res.statusCode]).toEqual([email, 404]);
    }
  });

  it('the generated plans are PDFs a reader opens (pdftotext)', async () => {
    const { rows } = await ctx.pool.query(`SELECT storage_name FROM media WHERE media_file_name = 'plans-lumiere-fils-v2.pdf'`);
    let hasPdftotext = true;
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      hasPdftotext = false;
    }
    if (!hasPdftotext) return; // poppler-utils missing on this machine: the %PDF- check above stands
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'plans.txt');
    execFileSync('pdftotext', [path.join(ctx.filesDir, rows[0].storage_name), out]);
    expect(fs.readFileSync(out, 'utf8')).toContain('Plans du stand Lumiere & Fils');
  });

  it('lets the demo exhibitor confirm their plans with a cleaning company and its purchase order', async () => {
    const token = await tokenOf('exhibitor@demo.test');
    const body = multipartBody({ bytes: pdfBytes('Bon de commande'), name: 'bon-de-commande.pdf' });
    const upload = await ctx.app.inject({ method: 'POST', url: '/backend/message_media', headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload });
    expect(upload.statusCode).toBe(201);
    const stand = await ownStand();
    const res = await client(ctx.app, token).post('/backend/stand_messages', {
      stand: `/backend/stands/${stand}`,
      newStandStatus: 'validatedPlans',
      message: { content: 'Nous confirmons nos plans.', attachments: [JSON.parse(upload.body)['@id']] },
      confirmationLastName: 'Bernard',
      confirmationFirstName: 'Emma',
      confirmationCompany: 'Lumière & Fils',
      confirmationPhone: '+33 1 23 45 67 03',
      confirmationEmail: 'exhibitor@demo.test',
      confirmationStanding: true,
      confirmationInvoicing: true,
      confirmationWasteDisposal: 'cleaningCompany',
    });
    expect(res.status).toBe(201);
    expect((await ctx.pool.query('SELECT status FROM stands WHERE id = $1', [stand])).rows[0].status).toBe('validatedPlans');
  });
});
