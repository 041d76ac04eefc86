/**
 * The background half of a notification: gives each of its deliveries to the mailer's sending
 * job (`mail.send`, with the mailer's retries), 500 at a time, recording its progress so a
 * retried dispatch resumes where the failed one stopped instead of sending twice.
 */
import type { Pool } from '../../db/pool';
import type { JobQueue } from '../jobs/queue';
import { MAIL_JOB } from '../mail/mailer';

export const NOTIFICATION_DISPATCH_JOB = 'notification.dispatch';
const BATCH = 500;
/** Jobs queued at once within a batch. */
const PARALLEL = 20;

export async function dispatchNotification(deps: { pool: Pool; jobs: JobQueue }, sendId: number): Promise<void> {
  for (;;) {
    const { rows } = await deps.pool.query<{ id: number }>(
      `SELECT d.id FROM mail_deliveries d JOIN notification_sends n ON n.id = d.notification_send_id
        WHERE d.notification_send_id = $1 AND d.id > n.dispatched_up_to
        ORDER BY d.id LIMIT ${BATCH}`,
      [sendId],
    );
    if (!rows.length) return;
    for (let i = 0; i < rows.length; i += PARALLEL) {
      await Promise.all(rows.slice(i, i + PARALLEL).map((row) => deps.jobs.send(MAIL_JOB, { deliveryId: row.id })));
    }
    await deps.pool.query('UPDATE notification_sends SET dispatched_up_to = $2 WHERE id = $1', [sendId, rows[rows.length - 1].id]);
  }
}

export async function registerNotificationJob(jobs: JobQueue, pool: Pool): Promise<void> {
  await jobs.register<{ sendId: number }>(NOTIFICATION_DISPATCH_JOB, { retryLimit: 5, retryDelaySeconds: 10 }, (data) =>
    dispatchNotification({ pool, jobs }, data.sendId),
  );
}
