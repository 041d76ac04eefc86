/** The mailer's delivery states (server/services/mail, the outbox screen /courriels). */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const isMailState = (value: unknown): value is MailState => (MAIL_STATES as readonly unknown[]).includes(value);
