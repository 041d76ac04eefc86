/**
 * The stand timeline: /backend/stand_events, written by the triggers of migrations 009 and 020
 * in the transaction of each change, with the caller as actor (runWrite → withActor).
 */
import type { Pool } from '@server/db/pool';
import { withActor } from '@server/db/pool';
import { standEvents } from '@server/resources/standEvents';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import {
  addStandRole,
  insertLayoutType,
  insertShow,
  insertStand,
  insertStandInScope,
  insertStandOutOfScope,
  insertUser,
  linkUserShow,
  ROLES,
  STANDIST_ROLES,
  tokenFor,
  type TestUser,
} from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

/** A status event on the stand (seen by every role that sees the stand); its id. */
async function statusEvent(pool: Pool, standId: number): Promise<number> {
  await pool.query(
    `UPDATE stands SET status = CASE status WHEN 'waitingForPlans' THEN 'pendingPlansVerification' ELSE 'waitingForPlans' END WHERE id = $1`,
    [standId],
  );
  const { rows } = await pool.query('SELECT max(id) AS id FROM stand_events WHERE stand_id = $1', [standId]);
  return rows[0].id;
}

describeHydraResource(standEvents, {
  inScope: async (pool, user) => statusEvent(pool, await insertStandInScope(pool, user)),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : statusEvent(pool, stand);
  },
  invalidBody: { kind: 'status' },
});

type Event = { kind: string; actor: { id: number; fullName: string } | null; details: Record<string, unknown>; at: string; stand: string };

describe('stand timeline: what each write records', () => {
  let ctx: TestContext;
  let showA: number;
  let showB: number;
  let stand: number;
  let otherShowStand: number;
  let layoutType: number;
  const users: Record<string, TestUser> = {};
  const as = async (who: string) => client(ctx.app, await tokenFor(users[who]));
  const events = async (who: string, query = '') => {
    const res = await (await as(who)).get(`/backend/stand_events?stand=${stand}${query}`);
    expect(res.status).toBe(200);
    return res.body['hydra:member'] as Event[];
  };
  const kinds = async (who: string, query = '') => (await events(who, query)).map((e) => e.kind);
  const count = async (standId = stand) =>
    Number((await ctx.pool.query('SELECT count(*) FROM stand_events WHERE stand_id = $1', [standId])).rows[0].count);

  beforeAll(async () => {
    ctx = await createTestContext();
    const p = ctx.pool;
    users.admin = await insertUser(p, { role: ROLES.ADMIN, firstName: 'Sophie', lastName: 'Durand' });
    users.support = await insertUser(p, { role: ROLES.SUPPORT, firstName: 'Paul', lastName: 'Martin' });
    users.organizer = await insertUser(p, { role: ROLES.ORGANIZER, firstName: 'Olga', lastName: 'Petit' });
    users.exhibitor = await insertUser(p, { role: ROLES.STANDIST, firstName: 'Emma', lastName: 'Bernard' });
    showA = await insertShow(p, { name: 'A' });
    showB = await insertShow(p, { name: 'B' });
    await linkUserShow(p, users.organizer.id, showA);
    stand = await insertStand(p, showA, { name: 'A1' });
    otherShowStand = await insertStand(p, showB, { name: 'B1' });
    await addStandRole(p, users.exhibitor.id, stand, STANDIST_ROLES.EXHIBITOR);
    layoutType = await insertLayoutType(p, 'Cloison', '#1e88e5');
  });
  afterAll(async () => ctx.close());

  it('records an edit of the stand by its author, with the fields changed', async () => {
    const res = await (await as('admin')).patch(`/backend/stands/${stand}`, { name: 'A1 bis', hall: 'Hall 3' });
    expect(res.status).toBe(200);
    const [event] = await events('admin');
    expect(event).toMatchObject({ kind: 'edited', actor: { id: users.admin.id, fullName: 'Sophie Durand' }, details: { fields: ['name', 'hall'] } });
    expect(event.stand).toBe(`/backend/stands/${stand}`);
    expect(Date.now() - Date.parse(event.at)).toBeLessThan(60_000);
  });

  it('records seen / unseen and treated / untreated', async () => {
    await ctx.pool.query('UPDATE stands SET un_seen = true, treated = false WHERE id = $1', [stand]);
    expect((await (await as('support')).patch(`/backend/stands/${stand}`, { unSeen: false })).status).toBe(200);
    expect((await (await as('organizer')).patch(`/backend/stands/${stand}`, { treated: true })).status).toBe(200);
    const list = await events('admin');
    expect(list.slice(0, 4).map((e) => [e.kind, e.actor?.fullName ?? null])).toEqual([
      ['treated', 'Olga Petit'],
      ['seen', 'Paul Martin'],
      // The raw UPDATE above: no API caller, no actor.
      ['untreated', null],
      ['unseen', null],
    ]);
  });

  it('records layouts added, changed and removed, with their type and description', async () => {
    const api = await as('organizer');
    const created = await api.post('/backend/stand_layouts', { stand: `/backend/stands/${stand}`, layoutType: `/backend/layout_types/${layoutType}`, description: 'Fond' });
    expect(created.status).toBe(201);
    expect((await api.patch(`/backend/stand_layouts/${created.body.id}`, { description: 'Côté allée' })).status).toBe(200);
    expect((await api.delete(`/backend/stand_layouts/${created.body.id}`)).status).toBe(204);
    const list = (await events('organizer')).slice(0, 3);
    expect(list.map((e) => [e.kind, e.details.layoutType, e.details.description, e.actor?.id])).toEqual([
      ['layoutRemoved', 'Cloison', 'Côté allée', users.organizer.id],
      ['layoutChanged', 'Cloison', 'Côté allée', users.organizer.id],
      ['layoutAdded', 'Cloison', 'Fond', users.organizer.id],
    ]);
  });

  it('records a message (its author when no caller is named) and a status change', async () => {
    const before = await count();
    await withActor(ctx.pool, null, async (db) => {
      await db.query(`UPDATE stands SET status = 'pendingPlansVerification' WHERE id = $1`, [stand]);
      const { rows } = await db.query('INSERT INTO messages (content, created_by_id) VALUES ($1, $2) RETURNING id', ['Plans', users.exhibitor.id]);
      await db.query(`INSERT INTO stand_messages (stand_id, message_id, new_stand_status) VALUES ($1, $2, 'pendingPlansVerification')`, [stand, rows[0].id]);
    });
    expect(await count()).toBe(before + 2);
    const list = await events('exhibitor', '&kind[]=message&kind[]=status');
    expect(list[0]).toMatchObject({ kind: 'message', actor: { fullName: 'Emma Bernard' }, details: { newStandStatus: 'pendingPlansVerification' } });
    expect(list[1]).toMatchObject({ kind: 'status', actor: null, details: { from: 'waitingForPlans', to: 'pendingPlansVerification' } });
  });

  it('records a plan validation posted through /backend/stand_messages: the status and the message, by the caller', async () => {
    await ctx.pool.query(`UPDATE stands SET status = 'pendingPlansVerification', treated = false WHERE id = $1`, [stand]);
    const res = await (await as('organizer')).post('/backend/stand_messages', {
      stand: `/backend/stands/${stand}`,
      message: { content: 'Plans conformes' },
      newStandStatus: 'pendingPlansConfirmation',
    });
    expect(res.status).toBe(201);
    const [message, status] = await events('exhibitor', '&kind[]=message&kind[]=status');
    expect(message).toMatchObject({ kind: 'message', actor: { id: users.organizer.id }, details: { messageId: res.body.id, newStandStatus: 'pendingPlansConfirmation' } });
    expect(status).toMatchObject({ kind: 'status', actor: { id: users.organizer.id }, details: { from: 'pendingPlansVerification', to: 'pendingPlansConfirmation' } });
    // The staff answer marked the stand treated: a triage event the organizer sees and the exhibitor does not.
    expect((await events('organizer')).slice(0, 3).map((e) => [e.kind, e.actor?.id])).toEqual([
      ['message', users.organizer.id],
      ['treated', users.organizer.id],
      ['status', users.organizer.id],
    ]);
    expect((await kinds('exhibitor')).slice(0, 2)).toEqual(['message', 'status']);
    await ctx.pool.query(`UPDATE stands SET status = 'waitingForPlans' WHERE id = $1`, [stand]);
  });

  it('names the caller given to withActor, for this transaction only', async () => {
    await withActor(ctx.pool, users.support.id, (db) => db.query(`UPDATE stands SET status = 'pendingPlansConfirmation' WHERE id = $1`, [stand]));
    // Every pooled connection again, without an actor: none keeps the previous one.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.pool.query(`UPDATE stands SET surface = $2 WHERE id = $1`, [stand, `${1000 + i},5`]),
      ),
    );
    const { rows } = await ctx.pool.query(
      `SELECT kind, actor_id, details FROM stand_events WHERE stand_id = $1 AND kind IN ('status', 'edited') ORDER BY id DESC LIMIT 7`,
      [stand],
    );
    expect(rows.slice(0, 6).map((r) => [r.kind, r.actor_id])).toEqual(Array.from({ length: 6 }, () => ['edited', null]));
    expect(rows[6]).toMatchObject({ kind: 'status', actor_id: users.support.id, details: { to: 'pendingPlansConfirmation' } });
  });

  it('records findings opened (by their author) and closed (by the caller)', async () => {
    const { rows } = await ctx.pool.query(`INSERT INTO reports (stand_id, name, created_by_id) VALUES ($1, 'Extincteur manquant', $2) RETURNING id`, [
      stand,
      users.support.id,
    ]);
    const res = await (await as('admin')).patch(`/backend/reports/${rows[0].id}`, { status: 'closed' });
    expect(res.status).toBe(200);
    const list = await events('exhibitor', '&kind[]=reportOpened&kind[]=reportClosed');
    expect(list.map((e) => [e.kind, e.details.name, e.actor?.id])).toEqual([
      ['reportClosed', 'Extincteur manquant', users.admin.id],
      ['reportOpened', 'Extincteur manquant', users.support.id],
    ]);
  });

  it('writes nothing when the change rolls back', async () => {
    const before = await count();
    await expect(
      withActor(ctx.pool, users.admin.id, async (db) => {
        await db.query(`UPDATE stands SET status = 'validatedPlans', name = 'Rolled back' WHERE id = $1`, [stand]);
        throw new Error('fails after the change');
      }),
    ).rejects.toThrow('fails after the change');
    // Refused by the API (a violation): neither the change nor an event.
    const refused = await (await as('admin')).patch(`/backend/stands/${stand}`, { name: '' });
    expect(refused.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('filters by kind, newest first; a bad kind is a 400', async () => {
    const all = await events('admin');
    const times = all.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(await kinds('admin', '&kind[]=layoutAdded&kind[]=seen'))).toEqual(new Set(['layoutAdded', 'seen']));
    expect(await kinds('admin', '&kind=edited')).toEqual(expect.arrayContaining(['edited']));
    expect(new Set(await kinds('admin', '&kind=edited'))).toEqual(new Set(['edited']));
    expect((await (await as('admin')).get(`/backend/stand_events?stand=${stand}&kind[]=nope`)).status).toBe(400);
  });

  it('does not show the staff triage to a standist', async () => {
    const adminKinds = new Set(await kinds('admin'));
    for (const k of ['seen', 'unseen', 'treated', 'untreated']) expect(adminKinds.has(k)).toBe(true);
    const standist = new Set(await kinds('exhibitor'));
    for (const k of ['seen', 'unseen', 'treated', 'untreated']) expect(standist.has(k)).toBe(false);
    for (const k of ['status', 'message', 'layoutAdded', 'reportOpened', 'edited']) expect(standist.has(k)).toBe(true);
    expect(await kinds('exhibitor', '&kind[]=seen')).toEqual([]);
    const seen = (await ctx.pool.query(`SELECT id FROM stand_events WHERE stand_id = $1 AND kind = 'seen'`, [stand])).rows[0].id;
    expect((await (await as('exhibitor')).get(`/backend/stand_events/${seen}`)).status).toBe(404);
    expect((await (await as('organizer')).get(`/backend/stand_events/${seen}`)).status).toBe(200);
  });

  it("answers 404 for an event of another show's stand and lists none of them", async () => {
    const other = await statusEvent(ctx.pool, otherShowStand);
    expect((await (await as('organizer')).get(`/backend/stand_events/${other}`)).status).toBe(404);
    expect((await (await as('exhibitor')).get(`/backend/stand_events/${other}`)).status).toBe(404);
    const res = await (await as('organizer')).get(`/backend/stand_events?stand=${otherShowStand}`);
    expect(res.body['hydra:totalItems']).toBe(0);
    expect((await (await as('admin')).get(`/backend/stand_events/${other}`)).status).toBe(200);
  });

  it('records a change of many stands in one statement: each stand its own events, in the order of a single change', async () => {
    const many: number[] = [];
    for (let i = 0; i < 3; i++) many.push(await insertStand(ctx.pool, showA, { name: `Lot ${i}` }));
    await ctx.pool.query('UPDATE stands SET un_seen = false, treated = false WHERE id = ANY($1)', [many]);
    await ctx.pool.query('DELETE FROM stand_events WHERE stand_id = ANY($1)', [many]);
    await withActor(ctx.pool, users.support.id, (db) =>
      db.query(`UPDATE stands SET status = 'pendingPlansVerification', treated = true, un_seen = true, hall = 'Hall 9' WHERE id = ANY($1)`, [many]),
    );
    const { rows } = await ctx.pool.query(
      'SELECT stand_id, kind, actor_id, details FROM stand_events WHERE stand_id = ANY($1) ORDER BY stand_id, id',
      [many],
    );
    const perStand = many.map((id) => rows.filter((r) => r.stand_id === id));
    for (const standRows of perStand) {
      expect(standRows.map((r) => r.kind)).toEqual(['status', 'unseen', 'treated', 'edited']);
      expect(standRows.every((r) => r.actor_id === users.support.id)).toBe(true);
      expect(standRows[0].details).toEqual({ from: 'waitingForPlans', to: 'pendingPlansVerification' });
      expect(standRows[3].details).toEqual({ fields: ['hall'] });
    }
    // A statement that changes no followed field records nothing.
    await ctx.pool.query('UPDATE stands SET layouts_sort = layouts_sort WHERE id = ANY($1)', [many]);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM stand_events WHERE stand_id = ANY($1)', [many])).rows[0].n).toBe(12);
  });

  it('keeps the events of a deleted user, without actor', async () => {
    const leaving = await insertUser(ctx.pool, { role: ROLES.SUPPORT, firstName: 'Léa', lastName: 'Départ' });
    await withActor(ctx.pool, leaving.id, (db) => db.query('UPDATE stands SET treated = NOT treated WHERE id = $1', [stand]));
    const { rows } = await ctx.pool.query('SELECT id FROM stand_events WHERE actor_id = $1', [leaving.id]);
    expect(rows).toHaveLength(1);
    await ctx.pool.query('DELETE FROM users WHERE id = $1', [leaving.id]);
    const after = await ctx.pool.query('SELECT actor_id FROM stand_events WHERE id = $1', [rows[0].id]);
    expect(after.rows).toEqual([{ actor_id: null }]);
  });

  it("goes with its show's stands when the show is deleted", async () => {
    const show = await insertShow(ctx.pool, { name: 'Éphémère' });
    const doomed = await insertStand(ctx.pool, show, { name: 'Éphémère 1' });
    await statusEvent(ctx.pool, doomed);
    expect(await count(doomed)).toBe(1);
    await ctx.pool.query('DELETE FROM shows WHERE id = $1', [show]);
    expect(await count(doomed)).toBe(0);
  });

  it('pages by 50 and goes with its stand (layouts removed with it record nothing)', async () => {
    for (let i = 0; i < 55; i++) await ctx.pool.query(`UPDATE stands SET aisle = $2 WHERE id = $1`, [stand, `Allée ${i}`]);
    const res = await (await as('admin')).get(`/backend/stand_events?stand=${stand}`);
    expect(res.body['hydra:member']).toHaveLength(50);
    expect(res.body['hydra:view']['hydra:next']).toContain('page=2');
    const doomed = await insertStand(ctx.pool, showA, { name: 'Doomed' });
    await ctx.pool.query('INSERT INTO stand_layouts (stand_id, layout_type_id) VALUES ($1, $2)', [doomed, layoutType]);
    expect(await count(doomed)).toBe(1);
    expect((await (await as('admin')).delete(`/backend/stands/${doomed}`)).status).toBe(204);
    expect(await count(doomed)).toBe(0);
  });
});
