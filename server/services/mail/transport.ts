/**
 * Where messages go (DESIGN "mail"): SMTP through nodemailer when SMTP_URL is set; otherwise
 * `.eml` files in `$DATA_DIR/outbox`, written to a temporary name then renamed (a reader never
 * sees half a file), so `npm start` needs no mail server: a tester reads the messages on the
 * outbox screen (secret links masked) and a developer opens the files (the real links).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransportKind } from '@/domain/mail';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
}

export interface SentMail {
  messageId: string;
  /** The outbox file's name (outbox transport only). */
  file?: string;
}

export interface MailTransport {
  kind: MailTransportKind;
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { 'Content-Language': mail.locale },
});

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The outbox: one `<time>-<random>.eml` per message in `dir`. */
export function outboxTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const temp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temp, info.message as Buffer);
      await fs.rename(temp, path.join(dir, name));
      return { messageId: info.messageId, file: name };
    },
    close: () => builder.close(),
  };
}

/** SMTP when a URL is given, else the outbox directory. */
export const mailTransport = (smtpUrl: string | undefined, outboxDir: string): MailTransport =>
  smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(outboxDir);
