/**
 * A sent notification's recipients (issue 20 item 11): for whom it failed and why, with the
 * send's subject showing its variables by their labels, never `{{tag}}`.
 */
import { screen, within } from '@testing-library/react';
import type { NotificationRecipient, NotificationSend } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import NotificationRecipientsDialog from '@/features/notifications/components/NotificationRecipientsDialog';
import { RECIPIENTS_SHOWN } from '@/features/notifications/hooks';
import { NOTIFICATION_RECIPIENTS_DIALOG } from '@/features/notifications/modals';
import { selectLocale } from '@/intl/selectors';
import { modalOpened } from '@/ui/uiSlice';
import { answeredList } from '../../helpers/lists';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const send = {
  '@id': '/backend/notification_sends/7',
  '@type': 'NotificationSend',
  id: 7,
  subject: 'Rappel : {{organizerDeadline}} pour {{standName}}',
  failedCount: 1,
} as unknown as NotificationSend;

const recipient = (id: number, state: NotificationRecipient['state'], more: Partial<NotificationRecipient> = {}): NotificationRecipient => ({
  '@id': `/backend/notification_recipients/${id}`,
  '@type': 'NotificationRecipient',
  id,
  notificationSend: '/backend/notification_sends/7',
  recipient: `person${id}@example.test`,
  recipientName: `Personne ${id}`,
  standName: 'Stand Azur',
  state,
  attempts: 1,
  lastError: null,
  sentAt: null,
  ...more,
});



it("lists for whom the send failed and why, and names the subject's variables", () => {
  const base = loggedInState(['ROLE_ORGANIZER']);
  renderWithStore(
    <NotificationRecipientsDialog />,
    reduce(
      base,
      entitiesReceived({ type: 'notificationSends', items: [send] }),
      ...answeredList('notificationVariables', { locale: selectLocale(base) }, [
        { id: 1, tag: 'standName', label: 'Enseigne du stand' },
        { id: 2, tag: 'organizerDeadline', label: "Date limite de l'organisateur" },
      ] as never),
      ...answeredList('notificationRecipients', { notificationSend: 7, 'order[state]': 'asc', 'order[id]': 'asc', itemsPerPage: RECIPIENTS_SHOWN }, [
        recipient(1, 'failed', { attempts: 5, lastError: '452 4.2.2 Mailbox full' }),
        recipient(2, 'sent', { sentAt: '2027-03-04T08:05:00Z' }),
      ]),
      modalOpened({ name: NOTIFICATION_RECIPIENTS_DIALOG, id: 7 }),
    ),
  );
  const dialog = screen.getByRole('dialog', { name: "Destinataires : Rappel : «Date limite de l'organisateur» pour «Enseigne du stand»" });
  const rows = within(dialog).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Échec', 'Envoyé']);
  expect(rows[0].textContent).toContain('person1@example.test');
  expect(rows[0].textContent).toContain('452 4.2.2 Mailbox full');
  expect(dialog.textContent).not.toContain('{{');
});
