/**
 * Demo notifications (issue 11): the template set in French and English (login, credentials
 * changed, plans reminder, plans refused, organizer deadline, set-up reminder), and two
 * notifications already sent on the demo show, by the organizer and by support, with their
 * messages in the outbox's states, so 'Notifications envoyées' and the outbox have content.
 */
import { fillVariables } from '@/domain/notifications';
import { STANDIST_ROLES } from '@/domain/roles';
import type { Locale } from '../i18n';
import { renderWrittenMail } from '../services/mail/render';
import { NOTIFICATION_MAIL_KIND } from '../services/notifications/send';
import { variableValues, type RecipientRow } from '../services/notifications/variables';
import type { PoolClient } from '../db/pool';

interface Template {
  tag: string;
  label: string;
  object: string;
  internal: string;
  content: string;
}

export const DEMO_TEMPLATES: Record<Locale, Template[]> = {
  fr: [
    {
      tag: 'login',
      label: 'Vos accès à la plateforme',
      object: 'Vos accès pour le stand {{standName}} – {{showName}}',
      internal: "À l'ouverture d'un compte ou pour renvoyer le lien de connexion.",
      content:
        "Bonjour {{recipientFirstName}} {{recipientLastName}},\n\nVous êtes contact du stand {{standName}} ({{standHall}}, allée {{standAisle}}, n° {{standNumber}}) au salon {{showName}}.\n\nConnectez-vous pour déposer vos plans et suivre leur validation :\n{{loginLink}}",
    },
    {
      tag: 'credentialsChanged',
      label: 'Identifiants modifiés',
      object: 'Vos identifiants ont changé – {{showName}}',
      internal: "Après une modification de l'e-mail ou du mot de passe d'un contact.",
      content:
        "Bonjour {{recipientFirstName}},\n\nVos identifiants de connexion pour le stand {{standName}} ont été modifiés par l'équipe du salon {{showName}}.\n\nSi vous ne connaissez pas votre nouveau mot de passe, choisissez-en un depuis la page de connexion :\n{{loginLink}}",
    },
    {
      tag: 'plansReminder',
      label: 'Relance : plans attendus',
      object: 'Plans attendus pour le stand {{standName}}',
      internal: "Pour les stands dont les plans n'ont pas encore été déposés.",
      content:
        "Bonjour {{recipientFirstName}},\n\nNous n'avons pas encore reçu les plans du stand {{standName}} ({{standHall}}). Merci de les déposer avant le {{organizerDeadline}}.\n\n{{loginLink}}",
    },
    {
      tag: 'plansRefused',
      label: 'Plans à reprendre',
      object: 'Plans du stand {{standName}} à reprendre',
      internal: 'Après un refus : renvoie vers le fil de messages du stand.',
      content:
        "Bonjour {{recipientFirstName}},\n\nLes plans du stand {{standName}} ne peuvent pas être validés en l'état. Les remarques du chargé de sécurité sont dans le fil de messages du stand.\n\n{{loginLink}}",
    },
    {
      tag: 'deadlineReminder',
      label: "Date limite de l'organisateur",
      object: 'Rappel : date limite le {{organizerDeadline}}',
      internal: 'Une à deux semaines avant la date limite, à tous les stands.',
      content:
        "Bonjour {{recipientFirstName}},\n\nLa date limite de dépôt des plans du salon {{showName}} est le {{organizerDeadline}}. Le montage commence le {{installationStart}}.\n\n{{loginLink}}",
    },
    {
      tag: 'setupReminder',
      label: 'Montage et démontage',
      object: 'Montage du salon {{showName}}',
      internal: 'La semaine du montage.',
      content:
        'Bonjour {{recipientFirstName}},\n\nLe montage du stand {{standName}} se déroule du {{installationStart}} au {{installationEnd}}, le démontage du {{dismantlingStart}} au {{dismantlingEnd}}.',
    },
  ],
  en: [
    {
      tag: 'login',
      label: 'Your access to the platform',
      object: 'Your access for stand {{standName}} – {{showName}}',
      internal: 'When an account is opened, or to send the login link again.',
      content:
        'Hello {{recipientFirstName}} {{recipientLastName}},\n\nYou are a contact of stand {{standName}} ({{standHall}}, aisle {{standAisle}}, no. {{standNumber}}) at {{showName}}.\n\nLog in to upload your plans and follow their approval:\n{{loginLink}}',
    },
    {
      tag: 'credentialsChanged',
      label: 'Login details changed',
      object: 'Your login details have changed – {{showName}}',
      internal: "After a contact's email or password was changed.",
      content:
        "Hello {{recipientFirstName}},\n\nYour login details for stand {{standName}} were changed by the {{showName}} team.\n\nIf you do not know your new password, choose one from the login page:\n{{loginLink}}",
    },
    {
      tag: 'plansReminder',
      label: 'Reminder: plans expected',
      object: 'Plans expected for stand {{standName}}',
      internal: 'For stands whose plans have not been uploaded yet.',
      content:
        "Hello {{recipientFirstName}},\n\nWe have not received the plans of stand {{standName}} ({{standHall}}) yet. Please upload them before {{organizerDeadline}}.\n\n{{loginLink}}",
    },
    {
      tag: 'plansRefused',
      label: 'Plans to be reworked',
      object: 'Plans of stand {{standName}} to be reworked',
      internal: "After a refusal: points to the stand's message thread.",
      content:
        "Hello {{recipientFirstName}},\n\nThe plans of stand {{standName}} cannot be approved as they are. The safety officer's remarks are in the stand's message thread.\n\n{{loginLink}}",
    },
    {
      tag: 'deadlineReminder',
      label: "Organizer's deadline",
      object: 'Reminder: deadline on {{organizerDeadline}}',
      internal: 'One or two weeks before the deadline, to every stand.',
      content:
        "Hello {{recipientFirstName}},\n\nThe deadline for the plans of {{showName}} is {{organizerDeadline}}. Installation starts on {{installationStart}}.\n\n{{loginLink}}",
    },
    {
      tag: 'setupReminder',
      label: 'Set-up and dismantling',
      object: 'Set-up of {{showName}}',
      internal: 'The week of the set-up.',
      content:
        'Hello {{recipientFirstName}},\n\nStand {{standName}} is set up from {{installationStart}} to {{installationEnd}} and dismantled from {{dismantlingStart}} to {{dismantlingEnd}}.',
    },
  ],
};

/** The server's address when the seed does not know it (a script seeding a database alone). */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export async function seedDemoNotifications(
  client: PoolClient,
  options: { showId: number; accounts: Map<string, number>; publicUrl?: string },
): Promise<void> {
  const ids = new Map<string, number>();
  for (const locale of ['fr', 'en'] as const) {
    for (const t of DEMO_TEMPLATES[locale]) {
      const { rows } = await client.query(
        `INSERT INTO notification_templates (tag, locale, label, object, content_internal, content_external)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [t.tag, locale, t.label, t.object, t.internal, t.content],
      );
      ids.set(`${t.tag}/${locale}`, rows[0].id);
    }
  }
  // Two notifications already sent: the organizer's deadline reminder to the first stands, support's plans reminder to a few more.
  await seedSend(client, { ...options, sender: 'organizer@demo.test', tag: 'deadlineReminder', templateId: ids.get('deadlineReminder/fr')!, offset: 0, stands: 4, daysAgo: 6 });
  await seedSend(client, { ...options, sender: 'support@demo.test', tag: 'plansReminder', templateId: ids.get('plansReminder/fr')!, offset: 4, stands: 3, daysAgo: 2 });
}

async function seedSend(
  client: PoolClient,
  o: { showId: number; accounts: Map<string, number>; publicUrl?: string; sender: string; tag: string; templateId: number; offset: number; stands: number; daysAgo: number },
): Promise<void> {
  const { rows } = await client.query<RecipientRow>(
    `SELECT DISTINCT ON (s.id, u.id) s.id AS stand_id, s.name AS stand_name, s.hall, s.aisle, s.number,
            sh.name AS show_name, sh.installation_date_start, sh.installation_date_end,
            sh.uninstallation_date_start, sh.uninstallation_date_end, sh.organizer_deadline,
            u.id AS user_id, u.email, u.language_preference,
            coalesce(usr.first_name, u.first_name) AS first_name, coalesce(usr.last_name, u.last_name) AS last_name,
            coalesce(usr.company, u.company) AS company
       FROM (SELECT id FROM stands WHERE show_id = $1 ORDER BY id OFFSET $2 LIMIT $3) pick
       JOIN stands s ON s.id = pick.id
       JOIN shows sh ON sh.id = s.show_id
       JOIN user_stand_roles usr ON usr.stand_id = s.id AND usr.standist_role = ANY($4::text[])
       JOIN users u ON u.id = usr.user_id
      ORDER BY s.id, u.id, usr.id`,
    [o.showId, o.offset, o.stands, Object.values(STANDIST_ROLES)],
  );
  if (!rows.length) return;
  const template = DEMO_TEMPLATES.fr.find((t) => t.tag === o.tag)!;
  const at = `now() - interval '${o.daysAgo} days'`;
  const send = await client.query(
    `INSERT INTO notification_sends (template_id, tag, sender_id, show_id, subject, stand_count, recipient_count, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${at}) RETURNING id`,
    [o.templateId, o.tag, o.accounts.get(o.sender) ?? null, o.showId, template.object, new Set(rows.map((r) => r.stand_id)).size, rows.length],
  );
  for (const [i, row] of rows.entries()) {
    const locale: Locale = row.language_preference === 'en' ? 'en' : 'fr';
    const own = DEMO_TEMPLATES[locale].find((t) => t.tag === o.tag)!;
    // The login link the server itself would write: its own address.
    const values = variableValues(row, locale, `${o.publicUrl ?? DEFAULT_PUBLIC_URL}/login`);
    const mail = renderWrittenMail(locale, fillVariables(own.object, values), fillVariables(own.content, values));
    // One bounced address per notification, so the failed state has an example.
    const failed = i === rows.length - 1;
    // The message and its recipient row (what the send's "see the recipients" lists), as a real send writes them.
    await client.query(
      `WITH delivery AS (
         INSERT INTO mail_deliveries (kind, recipient, locale, subject, text_body, state, attempts, last_error, transport, message_id,
                                      notification_send_id, stand_id, user_id, created_at, updated_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'outbox', $9, $10, $11, $12, ${at}, ${at}, ${failed ? 'NULL' : at})
         RETURNING id
       )
       INSERT INTO notification_recipients (notification_send_id, stand_id, user_id, delivery_id)
       SELECT $10, $11, $12, id FROM delivery`,
      [
        NOTIFICATION_MAIL_KIND,
        row.email,
        locale,
        mail.subject,
        mail.text,
        failed ? 'failed' : 'sent',
        failed ? 5 : 1,
        failed ? '550 5.1.1 Mailbox unavailable' : null,
        failed ? null : `<demo-${send.rows[0].id}-${i}@stand-plans.invalid>`,
        send.rows[0].id,
        row.stand_id,
        row.user_id,
      ],
    );
  }
}
