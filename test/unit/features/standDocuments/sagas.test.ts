/**
 * The stand document flows (issue 22): the deposit (the files uploaded, then the message naming
 * them; a refused upload posts nothing), a document's new status ('Nouveau statut enregistré !',
 * 'Erreur statut'), the zip (a 400: 'Aucun document.'), the unseen documents cleared on opening,
 * the single-stand shortcut of the list.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import { saveBlob } from '@/api/download';
import { mutationStarted, saveFailed, saveRequested, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { requestItem, requestList } from '@/entities/sagas';
import { uploadFile } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { selectRoles } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import {
  DELETE_KEY,
  DEPOSIT_KEY,
  DEPOSIT_MODAL,
  STATUS_KEY,
  documentDeleteRequested,
  documentListOpened,
  documentStatusRequested,
  documentsDepositRequested,
  documentsPageOpened,
  documentsZipRequested,
} from '@/features/standDocuments/actions';
import { changeDocumentStatus, deleteDocument, depositDocuments, downloadZip, openDocumentList, openDocumentsPage } from '@/features/standDocuments/sagas';
import { navigate } from '@/lib/navigation';
import { listOpened } from '@/lists/actions';
import { confirmRequested, modalClosed, toastShown } from '@/ui/uiSlice';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('depositing documents', () => {
  it('uploads each file for the stand, then posts the message naming them, closes the dialog and reloads the stand', () => {
    let uploads = 0;
    const order: string[] = [];
    return expectSaga(depositDocuments, documentsDepositRequested({ standId: 7, message: 'Nos plans', files: [pdf('plan.pdf'), pdf('notice.pdf')] }))
      .provide([
        [matchers.call.fn(uploadFile), dynamic(({ args: [upload] }) => (order.push(`upload ${upload.file.name}`), { '@id': `/backend/stand_document_media/${++uploads}` }))],
        [matchers.call.fn(callApi), dynamic(({ args: [request] }) => (order.push(`${request.method} ${request.path}`), { status: 201, data: { id: 3 } }))],
      ])
      .put(mutationStarted(DEPOSIT_KEY))
      .call.like({ fn: uploadFile, args: [{ field: 'files', path: '/stand_document_media', parts: { stand: '/backend/stands/7' } }] })
      .call.like({
        fn: callApi,
        args: [
          {
            method: 'POST',
            path: '/stand_document_messages',
            body: {
              stand: '/backend/stands/7',
              message: { content: 'Nos plans', attachments: [] },
              documents: ['/backend/stand_document_media/1', '/backend/stand_document_media/2'],
            },
          },
        ],
      })
      .put(saveSucceeded({ resource: 'standDocumentMessages', key: DEPOSIT_KEY, id: null }))
      .put(modalClosed(DEPOSIT_MODAL))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standDocuments.deposit.sent' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .put(queriesInvalidated({ resource: 'standDocumentMedia' }))
      .run()
      .then(() => expect(order).toEqual(['upload plan.pdf', 'upload notice.pdf', 'POST /stand_document_messages']));
  });

  it('posts nothing when an upload is refused, says why under the files and keeps the dialog open', () =>
    expectSaga(depositDocuments, documentsDepositRequested({ standId: 7, message: 'Nos plans', files: [pdf('plan.pdf'), pdf('virus.exe')] }))
      .provide([
        [
          matchers.call.fn(uploadFile),
          dynamic(({ args: [upload] }) => {
            if (upload.file.name === 'virus.exe') throw new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non autorisé.' }], 'Type de fichier non autorisé.');
            return { '@id': '/backend/stand_document_media/1' };
          }),
        ],
      ])
      .not.call.fn(callApi)
      .put.like({ action: { type: saveFailed.type, payload: { key: DEPOSIT_KEY, fieldErrors: { files: 'Type de fichier non autorisé.' }, refusedFiles: ['files[1]'] } } })
      .not.put(modalClosed(DEPOSIT_MODAL))
      .run());

  it('puts the server’s missing content under the message', () =>
    expectSaga(depositDocuments, documentsDepositRequested({ standId: 7, message: ' ', files: [pdf('plan.pdf')] }))
      .provide([
        [matchers.call.fn(uploadFile), { '@id': '/backend/stand_document_media/1' }],
        [matchers.call.fn(callApi), throwError(new ApiError(422, [{ propertyPath: 'message.content', message: 'Contenu manquant' }], 'message.content: Contenu manquant'))],
      ])
      .put.like({ action: { type: saveFailed.type, payload: { key: DEPOSIT_KEY, fieldErrors: { message: 'Contenu manquant' } } } })
      .run());
});

describe('a document’s new status', () => {
  it('patches the status, says it is saved and reloads the stand and its documents', () =>
    expectSaga(changeDocumentStatus, documentStatusRequested({ standId: 7, documentId: 12, status: 'CHECKED' }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: { id: 12, status: 'CHECKED' } }]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/stand_document_media/12', body: { standDocumentMediaStatus: 'CHECKED' } }] })
      .put.like({ action: { type: saveSucceeded.type, payload: { key: STATUS_KEY, resource: 'standDocumentMedia' } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standDocuments.status.saved' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run());

  it('says “Erreur statut” (the server’s words, without the field) when the server does not know the status', () =>
    expectSaga(changeDocumentStatus, documentStatusRequested({ standId: 7, documentId: 12, status: 'CHECKED' }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [{ propertyPath: 'standDocumentMediaStatus', message: 'Erreur statut' }], 'Erreur statut'))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'Erreur statut' } } })
      .not.put.like({ action: { type: toastShown.type, payload: { text: 'standDocumentMediaStatus: Erreur statut' } } })
      .run());
});

describe('a document’s removal', () => {
  it('asks with the file-removal confirmation, then soft-deletes and reloads the stand', () =>
    expectSaga(deleteDocument, documentDeleteRequested({ standId: 7, documentId: 12 }))
      .put(
        confirmRequested({
          titleId: 'confirm.fileRemoval.title',
          messageId: 'confirm.fileRemoval.text',
          errorMessageId: 'standDocuments.delete.failed',
          action: saveRequested({
            resource: 'standDocumentMedia',
            id: 12,
            method: 'PATCH',
            data: { enabled: false },
            key: DELETE_KEY,
            successMessageId: 'standDocuments.delete.success',
          }),
        }),
      )
      .dispatch(saveSucceeded({ resource: 'standDocumentMedia', key: DELETE_KEY, id: 12 }))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run());
});

describe('all documents as one zip', () => {
  it('saves the server’s zip under its name', () => {
    const blob = new Blob(['PK']);
    return expectSaga(downloadZip, documentsZipRequested({ standId: 7, fileName: 'fallback.zip' }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: 'Salon - Stand - Documents - 2027-03-04_0905.zip' } }],
        [matchers.call.fn(saveBlob), undefined],
      ])
      .call.like({ fn: callApi, args: [{ path: '/stands/documents/zip', params: { 'ids[]': ['7'] }, responseType: 'blob' }] })
      .call(saveBlob, blob, 'Salon - Stand - Documents - 2027-03-04_0905.zip')
      .run();
  });

  it('says “Aucun document.” on a 400', () =>
    expectSaga(downloadZip, documentsZipRequested({ standId: 7, fileName: 'fallback.zip' }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(400, [], 'Aucun document.'))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'standDocuments.zip.empty' } } })
      .not.call.fn(saveBlob)
      .run());
});

describe('opening a stand’s documents', () => {
  const stand = (unSeenDocuments: boolean) => ({ id: 7, show: '/backend/shows/3', unSeenDocuments });
  const state = (unSeenDocuments: boolean) => ({ entities: { stands: { ids: [7], entities: { 7: stand(unSeenDocuments) } } } });

  it('clears the unseen documents for support, and makes the stand’s show the current one', () =>
    expectSaga(openDocumentsPage, documentsPageOpened({ standId: 7 }))
      .withState(state(true))
      .provide([
        [matchers.call.fn(requestItem), null],
        [matchers.select(selectRoles), ['ROLE_SUPPORT_ASTECH']],
      ])
      .put(saveRequested({ resource: 'stands', id: 7, method: 'PATCH', data: { unSeenDocuments: false }, key: 'standDocuments/seen', successMessageId: null }))
      .put(showSelected({ showId: 3 }))
      .run());

  it('leaves the flag to an organizer, and to anyone when nothing is unseen', async () => {
    await expectSaga(openDocumentsPage, documentsPageOpened({ standId: 7 }))
      .withState(state(true))
      .provide([
        [matchers.call.fn(requestItem), null],
        [matchers.select(selectRoles), ['ROLE_ORGANIZER']],
      ])
      .not.put.like({ action: { type: saveRequested.type } })
      .run();
    await expectSaga(openDocumentsPage, documentsPageOpened({ standId: 7 }))
      .withState(state(false))
      .provide([
        [matchers.call.fn(requestItem), null],
        [matchers.select(selectRoles), ['ROLE_ADMIN']],
      ])
      .not.put.like({ action: { type: saveRequested.type } })
      .run();
  });

  it('goes to /404 on a 404 or 405, to /erreur on another failure', async () => {
    const failure = (status: number) => ({ payload: { error: { status } } });
    for (const [status, route] of [[404, '/404'], [405, '/404'], [403, '/erreur'], [500, '/erreur']] as const) {
      await expectSaga(openDocumentsPage, documentsPageOpened({ standId: 7 }))
        .provide([
          [matchers.call.fn(requestItem), failure(status)],
          [matchers.call.fn(navigate), undefined],
        ])
        .call(navigate, route, { replace: true })
        .run();
    }
  });
});

describe('opening the document list', () => {
  const target = { list: 'standDocuments', path: '/salons/3/documents', scope: { show: '3' } };

  it('sends a standist with exactly one stand in the show to its documents', () =>
    expectSaga(openDocumentList, documentListOpened(target))
      .provide([
        [matchers.select(selectRoles), ['ROLE_STANDIST']],
        [matchers.call.fn(requestList), { ids: [9], totalItems: 1 }],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(navigate, '/stands/9/documents', { replace: true })
      .not.put(listOpened(target))
      .run());

  it('opens the list for staff without asking', () =>
    expectSaga(openDocumentList, documentListOpened(target))
      .provide([[matchers.select(selectRoles), ['ROLE_SUPPORT_ASTECH']]])
      .not.call.fn(requestList)
      .put(listOpened(target))
      .run());
});
