import { loggedOut } from '@/state/actions';
import { modalOpened, toastDismissed, toastShown } from '@/ui/uiSlice';
import { entitiesReceived, entityRemoved } from '@/entities/entitiesSlice';
import { deleteSucceeded, saveFailed, saveRequested, saveSucceeded } from '@/entities/mutationsSlice';
import { listFailed, listRequested, listSucceeded } from '@/entities/queriesSlice';
import type { LayoutType } from '@/domain/api';
import { initialState, reduce } from '../helpers/state';

const layoutType = (id: number, label: string, color = '#ff0000'): LayoutType => ({
  '@id': `/backend/layout_types/${id}`,
  '@type': 'LayoutType',
  id,
  label,
  color,
});

describe('entities', () => {
  it('normalizes received items by id and merges a later partial copy', () => {
    let state = reduce(initialState(), entitiesReceived({ type: 'layoutTypes', items: [layoutType(1, 'Cloison'), layoutType(2, 'Réserve')] }));
    expect(state.entities.layoutTypes.ids).toEqual([1, 2]);
    state = reduce(state, entitiesReceived({ type: 'layoutTypes', items: [{ id: 1, label: 'Cloison pleine' } as LayoutType] }));
    expect(state.entities.layoutTypes.entities[1]).toMatchObject({ label: 'Cloison pleine', color: '#ff0000' });
    state = reduce(state, entityRemoved({ type: 'layoutTypes', id: 2 }));
    expect(state.entities.layoutTypes.ids).toEqual([1]);
  });

  it('is emptied at logout', () => {
    const state = reduce(initialState(), entitiesReceived({ type: 'layoutTypes', items: [layoutType(1, 'Cloison')] }), loggedOut());
    expect(state.entities.layoutTypes.ids).toEqual([]);
  });
});

describe('queries', () => {
  const params = { page: 1, itemsPerPage: 10 };

  it('tracks a list by its key: loading, then ids and total', () => {
    const request = listRequested({ resource: 'layoutTypes', params });
    const { key, requestId } = request.payload;
    let state = reduce(initialState(), request);
    expect(state.queries[key]).toMatchObject({ status: 'loading', ids: [], resource: 'layoutTypes', params });
    state = reduce(state, listSucceeded({ key, requestId, ids: [2, 1], totalItems: 12, fetchedAt: 5 }));
    expect(state.queries[key]).toMatchObject({ status: 'succeeded', ids: [2, 1], totalItems: 12, fetchedAt: 5, error: null });
  });

  it('keeps the previous ids while reloading and ignores the answer of an older request', () => {
    const first = listRequested({ resource: 'layoutTypes', params });
    const { key } = first.payload;
    let state = reduce(initialState(), first, listSucceeded({ key, requestId: first.payload.requestId, ids: [1], totalItems: 1, fetchedAt: 1 }));
    const second = listRequested({ resource: 'layoutTypes', params });
    state = reduce(state, second);
    expect(state.queries[key]).toMatchObject({ status: 'loading', ids: [1] });
    state = reduce(state, listSucceeded({ key, requestId: first.payload.requestId, ids: [9], totalItems: 9, fetchedAt: 2 }));
    expect(state.queries[key].ids).toEqual([1]);
    state = reduce(state, listFailed({ key, requestId: second.payload.requestId, error: { status: 500, violations: [], description: null } }));
    expect(state.queries[key]).toMatchObject({ status: 'failed', ids: [1], error: { status: 500 } });
  });

  it('marks the lists of a resource stale after a save or a delete there, not elsewhere', () => {
    const lt = listRequested({ resource: 'layoutTypes', params });
    const shows = listRequested({ resource: 'shows', params });
    let state = reduce(initialState(), lt, shows);
    state = reduce(state, saveSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/save', id: 3 }));
    expect(state.queries[lt.payload.key].stale).toBe(true);
    expect(state.queries[shows.payload.key].stale).toBe(false);
    state = reduce(state, listRequested({ resource: 'layoutTypes', params }));
    expect(state.queries[lt.payload.key].stale).toBe(false);
    state = reduce(state, deleteSucceeded({ resource: 'layoutTypes', key: 'layoutTypes/delete', id: 3 }));
    expect(state.queries[lt.payload.key].stale).toBe(true);
  });
});

describe('mutations', () => {
  it('records the outcome of a save under its key, with the field errors', () => {
    let state = reduce(initialState(), saveRequested({ resource: 'layoutTypes', data: {}, key: 'layoutTypes/form' }));
    expect(state.mutations['layoutTypes/form'].status).toBe('pending');
    state = reduce(
      state,
      saveFailed({
        resource: 'layoutTypes',
        key: 'layoutTypes/form',
        error: { status: 422, violations: [], description: null },
        fieldErrors: { label: 'Vide' },
      }),
    );
    expect(state.mutations['layoutTypes/form']).toMatchObject({ status: 'failed', fieldErrors: { label: 'Vide' } });
    // Opening the modal of the same name starts the form clean.
    state = reduce(state, modalOpened({ name: 'layoutTypes/form', id: null }));
    expect(state.mutations['layoutTypes/form']).toBeUndefined();
  });

  it('defaults the key to resource/save', () => {
    const action = saveRequested({ resource: 'shows', data: {} });
    expect(action.payload.key).toBe('shows/save');
  });
});

describe('toasts', () => {
  it('closing the newest toast drops the older ones', () => {
    let state = reduce(initialState(), toastShown({ severity: 'error', messageId: 'login.failed' }), toastShown({ severity: 'success', messageId: 'login.success' }));
    expect(state.ui.toasts.map((t) => t.messageId)).toEqual(['login.failed', 'login.success']);
    state = reduce(state, toastDismissed(state.ui.toasts[1].id));
    expect(state.ui.toasts).toEqual([]);
  });
});
