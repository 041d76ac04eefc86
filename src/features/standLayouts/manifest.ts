import type { StandLayout } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standLayouts: StandLayout;
  }
}

/** Stand layouts (amenagements, part 1 §3–§6): a block of the stand dashboard. */
export default defineFeature({
  name: 'standLayouts',
  entities: { standLayouts: { path: '/stand_layouts' } },
  panels: [
    {
      id: 'standLayouts',
      slot: 'stand',
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 20,
      load: () => import(/* webpackChunkName: "stand-layouts" */ './StandLayoutsPanel'),
    },
  ],
  messages: ['standLayouts'],
});
