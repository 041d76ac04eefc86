import { defineFeature } from '@/features/manifest';

/** The home: the user's shows as cards (part 1 §2). Its sagas also feed the show switcher. */
export default defineFeature({
  name: 'home',
  routes: [{ path: '/', access: 'private', titleId: 'home.title', load: () => import(/* webpackChunkName: "home" */ './pages/HomePage') }],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['home'],
});
