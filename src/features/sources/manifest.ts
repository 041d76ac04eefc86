import type { ShowSourceQueryParameter } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { QUERY_PARAMETER_LIST, QUERY_PARAMETERS_PATH, SOURCE_LIST, SOURCES_PATH } from './sourceLists';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    showSourceQueryParameters: ShowSourceQueryParameter;
  }
}

/**
 * The gateway's settings (issue 24): the sources — how each organizer's system is reached, its
 * password written, never read back — and the shows' query parameters, two screens of the
 * settings menu for admins. (`sources` is the shows feature's entity: the show form's select.)
 */
export default defineFeature({
  name: 'sources',
  routes: [
    {
      path: SOURCES_PATH,
      access: 'private',
      permission: 'source.manage',
      titleId: 'sources.title',
      load: () => withListGrid(import(/* webpackChunkName: "sources" */ './pages/SourcesPage')),
    },
    {
      path: QUERY_PARAMETERS_PATH,
      access: 'private',
      permission: 'showQueryParameter.manage',
      titleId: 'sourceParameters.title',
      load: () => withListGrid(import(/* webpackChunkName: "source-parameters" */ './pages/QueryParametersPage')),
    },
  ],
  menu: [
    { id: 'sources', placement: 'settings', order: 45, labelId: 'layout.settings.sources', path: SOURCES_PATH, permission: 'source.manage' },
    {
      id: 'sourceParameters',
      placement: 'settings',
      order: 46,
      labelId: 'layout.settings.sourceParameters',
      path: QUERY_PARAMETERS_PATH,
      permission: 'showQueryParameter.manage',
    },
  ],
  entities: { showSourceQueryParameters: { path: '/show_source_query_parameters' } },
  lists: [SOURCE_LIST, QUERY_PARAMETER_LIST],
  lazySagas: () => import(/* webpackChunkName: "sources-sagas" */ './sagas'),
  messages: ['sources', 'sourceParameters'],
});
