import { defineFeature } from '@/features/manifest';

/** The error page (a stand the user may not open) and the not-found page. */
export default defineFeature({
  name: 'errors',
  routes: [
    { path: '/erreur', access: 'public', titleId: 'errorPage.title', load: () => import(/* webpackChunkName: "error" */ './pages/ErrorPage') },
    { path: '/404', access: 'any', titleId: 'notFound.title', load: () => import(/* webpackChunkName: "not-found" */ './pages/NotFoundPage') },
  ],
  messages: ['errorPage', 'notFound'],
});
