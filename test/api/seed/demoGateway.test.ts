/** The demo's gateway (server/seed/demoGateway.ts): the gateway show's synced stands and its past sync reports. */
import crypto from 'node:crypto';
import { EXTERNAL_TOKEN_PATTERN } from '@/domain/gateway';
import { DEMO_GATEWAY_STANDS, demoGatewayToken } from '@server/seed/demoGateway';
import { seededDemo } from '../../support/seededDemo';

const demo = seededDemo();
const { loginAs } = demo;

const gatewayShow = async () =>
  (await demo.ctx.pool.query(`SELECT s.id, s.source_path, src.reference FROM shows s JOIN sources src ON src.id = s.source_id WHERE s.external_sync`)).rows;

describe('demo gateway', () => {
  it('keys a dozen stands of the gateway show by fixed 32-character tokens, each with its exhibitor', async () => {
    const [show] = await gatewayShow();
    expect(show).toMatchObject({ reference: 'gl_event', source_path: 'SML26' });
    const { rows } = await demo.ctx.pool.query(
      `SELECT e.token_identifier, e.token_hash, s.enabled, u.email FROM external_stand_identifiers e JOIN stands s ON s.id = e.stand_id
         JOIN users u ON u.id = e.contact_user_id WHERE s.show_id = $1 ORDER BY s.id`,
      [show.id],
    );
    expect(rows).toHaveLength(DEMO_GATEWAY_STANDS);
    expect(rows[0].token_identifier).toBe(demoGatewayToken(1));
    for (const row of rows) {
      expect(row.token_identifier).toHaveLength(32);
      expect(row.token_identifier).toMatch(EXTERNAL_TOKEN_PATTERN);
      expect(row.token_hash).toBe(crypto.createHash('sha256').update(row.token_identifier).digest('hex'));
    }
    expect(rows.filter((r) => !r.enabled)).toHaveLength(1);
  });

  it('shows the admin and the show’s organizer its past reports, newest first: the last sync, a failed run, a preview', async () => {
    const [show] = await gatewayShow();
    for (const email of ['admin@demo.test', 'organisatrice.meuble@demo.test']) {
      const api = await loginAs(email);
      const reports = (await api.get(`/backend/show_sync_reports?show=${show.id}`)).body['hydra:member'];
      expect(reports.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toEqual(['sync:succeeded', 'sync:failed', 'preview:succeeded']);
      expect(reports[0].counts).toMatchObject({ updated: 2, disabled: 1, contactEmailChanged: 1, conflicts: 1 });
      expect(new Set(reports[0].changes.map((c: { kind: string }) => c.kind))).toEqual(new Set(['updated', 'contactEmailChanged', 'conflict', 'disabled']));
      expect(reports[1]).toMatchObject({ errorCode: 'CONNECTION_FAILED', trigger: 'scheduled', createdByName: null });
    }
  });

  it('hides the withdrawn stand from its exhibitor and shows them the others', async () => {
    const [show] = await gatewayShow();
    const stands = (await demo.ctx.pool.query(`SELECT e.stand_id, s.enabled, u.email FROM external_stand_identifiers e JOIN stands s ON s.id = e.stand_id JOIN users u ON u.id = e.contact_user_id WHERE s.show_id = $1`, [show.id])).rows;
    const withdrawn = stands.find((s) => !s.enabled)!;
    const kept = stands.find((s) => s.enabled)!;
    expect((await (await loginAs(withdrawn.email)).get(`/backend/stands/${withdrawn.stand_id}`)).status).toBe(404);
    expect((await (await loginAs(kept.email)).get(`/backend/stands/${kept.stand_id}`)).status).toBe(200);
  });
});
