import type { Report, ReportMedia } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import standReportsSagas from './sagas';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    reports: Report;
    reportMedia: ReportMedia;
  }
}

/** The stand's findings (constats, part 1 §3–§5, §7): a block of the stand dashboard, after the messages. */
export default defineFeature({
  name: 'standReports',
  entities: { reports: { path: '/reports' }, reportMedia: { path: '/report_media' } },
  panels: [
    {
      id: 'standReports',
      slot: 'stand',
      order: 30,
      load: () => import(/* webpackChunkName: "stand-reports" */ './StandReportsPanel'),
    },
  ],
  // Started with the app: a feature of panels only has no route to load its sagas with.
  sagas: standReportsSagas,
  messages: ['standReports'],
});
