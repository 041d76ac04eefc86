/**
 * The generic entity sagas every screen reuses:
 * - listRequested → GET collection → entitiesReceived + listSucceeded (or listFailed + toast)
 * - itemRequested → GET item → entitiesReceived + itemSucceeded (or itemFailed; no toast:
 *   the page decides, e.g. 404 → /404)
 * - saveRequested → POST / PUT / PATCH, one `submitForm` (./submitForm.ts) → entitiesReceived +
 *   saveSucceeded + toast, lists of the resource marked stale; failure → saveFailed with field
 *   errors, the rest in a toast
 * - deleteRequested → DELETE → entityRemoved + deleteSucceeded + toast, or deleteFailed
 * `requestList` / `requestItem` let another saga run one and wait for its outcome.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, take, takeEvery } from 'redux-saga/effects';
import { callApi } from '@/features/session/callApi';
import { errorToast, successToast } from '@/ui/toasts';
import { toastShown } from '@/ui/uiSlice';
import { parseCollection, type ApiResponse, type BlobResult, type Page } from '@/api/client';
import { saveBlob } from '@/api/download';
import type { Params } from '@/api/params';
import { serializeError } from '@/api/errors';
import { entitiesReceived, entityRemoved } from './entitiesSlice';
import { resourcePath, type EntityId, type EntityMap, type EntityType } from './entityTypes';
import { isReportedByDialog } from '@/ui/uiSagas';
import {
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  saveRequested,
} from './mutationsSlice';
import { submitForm } from './submitForm';
import {
  itemFailed,
  itemRequested,
  itemSucceeded,
  listFailed,
  listRequested,
  listSucceeded,
  type ItemRequestPayload,
  type ListRequest,
  type ListRequestPayload,
} from './queriesSlice';

export function* fetchList(payload: ListRequestPayload): SagaIterator {
  const { resource, params, key, requestId } = payload;
  try {
    const response: ApiResponse = yield call(callApi, { path: resourcePath(resource), params });
    const page: Page<EntityMap[EntityType]> = parseCollection(response.data);
    yield put(entitiesReceived({ type: resource, items: page.items }));
    yield put(
      listSucceeded({
        key,
        requestId,
        ids: page.items.map((item) => item.id),
        totalItems: page.totalItems,
        fetchedAt: Date.now(),
      }),
    );
  } catch (e) {
    const error = serializeError(e);
    yield put(listFailed({ key, requestId, error }));
    yield call(errorToast, error);
  }
}

export function* fetchItem(payload: ItemRequestPayload): SagaIterator {
  const { resource, id, key, requestId } = payload;
  try {
    const response: ApiResponse<EntityMap[EntityType]> = yield call(callApi, { path: resourcePath(resource, id) });
    yield put(entitiesReceived({ type: resource, items: [response.data] }));
    yield put(itemSucceeded({ key, requestId, id: response.data.id, fetchedAt: Date.now() }));
  } catch (e) {
    yield put(itemFailed({ key, requestId, error: serializeError(e) }));
  }
}

/**
 * A file from the API (CSV, PDF, attachment) with the user's token, saved under the server's name
 * (else `fallbackName`); a failure is toasted (`failedMessageId`, else the generic message).
 */
export function* downloadFile(request: { path: string; params?: Params }, fallbackName: string, failedMessageId?: string): SagaIterator {
  try {
    const response: ApiResponse<BlobResult> = yield call(callApi, { ...request, responseType: 'blob' });
    yield call(saveBlob, response.data.blob, response.data.filename ?? fallbackName);
  } catch (e) {
    yield call(errorToast, serializeError(e), failedMessageId);
  }
}

export function* saveEntity(action: ReturnType<typeof saveRequested>): SagaIterator {
  const { resource, id, data, method, key, fields, successMessageId, closeModal } = action.payload;
  const hasId = id !== undefined && id !== null;
  yield call(submitForm<EntityMap[EntityType] | null>, {
    key,
    resource,
    fields: fields ?? [],
    *write() {
      const response: ApiResponse<EntityMap[EntityType] | null> = yield call(callApi, {
        method: hasId ? (method ?? 'PUT') : 'POST',
        path: resourcePath(resource, hasId ? id : undefined),
        body: data,
      });
      return response.data;
    },
    *onSuccess(item) {
      if (item && typeof item.id === 'number') yield put(entitiesReceived({ type: resource, items: [item] }));
    },
    idOf: (item) => item?.id ?? id ?? null,
    successToast: successMessageId === null ? null : (successMessageId ?? 'toast.saved'),
    closeModal,
  });
}

export function* deleteEntity(action: ReturnType<typeof deleteRequested>): SagaIterator {
  const { resource, id, key, successMessageId } = action.payload;
  try {
    yield call(callApi, { method: 'DELETE', path: resourcePath(resource, id) });
    yield put(deleteSucceeded({ resource, key, id }));
    yield put(entityRemoved({ type: resource, id }));
    if (successMessageId !== null) yield put(successToast(successMessageId ?? 'toast.deleted'));
  } catch (e) {
    const error = serializeError(e);
    yield put(deleteFailed({ resource, key, error }));
    if (error.status !== 401 && !isReportedByDialog(action)) {
      yield put(toastShown({ severity: 'error', messageId: 'error.deleteImpossible' }));
    }
  }
}

const outcomeOf =
  (key: string, succeeded: string, failed: string) =>
  (action: Action): boolean =>
    (action.type === succeeded || action.type === failed) &&
    ((action as UnknownAction).payload as { key?: string } | undefined)?.key === key;

export interface ListOutcome {
  ids: EntityId[];
  totalItems: number;
}

/** Runs a list request through the store and returns its ids and total, or null on failure. */
export function* requestList(request: ListRequest): SagaIterator<ListOutcome | null> {
  const action = listRequested(request);
  const { key } = action.payload;
  const [outcome] = yield all([take(outcomeOf(key, listSucceeded.type, listFailed.type)), put(action)]);
  if (listSucceeded.match(outcome)) return { ids: outcome.payload.ids, totalItems: outcome.payload.totalItems };
  return null;
}

/** Runs an item request through the store; returns the failure's payload or null on success. */
export function* requestItem(resource: EntityType, id: EntityId): SagaIterator<ReturnType<typeof itemFailed> | null> {
  const action = itemRequested({ resource, id });
  const [outcome] = yield all([
    take(outcomeOf(action.payload.key, itemSucceeded.type, itemFailed.type)),
    put(action),
  ]);
  return itemFailed.match(outcome) ? outcome : null;
}

export default function* entitySagas(): SagaIterator {
  yield takeEvery(listRequested.type, (action: ReturnType<typeof listRequested>) => fetchList(action.payload));
  yield takeEvery(itemRequested.type, (action: ReturnType<typeof itemRequested>) => fetchItem(action.payload));
  yield takeEvery(saveRequested.type, saveEntity);
  yield takeEvery(deleteRequested.type, deleteEntity);
}
