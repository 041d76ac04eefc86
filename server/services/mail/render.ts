/**
 * A message rendered from the catalogues (i18n/*.json, ids `api.mail.<kind>.subject` and
 * `api.mail.<kind>.body`) in the recipient's language: a subject, a text part and an HTML part made
 * from the same paragraphs (blank-line separated), links clickable in the HTML.
 */
import type { MailKind } from '@/domain/mail';
import { DEFAULT_LOCALE, LOCALES, t, type Locale, type MessageParams } from '../../i18n';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The recipient's language: their preference, else the language of the request that caused the mail, else French. */
export function recipientLocale(languagePreference: string | null | undefined, requestLocale?: Locale | null): Locale {
  if (languagePreference && (LOCALES as readonly string[]).includes(languagePreference)) return languagePreference as Locale;
  return requestLocale ?? DEFAULT_LOCALE;
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(paragraph.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p>${html.replace(/\n/g, '<br>')}</p>`;
}

export function renderMail(kind: Exclude<MailKind, 'notification'>, locale: Locale, params: MessageParams): RenderedMail {
  return renderWrittenMail(locale, t(locale, `api.mail.${kind}.subject`, params), t(locale, `api.mail.${kind}.body`, params), params);
}

/** A message whose subject and body are already written (a notification template filled for its recipient), with the signature. */
export function renderWrittenMail(locale: Locale, subject: string, body: string, params: MessageParams = {}): RenderedMail {
  const text = `${[body, t(locale, 'api.mail.signature', params)].join('\n\n')}\n`;
  return { subject, text, html: mailHtml(locale, subject, text) };
}

/**
 * The HTML part of a text part: its blank-line separated paragraphs, links clickable. A function
 * of the text alone, so the outbox's .eml (server/services/mail/shownEml.ts) is rebuilt from the
 * stored, masked text as it was sent.
 */
export function mailHtml(locale: Locale, subject: string, text: string): string {
  const paragraphs = text.replace(/\n$/, '').split(/\n{2,}/);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map(paragraphHtml)
    .join('')}</body></html>`;
}
