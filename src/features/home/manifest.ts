import { defineFeature } from '@/features/manifest';
import homeSagas from './sagas';

/** The home: the user's shows as cards (part 1 §2). Its sagas also feed the show switcher. */
export default defineFeature({
  name: 'home',
  routes: [{ path: '/', access: 'private', titleId: 'home.title', load: () => import(/* webpackChunkName: "home" */ './pages/HomePage') }],
  sagas: homeSagas,
  messages: ['home'],
});
