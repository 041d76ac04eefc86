/**
 * Which show am I in (issue 20, item 3): an administrator who opens an inactive show's list keeps
 * the switcher on that show (it lists the enabled shows, and the current one when it is not one
 * of them), and the stand list's title names the show.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import fr from '../../../i18n/fr.json';
import { makeStore, rootReducer, type RootState } from '@/app/store';
import type { Show } from '@/domain/api';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { showSelected } from '@/features/session/sessionSlice';
import { selectSwitcherShows } from '@/layouts/selectors';
import ShowSwitcher from '@/layouts/ShowSwitcher';
import { ADMIN, rootState } from '../features/stands/fixtures';

const show = (id: number, name: string, enabled: boolean) => ({ '@id': `/backend/shows/${id}`, id, name, enabled }) as unknown as Show;
const ACTIVE = show(1, 'Salon Démo 2027', true);
const ARCHIVE = show(2, 'Salon Archive 2025', false);

/** The enabled shows answered (the switcher's list), the archive known (the page asked for it), `current` entered. */
function stateIn(current: number): RootState {
  const request = listRequested({ resource: 'shows', params: HOME_SHOWS_PARAMS });
  const actions: UnknownAction[] = [
    request,
    entitiesReceived({ type: 'shows', items: [ACTIVE] }),
    listSucceeded({ key: request.payload.key, requestId: request.payload.requestId, ids: [ACTIVE.id], totalItems: 1, fetchedAt: 1 }),
    entitiesReceived({ type: 'shows', items: [ARCHIVE] }),
    showSelected({ showId: current }),
  ];
  return actions.reduce((state, action) => rootReducer(state, action), rootState(ADMIN));
}

it('lists the inactive show the user is in besides the enabled ones, and only then', () => {
  expect(selectSwitcherShows(stateIn(2)).map((s) => s.id)).toEqual([1, 2]);
  expect(selectSwitcherShows(stateIn(1)).map((s) => s.id)).toEqual([1]);
});

it('shows the inactive show as the current one', () => {
  const { store } = makeStore({ persist: false, runSagas: false, preloadedState: stateIn(2) });
  render(
    <Provider store={store}>
      <IntlProvider locale="fr" messages={fr}>
        <ShowSwitcher />
      </IntlProvider>
    </Provider>,
  );
  expect(screen.getByRole('combobox', { name: 'Changer de salon' }).textContent).toContain('Salon Archive 2025');
});
