/**
 * The stand thread's side effects (the wire of part 1 §3/§7), its writes told as every form's
 * (`submitForm`: uploads first, then the write, violations on their fields, refused files out
 * of the form, a toast, a refresh):
 * - send: each attachment uploaded (multipart POST /message_media), a refusal's marked-up PDF
 *   stored as the sender's attachment (POST /plan_revisions/{id}/pdf_attachment/{locale}), then the message
 *   naming them (POST /stand_messages `{stand, newStandStatus?, message: {content,
 *   attachments}, confirmation…}`), with a plan step when it carries a new status (the
 *   confirmation's purchase order is the message's attachment); a status changed meanwhile
 *   (409) is said; the stand reloads whatever the outcome;
 * - edit: the newest own message (PATCH /messages/{id} `{content}`), the thread reloaded;
 * - watch: while the thread is on screen, it and the stand are asked again on each pushed event
 *   naming the stand (GET /backend/events, src/features/session/eventStream.ts); while that stream
 *   is down, every POLL_MS growing by half to POLL_MAX_MS (not while the tab is hidden); stopped
 *   when the screen goes or the user logs out.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { apiPathOf } from '@/api/download';
import type { SerializedApiError } from '@/api/errors';
import type { StandMessage } from '@/domain/api';
import { CONFIRMATION_FIELDS, confirmationFields } from '@/domain/planConfirmation';
import { formFieldOf } from '@/domain/standThread';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { submitForm, type FileUpload, type UploadedFiles } from '@/entities/submitForm';
import { ATTACHMENTS_PATH, editThreadMessage } from '@/entities/threadWrites';
import { callApi } from '@/features/session/callApi';
import { eventStreamDown, eventStreamIsUp, eventStreamUp, pushedResync, showsChangedPushed, threadChangedPushed } from '@/features/session/eventStream';
import { loggedOut } from '@/state/actions';
import { toastShown } from '@/ui/uiSlice';
import { attachmentDownloadRequested, messageEditRequested, messageSendRequested, threadWatchStarted, threadWatchStopped } from './actions';

export const POLL_MS = 20_000;
/** The forms' fields (the wire's paths mapped by `formFieldOf`): violations on them go to the fields, the others to a toast. */
const FIELDS = ['message', 'files', 'confirmation', 'newStandStatus'];
/** The confirmation form's fields are flat (`email`, `purchaseOrder`): the wire's paths land there. */
const CONFIRMATION_FORM_FIELDS = [...FIELDS, ...CONFIRMATION_FIELDS];
const confirmationFieldOf = (propertyPath: string): string => {
  const field = formFieldOf(propertyPath);
  return field === 'files' ? 'purchaseOrder' : field.replace(/^confirmation\./, '');
};

/** The attachments, then the purchase order: each its own upload, a refused one taken out of its field. */
export function attachmentUploads(files: readonly File[], purchaseOrder?: File | null): FileUpload[] {
  const uploads: FileUpload[] = files.map((file, index) => ({ field: 'files', index, file, path: ATTACHMENTS_PATH }));
  if (purchaseOrder) uploads.push({ field: 'purchaseOrder', index: 0, file: purchaseOrder, path: ATTACHMENTS_PATH });
  return uploads;
}

export function* sendMessage(action: ReturnType<typeof messageSendRequested>): SagaIterator {
  const { standId, key, message, files, newStandStatus, confirmation, purchaseOrder, closeModal, markedUpPdf } = action.payload;
  yield call(submitForm<StandMessage>, {
    key,
    resource: 'standMessages',
    fields: confirmation ? CONFIRMATION_FORM_FIELDS : FIELDS,
    fieldOf: confirmation ? confirmationFieldOf : formFieldOf,
    uploads: attachmentUploads(files, purchaseOrder),
    *write(uploaded: UploadedFiles) {
      const attachments = [...(uploaded.files ?? []), ...(uploaded.purchaseOrder ?? [])].map((stored) => stored['@id']);
      if (markedUpPdf) {
        // Built and stored by the server as the sender's own upload: named like the files just sent.
        const pdf: ApiResponse<{ '@id': string }> = yield call(callApi, {
          method: 'POST',
          path: `/plan_revisions/${markedUpPdf.revision}/pdf_attachment/${markedUpPdf.locale}`,
        });
        attachments.push(pdf.data['@id']);
      }
      const body: Record<string, unknown> = { stand: `/backend/stands/${standId}`, message: { content: message, attachments } };
      if (newStandStatus) body.newStandStatus = newStandStatus;
      if (confirmation) Object.assign(body, confirmationFields(confirmation));
      const response: ApiResponse<StandMessage> = yield call(callApi, { method: 'POST', path: '/stand_messages', body });
      return response.data;
    },
    // The status moved meanwhile: said as a warning (the stand reloads with the refresh), no error toast.
    *onFailure(error: SerializedApiError) {
      if (error.status !== 409) return false;
      yield put(toastShown({ severity: 'warning', messageId: 'standMessages.statusChanged' }));
      return true;
    },
    idOf: () => null,
    successToast: newStandStatus ? 'standMessages.statusSaved' : 'standMessages.sent',
    ...(closeModal ? { closeModal } : {}),
    // The stand's status and counters may have moved, by this message or someone else's.
    refresh: [itemRequested({ resource: 'stands', id: standId })],
  });
}

export function* editMessage(action: ReturnType<typeof messageEditRequested>): SagaIterator {
  const { messageId, content, key } = action.payload;
  yield call(editThreadMessage, { key, resource: 'standMessages', messageId, content, fields: FIELDS });
}

/** Whether the page is shown (a hidden tab is not polled). */
export const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** The polling's pause grows by half each time while the stream is down, to this at most. */
export const POLL_MAX_MS = 4 * POLL_MS;

/** Whether a pushed event concerns the thread of `standId` (or asks every screen to reload). */
const pushedFor = (standId: number) => (a: { type: string; payload?: { standIds?: number[] } }) =>
  (a.type === threadChangedPushed.type && (a.payload?.standIds ?? []).includes(standId)) || a.type === showsChangedPushed.type || a.type === pushedResync.type;

export function* watchThread(action: ReturnType<typeof threadWatchStarted>): SagaIterator {
  const { standId, params } = action.payload;
  let pause = POLL_MS;
  for (;;) {
    // Pushed changes (src/features/session/eventStream.ts): while the stream holds, the thread
    // reloads on its events only; while it is down, it is polled with a growing pause.
    const streaming: boolean = yield call(eventStreamIsUp);
    const { stopped, tick, pushed, streamUp } = yield race({
      ...(streaming ? {} : { tick: delay(pause) }),
      pushed: take(pushedFor(standId)),
      streamUp: take(eventStreamUp.type),
      streamDown: take(eventStreamDown.type),
      stopped: take((a: { type: string; payload?: { standId?: number } }) =>
        (a.type === threadWatchStopped.type && a.payload?.standId === standId) || a.type === loggedOut.type,
      ),
    });
    if (stopped) return;
    if (tick) pause = Math.min(Math.round(pause * 1.5), POLL_MAX_MS);
    else pause = POLL_MS;
    // Lost: polling resumes (first pause POLL_MS). Back: what changed meanwhile is asked once.
    if (!tick && !pushed && !streamUp) continue;
    if (tick && !(yield call(pageVisible))) continue;
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
