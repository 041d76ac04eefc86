/** The recorder's screen does no I/O: saving the last recording as a file is this saga's. */
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import { downloadRecording } from '@/lib/recorder/download';
import { lastRecording } from '@/lib/recorder/recorder';
import { flowRecordingDownloadRequested } from './actions';

export function* saveLastRecording(action: ReturnType<typeof flowRecordingDownloadRequested>): SagaIterator {
  const recording = lastRecording();
  if (recording) yield call(downloadRecording, recording, action.payload.maskPersonal);
}

export default function* flowSagas(): SagaIterator {
  yield takeEvery(flowRecordingDownloadRequested.type, saveLastRecording);
}
