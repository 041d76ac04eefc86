import { isStandist } from '@/domain/roles';
import { positiveId } from '@/domain/routeParams';
import { defineFeature } from '@/features/manifest';
import { listPrefetched } from '@/lists/actions';
import { withListGrid } from '@/lists/listGrid';
import { DEMAND_LIST, demandListScope } from './demandList';
import { DEMAND_LIST_PATH, DEMAND_PATH, demandListPath } from './paths';
import type { Demand, DemandCounters, DemandLogistic, DemandLogisticMedia, DemandMedia, DemandMessage } from './types';
import { withPanels } from '@/features/panelChunks';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    demands: Demand;
    demandMessages: DemandMessage;
    demandLogistics: DemandLogistic;
    demandLogisticMedia: DemandLogisticMedia;
    /** A request's files (its item's and its thread's), for its files box. */
    demandMedia: DemandMedia;
    /** A show's request counters, under the show's id. */
    demandCounters: DemandCounters & { id: number };
  }
}

/**
 * Requests (part 2 §2–§9, issue 21): the list of a show's requests with its counters and exports,
 * the request page (header, thread, files, sheet, logistics, decisions), and on the stand
 * dashboard the request buttons, the forms and the stand's requests.
 */
export default defineFeature({
  name: 'demands',
  routes: [
    {
      path: DEMAND_LIST_PATH,
      access: 'private',
      permission: 'demand.view',
      titleId: 'demands.list.title',
      load: () => withListGrid(import(/* webpackChunkName: "demand-list" */ './pages/DemandListPage')),
      firstRequest: {
        resource: 'demands',
        // Not for a standist, whose list opens with the single-request check.
        action: ({ showId }, roles) => {
          const id = positiveId(showId);
          if (id === null || isStandist(roles)) return null;
          return listPrefetched({ list: DEMAND_LIST.id, path: demandListPath(id), scope: demandListScope(id) });
        },
      },
    },
    {
      path: DEMAND_PATH,
      access: 'private',
      permission: 'demand.view',
      titleId: 'demands.page.tabTitle',
      load: () => withPanels(import(/* webpackChunkName: "demand" */ './pages/DemandPage'), ['standPeople']),
    },
  ],
  menu: [
    {
      id: 'demands',
      placement: 'side',
      order: 30,
      labelId: 'layout.menu.demands',
      path: DEMAND_LIST_PATH,
      needsShow: true,
      permission: 'demand.view',
      // Part 1 §2: only when the show has request configs.
      showFlag: 'hasDemandConfigs',
      activeOn: [DEMAND_PATH],
    },
  ],
  entities: {
    demands: { path: '/demands' },
    demandMessages: { path: '/demand_messages' },
    demandLogistics: { path: '/demand_logistics' },
    demandLogisticMedia: { path: '/demand_logistic_media' },
    demandMedia: { path: '/demand_media' },
    demandCounters: { path: '/demands/counters' },
  },
  lists: [DEMAND_LIST],
  panels: [
    {
      id: 'standDemands',
      slot: 'standSide',
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 15,
      permission: 'demand.view',
      load: () => import(/* webpackChunkName: "stand-demands" */ './StandDemandsCard'),
    },
  ],
  // The stand dashboard's form (a panel brings no lazy sagas); the screens' own load with them.
  // The stand dashboard's request form: a logged-in screen's, started with the private layout.
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './formSagas'),
  lazySagas: () => import(/* webpackChunkName: "demand-sagas" */ './sagas'),
  messages: ['demands'],
});
