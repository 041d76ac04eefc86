import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import App from './App';
import { registerNavigator } from './app/navigation';
import { preloadFirstScreen } from './app/preload';
import { buildRoutes } from './app/routes';
import { makeStore } from './app/store';

const firstScreen = preloadFirstScreen(window.location.pathname);
const { store, persistor } = makeStore();
const router = createBrowserRouter(buildRoutes());
registerNavigator(
  (to, options) => void router.navigate(to, options),
  () => router.state.location.pathname + router.state.location.search,
);

createRoot(document.getElementById('root')!).render(<App store={store} persistor={persistor!} router={router} ready={firstScreen} />);
