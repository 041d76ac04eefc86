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
// goes out before the first render.
const beforeFirstRender = () =>
  firstScreen.then(() => requestFirstScreen(store.getState(), store.dispatch, router.state.location.pathname));

createRoot(document.getElementById('root')!).render(
  <App store={store} persistor={persistor!} router={router} beforeFirstRender={beforeFirstRender} />,
);
