/**
 * The notification modal's flows (forked with the root saga: it opens over the stand list, the
 * stand dashboard and after a contact save): open it for a selection, for a stand list's filter,
 * for a contact; send it.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { NOTIFICATION_TAGS } from '@/domain/notifications';
import { STAND_LIST, standListScope } from '@/domain/standListQuery';
import type { QueryParams } from '@/domain/listQuery';
import { submitForm } from '@/entities/submitForm';
import { queriesInvalidated } from '@/entities/queriesSlice';
import type { ApiResponse } from '@/api/client';
import { callApi } from '@/features/session/callApi';
import { selectListParams } from '@/lists/selectors';
import { modalOpened } from '@/ui/uiSlice';
import { standListPath } from '@/features/stands/paths';
import { contactNotifyRequested, notificationComposeRequested, notificationSendRequested, standListNotificationRequested } from './actions';
import { NOTIFICATION_SEND_MODAL } from './modals';
import { SEND_FIELDS, type ComposeTarget } from './sendForm';

export function* openCompose(action: ReturnType<typeof notificationComposeRequested>): SagaIterator {
  const target: ComposeTarget = { ...action.payload };
  // The templates again at each opening: an admin may have changed them since.
  yield put(queriesInvalidated({ resource: 'notificationChoices' }));
  yield put(modalOpened({ name: NOTIFICATION_SEND_MODAL, data: { ...target } }));
}

/** Part 2 §4 'Contact save': that contact on that stand, the 'credentials changed' template when the e-mail or password changed. */
export function* openForContact(action: ReturnType<typeof contactNotifyRequested>): SagaIterator {
  const { standId, userId, credentialsChanged } = action.payload;
  yield put(
    notificationComposeRequested({
      selection: { ids: [standId] },
      userIds: [userId],
      tag: credentialsChanged ? NOTIFICATION_TAGS.credentialsChanged : NOTIFICATION_TAGS.login,
    }),
  );
}

/** Paging and order do not choose stands. */
const withoutPaging = (params: QueryParams): QueryParams =>
  Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'page' && key !== 'itemsPerPage' && !key.startsWith('order[')));

export function* openForStandList(action: ReturnType<typeof standListNotificationRequested>): SagaIterator {
  const { showId, selectedIds } = action.payload;
  if (selectedIds.length) {
    yield put(notificationComposeRequested({ selection: { ids: [...selectedIds] } }));
    return;
  }
  const params: QueryParams = yield select(selectListParams, { list: STAND_LIST.id, path: standListPath(showId), scope: standListScope(showId) });
  yield put(notificationComposeRequested({ selection: { filter: withoutPaging(params) } }));
}

export function* sendNotification(action: ReturnType<typeof notificationSendRequested>): SagaIterator {
  yield call(submitForm<{ id: number; recipientCount: number }>, {
    key: NOTIFICATION_SEND_MODAL,
    resource: 'notificationSends',
    fields: SEND_FIELDS,
    *write() {
      const response: ApiResponse<{ id: number; recipientCount: number }> = yield call(callApi, { method: 'POST', path: '/notifications', body: action.payload });
      return response.data;
    },
    successToast: (sent) => ({ messageId: 'notifications.send.sentCount', values: { count: sent.recipientCount } }),
    // Part 1 §8: 'Echec envoi notification' on every failure; what is not on a field, beside it.
    failureToast: { messageId: 'notifications.send.failed', always: true },
    closeModal: NOTIFICATION_SEND_MODAL,
  });
}

export default function* notificationSagas(): SagaIterator {
  yield takeLatest(notificationComposeRequested.type, openCompose);
  yield takeLatest(contactNotifyRequested.type, openForContact);
  yield takeLatest(standListNotificationRequested.type, openForStandList);
  yield takeLeading(notificationSendRequested.type, sendNotification);
}
