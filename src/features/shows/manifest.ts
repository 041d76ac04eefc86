import type { Show, ShowMedia, Source } from '@/domain/api';
import { SHOW_LIST, SHOW_LIST_PATH } from '@/domain/showListQuery';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { SHOW_FORM } from './actions';
import type { ConnectionTest } from './connectionTestSagas';
import type { ShowHalls } from './selectors';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    shows: Show;
    showMedia: ShowMedia;
    sources: Source;
    /** A show's halls (the hall filters' choices), under the show's id. */
    showHalls: ShowHalls;
    /** The show form's last connection test (issue 24), the one entity CONNECTION_TEST_ID. */
    connectionTests: ConnectionTest;
  }
}

/**
 * Shows: read by the home, the show switcher and the stand screens; the show list (/salons,
 * part 2 §2) and the show form (forms/ShowFormDialog.tsx, an overlay opened by `showFormOpened`
 * from any screen — the show list, the show dashboard), whose submit saga runs with the root saga;
 * a show's halls for every screen that filters by hall.
 */
export default defineFeature({
  name: 'shows',
  routes: [
    {
      path: SHOW_LIST_PATH,
      access: 'private',
      permission: 'show.list',
      titleId: 'showList.title',
      load: () => withListGrid(import(/* webpackChunkName: "show-list" */ './pages/ShowListPage')),
    },
  ],
  menu: [
    {
      id: 'shows',
      placement: 'settings',
      order: 10,
      labelId: 'layout.settings.shows',
      path: SHOW_LIST_PATH,
      permission: 'show.list',
    },
  ],
  entities: { shows: { path: '/shows' }, showMedia: { path: '/show_media' }, sources: { path: '/sources' }, showHalls: { path: '/shows' }, connectionTests: { path: '/sources' } },
  lists: [SHOW_LIST],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  overlays: [{ id: 'showForm', modal: SHOW_FORM, load: () => import(/* webpackChunkName: "show-form" */ './forms/ShowFormDialog') }],
  messages: ['showList', 'showForm', 'gateway'],
});
