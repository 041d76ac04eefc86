/**
 * The sources' flow (issue 24): the source form written (POST, or PATCH with its id; the
 * password only when typed or removed), 'Source enregistrée !', the select of the show form
 * and the list reading the new row.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { Source } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { createOrPatch, submitForm } from '@/entities/submitForm';
import { SOURCE_FORM, sourceSaveRequested } from './actions';
import { SOURCE_FIELDS, sourceBody } from './forms/sourceForm';

export function* saveSource(action: ReturnType<typeof sourceSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield call(submitForm<Source>, {
    key: SOURCE_FORM,
    resource: 'sources',
    fields: SOURCE_FIELDS,
    write: () => createOrPatch<Source>('/sources', id, { ...sourceBody(values) }),
    *onSuccess(source) {
      yield put(entitiesReceived({ type: 'sources', items: [source] }));
    },
    successToast: 'sources.saved',
    closeModal: SOURCE_FORM,
  });
}

export default function* sourceSagas(): SagaIterator {
  yield takeLeading(sourceSaveRequested.type, saveSource);
}
