/**
 * The request screens' flows, one saga each (./listSagas.ts, ./pageSagas.ts, ./threadSagas.ts),
 * loaded with their pages; the stand dashboard's (the form, ./formSagas.ts) start with the app.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  countersWatchStarted,
  demandDecisionRequested,
  demandDeleteRequested,
  demandExportRequested,
  demandFileRequested,
  demandListOpened,
  demandMessageEditRequested,
  demandMessageSendRequested,
  demandPageOpened,
  demandSheetRequested,
} from './actions';
import { exportDemands, openDemandList, watchCounters } from './listSagas';
import { deleteDemand, downloadDemandFile, downloadSheet, openDemandPage } from './pageSagas';
import { decideDemand, editDemandMessage, sendDemandMessage } from './threadSagas';

export default function* demandSagas(): SagaIterator {
  yield takeLatest(demandListOpened.type, openDemandList);
  yield takeLatest(countersWatchStarted.type, watchCounters);
  yield takeEvery(demandExportRequested.type, exportDemands);
  yield takeLatest(demandPageOpened.type, openDemandPage);
  yield takeLatest(demandDeleteRequested.type, deleteDemand);
  yield takeEvery(demandSheetRequested.type, downloadSheet);
  yield takeEvery(demandFileRequested.type, downloadDemandFile);
  yield takeLeading(demandDecisionRequested.type, decideDemand);
  yield takeEvery(demandMessageSendRequested.type, sendDemandMessage);
  yield takeEvery(demandMessageEditRequested.type, editDemandMessage);
}
