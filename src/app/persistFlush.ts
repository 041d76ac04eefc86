/**
 * Session changes are written to storage at once, not on redux-persist's next
 * tick: a reload right after a logout must not bring the session back, and a
 * reload right after a refresh must not restore the spent refresh token (whose
 * reuse revokes the whole chain on the server).
 */
import type { Persistor } from 'redux-persist';
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import { loggedOut } from '@/state/actions';
import { tokenReceived } from '@/features/session/sessionSlice';

let persistor: Persistor | null = null;

export function registerPersistor(value: Persistor | null): void {
  persistor = value;
}

export function flushPersisted(): Promise<unknown> {
  return persistor ? persistor.flush() : Promise.resolve();
}

export default function* persistFlushSaga(): SagaIterator {
  yield takeEvery([tokenReceived.type, loggedOut.type], function* flush() {
    yield call(flushPersisted);
  });
}
