import { createRoot } from 'react-dom/client';
import App from '@/app/App';
import { startErrorReporting } from '@/lib/errorReporting';
import { registerScreenPreloader } from '@/lib/navigation';
import { preloadFirstScreen, preloadScreen, requestFirstScreen } from './app/preload';
import { buildRoutes } from './app/routes';
import { makeStore } from './app/store';

// Only when the server configured a DSN: the SDK is then fetched beside the first screen's chunks.
startErrorReporting();
const firstScreen = preloadFirstScreen(window.location.pathname);
// Sagas start the next screen's chunks before their requests (the login: the landing page's).
registerScreenPreloader(preloadScreen);
const { store, persistor } = makeStore();
const routes = buildRoutes();

// The first screen's chunks load while the store rehydrates; its first request
// goes out as soon as the state is back, and the first render waits (a little) for it.
const beforeFirstRender = () =>
  Promise.all([firstScreen, requestFirstScreen(store, window.location.pathname)]).then(() => undefined);

createRoot(document.getElementById('root')!).render(
  <App store={store} persistor={persistor!} routes={routes} beforeFirstRender={beforeFirstRender} />,
);
