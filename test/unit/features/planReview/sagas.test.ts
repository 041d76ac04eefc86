import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { ApiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rootReducer, type RootState } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { callApi } from '@/features/session/callApi';
import {
  markChanged,
  markCreated,
  markDeleteFailed,
  markDeleteRequested,
  markDeleteSucceeded,
  markRedoRequested,
  markResolveToggled,
  markSaveRetried,
  markUndoRequested,
  planFileRequested,
  planMarksRequested,
} from '@/features/planReview/actions';
import { fileUrlOf, toObjectUrl } from '@/features/planReview/fileUrls';
import planReviewSagas, { loadFile, loadMarks, newLocalId, SAVE_DEBOUNCE_MS } from '@/features/planReview/sagas';
import type { PlanAnnotation } from '@/features/planReview/types';
import { toastShown } from '@/ui/uiSlice';
import { loggedInState, reduce } from '../../helpers/state';

const DELAY = delay(0).payload.fn;
const REVISION = '/backend/plan_revisions/4';
const MEDIA = '/backend/message_media/31';
const BOX = { x: 0.1, y: 0.2, width: 0.3, height: 0.1 };

const drawn = (patch: Partial<ReturnType<typeof markCreated>['payload']> = {}) =>
  markCreated({
    revision: REVISION,
    stand: '/backend/stands/9',
    media: MEDIA,
    page: 1,
    kind: 'rectangle',
    geometry: BOX,
    color: '#e53935',
    comment: null,
    createdBy: '/backend/users/7',
    createdByName: 'Sam Support',
    ...patch,
  });

const serverMark = (id: number, number: number, patch: Partial<PlanAnnotation> = {}): PlanAnnotation => ({
  '@id': `/backend/plan_annotations/${id}`,
  '@type': 'PlanAnnotation',
  id,
  revision: REVISION,
  stand: '/backend/stands/9',
  media: MEDIA,
  page: 1,
  number,
  kind: 'rectangle',
  geometry: BOX,
  color: '#e53935',
  comment: null,
  createdBy: '/backend/users/7',
  createdByName: 'Sam Support',
  createdAt: '2026-11-26T10:00:00+00:00',
  updatedAt: '2026-11-26T10:00:00+00:00',
  resolved: false,
  resolvedAt: null,
  resolvedByName: null,
  ...patch,
});

const marksOf = (state: RootState) => Object.values(state.entities.planAnnotations.entities) as PlanAnnotation[];
const offline = () => new ApiError(0, [], 'Network error');

/** A fake API: records each request, answers with `answer` (a value, a promise, or throws). */
function fakeApi(answer: (request: ApiRequest, index: number) => unknown) {
  const requests: ApiRequest[] = [];
  return {
    requests,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        // The retry pauses (a second and more) are skipped; the save's pause runs for real.
        if (effect.fn === DELAY && (effect.args[0] as number) >= 1000) return undefined;
        if (effect.fn !== callApi) return next();
        const request = effect.args[0] as ApiRequest;
        requests.push(request);
        return answer(request, requests.length - 1);
      },
    },
  };
}

const settle = SAVE_DEBOUNCE_MS + 300;

describe('saving a drawn mark', () => {
  it('shows it at once as unsaved, POSTs it once after the pause, and keeps the number the server gave', async () => {
    const api = fakeApi(() => ({ status: 201, data: serverMark(57, 1) }));
    let seenUnsaved = false;
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer((state: RootState | undefined, action) => {
        const next = rootReducer(state, action);
        if (marksOf(next).some((mark) => mark.id < 0 && mark.unsaved && !mark.unsaved.failed)) seenUnsaved = true;
        return next;
      }, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([[matchers.call.fn(newLocalId), -1], api.provider as never])
      .dispatch(drawn())
      .silentRun(settle);
    expect(seenUnsaved).toBe(true);
    expect(api.requests).toEqual([
      { method: 'POST', path: '/plan_annotations', body: { revision: REVISION, media: MEDIA, page: 1, kind: 'rectangle', geometry: BOX, color: '#e53935' } },
    ]);
    expect(marksOf(storeState).map((mark) => [mark.id, mark.number, mark.unsaved, mark.clientKey])).toEqual([[57, 1, undefined, 'local-1']]);
  });

  it('writes a mark moved several times during the pause once, where it ended', async () => {
    const api = fakeApi((request) => ({ status: 201, data: serverMark(57, 1, { geometry: (request.body as { geometry: typeof BOX }).geometry }) }));
    const end = { ...BOX, x: 0.5 };
    await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([[matchers.call.fn(newLocalId), -1], api.provider as never])
      .dispatch(drawn())
      .dispatch(markChanged({ id: -1, changes: { geometry: { ...BOX, x: 0.3 } } }))
      .dispatch(markChanged({ id: -1, changes: { geometry: end } }))
      .silentRun(settle);
    expect(api.requests.map((r) => [r.method, (r.body as { geometry: unknown }).geometry])).toEqual([['POST', end]]);
  });

  it('sends a change made while the POST is under way as a PATCH of the numbered mark, never a second POST', async () => {
    const later = (value: unknown) => new Promise((resolve) => setTimeout(() => resolve(value), 200));
    const api = fakeApi((request) =>
      request.method === 'POST' ? later({ status: 201, data: serverMark(57, 1) }) : { status: 200, data: serverMark(57, 1, { geometry: (request.body as { geometry: typeof BOX }).geometry }) },
    );
    const moved = { ...BOX, y: 0.6 };
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([[matchers.call.fn(newLocalId), -1], api.provider as never])
      .dispatch(drawn())
      .delay(SAVE_DEBOUNCE_MS + 50)
      .dispatch(markChanged({ id: -1, changes: { geometry: moved } }))
      .silentRun(SAVE_DEBOUNCE_MS + 800);
    expect(api.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/plan_annotations'],
      ['PATCH', '/plan_annotations/57'],
    ]);
    expect(api.requests[1].body).toEqual({ geometry: moved, color: '#e53935', comment: null });
    expect(marksOf(storeState).map((mark) => [mark.id, mark.geometry, mark.unsaved])).toEqual([[57, moved, undefined]]);
  });
});

describe('a save that fails', () => {
  it('is tried again on a network failure, then kept on the page as not saved, and said', async () => {
    const api = fakeApi(() => {
      throw offline();
    });
    const { storeState, effects } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([[matchers.call.fn(newLocalId), -1], api.provider as never])
      .dispatch(drawn())
      .silentRun(settle);
    // The first try and three more.
    expect(api.requests).toHaveLength(4);
    expect(marksOf(storeState).map((mark) => [mark.id, mark.geometry, mark.unsaved])).toEqual([[-1, BOX, { rev: 1, failed: true }]]);
    const toasts = effects.put.map((e) => e.payload.action).filter((a) => a.type === toastShown.type);
    expect(toasts.map((a) => a.payload.messageId)).toEqual(['planReview.mark.saveFailed']);
  });

  it('is not tried again when the server refuses the mark (422): kept, not saved', async () => {
    const api = fakeApi(() => {
      throw new ApiError(422, [{ propertyPath: 'geometry', message: 'Hors de la page.' }], 'geometry: Hors de la page.');
    });
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide([[matchers.call.fn(newLocalId), -1], api.provider as never])
      .dispatch(drawn())
      .silentRun(settle);
    expect(api.requests).toHaveLength(1);
    expect(marksOf(storeState)[0].unsaved).toEqual({ rev: 1, failed: true });
  });

  it('is written when the user tries again', async () => {
    const failed = { ...serverMark(-1, 0, { '@id': '' }), clientKey: 'local-1', unsaved: { rev: 1, failed: true } };
    const api = fakeApi(() => ({ status: 201, data: serverMark(58, 2) }));
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, reduce(loggedInState(['ROLE_SUPPORT_ASTECH']), entitiesReceived({ type: 'planAnnotations', items: [failed] })))
      .provide([api.provider as never])
      .dispatch(markSaveRetried({ ids: [-1] }))
      .silentRun(100);
    expect(api.requests.map((r) => r.method)).toEqual(['POST']);
    expect(marksOf(storeState).map((mark) => [mark.id, mark.number, mark.unsaved])).toEqual([[58, 2, undefined]]);
  });
});

describe('deleting, resolving, undoing', () => {
  const saved = (state = loggedInState(['ROLE_SUPPORT_ASTECH'])) => reduce(state, entitiesReceived({ type: 'planAnnotations', items: [serverMark(57, 1)] }));

  it('deletes a saved mark with DELETE and tells the confirm dialog (its key)', async () => {
    const api = fakeApi(() => ({ status: 204, data: null }));
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, saved())
      .provide([api.provider as never])
      .dispatch(markDeleteRequested({ id: 57, key: 'k' }))
      .put(markDeleteSucceeded({ id: 57, key: 'k' }))
      .silentRun(100);
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/plan_annotations/57' }]);
    expect(marksOf(storeState)).toEqual([]);
  });

  it('keeps the mark when its deletion is refused (the revision was decided meanwhile)', async () => {
    const refused = new ApiError(409, [], 'La version est déjà décidée.');
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, saved())
      .provide([[matchers.call.fn(callApi), throwError(refused)]])
      .dispatch(markDeleteRequested({ id: 57, key: 'k' }))
      .put.like({ action: { type: markDeleteFailed.type, payload: { id: 57, key: 'k' } } })
      .silentRun(100);
    expect(marksOf(storeState).map((mark) => mark.id)).toEqual([57]);
  });

  it('undoes a drawing (the mark goes, on the server too) and redoes it (a new mark, numbered again)', async () => {
    let posts = 0;
    const api = fakeApi((request) => {
      if (request.method === 'POST') {
        posts += 1;
        return { status: 201, data: serverMark(56 + posts, posts) };
      }
      return { status: 204, data: null };
    });
    let local = 0;
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, loggedInState(['ROLE_SUPPORT_ASTECH']))
      .provide({
        call(effect, next) {
          if (effect.fn === newLocalId) {
            local -= 1;
            return local;
          }
          return api.provider.call(effect, next);
        },
      })
      .dispatch(drawn())
      .delay(settle)
      .dispatch(markUndoRequested({ revisionId: 4 }))
      // expectSaga counts each delay from the start of the run.
      .delay(settle + 100)
      .dispatch(markRedoRequested({ revisionId: 4 }))
      .silentRun(3 * settle);
    expect(api.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/plan_annotations'],
      ['DELETE', '/plan_annotations/57'],
      ['POST', '/plan_annotations'],
    ]);
    expect(marksOf(storeState).map((mark) => [mark.id, mark.number])).toEqual([[58, 2]]);
    const history = storeState.entities.planMarkupHistory.entities[4];
    expect([history?.undo.length, history?.redo.length]).toEqual([1, 0]);
  });

  it('undoes a move with a PATCH back to where the mark was', async () => {
    const api = fakeApi((request) => ({ status: 200, data: serverMark(57, 1, { geometry: (request.body as { geometry: typeof BOX }).geometry }) }));
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, saved())
      .provide([api.provider as never])
      .dispatch(markChanged({ id: 57, changes: { geometry: { ...BOX, x: 0.6 } } }))
      .delay(settle)
      .dispatch(markUndoRequested({ revisionId: 4 }))
      .silentRun(3 * settle);
    expect(api.requests.map((r) => [r.method, (r.body as { geometry: typeof BOX }).geometry.x])).toEqual([
      ['PATCH', 0.6],
      ['PATCH', 0.1],
    ]);
    expect(marksOf(storeState)[0].geometry).toEqual(BOX);
  });

  it('ticks a mark resolved at once, and unticks it when the server refuses', async () => {
    const { storeState } = await expectSaga(planReviewSagas)
      .withReducer(rootReducer, saved())
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(403, [], null))]])
      .dispatch(markResolveToggled({ id: 57, resolved: true }))
      .put.like({ action: { type: 'entities/entitiesReceived', payload: { items: [{ id: 57, resolved: true }] } } })
      .silentRun(100);
    expect(marksOf(storeState)[0].resolved).toBe(false);
  });
});

describe('loading', () => {
  it("asks a revision's marks (500 a page) and keeps a mark changed here as it is on screen", async () => {
    const moved = { ...serverMark(57, 1, { geometry: { ...BOX, x: 0.7 } }), unsaved: { rev: 2, failed: false } };
    const state = reduce(loggedInState(['ROLE_SUPPORT_ASTECH']), entitiesReceived({ type: 'planAnnotations', items: [moved] }));
    const { storeState } = await expectSaga(loadMarks, planMarksRequested({ revisionId: 4 }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(callApi), { status: 200, data: { 'hydra:member': [serverMark(57, 1), serverMark(60, 2)], 'hydra:totalItems': 2 } }]])
      .call(callApi, { path: '/plan_annotations', params: { revision: 4, itemsPerPage: 500, 'order[number]': 'asc' } })
      .run();
    expect(marksOf(storeState).map((mark) => [mark.id, (mark.geometry as typeof BOX).x])).toEqual([
      [57, 0.7],
      [60, 0.1],
    ]);
  });

  it("loads a plan file's bytes with the user's token once, as an object URL; a failure is kept as such", async () => {
    const blob = new Blob(['%PDF-1.7']);
    await expectSaga(loadFile, planFileRequested({ objectUrl: '/backend/message_media/31/file' }))
      .provide([
        [matchers.call.fn(callApi), { status: 200, data: { blob, filename: 'plan.pdf' } }],
        [matchers.call.fn(toObjectUrl), 'blob:plan'],
      ])
      .call(callApi, { path: '/message_media/31/file', responseType: 'blob' })
      .run();
    expect(fileUrlOf('/backend/message_media/31/file')).toBe('blob:plan');
    await expectSaga(loadFile, planFileRequested({ objectUrl: '/backend/message_media/32/file' }))
      .provide([[matchers.call.fn(callApi), throwError(offline())]])
      .run();
    expect(fileUrlOf('/backend/message_media/32/file')).toBe('failed');
  });
});
