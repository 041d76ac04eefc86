import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import { makeSelectList, selectEntityById, selectQuery } from '@/entities/selectors';
import { toastShown } from '@/ui/uiSlice';
import type { LayoutType } from '@/domain/api';
import { initialState, reduce } from '../helpers/state';

const lt = (id: number, label: string) => ({ id, label, color: '#000000' }) as LayoutType;

function listed() {
  const request = listRequested({ resource: 'layoutTypes', params: { page: 1 } });
  const { key, requestId } = request.payload;
  const state = reduce(
    initialState(),
    request,
    entitiesReceived({ type: 'layoutTypes', items: [lt(1, 'A'), lt(2, 'B'), lt(3, 'C')] }),
    listSucceeded({ key, requestId, ids: [3, 1], totalItems: 7, fetchedAt: 1 }),
  );
  return { state, key };
}

describe('list selectors', () => {
  it('gives the items of a list in the order of the answer, with its total and status', () => {
    const { state, key } = listed();
    const view = makeSelectList('layoutTypes')(state, key);
    expect(view.items.map((i) => i.label)).toEqual(['C', 'A']);
    expect(view).toMatchObject({ totalItems: 7, status: 'succeeded', loaded: true, stale: false });
  });

  it('returns the same reference while neither the query nor the entities change', () => {
    const { state, key } = listed();
    const select = makeSelectList('layoutTypes');
    const first = select(state, key);
    const afterToast = reduce(state, toastShown({ severity: 'success', messageId: 'toast.saved' }));
    expect(select(afterToast, key)).toBe(first);
    const changed = reduce(state, entitiesReceived({ type: 'layoutTypes', items: [lt(3, 'C2')] }));
    expect(select(changed, key)).not.toBe(first);
    expect(select(changed, key).items[0].label).toBe('C2');
  });

  it('gives an idle empty view for an unknown key, always the same object', () => {
    const state = initialState();
    expect(makeSelectList('stands')(state, 'stands?x=1')).toMatchObject({ items: [], status: 'idle', loaded: false });
    expect(selectQuery(state, 'a', 'stands')).toBe(selectQuery(state, 'b', 'stands'));
  });

  it('reads one entity', () => {
    const { state } = listed();
    expect(selectEntityById(state, 'layoutTypes', 2)?.label).toBe('B');
    expect(selectEntityById(state, 'layoutTypes', null)).toBeUndefined();
  });
});
