import type { StandEvent } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standEvents: StandEvent;
  }
}

/** The stand timeline (issue 9, item 7): a block of the stand dashboard, below its other blocks. */
export default defineFeature({
  name: 'standTimeline',
  entities: { standEvents: { path: '/stand_events' } },
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  panels: [
    {
      id: 'standTimeline',
      slot: 'stand',
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 90,
      permission: 'stand.view',
      load: () => import(/* webpackChunkName: "stand-timeline" */ './StandTimelinePanel'),
    },
  ],
  messages: ['standTimeline'],
});
