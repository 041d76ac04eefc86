/**
 * Intents of the stand import wizard (part 1 §2, §4; issue 11, item 3), one saga flow each
 * (./sagas.ts): upload the chosen file, analyse it for the show, apply the analysis, download
 * the template. `importFileChosen` carries the File the user chose (not serializable: exempt
 * from the store's check, src/app/store.ts; no reducer keeps it).
 */
import { createAction } from '@reduxjs/toolkit';

export const importFileChosen = createAction<{ file: File }>('standImport/fileChosen');
export const importAnalysisRequested = createAction<{ showId: number; standImportFile: string }>('standImport/analysisRequested');
export const importApplyRequested = createAction<{ showId: number; importId: number; notifyUsers: boolean }>('standImport/applyRequested');
export const importTemplateRequested = createAction<{ locale: 'fr' | 'en' }>('standImport/templateRequested');
/** The wizard opened (again): no upload, analysis or apply of a previous visit shows. */
export const importWizardOpened = createAction('standImport/wizardOpened');

/** The mutation keys the wizard's steps read (src/entities/mutationsSlice.ts). */
export const IMPORT_KEYS = {
  upload: 'standImport/upload',
  analyse: 'standImport/analyse',
  apply: 'standImport/apply',
} as const;
