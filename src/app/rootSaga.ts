import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import entitySagas from '@/entities/sagas';
import authSagas from '@/features/auth/sagas';
import homeSagas from '@/features/home/sagas';
import persistFlushSaga from './persistFlush';
import uiSagas from './uiSagas';

/**
 * The sagas every screen needs, forked once. An area's own sagas are loaded with
 * its pages and started by `withSagas` (routes.tsx, sagaInjection.ts), so they do
 * not weigh on the first load.
 */
export default function* rootSaga(): SagaIterator {
  yield all([fork(entitySagas), fork(authSagas), fork(uiSagas), fork(homeSagas), fork(persistFlushSaga)]);
}
