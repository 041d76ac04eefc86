import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import entitySagas from '@/entities/sagas';
import uiSagas from '@/ui/uiSagas';
import { FEATURES } from './features';
import persistFlushSaga from './persistFlush';

/**
 * The sagas every screen needs, forked once: the generic entity sagas, the ui's, and each
 * feature's `sagas` (session). The list sagas and the features' `privateSagas` start with the
 * private layout (privateSagas.ts), a feature's `lazySagas` with its pages (`withSagas`,
 * routes.tsx, sagaInjection.ts), so none of them weighs on the login screen's first load.
 */
export default function* rootSaga(): SagaIterator {
  const featureSagas = FEATURES.flatMap((feature) => (feature.sagas ? [fork(feature.sagas)] : []));
  yield all([fork(entitySagas), fork(uiSagas), fork(persistFlushSaga), ...featureSagas]);
}
