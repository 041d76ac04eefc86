/**
 * GET /backend/events (issue 26, part 1): a real listening server read with fetch as the SPA does
 * (Authorization header). A message posted by one user reaches, within 1 s, the streams of those
 * who may see its stand, and not the others' (a test per role family); a write through another
 * pool (another node) arrives too, a rolled-back one never; an expired token is refused and a
 * stream ends at its token's expiry.
 */
import { SCOPE_TTL_MS } from '@server/services/events/hub';
import { createPool, type Pool } from '@server/db/pool';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/apiBuilders';

interface Received {
  kind: string;
  iris: string[];
  at: number;
}

interface Stream {
  events: Received[];
  comments: string[];
  ended: Promise<void>;
  status: number;
  contentType: string | null;
  abort(): void;
}

let ctx: TestContext;
let base: string;
const streams: Stream[] = [];

async function open(token: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/backend/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const events: Received[] = [];
  const comments: string[] = [];
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ')) comments.push(block.slice(2));
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.kind === 'ready') ready();
          else events.push({ ...event, at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
  })();
  const stream = { events, comments, ended, status: res.status, contentType: res.headers.get('content-type'), abort: () => controller.abort() };
  if (res.status === 200) {
    await isReady;
    streams.push(stream);
  }
  return stream;
}


// 3 s, not the 1 s of issue 26: a loaded CI machine (jest runs two files at once) is not where latency is measured (the bench row is).
async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return check();
}

const about = (stream: Stream, kind: string, iri: string) => stream.events.filter((e) => e.kind === kind && e.iris.includes(iri));

async function post(user: TestUser, standId: number, content: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/backend/stand_messages',
    headers: { authorization: `Bearer ${await tokenFor(user)}`, 'content-type': 'application/json', accept: 'application/ld+json' },
    payload: JSON.stringify({ stand: `/backend/stands/${standId}`, message: { content, attachments: [] } }),
  });
  expect(res.statusCode).toBe(201);
  return { at: Date.now(), body: JSON.parse(res.body) };
}

let showA: number;
let standA1: number;
let standA2: number;
let standB: number;
let people: Record<'admin' | 'support' | 'organizerA' | 'organizerB' | 'exhibitorA1' | 'exhibitorA2', TestUser>;
let s: Record<keyof typeof people, Stream>;
let posted: { at: number; body: { '@id': string; message: { '@id': string } } };

beforeAll(async () => {
  ctx = await createTestContext({ config: { eventHeartbeatMs: 400 } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  showA = await insertShow(ctx.pool);
  const showB = await insertShow(ctx.pool);
  standA1 = await insertStand(ctx.pool, showA);
  standA2 = await insertStand(ctx.pool, showA);
  standB = await insertStand(ctx.pool, showB);
  people = {
    admin: await insertUser(ctx.pool, { role: ROLES.ADMIN }),
    support: await insertUser(ctx.pool, { role: ROLES.SUPPORT }),
    organizerA: await insertUser(ctx.pool, { role: ROLES.ORGANIZER }),
    organizerB: await insertUser(ctx.pool, { role: ROLES.ORGANIZER }),
    exhibitorA1: await insertUser(ctx.pool, { role: ROLES.STANDIST }),
    exhibitorA2: await insertUser(ctx.pool, { role: ROLES.STANDIST }),
  };
  await linkUserShow(ctx.pool, people.organizerA.id, showA);
  await linkUserShow(ctx.pool, people.organizerB.id, showB);
  await addStandRole(ctx.pool, people.exhibitorA1.id, standA1, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(ctx.pool, people.exhibitorA2.id, standA2, STANDIST_ROLES.EXHIBITOR);
  s = {} as typeof s;
  for (const [name, user] of Object.entries(people)) s[name as keyof typeof people] = await open(await tokenFor(user));
  posted = await post(people.exhibitorA1, standA1, 'Voici nos plans.');
});

afterAll(async () => {
  for (const stream of streams) stream.abort();
  await ctx?.close();
});

const standIri = () => `/backend/stands/${standA1}`;

it('answers a text/event-stream', () => {
  expect(s.admin.status).toBe(200);
  expect(s.admin.contentType).toMatch(/^text\/event-stream/);
});

it('admin and support: the new message and the stand’s new flags arrive within 1 s', async () => {
  for (const stream of [s.admin, s.support]) {
    expect(await until(() => about(stream, 'standMessageCreated', standIri()).length > 0)).toBe(true);
    const [event] = about(stream, 'standMessageCreated', standIri());
    expect(event.iris).toEqual([posted.body['@id'], standIri()]);
    expect(event.at - posted.at).toBeLessThan(1000);
    // A standist's message makes the stand 'Nouveau' and 'Non traité': the list hears of it.
    expect(await until(() => about(stream, 'standChanged', standIri()).length > 0)).toBe(true);
  }
});

it('organizer: the organizer of the stand’s show gets the message, the organizer of another show nothing of it', async () => {
  expect(await until(() => about(s.organizerA, 'standMessageCreated', standIri()).length > 0)).toBe(true);
  expect(about(s.organizerA, 'standMessageCreated', standIri())[0].at - posted.at).toBeLessThan(1000);
  await new Promise((r) => setTimeout(r, 300));
  expect(s.organizerB.events.filter((e) => e.iris.includes(standIri()))).toEqual([]);
  // Their stream works: a message on their own show's stand reaches them.
  await post(people.admin, standB, 'Bonjour');
  expect(await until(() => about(s.organizerB, 'standMessageCreated', `/backend/stands/${standB}`).length > 0)).toBe(true);
  expect(s.organizerA.events.filter((e) => e.iris.includes(`/backend/stands/${standB}`))).toEqual([]);
});

it('standist: the stand’s exhibitor gets the message, the exhibitor of another stand of the same show nothing of it', async () => {
  expect(await until(() => about(s.exhibitorA1, 'standMessageCreated', standIri()).length > 0)).toBe(true);
  await new Promise((r) => setTimeout(r, 300));
  expect(s.exhibitorA2.events.filter((e) => e.iris.includes(standIri()))).toEqual([]);
  const reply = await post(people.organizerA, standA2, 'Plans reçus');
  expect(await until(() => about(s.exhibitorA2, 'standMessageCreated', `/backend/stands/${standA2}`).length > 0)).toBe(true);
  expect(about(s.exhibitorA2, 'standMessageCreated', `/backend/stands/${standA2}`)[0].iris[0]).toBe(reply.body['@id']);
  expect(s.exhibitorA1.events.filter((e) => e.iris.includes(`/backend/stands/${standA2}`))).toEqual([]);
});

it('an edited message is announced to those who see its stand', async () => {
  const messageId = posted.body.message['@id'].split('/').pop();
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/backend/messages/${messageId}`,
    headers: { authorization: `Bearer ${await tokenFor(people.exhibitorA1)}`, 'content-type': 'application/merge-patch+json', accept: 'application/ld+json' },
    payload: JSON.stringify({ content: 'Voici nos plans, version 2.' }),
  });
  expect(res.statusCode).toBe(200);
  expect(await until(() => about(s.organizerA, 'standMessageEdited', standIri()).length > 0)).toBe(true);
  expect(about(s.organizerA, 'standMessageEdited', standIri())[0].iris).toContain(posted.body['@id']);
  await new Promise((r) => setTimeout(r, 300));
  expect(about(s.organizerB, 'standMessageEdited', standIri())).toEqual([]);
});

it('a write through another pool (another node) arrives; a rolled-back one never does', async () => {
  const other: Pool = createPool(ctx.databaseUrl, { max: 2 });
  try {
    const client = await other.connect();
    try {
      const insert = `WITH m AS (INSERT INTO messages (content, created_by_id) VALUES ($1, $2) RETURNING id)
                      INSERT INTO stand_messages (stand_id, message_id) SELECT $3, id FROM m RETURNING id`;
      await client.query('BEGIN');
      const rolledBack = (await client.query(insert, ['jamais', people.admin.id, standA2])).rows[0].id;
      await client.query('ROLLBACK');
      const at = Date.now();
      const id = (await client.query(insert, ['depuis un autre nœud', people.admin.id, standA2])).rows[0].id;
      expect(await until(() => about(s.admin, 'standMessageCreated', `/backend/stand_messages/${id}`).length > 0)).toBe(true);
      expect(about(s.admin, 'standMessageCreated', `/backend/stand_messages/${id}`)[0].at - at).toBeLessThan(1000);
      expect(about(s.admin, 'standMessageCreated', `/backend/stand_messages/${rolledBack}`)).toEqual([]);
    } finally {
      client.release();
    }
  } finally {
    await other.end();
  }
});

it('refuses a missing or expired token (401) and ends a stream at its token’s expiry', async () => {
  const missing = await fetch(`${base}/backend/events`);
  expect(missing.status).toBe(401);
  const now = Math.floor(Date.now() / 1000);
  const expired = await open(await tokenFor(people.admin, now - 16 * 60));
  expect(expired.status).toBe(401);
  // A token that expires in 2 s (access tokens live 15 minutes).
  const stream = await open(await tokenFor(people.admin, now - 15 * 60 + 2));
  expect(stream.status).toBe(200);
  const started = Date.now();
  await stream.ended;
  expect(Date.now() - started).toBeLessThan(3500);
});

it('sends a heartbeat comment and ends the stream when its user logs out', async () => {
  const stream = await open(await tokenFor(people.support));
  expect(await until(() => stream.comments.includes('heartbeat'), 2000)).toBe(true);
  // Logging in gives a token on a refresh chain; logging out revokes it.
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/backend/login_check',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ _username: people.organizerA.username, _password: TEST_PASSWORD }),
  });
  const { token } = JSON.parse(login.body);
  const held = await open(token);
  let ended = false;
  void held.ended.then(() => (ended = true));
  await new Promise((r) => setTimeout(r, 600));
  expect(ended).toBe(false);
  const out = await ctx.app.inject({ method: 'POST', url: '/backend/logout', headers: { authorization: `Bearer ${token}` } });
  expect(out.statusCode).toBe(204);
  expect(await until(() => ended, 2000)).toBe(true);
});

it('a statement changing more than 1,000 stands sends one "manyChanged" per show, to those who see the show', async () => {
  const showC = await insertShow(ctx.pool);
  await linkUserShow(ctx.pool, people.organizerA.id, showC);
  await ctx.pool.query(
    `INSERT INTO stands (show_id, name, status) SELECT $1, 'Stand ' || g, 'waitingForPlans' FROM generate_series(1, 1200) g`,
    [showC],
  );
  // organizerA was linked to showC just now, and a node keeps a user's scope up to SCOPE_TTL_MS
  // (docs/decisions.md): a notification dispatched with a copy read before the link is not sent to
  // them. Wait that copy out, so the bulk statement's notification itself is the subject here (the
  // test depended on when the earlier tests' notifications had last refreshed it).
  await new Promise((r) => setTimeout(r, SCOPE_TTL_MS + 200));
  await ctx.pool.query(`UPDATE stands SET treated = false WHERE show_id = $1`, [showC]);
  const showIri = `/backend/shows/${showC}`;
  expect(await until(() => about(s.organizerA, 'manyChanged', showIri).length > 0, SCOPE_TTL_MS + 2000)).toBe(true);
  expect(await until(() => about(s.admin, 'manyChanged', showIri).length > 0, SCOPE_TTL_MS + 2000)).toBe(true);
  expect(s.organizerA.events.filter((e) => e.kind === 'standChanged' && e.at > Date.now() - 1000 && e.iris.length > 100)).toEqual([]);
  await new Promise((r) => setTimeout(r, 300));
  expect(about(s.organizerB, 'manyChanged', showIri)).toEqual([]);
  expect(about(s.exhibitorA1, 'manyChanged', showIri)).toEqual([]);
});

it('reconnects its listener when the database connection is lost: the streams are told "resync", then events flow again', async () => {
  const before = s.admin.events.length;
  const { rowCount } = await ctx.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN app_events%' AND pid <> pg_backend_pid()`,
  );
  expect(rowCount).toBe(1);
  expect(await until(() => s.admin.events.slice(before).some((e) => e.kind === 'resync'), 5000)).toBe(true);
  const again = await post(people.exhibitorA1, standA1, 'Après la coupure');
  expect(await until(() => about(s.organizerA, 'standMessageCreated', again.body['@id']).length > 0)).toBe(true);
});
