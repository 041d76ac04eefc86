/** Deleting a stand from its dashboard (src/features/stands/manage/sagas.ts): confirmation, then back to the list once deleted. */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { deleteRequested, deleteSucceeded } from '@/entities/mutationsSlice';
import { standDeleteRequested } from '@/features/stands/manage/actions';
import { deleteStand, STAND_DELETE_KEY } from '@/features/stands/manage/sagas';
import { navigate } from '@/lib/navigation';
import { confirmClosed, confirmRequested } from '@/ui/uiSlice';

const confirm = confirmRequested({
  titleId: 'stand.delete.title',
  messageId: 'stand.delete.confirm',
  errorMessageId: 'stand.delete.failed',
  action: deleteRequested({ resource: 'stands', id: 42, key: STAND_DELETE_KEY, successMessageId: 'stand.delete.success' }),
});

describe('deleting a stand from its dashboard', () => {
  it("asks 'Êtes-vous sûr de vouloir supprimer ce stand ?', then once deleted goes back to the show's stand list", async () => {
    await expectSaga(deleteStand, standDeleteRequested({ id: 42, showId: 3 }))
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(confirm)
      .dispatch(deleteSucceeded({ resource: 'stands', key: STAND_DELETE_KEY, id: 42 }))
      .call(navigate, '/salons/3/stands', { replace: true })
      .run();
  });

  it('stays on the dashboard when the confirmation is cancelled', async () => {
    await expectSaga(deleteStand, standDeleteRequested({ id: 42, showId: 3 }))
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(confirm)
      .dispatch(confirmClosed())
      .not.call.fn(navigate)
      .run();
  });

  it('ignores another delete of stands (another key) while it waits', async () => {
    await expectSaga(deleteStand, standDeleteRequested({ id: 42, showId: 3 }))
      .provide([[matchers.call.fn(navigate), undefined]])
      .dispatch(deleteSucceeded({ resource: 'stands', key: 'stands/delete', id: 7 }))
      .not.call.fn(navigate)
      .silentRun(50);
  });
});
