/**
 * The workflow's one writer (server/services/workflow/applyTransition.ts): compare-and-set on the
 * status, one message and one timeline event per subject moved, set-based for many; and the two
 * API paths that use it (one stand's message, the bulk change) racing on the same stand.
 */
import pg from 'pg';
import { findTransition } from '@/domain/planWorkflow';
import { withActor } from '@server/db/pool';
import { ApiError } from '@server/hydra/errors';
import { applyTransition, applyTransitions } from '@server/services/workflow/applyTransition';
import { PLAN_STORE } from '@server/services/workflow/stores';
import { client, createTestContext, type TestContext } from '../../../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, tokenFor, type TestUser } from '../../../support/apiBuilders';

const validate = findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'pendingPlansConfirmation')!;
const refuse = findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'waitingForPlans')!;

describe('applyTransition (the plan workflow)', () => {
  let ctx: TestContext;
  let show: number;
  let support: TestUser;
  let admin: TestUser;

  /** What a stand's change left: its status, its messages, its timeline's status and message events. */
  async function written(stand: number) {
    const status = (await ctx.pool.query('SELECT status FROM stands WHERE id = $1', [stand])).rows[0].status;
    const messages = (
      await ctx.pool.query(
        `SELECT sm.new_stand_status, m.content, m.created_by_id FROM stand_messages sm JOIN messages m ON m.id = sm.message_id
         WHERE sm.stand_id = $1 ORDER BY sm.id`,
        [stand],
      )
    ).rows;
    const events = (await ctx.pool.query("SELECT kind, actor_id, details FROM stand_events WHERE stand_id = $1 AND kind IN ('status', 'message') ORDER BY id", [stand])).rows;
    return { status, messages, events };
  }

  /** Holds the stand's row until `release`: the changes started meanwhile all read the same status. */
  async function holdRow(stand: number) {
    const locker = new pg.Client({ connectionString: ctx.databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM stands WHERE id = $1 FOR UPDATE', [stand]);
    return async () => {
      // Long enough for the others to queue on the lock (a late one still finds the status moved).
      await new Promise((resolve) => setTimeout(resolve, 400));
      await locker.query('COMMIT');
      await locker.end();
    };
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    show = await insertShow(ctx.pool, { name: 'Salon' });
    support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
    admin = await insertUser(ctx.pool, { role: ROLES.ADMIN });
  });
  afterAll(async () => ctx?.close());

  it('moves the stand and writes its message (the standard text when none is given) and one event of each', async () => {
    const stand = await insertStand(ctx.pool, show, { status: 'pendingPlansVerification' });
    await withActor(ctx.pool, support.id, (db) =>
      applyTransition(db, PLAN_STORE, stand, { transitions: [validate], message: { content: null, authorId: support.id, authorRole: null }, alsoSet: 'treated = true' }),
    );
    const after = await written(stand);
    expect(after.status).toBe('pendingPlansConfirmation');
    expect(after.messages).toEqual([
      {
        new_stand_status: 'pendingPlansConfirmation',
        content:
          'Vos plans ont été vérifiés et validés. Merci de les confirmer en remplissant le formulaire de confirmation.\n\n' +
          'Your plans have been checked and approved. Please confirm them by filling in the confirmation form.',
        created_by_id: support.id,
      },
    ]);
    expect(after.events).toEqual([
      { kind: 'status', actor_id: support.id, details: { from: 'pendingPlansVerification', to: 'pendingPlansConfirmation' } },
      expect.objectContaining({ kind: 'message', actor_id: support.id, details: expect.objectContaining({ newStandStatus: 'pendingPlansConfirmation' }) }),
    ]);
  });

  it('of two concurrent changes from the same status exactly one applies; the other is a 409 and writes nothing', async () => {
    const stand = await insertStand(ctx.pool, show, { status: 'pendingPlansVerification' });
    const release = await holdRow(stand);
    const change = (transition: typeof validate, text: string) =>
      withActor(ctx.pool, support.id, (db) =>
        applyTransition(db, PLAN_STORE, stand, { transitions: [transition], message: { content: text, authorId: support.id, authorRole: null } }),
      );
    const both = Promise.allSettled([change(validate, 'Validé'), change(refuse, 'Refusé : cotes manquantes')]);
    await release();
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({ status: 409, key: 'api.error.standStatusChanged' });
    const after = await written(stand);
    expect(after.messages).toHaveLength(1);
    expect(after.events.map((e) => e.kind)).toEqual(['status', 'message']);
    expect(after.status).toBe(after.messages[0].new_stand_status);
  });

  it('many at once: only the stands still in a status a step starts from move, each with its message', async () => {
    const stands = await Promise.all([0, 1, 2].map(() => insertStand(ctx.pool, show, { status: 'pendingPlansVerification' })));
    const elsewhere = await insertStand(ctx.pool, show, { status: 'waitingForPlans' });
    const moved = await withActor(ctx.pool, admin.id, (db) =>
      applyTransitions(db, PLAN_STORE, `SELECT unnest(ARRAY[${[...stands, elsewhere].join(',')}]) AS id`, {
        transitions: [refuse],
        message: { content: 'Refusé', authorId: admin.id, authorRole: null },
        alsoSet: 'treated = true',
      }),
    );
    expect(moved).toBe(3);
    for (const stand of stands) {
      const after = await written(stand);
      expect(after.status).toBe('waitingForPlans');
      expect(after.messages).toEqual([{ new_stand_status: 'waitingForPlans', content: 'Refusé', created_by_id: admin.id }]);
      expect(after.events.map((e) => e.kind)).toEqual(['status', 'message']);
    }
    expect(await written(elsewhere)).toEqual({ status: 'waitingForPlans', messages: [], events: [] });
  });

  it('one stand changed at once by its thread and by the bulk: one change, one message, one status event', async () => {
    const stand = await insertStand(ctx.pool, show, { status: 'pendingPlansVerification' });
    const release = await holdRow(stand);
    const single = client(ctx.app, await tokenFor(support)).post('/backend/stand_messages', {
      stand: `/backend/stands/${stand}`,
      newStandStatus: 'pendingPlansConfirmation',
      message: { content: 'Validé' },
    });
    const bulk = client(ctx.app, await tokenFor(admin)).post('/backend/stands/bulk', {
      action: 'changeStatus',
      status: 'waitingForPlans',
      message: 'Refusé',
      selection: { ids: [stand] },
    });
    const both = Promise.all([single, bulk]);
    await release();
    const [one, many] = await both;
    const after = await written(stand);
    expect(after.messages).toHaveLength(1);
    expect(after.events.map((e) => e.kind)).toEqual(['status', 'message']);
    if (one.status === 201) {
      // The thread won: the bulk found the stand moved and says so.
      expect(after.status).toBe('pendingPlansConfirmation');
      expect(many.body).toMatchObject({ changed: 0, skipped: [{ reason: 'transition', count: 1 }] });
    } else {
      expect(one.status).toBe(409);
      expect(one.body['hydra:description']).toBe('Le statut du stand a changé entre-temps : rechargez la page pour voir le nouveau statut. Rien n’a été enregistré.');
      expect(after.status).toBe('waitingForPlans');
      expect(many.body).toMatchObject({ changed: 1, skipped: [] });
    }
  });
});
