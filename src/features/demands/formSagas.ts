/**
 * The request form's submission (part 2 §5, §7; docs/api.md "Requests"), one `submitForm`:
 * for a new request, the plan and the photo or document uploaded first (multipart POST
 * /demand_logistic_media, `type` then `file`), then POST /demands naming the stand, the type, the
 * confirmation and for logistics its item with the uploaded files' IRIs, in one transaction; an
 * edit PATCHes /demands/{id} (never its stand or type) then /demand_logistics/{id}, and only then
 * uploads a replaced file (`demandLogistic` naming the item: the old file goes). A refused file stops
 * a new request before anything is written;
 * the violations land on the form's fields (`demandLogistic.weight` on `weight`); 'Echec envoi
 * demande' when the server does not say why; the request's lists reload whatever the outcome.
 * With the plan template's download, these are the stand dashboard's: started with the private
 * layout (a panel has no route to bring lazy sagas; manifest `privateSagas`), so they import no date library.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '@/api/client';
import { createOrPatch, submitForm, uploadFile, type FileUpload, type UploadedFiles } from '@/entities/submitForm';
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
import { DEMAND_FORM_FIELDS, demandBody, demandFieldOf, logisticBody } from './forms/demandFormValues';
import { demandPath } from './paths';
import type { Demand, DemandLogistic } from './types';

const LOGISTIC_MEDIA = '/demand_logistic_media';

/** The plan, then the photo or document: each its own upload, typed; for an edit, naming the item whose file it replaces. */
export function logisticUploads(plan: readonly File[], document: readonly File[], item: string | null = null): FileUpload[] {
  const parts = (type: string): Record<string, string> => (item ? { type, demandLogistic: item } : { type });
  return [
    ...plan.slice(0, 1).map((file) => ({ field: 'plan', index: 0, file, path: LOGISTIC_MEDIA, parts: parts('plan') })),
    ...document.slice(0, 1).map((file) => ({ field: 'document', index: 0, file, path: LOGISTIC_MEDIA, parts: parts('document') })),
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
  const item = existing?.demandLogistic ?? null;
  const result: { ok: boolean; written?: Demand } = yield call(submitForm<Demand>, {
    key: DEMAND_FORM,
    resource: 'demands',
    fields: DEMAND_FORM_FIELDS,
    fieldOf: demandFieldOf,
    // A new request names its files, so they go first; an edit replaces them only once its text is
    // accepted (a replacement removes the old file: a refused edit must leave it in place).
    uploads: logistic && demandId === null ? logisticUploads(values.plan, values.document) : [],
    *write(uploaded: UploadedFiles): SagaIterator<Demand> {
      if (demandId === null) {
        const body = demandBody(values, `/backend/stands/${standId}`);
        if (logistic) {
          body.demandLogistic = { ...logisticBody(values), plan: uploaded.plan?.[0]?.['@id'] ?? null, ...(uploaded.document?.[0] ? { document: uploaded.document[0]['@id'] } : {}) };
        }
        return (yield call(createOrPatch<Demand>, '/demands', null, body)) as Demand;
      }
      const demand: Demand = yield call(createOrPatch<Demand>, '/demands', demandId, demandBody(values, null));
      const itemId = idFromIri(item);
      if (logistic && itemId !== null) {
        const response: ApiResponse<DemandLogistic> = yield call(callApi, { method: 'PATCH', path: `/demand_logistics/${itemId}`, body: logisticBody(values) });
        yield put(entitiesReceived({ type: 'demandLogistics', items: [response.data] }));
        for (const upload of logisticUploads(values.plan, values.document, item)) yield call(uploadFile, upload);
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
