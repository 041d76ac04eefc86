import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { FORGOT_PASSWORD_FORM, forgotPasswordRequested, passwordResetRequested, RESET_PASSWORD_FORM } from '@/features/passwordReset/actions';
import ForgotPasswordPage from '@/features/passwordReset/pages/ForgotPasswordPage';
import ResetPasswordPage from '@/features/passwordReset/pages/ResetPasswordPage';
import { renderWithStore } from '../../helpers/render';
import { initialState } from '../../helpers/state';

describe('forgot password page', () => {
  it("refuses an address that is not x@y.z with the spec's message, then asks for the link", async () => {
    const { dispatched } = renderWithStore(<ForgotPasswordPage />, initialState(), '/mot-de-passe-oublie');
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'emma@localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Adresse email incorrecte.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Adresse email/));
    await userEvent.type(screen.getByLabelText(/Adresse email/), '  emma@example.fr ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(dispatched).toContainEqual(forgotPasswordRequested({ email: 'emma@example.fr' })));
  });

  it('shows the one answer once the request went through', async () => {
    const { store } = renderWithStore(<ForgotPasswordPage />, initialState(), '/mot-de-passe-oublie');
    store.dispatch(saveSucceeded({ resource: 'users', key: FORGOT_PASSWORD_FORM, id: null }));
    expect(await screen.findByText('Si votre adresse mail existe bien, un mail va bientôt vous être envoyé.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer le lien' })).toBeNull();
  });
});

describe('reset password page', () => {
  it('says the link is invalid without a token', () => {
    renderWithStore(<ResetPasswordPage />, initialState(), '/reinitialisation-mot-de-passe');
    expect(screen.getByText("L'url est invalide.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/mot-de-passe-oublie');
  });

  it('checks the confirmation, then sends the token from the address with the password', async () => {
    const { dispatched } = renderWithStore(<ResetPasswordPage />, initialState(), '/reinitialisation-mot-de-passe?t=tok-123');
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Nouveau-mot-2026');
    await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Nouveau-mot-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Confirmation du mot de passe incorrecte.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Confirmation du mot de passe/));
    await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Nouveau-mot-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        passwordResetRequested({ token: 'tok-123', plainPassword: 'Nouveau-mot-2026', plainPasswordConfirmation: 'Nouveau-mot-2026' }),
      ),
    );
  });

  it("replaces the form with the server's refusal of the link", async () => {
    const { store } = renderWithStore(<ResetPasswordPage />, initialState(), '/reinitialisation-mot-de-passe?t=used');
    store.dispatch(
      saveFailed({ resource: 'users', key: RESET_PASSWORD_FORM, error: { status: 422, violations: [], description: null }, fieldErrors: { token: "L'url est invalide." } }),
    );
    expect(await screen.findByText("L'url est invalide.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).toBeNull();
  });
});
