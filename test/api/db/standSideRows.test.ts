/**
 * A stand's search entry and external identifier have no foreign key (migration 045): the stands'
 * and the sources' delete triggers remove them as ON DELETE CASCADE did, and the identifiers' writer
 * never writes one for a stand that is gone.
 */
import { withActor } from '@server/db/pool';
import { upsertIdentifiers } from '@server/repositories/externalStandIdentifiers';
import { insertExternalIdentifier, insertSource } from '../../support/gatewayBuilders';
import { insertShow, insertStand } from '../../support/apiBuilders';
import { createTestContext, type TestContext } from '../../support/apiApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const sideRows = async (standIds: number[]) => {
  const { rows } = await ctx.pool.query<{ search: number; identifiers: number }>(
    `SELECT (SELECT count(*)::int FROM stand_search WHERE stand_id = ANY($1::int[])) AS search,
            (SELECT count(*)::int FROM external_stand_identifiers WHERE stand_id = ANY($1::int[])) AS identifiers`,
    [standIds],
  );
  return rows[0];
};

it('removes a deleted stand’s search entry and identifier, and those of a deleted show’s stands, and no other', async () => {
  const sourceId = await insertSource(ctx.pool, 'side_rows_a');
  const showId = await insertShow(ctx.pool);
  const [gone, kept, inShow] = [await insertStand(ctx.pool, showId), await insertStand(ctx.pool, showId), await insertStand(ctx.pool, await insertShow(ctx.pool))];
  for (const standId of [gone, kept, inShow]) await insertExternalIdentifier(ctx.pool, { standId, sourceId });
  expect(await sideRows([gone, kept, inShow])).toEqual({ search: 3, identifiers: 3 });

  await ctx.pool.query('DELETE FROM stands WHERE id = $1', [gone]);
  expect(await sideRows([gone])).toEqual({ search: 0, identifiers: 0 });
  expect(await sideRows([kept, inShow])).toEqual({ search: 2, identifiers: 2 });

  const otherShow = (await ctx.pool.query('SELECT show_id FROM stands WHERE id = $1', [inShow])).rows[0].show_id;
  await ctx.pool.query('DELETE FROM shows WHERE id = $1', [otherShow]);
  expect(await sideRows([inShow])).toEqual({ search: 0, identifiers: 0 });
  expect(await sideRows([kept])).toEqual({ search: 1, identifiers: 1 });
});

it('removes a deleted source’s identifiers, and only those', async () => {
  const [removed, other] = [await insertSource(ctx.pool, 'side_rows_b'), await insertSource(ctx.pool, 'side_rows_c')];
  const showId = await insertShow(ctx.pool);
  const [a, b] = [await insertStand(ctx.pool, showId), await insertStand(ctx.pool, showId)];
  await insertExternalIdentifier(ctx.pool, { standId: a, sourceId: removed });
  await insertExternalIdentifier(ctx.pool, { standId: b, sourceId: other });
  await ctx.pool.query('DELETE FROM sources WHERE id = $1', [removed]);
  expect(await sideRows([a])).toEqual({ search: 1, identifiers: 0 });
  expect(await sideRows([b])).toEqual({ search: 1, identifiers: 1 });
});

it('writes no identifier for a stand that no longer exists', async () => {
  const sourceId = await insertSource(ctx.pool, 'side_rows_d');
  const showId = await insertShow(ctx.pool);
  const [alive, deleted] = [await insertStand(ctx.pool, showId), await insertStand(ctx.pool, showId)];
  await ctx.pool.query('DELETE FROM stands WHERE id = $1', [deleted]);
  await withActor(ctx.pool, null, async (db) =>
    upsertIdentifiers(
      db,
      [alive, deleted].map((standId) => ({ standId, sourceId, token: `side-rows-token-${standId}-abcdefghijkl`, expiresAt: null, contactUserId: null, syncedValues: {} })),
    ),
  );
  expect(await sideRows([alive])).toEqual({ search: 1, identifiers: 1 });
  expect(await sideRows([deleted])).toEqual({ search: 0, identifiers: 0 });
});

it('has no foreign key left on these rows’ stand or source, and empties them with a truncated stands table', async () => {
  const { rows } = await ctx.pool.query<{ conname: string }>(
    `SELECT conname FROM pg_constraint
      WHERE contype = 'f' AND conrelid IN ('stand_search'::regclass, 'external_stand_identifiers'::regclass)
        AND confrelid IN ('stands'::regclass, 'sources'::regclass)`,
  );
  expect(rows).toEqual([]);

  const sourceId = await insertSource(ctx.pool, 'side_rows_e');
  const standId = await insertStand(ctx.pool, await insertShow(ctx.pool));
  await insertExternalIdentifier(ctx.pool, { standId, sourceId });
  const client = await ctx.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('TRUNCATE stands CASCADE');
    const left = await client.query<{ search: number; identifiers: number }>(
      'SELECT (SELECT count(*)::int FROM stand_search) AS search, (SELECT count(*)::int FROM external_stand_identifiers) AS identifiers',
    );
    expect(left.rows[0]).toEqual({ search: 0, identifiers: 0 });
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
  expect(await sideRows([standId])).toEqual({ search: 1, identifiers: 1 });
});
