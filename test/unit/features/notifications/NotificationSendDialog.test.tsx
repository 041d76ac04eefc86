/** The 'Envoyer une notification' modal as a user sees it: prefilled from the template, variables inserted, checks, the send. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import '@/app/features';
import type { NotificationTemplate, NotificationVariableItem } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listSucceeded } from '@/entities/queriesSlice';
import NotificationSendDialog from '@/features/notifications/forms/NotificationSendDialog';
import { NOTIFICATION_SEND_MODAL } from '@/features/notifications/modals';
import { modalOpened } from '@/ui/uiSlice';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const template = (id: number, tag: string, label: string, object: string, contentExternal: string): NotificationTemplate => ({
  '@id': `/backend/notification_templates/${id}`,
  '@type': 'NotificationTemplate',
  id,
  tag,
  locale: 'fr',
  label,
  object,
  contentInternal: tag === 'credentialsChanged' ? "Après une modification de l'e-mail ou du mot de passe." : '',
  contentExternal,
  updatedAt: '2026-11-20T10:00:00+00:00',
});
const TEMPLATES = [
  template(3, 'plansReminder', 'Relance : plans attendus', 'Plans attendus pour {{standName}}', 'Bonjour {{recipientFirstName}},'),
  template(4, 'credentialsChanged', 'Identifiants modifiés', 'Vos identifiants ont changé', 'Bonjour, vos identifiants…'),
];
const VARIABLES: NotificationVariableItem[] = [
  { '@id': '/backend/notification_variables/standName', '@type': 'NotificationVariable', id: 1, tag: 'standName', token: '{{standName}}', label: 'Enseigne du stand' },
];

function openDialog(data: Record<string, unknown>) {
  const state = reduce({ ...loggedInState(['ROLE_ORGANIZER'], {}, 5), intl: { locale: 'fr' } }, modalOpened({ name: NOTIFICATION_SEND_MODAL, data }));
  const view = renderWithStore(<NotificationSendDialog />, state);
  // The lists the dialog asked for, answered.
  const answer = (type: 'notificationChoices' | 'notificationVariables', items: Array<{ id: number }>) => {
    const request = view.dispatched.find((a) => a.type === 'queries/listRequested' && (a as UnknownAction & { payload: { resource: string } }).payload.resource === type) as
      | (UnknownAction & { payload: { key: string; requestId: string } })
      | undefined;
    act(() => {
      view.store.dispatch(entitiesReceived({ type, items: items as never }));
      view.store.dispatch(listSucceeded({ key: request!.payload.key, requestId: request!.payload.requestId, ids: items.map((i) => i.id), totalItems: items.length, fetchedAt: 1 }));
    });
  };
  answer('notificationChoices', TEMPLATES);
  answer('notificationVariables', VARIABLES);
  return view;
}

const sent = (dispatched: UnknownAction[]) => dispatched.filter((a) => a.type === 'notifications/sendRequested');

describe('NotificationSendDialog', () => {
  it('opens after a contact save with the credentials-changed template, its note, and sends to that contact', async () => {
    const { dispatched } = openDialog({ selection: { ids: [7] }, userIds: [30], tag: 'credentialsChanged' });
    expect(screen.getByRole('dialog', { name: 'Envoyer une notification' })).toBeTruthy();
    expect(screen.getByText('À ce contact du stand')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Objet' }) as HTMLInputElement).value).toBe('Vos identifiants ont changé');
    expect(screen.getByText("Après une modification de l'e-mail ou du mot de passe.")).toBeTruthy();
    for (const role of ['Exposant', 'Agence', 'Décorateur']) expect((screen.getByRole('checkbox', { name: role }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Insérer « Enseigne du stand »' }));
    expect((screen.getByRole('textbox', { name: 'Contenu' }) as HTMLTextAreaElement).value).toContain('{{standName}}');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sent(dispatched)).toHaveLength(1));
    expect(sent(dispatched)[0].payload).toMatchObject({
      notification: '/backend/notification_templates/4',
      customObject: 'Vos identifiants ont changé',
      customStandistRoles: ['ROLE_STANDIST_EXHIBITOR', 'ROLE_STANDIST_AGENCY', 'ROLE_STANDIST_DECORATOR'],
      locale: 'fr',
      stands: ['/backend/stands/7'],
      users: ['/backend/users/30'],
    });
  });

  it("says 'Notification manquante', 'Objet manquant', 'Contenu manquant' and names an unknown variable, sending nothing", async () => {
    const { dispatched } = openDialog({ selection: { ids: [7, 9] } });
    expect(screen.getByText('Aux 2 stands sélectionnés')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Notification manquante');
    expect(screen.getByText('Objet manquant')).toBeTruthy();
    expect(screen.getByText('Contenu manquant')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Contenu' }), { target: { value: 'Bonjour {{nom}}' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Contenu' }));
    await screen.findByText('Variable inconnue : {{nom}}');
    expect(sent(dispatched)).toHaveLength(0);
  });
});
