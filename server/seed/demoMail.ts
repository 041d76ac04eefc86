/**
 * The outbox's demo history (issue 12): a month of password-reset messages to demo accounts,
 * as if sent by SMTP (their links masked, no .eml), one refused by the recipient's server after
 * every retry, so /courriels shows each state and both languages before anyone asks for a link.
 */
import { RESET_PASSWORD_PATH, RESET_TOKEN_PARAM } from '@/domain/passwordReset';
import { SECRET_MASK } from '@/domain/mail';
import type { PoolClient } from '../db/pool';
import { renderMail } from '../services/mail/render';

/** Their links as the outbox shows every reset link: the token masked (the origin is not known here). */
const MASKED_LINK = `…${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=${SECRET_MASK}`;

interface PastMail {
  to: string;
  name: string;
  locale: 'fr' | 'en';
  daysAgo: number;
  failed?: string;
}

const HISTORY: PastMail[] = [
  { to: 'exhibitor@demo.test', name: 'Emma', locale: 'fr', daysAgo: 26 },
  { to: 'support.en@demo.test', name: 'Grace', locale: 'en', daysAgo: 19 },
  { to: 'decorator@demo.test', name: 'David', locale: 'fr', daysAgo: 12 },
  {
    to: 'organizer@demo.test',
    name: 'Olivier',
    locale: 'fr',
    daysAgo: 5,
    failed: '452 4.2.2 Mailbox full: the recipient cannot receive messages right now',
  },
  { to: 'organizer@demo.test', name: 'Olivier', locale: 'fr', daysAgo: 4 },
  { to: 'decorator@demo.test', name: 'David', locale: 'en', daysAgo: 1 },
];

export async function seedDemoMail(client: PoolClient): Promise<void> {
  for (const mail of HISTORY) {
    const rendered = renderMail('passwordReset', mail.locale, { name: mail.name, minutes: 60, link: MASKED_LINK });
    await client.query(
      `INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, attempts, last_error, transport, message_id,
                                    created_at, updated_at, sent_at)
       VALUES ('passwordReset', $1, $2, $3, $4, $5, $6, $7, 'smtp', $8,
               now() - make_interval(days => $9), now() - make_interval(days => $9) + interval '16 minutes',
               CASE WHEN $5 = 'sent' THEN now() - make_interval(days => $9) + interval '2 seconds' END)`,
      [
        mail.to,
        mail.locale,
        rendered.subject,
        rendered.text,
        mail.failed ? 'failed' : 'sent',
        mail.failed ? 5 : 1,
        mail.failed ?? null,
        mail.failed ? null : `<demo-${mail.daysAgo}-${mail.to}>`,
        mail.daysAgo,
      ],
    );
  }
}
