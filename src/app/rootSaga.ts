import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import entitySagas from '../entities/sagas';
import authSagas from '../features/auth/sagas';
import homeSagas from '../features/home/sagas';
import standSagas from '../features/stands/sagas';
import uiSagas from './uiSagas';

/** Every feature's sagas, forked once. A new area adds one line here. */
export default function* rootSaga(): SagaIterator {
  yield all([fork(entitySagas), fork(authSagas), fork(uiSagas), fork(homeSagas), fork(standSagas)]);
}
