/**
 * The contacts panel's flows: a contact save (the generic save, then, with notify on, the
 * notification intent of part 2 §4 'Contact save', which opens the notification modal for that
 * contact: src/features/notifications/sagas.ts); and after any contact saved or deleted, the
 * stands in the store are stale (their exhibitor, decorator and agency columns), so the stand
 * list reloads them when shown.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { UserStandRole } from '@/domain/api';
import { contactSaveBody, credentialsChanged } from '@/domain/standContacts';
import { idFromIri } from '@/entities/entityTypes';
import { deleteSucceeded, saveRequested, saveSucceeded, type MutationState } from '@/entities/mutationsSlice';
import { queriesInvalidated } from '@/entities/queriesSlice';
import { selectEntityById, selectMutation } from '@/entities/selectors';
import { saveEntity } from '@/entities/sagas';
import { contactNotifyRequested } from '@/features/notifications/actions';
import { CONTACT_FORM, contactSaveRequested } from './actions';

export { CONTACT_FORM } from './actions';

/** The modal's fields: the server's violations on them go under the fields. */
export const CONTACT_FIELDS = [
  'standistRole', 'user', 'company', 'lastName', 'firstName', 'email', 'phone', 'languagePreference', 'plainPassword', 'plainPasswordConfirmation',
] as const;

export function* saveContact(action: ReturnType<typeof contactSaveRequested>): SagaIterator {
  const { standId, mode, id, values, initialEmail } = action.payload;
  yield call(
    saveEntity,
    saveRequested({
      resource: 'userStandRoles',
      id: mode === 'edit' ? id : null,
      method: 'PATCH',
      data: contactSaveBody(mode, values, `/backend/stands/${standId}`),
      key: CONTACT_FORM,
      fields: CONTACT_FIELDS,
      successMessageId: 'standContacts.saved',
      closeModal: CONTACT_FORM,
    }),
  );
  const outcome: MutationState = yield select(selectMutation, CONTACT_FORM);
  // The decorator registration has no notify choice: the server told the new decorator.
  if (outcome.status !== 'succeeded' || !values.notify || mode === 'add_for_exhibitor') return;
  const saved: UserStandRole | undefined = yield select(selectEntityById, 'userStandRoles', outcome.id);
  const userId = idFromIri(saved?.user);
  if (userId === null) return;
  yield put(contactNotifyRequested({ standId, userId, credentialsChanged: credentialsChanged(initialEmail, values) }));
}

export function* invalidateStandPeople(action: ReturnType<typeof saveSucceeded> | ReturnType<typeof deleteSucceeded>): SagaIterator {
  if (action.payload.resource === 'userStandRoles') yield put(queriesInvalidated({ resource: 'stands' }));
}

export default function* standContactsSagas(): SagaIterator {
  yield takeEvery(contactSaveRequested.type, saveContact);
  yield takeEvery([saveSucceeded.type, deleteSucceeded.type], invalidateStandPeople);
}
