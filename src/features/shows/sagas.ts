/**
 * The show form's submit (part 2 §2 'Show form modal', §7): each file chosen is uploaded first
 * (multipart /show_media, `?type=logo` for the logo), then the show is written (POST, or PATCH
 * with its id) naming the files by IRI. A refused upload stops there: 'Le chargement du fichier a
 * échoué.' and why in a toast, the reason under the field (the form then drops the file), the
 * show not written. The server's violations land on the form's fields, the rest in a toast.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError } from '@/api/errors';
import { refusalText, splitViolations } from '@/api/violations';
import type { Show, ShowMedia } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { callApi } from '@/features/session/callApi';
import { errorToast, successToast } from '@/ui/toasts';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import { SHOW_FORM, showSaveRequested } from './actions';
import { isChosenFile, SHOW_FILE_FIELDS, SHOW_FORM_FIELDS, showBody, type ShowFileField } from './forms/showFormValues';

export function* uploadShowFile(field: ShowFileField, file: File): SagaIterator<ShowMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response: ApiResponse<ShowMedia> = yield call(callApi, {
    method: 'POST',
    path: '/show_media',
    params: { type: field === 'logo' ? 'logo' : 'document' },
    body: form,
  });
  return response.data;
}

/** The form's fields, with each query-parameter row's (`queryParameters[0].name`). */
const formFields = (paths: readonly string[]) => [...SHOW_FORM_FIELDS, ...paths.filter((p) => p.startsWith('queryParameters['))];

export function* saveShow(action: ReturnType<typeof showSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield put(mutationStarted(SHOW_FORM));
  const iris = {} as Record<ShowFileField, string | null>;
  for (const field of SHOW_FILE_FIELDS) {
    const value = values[field];
    if (!isChosenFile(value)) {
      iris[field] = value ? value['@id'] : null;
      continue;
    }
    try {
      const media: ShowMedia = yield call(uploadShowFile, field, value);
      iris[field] = media['@id'];
    } catch (e) {
      const error = serializeError(e);
      const reason = error.violations.map((v) => v.message).join(' ');
      yield put(saveFailed({ resource: 'shows', key: SHOW_FORM, error, fieldErrors: { [field]: reason || error.description || '' } }));
      // The server's description starts with 'Le chargement du fichier a échoué.' and says why.
      if (error.description) yield put(toastShown({ severity: 'error', text: error.description }));
      else yield put(toastShown({ severity: 'error', messageId: 'showForm.uploadFailed' }));
      return;
    }
  }
  try {
    const body = showBody(values, iris);
    const response: ApiResponse<Show> = yield call(
      callApi,
      id === null ? { method: 'POST', path: '/shows', body } : { method: 'PATCH', path: `/shows/${id}`, body },
    );
    yield put(entitiesReceived({ type: 'shows', items: [response.data] }));
    yield put(saveSucceeded({ resource: 'shows', key: SHOW_FORM, id: response.data.id }));
    yield put(modalClosed(SHOW_FORM));
    yield put(successToast('toast.saved'));
  } catch (e) {
    const error = serializeError(e);
    const { fieldErrors, others } = splitViolations(error.violations, formFields(error.violations.map((v) => v.propertyPath)));
    yield put(saveFailed({ resource: 'shows', key: SHOW_FORM, error, fieldErrors }));
    if (others.length) yield put(toastShown({ severity: 'error', text: refusalText(error.description, others) }));
    else if (!Object.keys(fieldErrors).length) yield call(errorToast, error);
  }
}

export default function* showSagas(): SagaIterator {
  yield takeLeading(showSaveRequested.type, saveShow);
}
