/**
 * Forgot and reset password (issue 12, part 2 §2, §5, §7, §8) against a real SMTP server:
 * the same answer for every address, the e-mail in the user's language with a link on the
 * configured origin, the token single use and one hour long, the limits, the sessions ended.
 */
import type { ParsedMail } from 'mailparser';
import { RESET_LIMITS } from '@server/services/passwordReset';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, TEST_PASSWORD } from '../../support/apiBuilders';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';

const PUBLIC_URL = 'https://plans.example.com';
const REQUESTED_FR = 'Si votre adresse mail existe bien, un mail va bientôt vous être envoyé.';

let ctx: TestContext;
let smtp: SmtpSink;
let api: ReturnType<typeof client>;
let ipCounter = 0;
/** Each test from its own address, so the per-IP limit is only met where it is tested. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  api = client(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const request = (email: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/users/reset-password',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', accept: 'application/ld+json', ...headers },
    payload: JSON.stringify({ email, routeUrl: 'https://evil.example.net/steal' }),
  });

const mailsTo = (address: string): ParsedMail[] => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));

const tokenOf = (mail: ParsedMail): string => {
  const match = /\/reinitialisation-mot-de-passe\?t=([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in ${mail.text}`);
  return match[1];
};

async function askReset(email: string, ip?: string, headers?: Record<string, string>): Promise<ParsedMail> {
  const before = smtp.received.length;
  const res = await request(email, ip, headers);
  expect(res.statusCode).toBe(200);
  await ctx.app.jobs.idle();
  await smtp.waitFor(before + 1);
  return smtp.received[smtp.received.length - 1];
}

const login = (username: string, password: string) => api.post('/backend/login_check', { _username: username, _password: password });

describe('asking for a reset', () => {
  it('answers the same 200 for an account and for an unknown address, and mails only the account', async () => {
    const user = await insertUser(ctx.pool, { email: 'claire.martin@example.test' });
    const known = await request(user.email.toUpperCase());
    const unknown = await request('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(JSON.parse(known.body)).toEqual({ message: REQUESTED_FR });
    await ctx.app.jobs.idle();
    await smtp.waitFor(1);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo('nobody-here@example.test')).toHaveLength(0);
  });

  it('takes about the same time whether the address exists or not (the lookup is in the job)', async () => {
    const user = await insertUser(ctx.pool);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await request(email);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    // Each request's job done before the next is timed: a known address's background job (the
    // lookup, the mail) would otherwise run during the next timing and skew it under load.
    for (let i = 0; i < 9; i++) {
      unknown.push(await time(`ghost${i}@example.test`));
      await ctx.app.jobs.idle();
      known.push(await time(user.email));
      await ctx.app.jobs.idle();
    }
    // Neither does any work the other does not: a few milliseconds apart at most.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it('writes the e-mail in the user\'s language, else the request\'s, with a link on the configured origin whatever routeUrl says', async () => {
    const english = await insertUser(ctx.pool);
    await ctx.pool.query(`UPDATE users SET language_preference = 'en' WHERE id = $1`, [english.id]);
    const mailEn = await askReset(english.email);
    expect(mailEn.subject).toBe('Resetting your password');
    expect(mailEn.text).toContain('You asked to reset your password');
    expect(mailEn.html).toContain(`<a href="${PUBLIC_URL}/reinitialisation-mot-de-passe?t=`);
    expect(mailEn.text).toMatch(new RegExp(`${PUBLIC_URL}/reinitialisation-mot-de-passe\\?t=[\\w-]{40,}`));
    expect(mailEn.text).not.toContain('evil.example.net');

    const french = await insertUser(ctx.pool);
    await ctx.pool.query(`UPDATE users SET language_preference = 'fr' WHERE id = $1`, [french.id]);
    expect((await askReset(french.email, undefined, { 'x-locale': 'en' })).subject).toBe('Réinitialisation de votre mot de passe');

    const noPreference = await insertUser(ctx.pool);
    expect((await askReset(noPreference.email, undefined, { 'x-locale': 'en' })).subject).toBe('Resetting your password');
  });

  it('refuses a malformed address with a 422 on email, translated', async () => {
    const res = await request('not-an-address');
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).violations).toEqual([{ propertyPath: 'email', message: 'Adresse email incorrecte.', code: 'EMAIL_INVALID' }]);
    const en = await request('a@b', freshIp(), { 'x-locale': 'en' });
    expect(JSON.parse(en.body).violations[0].message).toBe('Incorrect email address.');
  });

  it(`sends at most ${RESET_LIMITS.perAddress} e-mails an hour to one address, answering the same`, async () => {
    const user = await insertUser(ctx.pool);
    const answers = new Set<string>();
    for (let i = 0; i < RESET_LIMITS.perAddress + 2; i++) answers.add((await request(user.email)).body);
    await ctx.app.jobs.idle();
    expect([...answers]).toEqual([JSON.stringify({ message: REQUESTED_FR })]);
    await smtp.waitFor(smtp.received.length); // nothing pending
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(user.email)).toHaveLength(RESET_LIMITS.perAddress);
  });

  it(`holds both limits under 30 parallel requests: ${RESET_LIMITS.perAddress} e-mails to the address, ${RESET_LIMITS.perIp} links from the IP`, async () => {
    const user = await insertUser(ctx.pool);
    await Promise.all(Array.from({ length: 30 }, () => request(user.email)));
    const ip = '192.0.2.88';
    const others = await Promise.all(Array.from({ length: 30 }, (_, i) => insertUser(ctx.pool, { email: `parallel${i}@example.test`, withPassword: false })));
    await Promise.all(others.map((other) => request(other.email, ip)));
    await ctx.app.jobs.idle();
    const links = async (emails: string[]) =>
      Number((await ctx.pool.query("SELECT count(*) FROM mail_deliveries WHERE kind = 'passwordReset' AND recipient = ANY($1)", [emails])).rows[0].count);
    expect(await links([user.email])).toBe(RESET_LIMITS.perAddress);
    expect(await links(others.map((other) => other.email))).toBe(RESET_LIMITS.perIp);
  }, 120_000);

  it(`sends nothing more from an IP that asked ${RESET_LIMITS.perIp} times within the hour`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < RESET_LIMITS.perIp; i++) await request(`someone${i}@example.test`, ip);
    const user = await insertUser(ctx.pool);
    const res = await request(user.email, ip);
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(user.email)).toHaveLength(0);
    // The same account from another address still gets its e-mail.
    expect((await askReset(user.email)).subject).toBe('Réinitialisation de votre mot de passe');
  });
});

describe('resetting with the link', () => {
  const reset = (body: Record<string, unknown>, headers?: Record<string, string>) => api.post('/backend/users/reset-password/token', body, headers);

  it('sets the new password once, ends every session, and the old password no longer works', async () => {
    const user = await insertUser(ctx.pool);
    const session = await login(user.username, TEST_PASSWORD);
    expect(session.status).toBe(200);
    const token = tokenOf(await askReset(user.email));

    const done = await reset({ token, plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2026' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Votre mot de passe a bien été ré-initialisé, vous pouvez vous connecter !' });

    // The session opened before: its access token and its refresh token are dead.
    expect((await client(ctx.app, session.body.token).get('/backend/layout_types')).status).toBe(401);
    expect((await api.post('/backend/token/refresh', { refresh_token: session.body.refresh_token })).status).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.username, 'Nouveau-mot-2026')).status).toBe(200);

    // Single use.
    const again = await reset({ token, plainPassword: 'Encore-autre-2026', plainPasswordConfirmation: 'Encore-autre-2026' });
    expect(again.status).toBe(422);
    expect(again.body.violations).toEqual([{ propertyPath: 'token', message: "L'url est invalide.", code: 'RESET_TOKEN_INVALID' }]);
    expect((await login(user.username, 'Nouveau-mot-2026')).status).toBe(200);
  });

  it('refuses an expired link (one hour) and changes nothing', async () => {
    const user = await insertUser(ctx.pool);
    const token = tokenOf(await askReset(user.email));
    await ctx.pool.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await reset({ token, plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2026' }, { 'x-locale': 'en' });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([{ propertyPath: 'token', message: 'The link is invalid.', code: 'RESET_TOKEN_INVALID' }]);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
  });

  it('stores only the hash of the token, valid one hour', async () => {
    const user = await insertUser(ctx.pool);
    const token = tokenOf(await askReset(user.email));
    const { rows } = await ctx.pool.query(
      `SELECT encode(token_hash, 'hex') AS hash, round(extract(epoch FROM expires_at - created_at)) AS seconds FROM password_reset_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).not.toContain(Buffer.from(token).toString('hex'));
    expect(Number(rows[0].seconds)).toBe(3600);
  });

  it('refuses a missing or unknown token, a different confirmation and a weak password, naming the field, and changes nothing', async () => {
    expect((await reset({ plainPassword: 'Nouveau-mot-2026' })).body.violations[0]).toMatchObject({ propertyPath: 'token', message: "L'url est invalide." });
    expect((await reset({ token: 'x'.repeat(43), plainPassword: 'Nouveau-mot-2026' })).status).toBe(422);

    const user = await insertUser(ctx.pool);
    const token = tokenOf(await askReset(user.email));
    const mismatch = await reset({ token, plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2025' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.violations).toEqual([
      { propertyPath: 'plainPasswordConfirmation', message: 'Confirmation du mot de passe incorrecte.', code: 'PASSWORD_CONFIRMATION' },
    ]);
    const weak = await reset({ token, plainPassword: 'password', plainPasswordConfirmation: 'password' });
    expect(weak.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['plainPassword']);
    const short = await reset({ token, plainPassword: 'abc', plainPasswordConfirmation: 'abc' }, { 'x-locale': 'en' });
    expect(short.body.violations[0].message).toBe('The password must be at least 8 characters long.');
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
    // The link still works after refused attempts.
    expect((await reset({ token, plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2026' })).status).toBe(200);
  });

  it('retires the previous link when a new one is asked for', async () => {
    const user = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    const first = tokenOf(await askReset(user.email));
    const second = tokenOf(await askReset(user.email));
    expect((await reset({ token: first, plainPassword: 'Nouveau-mot-2026' })).status).toBe(422);
    expect((await reset({ token: second, plainPassword: 'Nouveau-mot-2026' })).status).toBe(200);
  });
});
