/**
 * The request form's submission (part 2 §5, §7), one `submitForm`: the plan and the photo or
 * document uploaded first (multipart POST /demand_logistic_media with their `type`), then the
 * request (POST /demands, or PATCH /demands/{id}: never its type), then for logistics its item
 * specification naming the files (POST or PATCH /demand_logistics). A refused file stops before
 * anything is written; the violations land on the form's fields; the list and the stand's
 * requests reload whatever the outcome. 'Echec envoi demande' when the server does not say why.
 * With the plan template's download, these are the stand dashboard's: started with the app (a
 * panel has no route to bring lazy sagas), so they import no date library.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { createOrPatch, submitForm, type FileUpload, type UploadedFiles } from '@/entities/submitForm';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { idFromIri } from '@/entities/entityTypes';
import { queriesInvalidated } from '@/entities/queriesSlice';
import { downloadFile } from '@/entities/sagas';
import { selectEntityById } from '@/entities/selectors';
import { callApi } from '@/features/session/callApi';
import { navigate } from '@/lib/navigation';
import type { RootState } from '@/state/rootState';
import { modalOpened } from '@/ui/uiSlice';
import { DEMAND_FORM, demandFormOpened, demandSaveRequested, planTemplateRequested } from './actions';
import { DEMAND_FORM_FIELDS, demandBody, logisticBody } from './forms/demandFormValues';
import { demandPath } from './paths';
import type { Demand, DemandLogistic } from './types';

const LOGISTIC_MEDIA = '/demand_logistic_media';

/** The plan, then the photo or document: each its own upload, typed. */
export function logisticUploads(plan: readonly File[], document: readonly File[]): FileUpload[] {
  return [
    ...plan.slice(0, 1).map((file) => ({ field: 'plan', index: 0, file, path: LOGISTIC_MEDIA, parts: { type: 'plan' } })),
    ...document.slice(0, 1).map((file) => ({ field: 'document', index: 0, file, path: LOGISTIC_MEDIA, parts: { type: 'document' } })),
  ];
}

export function* openDemandForm(action: ReturnType<typeof demandFormOpened>): SagaIterator {
  const { standId, kind, demandId } = action.payload;
  yield put(modalOpened({ name: DEMAND_FORM, id: demandId, data: { standId, kind } }));
}

export function* saveDemand(action: ReturnType<typeof demandSaveRequested>): SagaIterator {
  const { standId, kind, demandId, values } = action.payload;
  const logistic = kind === 'logistic';
  const existing: Demand | undefined = demandId === null ? undefined : yield select((state: RootState) => selectEntityById(state, 'demands', demandId));
  const logisticId = idFromIri(existing?.demandLogistic);
  const result: { ok: boolean; written?: Demand } = yield call(submitForm<Demand>, {
    key: DEMAND_FORM,
    resource: 'demands',
    fields: DEMAND_FORM_FIELDS,
    uploads: logistic ? logisticUploads(values.plan, values.document) : [],
    *write(uploaded: UploadedFiles): SagaIterator<Demand> {
      const demand: Demand = yield call(createOrPatch<Demand>, '/demands', demandId, demandBody(values, demandId === null ? `/backend/stands/${standId}` : null));
      if (logistic) {
        const media = [...(uploaded.plan ?? []), ...(uploaded.document ?? [])].map((stored) => stored['@id']);
        const body = { ...logisticBody(values, logisticId === null ? demand['@id'] : null), ...(media.length ? { media } : {}) };
        const response: ApiResponse<DemandLogistic> = yield call(
          callApi,
          logisticId === null ? { method: 'POST', path: '/demand_logistics', body } : { method: 'PATCH', path: `/demand_logistics/${logisticId}`, body },
        );
        yield put(entitiesReceived({ type: 'demandLogistics', items: [response.data] }));
        return { ...demand, demandLogistic: response.data['@id'] };
      }
      return demand;
    },
    *onSuccess(demand: Demand) {
      yield put(entitiesReceived({ type: 'demands', items: [demand] }));
    },
    failureToast: { messageId: 'demands.form.sendFailed' },
    successToast: demandId === null ? 'demands.form.created' : 'demands.form.saved',
    closeModal: DEMAND_FORM,
    refresh: [queriesInvalidated({ resource: 'demandLogistics' }), queriesInvalidated({ resource: 'demandLogisticMedia' })],
  });
  // A new request opens on its page (its thread, its files, its sheet).
  if (result.ok && demandId === null && result.written) yield call(navigate, demandPath(result.written.id));
}

/** The stand's plan template (part 2 §7), in the user's language, under the server's file name. */
export function* downloadPlanTemplate(action: ReturnType<typeof planTemplateRequested>): SagaIterator {
  const { standId, locale } = action.payload;
  yield call(downloadFile, { path: `/stands/${standId}/demand_model_pdf/${locale.startsWith('en') ? 'en' : 'fr'}` }, `plan-${standId}.pdf`);
}

export default function* standDemandSagas(): SagaIterator {
  yield takeEvery(demandFormOpened.type, openDemandForm);
  yield takeLeading(demandSaveRequested.type, saveDemand);
  yield takeEvery(planTemplateRequested.type, downloadPlanTemplate);
}
