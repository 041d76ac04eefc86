/**
 * The advertisers' flows (part 2 §2, §5, §7), loaded with their pages: the advertiser form (a chosen
 * logo uploaded first to `/advertiser_logo_media`, 170×170, then the advertiser naming it; a refused
 * logo stops there, nothing written, the file out of the form); 'Annonceur enregistré !'; the detail
 * page's delete, done: back to the list.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Advertiser } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { ADVERTISER_LOGO, logoIri, logoUploads } from '@/entities/logoUpload';
import { deleteSucceeded } from '@/entities/mutationsSlice';
import { createOrPatch, submitForm } from '@/entities/submitForm';
import { navigate } from '@/lib/navigation';
import { ADVERTISER_FORM, ADVERTISER_PAGE_DELETE, advertiserSaveRequested } from './actions';
import { ADVERTISERS_PATH } from './advertiserList';
import { ADVERTISER_FIELDS, advertiserBody } from './forms/advertiserForms';

export function* saveAdvertiser(action: ReturnType<typeof advertiserSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield call(submitForm<Advertiser>, {
    key: ADVERTISER_FORM,
    resource: 'advertisers',
    fields: ADVERTISER_FIELDS,
    uploads: logoUploads(values.logo, ADVERTISER_LOGO),
    write: (uploaded) => createOrPatch<Advertiser>('/advertisers', id, advertiserBody(values, logoIri(values.logo, uploaded))),
    *onSuccess(advertiser) {
      yield put(entitiesReceived({ type: 'advertisers', items: [advertiser] }));
    },
    successToast: 'advertisers.saved',
    closeModal: ADVERTISER_FORM,
  });
}

export function* leaveDeletedAdvertiser(action: ReturnType<typeof deleteSucceeded>): SagaIterator {
  if (action.payload.key === ADVERTISER_PAGE_DELETE) yield call(navigate, ADVERTISERS_PATH, { replace: true });
}

export default function* advertiserSagas(): SagaIterator {
  yield takeLeading(advertiserSaveRequested.type, saveAdvertiser);
  yield takeEvery(deleteSucceeded.type, leaveDeletedAdvertiser);
}
