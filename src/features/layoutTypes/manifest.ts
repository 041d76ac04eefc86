import type { LayoutType } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { LAYOUT_TYPE_LIST } from './layoutTypeList';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    layoutTypes: LayoutType;
  }
}

const LAYOUT_TYPES_PATH = '/layout-types';

/** Layout types (part 1 §2): a settings screen. */
export default defineFeature({
  name: 'layoutTypes',
  routes: [
    {
      path: LAYOUT_TYPES_PATH,
      access: 'private',
      permission: 'layoutType.list',
      titleId: 'layoutTypes.title',
      load: () =>
withListGrid(import(/* webpackChunkName: "layout-types" */ './pages/LayoutTypesPage')),
    },
  ],
  menu: [
    {
      id: 'layoutTypes',
      placement: 'settings',
      order: 50,
      labelId: 'layout.settings.layoutTypes',
      path: LAYOUT_TYPES_PATH,
      permission: 'layoutType.list',
    },
  ],
  entities: { layoutTypes: { path: '/layout_types' } },
  lists: [LAYOUT_TYPE_LIST],
  messages: ['layoutTypes'],
});
