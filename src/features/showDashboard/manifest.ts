import type { DemandConfig, DemandType, ShowSyncReport } from '@/domain/api';
import type { PlanSummary } from '@/domain/planSummary';
import { defineFeature } from '@/features/manifest';
import { SHOW_DASHBOARD_PATH } from './paths';
import { withPanels } from '@/features/panelChunks';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    demandTypes: DemandType;
    demandConfigs: DemandConfig;
    /** A show's plan summary, under the show's id. */
    planSummaries: PlanSummary & { id: number };
    /** A show's sync previews and runs (issue 24). */
    showSyncReports: ShowSyncReport;
  }
}

/**
 * The show dashboard (part 2 §2, issue 12): the show's information and sync, its demand settings,
 * its organizer and its plan summary. Without 'show.view' the page sends the user to the show's
 * stands (the route itself is open to every logged-in user for that reason).
 */
export default defineFeature({
  name: 'showDashboard',
  routes: [
    {
      path: SHOW_DASHBOARD_PATH,
      access: 'private',
      titleId: 'showDashboard.title',
      load: () => withPanels(import(/* webpackChunkName: "show-dashboard" */ './pages/ShowDashboardPage'), ['show']),
    },
  ],
  menu: [
    {
      id: 'show',
      placement: 'side',
      order: 10,
      labelId: 'layout.menu.show',
      path: SHOW_DASHBOARD_PATH,
      permission: 'show.view',
      needsShow: true,
    },
  ],
  entities: {
    demandTypes: { path: '/demand_types' },
    demandConfigs: { path: '/demand_configs' },
    planSummaries: { path: '/shows' },
    showSyncReports: { path: '/show_sync_reports' },
  },
  lazySagas: () => import(/* webpackChunkName: "show-dashboard-sagas" */ './sagas'),
  messages: ['showDashboard', 'showSync'],
});
