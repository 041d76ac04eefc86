import { rootReducer } from '@/app/store';
import { listChanged } from '@/lists/actions';
import { listRequested } from '@/entities/queriesSlice';
import { DEFAULT_STAND_LIST_STATE } from '@/domain/standListQuery';
import { selectShowOfStand, selectStand } from '@/features/stands/selectors';
import type { ListTarget } from '@/lists/actions';
import {
  selectListContext,
  selectListHasFilters,
  selectListParams,
  selectListPermissions,
  selectListRows,
  selectListState,
  selectListView,
} from '@/lists/selectors';
import type { RootState } from '@/state/rootState';
import { ADMIN, ORGANIZER, PATH, SHOW_ID, STANDIST, TARGET, USER_ID, rootState, stand, toStandListParams, withList } from '../features/stands/fixtures';

// The stand list of show 3 through the generic list selectors.
const OTHER_SHOW: ListTarget = { ...TARGET, path: '/salons/4/stands', scope: { show: '4' } };
const selectStandListState = (state: RootState, path: string) => selectListState(state, path === PATH ? TARGET : OTHER_SHOW);
const selectStandListHasFilters = (state: RootState) => selectListHasFilters(state, TARGET);
const selectStandListParams = (state: RootState) => selectListParams(state, TARGET);
const selectStandListRows = (state: RootState) => selectListRows(state, TARGET);
const selectStandListView = (state: RootState) => selectListView(state, TARGET);
const selectStandPermissions = (state: RootState) => ({
  ...selectListPermissions(state, TARGET),
  canMessageFilters: selectListContext(state).can('stand.messageFilters'),
});

describe('the saved list state', () => {
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
    const changed = rootReducer(state, listChanged({ ...TARGET, change: { kind: 'filters', patch: { search: 'b' } } }));
    expect(selectStandListState(changed, PATH).search).toBe('b');
  });

  it('tells whether a filter narrows the list', () => {
    expect(selectStandListHasFilters(rootState(ADMIN))).toBe(false);
    expect(selectStandListHasFilters(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, statuses: ['validatedPlans'] }))).toBe(true);
  });
});

describe('the list request', () => {
  const saved = { ...DEFAULT_STAND_LIST_STATE, messages: { unSeen: true, untreated: false } };

  it('keeps the Messages filters for admin, support and organizer', () => {
    expect(selectStandListParams(rootState(ORGANIZER, saved)).unSeen).toBe('true');
  });

  it('drops them for a standist', () => {
    expect(selectStandListParams(rootState(STANDIST, saved)).unSeen).toBeUndefined();
  });

  it('is memoized: the same request object while the saved state and the roles stay', () => {
    const state = rootState(ADMIN, saved);
    // Another root state (a toast came and went), the same saved entry and roles.
    const later = { ...state, ui: { ...state.ui } };
    expect(selectStandListParams(later)).toBe(selectStandListParams(state));
  });
});

describe('the current page', () => {
  const params = toStandListParams(SHOW_ID, DEFAULT_STAND_LIST_STATE);

  it('maps the ids of the list to the stands, in the API order', () => {
    const state = withList(rootState(ADMIN), params, [stand(5), stand(2), stand(9)], 120);
    expect(selectStandListRows(state).map((s) => (s as { id: number }).id)).toEqual([5, 2, 9]);
    expect(selectStandListView(state)).toEqual({ totalItems: 120, loading: false, failed: false, empty: false });
  });

  it('returns the same rows array while nothing changes', () => {
    const state = withList(rootState(ADMIN), params, [stand(1)]);
    const next = rootReducer(state, { type: 'unrelated' });
    expect(selectStandListRows(next)).toBe(selectStandListRows(state));
  });

  it('is loading before the answer and empty after an empty one', () => {
    expect(selectStandListView(rootState(ADMIN)).loading).toBe(true);
    const loading = rootReducer(rootState(ADMIN), listRequested({ resource: 'stands', params }));
    expect(selectStandListView(loading).loading).toBe(true);
    const empty = withList(rootState(ADMIN), params, []);
    expect(selectStandListView(empty)).toMatchObject({ loading: false, empty: true });
  });

  it('reads the list of the saved filters, not another one', () => {
    const state = withList(rootState(ADMIN, { ...DEFAULT_STAND_LIST_STATE, search: 'x' }), params, [stand(1)]);
    expect(selectStandListRows(state)).toEqual([]);
  });
});

describe('what the user may do from the list', () => {
  it('follows the permission matrix', () => {
    expect(selectStandPermissions(rootState(ADMIN))).toEqual({ canDelete: true, canExport: true, canMessageFilters: true });
    expect(selectStandPermissions(rootState(ORGANIZER))).toEqual({ canDelete: true, canExport: true, canMessageFilters: true });
    expect(selectStandPermissions(rootState(STANDIST))).toEqual({ canDelete: false, canExport: false, canMessageFilters: false });
    expect(selectStandPermissions(rootState(['ROLE_SUPPORT_ASTECH'])).canDelete).toBe(true);
    // Decorators and agencies are standists: no checkbox, delete or export.
    expect(selectListPermissions(rootState(STANDIST), TARGET)).toEqual({ canDelete: false, canExport: false });
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
