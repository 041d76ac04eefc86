/**
 * Deleting a row makes PostgreSQL look for the rows pointing at it (its foreign keys' checks):
 * without an index on the referencing column, every deleted row reads that whole table (removing
 * the 20,000 accounts of a sync took minutes, migration 036). Every foreign key of the schema
 * whose target is not a small fixed list has an index it can use: one led by the column, whole or
 * partial on `col IS NOT NULL`.
 */
import { createTestContext, type TestContext } from '../../support/apiApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

/** Targets that are reference lists (statuses, types, roles…): their rows are never deleted in use. */
const REFERENCE_TARGETS = new Set([
  'demand_statuses',
  'demand_types',
  'stand_document_statuses',
  'stand_document_media_statuses',
  'stand_statuses',
  'roles',
  'notification_templates',
]);

it('gives every foreign key of the public schema an index its check can use', async () => {
  const { rows } = await ctx.pool.query<{ tbl: string; col: string; target: string }>(`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS target
      FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f'
       AND NOT EXISTS (
         SELECT 1 FROM pg_index i
          WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
            AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)'))
     ORDER BY 1, 2`);
  const unindexed = rows.filter((r) => !REFERENCE_TARGETS.has(r.target)).map((r) => `${r.tbl}.${r.col} → ${r.target}`);
  expect(unindexed).toEqual([]);
});
