/**
 * The page a user lands on (part 2 §2): a user who is neither admin nor support with exactly one
 * enabled show goes to its stands, or to its only stand (GET stands?show={id}&itemsPerPage=2 →
 * totalItems); everyone else stays on the home. Asked by the login before it navigates (the
 * user lands once, without the home first) and by the home when it opens (with the login's shows).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { HOME_SHOWS_PARAMS, landingPath, singleShowOf } from '@/domain/home';
import { singleStandParams } from '@/domain/standListRedirect';
import { listKey } from '@/api/params';
import { requestList, type ListOutcome } from '@/entities/sagas';
import { selectRecentList } from '@/entities/selectors';
import type { RootState } from '@/state/rootState';
import { selectRoles } from './selectors';
import { showSelected } from './sessionSlice';

/**
 * The single-show user's page, their show made current; null for the others or when the shows
 * could not be read. `reuseWithinMs`: enabled shows the store received that recently are used
 * as they are (the home, opened by the login that just read them).
 */
export function* findLanding(reuseWithinMs = 0): SagaIterator<string | null> {
  const recent: ListOutcome | null = reuseWithinMs
    ? yield select((state: RootState) => selectRecentList(state, listKey('shows', HOME_SHOWS_PARAMS), reuseWithinMs, Date.now()))
    : null;
  const shows: ListOutcome | null = recent ?? (yield call(requestList, { resource: 'shows', params: HOME_SHOWS_PARAMS }));
  if (!shows) return null;
  const roles: string[] = yield select(selectRoles);
  const showId = singleShowOf(roles, shows.ids);
  if (showId === null) return null;
  const stands: ListOutcome | null = yield call(requestList, { resource: 'stands', params: singleStandParams(showId) });
  yield put(showSelected({ showId }));
  return landingPath(showId, stands);
}
