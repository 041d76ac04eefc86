/**
 * The one mailer (DESIGN §8): every area queues its messages here. `queue` renders the message
 * in the recipient's language, records it as a `mail_deliveries` row (state `queued`) and sends
 * a `mail.send` job; the job (`deliver`) hands it to the transport, retried with backoff by the
 * job queue, and records each attempt: `sent` with the SMTP message id or the outbox file, or
 * the error and, once no retry is left, `failed`.
 */
import type { MailKind } from '@/domain/mail';
import type { Pool } from '../../db/pool';
import type { Locale, MessageParams } from '../../i18n';
import { markSent, recordFailure, recordQueued, startAttempt } from '../../repositories/mailDeliveries';
import type { JobContext, JobQueue, RetryPolicy } from '../jobs/queue';
import { renderMail } from './render';
import { maskedParams } from './secrets';
import type { MailTransport } from './transport';

export const MAIL_JOB = 'mail.send';
/** 5 attempts over about 15 minutes (30 s, 1, 2, 4 minutes… between them). */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 4, retryDelaySeconds: 30 };

export interface MailRequest {
  to: string;
  locale: Locale;
  /**
   * The catalogue ids' middle part (`api.mail.<kind>.subject`) and the outbox screen's kind column
   * (a notification's messages are written by its dispatch job, in their sender's words).
   */
  kind: Exclude<MailKind, 'notification'>;
  params: MessageParams;
  /**
   * Parameters that grant something (a reset link): only the message sent holds them; the copy the
   * API serves has them masked (./secrets.ts), whatever the transport.
   */
  secretParams?: readonly string[];
}

export interface Mailer {
  transportKind: MailTransport['kind'];
  /** Records and queues the message (after any transaction of the caller: the job may run at once); answers its delivery id. */
  queue(request: MailRequest): Promise<number>;
  /** The `mail.send` job. */
  deliver(deliveryId: number, context: JobContext): Promise<void>;
}

export function createMailer(deps: { pool: Pool; jobs: JobQueue; transport: MailTransport; from: string }): Mailer {
  const { pool, jobs, transport } = deps;
  const mailer: Mailer = {
    transportKind: transport.kind,
    async queue(request) {
      const rendered = renderMail(request.kind, request.locale, request.params);
      // The copy the API serves (subject, text, and the .eml rebuilt from them): secrets masked
      // even with the outbox transport, or anyone who reads the outbox could spend a reset link.
      // `payload`, the message to send, is never served and is cleared once sent or failed.
      const shown = request.secretParams?.length
        ? renderMail(request.kind, request.locale, maskedParams(request.params, request.secretParams))
        : rendered;
      const id = await recordQueued(pool, {
        kind: request.kind,
        recipient: request.to,
        locale: request.locale,
        subject: shown.subject,
        text: shown.text,
        payload: JSON.stringify(rendered),
        transport: transport.kind,
      });
      await jobs.send(MAIL_JOB, { deliveryId: id });
      return id;
    },
    async deliver(deliveryId, { lastAttempt }) {
      const attempt = await startAttempt(pool, deliveryId);
      if (!attempt) return; // sent already (a job run twice) or gone
      const { recipient, locale, payload } = attempt;
      try {
        const sent = await transport.send({ from: deps.from, to: recipient, locale, ...payload });
        await markSent(pool, deliveryId, { messageId: sent.messageId, file: sent.file ?? null });
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        await recordFailure(pool, deliveryId, message, lastAttempt);
        throw err;
      }
    },
  };
  return mailer;
}

/** Registers the `mail.send` job of `mailer` on the queue. */
export async function registerMailJob(jobs: JobQueue, mailer: Mailer, policy: RetryPolicy = MAIL_RETRY): Promise<void> {
  await jobs.register<{ deliveryId: number }>(MAIL_JOB, policy, (data, context) => mailer.deliver(data.deliveryId, context));
}
