/**
 * The request flows (issue 21, item 4): create (the files uploaded, then the request naming them
 * with its item), validate, refuse, and the counters' polling (first after a second, then while
 * the list stays, stopped when it goes).
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { itemRequested } from '@/entities/queriesSlice';
import { uploadFile } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import { selectRoles } from '@/features/session/selectors';
import { navigate } from '@/lib/navigation';
import { loggedOut } from '@/state/actions';
import { modalClosed, toastShown } from '@/ui/uiSlice';
import {
  DECISION_FORM,
  DEMAND_FORM,
  countersWatchStarted,
  countersWatchStopped,
  demandDecisionRequested,
  demandSaveRequested,
} from '@/features/demands/actions';
import { demandInitialValues, type DemandFormValues } from '@/features/demands/forms/demandFormValues';
import { saveDemand } from '@/features/demands/formSagas';
import { COUNTERS_FIRST_MS, COUNTERS_POLL_MS, loadCounters, pageVisible, watchCounters } from '@/features/demands/listSagas';
import { decideDemand } from '@/features/demands/threadSagas';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const me = { firstName: 'Emma', lastName: 'Bernard', email: 'emma@example.com', phone: '0601020304', company: 'Lumen' };

/** A logistics request of stand 7 as typed: a vehicle on 8 March 2027 at 08:30 (Paris), picked up on the 10th at 18:00. */
function logisticValues(overrides: Partial<DemandFormValues> = {}): DemandFormValues {
  return {
    ...demandInitialValues('logistic', null, null, me),
    demandType: '/backend/demand_types/4',
    askedDatetime: '2027-03-08T07:30:00Z',
    pickupDatetime: '2027-03-10T17:00:00Z',
    comment: 'Livraison du stand',
    confirmed: true,
    nature: 'vehicle',
    height: '2,5',
    length: '6',
    width: '2',
    weight: '3,5',
    weightUnit: 'tonne',
    means: ['forklift'],
    plan: [pdf('plan.pdf')],
    document: [pdf('photo.pdf')],
    ...overrides,
  };
}

describe('filing a request (uploads, then the request with its item)', () => {
  it('uploads the plan then the document, posts the request naming them with the dates on the wire in Paris time, and opens it', () => {
    let uploads = 0;
    const order: string[] = [];
    return expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'logistic', demandId: null, values: logisticValues() }))
      .provide([
        [
          matchers.call.fn(uploadFile),
          dynamic(({ args: [upload] }) => {
            order.push(`upload ${upload.parts.type}`);
            return { '@id': `/backend/demand_logistic_media/${++uploads}` };
          }),
        ],
        [
          matchers.call.fn(callApi),
          dynamic(({ args: [request] }) => {
            order.push(`${request.method} ${request.path}`);
            return { status: 201, data: { '@id': '/backend/demands/42', id: 42, formattedId: 'D0042' } };
          }),
        ],
        [matchers.call.fn(navigate), undefined],
      ])
      .put(mutationStarted(DEMAND_FORM))
      .call.like({ fn: uploadFile, args: [{ field: 'plan', path: '/demand_logistic_media', parts: { type: 'plan' } }] })
      .call.like({ fn: uploadFile, args: [{ field: 'document', path: '/demand_logistic_media', parts: { type: 'document' } }] })
      .call.like({
        fn: callApi,
        args: [
          {
            method: 'POST',
            path: '/demands',
            body: {
              stand: '/backend/stands/7',
              demandType: '/backend/demand_types/4',
              confirmation: true,
              askedDatetime: '2027-03-08 08:30',
              comment: 'Livraison du stand',
              company: 'Lumen',
              firstname: 'Emma',
              lastname: 'Bernard',
              email: 'emma@example.com',
              phone: '0601020304',
              demandLogistic: {
                nature: 'vehicle',
                height: '2,5',
                length: '6',
                width: '2',
                weight: '3,5 tonne',
                means: ['forklift'],
                pickupDatetime: '2027-03-10 18:00',
                plan: '/backend/demand_logistic_media/1',
                document: '/backend/demand_logistic_media/2',
              },
            },
          },
        ],
      })
      .put.like({ action: { type: entitiesReceived.type, payload: { type: 'demands' } } })
      .put(saveSucceeded({ resource: 'demands', key: DEMAND_FORM, id: 42 }))
      .put(modalClosed(DEMAND_FORM))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'demands.form.created' } } })
      .call(navigate, '/demandes/42')
      .run()
      .then(() => expect(order).toEqual(['upload plan', 'upload document', 'POST /demands']));
  });

  it('writes nothing when the plan is refused, and says so under the plan', () =>
    expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'logistic', demandId: null, values: logisticValues({ document: [] }) }))
      .provide([
        [
          matchers.call.fn(uploadFile),
          throwError(new ApiError(422, [{ propertyPath: 'file', message: 'Type de fichier non autorisé.' }], 'Le chargement du fichier a échoué. Type de fichier non autorisé.')),
        ],
      ])
      .not.call.like({ fn: callApi, args: [{ path: '/demands' }] })
      .put.like({ action: { type: saveFailed.type, payload: { key: DEMAND_FORM, fieldErrors: { plan: 'Type de fichier non autorisé.' }, refusedFiles: ['plan[0]'] } } })
      .not.call.fn(navigate)
      .run());

  it('puts the item’s violations on the form’s own fields', () =>
    expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'logistic', demandId: null, values: logisticValues({ weight: '12 tons', plan: [], document: [] }) }))
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiError(422, [{ propertyPath: 'demandLogistic.weight', message: 'Poids attendu avec son unité, kg ou tonne (ex. 12 kg).' }], 'demandLogistic.weight: Poids attendu')),
        ],
      ])
      .put.like({ action: { type: saveFailed.type, payload: { key: DEMAND_FORM, fieldErrors: { weight: 'Poids attendu avec son unité, kg ou tonne (ex. 12 kg).' } } } })
      .run());

  it('sends an exemption without an item, and an edit neither its stand nor its type', async () => {
    const exemption = { ...demandInitialValues('exemption', null, null, me), demandType: '/backend/demand_types/1', askedDatetime: '2027-03-08T07:30:00Z', comment: 'Accès', confirmed: true };
    await expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'exemption', demandId: null, values: exemption }))
      .provide([
        [matchers.call.fn(callApi), { status: 201, data: { id: 43 } }],
        [matchers.call.fn(navigate), undefined],
      ])
      .not.call.fn(uploadFile)
      .call.like({ fn: callApi, args: [{ method: 'POST', path: '/demands', body: { demandType: '/backend/demand_types/1', askedDatetime: '2027-03-08 08:30' } }] })
      .run();
    const sent: Array<{ method: string; path: string; body: Record<string, unknown> }> = [];
    await expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'exemption', demandId: 43, values: exemption }))
      .withState({ entities: { demands: { ids: [43], entities: { 43: { id: 43, demandLogistic: null } } } } })
      .provide([
        [
          matchers.call.fn(callApi),
          dynamic(({ args: [request] }) => {
            sent.push(request);
            return { status: 200, data: { id: 43 } };
          }),
        ],
      ])
      .not.call.fn(navigate)
      .run();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /demands/43']);
    const { body } = sent[0];
    expect(body).toMatchObject({ askedDatetime: '2027-03-08 08:30', comment: 'Accès' });
    expect(body).not.toHaveProperty('demandType');
    expect(body).not.toHaveProperty('stand');
  });
});

describe('editing a logistics request with a new plan', () => {
  const values = {
    ...demandInitialValues('logistic', null, null, me),
    demandType: '/backend/demand_types/4',
    askedDatetime: '2027-03-08T07:30:00Z',
    pickupDatetime: '2027-03-09T07:30:00Z',
    comment: 'x',
    confirmed: true,
    nature: 'vehicle',
    height: '2',
    length: '6',
    width: '2,5',
    weight: '3,5',
    weightUnit: 'tonne' as const,
    means: ['forklift'],
    plan: [new File(['%PDF'], 'plan-v2.pdf')],
  };
  const state = { entities: { demands: { ids: [43], entities: { 43: { id: 43, demandLogistic: '/backend/demand_logistics/5' } } } } };

  it('replaces the plan only once the request and its item are accepted', async () => {
    const order: string[] = [];
    await expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'logistic', demandId: 43, values }))
      .withState(state)
      .provide([
        [matchers.call.fn(callApi), dynamic(({ args: [request] }) => (order.push(`${request.method} ${request.path}`), { status: 200, data: { id: 43 } }))],
        [matchers.call.fn(uploadFile), dynamic(({ args: [upload] }) => (order.push(`upload ${upload.parts.type} → ${upload.parts.demandLogistic}`), { '@id': '/backend/demand_logistic_media/9' }))],
      ])
      .run();
    expect(order).toEqual(['PATCH /demands/43', 'PATCH /demand_logistics/5', 'upload plan → /backend/demand_logistics/5']);
  });

  it('keeps the old plan when the edit is refused', () =>
    expectSaga(saveDemand, demandSaveRequested({ standId: 7, kind: 'logistic', demandId: 43, values }))
      .withState(state)
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [], 'Cette demande n’est plus en cours : elle ne peut plus être modifiée.'))]])
      .not.call.fn(uploadFile)
      .run());
});

describe('deciding a request', () => {
  it('validates with the confirmed date and pickup as the wire writes them, says the new status is saved and reloads the request', () =>
    expectSaga(
      decideDemand,
      demandDecisionRequested({ demandId: 42, status: 'validated', content: '', askedDatetime: '2027-03-08T08:00:00Z', pickupDatetime: '2027-03-10T16:30:00Z' }),
    )
      .provide([[matchers.call.fn(callApi), { status: 201, data: { id: 9 } }]])
      .put(mutationStarted(DECISION_FORM))
      .call(callApi, {
        method: 'POST',
        path: '/demand_messages',
        body: {
          demand: '/backend/demands/42',
          newDemandStatus: 'validated',
          message: { attachments: [] },
          newDemandAskedDatetime: '2027-03-08 09:00',
          newDemandPickupDatetime: '2027-03-10 17:30',
        },
      })
      .put(modalClosed(DECISION_FORM))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'demands.decision.saved' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'demands', id: 42 } } })
      .run());

  it('refuses with its reason and no date', () =>
    expectSaga(decideDemand, demandDecisionRequested({ demandId: 42, status: 'refused', content: 'Créneau complet', askedDatetime: '2027-03-08T08:00:00Z', pickupDatetime: null }))
      .provide([[matchers.call.fn(callApi), { status: 201, data: { id: 9 } }]])
      .call(callApi, {
        method: 'POST',
        path: '/demand_messages',
        body: { demand: '/backend/demands/42', newDemandStatus: 'refused', message: { content: 'Créneau complet', attachments: [] } },
      })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'demands.decision.saved' } } })
      .run());

  it('tells the second of two deciders that the status changed, as a warning, and reloads the request', () =>
    expectSaga(decideDemand, demandDecisionRequested({ demandId: 42, status: 'refused', content: 'Non', askedDatetime: null, pickupDatetime: null }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(409, [], 'La demande a changé de statut entre-temps'))]])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'demands.decision.conflict' } } })
      .not.put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .not.put(modalClosed(DECISION_FORM))
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'demands', id: 42 } } })
      .run());

  it('tells a decider whose page was opened before another decision the same, not a field error', () =>
    expectSaga(decideDemand, demandDecisionRequested({ demandId: 42, status: 'refused', content: 'Non', askedDatetime: null, pickupDatetime: null }))
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiError(422, [{ propertyPath: 'newDemandStatus', message: 'Ce changement de statut ne vous est pas permis (validated → refused).' }], 'newDemandStatus: …')),
        ],
      ])
      .put.like({ action: { type: toastShown.type, payload: { severity: 'warning', messageId: 'demands.decision.conflict' } } })
      .not.put.like({ action: { type: toastShown.type, payload: { severity: 'error' } } })
      .put.like({ action: { type: itemRequested.type, payload: { resource: 'demands', id: 42 } } })
      .run());

  it('puts a missing reason under the text', () =>
    expectSaga(decideDemand, demandDecisionRequested({ demandId: 42, status: 'refused', content: '', askedDatetime: null, pickupDatetime: null }))
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(422, [{ propertyPath: 'message.content', message: 'Contenu manquant' }], 'message.content: Contenu manquant'))]])
      .put.like({ action: { type: saveFailed.type, payload: { key: DECISION_FORM, fieldErrors: { content: 'Contenu manquant' } } } })
      .run());
});

describe('the counters', () => {
  const support = (): [ReturnType<typeof matchers.select>, string[]] => [matchers.select(selectRoles), ['ROLE_SUPPORT_ASTECH']];

  it('are asked a second after the list opens, then every poll, while the page is shown', async () => {
    const pauses: number[] = [];
    let rounds = 0;
    await expectSaga(watchCounters, countersWatchStarted({ showId: 3 }))
      .provide([
        support(),
        [matchers.call.fn(pageVisible), true],
        [matchers.call.fn(loadCounters), undefined],
        {
          race: (effect: unknown) => {
            pauses.push((effect as { tick: { payload: { args: number[] } } }).tick.payload.args[0]);
            return rounds++ < 2 ? { tick: true } : { stopped: true };
          },
        },
      ])
      .call(loadCounters, 3)
      .run();
    expect(pauses).toEqual([COUNTERS_FIRST_MS, COUNTERS_POLL_MS, COUNTERS_POLL_MS]);
    expect(COUNTERS_FIRST_MS).toBe(1000);
  });

  it('ask nothing before the first second, and stop when the list leaves the screen or on logout', async () => {
    for (const stop of [countersWatchStopped({ showId: 3 }), loggedOut()]) {
      // No timeout: the run ends only when the saga returns.
      await expectSaga(watchCounters, countersWatchStarted({ showId: 3 }))
        .provide([support(), [matchers.call.fn(loadCounters), undefined]])
        .dispatch(stop)
        .not.call.fn(loadCounters)
        .run({ timeout: false });
    }
  });

  it('are not asked for users who may not see them', () =>
    expectSaga(watchCounters, countersWatchStarted({ showId: 3 }))
      .provide([[matchers.select(selectRoles), ['ROLE_STANDIST']]])
      .not.call.fn(loadCounters)
      .run({ timeout: false }));

  it('keep the answer as the show’s counters', () =>
    expectSaga(loadCounters, 3)
      .provide([[matchers.call.fn(callApi), { status: 200, data: { newMessages: 2, untreated: 5, exemption: { in_progress: 1, validated: 0, refused: 0 }, logistic: { in_progress: 3, validated: 1, refused: 0 } } }]])
      .call(callApi, { path: '/demands/counters', params: { 'stand.show': '3' } })
      .put.like({ action: { type: entitiesReceived.type, payload: { type: 'demandCounters', items: [{ id: 3, newMessages: 2, untreated: 5 }] } } })
      .run());
});
