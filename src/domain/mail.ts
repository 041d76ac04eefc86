/** The mailer's delivery states (server/services/mail, the outbox screen /courriels). */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const isMailState = (value: unknown): value is MailState => (MAIL_STATES as readonly unknown[]).includes(value);

/**
 * What the API and the outbox screen show in place of a secret (a reset link's token): the .eml
 * the outbox transport writes on disk, and the message itself, keep the real value.
 */
export const SECRET_MASK = '••••••';

/** Whether a message's text, as the API serves it, had a secret masked. */
export const hasMaskedSecret = (text: string): boolean => text.includes(SECRET_MASK);
