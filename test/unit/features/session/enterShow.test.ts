/**
 * Issue 8 item 4: an address naming an unknown or out-of-scope show goes to /404 and leaves the
 * current show as it was; a show the API knows becomes the current one.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { itemFailed } from '@/entities/queriesSlice';
import { requestItem } from '@/entities/sagas';
import { enterShow } from '@/features/session/sagas';
import { showEntered, showSelected } from '@/features/session/sessionSlice';
import { navigate } from '@/lib/navigation';
import type { Show } from '@/domain/api';
import { loggedInState, reduce } from '../../helpers/state';

const failure = (status: number) =>
  itemFailed({ key: 'shows/999', requestId: 'r', error: { status, violations: [], description: null } });

/** An organizer whose current show is 1. */
const state = () => reduce(loggedInState(), showSelected({ showId: 1 }));

describe('entering a show from the address', () => {
  it('goes to /404 for a show the API does not give (unknown, disabled, another organizer’s) and keeps the current show', async () => {
    const { storeState } = await expectSaga(enterShow, showEntered({ showId: 999 }))
      .withReducer(rootReducer, state())
      .provide([
        [matchers.call.fn(requestItem), failure(404)],
        [matchers.call.fn(navigate), undefined],
      ])
      .call(requestItem, 'shows', 999)
      .call(navigate, '/404', { replace: true })
      .not.put(showSelected({ showId: 999 }))
      .run();
    expect(storeState.session.selectedShowByUser).toEqual({ '7': 1 });
  });

  it('keeps the current show without leaving the page when the check fails otherwise (server down)', async () => {
    const { storeState } = await expectSaga(enterShow, showEntered({ showId: 999 }))
      .withReducer(rootReducer, state())
      .provide([[matchers.call.fn(requestItem), failure(503)]])
      .not.call.fn(navigate)
      .run();
    expect(storeState.session.selectedShowByUser).toEqual({ '7': 1 });
  });

  it('makes a show the API gives the current show', async () => {
    const { storeState } = await expectSaga(enterShow, showEntered({ showId: 2 }))
      .withReducer(rootReducer, state())
      .provide([[matchers.call.fn(requestItem), null]])
      .call(requestItem, 'shows', 2)
      .put(showSelected({ showId: 2 }))
      .not.call.fn(navigate)
      .run();
    expect(storeState.session.selectedShowByUser).toEqual({ '7': 2 });
  });

  it('does not ask again for a show already loaded in this session', () =>
    expectSaga(enterShow, showEntered({ showId: 2 }))
      .withReducer(rootReducer, reduce(state(), entitiesReceived({ type: 'shows', items: [{ id: 2, name: 'B' } as Show] })))
      .put(showSelected({ showId: 2 }))
      .not.call.fn(requestItem)
      .run());

  it('does nothing on an address without a show', () =>
    expectSaga(enterShow, showEntered({ showId: null })).withReducer(rootReducer, state()).not.call.fn(requestItem).not.put.actionType(showSelected.type).run());
});
