/** The contacts panel (src/features/standContacts/StandContactsPanel.tsx): what each user may do with a stand's contacts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@/app/store';
import type { UserStandRole } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested } from '@/entities/mutationsSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import StandContactsPanel from '@/features/standContacts/StandContactsPanel';
import { confirmRequested } from '@/ui/uiSlice';
import { stand } from '../stands/fixtures';
import { renderWithStore } from '../../helpers/render';
import { loggedInState, reduce } from '../../helpers/state';

const STAND_ID = 12;
const ME = 7;

const contact = (id: number, userId: number, standistRole: UserStandRole['standistRole'], fullName: string, company: string): UserStandRole => ({
  '@id': `/backend/user_stand_roles/${id}`,
  '@type': 'UserStandRole',
  id,
  stand: `/backend/stands/${STAND_ID}`,
  user: `/backend/users/${userId}`,
  standistRole,
  company,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1],
  phone: null,
  fullName,
  email: `${id}@example.test`,
  languagePreference: null,
  overridden: [],
});

const CONTACTS = [contact(1, ME, 'ROLE_STANDIST_EXHIBITOR', 'Emma Bernard', 'Lumière & Fils'), contact(2, 8, 'ROLE_STANDIST_AGENCY', 'Anne Petit', 'Agence Horizon')];

function loaded(roles: string[], decoratorFunction = true): RootState {
  const request = listRequested({ resource: 'userStandRoles', params: { stand: STAND_ID, pagination: false } });
  return reduce(
    loggedInState(roles, {}, ME),
    entitiesReceived({ type: 'stands', items: [stand(STAND_ID)] }),
    entitiesReceived({ type: 'shows', items: [{ '@id': '/backend/shows/3', '@type': 'Show', id: 3, standAddDecoratorFunction: decoratorFunction } as never] }),
    request,
    entitiesReceived({ type: 'userStandRoles', items: CONTACTS }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: [1, 2], totalItems: 2, fetchedAt: 1 }),
  );
}

const render = (state: RootState) => renderWithStore(<StandContactsPanel standId={STAND_ID} />, state, `/stands/${STAND_ID}`);

describe('StandContactsPanel', () => {
  it('lists the contacts by role; an organizer edits, deletes with confirmation and adds by role', async () => {
    const { dispatched } = render(loaded(['ROLE_ORGANIZER']));
    const panel = screen.getByRole('region', { name: 'Contacts' });
    expect(within(panel).getByRole('heading', { name: 'Exposants' })).toBeTruthy();
    expect(within(panel).getByText('Anne Petit')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Modifier Emma Bernard' })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer Anne Petit' }));
    expect(dispatched).toContainEqual(
      confirmRequested({
        messageId: 'standContacts.delete.confirm',
        errorMessageId: 'standContacts.delete.failed',
        action: deleteRequested({ resource: 'userStandRoles', id: 2, successMessageId: 'standContacts.deleted' }),
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Ajouter' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ajouter exposant', 'Ajouter décorateur', 'Ajouter agence']);
    expect(within(panel).queryByRole('button', { name: 'Enregistrer mon décorateur' })).toBeNull();
  });

  it("shows a standist the contacts read-only, without 'Ajouter', and 'Enregistrer mon décorateur' as the stand's exhibitor", () => {
    render(loaded(['ROLE_STANDIST']));
    const panel = screen.getByRole('region', { name: 'Contacts' });
    expect(within(panel).getByRole('button', { name: 'Voir Anne Petit' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Modifier Anne Petit' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Enregistrer mon décorateur' })).toBeTruthy();
  });

  it('opens a contact read-only after the decorator registration form was closed (the form leaving does not close it)', async () => {
    render(loaded(['ROLE_STANDIST']));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon décorateur' }));
    const form = await screen.findByRole('dialog', { name: 'Enregistrer mon décorateur' });
    await userEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Voir Anne Petit' }));
    const view = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(view).getByText('Agence Horizon')).toBeTruthy();
    expect(within(view).queryByRole('textbox')).toBeNull();
  });

  it("offers no 'Enregistrer mon décorateur' on a show without the add-decorator function", () => {
    render(loaded(['ROLE_STANDIST'], false));
    expect(screen.queryByRole('button', { name: 'Enregistrer mon décorateur' })).toBeNull();
  });
});
