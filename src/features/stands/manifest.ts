import type { Stand } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { standListPrefetched } from './actions';
import { STAND_LIST_PATH, standListPath } from './paths';
import { standGrid } from './standGrid';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    stands: Stand;
  }
}

/** The stand list of a show and the stand page (part 1 §2). */
export default defineFeature({
  name: 'stands',
  routes: [
    {
      path: STAND_LIST_PATH,
      access: 'private',
      permission: 'stand.list',
      // The grid's chunk loads beside the page's, not once the page renders (and suspends).
      load: () =>
        Promise.all([import(/* webpackChunkName: "stand-list" */ './pages/StandListPage'), standGrid.load()]).then(
          ([page]) => page,
        ),
      firstRequest: {
        resource: 'stands',
        action: ({ showId }) => {
          const id = Number(showId);
          return Number.isInteger(id) && id > 0 ? standListPrefetched({ showId: id, path: standListPath(id) }) : null;
        },
      },
    },
    {
      path: '/stands/:id',
      access: 'private',
      permission: 'stand.view',
      load: () => import(/* webpackChunkName: "stand" */ './pages/StandPage'),
    },
  ],
  menu: [
    { id: 'stands', placement: 'side', order: 20, labelId: 'layout.menu.stands', path: STAND_LIST_PATH, needsShow: true },
  ],
  entities: { stands: { path: '/stands' } },
  lazySagas: () => import(/* webpackChunkName: "stand-sagas" */ './sagas'),
  messages: ['standList', 'stand', 'standStatus'],
});
