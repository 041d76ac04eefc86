/**
 * The demo's gateway end to end (issue 24): the seeded gl_event source (its password encrypted)
 * reaches the demo organizer's server through sourceAccess — the show's location with its query
 * parameters in order (its source's and those for any source), the connection test, the file
 * fetched and read into forty valid exhibitors with stable tokens.
 */
import { isPlausibleExternalToken } from '@/domain/gateway';
import { startDemoOrganizer } from '@server/demo/demoOrganizer';
import type { OrganizerServer } from '@server/demo/organizerServer';
import { DEMO_ORGANIZER } from '@server/seed/demoExhibitors';
import { demoExhibitors, seedDemoGatewaySource } from '@server/seed/demoGateway';
import { loadSourceConnection, loadSourceLocation, readExhibitorFile, transportFor } from '@server/services/gateway/sourceAccess';
import { createTestContext, type TestContext } from '../../../support/apiApp';
import { insertShow } from '../../../support/apiBuilders';

describe('the demo organizer and sourceAccess', () => {
  let ctx: TestContext;
  let organizer: OrganizerServer;
  beforeAll(async () => {
    ctx = await createTestContext();
    const client = await ctx.pool.connect();
    try {
      await seedDemoGatewaySource(client);
    } finally {
      client.release();
    }
    organizer = await startDemoOrganizer(ctx.pool, 0);
  });
  afterAll(async () => {
    await organizer.close();
    await ctx.close();
  });

  it('has forty exhibitors with tokens that stay the same from one start to the next', () => {
    const exhibitors = demoExhibitors();
    expect(exhibitors).toHaveLength(40);
    expect(demoExhibitors()).toEqual(exhibitors);
    expect(new Set(exhibitors.map((e) => e.token)).size).toBe(40);
    expect(exhibitors.every((e) => isPlausibleExternalToken(e.token) && e.token.length === 32)).toBe(true);
  });

  it('reads the show location, tests the connection and reads the exhibitor file from the demo server', async () => {
    const glEvent = (await ctx.pool.query("SELECT id, password_encrypted FROM sources WHERE reference = 'gl_event'")).rows[0];
    expect(glEvent.password_encrypted).toMatch(/^v1:/);
    const ftp = (await ctx.pool.query("SELECT id FROM sources WHERE reference = 'ftp'")).rows[0].id;
    const show = await insertShow(ctx.pool);
    await ctx.pool.query('UPDATE shows SET source_id = $1, source_path = $2 WHERE id = $3', [glEvent.id, DEMO_ORGANIZER.folder, show]);
    await ctx.pool.query(
      `INSERT INTO show_source_query_parameters (show_id, source_id, name, value, position)
       VALUES ($1, $2, 'lang', 'fr', 2), ($1, NULL, 'edition', '2026', 1), ($1, $3, 'autre', 'x', 0)`,
      [show, glEvent.id, ftp],
    );
    const found = await loadSourceLocation(ctx.pool, show);
    expect(found).toEqual({
      sourceId: glEvent.id,
      location: { sourcePath: 'SML26', queryParameters: [{ name: 'edition', value: '2026' }, { name: 'lang', value: 'fr' }] },
    });
    const source = (await loadSourceConnection(ctx.pool, glEvent.id))!;
    expect(source).toEqual(expect.objectContaining({ protocol: 'http', host: '127.0.0.1', port: organizer.port, password: DEMO_ORGANIZER.password }));
    // The demo organizer listens on localhost: reached as the demo reaches it, with the allowance.
    const transport = transportFor(source.protocol, { allowPrivateHosts: true });
    await expect(transport.test(source, found!.location)).resolves.toEqual({ files: 1 });
    const { fileName, bytes } = await transport.fetch(source, found!.location);
    const file = readExhibitorFile(fileName, bytes);
    expect(file.problems).toEqual([]);
    expect(file.records.map((r) => r.token)).toEqual(demoExhibitors().map((e) => e.token));
    expect(await loadSourceLocation(ctx.pool, await insertShow(ctx.pool))).toBeNull();
    expect(await loadSourceConnection(ctx.pool, 999999)).toBeNull();
  });
});
