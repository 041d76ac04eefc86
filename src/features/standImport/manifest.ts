import type { StandImport, StandImportFile } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { STAND_IMPORT_PATH } from '@/features/stands/paths';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standImports: StandImport;
    standImportFiles: StandImportFile;
  }
}

/** The stand import wizard (part 1 §2 'Stand import'; issue 11, item 3): admin and organizers. */
export default defineFeature({
  name: 'standImport',
  routes: [
    {
      path: STAND_IMPORT_PATH,
      access: 'private',
      permission: 'stand.import',
      titleId: 'standImport.title',
      load: () => import(/* webpackChunkName: "stand-import" */ './pages/StandImportPage'),
    },
  ],
  entities: { standImports: { path: '/stand_imports' }, standImportFiles: { path: '/stand_import_files' } },
  lazySagas: () => import(/* webpackChunkName: "stand-import-sagas" */ './sagas'),
  messages: ['standImport'],
});
