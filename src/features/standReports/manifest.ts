import type { Report, ReportMedia } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

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
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 30,
      load: () => import(/* webpackChunkName: "stand-reports" */ './StandReportsPanel'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['standReports'],
});
