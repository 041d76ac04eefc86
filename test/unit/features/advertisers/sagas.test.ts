import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import '@/app/features';
import { ApiError } from '@/api/errors';
import type { Advertiser, LogoMedia } from '@/domain/api';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { uploadFile } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { ADVERTISER_FORM, advertisementClicked, advertiserSaveRequested } from '@/features/advertisers/actions';
import { countAdvertisementClick } from '@/features/advertisers/clickSagas';
import { saveAdvertiser } from '@/features/advertisers/sagas';
import { modalClosed, toastShown } from '@/ui/uiSlice';

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const logo: LogoMedia = {
  '@id': '/backend/advertiser_logo_media/5',
  '@type': 'LogoMedia',
  id: 5,
  mediaFileName: 'logo.png',
  objectUrl: '/backend/logos/5-abcdef12.png',
  mimeType: 'image/png',
  size: 4,
  width: 170,
  height: 170,
};
const saved = { '@id': '/backend/advertisers/2', '@type': 'Advertiser', id: 2, name: 'Brasserie du Parc' } as Advertiser;
const values = { name: 'Brasserie du Parc ', link: 'https://brasserie.test', logo: png };

describe('the advertiser form submit', () => {
  it('uploads the logo to /advertiser_logo_media, then creates the advertiser naming it: "Annonceur enregistré !"', async () => {
    const order: string[] = [];
    await expectSaga(saveAdvertiser, advertiserSaveRequested({ id: null, values }))
      .provide([
        [matchers.call.like({ fn: uploadFile, args: [{ field: 'logo', path: '/advertiser_logo_media' }] }), dynamic(() => (order.push('upload'), logo))],
        [matchers.call.fn(callApi), dynamic(() => (order.push('save'), { status: 201, data: saved }))],
      ])
      .put(mutationStarted(ADVERTISER_FORM))
      .call(callApi, { method: 'POST', path: '/advertisers', body: { name: 'Brasserie du Parc', link: 'https://brasserie.test', logo: '/backend/advertiser_logo_media/5' } })
      .put(saveSucceeded({ resource: 'advertisers', key: ADVERTISER_FORM, id: 2 }))
      .put(modalClosed(ADVERTISER_FORM))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'advertisers.saved' } } })
      .run();
    expect(order).toEqual(['upload', 'save']);
  });

  it('stops at a logo of the wrong size: the file out of the form, the server saying why, nothing written', async () => {
    let written = false;
    const refusal = new ApiError(422, [{ propertyPath: 'file', message: 'Le logo doit mesurer exactement 170×170 px.' }], 'Le chargement du fichier a échoué. Le logo doit mesurer exactement 170×170 px.');
    await expectSaga(saveAdvertiser, advertiserSaveRequested({ id: 2, values }))
      .provide([
        [matchers.call.fn(uploadFile), throwError(refusal)],
        [matchers.call.fn(callApi), dynamic(() => ((written = true), { status: 200, data: saved }))],
      ])
      .put.like({ action: { type: saveFailed.type, payload: { key: ADVERTISER_FORM, refusedFiles: ['logo'] } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'form.uploadRefused', values: { name: 'logo.png', reason: 'Le logo doit mesurer exactement 170×170 px.' } } } })
      .run();
    expect(written).toBe(false);
  });
});

describe('an advertisement clicked', () => {
  it('counts it: PATCH /advertiser_shows/{id} {clicked: true}', async () => {
    await expectSaga(countAdvertisementClick, advertisementClicked({ advertisementId: 3 }))
      .provide([[matchers.call.fn(callApi), { status: 204, data: null }]])
      .call(callApi, { method: 'PATCH', path: '/advertiser_shows/3', body: { clicked: true } })
      .run();
  });

  it('tells nothing and throws nothing when the API is down', async () => {
    const result = await expectSaga(countAdvertisementClick, advertisementClicked({ advertisementId: 3 }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(0, [], null))]])
      .run();
    expect(result.effects.put ?? []).toEqual([]);
  });
});
