/** GET /backend/stands/{id}/attestation/{locale}: the plan confirmation attestation, a PDF in French or English. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo';
import { pdfText } from '../../support/pdfText';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let exhibitorStand: { id: number; name: string };
let unconfirmedStand: number;

beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
  for (const account of DEMO_ACCOUNTS) {
    const res = await client(ctx.app).post('/backend/login_check', { _username: account.email, _password: DEMO_PASSWORD });
    tokens[account.email.split('@')[0]] = res.body.token;
  }
  const mine = await ctx.pool.query(
    `SELECT s.id, s.name FROM stands s JOIN user_stand_roles r ON r.stand_id = s.id JOIN users u ON u.id = r.user_id
      WHERE u.email = 'exhibitor@demo.test' AND s.status = 'pendingPlansConfirmation' LIMIT 1`,
  );
  exhibitorStand = mine.rows[0];
  const waiting = await ctx.pool.query(`SELECT id FROM stands WHERE status = 'waitingForPlans' ORDER BY id LIMIT 1`);
  unconfirmedStand = waiting.rows[0].id;
}, 120_000);
afterAll(async () => ctx.close());

const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

describe('plan confirmation attestation', () => {
  it('comes once the exhibitor has confirmed, with what they attested, in French and English', async () => {
    expect((await get('exhibitor', `/backend/stands/${exhibitorStand.id}/attestation/fr`)).statusCode).toBe(404);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/backend/stand_messages',
      headers: { authorization: `Bearer ${tokens.exhibitor}`, 'content-type': 'application/json' },
      payload: {
        stand: `/backend/stands/${exhibitorStand.id}`,
        message: { content: 'Je confirme les plans du stand.' },
        newStandStatus: 'validatedPlans',
        ...{ confirmationLastName: 'Bernard', confirmationFirstName: 'Emma', confirmationCompany: 'Lumière & Fils', confirmationPhone: '01 23 45 67 89' },
        ...{ confirmationEmail: 'emma@lumiere.test', confirmationStanding: true, confirmationInvoicing: true, confirmationWasteDisposal: 'decorator' },
      },
    });
    expect(confirmed.statusCode).toBe(201);

    const fr = await get('exhibitor', `/backend/stands/${exhibitorStand.id}/attestation/fr`);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toBe(`attachment; filename="attestation-${exhibitorStand.id}.pdf"`);
    const text = pdfText(fr.rawPayload);
    expect(text).toContain('Attestation de confirmation des plans');
    expect(text).toContain(`Stand : ${exhibitorStand.name}`);
    expect(text).toContain('Nom : Emma Bernard');
    expect(text).toContain('Évacuation des déchets : Par le décorateur');
    expect(text).toContain('Le stand sera monté conformément aux plans validés.');
    expect(text).toMatch(/Confirmé le : \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(text).toContain('Confirmé par : Emma Bernard');

    const en = pdfText((await get('organizer', `/backend/stands/${exhibitorStand.id}/attestation/en`)).rawPayload);
    expect(en).toContain('Plan confirmation attestation');
    expect(en).toContain('Waste disposal: By the decorator');
  });

  it('is refused to whoever may not see the stand, and for a stand not confirmed or a bad address', async () => {
    expect((await get('agency', `/backend/stands/${exhibitorStand.id}/attestation/fr`)).statusCode).toBe(404);
    expect((await get('admin', `/backend/stands/${unconfirmedStand}/attestation/fr`)).statusCode).toBe(404);
    expect((await get('admin', `/backend/stands/${exhibitorStand.id}/attestation/de`)).statusCode).toBe(404);
    expect((await get('admin', `/backend/stands/abc/attestation/fr`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/backend/stands/${exhibitorStand.id}/attestation/fr` })).statusCode).toBe(401);
  });
});
