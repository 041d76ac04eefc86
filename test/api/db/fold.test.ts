/**
 * app_fold (SQL, migration 044: a chain of replace()) gives the text the API's `fold`
 * (server/hydra/sql.ts) gives for a searched word, and the text its earlier definition
 * (translate(), 001) gave, so what was stored or indexed through it stays valid.
 */
import { fold } from '@server/hydra/sql';
import { createTestContext, type TestContext } from '../../support/apiApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿæœ';
const SAMPLES = [
  ACCENTED,
  ACCENTED.toUpperCase(),
  'Exposant n°12 – Maison Dupré & Fils',
  'ŒUVRES D’ÉTÉ — Straße 5, Ørsted, Łódź',
  'Hélène LEFÈVRE hélène.lefevre@example.test',
  'plain ascii 123',
  '',
  'ÀàÂâÆæŒœÇçËëŸÿ 🙂',
];

it('folds as the API does, and as translate() did', async () => {
  const { rows } = await ctx.pool.query<{ sample: string; folded: string; before: string }>(
    `SELECT s AS sample, app_fold(s) AS folded, translate(lower(coalesce(s, '')), $2, 'aaaaaaceeeeiiiinooooouuuuyyao') AS before
       FROM unnest($1::text[]) AS s`,
    [SAMPLES, ACCENTED],
  );
  expect(rows).toHaveLength(SAMPLES.length);
  for (const row of rows) {
    expect(row.folded).toBe(row.before);
    expect(row.folded).toBe(fold(row.sample));
  }
  expect(rows[0].folded).toBe('aaaaaaceeeeiiiinooooouuuuyyao');
  expect((await ctx.pool.query('SELECT app_fold(NULL) AS folded')).rows[0].folded).toBe('');
});
