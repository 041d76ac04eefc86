/** The outbox screen's one flow of its own: a message's .eml downloaded with the user's token. */
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import { downloadFile } from '@/entities/sagas';
import { emlDownloadRequested } from './actions';

export function* downloadEml(action: ReturnType<typeof emlDownloadRequested>): SagaIterator {
  const { id } = action.payload;
  yield call(downloadFile, { path: `/mail_deliveries/${id}/eml` }, `message-${id}.eml`, 'outbox.downloadFailed');
}

export default function* outboxSagas(): SagaIterator {
  yield takeEvery(emlDownloadRequested.type, downloadEml);
}
