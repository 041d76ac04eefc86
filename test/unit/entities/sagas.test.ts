import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '@/app/store';
import { modalClosed, modalOpened, toastShown } from '@/ui/uiSlice';
import { ApiError } from '@/api/errors';
import { listKey } from '@/api/params';
import { deleteFailed, deleteRequested, deleteSucceeded, saveFailed, saveRequested, saveSucceeded } from '@/entities/mutationsSlice';
import { listFailed, listRequested } from '@/entities/queriesSlice';
import { deleteEntity, fetchList, saveEntity } from '@/entities/sagas';
import { fakeCallApi } from '../helpers/fakeApi';
import { loggedInState, reduce } from '../helpers/state';

const lt = (id: number, label: string) => ({ '@id': `/backend/layout_types/${id}`, '@type': 'LayoutType', id, label, color: '#aabbcc' });

describe('list saga', () => {
  it('GETs the collection, normalizes the members and fills the query of the key', async () => {
    const params = { page: 2, itemsPerPage: 10, 'order[label]': 'asc' };
    const request = listRequested({ resource: 'layoutTypes', params });
    const fake = fakeCallApi(() => ({ 'hydra:member': [lt(11, 'Mezzanine'), lt(12, 'Réserve')], 'hydra:totalItems': 12 }));
    const { storeState } = await expectSaga(fetchList, request.payload)
      .withReducer(rootReducer, reduce(loggedInState(), request))
      .provide(fake.providers)
      .run();
    expect(fake.requests).toEqual([{ path: '/layout_types', params }]);
    const query = storeState.queries[listKey('layoutTypes', params)];
    expect(query).toMatchObject({ status: 'succeeded', ids: [11, 12], totalItems: 12 });
    expect(storeState.entities.layoutTypes.entities[12]).toMatchObject({ label: 'Réserve' });
  });

  it('records the failure and shows the generic error', async () => {
    const request = listRequested({ resource: 'layoutTypes', params: {} });
    const fake = fakeCallApi(() => new ApiError(500));
    await expectSaga(fetchList, request.payload)
      .withReducer(rootReducer, reduce(loggedInState(), request))
      .provide(fake.providers)
      .put.like({ action: { type: listFailed.type, payload: { key: 'layoutTypes', error: { status: 500 } } } })
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'error.generic' } } })
      .run();
  });
});

describe('save saga', () => {
  const form = { key: 'layoutTypes/form', fields: ['label', 'color'], closeModal: 'layoutTypes/form' };

  it('POSTs a new item, closes the modal and says "Enregistrement réussi !"', async () => {
    const fake = fakeCallApi(() => lt(20, 'Podium'));
    const { storeState } = await expectSaga(saveEntity, saveRequested({ resource: 'layoutTypes', data: { label: 'Podium', color: '#aabbcc' }, ...form }))
      .withReducer(rootReducer, reduce(loggedInState(), modalOpened({ name: 'layoutTypes/form' })))
      .provide(fake.providers)
      .put(saveSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/form', id: 20 }))
      .put(modalClosed('layoutTypes/form'))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'toast.saved' } } })
      .run();
    expect(fake.requests).toEqual([{ method: 'POST', path: '/layout_types', body: { label: 'Podium', color: '#aabbcc' } }]);
    expect(storeState.entities.layoutTypes.entities[20]).toMatchObject({ label: 'Podium' });
    expect(storeState.ui.modals['layoutTypes/form'].open).toBe(false);
  });

  it('PUTs an existing item (PATCH when asked)', async () => {
    const fake = fakeCallApi(() => lt(3, 'Cloison'));
    await expectSaga(saveEntity, saveRequested({ resource: 'layoutTypes', id: 3, data: { label: 'Cloison' } })).provide(fake.providers).run();
    await expectSaga(saveEntity, saveRequested({ resource: 'stands', id: 3, method: 'PATCH', data: { unSeen: false }, successMessageId: null }))
      .provide(fake.providers)
      .not.put.like({ action: { type: toastShown.type } })
      .run();
    expect(fake.requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/layout_types/3'],
      ['PATCH', '/stands/3'],
    ]);
  });

  it('puts violations on the form fields and the others in a toast, keeping the modal open', async () => {
    const fake = fakeCallApi(
      () =>
        new ApiError(422, [
          { propertyPath: 'label', message: 'Cette valeur ne doit pas être vide.' },
          { propertyPath: 'owner', message: 'Inconnu.' },
        ]),
    );
    const { storeState } = await expectSaga(saveEntity, saveRequested({ resource: 'layoutTypes', data: { label: '' }, ...form }))
      .withReducer(rootReducer, reduce(loggedInState(), modalOpened({ name: 'layoutTypes/form' })))
      .provide(fake.providers)
      .put.like({ action: { type: saveFailed.type, payload: { key: 'layoutTypes/form', fieldErrors: { label: 'Cette valeur ne doit pas être vide.' } } } })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', text: 'owner: Inconnu.' } } })
      .not.put(modalClosed('layoutTypes/form'))
      .run();
    expect(storeState.ui.modals['layoutTypes/form'].open).toBe(true);
    expect(storeState.mutations['layoutTypes/form']).toMatchObject({ status: 'failed', fieldErrors: { label: 'Cette valeur ne doit pas être vide.' } });
  });
});

describe('delete saga', () => {
  it('DELETEs, removes the item and says "Suppression réussie !"', async () => {
    const fake = fakeCallApi(() => null);
    const state = reduce(loggedInState(), { type: 'entities/entitiesReceived', payload: { type: 'layoutTypes', items: [lt(3, 'Cloison')] } });
    const { storeState } = await expectSaga(deleteEntity, deleteRequested({ resource: 'layoutTypes', id: 3 }))
      .withReducer(rootReducer, state)
      .provide(fake.providers)
      .put(deleteSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/delete', id: 3 }))
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'toast.deleted' } } })
      .run();
    expect(fake.requests).toEqual([{ method: 'DELETE', path: '/layout_types/3' }]);
    expect(storeState.entities.layoutTypes.ids).toEqual([]);
  });

  it('says "Suppression impossible" when the server refuses', async () => {
    const fake = fakeCallApi(() => new ApiError(409, [], 'Utilisé par des aménagements.'));
    await expectSaga(deleteEntity, deleteRequested({ resource: 'layoutTypes', id: 3 }))
      .provide(fake.providers)
      .put.like({ action: { type: deleteFailed.type, payload: { key: 'layoutTypes/delete', error: { status: 409 } } } })
      .put.like({ action: { type: toastShown.type, payload: { messageId: 'error.deleteImpossible' } } })
      .run();
  });
});
