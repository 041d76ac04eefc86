/**
 * A provider's link clicked in the providers modal: one click counted on its placement
 * (`PATCH /provider_shows/{id} {clicked: true}`), fire-and-forget (`recordClick`). Started with the
 * private layout: the modal is on every screen of a show.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { recordClick } from '@/entities/recordClick';
import { providerLinkClicked } from './actions';

export function* countProviderClick(action: ReturnType<typeof providerLinkClicked>): SagaIterator {
  yield* recordClick('providerShows', action.payload.placementId);
}

export default function* providerClickSagas(): SagaIterator {
  yield takeEvery(providerLinkClicked.type, countProviderClick);
}
