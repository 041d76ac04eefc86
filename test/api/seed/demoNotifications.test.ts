/** The demo notifications (issue 11): what each demo role finds of them after `npm start`. */
import { DEMO_PASSWORD } from '@server/seed/demo';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext, SEEDED_DEMO_URL } from '../../support/seededDemo';

let ctx: TestContext;
beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
  // The whole demo (hashes, 150 stands, files) on a machine other tests share.
}, 180_000);
afterAll(async () => ctx.close());

async function loginAs(email: string): Promise<ReturnType<typeof client>> {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client(ctx.app, res.body.token);
}

const labels = (body: { 'hydra:member': Array<{ label: string }> }) => body['hydra:member'].map((m) => m.label);

describe('demo notifications', () => {
  it('gives senders the template set in their language, six of each', async () => {
    const organizer = await loginAs('organizer@demo.test');
    const fr = await organizer.get('/backend/notifications', { 'x-locale': 'fr' });
    expect(fr.body['hydra:totalItems']).toBe(6);
    expect(labels(fr.body)).toContain('Identifiants modifiés');
    const en = await organizer.get('/backend/notifications', { 'x-locale': 'en' });
    expect(labels(en.body)).toContain('Login details changed');
  });

  it('shows the organizer their own notification sent, support and the admin both, with sent and failed messages', async () => {
    const own = (await (await loginAs('organizer@demo.test')).get('/backend/notification_sends')).body['hydra:member'];
    expect(own).toEqual([expect.objectContaining({ tag: 'deadlineReminder', senderName: 'Olivier Lefèvre', failedCount: 1, queuedCount: 0 })]);
    expect(own[0].sentCount).toBe(own[0].recipientCount - 1);
    for (const email of ['support@demo.test', 'admin@demo.test']) {
      const all = (await (await loginAs(email)).get('/backend/notification_sends')).body['hydra:member'];
      expect(all.map((s: { tag: string }) => s.tag)).toEqual(['plansReminder', 'deadlineReminder']);
    }
    const outbox = await (await loginAs('support@demo.test')).get('/backend/mail_deliveries?kind[]=notification&itemsPerPage=100');
    expect(outbox.body['hydra:totalItems']).toBeGreaterThan(2);
    expect(outbox.body['hydra:member'][0].text).not.toMatch(/\{\{/);
  });

  it("lists each send's recipients for its sender, the bounced one first with the receiving server's answer", async () => {
    const organizer = await loginAs('organizer@demo.test');
    const [send] = (await organizer.get('/backend/notification_sends')).body['hydra:member'];
    const recipients = await organizer.get(`/backend/notification_recipients?notificationSend=${send.id}&order[state]=asc&order[id]=asc`);
    expect(recipients.status).toBe(200);
    expect(recipients.body['hydra:totalItems']).toBe(send.recipientCount);
    const [first, ...others] = recipients.body['hydra:member'];
    expect(first).toEqual(expect.objectContaining({ state: 'failed', lastError: '550 5.1.1 Mailbox unavailable', sentAt: null }));
    expect(first.recipient).toMatch(/@/);
    expect(first.standName).toBeTruthy();
    expect(others.every((r: { state: string; sentAt: string | null }) => r.state === 'sent' && r.sentAt)).toBe(true);
    // The messages' links point at the server that seeded them; the hall is said once ('Hall 2', not 'hall Hall 2').
    const outbox = await (await loginAs('support@demo.test')).get('/backend/mail_deliveries?kind[]=notification&itemsPerPage=100');
    const texts: string[] = outbox.body['hydra:member'].map((m: { text: string }) => m.text);
    expect(texts.every((text) => text.includes(`${SEEDED_DEMO_URL}/login`))).toBe(true);
    expect(texts.every((text) => !/\(hall Hall/.test(text))).toBe(true);
  });

  it('gives standists nothing of it', async () => {
    const exhibitor = await loginAs('exhibitor@demo.test');
    expect((await exhibitor.get('/backend/notifications')).status).toBe(403);
    expect((await exhibitor.get('/backend/notification_sends')).status).toBe(403);
  });
});
