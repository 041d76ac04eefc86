/**
 * Any write may add events to a stand's timeline (the server's triggers record them): after a
 * save or a delete of any resource, the timelines in the store are stale and the one on screen
 * reloads (`useList`).
 */
import { put, takeEvery } from 'redux-saga/effects';
import { deleteSucceeded, saveSucceeded } from '@/entities/mutationsSlice';
import { queriesInvalidated } from '@/entities/queriesSlice';

export function* invalidateTimeline(action: ReturnType<typeof saveSucceeded> | ReturnType<typeof deleteSucceeded>) {
  if (action.payload.resource !== 'standEvents') yield put(queriesInvalidated({ resource: 'standEvents' }));
}

export default function* standTimelineSagas() {
  yield takeEvery([saveSucceeded.type, deleteSucceeded.type], invalidateTimeline);
}
