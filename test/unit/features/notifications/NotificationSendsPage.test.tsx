/**
 * The sent notifications' list (issue 20 items 10 and its review): each subject names its
 * variables by their labels, never `{{tag}}`, and the labels are loaded once for the screen (its
 * cells read them from the screen's context), not by a query hook in each cell.
 */
import { screen, within } from '@testing-library/react';
import type { NotificationSend } from '@/domain/api';
import { defaultListState, toListParams } from '@/domain/listQuery';
import NotificationSendsPage from '@/features/notifications/pages/NotificationSendsPage';
import { NOTIFICATION_SEND_LIST } from '@/features/notifications/notificationSendList';
import { NOTIFICATION_SENDS_PATH } from '@/features/notifications/paths';
import { selectLocale } from '@/intl/selectors';
import { answeredList } from '../../helpers/lists';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const mockLabelHooksMounted = { count: 0 };
jest.mock('@/features/notifications/hooks', () => {
  const actual = jest.requireActual('@/features/notifications/hooks');
  const { useEffect } = jest.requireActual('react');
  return {
    ...actual,
    useVariableLabels: () => {
      // Counts the components that run the query hook.
      useEffect(() => {
        mockLabelHooksMounted.count += 1;
      }, []);
      return actual.useVariableLabels();
    },
  };
});

const send = (id: number, subject: string) =>
  ({
    '@id': `/backend/notification_sends/${id}`,
    '@type': 'NotificationSend',
    id,
    subject,
    createdAt: '2027-03-04T08:05:00Z',
    senderName: 'Olga Organisatrice',
    standCount: 2,
    recipientCount: 3,
    queuedCount: 0,
    sentCount: 3,
    failedCount: 0,
  }) as unknown as NotificationSend;

it('names the variables of every subject by their labels, loaded once for the screen', async () => {
  const base = loggedInState(['ROLE_ORGANIZER']);
  const sends = [
    send(1, 'Rappel : {{organizerDeadline}}'),
    send(2, 'Bienvenue sur {{standName}}'),
    send(3, '{{standName}} : plans validés'),
    send(4, 'Accès au stand {{standName}}'),
  ];
  const state = reduce(
    base,
    ...answeredList('notificationSends', toListParams(NOTIFICATION_SEND_LIST, {}, defaultListState(NOTIFICATION_SEND_LIST)), sends),
    ...answeredList('notificationVariables', { locale: selectLocale(base) }, [
      { id: 1, tag: 'standName', label: 'Enseigne du stand' },
      { id: 2, tag: 'organizerDeadline', label: "Date limite de l'organisateur" },
    ] as never),
  );
  renderWithStore(<NotificationSendsPage />, state, NOTIFICATION_SENDS_PATH);
  const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
  await within(grid).findByText("Rappel : «Date limite de l'organisateur»");
  expect(within(grid).getByText('Bienvenue sur «Enseigne du stand»')).toBeTruthy();
  expect(within(grid).getByText('«Enseigne du stand» : plans validés')).toBeTruthy();
  expect(grid.textContent).not.toContain('{{');
  // The screen (its cells' context) and the recipients dialog: not one per row.
  expect(mockLabelHooksMounted.count).toBeLessThanOrEqual(2);
});
