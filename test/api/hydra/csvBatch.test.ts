/**
 * One FETCH of the CSV export, rows formatted as PostgreSQL sends them (server/hydra/csvBatch.ts):
 * the lines come back as UTF-8 in order, and a failure — PostgreSQL's or the formatter's — rejects
 * the batch without leaving the pooled connection unusable.
 */
import type { PoolClient } from 'pg';
import { fetchCsvLines } from '@server/hydra/csvBatch';
import { createTestContext, type TestContext } from '../../support/apiApp';

describe('fetchCsvLines', () => {
  let ctx: TestContext;
  let client: PoolClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    client = await ctx.pool.connect();
  });
  afterAll(async () => {
    client.release();
    await ctx.close();
  });

  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

  it('gives each row as its formatter wrote it, text fields as PostgreSQL sends them (t/f, NULL as null)', async () => {
    const batch = await fetchCsvLines(
      client,
      "SELECT g::text, g % 2 = 0, CASE WHEN g = 2 THEN NULL ELSE 'é' || g END FROM generate_series(1, 3) g",
      (fields) => fields.map((field) => (field === null ? '∅' : field)).join('|'),
    );
    expect(batch.rows).toBe(3);
    expect(text(batch.chunks)).toBe('1|f|é1\n2|t|∅\n3|f|é3\n');
  });

  it('gives no chunk for no row', async () => {
    expect(await fetchCsvLines(client, 'SELECT 1 WHERE false', () => 'x')).toEqual({ chunks: [], rows: 0 });
  });

  it("rejects with the formatter's error, and the connection answers the next query", async () => {
    const failing = fetchCsvLines(client, 'SELECT g::text FROM generate_series(1, 5) g', (fields) => {
      if (fields[0] === '3') throw new Error('bad row 3');
      return fields[0] ?? '';
    });
    await expect(failing).rejects.toThrow('bad row 3');
    expect((await client.query('SELECT 41 + 1 AS n')).rows[0].n).toBe(42);
  });

  it("rejects with PostgreSQL's error, and the connection answers the next query", async () => {
    await expect(fetchCsvLines(client, 'FETCH 10 FROM no_such_cursor', () => '')).rejects.toThrow(/no_such_cursor/);
    expect((await client.query('SELECT 1 AS n')).rows[0].n).toBe(1);
  });
});
