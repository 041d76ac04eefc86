/**
 * A show's halls for the hall filters (issue 21): asked from GET /shows/{id}/halls, kept under the
 * show's id, read back in the server's order; a failed request leaves the filter without halls.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '@/api/errors';
import { rootReducer } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { callApi } from '@/features/session/callApi';
import { showHallsWanted } from '@/features/shows/actions';
import { loadShowHalls } from '@/features/shows/sagas';
import { selectShowHalls } from '@/features/shows/selectors';

const HALLS = ['Hall 1', 'Hall 2', 'Hall 10', 'Pavillon A'];

describe("a show's halls", () => {
  it('asks the show for its halls and keeps them under its id, in order', async () => {
    const { storeState } = await expectSaga(loadShowHalls, showHallsWanted({ showId: 34 }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(callApi), { data: { '@type': 'ShowHalls', show: '/backend/shows/34', halls: HALLS }, status: 200 }]])
      .call(callApi, { path: '/shows/34/halls' })
      .put(entitiesReceived({ type: 'showHalls', items: [{ id: 34, halls: HALLS }] }))
      .run();
    expect(selectShowHalls(storeState, 34)).toEqual(HALLS);
    expect(selectShowHalls(storeState, 35)).toEqual([]);
  });

  it('leaves no halls when the request fails, and gives the same empty array each time', async () => {
    const { storeState } = await expectSaga(loadShowHalls, showHallsWanted({ showId: 34 }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(callApi), throwError(new ApiError(500))]])
      .not.put.actionType(entitiesReceived.type)
      .run();
    expect(selectShowHalls(storeState, 34)).toEqual([]);
    expect(selectShowHalls(storeState, 34)).toBe(selectShowHalls(storeState, null));
  });
});
