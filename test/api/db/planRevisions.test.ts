/**
 * Plan revisions (migration 039, issue 25): every submission of plans opens the stand's next
 * numbered revision, and the staff's next step on the stand (validation or refusal) decides it,
 * whichever writer posted the message — one stand or the bulk status change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTransition } from '@/domain/planWorkflow';
import { MIGRATIONS_DIR } from '@server/db/migrate';
import { withActor } from '@server/db/pool';
import { applyTransition, applyTransitions } from '@server/services/workflow/applyTransition';
import { PLAN_STORE } from '@server/services/workflow/stores';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, type TestUser } from '../../support/apiBuilders';

const submit = findTransition([ROLES.STANDIST], true, 'waitingForPlans', 'pendingPlansVerification')!;
const validate = findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'pendingPlansConfirmation')!;
const refuse = findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'waitingForPlans')!;

let ctx: TestContext;
let show: number;
let support: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  show = await insertShow(ctx.pool, { name: 'Salon' });
  support = await insertUser(ctx.pool, { role: ROLES.SUPPORT });
});
afterAll(async () => ctx?.close());

async function step(stand: number, transition: typeof submit) {
  return withActor(ctx.pool, support.id, (db) =>
    applyTransition(db, PLAN_STORE, stand, { transitions: [transition], message: { content: 'texte', authorId: support.id, authorRole: null } }),
  );
}

async function revisions(stand: number) {
  const { rows } = await ctx.pool.query(
    `SELECT r.number, r.submission_message_id, r.decision, r.decision_message_id, r.decided_at IS NOT NULL AS decided
       FROM plan_revisions r WHERE r.stand_id = $1 ORDER BY r.number`,
    [stand],
  );
  return rows;
}

it('numbers each submission of a stand and records the decision that followed it', async () => {
  const stand = await insertStand(ctx.pool, show, { status: 'waitingForPlans' });
  const first = await step(stand, submit);
  const refusal = await step(stand, refuse);
  const second = await step(stand, submit);
  expect(await revisions(stand)).toEqual([
    { number: 1, submission_message_id: first.threadId, decision: 'refused', decision_message_id: refusal.threadId, decided: true },
    { number: 2, submission_message_id: second.threadId, decision: null, decision_message_id: null, decided: false },
  ]);
  const validation = await step(stand, validate);
  expect((await revisions(stand))[1]).toEqual({
    number: 2,
    submission_message_id: second.threadId,
    decision: 'validated',
    decision_message_id: validation.threadId,
    decided: true,
  });
});

it('decides the open revision of every stand of a bulk status change, and no other stand', async () => {
  const stands = [await insertStand(ctx.pool, show, { status: 'waitingForPlans' }), await insertStand(ctx.pool, show, { status: 'waitingForPlans' })];
  const untouched = await insertStand(ctx.pool, show, { status: 'waitingForPlans' });
  for (const stand of [...stands, untouched]) await step(stand, submit);
  await withActor(ctx.pool, support.id, (db) =>
    applyTransitions(db, PLAN_STORE, `SELECT unnest(ARRAY[${stands.join(',')}]::int[]) AS id`, {
      transitions: [validate],
      message: { content: null, authorId: support.id, authorRole: null },
    }),
  );
  for (const stand of stands) expect((await revisions(stand)).map((r) => [r.number, r.decision])).toEqual([[1, 'validated']]);
  expect((await revisions(untouched)).map((r) => [r.number, r.decision])).toEqual([[1, null]]);
});

it('migration 041 gives each revision its highest mark number as its counter, and a new revision 0', async () => {
  const [marked, bare] = [await insertStand(ctx.pool, show), await insertStand(ctx.pool, show)];
  await step(marked, submit);
  await step(bare, submit);
  const counters = async (db: Pick<TestContext['pool'], 'query'>) =>
    (await db.query('SELECT r.last_mark_number FROM plan_revisions r WHERE r.stand_id = ANY($1::int[]) ORDER BY r.stand_id', [[marked, bare]])).rows.map((r) => r.last_mark_number);
  expect(await counters(ctx.pool)).toEqual([0, 0]);
  const media = await ctx.pool.query(`INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('messageAttachment', 'p.pdf', 'test/p041', 'application/pdf', 1) RETURNING id`);
  const mm = await ctx.pool.query('INSERT INTO message_media (media_id, created_by_id) VALUES ($1, $2) RETURNING id', [media.rows[0].id, support.id]);
  await ctx.pool.query(
    `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color)
     SELECT r.id, $2, 1, n, 'pin', '{"x":0.5,"y":0.5}', '#e53935' FROM plan_revisions r, unnest('{1,2,7}'::int[]) n WHERE r.stand_id = $1`,
    [marked, mm.rows[0].id],
  );
  const sql = readFileSync(path.join(MIGRATIONS_DIR, '041_plan_mark_counter.sql'), 'utf8');
  const client = await ctx.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('ALTER TABLE plan_revisions DROP COLUMN last_mark_number');
    await client.query(sql);
    expect(await counters(client)).toEqual([7, 0]);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});
