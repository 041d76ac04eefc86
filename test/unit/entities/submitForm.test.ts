/**
 * The one form submission saga (src/entities/submitForm.ts), run against the real reducers: what
 * the form and the user see (the mutation's state, the fields' messages, the files dropped, the
 * toasts, the modal) for a success, refused fields, a server or network failure and a refused upload.
 */
import type { SagaIterator } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { call, put } from 'redux-saga/effects';
import type { ApiRequest, ApiResponse } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rootReducer } from '@/app/store';
import { itemRequested } from '@/entities/queriesSlice';
import { submitForm, type FormSubmission, type Submitted, type UploadedFiles } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { modalOpened, toastShown } from '@/ui/uiSlice';
import { fakeCallApi } from '../helpers/fakeApi';
import { loggedInState, reduce } from '../helpers/state';

const KEY = 'things/form';
const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });
const REFRESH = itemRequested({ resource: 'shows', id: 3 });
const opened = () => reduce(loggedInState(), modalOpened({ name: KEY }));

interface Written {
  id: number;
  attachments: string[];
}

/** A form writing `/things` with its files' IRIs; its fields as a plan confirmation's and a list's. */
function submission(extra: Partial<FormSubmission<Written>> = {}): FormSubmission<Written> {
  return {
    key: KEY,
    resource: 'shows',
    fields: ['message', 'files', 'confirmation', 'queryParameters'],
    uploads: [
      { field: 'files', index: 0, file: pdf('devis.pdf'), path: '/message_media' },
      { field: 'files', index: 1, file: pdf('plan.pdf'), path: '/message_media' },
    ],
    *write(uploaded: UploadedFiles): SagaIterator<Written> {
      const body = { attachments: (uploaded.files ?? []).map((file) => file['@id']) };
      const response: ApiResponse<Written> = yield call(callApi, { method: 'POST', path: '/things', body });
      return response.data;
    },
    closeModal: KEY,
    refresh: [REFRESH],
    ...extra,
  };
}

/** The server: each file stored under the next id, the write answered by `onWrite`. */
function server(onWrite: (request: ApiRequest) => unknown, onUpload: (request: ApiRequest, n: number) => unknown = (_r, n) => ({ '@id': `/backend/message_media/${n}` })) {
  let uploads = 0;
  return fakeCallApi((request) => (request.body instanceof FormData ? onUpload(request, ++uploads) : onWrite(request)));
}

const run = (form: FormSubmission<Written>, api: ReturnType<typeof server>) =>
  expectSaga(submitForm<Written>, form).withReducer(rootReducer, opened()).provide(api.providers).run();

describe('submitForm', () => {
  it('uploads the files first, writes naming them, then closes the modal, says "Enregistrement réussi !" and refreshes', async () => {
    const api = server((request) => ({ id: 12, attachments: (request.body as { attachments: string[] }).attachments }));
    const { storeState, returnValue, effects } = await run(submission(), api);
    expect(api.requests.map((r) => r.path)).toEqual(['/message_media', '/message_media', '/things']);
    expect((api.requests[0].body as FormData).get('file')).toMatchObject({ name: 'devis.pdf' });
    expect(api.requests[2].body).toEqual({ attachments: ['/backend/message_media/1', '/backend/message_media/2'] });
    expect(returnValue).toEqual({ ok: true, written: { id: 12, attachments: ['/backend/message_media/1', '/backend/message_media/2'] } } satisfies Submitted<Written>);
    expect(storeState.mutations[KEY]).toMatchObject({ status: 'succeeded', id: 12, fieldErrors: {} });
    expect(storeState.ui.modals[KEY].open).toBe(false);
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'success', messageId: 'toast.saved' })]);
    expect(effects.put.map((e) => e.payload.action)).toContainEqual(REFRESH);
  });

  it('puts 422 violations on their fields, nested and list paths included, keeps the modal open and toasts only the others', async () => {
    const refusal = new ApiError(
      422,
      [
        { propertyPath: 'confirmation.email', message: 'Cette adresse e-mail n’est pas valide.' },
        { propertyPath: 'queryParameters[1].name', message: 'Information manquante' },
        { propertyPath: 'message', message: 'Information manquante' },
        { propertyPath: 'stand', message: 'Stand inconnu.' },
      ],
      'confirmation.email: …\nqueryParameters[1].name: …\nmessage: …\nstand: Stand inconnu.',
    );
    const { storeState, returnValue } = await run(submission({ uploads: [] }), server(() => refusal));
    expect(storeState.mutations[KEY]).toMatchObject({
      status: 'failed',
      fieldErrors: {
        'confirmation.email': 'Cette adresse e-mail n’est pas valide.',
        'queryParameters[1].name': 'Information manquante',
        message: 'Information manquante',
      },
    });
    expect(storeState.ui.modals[KEY].open).toBe(true);
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'error', text: 'stand: Stand inconnu.' })]);
    expect(returnValue).toMatchObject({ ok: false, error: { status: 422 } });
  });

  it('toasts nothing when every violation sits on a field', async () => {
    const refusal = new ApiError(422, [{ propertyPath: 'message', message: 'Information manquante' }], 'message: Information manquante');
    const { storeState } = await run(submission({ uploads: [] }), server(() => refusal));
    expect(storeState.mutations[KEY].fieldErrors).toEqual({ message: 'Information manquante' });
    expect(storeState.ui.toasts).toEqual([]);
  });

  it('says "Une erreur s\'est produite." on a 500 or a network failure (or the form\'s own message), the modal kept open, the refresh still asked', async () => {
    for (const failure of [new ApiError(500, [], 'Internal Server Error'), new ApiError(0, [], 'Failed to fetch')]) {
      const { storeState, effects } = await run(submission({ uploads: [] }), server(() => failure));
      expect(storeState.mutations[KEY]).toMatchObject({ status: 'failed', fieldErrors: {}, error: { status: failure.status } });
      expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'error', messageId: 'error.generic' })]);
      expect(storeState.ui.modals[KEY].open).toBe(true);
      expect(effects.put.map((e) => e.payload.action)).toContainEqual(REFRESH);
    }
    const { storeState } = await run(
      submission({ uploads: [], failureToast: { messageId: 'notifications.send.failed' } }),
      server(() => new ApiError(503)),
    );
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ messageId: 'notifications.send.failed' })]);
  });

  it('a 401 toasts nothing: the session ends and the login page says enough', async () => {
    const { storeState } = await run(submission({ uploads: [] }), server(() => new ApiError(401)));
    expect(storeState.mutations[KEY].status).toBe('failed');
    expect(storeState.ui.toasts).toEqual([]);
  });

  it('stops at a refused upload: nothing written, the reason under the field, that file out of the form, the file named in the toast', async () => {
    const refusal = new ApiError(
      422,
      [{ propertyPath: 'file', message: 'Type de fichier non autorisé.' }],
      'Le chargement du fichier a échoué.\nfile: Type de fichier non autorisé.',
    );
    const api = server(
      () => ({ id: 12, attachments: [] }),
      (_request, n) => (n === 2 ? refusal : { '@id': `/backend/message_media/${n}` }),
    );
    const { storeState, returnValue } = await run(submission(), api);
    expect(api.requests.map((r) => r.path)).toEqual(['/message_media', '/message_media']);
    expect(storeState.mutations[KEY]).toMatchObject({ status: 'failed', fieldErrors: { files: 'Type de fichier non autorisé.' }, refusedFiles: ['files[1]'] });
    expect(storeState.ui.toasts).toEqual([
      expect.objectContaining({ severity: 'error', messageId: 'form.uploadRefused', values: { name: 'plan.pdf', reason: 'Type de fichier non autorisé.' } }),
    ]);
    expect(storeState.ui.modals[KEY].open).toBe(true);
    expect(returnValue).toMatchObject({ ok: false });
  });

  it('an upload that cannot reach the server says "Le chargement du fichier a échoué."', async () => {
    const api = server(() => ({ id: 12, attachments: [] }), () => new ApiError(0, [], 'Failed to fetch'));
    const { storeState } = await run(submission(), api);
    expect(api.requests).toHaveLength(1);
    expect(storeState.mutations[KEY]).toMatchObject({ refusedFiles: ['files[0]'] });
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'error', messageId: 'form.uploadFailed' })]);
  });

  it('a step after the write that fails leaves the write done: told in a toast, not on the fields, onFailure given what was written', async () => {
    const seen: unknown[] = [];
    const refusal = new ApiError(422, [{ propertyPath: 'message', message: 'Refusé.' }], 'message: Refusé.');
    const { storeState } = await run(
      submission({
        uploads: [],
        afterWrite: () => {
          throw refusal;
        },
        onFailure: (_error, written) => {
          seen.push(written);
        },
      }),
      server(() => ({ id: 12, attachments: [] })),
    );
    expect(seen).toEqual([{ id: 12, attachments: [] }]);
    expect(storeState.mutations[KEY]).toMatchObject({ status: 'failed', fieldErrors: {} });
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'error', text: 'message: Refusé.' })]);
  });

  it('a failure the form tells itself (a 409\'s own warning) gets no second toast, its violations still on the fields', async () => {
    const conflict = new ApiError(409, [{ propertyPath: 'message', message: 'Le statut a changé.' }], 'Le statut a changé.');
    const { storeState } = await run(
      submission({
        uploads: [],
        *onFailure(error): SagaIterator<boolean> {
          if (error.status !== 409) return false;
          yield put(toastShown({ severity: 'warning', messageId: 'standMessages.statusChanged' }));
          return true;
        },
      }),
      server(() => conflict),
    );
    expect(storeState.mutations[KEY]).toMatchObject({ status: 'failed', fieldErrors: { message: 'Le statut a changé.' } });
    expect(storeState.ui.toasts).toEqual([expect.objectContaining({ severity: 'warning', messageId: 'standMessages.statusChanged' })]);
  });

  it('tells the upload progress on the mutation when asked', async () => {
    const progressed: number[] = [];
    await expectSaga(submitForm<Written>, submission({ progress: true, uploads: [{ field: 'file', file: pdf('stands.csv'), path: '/stand_import_files' }] }))
      .withReducer(rootReducer, opened())
      .provide({
        call(effect, next) {
          if (effect.fn !== callApi) return next();
          const request = effect.args[0] as ApiRequest;
          request.onUploadProgress?.(25, 100);
          return { status: 201, data: request.body instanceof FormData ? { '@id': '/backend/stand_import_files/7' } : { id: 1, attachments: [] } };
        },
      })
      .run()
      .then(({ effects }) => {
        for (const e of effects.put) if (e.payload.action.type === 'mutations/mutationProgressed') progressed.push(e.payload.action.payload.progress);
      });
    expect(progressed).toEqual([0.25]);
  });
});
