import { rootReducer } from '@/app/store';
import { listStateSaved } from '@/lists/prefsSlice';
import { listRequested } from '@/entities/queriesSlice';
import { DEFAULT_STAND_LIST_STATE, toStandListParams } from '@/domain/standListQuery';
import {
  selectShowOfStand,
  selectStand,
  selectStandListHasFilters,
  selectStandListParams,
  selectStandListRows,
  selectStandListState,
  selectStandListView,
  selectStandPermissions,
} from '@/features/stands/selectors';
import { ADMIN, ORGANIZER, PATH, SHOW_ID, STANDIST, USER_ID, rootState, stand, withList } from './fixtures';

describe('selectStandListState', () => {
  it('gives the defaults when nothing is saved', () => {
    expect(selectStandListState(rootState(ADMIN), PATH)).toEqual(DEFAULT_STAND_LIST_STATE);
  });

  it("reads the current user's entry for the path only", () => {
    const saved = { ...DEFAULT_STAND_LIST_STATE, search: 'mine' };
    const state = rootState(ADMIN, saved);
    expect(selectStandListState(state, PATH).search).toBe('mine');
    expect(selectStandListState(state, '/salons/4/stands').search).toBe('');
    const otherUser = { ...state, prefs: { ...state.prefs, currentUserId: USER_ID + 1 } };
    expect(selectStandListState(otherUser, PATH).search).toBe('');
  });

  it('returns the same object while the saved entry does not change', () => {
    const state = rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, search: 'a' });
    const next = rootReducer(state, { type: 'unrelated' });
    expect(selectStandListState(next, PATH)).toBe(selectStandListState(state, PATH));
    const changed = rootReducer(state, listStateSaved({ path: PATH, state: { ...DEFAULT_STAND_LIST_STATE, search: 'b' } }));
    expect(selectStandListState(changed, PATH).search).toBe('b');
  });

  it('tells whether a filter narrows the list', () => {
    expect(selectStandListHasFilters(rootState(ADMIN), PATH)).toBe(false);
    expect(selectStandListHasFilters(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, statuses: ['validatedPlans'] }), PATH)).toBe(true);
  });
});

describe('selectStandListParams', () => {
  const saved = { ...DEFAULT_STAND_LIST_STATE, messages: { unSeen: true, untreated: false } };

  it('keeps the Messages filters for admin, support and organizer', () => {
    expect(selectStandListParams(rootState(ORGANIZER, saved), SHOW_ID, PATH).unSeen).toBe('true');
  });

  it('drops them for a standist', () => {
    expect(selectStandListParams(rootState(STANDIST, saved), SHOW_ID, PATH).unSeen).toBeUndefined();
  });

  it('is memoized', () => {
    const state = rootState(ADMIN, saved);
    expect(selectStandListParams(state, SHOW_ID, PATH)).toBe(selectStandListParams(state, SHOW_ID, PATH));
  });
});

describe('the current page', () => {
  const params = toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE);

  it('maps the ids of the list to the stands, in the API order', () => {
    const state = withList(rootState(ADMIN), params, [stand(5), stand(2), stand(9)], 120);
    expect(selectStandListRows(state, SHOW_ID, PATH).map((s) => s.id)).toEqual([5, 2, 9]);
    expect(selectStandListView(state, SHOW_ID, PATH)).toEqual({ totalItems: 120, loading: false, failed: false, empty: false });
  });

  it('returns the same rows array while nothing changes', () => {
    const state = withList(rootState(ADMIN), params, [stand(1)]);
    const next = rootReducer(state, { type: 'unrelated' });
    expect(selectStandListRows(next, SHOW_ID, PATH)).toBe(selectStandListRows(state, SHOW_ID, PATH));
  });

  it('is loading before the answer and empty after an empty one', () => {
    expect(selectStandListView(rootState(ADMIN), SHOW_ID, PATH).loading).toBe(true);
    const loading = rootReducer(rootState(ADMIN), listRequested({ resource: 'stands', params }));
    expect(selectStandListView(loading, SHOW_ID, PATH).loading).toBe(true);
    const empty = withList(rootState(ADMIN), params, []);
    expect(selectStandListView(empty, SHOW_ID, PATH)).toMatchObject({ loading: false, empty: true });
  });

  it('reads the list of the saved filters, not another one', () => {
    const state = withList(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, search: 'x' }), params, [stand(1)]);
    expect(selectStandListRows(state, SHOW_ID, PATH)).toEqual([]);
  });
});

describe('selectStandPermissions', () => {
  it('follows the permission matrix', () => {
    expect(selectStandPermissions(rootState(ADMIN))).toEqual({ canDelete: true, canExport: true, canMessageFilters: true });
    expect(selectStandPermissions(rootState(ORGANIZER))).toEqual({ canDelete: true, canExport: true, canMessageFilters: true });
    expect(selectStandPermissions(rootState(STANDIST))).toEqual({ canDelete: false, canExport: false, canMessageFilters: false });
    expect(selectStandPermissions(rootState(['ROLE_SUPPORT_ASTECH'])).canDelete).toBe(true);
  });
});

describe('the stand page', () => {
  it('reads the stand and its show', () => {
    let state = withList(rootState(ADMIN), { a: '1' }, [stand(9)]);
    expect(selectStand(state, 9)?.name).toBe('Stand 9');
    expect(selectShowOfStand(state, 9)).toBeUndefined();
    state = rootReducer(state, {
      type: 'entities/entitiesReceived',
      payload: { type: 'shows', items: [{ id: SHOW_ID, name: 'Salon Démo 2027' }] },
    });
    expect(selectShowOfStand(state, 9)?.name).toBe('Salon Démo 2027');
  });
});
