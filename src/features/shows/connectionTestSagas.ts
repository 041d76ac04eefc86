/**
 * The show form's 'Tester la connexion' (issue 24, part 2 §7): POST /sources/{id}/test_connection
 * {sourcePath}; its answer, a refusal (404 'Source non-trouvée.') or a lost network is kept as the
 * one `connectionTests` entity, under the source and folder it answered for (the form shows it
 * only while both are unchanged). A new test replaces the last one at once (pending, no result).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { serializeError } from '@/api/errors';
import type { ConnectionTestResult } from '@/domain/api';
import { connectionTestKey, connectionTestOutcome, type ConnectionTestOutcome } from '@/domain/gatewayView';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { idFromIri } from '@/entities/entityTypes';
import { callApi } from '@/features/session/callApi';
import { connectionTestRequested } from './actions';

/** The form's one test (a single form is open at a time). */
export const CONNECTION_TEST_ID = 1;

export interface ConnectionTest {
  id: number;
  key: string;
  pending: boolean;
  outcome: ConnectionTestOutcome | null;
}

const keep = (test: ConnectionTest) => entitiesReceived({ type: 'connectionTests', items: [test] });

export function* testConnection(action: ReturnType<typeof connectionTestRequested>): SagaIterator {
  const { source, sourcePath } = action.payload;
  const key = connectionTestKey(source, sourcePath);
  yield put(keep({ id: CONNECTION_TEST_ID, key, pending: true, outcome: null }));
  let outcome: ConnectionTestOutcome;
  try {
    const response: ApiResponse<ConnectionTestResult> = yield call(callApi, {
      method: 'POST',
      path: `/sources/${idFromIri(source)}/test_connection`,
      body: { sourcePath: sourcePath.trim() },
    });
    outcome = connectionTestOutcome(response.data);
  } catch (e) {
    outcome = connectionTestOutcome({ status: serializeError(e).status });
  }
  yield put(keep({ id: CONNECTION_TEST_ID, key, pending: false, outcome }));
}

export default function* connectionTestSagas(): SagaIterator {
  yield takeLatest(connectionTestRequested.type, testConnection);
}
