/**
 * The mailer and the outbox (issue 12): the outbox transport writes a parseable .eml, SMTP
 * failures are retried then recorded as failed, and the outbox screen's calls per role.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SECRET_MASK } from '@/domain/mail';
import { mailDeliveries } from '@server/resources/mailDeliveries';
import { inlineJobQueue } from '@server/services/jobs/queue';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';

const askReset = (ctx: TestContext, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/backend/users/reset-password', headers: { 'content-type': 'application/json' }, payload: { email } });

const delivery = async (ctx: TestContext, recipient: string) =>
  (await ctx.pool.query('SELECT * FROM mail_deliveries WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient])).rows[0];

describe('the outbox transport (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('writes each message as a parseable .eml in the outbox, recorded as sent, readable by staff with its link masked', async () => {
    const user = await insertUser(ctx.pool);
    await askReset(ctx, user.email);
    await ctx.app.jobs.idle();
    const row = await delivery(ctx, user.email);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, transport: 'outbox', kind: 'passwordReset', locale: 'fr', payload: null });
    const files = fs.readdirSync(path.join(ctx.filesDir, 'outbox'));
    expect(files).toEqual([row.outbox_file]);
    const mail = await simpleParser(fs.readFileSync(path.join(ctx.filesDir, 'outbox', row.outbox_file)));
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.to).toMatchObject({ value: [{ address: user.email }] });
    expect(mail.text).toMatch(/\/reinitialisation-mot-de-passe\?t=[\w-]{40,}/);
    expect(mail.html).toContain('<a href="http://localhost/reinitialisation-mot-de-passe?t=');
    expect(mail.headers.get('content-language')).toBe('fr');

    const adminToken = await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN }));
    const admin = client(ctx.app, adminToken);
    const item = await admin.get(`/backend/mail_deliveries/${row.id}`);
    expect(item.status).toBe(200);
    // The link is on disk for whoever runs the machine; the screen shows it with its token masked
    // (issue 18: anyone reading the outbox could otherwise reset any account).
    const token = mail.text?.match(/\?t=([\w-]+)/)?.[1] as string;
    expect(item.body).toMatchObject({ '@type': 'MailDelivery', recipient: user.email, state: 'sent', hasEml: true });
    expect(item.body.text).toContain(`http://localhost/reinitialisation-mot-de-passe?t=${SECRET_MASK}`);
    expect(item.body.text).not.toContain(token);
    const eml = await ctx.app.inject({ method: 'GET', url: `/backend/mail_deliveries/${row.id}/eml`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toContain('message/rfc822');
    const served = await simpleParser(eml.rawPayload);
    expect(served).toMatchObject({ subject: mail.subject, messageId: mail.messageId, text: item.body.text });
    expect(served.to).toMatchObject({ value: [{ address: user.email }] });
    expect(served.html).toContain(`?t=${SECRET_MASK}`);
    expect(eml.body).not.toContain(token);
  });

  it('lists the messages newest first, searchable by recipient or subject, filtered by state', async () => {
    const user = await insertUser(ctx.pool, { email: 'zoe.searchable@example.test' });
    await askReset(ctx, user.email);
    await ctx.app.jobs.idle();
    const support = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPPORT })));
    const found = await support.get('/backend/mail_deliveries?search=ZOE.searchable&state[]=sent&order[createdAt]=desc');
    expect(found.status).toBe(200);
    expect(found.body['hydra:totalItems']).toBe(1);
    expect(found.body['hydra:member'][0]).toMatchObject({ recipient: user.email, subject: 'Réinitialisation de votre mot de passe' });
    expect((await support.get('/backend/mail_deliveries?search=ZOE.searchable&state[]=failed')).body['hydra:totalItems']).toBe(0);
  });
});

describe('SMTP delivery', () => {
  let ctx: TestContext;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Retries after 5 ms instead of 30 s (the policy's shape is the same).
    ctx = await createTestContext({ config: { smtpUrl: smtp.url }, jobs: inlineJobQueue({ delayMs: () => 5 }) });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('retries a refused message and records it sent with its SMTP message id, the link masked for staff', async () => {
    const user = await insertUser(ctx.pool);
    smtp.failNext(2);
    await askReset(ctx, user.email);
    await ctx.app.jobs.idle();
    const row = await delivery(ctx, user.email);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, transport: 'smtp', outbox_file: null });
    expect(row.message_id).toMatch(/^<.+>$/);
    expect(smtp.received.at(-1)?.messageId).toBe(row.message_id);
    expect(row.text_body).toContain(`/reinitialisation-mot-de-passe?t=${SECRET_MASK}`);
    expect(row.text_body).not.toMatch(/\?t=[\w-]/);
  });

  it('gives up after the last retry: state failed, the error kept', async () => {
    const user = await insertUser(ctx.pool);
    smtp.failNext(100);
    await askReset(ctx, user.email);
    await ctx.app.jobs.idle();
    smtp.failNext(0);
    const row = await delivery(ctx, user.email);
    expect(row).toMatchObject({ state: 'failed', attempts: 5, payload: null, sent_at: null });
    expect(row.last_error).toContain('Mailbox busy');
    const admin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN })));
    const failed = await admin.get('/backend/mail_deliveries?state[]=failed');
    expect(failed.body['hydra:member'].map((m: { recipient: string }) => m.recipient)).toContain(user.email);
    expect((await admin.get(`/backend/mail_deliveries/${row.id}/eml`)).status).toBe(404);
  });
});

describe('who reads the outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('serves the .eml to admin and support only; a 404 for every other role, as for a missing message', async () => {
    const user = await insertUser(ctx.pool);
    await askReset(ctx, user.email);
    await ctx.app.jobs.idle();
    const row = await delivery(ctx, user.email);
    const statusFor = async (role: string) =>
      (await client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role }))).get(`/backend/mail_deliveries/${row.id}/eml`)).status;
    for (const role of [ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT]) expect(await statusFor(role)).toBe(200);
    for (const role of [ROLES.ORGANIZER, ROLES.STANDIST, ROLES.SECURITY_OFFICER, ROLES.SPS_COORDINATOR, ROLES.EXHIBITION_CENTER_SERVICE]) {
      expect(await statusFor(role)).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/mail_deliveries/${row.id}/eml` })).statusCode).toBe(401);
  });
});

describeHydraResource(mailDeliveries, {
  async inScope(pool) {
    const { rows } = await pool.query(
      `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, transport)
       VALUES ('passwordReset', 'someone@example.test', 'fr', 'Sujet', 'Texte', 'sent', 'outbox') RETURNING id`,
    );
    return rows[0].id;
  },
  invalidBody: {},
});
