import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested, listRequested } from '@/entities/queriesSlice';
import { callApi } from '@/features/session/callApi';
import { loggedOut } from '@/state/actions';
import { attachmentDownloadRequested, messageEditRequested, messageSendRequested, threadWatchStarted, threadWatchStopped } from '@/features/standMessages/actions';
import { downloadAttachment, editMessage, pageVisible, sendMessage, watchThread } from '@/features/standMessages/sagas';
import { uploadFile } from '@/entities/submitForm';
import { downloadFile } from '@/entities/sagas';
import { modalClosed, toastShown } from '@/ui/uiSlice';

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const KEY = 'standMessages/plan';

/** The plans confirmed by Emma Bernard, with a cleaning company (and its purchase order, when given). */
const confirming = (purchaseOrder?: File) =>
  messageSendRequested({
    standId: 7,
    key: KEY,
    message: 'Je confirme',
    files: [],
    newStandStatus: 'validatedPlans',
    confirmation: { lastName: 'Bernard', firstName: 'Emma', company: 'L&F', phone: '01', email: 'e@x.fr', standing: true, invoicing: true, wasteDisposal: 'cleaningCompany' },
    ...(purchaseOrder ? { purchaseOrder } : {}),
  });
const stored = (id: number) => ({ '@id': `/backend/message_media/${id}` });

describe('sending a message (submitForm: uploads first, then the write)', () => {
  it('uploads each attachment, then posts the message naming them, closes the step, says the new status is saved and reloads the stand', () => {
    let uploads = 0;
    return expectSaga(
      sendMessage,
      messageSendRequested({ standId: 7, key: KEY, message: 'Nos plans', files: [file('a.pdf'), file('b.pdf')], newStandStatus: 'pendingPlansVerification', closeModal: 'm' }),
    )
      .provide([
        [matchers.call.fn(uploadFile), dynamic(() => stored(++uploads))],
        [matchers.call.fn(callApi), { status: 201, data: { id: 12 } }],
      ])
      .put(mutationStarted(KEY))
      .call.like({ fn: uploadFile, args: [{ field: 'files', index: 0, path: '/message_media' }] })
      .call.like({ fn: uploadFile, args: [{ field: 'files', index: 1, path: '/message_media' }] })
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/stand_messages', body: { stand: '/backend/stands/7', message: { content: 'Nos plans', attachments: ['/backend/message_media/1', '/backend/message_media/2'] }, newStandStatus: 'pendingPlansVerification' } }] })
      .put(saveSucceeded({ resource: 'standMessages', key: KEY, id: null }))
      .put(modalClosed('m'))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standMessages.statusSaved' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run();
  });

  it('refusing with the marked-up PDF: the server stores it as the sender’s attachment first, then the refusal names it after the files', () =>
    expectSaga(
      sendMessage,
      messageSendRequested({ standId: 7, key: KEY, message: 'Voir les marques', files: [file('notes.pdf')], newStandStatus: 'waitingForPlans', markedUpPdf: { revision: 31, locale: 'en' } }),
    )
      .provide([
        [matchers.call.fn(uploadFile), stored(1)],
        [matchers.call.like({ fn: callApi, args: [{ path: '/plan_revisions/31/pdf_attachment/en' }] }), { status: 201, data: stored(40) }],
        [matchers.call.fn(callApi), { status: 201, data: {} }],
      ])
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/plan_revisions/31/pdf_attachment/en' }] })
      .call.like({
        fn: callApi,
        args: [{ method: 'POST', path: '/stand_messages', body: { message: { content: 'Voir les marques', attachments: ['/backend/message_media/1', '/backend/message_media/40'] }, newStandStatus: 'waitingForPlans' } }],
      })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standMessages.statusSaved' } } })
      .run());

  it('does not refuse when the marked-up PDF could not be made: nothing posted, the server’s reason in a toast', () =>
    expectSaga(
      sendMessage,
      messageSendRequested({ standId: 7, key: KEY, message: 'Voir les marques', files: [], newStandStatus: 'waitingForPlans', markedUpPdf: { revision: 31, locale: 'fr' } }),
    )
      .provide([
        [
          matchers.call.like({ fn: callApi, args: [{ path: '/plan_revisions/31/pdf_attachment/fr' }] }),
          throwError(new ApiError(429, [{ propertyPath: 'file', message: 'Trop de fichiers en attente.' }], 'Le chargement du fichier a échoué. Trop de fichiers en attente.')),
        ],
        [matchers.call.fn(callApi), { status: 201, data: {} }],
      ])
      .not.call.like({ fn: callApi, args: [{ path: '/stand_messages' }] })
      .put.like({ action: { type: saveFailed.type, payload: { key: KEY } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'Le chargement du fichier a échoué. Trop de fichiers en attente.' } } })
      .run());

  it('says a plain message is sent', () =>
    expectSaga(sendMessage, messageSendRequested({ standId: 7, key: KEY, message: 'Bonjour', files: [] }))
      .provide([[matchers.call.fn(callApi), { status: 201, data: {} }]])
      .not.call.fn(uploadFile)
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'standMessages.sent' } } })
      .run());

  it('sends the confirmation as the spec’s flat fields, its purchase order uploaded first and carried as the message’s attachment', () =>
    expectSaga(
      sendMessage,
      confirming(file('bon.pdf')),
    )
      .provide([
        [matchers.call.fn(uploadFile), stored(9)],
        [matchers.call.fn(callApi), { status: 201, data: {} }],
      ])
      .call.like({ fn: uploadFile, args: [{ field: 'purchaseOrder', index: 0, path: '/message_media' }] })
      .call.like({
        fn: callApi,
        args: [
          {
            method: 'POST',
            path: '/stand_messages',
            body: {
              stand: '/backend/stands/7',
              newStandStatus: 'validatedPlans',
              message: { content: 'Je confirme', attachments: ['/backend/message_media/9'] },
              ...{ confirmationLastName: 'Bernard', confirmationFirstName: 'Emma', confirmationCompany: 'L&F', confirmationPhone: '01' },
              ...{ confirmationEmail: 'e@x.fr', confirmationStanding: true, confirmationInvoicing: true, confirmationWasteDisposal: 'cleaningCompany' },
            },
          },
        ],
      })
      .run());

  it('tells when the status changed meanwhile (409) as a warning only, and reloads the stand', () =>
    expectSaga(sendMessage, messageSendRequested({ standId: 7, key: KEY, message: 'ok', files: [], newStandStatus: 'pendingPlansConfirmation', closeModal: 'm' }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(409, [], 'Le statut du stand a changé.'))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: KEY } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'standMessages.statusChanged' } } })
      .not.put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .not.put(modalClosed('m'))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run());

  it('stops at a refused attachment: nothing posted, its reason under the files, that file out of the form, the file named in a toast', () => {
    const refused = new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non accepté.' }], 'Le chargement du fichier a échoué. Type de fichier non accepté.');
    return expectSaga(sendMessage, messageSendRequested({ standId: 7, key: KEY, message: 'x', files: [file('ok.pdf'), file('virus.exe')] }))
      .provide([
        [matchers.call.like({ fn: uploadFile, args: [{ index: 0 }] }), stored(1)],
        [matchers.call.fn(uploadFile), throwError(refused)],
      ])
      .put.like({ action: { type: saveFailed.type, payload: { key: KEY, fieldErrors: { files: 'Type de fichier non accepté.' }, refusedFiles: ['files[1]'] } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'form.uploadRefused', values: { name: 'virus.exe', reason: 'Type de fichier non accepté.' } } } })
      .not.call.like({ fn: callApi, args: [{ path: '/stand_messages' }] })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .run();
  });

  it('puts the wire’s violations on the form’s fields: message.content → message, message.attachments[i] → files, confirmationX → confirmation.x', () => {
    const invalid = new ApiError(422, [
      { propertyPath: 'message.content', message: 'Contenu manquant' },
      { propertyPath: 'message.attachments[0]', message: 'Pièce jointe introuvable' },
      { propertyPath: 'confirmationEmail', message: 'E-mail invalide' },
    ]);
    return expectSaga(sendMessage, messageSendRequested({ standId: 7, key: KEY, message: ' ', files: [] }))
      .provide([[matchers.call.fn(callApi), throwError(invalid)]])
      .put.like({
        action: {
          type: saveFailed.type,
          payload: { key: KEY, fieldErrors: { message: 'Contenu manquant', files: 'Pièce jointe introuvable', 'confirmation.email': 'E-mail invalide' } },
        },
      })
      .not.put.like({ action: { type: toastShown.type } })
      .run();
  });
});

describe('confirming the plans', () => {
  it('puts the server’s violations on the confirmation form’s own fields (email, purchase order)', () =>
    expectSaga(
      sendMessage,
      confirming(),
    )
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiError(422, [{ propertyPath: 'confirmationEmail', message: 'E-mail invalide' }, { propertyPath: 'message.attachments', message: 'Fichier manquant' }])),
        ],
      ])
      .put.like({ action: { type: saveFailed.type, payload: { key: KEY, fieldErrors: { email: 'E-mail invalide', purchaseOrder: 'Fichier manquant' } } } })
      .not.put.like({ action: { type: toastShown.type } })
      .run());
});

describe('editing the newest own message', () => {
  const EDIT = 'standMessages/edit';

  it('patches the Message (/messages/{id}) with its content, then marks the thread stale and says it is saved', () =>
    expectSaga(editMessage, messageEditRequested({ messageId: 40, content: 'Corrigé', key: EDIT }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: { id: 40 } }]])
      .put(mutationStarted(EDIT))
      .call(callApi, { method: 'PATCH', path: '/messages/40', body: { content: 'Corrigé' } })
      .put(saveSucceeded({ resource: 'standMessages', key: EDIT, id: null }))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'toast.saved' } } })
      .run());

  it('puts a refused content on the editor’s field, and a refusal without fields (not the newest any more) in a toast', async () => {
    await expectSaga(editMessage, messageEditRequested({ messageId: 40, content: ' ', key: EDIT }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [{ propertyPath: 'content', message: 'Contenu manquant' }]))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: EDIT, fieldErrors: { message: 'Contenu manquant' } } } })
      .not.put.like({ action: { type: saveSucceeded.type } })
      .not.put.like({ action: { type: toastShown.type } })
      .run();
    await expectSaga(editMessage, messageEditRequested({ messageId: 40, content: 'x', key: EDIT }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(403, [], 'Seul le message le plus récent du stand peut être modifié.'))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: EDIT, fieldErrors: {} } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .run();
  });
});

describe('downloading an attachment', () => {
  it('fetches its objectUrl with the token and saves it under its mediaFileName', () =>
    expectSaga(downloadAttachment, attachmentDownloadRequested({ objectUrl: '/backend/message_media/4/file', mediaFileName: 'plans.pdf' }))
      .provide([[matchers.call.fn(downloadFile), undefined]])
      .call(downloadFile, { path: '/message_media/4/file' }, 'plans.pdf')
      .run());
});

describe('watching the thread', () => {
  const params = { stand: 7, page: 1, itemsPerPage: 50, 'order[createdAt]': 'desc' };
  /** The pause elapses once, then the watch is stopped. */
  const onePause = () => {
    let calls = 0;
    return { race: () => (calls++ === 0 ? { tick: true } : { stopped: true }) };
  };

  it('asks the thread and the stand again after each pause while the page is shown', () =>
    expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
      .provide([
        [matchers.call.fn(pageVisible), true],
        onePause(),
      ])
      .put.like({ action: { type: listRequested.type, payload: { resource: 'standMessages', params } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'stands', id: 7 } } })
      .silentRun(50));

  it('asks nothing while the tab is hidden', () =>
    expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
      .provide([
        [matchers.call.fn(pageVisible), false],
        onePause(),
      ])
      .not.put.like({ action: { type: listRequested.type } })
      .silentRun(50));

  it('stops when the thread leaves the screen, or on logout', async () => {
    for (const stop of [threadWatchStopped({ standId: 7 }), loggedOut()]) {
      // No timeout: the run ends only when the saga returns (else jest's own timeout fails the test).
      await expectSaga(watchThread, threadWatchStarted({ standId: 7, params }))
        .provide([[matchers.call.fn(pageVisible), true]])
        .dispatch(stop)
        .not.put.like({ action: { type: listRequested.type } })
        .run({ timeout: false });
    }
  });
});
