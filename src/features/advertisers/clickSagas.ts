/**
 * An advertisement's logo clicked at the foot of the side menu: one click counted
 * (`PATCH /advertiser_shows/{id} {clicked: true}`), fire-and-forget (`recordClick`). Started with
 * the private layout: the logos are on every screen of a show.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { recordClick } from '@/entities/recordClick';
import { advertisementClicked } from './actions';

export function* countAdvertisementClick(action: ReturnType<typeof advertisementClicked>): SagaIterator {
  yield* recordClick('advertiserShows', action.payload.advertisementId);
}

export default function* advertiserClickSagas(): SagaIterator {
  yield takeEvery(advertisementClicked.type, countAdvertisementClick);
}
