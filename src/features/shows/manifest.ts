import type { Show } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    shows: Show;
  }
}

/** Shows: read by the home, the show switcher and the stand screens (their own screens come later). */
export default defineFeature({
  name: 'shows',
  entities: { shows: { path: '/shows' } },
});
