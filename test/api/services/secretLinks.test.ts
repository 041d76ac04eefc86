/**
 * No API answer shows a usable secret link (issue 18, point 1): with the default outbox transport,
 * support and a plain admin ask for a super admin's reset link, read every answer the outbox
 * serves (list and item in JSON-LD and JSON, the .eml, anything under /backend/mail_deliveries),
 * try everything token-shaped in them on the reset endpoint, and the super admin's password stays
 * the same. The same for the stand-access mail and the reset its choose-a-password link leads to.
 * The .eml on disk ($DATA_DIR/outbox) still holds the working link: that is the developer's way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SECRET_MASK } from '@/domain/mail';
import { MIGRATIONS_DIR } from '@server/db/migrate';
import { maskSecret } from '@server/services/mail/secrets';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertUser, linkUserShow, ROLES, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
const users: Record<string, TestUser> = {};
const NEW_PASSWORD = 'Prise-de-controle-2027';

beforeAll(async () => {
  ctx = await createTestContext();
  users.superAdmin = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN, email: 'boss.root@example.test' });
  users.admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
  users.support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
});
afterAll(async () => ctx.close());

const as = async (who: string) => client(ctx.app, await tokenFor(users[who]));

const askReset = async (who: string, email: string) => {
  const res = await (await as(who)).post('/backend/users/reset-password', { email }, { 'content-type': 'application/json' });
  expect(res.status).toBe(200);
  await ctx.app.jobs.idle();
};

const passwordHashOf = async (id: number): Promise<string> =>
  (await ctx.pool.query('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0].password_hash;

const logsIn = async (user: TestUser, password: string): Promise<boolean> =>
  (await client(ctx.app).post('/backend/login_check', { _username: user.email, _password: password }, { 'content-type': 'application/json' })).status === 200;

/** Every answer staff can get about the messages to `address`, as text: what an attacker holding that role reads. */
async function everythingServedAbout(who: string, address: string): Promise<string[]> {
  const api = await as(who);
  const texts: string[] = [];
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const res = await api.get(url, headers);
    texts.push(res.text);
    return res;
  };
  const search = encodeURIComponent(address);
  const lists = [
    await read(`/backend/mail_deliveries?search=${search}`),
    await read(`/backend/mail_deliveries?kind=passwordReset&search=${search}`),
    await read(`/backend/mail_deliveries?search=${search}`, { accept: 'application/json' }),
    await read('/backend/mail_deliveries?itemsPerPage=100'),
  ];
  await read(`/backend/mail_deliveries.csv?search=${search}`);
  await read(`/backend/mail_deliveries.jsonld?search=${search}`);
  expect(lists[0].status).toBe(200);
  const ids = new Set<number>(lists.flatMap((l) => (l.body?.['hydra:member'] ?? []).map((m: { id: number }) => m.id)));
  expect(ids.size).toBeGreaterThan(0);
  let emls = 0;
  for (const id of ids) {
    expect((await read(`/backend/mail_deliveries/${id}`)).status).toBe(200);
    await read(`/backend/mail_deliveries/${id}`, { accept: 'application/json' });
    const eml = await read(`/backend/mail_deliveries/${id}/eml`);
    if (eml.status === 200) {
      emls += 1;
      // The parts decoded too: quoted-printable may fold a token over two lines.
      const parsed = await simpleParser(Buffer.from(eml.text));
      texts.push(parsed.text ?? '', String(parsed.html || ''), parsed.subject ?? '');
    }
  }
  // The outbox transport wrote every message: each one's .eml is served (and was read above).
  expect(emls).toBe(ids.size);
  return texts;
}

/** Anything that could be a token: query values and every long run of base64url characters. */
function tokenShaped(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/[?&][\w-]+=([^\s&"'<>\\]+)/g)) found.add(decodeURIComponent(m[1].replace(/%(?![0-9a-f]{2})/gi, '')));
    for (const m of text.matchAll(/[A-Za-z0-9_-]{20,200}/g)) found.add(m[0]);
  }
  return [...found];
}

/** Tries each candidate as a reset token; answers those that set a password. */
async function tokensThatWork(candidates: string[]): Promise<string[]> {
  const working: string[] = [];
  for (const token of candidates) {
    const res = await client(ctx.app).post(
      '/backend/users/reset-password/token',
      { token, plainPassword: NEW_PASSWORD, plainPasswordConfirmation: NEW_PASSWORD },
      { 'content-type': 'application/json' },
    );
    if (res.status === 200) working.push(token);
  }
  return working;
}

describe.each([
  ['support', 'support'],
  ['a plain admin (ROLE_ADMIN)', 'admin'],
])('%s asks for a super admin reset link and reads the outbox', (_label, who) => {
  it('finds nothing that resets the password; the super admin logs in with the old one', async () => {
    const before = await passwordHashOf(users.superAdmin.id);
    await askReset(who, users.superAdmin.email);

    const served = await everythingServedAbout(who, users.superAdmin.email);
    const candidates = tokenShaped(served);
    expect(candidates.length).toBeGreaterThan(0);
    expect(await tokensThatWork(candidates)).toEqual([]);
    // The screen still shows the message, its link with the token masked.
    expect(served.join('\n')).toContain(`/reinitialisation-mot-de-passe?t=${SECRET_MASK}`);

    expect(await passwordHashOf(users.superAdmin.id)).toBe(before);
    expect(await logsIn(users.superAdmin, TEST_PASSWORD)).toBe(true);
  });
});

describe('the stand-access mail and the reset its choose-a-password link leads to', () => {
  it('shows no usable secret to support or admin, and the contact keeps their password', async () => {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const show = await insertShow(ctx.pool, { name: 'Salon des secrets' });
    await linkUserShow(ctx.pool, organizer.id, show);
    const email = 'contact.secret@example.test';
    const created = await (await as('support')).post('/backend/stands', {
      show: `/backend/shows/${show}`,
      name: 'Stand des secrets',
      standType: 'Stand nu',
      hall: 'Hall 1',
      aisle: 'A',
      number: 'A1',
      surface: '9',
      notify: true,
      exhibitor: null,
      company: 'Coffres & Cie',
      lastName: 'Durand',
      firstName: 'Lina',
      email,
      phone: '+33 6 00 00 00 01',
    });
    expect(created.status).toBe(201);
    await ctx.app.jobs.idle();
    const contactId = (await ctx.pool.query('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
    const before = await passwordHashOf(contactId);

    for (const who of ['support', 'admin']) {
      const served = await everythingServedAbout(who, email);
      const access = served.join('\n');
      expect(access).toContain('Stand des secrets');
      // The choose-a-password link: the forgot page, where the contact asks for a reset link.
      expect(access).toContain('/mot-de-passe-oublie');
      expect(await tokensThatWork(tokenShaped(served))).toEqual([]);

      await askReset(who, email);
      const afterReset = await everythingServedAbout(who, email);
      expect(await tokensThatWork(tokenShaped(afterReset))).toEqual([]);
      expect(afterReset.join('\n')).toContain(`?t=${SECRET_MASK}`);
    }
    expect(await passwordHashOf(contactId)).toBe(before);
  });
});

describe('the developer reads the link in $DATA_DIR/outbox', () => {
  it('the .eml on disk holds the working link', async () => {
    const user = await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN, email: 'dev.reader@example.test' });
    await askReset('support', user.email);
    const { rows } = await ctx.pool.query('SELECT outbox_file FROM mail_deliveries WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [user.email]);
    const mail = await simpleParser(fs.readFileSync(path.join(ctx.filesDir, 'outbox', rows[0].outbox_file)));
    const token = /\/reinitialisation-mot-de-passe\?t=([\w-]{40,})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(String(mail.html)).toContain(`?t=${token}"`);
    expect(await tokensThatWork([token as string])).toEqual([token]);
    expect(await logsIn(user, NEW_PASSWORD)).toBe(true);
    expect(await logsIn(user, TEST_PASSWORD)).toBe(false);
  });
});

describe('messages recorded before the fix', () => {
  it('have their reset tokens masked by migration 022', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const { rows } = await ctx.pool.query(
      `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, transport)
       VALUES ('passwordReset', 'old@example.test', 'fr', 'Sujet', $1, 'sent', 'outbox') RETURNING id`,
      [`Ouvrez ce lien :\n\nhttp://localhost/reinitialisation-mot-de-passe?t=${token}\n\nL'équipe`],
    );
    await ctx.pool.query(fs.readFileSync(path.join(MIGRATIONS_DIR, '022_mask_mail_secrets.sql'), 'utf8'));
    const text = (await ctx.pool.query('SELECT text_body FROM mail_deliveries WHERE id = $1', [rows[0].id])).rows[0].text_body;
    expect(text).toBe(`Ouvrez ce lien :\n\nhttp://localhost/reinitialisation-mot-de-passe?t=${SECRET_MASK}\n\nL'équipe`);
  });
});

describe('maskSecret', () => {
  it('keeps what tells the reader where a link goes, never its secret', () => {
    expect(maskSecret('https://plans.example/reinitialisation-mot-de-passe?t=abc_DEF-123')).toBe(
      `https://plans.example/reinitialisation-mot-de-passe?t=${SECRET_MASK}`,
    );
    expect(maskSecret('http://localhost:8080/a?t=1&u=2&t=3#frag')).toBe(`http://localhost:8080/a?t=${SECRET_MASK}&u=${SECRET_MASK}`);
    expect(maskSecret('https://plans.example/activer/abc_DEF-123')).toBe(`https://plans.example/activer/${SECRET_MASK}`);
    expect(maskSecret('abc_DEF-123')).toBe(SECRET_MASK);
    expect(maskSecret('javascript:abc_DEF-123')).toBe(SECRET_MASK);
  });
});
