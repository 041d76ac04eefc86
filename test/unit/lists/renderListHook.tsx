/** Renders a list screen hook with a store (no sagas), French messages and a router; records what it dispatches. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import fr from '../../../i18n/fr.json';
import { rootReducer } from '@/app/store';
import { recordingStore } from '../helpers/render';

/** Where the router is: the hook's navigation shows here. */
let shownPath = '/';
function PathProbe() {
  shownPath = useLocation().pathname;
  return null;
}

export function renderListHook<Props, Result>(hook: (props: Props) => Result, initialProps: Props) {
  const { store, dispatched } = recordingStore(rootReducer(undefined, { type: '@@init' }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <IntlProvider locale="fr" messages={fr}>
        <MemoryRouter initialEntries={['/list']}>
          {children}
          <Routes>
            <Route path="*" element={<PathProbe />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>
  );
  const view = renderHook(hook, { initialProps, wrapper });
  return { ...view, dispatched, path: () => shownPath };
}
