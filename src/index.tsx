// First: the kept styles must be in the document before emotion creates its cache (ui/styleMemory.ts).
import './ui/restoreStyles';
// Second: the first screen's chunks go out before the rest of the app is evaluated.
import { firstScreen } from './app/firstScreenStart';
import { createRoot } from 'react-dom/client';
import App from '@/app/App';
import { startErrorReporting } from '@/lib/errorReporting';
import { registerScreenPreloader } from '@/lib/navigation';
import { startEarlyRequests } from './app/earlyRequests';
import { preloadScreen, requestFirstScreen } from './app/preload';
import { buildRoutes } from './app/routes';
import { makeStore } from './app/store';

// Only when the server configured a DSN: the SDK is then fetched beside the first screen's chunks.
startErrorReporting();
// Sagas start the next screen's chunks before their requests (the login: the landing page's).
registerScreenPreloader(preloadScreen);
const { store, persistor } = makeStore();
// The screen's first requests go out as soon as the persisted session is back (a few microtasks),
// not after the chunks, the first render and the sagas that ask for them (app/earlyRequests.ts).
let earlyStarted = false;
const startWhenRehydrated = () => {
  if (earlyStarted || !persistor!.getState().bootstrapped) return;
  earlyStarted = true;
  unsubscribePersistor();
  startEarlyRequests(store.getState(), window.location.pathname);
};
const unsubscribePersistor = persistor!.subscribe(startWhenRehydrated);
startWhenRehydrated();
const routes = buildRoutes();

// The first screen's chunks load while the store rehydrates; its first request
// goes out as soon as the state is back, and the first render waits (a little) for it.
const beforeFirstRender = () =>
  Promise.all([firstScreen, requestFirstScreen(store, window.location.pathname)]).then(() => undefined);

createRoot(document.getElementById('root')!).render(
  <App store={store} persistor={persistor!} routes={routes} beforeFirstRender={beforeFirstRender} />,
);
