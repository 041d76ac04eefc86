import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import type { Show, ShowMedia } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { callApi } from '@/features/session/callApi';
import { SHOW_FORM, showSaveRequested } from '@/features/shows/actions';
import { showInitialValues } from '@/features/shows/forms/showFormValues';
import { uploadFile } from '@/entities/submitForm';
import { saveShow, showUploads } from '@/features/shows/sagas';
import { modalClosed, toastShown } from '@/ui/uiSlice';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });
const media = (id: number, name: string) => ({ '@id': `/backend/show_media/${id}`, '@type': 'ShowMedia', id, mediaFileName: name, objectUrl: `/backend/media/${id}/x`, mimeType: 'image/png', size: 4 }) as ShowMedia;
const saved = { '@id': '/backend/shows/9', '@type': 'Show', id: 9, name: 'Salon du Meuble' } as Show;

const values = () => ({
  ...showInitialValues(undefined),
  name: ' Salon du Meuble ',
  logo: png('logo.png'),
  securityInstructionsFunction: true,
  securityInstructions: pdf('consignes.pdf'),
  installationDateStart: '2028-03-01T06:00:00Z',
});

describe('the show form submit', () => {
  it('uploads the chosen files first (the logo as a logo), then creates the show naming them by IRI', async () => {
    const result = await expectSaga(saveShow, showSaveRequested({ id: null, values: values() }))
      .provide([
        [matchers.call.like({ fn: uploadFile, args: [{ field: 'logo' }] }), media(1, 'logo.png')],
        [matchers.call.like({ fn: uploadFile, args: [{ field: 'securityInstructions' }] }), media(2, 'consignes.pdf')],
        [matchers.call.like({ fn: callApi, args: [{ method: 'POST', path: '/shows' }] }), { status: 201, data: saved }],
      ])
      .put(mutationStarted(SHOW_FORM))
      .call.like({
        fn: callApi,
        args: [{ method: 'POST', path: '/shows', body: { name: 'Salon du Meuble', logo: '/backend/show_media/1', securityInstructions: '/backend/show_media/2', exhibitorGuide: null, map: null, installationDateStart: '2028-03-01T06:00:00Z', securityInstructionsFunction: true, queryParameters: [] } }],
      })
      .put(entitiesReceived({ type: 'shows', items: [saved] }))
      .put(saveSucceeded({ resource: 'shows', key: SHOW_FORM, id: 9 }))
      .put(modalClosed(SHOW_FORM))
      .run();
    // The uploads, in the form's order.
    const uploads = result.effects.call.filter((effect) => effect.payload.fn === uploadFile);
    expect(uploads.map((effect) => effect.payload.args[0].field)).toEqual(['logo', 'securityInstructions']);
  });

  it('sends a logo to /show_media?type=logo and a document with type=document', async () => {
    const uploads = showUploads(values());
    expect(uploads.map(({ field, path, params }) => ({ field, path, params }))).toEqual([
      { field: 'logo', path: '/show_media', params: { type: 'logo' } },
      { field: 'securityInstructions', path: '/show_media', params: { type: 'document' } },
    ]);
    const { effects } = await expectSaga(uploadFile, uploads[0])
      .provide([[matchers.call.fn(callApi), { status: 201, data: media(1, 'logo.png') }]])
      .returns(media(1, 'logo.png'))
      .run();
    expect(effects.call[0].payload.args[0]).toMatchObject({ method: 'POST', path: '/show_media', params: { type: 'logo' } });
    expect((effects.call[0].payload.args[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('stops at a refused logo: the upload failure toasted, its reason on the field, the show not written', async () => {
    const refusal = new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non autorisé (formats acceptés : PNG, JPG, GIF, WEBP).' }], 'Le chargement du fichier a échoué.');
    const result = await expectSaga(saveShow, showSaveRequested({ id: 9, values: values() }))
      .provide([[matchers.call.like({ fn: uploadFile, args: [{ field: 'logo' }] }), throwError(refusal)]])
      .put.like({
        action: { type: saveFailed.type, payload: { key: SHOW_FORM, fieldErrors: { logo: 'Type de fichier non autorisé (formats acceptés : PNG, JPG, GIF, WEBP).' }, refusedFiles: ['logo'] } },
      })
      .run();
    const toast = result.effects.put.map((effect) => effect.payload.action).find((action) => action.type === toastShown.type);
    expect(toast.payload).toMatchObject({ severity: 'error', messageId: 'form.uploadRefused', values: { name: 'logo.png', reason: 'Type de fichier non autorisé (formats acceptés : PNG, JPG, GIF, WEBP).' } });
    expect(result.effects.call.filter((effect) => effect.payload.fn === callApi)).toHaveLength(0);
  });

  it('keeps a saved file by its IRI and patches an existing show; violations land on the fields, query rows included', async () => {
    const refusal = new ApiError(422, [
      { propertyPath: 'installationDateEnd', message: 'La date de fin ne peut pas précéder la date de début.' },
      { propertyPath: 'queryParameters[0].value', message: 'Information manquante' },
    ]);
    const kept = { ...values(), logo: { '@id': '/backend/show_media/4', mediaFileName: 'logo.png', objectUrl: '/backend/media/4/x' }, securityInstructionsFunction: false, securityInstructions: null };
    await expectSaga(saveShow, showSaveRequested({ id: 9, values: kept }))
      .provide([[matchers.call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/shows/9' }] }), throwError(refusal)]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/shows/9', body: { logo: '/backend/show_media/4' } }] })
      .put.like({
        action: {
          type: saveFailed.type,
          payload: { key: SHOW_FORM, fieldErrors: { installationDateEnd: 'La date de fin ne peut pas précéder la date de début.', 'queryParameters[0].value': 'Information manquante' } },
        },
      })
      .not.put.like({ action: { type: modalClosed.type } })
      .run();
  });
});
