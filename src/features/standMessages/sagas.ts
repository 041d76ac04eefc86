/**
 * The stand thread's side effects (the wire of part 1 §3/§7):
 * - send: each attachment uploaded (multipart POST /message_media), then the message
 *   naming them (POST /stand_messages `{stand, newStandStatus?, message: {content,
 *   attachments}, confirmation…}`), with a plan step when it carries a new status (the
 *   confirmation's purchase order is the message's attachment); a status changed meanwhile
 *   (409) is said and the stand reloaded; the thread and the stand reload after a success;
 * - edit: the newest own message (PATCH /messages/{id} `{content}`), the thread reloaded;
 * - watch: while the thread is on screen, it and the stand are asked again every
 *   POLL_MS, paused while the tab is hidden, stopped when the screen goes or the user
 *   logs out.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError } from '@/api/errors';
import { refusalText, splitViolations } from '@/api/violations';
import type { MessageMedia } from '@/domain/api';
import { CONFIRMATION_FIELDS, confirmationFields } from '@/domain/planConfirmation';
import { formFieldsOf } from '@/domain/standThread';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { errorToast, successToast } from '@/ui/toasts';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import { apiPathOf } from '@/api/download';
import { downloadFile } from '@/entities/sagas';
import { attachmentDownloadRequested, messageEditRequested, messageSendRequested, threadWatchStarted, threadWatchStopped } from './actions';

export const POLL_MS = 20_000;
/** The form's fields: violations on them go to the fields, the others to a toast. */
const FIELDS = ['message', 'files', ...CONFIRMATION_FIELDS.map((field) => `confirmation.${field}`), 'newStandStatus'];

/** One attachment: its IRI once stored. */
export function* uploadAttachment(file: File): SagaIterator<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response: ApiResponse<MessageMedia> = yield call(callApi, { method: 'POST', path: '/message_media', body: form });
  return response.data['@id'];
}

export function* sendMessage(action: ReturnType<typeof messageSendRequested>): SagaIterator {
  const { standId, key, message, files, newStandStatus, confirmation, purchaseOrder, closeModal } = action.payload;
  yield put(mutationStarted(key));
  try {
    const attachments: string[] = [];
    for (const file of purchaseOrder ? [...files, purchaseOrder] : files) attachments.push(yield call(uploadAttachment, file));
    const body: Record<string, unknown> = { stand: `/backend/stands/${standId}`, message: { content: message, attachments } };
    if (newStandStatus) body.newStandStatus = newStandStatus;
    if (confirmation) Object.assign(body, confirmationFields(confirmation));
    yield call(callApi, { method: 'POST', path: '/stand_messages', body });
    yield put(saveSucceeded({ resource: 'standMessages', key, id: null }));
    if (closeModal) yield put(modalClosed(closeModal));
    yield put(successToast(newStandStatus ? 'standMessages.statusSaved' : 'standMessages.sent'));
  } catch (e) {
    const error = serializeError(e);
    const { fieldErrors, others } = splitViolations(formFieldsOf(error.violations), FIELDS);
    yield put(saveFailed({ resource: 'standMessages', key, error, fieldErrors }));
    if (error.status === 409) yield put(toastShown({ severity: 'warning', messageId: 'standMessages.statusChanged' }));
    // An upload refused: 'Le chargement du fichier a échoué.' (the server's description) and why.
    else if (others.length) yield put(toastShown({ severity: 'error', text: refusalText(error.description, others) }));
    else if (!Object.keys(fieldErrors).length) yield call(errorToast, error);
  }
  // The stand's status and counters may have moved, by this message or someone else's.
  yield put(itemRequested({ resource: 'stands', id: standId }));
}

export function* editMessage(action: ReturnType<typeof messageEditRequested>): SagaIterator {
  const { messageId, content, key } = action.payload;
  yield put(mutationStarted(key));
  try {
    yield call(callApi, { method: 'PATCH', path: `/messages/${messageId}`, body: { content } });
    // The thread's lists go stale: the edited text comes back with them.
    yield put(saveSucceeded({ resource: 'standMessages', key, id: null }));
    yield put(successToast('toast.saved'));
  } catch (e) {
    const error = serializeError(e);
    const { fieldErrors, others } = splitViolations(formFieldsOf(error.violations), FIELDS);
    yield put(saveFailed({ resource: 'standMessages', key, error, fieldErrors }));
    if (others.length) yield put(toastShown({ severity: 'error', text: refusalText(error.description, others) }));
    else if (!Object.keys(fieldErrors).length) yield call(errorToast, error);
  }
}

/** Whether the page is shown (a hidden tab is not polled). */
export const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function* watchThread(action: ReturnType<typeof threadWatchStarted>): SagaIterator {
  const { standId, params } = action.payload;
  for (;;) {
    const { stopped } = yield race({
      tick: delay(POLL_MS),
      stopped: take((a: { type: string; payload?: { standId?: number } }) =>
        (a.type === threadWatchStopped.type && a.payload?.standId === standId) || a.type === loggedOut.type,
      ),
    });
    if (stopped) return;
    if (!(yield call(pageVisible))) continue;
    yield put(listRequested({ resource: 'standMessages', params }));
    yield put(itemRequested({ resource: 'stands', id: standId }));
  }
}

export function* downloadAttachment(action: ReturnType<typeof attachmentDownloadRequested>): SagaIterator {
  const { objectUrl, mediaFileName } = action.payload;
  yield call(downloadFile, { path: apiPathOf(objectUrl) }, mediaFileName);
}

export default function* standMessagesSagas(): SagaIterator {
  yield takeEvery(attachmentDownloadRequested.type, downloadAttachment);
  yield takeEvery(messageSendRequested.type, sendMessage);
  yield takeEvery(messageEditRequested.type, editMessage);
  yield takeLatest(threadWatchStarted.type, watchThread);
}
