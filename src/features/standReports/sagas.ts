/**
 * The stand findings' side effects:
 * - save: the finding written (POST with its stand, or PATCH), then each new photo
 *   uploaded to it (multipart /report_media: `report` then `file`); a refused upload
 *   says 'Le chargement du fichier a échoué.' and why, and the form, kept open, now
 *   edits the saved finding (its accepted photos on it);
 * - close (PATCH {status: closed}) and the removal of a photo (PATCH report_media
 *   {enabled: false}), run from the confirm dialog;
 * - after every write the findings reload (their queries made stale) and so does the
 *   stand, whose counters moved;
 * - the PDF sheet and a photo downloaded with the user's token; photos on screen
 *   loaded one at a time as blobs, kept as object URLs (./photoUrls) until logout.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { apiPathOf } from '@/api/download';
import { downloadFile } from '@/entities/sagas';
import { serializeError } from '@/api/errors';
import type { Report } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { submitForm, uploadFile, type FileUpload } from '@/entities/submitForm';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { isReportedByDialog } from '@/ui/uiSagas';
import { errorToast, successToast } from '@/ui/toasts';
import { modalOpened } from '@/ui/uiSlice';
import {
  reportCloseRequested,
  reportPdfRequested,
  reportPhotoDownloadRequested,
  reportPhotoRemoveRequested,
  reportPhotosRequested,
  reportSaveRequested,
} from './actions';
import { photoLoaded, photosCleared, photoUrlOf, toObjectUrl } from './photoUrls';

/** The form's fields: violations on them go to the fields, the others to a toast. */
const FIELDS = ['name', 'comment'];

/** The new photos, each to /report_media with the finding's IRI sent before the file. */
export const photoUploads = (reportIri: string, photos: readonly File[]): FileUpload[] =>
  photos.map((file, index) => ({ field: 'photos', index, file, path: '/report_media', parts: { report: reportIri } }));

export function* saveReport(action: ReturnType<typeof reportSaveRequested>): SagaIterator {
  const { standId, id, key, name, comment, photos } = action.payload;
  yield call(submitForm<Report>, {
    key,
    resource: 'reports',
    fields: FIELDS,
    *write() {
      const body = { name: name.trim(), comment: comment.trim() };
      const response: ApiResponse<Report> = yield call(
        callApi,
        id === null
          ? { method: 'POST', path: '/reports', body: { ...body, stand: `/backend/stands/${standId}` } }
          : { method: 'PATCH', path: `/reports/${id}`, body },
      );
      yield put(entitiesReceived({ type: 'reports', items: [response.data] }));
      return response.data;
    },
    // The photos need the finding: sent once it is written.
    *afterWrite(report) {
      for (const upload of photoUploads(report['@id'], photos)) yield call(uploadFile, upload);
      return report;
    },
    *onFailure(_error, report) {
      if (!report) return;
      // Saved, but a photo was refused: the form now edits the saved finding (the photos it kept on it),
      // and the finding with those photos shows in the list.
      if (id === null) yield put(modalOpened({ name: key, id: report.id }));
      yield put(queriesInvalidated({ resource: 'reports' }));
    },
    closeModal: key,
    // The stand's counters moved.
    refresh: [itemRequested({ resource: 'stands', id: standId })],
  });
}

export function* closeReport(action: ReturnType<typeof reportCloseRequested>): SagaIterator {
  const { standId, id, key } = action.payload;
  yield put(mutationStarted(key));
  try {
    const response: ApiResponse<Report> = yield call(callApi, { method: 'PATCH', path: `/reports/${id}`, body: { status: 'closed' } });
    yield put(entitiesReceived({ type: 'reports', items: [response.data] }));
    yield put(saveSucceeded({ resource: 'reports', key, id }));
    yield put(successToast('standReports.closed'));
  } catch (e) {
    const error = serializeError(e);
    yield put(saveFailed({ resource: 'reports', key, error, fieldErrors: {} }));
    // The dialog shows the server's reason (e.g. closed meanwhile) itself.
    if (!isReportedByDialog(action)) yield call(errorToast, error);
  }
  yield put(itemRequested({ resource: 'stands', id: standId }));
}

export function* removePhoto(action: ReturnType<typeof reportPhotoRemoveRequested>): SagaIterator {
  const { standId, id, key } = action.payload;
  yield put(mutationStarted(key));
  try {
    yield call(callApi, { method: 'PATCH', path: `/report_media/${id}`, body: { enabled: false } });
    // The findings reload (the photo leaves its finding).
    yield put(saveSucceeded({ resource: 'reports', key, id }));
    yield put(successToast('standReports.photo.removed'));
  } catch (e) {
    const error = serializeError(e);
    yield put(saveFailed({ resource: 'reports', key, error, fieldErrors: {} }));
    if (!isReportedByDialog(action)) yield call(errorToast, error);
  }
  yield put(itemRequested({ resource: 'stands', id: standId }));
}

export function* downloadPdf(action: ReturnType<typeof reportPdfRequested>): SagaIterator {
  const { id, locale } = action.payload;
  yield call(downloadFile, { path: `/reports/${id}/pdf/${locale}` }, `${locale === 'en' ? 'finding' : 'constat'}-${id}.pdf`);
}

export function* downloadPhoto(action: ReturnType<typeof reportPhotoDownloadRequested>): SagaIterator {
  yield call(downloadFile, { path: apiPathOf(action.payload.contentUrl) }, action.payload.fileName);
}

/** Photos being loaded, so that two panels (or two renders) asking for one load it once. */
const loading = new Set<string>();

export function* loadPhotos(action: ReturnType<typeof reportPhotosRequested>): SagaIterator {
  for (const contentUrl of action.payload.contentUrls) {
    if (photoUrlOf(contentUrl) !== undefined || loading.has(contentUrl)) continue;
    loading.add(contentUrl);
    try {
      const response: ApiResponse<{ blob: Blob }> = yield call(callApi, { path: apiPathOf(contentUrl), responseType: 'blob' });
      const url: string = yield call(toObjectUrl, response.data.blob);
      yield call(photoLoaded, contentUrl, url);
    } catch {
      // No toast per photo: the thumbnail shows the file's name instead.
      yield call(photoLoaded, contentUrl, 'failed');
    } finally {
      loading.delete(contentUrl);
    }
  }
}

export default function* standReportsSagas(): SagaIterator {
  yield takeEvery(reportSaveRequested.type, saveReport);
  yield takeEvery(reportCloseRequested.type, closeReport);
  yield takeEvery(reportPhotoRemoveRequested.type, removePhoto);
  yield takeEvery(reportPdfRequested.type, downloadPdf);
  yield takeEvery(reportPhotoDownloadRequested.type, downloadPhoto);
  yield takeEvery(reportPhotosRequested.type, loadPhotos);
  yield takeEvery(loggedOut.type, function* forgetPhotos() {
    yield call(photosCleared);
  });
}
