/**
 * The show form's submit (part 2 §2 'Show form modal', §7), one `submitForm`: each file chosen is
 * uploaded first (multipart /show_media, `?type=logo` for the logo), then the show is written
 * (POST, or PATCH with its id) naming the files by IRI. A refused upload stops there: 'Le
 * chargement du fichier a échoué.' and why in a toast, the reason under the field, the file out of
 * the form, the show not written. The server's violations land on the form's fields (a query
 * parameter's row included: `queryParameters[0].name`), the rest in a toast.
 */
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import type { Show } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { createOrPatch, submitForm, type FileUpload, type UploadedFiles } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { SHOW_FORM, showHallsWanted, showSaveRequested } from './actions';
import connectionTestSagas from './connectionTestSagas';
import { isChosenFile, SHOW_FILE_FIELDS, SHOW_FORM_FIELDS, showBody, type ShowFileField, type ShowFormValues } from './forms/showFormValues';

/** The files chosen in the form, each to /show_media as a logo or a document. */
export function showUploads(values: ShowFormValues): FileUpload[] {
  return SHOW_FILE_FIELDS.flatMap((field) => {
    const value = values[field];
    return isChosenFile(value) ? [{ field, file: value, path: '/show_media', params: { type: field === 'logo' ? 'logo' : 'document' } }] : [];
  });
}

/** Each file field's IRI: the one just uploaded, the one the show keeps, or none. */
function fileIris(values: ShowFormValues, uploaded: UploadedFiles): Record<ShowFileField, string | null> {
  const iris = {} as Record<ShowFileField, string | null>;
  for (const field of SHOW_FILE_FIELDS) {
    const value = values[field];
    iris[field] = uploaded[field]?.[0]?.['@id'] ?? (value && !isChosenFile(value) ? value['@id'] : null);
  }
  return iris;
}

export function* saveShow(action: ReturnType<typeof showSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield call(submitForm<Show>, {
    key: SHOW_FORM,
    resource: 'shows',
    fields: SHOW_FORM_FIELDS,
    uploads: showUploads(values),
    write: (uploaded) => createOrPatch<Show>('/shows', id, showBody(values, fileIris(values, uploaded))),
    *onSuccess(show) {
      yield put(entitiesReceived({ type: 'shows', items: [show] }));
    },
    closeModal: SHOW_FORM,
  });
}

/**
 * A show's halls, asked each time a screen that filters by hall opens (an import may add one); a
 * failure leaves the last ones (or none: the filter offers no hall box).
 */
export function* loadShowHalls(action: ReturnType<typeof showHallsWanted>): SagaIterator {
  const { showId } = action.payload;
  try {
    const response: ApiResponse<{ halls: string[] }> = yield call(callApi, { path: `/shows/${showId}/halls` });
    yield put(entitiesReceived({ type: 'showHalls', items: [{ id: showId, halls: response.data.halls }] }));
  } catch {
    // A lost session is callApi's; the filter goes without its hall boxes.
  }
}

export default function* showSagas(): SagaIterator {
  yield takeLeading(showSaveRequested.type, saveShow);
  yield takeEvery(showHallsWanted.type, loadShowHalls);
  yield fork(connectionTestSagas);
}
