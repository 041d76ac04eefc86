import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import App from './App';
import { registerNavigator } from './app/navigation';
import { preloadFirstScreen, requestFirstScreen } from './app/preload';
import { buildRoutes } from './app/routes';
import { makeStore } from './app/store';

const firstScreen = preloadFirstScreen(window.location.pathname);
const { store, persistor } = makeStore();
const router = createBrowserRouter(buildRoutes());
registerNavigator(
  (to, options) => void router.navigate(to, options),
  () => router.state.location.pathname + router.state.location.search,
);

// The first screen's chunks load while the store rehydrates; its first request
// goes out as soon as the state is back, and the first render waits (a little) for it.
const beforeFirstRender = () =>
  Promise.all([firstScreen, requestFirstScreen(store, router.state.location.pathname)]).then(() => undefined);

createRoot(document.getElementById('root')!).render(
  <App store={store} persistor={persistor!} router={router} beforeFirstRender={beforeFirstRender} />,
);
