/** The outbox message dialog: a masked reset link is shown as such, with a line saying why. */
import { screen } from '@testing-library/react';
import type { MailDelivery } from '@/domain/api';
import { SECRET_MASK } from '@/domain/mail';
import { entitiesReceived } from '@/entities/entitiesSlice';
import MailDeliveryDialog from '@/features/outbox/components/MailDeliveryDialog';
import { MAIL_DIALOG } from '@/features/outbox/actions';
import { modalOpened } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const mail = (text: string): MailDelivery => ({
  '@id': '/backend/mail_deliveries/5',
  '@type': 'MailDelivery',
  id: 5,
  kind: 'passwordReset',
  recipient: 'boss@example.test',
  locale: 'fr',
  subject: 'Réinitialisation de votre mot de passe',
  text,
  state: 'sent',
  attempts: 1,
  lastError: null,
  transport: 'outbox',
  messageId: '<m5@stand-plans>',
  hasEml: true,
  createdAt: '2027-03-01T10:00:00Z',
  updatedAt: '2027-03-01T10:00:00Z',
  sentAt: '2027-03-01T10:00:02Z',
});

const openWith = (text: string) =>
  renderWithStore(
    <MailDeliveryDialog />,
    reduce(
      loggedInState(['ROLE_SUPPORT']),
      entitiesReceived({ type: 'mailDeliveries', items: [mail(text)] }),
      modalOpened({ name: MAIL_DIALOG, id: 5 }),
    ),
  );

describe('MailDeliveryDialog', () => {
  it('shows the reset link with its token masked, and says why', () => {
    openWith(`Ouvrez ce lien :\n\nhttp://localhost/reinitialisation-mot-de-passe?t=${SECRET_MASK}\n`);
    expect(screen.getByTestId('mail-text').textContent).toContain(`/reinitialisation-mot-de-passe?t=${SECRET_MASK}`);
    expect(screen.getByTestId('mail-secret-masked').textContent).toBe("Le lien secret est masqué (••••••) : seul le destinataire du courriel peut l'ouvrir.");
  });

  it('reads its language and transport as labels, never the raw ids (issue 20 item 10)', () => {
    openWith('Bonjour\n');
    const headers = screen.getByRole('dialog').querySelector('dl')!;
    const value = (label: string) => [...headers.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
    expect(value('Langue')).toBe('Français');
    expect(value('Transport')).toBe("Boîte d'envoi locale (fichier .eml)");
  });

  it('says nothing of secrets for a message without one', () => {
    openWith('Vos stands ont été mis à jour : http://localhost/login\n');
    expect(screen.getByTestId('mail-text').textContent).toContain('http://localhost/login');
    expect(screen.queryByTestId('mail-secret-masked')).toBeNull();
  });
});
