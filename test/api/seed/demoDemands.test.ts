/** The demo's requests (server/seed/demoDemands.ts): about forty on the demo show, lived in, the demo exhibitor's own among them. */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SHOW_NAME } from '@server/seed/demo';
import { seededDemo } from '../../support/seededDemo';

const demo = seededDemo();
const { loginAs } = demo;

const demoShow = async () => (await demo.ctx.pool.query('SELECT id FROM shows WHERE name = $1', [DEMO_SHOW_NAME])).rows[0].id as number;

describe('demo requests', () => {
  it('spreads about forty requests of the demo show over the five types and three statuses', async () => {
    const { rows } = await demo.ctx.pool.query('SELECT demand_type, status, count(*)::int AS n FROM demands WHERE show_id = $1 GROUP BY 1, 2', [await demoShow()]);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(35);
    expect(total).toBeLessThanOrEqual(45);
    expect(new Set(rows.map((r) => r.demand_type)).size).toBe(5);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['in_progress', 'validated', 'refused']));
  });

  it('dates every request, message and decision before the moment the demo was made (nothing "later today")', async () => {
    const { rows } = await demo.ctx.pool.query(
      `SELECT d.id, d.updated_at AS at FROM demands d WHERE d.updated_at > now()
       UNION ALL
       SELECT dm.demand_id, m.created_at FROM demand_messages dm JOIN messages m ON m.id = dm.message_id WHERE m.created_at > now()`,
    );
    expect(rows).toEqual([]);
  });

  it('gives every decided request its decision message and every logistics one its plan, on disk', async () => {
    const undecided = await demo.ctx.pool.query(
      `SELECT d.id FROM demands d WHERE d.status <> 'in_progress'
          AND NOT EXISTS (SELECT 1 FROM demand_messages dm WHERE dm.demand_id = d.id AND dm.new_demand_status = d.status)`,
    );
    expect(undecided.rows).toEqual([]);
    const plans = await demo.ctx.pool.query(
      `SELECT d.id, m.storage_name FROM demands d JOIN demand_logistics l ON l.demand_id = d.id
         LEFT JOIN demand_logistic_media dm ON dm.demand_logistic_id = l.id AND dm.type = 'plan' LEFT JOIN media m ON m.id = dm.media_id`,
    );
    expect(plans.rows.length).toBeGreaterThan(0);
    for (const row of plans.rows) expect(fs.existsSync(path.join(demo.ctx.filesDir, row.storage_name ?? 'missing'))).toBe(true);
  });

  it("lets the demo exhibitor list their own requests, and support see the show's counters", async () => {
    const exhibitor = await loginAs('exhibitor@demo.test');
    const own = await exhibitor.get(`/backend/demands?stand.show=${await demoShow()}`);
    expect(own.status).toBe(200);
    expect(own.body['hydra:totalItems']).toBeGreaterThanOrEqual(1);
    const support = await loginAs('support@demo.test');
    const counters = await support.get(`/backend/demands/counters?stand.show=${await demoShow()}`);
    expect(counters.status).toBe(200);
    expect(counters.body.exemption.in_progress + counters.body.logistic.in_progress).toBeGreaterThan(0);
    expect(counters.body.newMessages).toBeGreaterThan(0);
  });
});
