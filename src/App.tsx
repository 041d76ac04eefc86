/** Providers around the router: store, persisted state, theme, intl. */
import CssBaseline from '@mui/material/CssBaseline';
// The system ThemeProvider is what @mui/material's does for a theme without CSS
// variables; importing it directly leaves the CSS-variables provider (~3 KB gzip)
// out of the first load.
import { ThemeProvider } from '@mui/system';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppIntlProvider } from './app/intl';
import type { AppStore } from './app/store';
import { theme } from './app/theme';
import PageLoader from './components/PageLoader';
import { appStarted } from './features/auth/actions';

interface Props {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
  /** The first screen's chunks (app/preload.ts): the gate stays closed until they are in. */
  ready?: Promise<void>;
}

export default function App({ store, persistor, router, ready }: Props) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Nothing renders before the persisted session is back (part 2 §2). */}
        <PersistGate loading={<PageLoader />} persistor={persistor} onBeforeLift={() => {
          store.dispatch(appStarted());
          return ready;
        }}>
          <AppIntlProvider>
            <RouterProvider router={router} />
          </AppIntlProvider>
        </PersistGate>
      </ThemeProvider>
    </Provider>
  );
}
