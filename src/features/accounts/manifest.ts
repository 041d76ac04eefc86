import type { Role, UserShow } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { ADMINISTRATOR_LIST, ADMINISTRATORS_PATH } from './administratorList';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    userShows: UserShow;
    roles: Role;
  }
}

export const ACCOUNT_PATH = '/compte';

/**
 * Accounts (part 2 §2): /administrateurs, the staff users (admin only, managed by the full
 * admin), and /compte, every user's own account.
 */
export default defineFeature({
  name: 'accounts',
  routes: [
    {
      path: ADMINISTRATORS_PATH,
      access: 'private',
      permission: 'administrator.list',
      titleId: 'administrators.title',
      load: () => withListGrid(import(/* webpackChunkName: "administrators" */ './pages/AdministratorsPage')),
    },
    {
      path: ACCOUNT_PATH,
      access: 'private',
      titleId: 'account.title',
      load: () => import(/* webpackChunkName: "account" */ './pages/AccountPage'),
    },
  ],
  menu: [
    {
      id: 'administrators',
      placement: 'settings',
      order: 20,
      labelId: 'layout.settings.administrators',
      path: ADMINISTRATORS_PATH,
      permission: 'administrator.list',
    },
    { id: 'account', placement: 'account', order: 20, labelId: 'layout.account.page', path: ACCOUNT_PATH },
  ],
  entities: { userShows: { path: '/user_shows' }, roles: { path: '/roles' } },
  lists: [ADMINISTRATOR_LIST],
  lazySagas: () => import(/* webpackChunkName: "accounts-sagas" */ './sagas'),
  messages: ['administrators', 'account'],
});

