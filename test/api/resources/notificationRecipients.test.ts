/**
 * A sent notification's recipients and their delivery states (issue 20 item 11): read by whoever
 * may read the send (admin and support every one, the other senders their own), per role as the
 * permission matrix says; failures first with the receiving server's answer.
 */
import { notificationRecipients } from '@server/resources/notificationRecipients';
import type { Pool } from '@server/db/pool';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertStand, insertUser, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';

/** A send by `sender` to one person on one stand, their message in `state`; the recipient row's id. */
async function sendWithRecipient(pool: Pool, sender: TestUser, state: 'queued' | 'sent' | 'failed' | null = 'sent', lastError: string | null = null) {
  const show = await insertShow(pool);
  const stand = await insertStand(pool, show, { name: 'Stand Azur' });
  const person = await insertUser(pool, { firstName: 'Emma', lastName: 'Bernard' });
  const { rows: send } = await pool.query(
    `INSERT INTO notification_sends (tag, sender_id, subject, stand_count, recipient_count) VALUES ('login', $1, 'Objet', 1, 1) RETURNING id`,
    [sender.id],
  );
  let delivery: number | null = null;
  if (state) {
    const { rows } = await pool.query(
      `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, attempts, last_error, transport, notification_send_id, stand_id, user_id)
       VALUES ('notification', $1, 'fr', 'Objet', 'Texte', $2, $3, $4, 'smtp', $5, $6, $7) RETURNING id`,
      [person.email, state, state === 'failed' ? 5 : 1, lastError, send[0].id, stand, person.id],
    );
    delivery = rows[0].id;
  }
  const { rows } = await pool.query(
    'INSERT INTO notification_recipients (notification_send_id, stand_id, user_id, delivery_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [send[0].id, stand, person.id, delivery],
  );
  return { sendId: send[0].id as number, recipientId: Number(rows[0].id), person };
}

describeHydraResource(notificationRecipients, {
  inScope: async (pool, user) => (await sendWithRecipient(pool, user)).recipientId,
  async outOfScope(pool, user) {
    if ([ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT].includes(user.role as never)) return null;
    return (await sendWithRecipient(pool, await insertUser(pool, { role: ROLES.ORGANIZER }))).recipientId;
  },
  invalidBody: {},
  filterValues: { state: { valid: 'failed', bad: 'lost' } },
});

describe('a send with a failure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it("shows its sender for whom it failed and why, failed first; another organizer gets nothing", async () => {
    const organizer = await insertUser(ctx.pool, { role: ROLES.ORGANIZER });
    const failed = await sendWithRecipient(ctx.pool, organizer, 'failed', '452 4.2.2 Mailbox full');
    // A second recipient of the same send, sent, and one whose message is not written yet.
    const stand = await insertStand(ctx.pool, await insertShow(ctx.pool));
    for (const state of ['sent', null] as const) {
      const person = await insertUser(ctx.pool);
      let delivery: number | null = null;
      if (state) {
        delivery = (
          await ctx.pool.query(
            `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, transport, notification_send_id) VALUES ('notification', $1, 'fr', 'Objet', 'Texte', 'sent', 'smtp', $2) RETURNING id`,
            [person.email, failed.sendId],
          )
        ).rows[0].id;
      }
      await ctx.pool.query('INSERT INTO notification_recipients (notification_send_id, stand_id, user_id, delivery_id) VALUES ($1, $2, $3, $4)', [failed.sendId, stand, person.id, delivery]);
    }
    const url = `/backend/notification_recipients?notificationSend=${failed.sendId}&order[state]=asc&order[id]=asc`;
    const res = await client(ctx.app, await tokenFor(organizer)).get(url);
    expect(res.status).toBe(200);
    const members = res.body['hydra:member'];
    expect(members.map((m: { state: string }) => m.state)).toEqual(['failed', 'queued', 'sent']);
    expect(members[0]).toMatchObject({
      recipient: failed.person.email,
      recipientName: 'Emma Bernard',
      standName: 'Stand Azur',
      attempts: 5,
      lastError: '452 4.2.2 Mailbox full',
      notificationSend: `/backend/notification_sends/${failed.sendId}`,
    });
    const failures = await client(ctx.app, await tokenFor(organizer)).get(`/backend/notification_recipients?notificationSend=${failed.sendId}&state=failed`);
    expect(failures.body['hydra:totalItems']).toBe(1);

    const other = await client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ORGANIZER }))).get(url);
    expect(other.status).toBe(200);
    expect(other.body['hydra:totalItems']).toBe(0);
    const support = await client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPPORT }))).get(url);
    expect(support.body['hydra:totalItems']).toBe(3);
    const standist = await client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.STANDIST }))).get(url);
    expect(standist.status).toBe(403);
  });
});
