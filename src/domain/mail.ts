/** The mailer's delivery states (server/services/mail, the outbox screen /courriels). */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const isMailState = (value: unknown): value is MailState => (MAIL_STATES as readonly unknown[]).includes(value);

/**
 * Every kind of message the server sends: the catalogues' `api.mail.<kind>.*` (`notification`: the
 * template's own words) and the outbox screen's label `outbox.kind.<kind>`. The mailer accepts
 * only these, so a new kind cannot reach the screen without its label (test/unit/mailLabels.test.ts).
 */
export const MAIL_KINDS = ['passwordReset', 'accountAccess', 'standAccess', 'standAccessChanged', 'standImport', 'demandValidated', 'demandRefused', 'notification', 'planDeadlineApproaching', 'planDeadlinePassed', 'planTeamLate'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How a message leaves (server/services/mail/transport.ts): the outbox screen's `outbox.transport.<kind>`. */
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

/** The languages a message is written in: the outbox screen's `outbox.language.<locale>`. */
export const MAIL_LOCALES = ['fr', 'en'] as const;

/**
 * What the API and the outbox screen show in place of a secret (a reset link's token): the .eml
 * the outbox transport writes on disk, and the message itself, keep the real value.
 */
export const SECRET_MASK = '••••••';

/** Whether a message's text, as the API serves it, had a secret masked. */
export const hasMaskedSecret = (text: string): boolean => text.includes(SECRET_MASK);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/**
 * The message ids of the outbox's labels: a kind, a transport, a language as the API gives them
 * (`outbox.kind.other`, `outbox.unknown` for a value this SPA does not know: never the raw id).
 */
export const mailKindLabelId = (kind: string): string => (isOneOf(MAIL_KINDS, kind) ? `outbox.kind.${kind}` : 'outbox.kind.other');
export const mailTransportLabelId = (transport: string | null): string =>
  isOneOf(MAIL_TRANSPORTS, transport) ? `outbox.transport.${transport}` : 'outbox.unknown';
export const mailLocaleLabelId = (locale: string): string => (isOneOf(MAIL_LOCALES, locale) ? `outbox.language.${locale}` : 'outbox.unknown');
