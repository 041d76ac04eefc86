/**
 * The texts of a notification as queued (./send.ts writes them on the send, ./dispatch.ts reads
 * them back): a module of their own so that the dispatch need not import the queueing that starts it.
 */
import type { Locale } from '../../i18n';

/** What a language's recipients get, variables not filled yet. */
export type SendTexts = Partial<Record<Locale, { subject: string; content: string }>>;
