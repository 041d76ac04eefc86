import { defineFeature } from '@/features/manifest';

/** The login screen (part 1 §2), plain HTML: every visitor's first load (issue 20). */
export default defineFeature({
  name: 'auth',
  routes: [
    { path: '/login', access: 'public', titleId: 'login.title', plain: true, load: () => import(/* webpackChunkName: "login" */ './pages/LoginPage') },
  ],
  messages: ['login'],
});
