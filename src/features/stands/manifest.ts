import type { Stand } from '@/domain/api';
import { isStandist } from '@/domain/roles';
import { positiveId } from '@/domain/routeParams';
import { STAND_LIST, standListScope } from '@/domain/standListQuery';
import { defineFeature } from '@/features/manifest';
import { itemRequested } from '@/entities/queriesSlice';
import { panelPrefetches } from '@/features/registry';
import { withPanels } from '@/features/panelChunks';
import { listPrefetched } from '@/lists/actions';
import { withListGrid } from '@/lists/listGrid';
import { STAND_LIST_PATH, standListPath } from './paths';

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
      titleId: 'standList.title',
      // The grid's chunk loads beside the page's, not once the page renders (and suspends).
      load: () =>
withListGrid(import(/* webpackChunkName: "stand-list" */ './pages/StandListPage')),
      firstRequest: {
        resource: 'stands',
        // Not for a standist, whose list opens with the single-stand check.
        action: ({ showId }, roles) => {
          const id = positiveId(showId);
          if (id === null || isStandist(roles)) return null;
          return listPrefetched({ list: STAND_LIST.id, path: standListPath(id), scope: standListScope(id) });
        },
      },
    },
    {
      path: '/stands/:id',
      access: 'private',
      permission: 'stand.view',
      titleId: 'stand.dashboard.title',
      // The panels' chunks in the same wave as the page's (issue 20: they were a third wave, asked
      // for once the page's chunk had run), and the page ready only with them: one commit, no skeletons.
      load: () => withPanels(import(/* webpackChunkName: "stand" */ './pages/StandPage'), ['stand', 'standSide']),
      // What the page's saga asks as it opens (openStandPage): the stand, its panels' first pages.
      earlyRequests: ({ id }, roles) => {
        const standId = positiveId(id);
        return standId === null ? [] : [itemRequested({ resource: 'stands', id: standId }), ...panelPrefetches(['stand', 'standSide'], { standId }, roles)];
      },
    },
  ],
  menu: [
    {
      id: 'stands',
      placement: 'side',
      order: 20,
      labelId: 'layout.menu.stands',
      path: STAND_LIST_PATH,
      needsShow: true,
      // A standist with one stand in the show: 'Mon stand', to it (the list would only send them there).
      singleStand: { labelId: 'layout.menu.myStand', path: '/stands/:standId' },
      // A stand's page is in the show's stands.
      activeOn: ['/stands/:id'],
    },
  ],
  entities: { stands: { path: '/stands' } },
  lists: [STAND_LIST],
  lazySagas: () => import(/* webpackChunkName: "stand-sagas" */ './sagas'),
  messages: ['standList', 'stand', 'standStatus', 'standBulk', 'planTurn'],
});
