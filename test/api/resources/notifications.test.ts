/**
 * Notifications (issue 11, item 4): templates per language listed with X-LOCALE, variables,
 * sending per role and per object, the variables filled per recipient in their language, through
 * the outbox and a real SMTP server, retries then a failed state, bad input.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { unknownVariables } from '@/domain/notifications';
import { STANDIST_ROLES } from '@/domain/roles';
import { DEMO_TEMPLATES } from '@server/seed/demoNotifications';
import { notificationSends } from '@server/resources/notificationSends';
import { notificationTemplates } from '@server/resources/notificationTemplates';
import { inlineJobQueue } from '@server/services/jobs/queue';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertStandInScope, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { insertContact, insertTemplatePair, standWithContact } from '../../support/notificationBuilders';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';

const WELCOME = {
  fr: { object: 'Bienvenue sur {{standName}}', contentExternal: 'Bonjour {{recipientFirstName}},\n\nVotre stand {{standName}} (hall {{standHall}}) au salon {{showName}}.\n\nConnexion : {{loginLink}}' },
  en: { object: 'Welcome to {{standName}}', contentExternal: 'Hello {{recipientFirstName}},\n\nYour stand {{standName}} (hall {{standHall}}) at {{showName}}.\n\nLog in: {{loginLink}}' },
};

const sendBody = (template: number, stands: number[], extra: Record<string, unknown> = {}) => ({
  notification: `/backend/notification_templates/${template}`,
  customObject: WELCOME.fr.object,
  customContent: WELCOME.fr.contentExternal,
  customStandistRoles: Object.values(STANDIST_ROLES),
  locale: 'fr',
  stands: stands.map((id) => `/backend/stands/${id}`),
  ...extra,
});

const deliveriesOf = async (ctx: TestContext, sendId: number) =>
  (await ctx.pool.query('SELECT * FROM mail_deliveries WHERE notification_send_id = $1 ORDER BY id', [sendId])).rows;

/** Messages and recipients recorded for notifications (nothing of a refused send may be kept). */
const countDeliveries = async (ctx: TestContext) =>
  Number(
    (await ctx.pool.query("SELECT (SELECT count(*) FROM mail_deliveries WHERE kind = 'notification') + (SELECT count(*) FROM notification_recipients) AS n")).rows[0].n,
  );

describe('templates and variables', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
  });
  afterAll(async () => ctx.close());

  it('lists the templates of the X-LOCALE language at /backend/notifications', async () => {
    const pair = await insertTemplatePair(ctx.pool, { ...WELCOME.fr, label: 'Bienvenue' }, { ...WELCOME.en, label: 'Welcome' });
    const organizer = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ORGANIZER })));
    const en = await organizer.get('/backend/notifications?itemsPerPage=100', { 'x-locale': 'en' });
    expect(en.status).toBe(200);
    const enMembers = en.body['hydra:member'].filter((m: { tag: string }) => m.tag === pair.tag);
    expect(enMembers).toEqual([expect.objectContaining({ id: pair.en, locale: 'en', label: 'Welcome', object: WELCOME.en.object })]);
    const fr = await organizer.get('/backend/notifications?itemsPerPage=100', { 'x-locale': 'fr' });
    expect(fr.body['hydra:member'].filter((m: { tag: string }) => m.tag === pair.tag)).toEqual([expect.objectContaining({ id: pair.fr, label: 'Bienvenue' })]);
    expect(fr.body['hydra:member'].every((m: { locale: string }) => m.locale === 'fr')).toBe(true);
  });

  it('lists the variables with their labels in the caller language, to senders only', async () => {
    const sps = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SPS_COORDINATOR })));
    const res = await sps.get('/backend/notification_variables', { 'x-locale': 'en' });
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toContainEqual({
      '@id': '/backend/notification_variables/standName',
      '@type': 'NotificationVariable',
      id: 1,
      tag: 'standName',
      token: '{{standName}}',
      label: 'Stand name',
    });
    const standist = client(ctx.app, await tokenFor(await insertUser(ctx.pool)));
    expect((await standist.get('/backend/notification_variables')).status).toBe(403);
    expect((await standist.get('/backend/notifications')).status).toBe(403);
  });

  it('refuses a template naming an unknown variable (422 on the field), writing nothing', async () => {
    const before = Number((await ctx.pool.query('SELECT count(*) FROM notification_templates')).rows[0].count);
    const res = await admin.post('/backend/notification_templates', {
      tag: 'broken',
      locale: 'fr',
      label: 'Cassé',
      object: 'Stand {{standNom}}',
      contentExternal: 'Bonjour {{prenom}} et {{ recipientFirstName }}',
    });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'object', message: 'Variable inconnue : {{standNom}}.' }),
      expect.objectContaining({ propertyPath: 'contentExternal', message: 'Variable inconnue : {{prenom}}.' }),
    ]);
    expect(Number((await ctx.pool.query('SELECT count(*) FROM notification_templates')).rows[0].count)).toBe(before);
  });

  it('the demo templates exist in both languages and name only known variables', () => {
    expect(DEMO_TEMPLATES.fr.map((t) => t.tag)).toEqual(DEMO_TEMPLATES.en.map((t) => t.tag));
    for (const t of [...DEMO_TEMPLATES.fr, ...DEMO_TEMPLATES.en]) expect(unknownVariables(`${t.object} ${t.content}`)).toEqual([]);
  });

  it('keeps one template per tag and language (422 on the tag)', async () => {
    const body = { tag: 'reminder-x', locale: 'en', label: 'Reminder', object: 'Reminder', contentExternal: 'Text' };
    expect((await admin.post('/backend/notification_templates', body)).status).toBe(201);
    const again = await admin.post('/backend/notification_templates', body, { 'x-locale': 'en' });
    expect(again.status).toBe(422);
    expect(again.body.violations).toEqual([expect.objectContaining({ propertyPath: 'tag', message: "A template 'reminder-x' already exists in this language (en)." })]);
    expect((await admin.post('/backend/notification_templates', { ...body, locale: 'fr' })).status).toBe(201);
  });
});

describe('sending through the outbox', () => {
  let ctx: TestContext;
  let template: { fr: number; en: number; tag: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    template = await insertTemplatePair(ctx.pool, WELCOME.fr, WELCOME.en);
  });
  afterAll(async () => ctx.close());

  it('fills the variables per recipient and stand, each in the recipient language, one .eml each', async () => {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const show = await insertShow(ctx.pool, { name: 'Salon du Meuble' });
    await linkUserShow(ctx.pool, organizer.id, show);
    const a = await insertStand(ctx.pool, show, { name: 'Ébéniste', hall: 'H1' });
    const b = await insertStand(ctx.pool, show, { name: 'Lumière', hall: 'H2' });
    const claire = await insertContact(ctx.pool, a, { language: 'fr', firstName: 'Claire' });
    const john = await insertContact(ctx.pool, a, { role: STANDIST_ROLES.DECORATOR, language: 'en', firstName: 'John' });
    // Exhibitor and agency of the same stand: one message, not two.
    const nadia = await insertContact(ctx.pool, b, { language: null, firstName: 'Nadia' });
    await ctx.pool.query('INSERT INTO user_stand_roles (user_id, stand_id, standist_role) VALUES ($1, $2, $3)', [nadia.id, b, STANDIST_ROLES.AGENCY]);
    // John also decorates stand b: a message per stand, its own variables.
    await ctx.pool.query('INSERT INTO user_stand_roles (user_id, stand_id, standist_role) VALUES ($1, $2, $3)', [john.id, b, STANDIST_ROLES.DECORATOR]);

    const api = client(ctx.app, await tokenFor(organizer));
    const res = await api.post('/backend/notifications', sendBody(template.fr, [a, b]));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ '@type': 'NotificationSend', standCount: 2, recipientCount: 4 });
    await ctx.app.jobs.idle();

    const rows = await deliveriesOf(ctx, res.body.id);
    expect(rows.map((r) => [r.recipient, r.stand_id, r.locale, r.state, r.subject])).toEqual(
      expect.arrayContaining([
        [claire.email, a, 'fr', 'sent', 'Bienvenue sur Ébéniste'],
        [john.email, a, 'en', 'sent', 'Welcome to Ébéniste'],
        [john.email, b, 'en', 'sent', 'Welcome to Lumière'],
        [nadia.email, b, 'fr', 'sent', 'Bienvenue sur Lumière'],
      ]),
    );
    expect(rows).toHaveLength(4);
    const johnOnA = rows.find((r) => r.recipient === john.email && r.stand_id === a);
    const mail = await simpleParser(fs.readFileSync(path.join(ctx.filesDir, 'outbox', johnOnA.outbox_file)));
    expect(mail.subject).toBe('Welcome to Ébéniste');
    expect(mail.text).toContain('Hello John,');
    expect(mail.text).toContain('Your stand Ébéniste (hall H1) at Salon du Meuble.');
    expect(mail.text).toContain('Log in: http://localhost/login');
    expect(mail.html).toContain('<a href="http://localhost/login">');

    const sent = await api.get(`/backend/notification_sends/${res.body.id}`);
    expect(sent.body).toMatchObject({ standCount: 2, recipientCount: 4, queuedCount: 0, sentCount: 4, failedCount: 0, subject: WELCOME.fr.object });
  });

  it("sends the sender's own words as written to every recipient, whatever their language", async () => {
    const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const { stand, contact } = await standWithContact(ctx.pool, admin);
    await ctx.pool.query("UPDATE users SET language_preference = 'en' WHERE id = $1", [contact.id]);
    const res = await client(ctx.app, await tokenFor(admin)).post(
      '/backend/notifications',
      sendBody(template.fr, [stand], { customObject: 'Rappel {{standName}}', customContent: 'Texte libre pour {{recipientLastName}}' }),
    );
    expect(res.status).toBe(202);
    await ctx.app.jobs.idle();
    const [row] = await deliveriesOf(ctx, res.body.id);
    expect(row.subject).toMatch(/^Rappel Stand \d+$/);
    expect(row.text_body).toMatch(/^Texte libre pour Last\d+/);
    expect(row.locale).toBe('en');
  });

  it('sends to every stand of a filter, within the sender scope only', async () => {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const show = await insertShow(ctx.pool);
    await linkUserShow(ctx.pool, organizer.id, show);
    const match = await insertStand(ctx.pool, show, { name: 'Verrerie Alpha' });
    const other = await insertStand(ctx.pool, show, { name: 'Boulangerie' });
    await insertContact(ctx.pool, match);
    await insertContact(ctx.pool, other);
    const api = client(ctx.app, await tokenFor(organizer));
    const res = await api.post('/backend/notifications', { ...sendBody(template.fr, []), stands: undefined, filter: { show: String(show), search: 'verrerie' } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ standCount: 1, recipientCount: 1 });
    await ctx.app.jobs.idle();
    expect((await deliveriesOf(ctx, res.body.id)).map((r) => r.stand_id)).toEqual([match]);
    // Another show's filter: nothing of it is in scope.
    const foreign = await insertShow(ctx.pool);
    await insertContact(ctx.pool, await insertStand(ctx.pool, foreign));
    const none = await api.post('/backend/notifications', { ...sendBody(template.fr, []), stands: undefined, filter: { show: String(foreign) } });
    expect(none.status).toBe(422);
    expect(none.body.violations).toEqual([expect.objectContaining({ propertyPath: 'customStandistRoles' })]);
  });

  it('sends only to the users named (the contact saved), on their stand', async () => {
    const support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const { stand, contact } = await standWithContact(ctx.pool, support);
    await insertContact(ctx.pool, stand, { role: STANDIST_ROLES.AGENCY });
    const res = await client(ctx.app, await tokenFor(support)).post(
      '/backend/notifications',
      sendBody(template.fr, [stand], { users: [`/backend/users/${contact.id}`] }),
    );
    expect(res.status).toBe(202);
    await ctx.app.jobs.idle();
    expect((await deliveriesOf(ctx, res.body.id)).map((r) => r.recipient)).toEqual([contact.email]);
  });
});

describe('who may send, per object', () => {
  let ctx: TestContext;
  let template: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    template = (await insertTemplatePair(ctx.pool, WELCOME.fr, WELCOME.en)).fr;
  });
  afterAll(async () => ctx.close());

  const roles = [ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT, ROLES.SPS_COORDINATOR, ROLES.ORGANIZER];
  it.each(roles)('%s sends to a stand in scope, and nothing to a stand outside it', async (role) => {
    const sender = await insertUser(ctx.pool, { role });
    const api = client(ctx.app, await tokenFor(sender));
    const { stand } = await standWithContact(ctx.pool, sender);
    const ok = await api.post('/backend/notifications', sendBody(template, [stand]));
    expect(ok.status).toBe(202);
    expect(ok.body.recipientCount).toBe(1);
    await ctx.app.jobs.idle();
    const outside = await standWithContact(ctx.pool, await insertUser(ctx.pool, { role: ROLES.ORGANIZER }));
    if (role === ROLES.SPS_COORDINATOR || role === ROLES.ORGANIZER) {
      const before = await countDeliveries(ctx);
      const refused = await api.post('/backend/notifications', sendBody(template, [stand, outside.stand]));
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        expect.objectContaining({ propertyPath: 'stands', message: "Certains de ces stands n'existent pas ou ne vous sont pas accessibles : rien n'a été envoyé." }),
      ]);
      expect(await countDeliveries(ctx)).toBe(before);
    }
  });

  it.each([ROLES.STANDIST, ROLES.SECURITY_OFFICER, ROLES.EXHIBITION_CENTER_SERVICE])('%s may not send (403), nothing queued', async (role) => {
    const sender = await insertUser(ctx.pool, { role });
    const stand = await insertStandInScope(ctx.pool, sender);
    await insertContact(ctx.pool, stand);
    const before = await countDeliveries(ctx);
    const res = await client(ctx.app, await tokenFor(sender)).post('/backend/notifications', sendBody(template, [stand]));
    expect(res.status).toBe(403);
    expect(await countDeliveries(ctx)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/backend/notifications', payload: {} })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let api: ReturnType<typeof client>;
  let template: number;
  let stand: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    api = client(ctx.app, await tokenFor(admin));
    template = (await insertTemplatePair(ctx.pool, WELCOME.fr, WELCOME.en)).fr;
    stand = (await standWithContact(ctx.pool, admin)).stand;
  });
  afterAll(async () => ctx.close());

  it("answers the spec's messages for every missing field, nothing queued", async () => {
    const before = await countDeliveries(ctx);
    const res = await api.post('/backend/notifications', { customObject: ' ', customContent: '', customStandistRoles: [] });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['notification', 'Notification manquante'],
      ['customObject', 'Objet manquant'],
      ['customContent', 'Contenu manquant'],
      ['customStandistRoles', 'Destinataires manquants'],
      ['stands', "Choisissez des stands ou un filtre de stands (l'un ou l'autre)."],
    ]);
    expect(await countDeliveries(ctx)).toBe(before);
  });

  it('refuses an unknown variable in the custom subject or content (422 naming the field)', async () => {
    const res = await api.post('/backend/notifications', sendBody(template, [stand], { customContent: 'Bonjour {{nom}}' }), { 'x-locale': 'en' });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'customContent', message: 'Unknown variable: {{nom}}.' })]);
  });

  it('refuses unknown roles, bad IRIs, a missing template, a filter without its show', async () => {
    const roles = await api.post('/backend/notifications', sendBody(template, [stand], { customStandistRoles: ['ROLE_ADMIN'] }));
    expect(roles.body.violations).toEqual([expect.objectContaining({ propertyPath: 'customStandistRoles' })]);
    const iri = await api.post('/backend/notifications', sendBody(template, [stand], { stands: ['/backend/shows/1'] }));
    expect(iri.body.violations).toEqual([expect.objectContaining({ propertyPath: 'stands[0]' })]);
    const missing = await api.post('/backend/notifications', sendBody(999999, [stand]));
    expect(missing.body.violations).toEqual([expect.objectContaining({ propertyPath: 'notification', message: 'Notification manquante' })]);
    const filter = await api.post('/backend/notifications', { ...sendBody(template, []), stands: undefined, filter: { search: 'x' } });
    expect(filter.body.violations).toEqual([expect.objectContaining({ propertyPath: 'filter' })]);
    const badFilter = await api.post('/backend/notifications', { ...sendBody(template, []), stands: undefined, filter: { show: '1', 'surface[gte]': 'abc' } });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.violations).toEqual([expect.objectContaining({ propertyPath: 'filter' })]);
    expect((await api.post('/backend/notifications', [1])).status).toBe(422);
  });
});

describe('sending through SMTP', () => {
  let ctx: TestContext;
  let smtp: SmtpSink;
  let template: number;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestContext({ config: { smtpUrl: smtp.url }, jobs: inlineJobQueue({ delayMs: () => 5 }) });
    template = (await insertTemplatePair(ctx.pool, WELCOME.fr, WELCOME.en)).fr;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers each message to the SMTP server, read back with the variables filled', async () => {
    const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const { stand, contact } = await standWithContact(ctx.pool, admin);
    const res = await client(ctx.app, await tokenFor(admin)).post('/backend/notifications', sendBody(template, [stand]));
    expect(res.status).toBe(202);
    await ctx.app.jobs.idle();
    const mail = smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0].address === contact.email);
    expect(mail?.subject).toMatch(/^Bienvenue sur Stand \d+$/);
    expect(mail?.text).toMatch(/^Bonjour First\d+,/);
    const [row] = await deliveriesOf(ctx, res.body.id);
    expect(row).toMatchObject({ state: 'sent', transport: 'smtp', message_id: mail?.messageId });
  });

  it('retries a refused message, then records it failed; the other messages are sent', async () => {
    const admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
    const { stand, contact } = await standWithContact(ctx.pool, admin);
    const agency = await insertContact(ctx.pool, stand, { role: STANDIST_ROLES.AGENCY });
    const received = smtp.received.length;
    // The exhibitor's server refuses every attempt (5: the first and 4 retries).
    smtp.failFor(contact.email);
    const res = await client(ctx.app, await tokenFor(admin)).post('/backend/notifications', sendBody(template, [stand]));
    expect(res.status).toBe(202);
    await ctx.app.jobs.idle();
    smtp.failFor(null);
    const rows = await deliveriesOf(ctx, res.body.id);
    const states = rows.map((r) => r.state).sort();
    expect(states).toEqual(['failed', 'sent']);
    const failed = rows.find((r) => r.state === 'failed');
    expect(failed).toMatchObject({ recipient: contact.email, attempts: 5, payload: null });
    expect(rows.find((r) => r.state === 'sent')).toMatchObject({ recipient: agency.email, attempts: 1 });
    expect(failed.last_error).toContain('Mailbox busy');
    expect(smtp.received.length).toBe(received + 1);
    const sent = await client(ctx.app, await tokenFor(admin)).get(`/backend/notification_sends/${res.body.id}`);
    expect(sent.body).toMatchObject({ recipientCount: 2, sentCount: 1, failedCount: 1, queuedCount: 0 });
  });
});

describeHydraResource(notificationTemplates, {
  inScope: async (pool) => (await insertTemplatePair(pool, WELCOME.fr, WELCOME.en)).fr,
  validBody: async () => ({ tag: `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`, locale: 'fr', label: 'Rappel', object: 'Rappel {{standName}}', contentExternal: 'Texte' }),
  patchBody: async () => ({ label: 'Rappel des plans' }),
  invalidBody: { tag: '1 bad', locale: 'de', label: '', object: '{{nope}}', contentExternal: '' },
  filterValues: { 'locale[]': { valid: 'fr', bad: 'de' }, locale: { valid: 'fr', bad: 'de' } },
});

describeHydraResource(notificationSends, {
  async inScope(pool, user) {
    const { rows } = await pool.query(
      `INSERT INTO notification_sends (tag, sender_id, subject, stand_count, recipient_count) VALUES ('login', $1, 'Objet', 1, 1) RETURNING id`,
      [user.id],
    );
    return rows[0].id;
  },
  async outOfScope(pool, user) {
    if ([ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT].includes(user.role as never)) return null;
    const other = await insertUser(pool, { role: ROLES.ORGANIZER });
    const { rows } = await pool.query(
      `INSERT INTO notification_sends (tag, sender_id, subject, stand_count, recipient_count) VALUES ('login', $1, 'Objet', 1, 1) RETURNING id`,
      [other.id],
    );
    return rows[0].id;
  },
  invalidBody: {},
});
