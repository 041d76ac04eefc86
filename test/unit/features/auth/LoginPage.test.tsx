import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRequested, logoutRequested } from '@/features/session/sessionSlice';
import LoginPage from '@/features/auth/pages/LoginPage';
import { renderWithStore } from '../../helpers/render';
import { initialState, loggedInState } from '../../helpers/state';

describe('LoginPage', () => {
  it('asks for both fields with the spec messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<LoginPage />, initialState(), '/login');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez indiquer votre identifiant !')).toBeTruthy();
    expect(screen.getByText('Veuillez taper votre mot de passe !')).toBeTruthy();
    expect(dispatched.some((a) => a.type === loginRequested.type)).toBe(false);
  });

  it('treats a blank identifier as empty, trims it, and sends the password exactly as typed', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<LoginPage />, initialState(), '/login');
    await user.type(screen.getByLabelText('Identifiant'), '   ');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez indiquer votre identifiant !')).toBeTruthy();
    await user.type(screen.getByLabelText('Identifiant'), ' admin@demo.test ');
    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.type(screen.getByLabelText('Mot de passe'), ' demo1234 ');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(loginRequested({ username: 'admin@demo.test', password: ' demo1234 ', from: null })),
    );
  });

  it('offers the forgotten password link, to /mot-de-passe-oublie', () => {
    renderWithStore(<LoginPage />, initialState(), '/login');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/mot-de-passe-oublie');
  });

  it('tells a logged-in user they are connected and offers to log out', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<LoginPage />, loggedInState(), '/login');
    expect(screen.getByText('Vous êtes connecté en tant que user@demo.test.')).toBeTruthy();
    expect(screen.queryByLabelText('Identifiant')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(dispatched).toContainEqual(logoutRequested());
  });
});
