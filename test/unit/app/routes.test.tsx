import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes, type Location } from 'react-router';
import fr from '../../../i18n/fr.json';
import { buildRoutes } from '@/app/routes';
import { makeStore, type RootState } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import type { Me } from '@/domain/api';
import { initialState, loggedInState, reduce } from '../helpers/state';

/** A logged-in support user whose account record (GET /users/{id}/me) has arrived, with or without the tester flag. */
function supportWithRecord(tester: boolean): RootState {
  const me = { '@id': '/backend/users/7', '@type': 'User', id: 7, tester } as unknown as Me;
  return reduce(loggedInState(['ROLE_SUPPORT_ASTECH']), entitiesReceived({ type: 'users', items: [me] }));
}

/** The route table in a memory router (declarative mode: jsdom has no fetch Request for data routers). */
function open(path: string, state: RootState) {
  const { store } = makeStore({ persist: false, runSagas: false, preloadedState: state });
  const routes = buildRoutes();
  const seen: { location: Location | null } = { location: null };
  function AppRoutes() {
    return useRoutes(routes);
  }
  function Probe() {
    seen.location = useLocation();
    return null;
  }
  render(
    <Provider store={store}>
      <IntlProvider locale="fr" messages={fr}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Probe />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { get location() { return seen.location!; } };
}

describe('routes', () => {
  it('sends an anonymous visitor of a private page to /login, keeping where they were going', async () => {
    const router = open('/layout-types?page=2', initialState());
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(router.location.pathname).toBe('/login');
    expect(router.location.state).toEqual({ from: '/layout-types?page=2' });
  });

  it('sends a user without the list permission from /layout-types to /404', async () => {
    const router = open('/layout-types', loggedInState(['ROLE_STANDIST']));
    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    expect(router.location.pathname).toBe('/404');
    expect(document.title).toBe('Page introuvable · Plans de stands');
  });

  it('shows the layout types page to an organizer, named in the browser tab', async () => {
    open('/layout-types', loggedInState(['ROLE_ORGANIZER']));
    // Its chunk (and the grid's) compiles on first import: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: "Types d'aménagement" }, { timeout: 30_000 })).toBeTruthy();
    expect(document.title).toBe("Types d'aménagement · Plans de stands");
  });

  it('falls to /404 for unknown addresses', async () => {
    for (const path of ['/nowhere', '/salons/1/nowhere']) {
      const router = open(path, loggedInState(['ROLE_SUPER_ADMIN']));
      expect(await screen.findAllByText('Page introuvable')).toBeTruthy();
      expect(router.location.pathname).toBe('/404');
    }
  });

  it('opens the flow recorder to a user an admin flagged tester, whatever their role', async () => {
    const router = open('/flow-recorder', supportWithRecord(true));
    expect(await screen.findByRole('heading', { name: 'Enregistreur de parcours' })).toBeTruthy();
    expect(router.location.pathname).toBe('/flow-recorder');
  });

  it('sends a user without the tester flag from the flow recorder to /404, admins included', async () => {
    const router = open('/flow-recorder', supportWithRecord(false));
    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    expect(router.location.pathname).toBe('/404');
  });

  it('waits for the account record before deciding, so a tester reloading the recorder is not sent away', async () => {
    const router = open('/flow-recorder', loggedInState(['ROLE_SUPER_ADMIN']));
    // Long enough for the page's chunk to load (the flagged tests above find its heading by then).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(router.location.pathname).toBe('/flow-recorder');
    expect(screen.queryByText('Page introuvable')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Enregistreur de parcours' })).toBeNull();
  });

  it('serves the legal notice to anyone, with the footer and its 2019 copyright', async () => {
    open('/mentions-legales', initialState());
    expect(await screen.findByRole('heading', { name: 'Mentions légales', level: 1 })).toBeTruthy();
    expect(screen.getByText(/n'est jamais vendue ni cédée/)).toBeTruthy();
    expect(screen.getByText(/© 2019/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
  });

  it('has an error page with a way back to login', async () => {
    open('/erreur', initialState());
    expect(await screen.findByText('Désolé. Un problème est survenu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });
});
