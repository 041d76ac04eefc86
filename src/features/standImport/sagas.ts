/**
 * The stand import wizard's flows (part 1 §4, §5, §8; issue 11, item 3), one saga each:
 * - upload: the chosen CSV to /stand_import_files (multipart, field `file`, by `submitForm`), its
 *   progress kept on the mutation; refused: 'Le chargement du fichier a échoué.' with the server's reasons;
 * - analyse: POST /stand_imports {standImportFile, show}; the analysis (totals, problems) into
 *   the entities, its id on the mutation. The server reads the file in a worker thread (issue 18,
 *   point 3): while its answer is awaited, the share done is polled about once a second
 *   (GET /stand_import_files/{id}/progress) and kept on the mutation for the progress bar;
 * - apply: PATCH /stand_imports/{id} {status: 2, notifyUsers}; then the show's stand lists are
 *   stale (reloaded when shown), a toast, and back to the stand list. A 400 shows the server's
 *   description, any other failure the generic message (part 1 §8);
 * - template: the empty file with the expected columns, in the chosen language.
 */
import type { SagaIterator } from 'redux-saga';
import { call, cancel, delay, fork, put, takeLatest } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { violationsText } from '@/api/violations';
import { STAND_IMPORT_STATUS } from '@/domain/standImport';
import type { StandImport, StandImportFile, StandImportProgress } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationProgressed, mutationReset, mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { submitForm } from '@/entities/submitForm';
import { idFromIri } from '@/entities/entityTypes';
import { queriesInvalidated } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { callApi } from '@/features/session/callApi';
import { standListPath } from '@/features/stands/paths';
import { navigate } from '@/lib/navigation';
import { successToast } from '@/ui/toasts';
import { toastShown } from '@/ui/uiSlice';
import {
  IMPORT_KEYS,
  importAnalysisRequested,
  importApplyRequested,
  importFileChosen,
  importTemplateRequested,
  importWizardOpened,
} from './actions';

export function* uploadImportFile(action: ReturnType<typeof importFileChosen>): SagaIterator {
  // A new file: the analysis and apply of the previous one no longer hold.
  yield put(mutationReset(IMPORT_KEYS.analyse));
  yield put(mutationReset(IMPORT_KEYS.apply));
  yield call(submitForm<StandImportFile>, {
    key: IMPORT_KEYS.upload,
    resource: 'standImportFiles',
    fields: [],
    uploads: [{ field: 'file', file: action.payload.file, path: '/stand_import_files' }],
    progress: true,
    // The stored file is what this form writes.
    write: (uploaded) => uploaded.file[0] as StandImportFile,
    *onSuccess(file) {
      yield put(entitiesReceived({ type: 'standImportFiles', items: [file] }));
    },
    successToast: null,
  });
}

/** How often the wizard asks how far the analysis is. */
export const ANALYSIS_POLL_MS = 1000;

/** Puts the analysis's progress (0 to 1) on its mutation, polled until cancelled (the analysis answered). */
export function* pollAnalysisProgress(fileId: number): SagaIterator {
  for (;;) {
    yield delay(ANALYSIS_POLL_MS);
    try {
      const response: ApiResponse<StandImportProgress> = yield call(callApi, { method: 'GET', path: `/stand_import_files/${fileId}/progress` });
      if (response.data.progress !== null) yield put(mutationProgressed({ key: IMPORT_KEYS.analyse, progress: response.data.progress }));
    } catch {
      // The progress is a courtesy: the analysis's own answer says how it went.
    }
  }
}

export function* analyseImport(action: ReturnType<typeof importAnalysisRequested>): SagaIterator {
  const key = IMPORT_KEYS.analyse;
  yield put(mutationReset(IMPORT_KEYS.apply));
  yield put(mutationStarted(key));
  const fileId = idFromIri(action.payload.standImportFile);
  const poller = fileId === null ? null : yield fork(pollAnalysisProgress, fileId);
  try {
    const response: ApiResponse<StandImport> = yield call(callApi, {
      method: 'POST',
      path: '/stand_imports',
      body: { standImportFile: action.payload.standImportFile, show: `/backend/shows/${action.payload.showId}` },
    });
    yield put(entitiesReceived({ type: 'standImports', items: [response.data] }));
    yield put(saveSucceeded({ resource: 'standImports', key, id: response.data.id }));
  } catch (e) {
    const error = serializeError(e);
    yield put(saveFailed({ resource: 'standImports', key, error, fieldErrors: {} }));
    yield call(failureToast, error);
  } finally {
    if (poller) yield cancel(poller);
  }
}

/** Violations as 'property: message', a 4xx's description, else the generic message. */
function* failureToast(error: SerializedApiError): SagaIterator {
  if (error.status === 401) return;
  if (error.violations.length) yield put(toastShown({ severity: 'error', text: violationsText(error.violations) }));
  else if (error.status === 400 && error.description) yield put(toastShown({ severity: 'error', text: error.description }));
  else yield put(toastShown({ severity: 'error', messageId: 'error.generic' }));
}

export function* applyImport(action: ReturnType<typeof importApplyRequested>): SagaIterator {
  const key = IMPORT_KEYS.apply;
  const { showId, importId, notifyUsers } = action.payload;
  yield put(mutationStarted(key));
  try {
    const response: ApiResponse<StandImport> = yield call(callApi, {
      method: 'PATCH',
      path: `/stand_imports/${importId}`,
      body: { status: STAND_IMPORT_STATUS.applied, notifyUsers },
    });
    yield put(entitiesReceived({ type: 'standImports', items: [response.data] }));
    yield put(saveSucceeded({ resource: 'standImports', key, id: importId }));
    // The stand lists now miss the new stands: reloaded when next shown.
    yield put(queriesInvalidated({ resource: 'stands' }));
    yield put(successToast('standImport.applied'));
    yield call(navigate, standListPath(showId));
  } catch (e) {
    const error = serializeError(e);
    yield put(saveFailed({ resource: 'standImports', key, error, fieldErrors: {} }));
    if (error.status === 401) return;
    // Part 1 §8: a 400 says why (its description); anything else is the generic message.
    if (error.status === 400 && error.description) yield put(toastShown({ severity: 'error', text: error.description }));
    else yield put(toastShown({ severity: 'error', messageId: 'error.generic' }));
  }
}

export function* downloadTemplate(action: ReturnType<typeof importTemplateRequested>): SagaIterator {
  const { locale } = action.payload;
  yield call(downloadFile, { path: '/stand_imports/template', params: { locale } }, `stands_${locale}.csv`);
}

export function* resetWizard(): SagaIterator {
  for (const key of Object.values(IMPORT_KEYS)) yield put(mutationReset(key));
}

export default function* standImportSagas(): SagaIterator {
  yield takeLatest(importFileChosen.type, uploadImportFile);
  yield takeLatest(importAnalysisRequested.type, analyseImport);
  yield takeLatest(importApplyRequested.type, applyImport);
  yield takeLatest(importTemplateRequested.type, downloadTemplate);
  yield takeLatest(importWizardOpened.type, resetWizard);
}
