/**
 * A new account created without a password (issue 20 item 13): its owner gets the access e-mail in
 * their language, with their username and a link to choose a password (a single-use reset token,
 * valid 7 days) that works once; the outbox shows the link masked. An account created with a
 * password, or disabled, gets nothing.
 */
import type { ParsedMail } from 'mailparser';
import { SECRET_MASK } from '@/domain/mail';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';

const PUBLIC_URL = 'https://plans.example.com';
let ctx: TestContext;
let smtp: SmtpSink;
let fullAdmin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  fullAdmin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const roleIri = async (reference: string) =>
  `/backend/roles/${(await ctx.pool.query('SELECT id FROM roles WHERE reference = $1', [reference])).rows[0].id}`;
const mailsTo = (address: string): ParsedMail[] => smtp.received.filter((m) => JSON.stringify(m.to ?? '').includes(address));
const create = async (body: Record<string, unknown>) =>
  (await client(ctx.app, await tokenFor(fullAdmin))).post('/backend/users', { firstName: 'Nina', lastName: 'Renard', role: await roleIri(ROLES.ADMIN), ...body });

describe('an account created without a password', () => {
  it('gets the access e-mail with a link to choose a password, which works once; the outbox masks it', async () => {
    const res = await create({ email: 'nina.renard@example.test', languagePreference: 'en' });
    expect(res.status).toBe(201);
    await ctx.app.jobs.idle();
    await smtp.waitFor(1);
    const [mail] = mailsTo('nina.renard@example.test');
    expect(mail.subject).toBe('Your access to Stand plans');
    expect(mail.text).toContain('Your username: nina.renard@example.test');
    expect(mail.text).toContain('valid for 7 days');
    const link = /(https:\/\/plans\.example\.com\/reinitialisation-mot-de-passe\?t=([\w-]+))/.exec(mail.text ?? '');
    expect(link).not.toBeNull();

    // The outbox screen's copy: the link masked, the kind named.
    const { rows } = await ctx.pool.query('SELECT kind, text_body FROM mail_deliveries WHERE recipient = $1', ['nina.renard@example.test']);
    expect(rows).toEqual([{ kind: 'accountAccess', text_body: expect.stringContaining(`?t=${SECRET_MASK}`) }]);
    expect(rows[0].text_body).not.toContain(link![2]);

    // The link sets the password, once; then the account logs in with it.
    const api = client(ctx.app);
    const chosen = { token: link![2], plainPassword: 'Choisi-Par-Nina-2027', plainPasswordConfirmation: 'Choisi-Par-Nina-2027' };
    expect((await api.post('/backend/users/reset-password/token', chosen)).status).toBeLessThan(300);
    expect((await api.post('/backend/users/reset-password/token', chosen)).status).toBe(422);
    expect((await api.post('/backend/login_check', { _username: 'nina.renard@example.test', _password: 'Choisi-Par-Nina-2027' })).status).toBe(200);
  });

  it('is written in French by default', async () => {
    expect((await create({ email: 'marc.petit@example.test', firstName: 'Marc' })).status).toBe(201);
    await ctx.app.jobs.idle();
    const mails = await smtp.waitFor(2).then(() => mailsTo('marc.petit@example.test'));
    expect(mails.map((m) => m.subject)).toEqual(['Votre accès à Stand plans']);
    expect(mails[0].text).toContain('Bonjour Marc Renard,');
  });

  it('is not sent for an account created with its password, nor for a disabled one', async () => {
    const before = smtp.received.length;
    expect((await create({ email: 'with.password@example.test', plainPassword: 'Un-Mot-De-Passe-2027', plainPasswordConfirmation: 'Un-Mot-De-Passe-2027' })).status).toBe(201);
    expect((await create({ email: 'disabled.one@example.test', enabled: false })).status).toBe(201);
    await ctx.app.jobs.idle();
    expect(smtp.received.length).toBe(before);
    const { rows } = await ctx.pool.query("SELECT count(*)::int AS n FROM mail_deliveries WHERE recipient IN ('with.password@example.test', 'disabled.one@example.test')");
    expect(rows[0].n).toBe(0);
  });
});
