import { screen } from '@testing-library/react';
import { deleteRequested } from '@/entities/mutationsSlice';
import ConfirmDialog from '@/ui/ConfirmDialog';
import { confirmFailed, confirmRequested } from '@/ui/uiSlice';
import { renderWithStore } from '../helpers/render';
import { loggedInState, reduce } from '../helpers/state';

const PLACED = 'Suppression impossible, assurez-vous que le prestataire a bien été supprimé de tous les salons.';

const failedWith = (detail: string) =>
  reduce(
    loggedInState(['ROLE_SUPER_ADMIN']),
    confirmRequested({ messageId: 'providers.delete.confirm', action: deleteRequested({ resource: 'shows', id: 7 }), errorMessageId: 'providers.delete.placed' }),
    confirmFailed({ detail }),
  );

describe('the confirm dialog after a refusal', () => {
  it('says the message once when the server wrote the same words (a provider still placed on a show)', () => {
    renderWithStore(<ConfirmDialog />, failedWith(PLACED));
    expect(screen.getAllByText(PLACED)).toHaveLength(1);
  });

  it("adds the server's own words when they say more", () => {
    renderWithStore(<ConfirmDialog />, failedWith('Ce salon a des stands.'));
    expect(screen.getByText(PLACED)).toBeTruthy();
    expect(screen.getByText('Ce salon a des stands.')).toBeTruthy();
  });
});
