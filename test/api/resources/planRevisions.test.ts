/**
 * /backend/plan_revisions and /backend/plan_annotations (issue 25): the tests every resource owes,
 * derived from the declarations and the matrix (each role, in and out of scope, filters, 405s).
 * A mark in scope is the caller's own on a show that lets standists mark up, so that the matrix's
 * row is the whole answer; the object checks (the flag off, another's mark, a decided revision) are
 * in planAnnotations.test.ts.
 */
import type { Pool } from '@server/db/pool';
import { planAnnotations } from '@server/resources/planAnnotations';
import { planRevisions } from '@server/resources/planRevisions';
import { insertStandInScope, insertStandOutOfScope, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

let n = 0;
/** A submission of plans on the stand (one PDF attached): its revision and file ids. */
async function revisionOn(pool: Pool, stand: number, authorId: number | null): Promise<{ revision: number; media: number }> {
  await pool.query('UPDATE shows SET plan_markup_by_standists = true WHERE id = (SELECT show_id FROM stands WHERE id = $1)', [stand]);
  const message = (await pool.query(`INSERT INTO messages (content, created_by_id) VALUES ('Nos plans', $1) RETURNING id`, [authorId])).rows[0].id;
  const sm = (await pool.query(`INSERT INTO stand_messages (stand_id, message_id, new_stand_status) VALUES ($1, $2, 'pendingPlansVerification') RETURNING id`, [stand, message]))
    .rows[0].id;
  const media = (
    await pool.query(`INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('messageAttachment', 'plan.pdf', $1, 'application/pdf', 10) RETURNING id`, [
      `test/revision-${++n}-${Date.now()}`,
    ])
  ).rows[0].id;
  const mm = (await pool.query('INSERT INTO message_media (media_id, message_id) VALUES ($1, $2) RETURNING id', [media, message])).rows[0].id;
  const revision = (await pool.query('SELECT id FROM plan_revisions WHERE submission_message_id = $1', [sm])).rows[0].id;
  return { revision, media: mm };
}
async function markOn(pool: Pool, stand: number, user: TestUser): Promise<number> {
  const { revision, media } = await revisionOn(pool, stand, null);
  const { rows } = await pool.query(
    `INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, created_by_id)
     VALUES ($1, $2, 1, 1, 'rectangle', '{"x": 0.1, "y": 0.1, "width": 0.2, "height": 0.2}', '#e53935', $3) RETURNING id`,
    [revision, media, user.id],
  );
  return rows[0].id;
}

describeHydraResource(planRevisions, {
  inScope: async (pool, user) => (await revisionOn(pool, await insertStandInScope(pool, user), null)).revision,
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : (await revisionOn(pool, stand, null)).revision;
  },
  invalidBody: {},
});

describeHydraResource(planAnnotations, {
  inScope: async (pool, user) => markOn(pool, await insertStandInScope(pool, user), user),
  outOfScope: async (pool, user) => {
    const stand = await insertStandOutOfScope(pool, user);
    return stand === null ? null : markOn(pool, stand, user);
  },
  validBody: async (pool, user) => {
    const { revision, media } = await revisionOn(pool, await insertStandInScope(pool, user), null);
    return { revision: `/backend/plan_revisions/${revision}`, media: `/backend/message_media/${media}`, page: 1, kind: 'pin', geometry: { x: 0.5, y: 0.5 }, comment: 'Issue de secours' };
  },
  patchBody: async () => ({ comment: 'Cote à reprendre', color: '#1e88e5' }),
  invalidBody: { page: 0, kind: 'circle', geometry: { x: 2 } },
});
