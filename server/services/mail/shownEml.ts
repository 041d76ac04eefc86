/**
 * The .eml the API serves for a message (`GET /backend/mail_deliveries/{id}/eml`): rebuilt from
 * the copy stored for serving (subject and text with their secrets masked, server/services/mail/
 * secrets.ts), never read from the outbox file on disk, which holds the real link.
 */
import nodemailer from 'nodemailer';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n';
import { mailHtml } from './render';

export interface ShownMail {
  recipient: string;
  locale: string;
  subject: string;
  text: string;
  messageId: string | null;
  sentAt: Date | null;
}

export async function shownEml(mail: ShownMail, from: string): Promise<Buffer> {
  const locale: Locale = (LOCALES as readonly string[]).includes(mail.locale) ? (mail.locale as Locale) : DEFAULT_LOCALE;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  try {
    const info = await builder.sendMail({
      from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mailHtml(locale, mail.subject, mail.text),
      headers: { 'Content-Language': mail.locale },
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.sentAt ? { date: mail.sentAt } : {}),
    });
    return info.message as Buffer;
  } finally {
    builder.close();
  }
}
