import { expectSaga } from 'redux-saga-test-plan';
import { fork } from 'redux-saga/effects';
import { rootReducer } from '@/app/store';
import { confirmAccepted, confirmRequested } from '@/ui/uiSlice';
import uiSagas from '@/ui/uiSagas';
import { ApiError } from '@/api/errors';
import entitySagas from '@/entities/sagas';
import { deleteRequested } from '@/entities/mutationsSlice';
import { fakeCallApi } from '../helpers/fakeApi';
import { loggedInState, reduce } from '../helpers/state';

function* sagas() {
  yield fork(entitySagas);
  yield fork(uiSagas);
}

const asking = () =>
  reduce(
    loggedInState(['ROLE_SUPER_ADMIN']),
    confirmRequested({ messageId: 'layoutTypes.delete.confirm', action: deleteRequested({ resource: 'layoutTypes', id: 3 }) }),
  );

describe('confirm dialog saga', () => {
  it('runs the confirmed deletion and closes the dialog when it succeeds', async () => {
    const api = fakeCallApi(() => null);
    const { storeState } = await expectSaga(sagas)
      .withReducer(rootReducer, asking())
      .provide(api.providers)
      .dispatch(confirmAccepted())
      .run({ silenceTimeout: true, timeout: 200 });
    expect(api.requests).toEqual([{ method: 'DELETE', path: '/layout_types/3' }]);
    expect(storeState.ui.confirm.open).toBe(false);
  });

  it('keeps the dialog open with "Suppression impossible" when it fails', async () => {
    const api = fakeCallApi(() => new ApiError(409));
    const { storeState } = await expectSaga(sagas)
      .withReducer(rootReducer, asking())
      .provide(api.providers)
      .dispatch(confirmAccepted())
      .run({ silenceTimeout: true, timeout: 200 });
    expect(storeState.ui.confirm).toMatchObject({ open: true, status: 'failed', errorMessageId: 'error.deleteImpossible' });
  });

  it('shows the server\'s reason in the dialog, and no toast on top of it', async () => {
    const api = fakeCallApi(() => new ApiError(409, [], 'Ce type est utilisé par des aménagements.'));
    const { storeState } = await expectSaga(sagas)
      .withReducer(rootReducer, asking())
      .provide(api.providers)
      .dispatch(confirmAccepted())
      .run({ silenceTimeout: true, timeout: 200 });
    expect(storeState.ui.confirm).toMatchObject({ status: 'failed', errorDetail: 'Ce type est utilisé par des aménagements.' });
    expect(storeState.ui.toasts).toEqual([]);
  });
});
