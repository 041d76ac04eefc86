import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import fr from '../../../i18n/fr.json';
import { makeStore, type RootState } from '@/app/store';

/** A store (no sagas, no persistence) of this state that records what is dispatched to it. */
export function recordingStore(state: RootState) {
  const { store } = makeStore({ persist: false, runSagas: false, preloadedState: state });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  return { store, dispatched };
}

/** Renders with a store (no sagas, no persistence), French messages and a memory router; records dispatches. */
export function renderWithStore(ui: ReactElement, state: RootState, path = '/') {
  const { store, dispatched } = recordingStore(state);
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="fr" messages={fr}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { store, dispatched, ...view };
}
