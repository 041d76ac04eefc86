import { defineFeature } from '@/features/manifest';

/** The login screen (part 1 §2). */
export default defineFeature({
  name: 'auth',
  routes: [
    { path: '/login', access: 'public', titleId: 'login.title', load: () => import(/* webpackChunkName: "login" */ './pages/LoginPage') },
  ],
  messages: ['login'],
});
