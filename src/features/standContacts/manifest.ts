import type { Standist, UserStandRole } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    userStandRoles: UserStandRole;
    standists: Standist;
  }
}

/** Stand contacts (part 2 §2 'Stand contacts'): a block of the stand dashboard's side column. */
export default defineFeature({
  name: 'standContacts',
  entities: { userStandRoles: { path: '/user_stand_roles' }, standists: { path: '/standists' } },
  panels: [
    {
      id: 'standContacts',
      slot: 'standSide',
      order: 5,
      load: () => import(/* webpackChunkName: "stand-contacts" */ './StandContactsPanel'),
    },
    {
      // The request page shows its stand's exhibitors, decorators and agencies (part 2 §2).
      id: 'standContacts',
      slot: 'standPeople',
      order: 5,
      load: () => import(/* webpackChunkName: "stand-contacts" */ './StandContactsPanel'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['standContacts'],
});
