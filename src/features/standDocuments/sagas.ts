/**
 * The stand document screens' flows (part 2 §2, §4, §8, §9), one saga each, loaded with their pages:
 * - the list's opening: a standist with exactly one stand in the show goes to its documents;
 * - the page's opening: the stand (404 or 405 → /404, another failure → /erreur), its unseen
 *   documents seen by admin or support, its show made the current one;
 * - the thread: a message (attachments first, then POST /stand_document_messages), the newest own
 *   message edited (PATCH /messages/{id});
 * - the deposit: each file uploaded (multipart POST /stand_document_media, the bytes sent kept on the
 *   mutation), then the message naming them (`documents`); a refused upload posts nothing;
 * - a document's new status (PATCH, 'Nouveau statut enregistré !'; an unknown reference: 'Erreur statut');
 * - a document's removal, confirmed first (the soft delete, 'Fichier supprimé !');
 * - downloads: a file, the stand's documents as one zip (a 400: 'Aucun document.').
 * After each write the stand reloads: its document status and flags follow its documents.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResponse, BlobResult } from '@/api/client';
import { apiPathOf, saveBlob } from '@/api/download';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { Stand, StandDocumentMedia, StandDocumentMessage } from '@/domain/api';
import { can } from '@/domain/permissions';
import { isStandist } from '@/domain/roles';
import { formFieldOf } from '@/domain/standThread';
import { idFromIri } from '@/entities/entityTypes';
import { saveFailed, saveRequested, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { downloadFile, requestItem, requestList, type ListOutcome } from '@/entities/sagas';
import { selectEntityById } from '@/entities/selectors';
import { submitForm, type UploadedFiles } from '@/entities/submitForm';
import { editThreadMessage, sendThreadMessage } from '@/entities/threadWrites';
import { callApi } from '@/features/session/callApi';
import { selectRoles } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import { navigate } from '@/lib/navigation';
import { listOpened } from '@/lists/actions';
import type { RootState } from '@/state/rootState';
import { fileRemovalConfirmRequested } from '@/ui/fileRemoval';
import { errorToast } from '@/ui/toasts';
import { confirmClosed, toastShown } from '@/ui/uiSlice';
import {
  COMPOSER_KEY,
  DELETE_KEY,
  DEPOSIT_KEY,
  DEPOSIT_MODAL,
  EDIT_KEY,
  STATUS_KEY,
  documentDeleteRequested,
  documentFileRequested,
  documentListOpened,
  documentMessageEditRequested,
  documentMessageSendRequested,
  documentStatusRequested,
  documentsDepositRequested,
  documentsPageOpened,
  documentsZipRequested,
} from './actions';
import { standDocumentsPath } from './paths';
import { documentsLoadErrorRoute, shouldMarkDocumentsSeen } from './rules';

const FIELDS = ['message', 'files'];
const standIri = (standId: number) => `/backend/stands/${standId}`;
/** What a write on the stand's documents changes elsewhere: the stand's status and flags, the documents, the thread. */
const refreshOf = (standId: number) => [
  itemRequested({ resource: 'stands', id: standId }),
  queriesInvalidated({ resource: 'standDocumentMedia' }),
  queriesInvalidated({ resource: 'standDocumentMessages' }),
];

export function* openDocumentList(action: ReturnType<typeof documentListOpened>): SagaIterator {
  const target = action.payload;
  const roles: string[] = yield select(selectRoles);
  if (isStandist(roles)) {
    const outcome: ListOutcome | null = yield call(requestList, { resource: 'stands', params: { ...target.scope, page: '1', itemsPerPage: '2' } });
    if (outcome && outcome.totalItems === 1 && typeof outcome.ids[0] === 'number') {
      yield call(navigate, standDocumentsPath(outcome.ids[0]), { replace: true });
      return;
    }
  }
  yield put(listOpened(target));
}

export function* openDocumentsPage(action: ReturnType<typeof documentsPageOpened>): SagaIterator {
  const { standId } = action.payload;
  const failure: { payload: { error: { status: number } } } | null = yield call(requestItem, 'stands', standId);
  if (failure) {
    const route = documentsLoadErrorRoute(failure.payload.error.status);
    if (route) yield call(navigate, route, { replace: true });
    return;
  }
  const stand: Stand | undefined = yield select((state: RootState) => selectEntityById(state, 'stands', standId));
  const roles: string[] = yield select(selectRoles);
  if (shouldMarkDocumentsSeen(stand?.unSeenDocuments, can(roles, 'stand.markSeen'))) {
    yield put(saveRequested({ resource: 'stands', id: standId, method: 'PATCH', data: { unSeenDocuments: false }, key: 'standDocuments/seen', successMessageId: null }));
  }
  const showId = idFromIri(stand?.show);
  if (showId !== null) {
    yield put(showSelected({ showId }));
    yield put(itemRequested({ resource: 'shows', id: showId }));
  }
}

export function* sendDocumentMessage(action: ReturnType<typeof documentMessageSendRequested>): SagaIterator {
  const { standId, message, files } = action.payload;
  yield call(sendThreadMessage<StandDocumentMessage>, {
    key: COMPOSER_KEY,
    resource: 'standDocumentMessages',
    path: '/stand_document_messages',
    owner: { stand: standIri(standId) },
    message,
    files,
    successToast: 'standDocuments.thread.sent',
    refresh: refreshOf(standId),
  });
}

export function* editDocumentMessage(action: ReturnType<typeof documentMessageEditRequested>): SagaIterator {
  const { messageId, content } = action.payload;
  yield call(editThreadMessage, { key: EDIT_KEY, resource: 'standDocumentMessages', messageId, content });
}

export function* depositDocuments(action: ReturnType<typeof documentsDepositRequested>): SagaIterator {
  const { standId, message, files } = action.payload;
  yield call(submitForm<StandDocumentMessage>, {
    key: DEPOSIT_KEY,
    resource: 'standDocumentMessages',
    fields: FIELDS,
    fieldOf: formFieldOf,
    uploads: files.map((file, index) => ({ field: 'files', index, file, path: '/stand_document_media', parts: { stand: standIri(standId) } })),
    progress: true,
    *write(uploaded: UploadedFiles): SagaIterator<StandDocumentMessage> {
      const documents = (uploaded.files ?? []).map((stored) => stored['@id']);
      const body = { stand: standIri(standId), message: { content: message, attachments: [] }, documents };
      const response: ApiResponse<StandDocumentMessage> = yield call(callApi, { method: 'POST', path: '/stand_document_messages', body });
      return response.data;
    },
    idOf: () => null,
    successToast: 'standDocuments.deposit.sent',
    closeModal: DEPOSIT_MODAL,
    refresh: refreshOf(standId),
  });
}

/** The server's refusal of the status itself (422 on `standDocumentMediaStatus`: 'Erreur statut' for an unknown one), if it is one. */
const statusRefusal = (error: SerializedApiError) =>
  error.status === 422 ? error.violations.find((v) => v.propertyPath === 'standDocumentMediaStatus') : undefined;

export function* changeDocumentStatus(action: ReturnType<typeof documentStatusRequested>): SagaIterator {
  const { standId, documentId, status } = action.payload;
  yield call(submitForm<StandDocumentMedia>, {
    key: STATUS_KEY,
    resource: 'standDocumentMedia',
    fields: [],
    *write(): SagaIterator<StandDocumentMedia> {
      const response: ApiResponse<StandDocumentMedia> = yield call(callApi, {
        method: 'PATCH',
        path: `/stand_document_media/${documentId}`,
        body: { standDocumentMediaStatus: status },
      });
      return response.data;
    },
    // Said as the server words it ('Erreur statut', 'Ce document a déjà ce statut.'), without the field's name.
    *onFailure(error: SerializedApiError) {
      const refusal = statusRefusal(error);
      if (!refusal) return false;
      yield put(refusal.message ? toastShown({ severity: 'error', text: refusal.message }) : toastShown({ severity: 'error', messageId: 'standDocuments.status.error' }));
      return true;
    },
    successToast: 'standDocuments.status.saved',
    refresh: refreshOf(standId),
  });
}

export function* deleteDocument(action: ReturnType<typeof documentDeleteRequested>): SagaIterator {
  const { standId, documentId } = action.payload;
  const remove = saveRequested({
    resource: 'standDocumentMedia',
    id: documentId,
    method: 'PATCH',
    data: { enabled: false },
    key: DELETE_KEY,
    successMessageId: 'standDocuments.delete.success',
  });
  yield put(fileRemovalConfirmRequested(remove, 'standDocuments.delete.failed'));
  const { outcome } = yield race({
    outcome: take((a: { type: string; payload?: { key?: string } }) => (a.type === saveSucceeded.type || a.type === saveFailed.type) && a.payload?.key === DELETE_KEY),
    dismissed: take(confirmClosed.type),
  });
  if (outcome?.type === saveSucceeded.type) for (const refresh of refreshOf(standId)) yield put(refresh);
}

export function* downloadDocumentFile(action: ReturnType<typeof documentFileRequested>): SagaIterator {
  yield call(downloadFile, { path: apiPathOf(action.payload.objectUrl) }, action.payload.mediaFileName);
}

export function* downloadZip(action: ReturnType<typeof documentsZipRequested>): SagaIterator {
  const { standId, fileName } = action.payload;
  try {
    const response: ApiResponse<BlobResult> = yield call(callApi, {
      path: '/stands/documents/zip',
      params: { 'ids[]': [String(standId)] },
      responseType: 'blob',
    });
    yield call(saveBlob, response.data.blob, response.data.filename ?? fileName);
  } catch (e) {
    const error = serializeError(e);
    if (error.status === 400) yield put(toastShown({ severity: 'warning', messageId: 'standDocuments.zip.empty' }));
    else yield call(errorToast, error, 'standDocuments.zip.failed');
  }
}

export default function* standDocumentSagas(): SagaIterator {
  yield takeLatest(documentListOpened.type, openDocumentList);
  yield takeLatest(documentsPageOpened.type, openDocumentsPage);
  yield takeEvery(documentMessageSendRequested.type, sendDocumentMessage);
  yield takeEvery(documentMessageEditRequested.type, editDocumentMessage);
  yield takeLeading(documentsDepositRequested.type, depositDocuments);
  yield takeLeading(documentStatusRequested.type, changeDocumentStatus);
  yield takeLatest(documentDeleteRequested.type, deleteDocument);
  yield takeEvery(documentFileRequested.type, downloadDocumentFile);
  yield takeLeading(documentsZipRequested.type, downloadZip);
}
