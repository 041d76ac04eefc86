/**
 * The request's thread (part 2 §3–§5, §7), the one thread of the base on its own wire
 * (`/backend/demand_messages`; its message writes are src/entities/threadWrites.ts), each write one `submitForm`:
 * - a message: its attachments uploaded (multipart POST /message_media), then
 *   POST /demand_messages `{demand, message: {content, attachments}}`;
 * - the newest own message edited (PATCH /messages/{id});
 * - a decision (validate or refuse, part 2 §4): POST /demand_messages with `newDemandStatus` and,
 *   to validate, the confirmed `newDemandAskedDatetime` (and `newDemandPickupDatetime` for
 *   logistics) as 'YYYY-MM-DD HH:mm'; 'Nouveau statut enregistré !'; someone deciding first (409)
 *   is said as a warning; the request and its logistics reload whatever the outcome.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import type { SerializedApiError } from '@/api/errors';
import { itemRequested, queriesInvalidated } from '@/entities/queriesSlice';
import { submitForm } from '@/entities/submitForm';
import { editThreadMessage, sendThreadMessage } from '@/entities/threadWrites';
import { callApi } from '@/features/session/callApi';
import { toastShown } from '@/ui/uiSlice';
import { COMPOSER_KEY, DECISION_FORM, EDIT_KEY, demandDecisionRequested, demandMessageEditRequested, demandMessageSendRequested } from './actions';
import { toWireDateTime } from './rules';
import type { DemandMessage } from './types';

const DECISION_FIELDS = ['content', 'askedDatetime', 'pickupDatetime'];

/** A decision's violations on the dialog's fields. */
export function decisionFieldOf(propertyPath: string): string {
  if (propertyPath === 'message.content' || propertyPath === 'content') return 'content';
  if (propertyPath === 'newDemandAskedDatetime') return 'askedDatetime';
  if (propertyPath === 'newDemandPickupDatetime') return 'pickupDatetime';
  return propertyPath;
}

export function* sendDemandMessage(action: ReturnType<typeof demandMessageSendRequested>): SagaIterator {
  const { demandId, message, files } = action.payload;
  yield call(sendThreadMessage<DemandMessage>, {
    key: COMPOSER_KEY,
    resource: 'demandMessages',
    path: '/demand_messages',
    owner: { demand: `/backend/demands/${demandId}` },
    message,
    files,
    successToast: 'demands.thread.sent',
    failureToast: { messageId: 'demands.form.sendFailed' },
    refresh: [itemRequested({ resource: 'demands', id: demandId })],
  });
}

export function* editDemandMessage(action: ReturnType<typeof demandMessageEditRequested>): SagaIterator {
  const { messageId, content } = action.payload;
  yield call(editThreadMessage, { key: EDIT_KEY, resource: 'demandMessages', messageId, content });
}

export function* decideDemand(action: ReturnType<typeof demandDecisionRequested>): SagaIterator {
  const { demandId, status, content, askedDatetime, pickupDatetime } = action.payload;
  yield call(submitForm<DemandMessage>, {
    key: DECISION_FORM,
    resource: 'demandMessages',
    fields: DECISION_FIELDS,
    fieldOf: decisionFieldOf,
    *write(): SagaIterator<DemandMessage> {
      const body: Record<string, unknown> = {
        demand: `/backend/demands/${demandId}`,
        newDemandStatus: status,
        // A validation without text carries the standard one (the server's).
        message: content ? { content, attachments: [] } : { attachments: [] },
      };
      if (status === 'validated') {
        body.newDemandAskedDatetime = toWireDateTime(askedDatetime);
        if (pickupDatetime) body.newDemandPickupDatetime = toWireDateTime(pickupDatetime);
      }
      const response: ApiResponse<DemandMessage> = yield call(callApi, { method: 'POST', path: '/demand_messages', body });
      return response.data;
    },
    // Someone decided first: a warning, the request reloads with its new status. At the same
    // moment it is a 409; on a page left open since, the server finds no decision from the new
    // status and says so on `newDemandStatus` (422): the same news for the user.
    *onFailure(error: SerializedApiError) {
      const decidedMeanwhile = error.status === 409 || (error.status === 422 && error.violations.some((v) => v.propertyPath === 'newDemandStatus'));
      if (!decidedMeanwhile) return false;
      yield put(toastShown({ severity: 'warning', messageId: 'demands.decision.conflict' }));
      return true;
    },
    idOf: () => null,
    successToast: 'demands.decision.saved',
    closeModal: DECISION_FORM,
    refresh: [itemRequested({ resource: 'demands', id: demandId }), queriesInvalidated({ resource: 'demandLogistics' })],
  });
}
