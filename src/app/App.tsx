/**
 * Providers around the router: store, persisted state, intl. MUI's theme is not one of them: the
 * views that draw with MUI bring it (src/ui/MuiTheme.tsx), so a visitor's first screen (the login,
 * plain HTML) loads no MUI code (issue 20).
 */
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppIntlProvider } from '@/intl/intl';
import { NavigatorBridge } from '@/lib/navigation';
import type { AppStore } from './store';
import PageLoader from '@/components/PageLoader';
import { appStarted } from '@/features/session/actions';

interface Props {
  store: AppStore;
  persistor: Persistor;
  routes: RouteObject[];
  /**
   * Run once the persisted state is back; the gate stays closed until it resolves
   * (index.tsx: the first screen's chunks, then its first request, app/preload.ts).
   */
  beforeFirstRender?: () => Promise<void> | void;
}

/**
 * The routes in a declarative BrowserRouter: the app uses no loader, action or
 * fetcher, and the data router's machinery (createBrowserRouter) weighed ~8 KB gzip
 * on every first load.
 */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export default function App({ store, persistor, routes, beforeFirstRender }: Props) {
  return (
    <Provider store={store}>
      {/* Nothing renders before the persisted session is back (part 2 §2). */}
      <PersistGate loading={<PageLoader />} persistor={persistor} onBeforeLift={() => {
        store.dispatch(appStarted());
        return beforeFirstRender?.();
      }}>
        <AppIntlProvider>
          {/* No transition: a page still loading shows its loader at once, the previous one never stays clickable (issue 20). */}
          <BrowserRouter useTransitions={false}>
            <NavigatorBridge />
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AppIntlProvider>
      </PersistGate>
    </Provider>
  );
}
