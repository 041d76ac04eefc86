import type { Me } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import sessionSagas from './sagas';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    users: Me;
  }
}

/** Login, token refresh, logout, the current user and show (no screen of its own). */
export default defineFeature({
  name: 'session',
  entities: { users: { path: '/users' } },
  sagas: sessionSagas,
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './eventStreamSagas'),
  menu: [{ id: 'logout', placement: 'account', order: 90, labelId: 'layout.account.logout' }],
  messages: ['role'],
});
