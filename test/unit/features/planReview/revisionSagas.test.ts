import { expectSaga } from 'redux-saga-test-plan';
import type { ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rootReducer, type RootState } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { callApi } from '@/features/session/callApi';
import { markResolveToggled, planMarksRequested, planRevisionMarksRequested, planRevisionsRequested } from '@/features/planReview/actions';
import planReviewSagas from '@/features/planReview/sagas';
import { makeSelectStandRevisions } from '@/features/planReview/selectors';
import type { PlanAnnotation, PlanRevision } from '@/features/planReview/types';
import { toastShown } from '@/ui/uiSlice';
import { loggedInState, reduce } from '../../helpers/state';

const revision = (id: number, number: number, decision: PlanRevision['decision']) =>
  ({ '@id': `/backend/plan_revisions/${id}`, id, stand: '/backend/stands/9', number, decision, files: [], annotationSummary: [] }) as unknown as PlanRevision;
const V1 = revision(3, 1, 'refused');
const V2 = revision(4, 2, null);
const previousMark = (id: number, patch: Partial<PlanAnnotation> = {}) =>
  ({ '@id': `/backend/plan_annotations/${id}`, id, revision: V1['@id'], media: '/backend/message_media/30', page: 1, number: id, kind: 'rectangle', resolved: false, ...patch }) as PlanAnnotation;

function fakeApi(answer: (request: ApiRequest) => unknown) {
  const requests: ApiRequest[] = [];
  return {
    requests,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== callApi) return next();
        const request = effect.args[0] as ApiRequest;
        requests.push(request);
        return answer(request);
      },
    },
  };
}
const collection = (items: unknown[]) => ({ status: 200, data: { member: items, totalItems: items.length } });
const marksOf = (state: RootState) => Object.values(state.entities.planAnnotations.entities) as PlanAnnotation[];

describe('loading the stand’s revisions', () => {
  it('asks the stand’s revisions and lists them oldest first for the picker', async () => {
    const api = fakeApi(() => collection([V2, V1]));
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([api.provider as never])
      .dispatch(planRevisionsRequested({ standId: 9 }))
      .silentRun(50);
    expect(api.requests).toEqual([{ path: '/plan_revisions', params: { stand: 9, 'order[number]': 'asc', itemsPerPage: 100 } }]);
    expect(makeSelectStandRevisions()(storeState, 9).map((r) => [r.number, r.decision])).toEqual([
      [1, 'refused'],
      [2, null],
    ]);
    expect(makeSelectStandRevisions()(storeState, 10)).toEqual([]);
  });

  it('says so when they cannot be loaded', async () => {
    const api = fakeApi(() => {
      throw new ApiError(0, [], 'Network error');
    });
    const { effects } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([api.provider as never])
      .dispatch(planRevisionsRequested({ standId: 9 }))
      .silentRun(50);
    const toasts = effects.put.map((e) => e.payload.action).filter((a) => a.type === toastShown.type);
    expect(toasts.map((a) => a.payload.messageId)).toEqual(['planReview.revisions.loadFailed']);
  });

  it('loads the previous revision’s marks beside the shown one’s (neither cancels the other)', async () => {
    const api = fakeApi((request) =>
      collection(request.params?.revision === 3 ? [previousMark(11)] : [{ ...previousMark(21), '@id': '/backend/plan_annotations/21', revision: V2['@id'] }]),
    );
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([api.provider as never])
      .dispatch(planMarksRequested({ revisionId: 4 }))
      .dispatch(planRevisionMarksRequested({ revisionId: 3 }))
      .silentRun(50);
    expect(api.requests.map((r) => r.params?.revision).sort()).toEqual([3, 4]);
    expect(marksOf(storeState).map((m) => [m.id, m.revision]).sort()).toEqual([
      [11, V1['@id']],
      [21, V2['@id']],
    ]);
  });
});

describe('ticking a previous revision’s mark fixed (staff)', () => {
  const state = () => reduce(loggedInState(['ROLE_SUPPORT_ASTECH']), entitiesReceived({ type: 'planRevisions', items: [V1, V2] }), entitiesReceived({ type: 'planAnnotations', items: [previousMark(11)] }));

  it('shows it ticked at once and PATCHes resolved on the decided revision’s mark; the server’s answer stays', async () => {
    const api = fakeApi((request) => ({ status: 200, data: { ...previousMark(11), resolved: (request.body as { resolved: boolean }).resolved, resolvedByName: 'Sam Support' } }));
    let seenTicked = false;
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer((s: RootState | undefined, action) => {
        const next = rootReducer(s, action);
        if (api.requests.length === 0 && marksOf(next).some((m) => m.id === 11 && m.resolved)) seenTicked = true;
        return next;
      }, state())
      .provide([api.provider as never])
      .dispatch(markResolveToggled({ id: 11, resolved: true }))
      .silentRun(50);
    expect(seenTicked).toBe(true);
    expect(api.requests).toEqual([{ method: 'PATCH', path: '/plan_annotations/11', body: { resolved: true } }]);
    expect(marksOf(storeState).map((m) => [m.id, m.resolved, m.resolvedByName])).toEqual([[11, true, 'Sam Support']]);
  });

  it('unticks it again and says so when the server cannot be reached', async () => {
    const api = fakeApi(() => {
      throw new ApiError(0, [], 'Network error');
    });
    const { storeState, effects } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, state())
      .provide([api.provider as never])
      .dispatch(markResolveToggled({ id: 11, resolved: true }))
      .put.like({ action: { type: entitiesReceived.type, payload: { items: [{ id: 11, resolved: true }] } } })
      .silentRun(50);
    expect(marksOf(storeState).map((m) => [m.id, m.resolved])).toEqual([[11, false]]);
    const toasts = effects.put.map((e) => e.payload.action).filter((a) => a.type === toastShown.type);
    expect(toasts.map((a) => a.payload.messageId)).toEqual(['planReview.mark.resolveFailed']);
  });

  it('unticks it again and shows the server’s reason when it refuses (403)', async () => {
    const api = fakeApi(() => {
      throw new ApiError(403, [], 'Accès refusé.');
    });
    const { storeState, effects } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, state())
      .provide([api.provider as never])
      .dispatch(markResolveToggled({ id: 11, resolved: true }))
      .silentRun(50);
    expect(marksOf(storeState).map((m) => [m.id, m.resolved])).toEqual([[11, false]]);
    const toasts = effects.put.map((e) => e.payload.action).filter((a) => a.type === toastShown.type);
    expect(toasts.map((a) => [a.payload.severity, a.payload.text])).toEqual([['error', 'Accès refusé.']]);
  });
});
