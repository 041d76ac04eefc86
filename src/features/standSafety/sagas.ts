/**
 * The stand's safety side (part 1 §2, part 2 §2–§5, §8), started with the private layout (the stand
 * dashboard's panels have no route of their own to bring lazy sagas; manifest `privateSagas`):
 * - the forced safety form: when a stand page opens, once its stand and show are in, a standist on a
 *   show with the safety-instructions function and a stand without a record gets the non-closable
 *   'NOTICE SPS EXPOSANT'; closed otherwise; while the stand still needs it, a close reopens it;
 * - its save (POST /stand_security_instructions): violations on the fields (a 422 keeps it open), on
 *   success the stand knows its record (and is read again) and the modal closes;
 * - the stand media: upload (multipart POST /stand_media `{stand, language, file}`), delete after the
 *   file-removal confirmation;
 * - the stand list's attestations zip (GET /stands_security_attestation, the selected stands' `ids[]`
 *   or the whole `show`), a progress dialog while it streams, the server's description or the
 *   generic message on failure.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Stand, StandMedia, StandSecurityInstruction } from '@/domain/api';
import { SAFETY_NOTICE_FIELDS } from '@/domain/safetyNotice';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested } from '@/entities/mutationsSlice';
import { itemRequested } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { createOrPatch, submitForm, type UploadedFiles } from '@/entities/submitForm';
import { standPageOpened } from '@/features/stands/actions';
import type { RootState } from '@/state/rootState';
import { fileRemovalConfirmRequested } from '@/ui/fileRemoval';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import {
  ATTESTATION_ZIP_MODAL,
  SAFETY_NOTICE_MODAL,
  STAND_MEDIA_UPLOAD,
  attestationZipRequested,
  safetyNoticeSaveRequested,
  standMediaDeleteRequested,
  standMediaUploadRequested,
} from './actions';
import { safetyNoticeBody } from './forms/safetyNoticeBody';
import { selectSafetyNoticeNeeded } from './selectors';

const isNoticeClosed = (action: Action): boolean => modalClosed.match(action) && action.payload === SAFETY_NOTICE_MODAL;

/** The stand page opened: the safety form forced while its stand needs one (a new page cancels the watch: takeLatest). */
export function* watchSafetyNotice(action: ReturnType<typeof standPageOpened>): SagaIterator {
  const standId = action.payload.id;
  // The stand and its show come with the page's own requests.
  let needed: boolean | null = yield select(selectSafetyNoticeNeeded, standId);
  while (needed === null) {
    yield take(entitiesReceived.type);
    needed = yield select(selectSafetyNoticeNeeded, standId);
  }
  if (!needed) {
    const open: boolean = yield select((state: RootState) => state.ui.modals[SAFETY_NOTICE_MODAL]?.open ?? false);
    if (open) yield put(modalClosed(SAFETY_NOTICE_MODAL));
    return;
  }
  yield put(modalOpened({ name: SAFETY_NOTICE_MODAL, id: standId }));
  // Not dismissable: only a saved record lets it close.
  for (;;) {
    yield take(isNoticeClosed);
    const still: boolean | null = yield select(selectSafetyNoticeNeeded, standId);
    if (!still) return;
    yield put(modalOpened({ name: SAFETY_NOTICE_MODAL, id: standId }));
  }
}

export function* saveSafetyNotice(action: ReturnType<typeof safetyNoticeSaveRequested>): SagaIterator {
  const { standId, values } = action.payload;
  yield call(submitForm<StandSecurityInstruction>, {
    key: SAFETY_NOTICE_MODAL,
    resource: 'standSecurityInstructions',
    fields: SAFETY_NOTICE_FIELDS,
    *write(): SagaIterator<StandSecurityInstruction> {
      return (yield call(createOrPatch<StandSecurityInstruction>, '/stand_security_instructions', null, safetyNoticeBody(values, standId))) as StandSecurityInstruction;
    },
    *onSuccess(record: StandSecurityInstruction) {
      yield put(entitiesReceived({ type: 'standSecurityInstructions', items: [record] }));
      // The stand has its record before the modal closes (the watch lets it go), before the stand is read again.
      yield put(entitiesReceived({ type: 'stands', items: [{ id: standId, standSecurityInstruction: record['@id'] } as Stand] }));
    },
    successToast: 'standSafety.form.saved',
    closeModal: SAFETY_NOTICE_MODAL,
    refresh: [itemRequested({ resource: 'stands', id: standId })],
  });
}

export function* uploadStandMedia(action: ReturnType<typeof standMediaUploadRequested>): SagaIterator {
  const { standId, language, file } = action.payload;
  yield call(submitForm<StandMedia>, {
    key: STAND_MEDIA_UPLOAD,
    resource: 'standMedia',
    fields: ['file', 'language'],
    uploads: [{ field: 'file', file, path: '/stand_media', parts: { stand: `/backend/stands/${standId}`, language } }],
    write: (uploaded: UploadedFiles) => uploaded.file[0] as unknown as StandMedia,
    *onSuccess(media: StandMedia) {
      yield put(entitiesReceived({ type: 'standMedia', items: [media] }));
    },
  });
}

/** Part 2 §8: every file removal asks 'Confirmez-vous la suppression de ce fichier ?' / 'Cette opération est irréversible.'. */
export function* confirmStandMediaDelete(action: ReturnType<typeof standMediaDeleteRequested>): SagaIterator {
  yield put(fileRemovalConfirmRequested(deleteRequested({ resource: 'standMedia', id: action.payload.id, key: 'standSafety/mediaDelete', successMessageId: 'standSafety.media.deleted' })));
}

export function* downloadAttestationZip(action: ReturnType<typeof attestationZipRequested>): SagaIterator {
  const { showId, selectedIds } = action.payload;
  const params = selectedIds.length ? { 'ids[]': selectedIds.map(String) } : { show: String(showId) };
  yield put(modalOpened({ name: ATTESTATION_ZIP_MODAL }));
  try {
    yield call(downloadFile, { path: '/stands_security_attestation', params }, `attestations-${showId}.zip`);
  } finally {
    yield put(modalClosed(ATTESTATION_ZIP_MODAL));
  }
}

export default function* standSafetySagas(): SagaIterator {
  yield takeLatest(standPageOpened.type, watchSafetyNotice);
  yield takeLeading(safetyNoticeSaveRequested.type, saveSafetyNotice);
  yield takeEvery(standMediaUploadRequested.type, uploadStandMedia);
  yield takeEvery(standMediaDeleteRequested.type, confirmStandMediaDelete);
  yield takeLeading(attestationZipRequested.type, downloadAttestationZip);
}
