/**
 * Home (part 2 §2): load the enabled shows, newest first; a user who is neither
 * admin nor support with exactly one show goes straight to its stands, or to
 * its only stand (GET stands?show={id}&itemsPerPage=2 → totalItems). The login
 * asks the same question before it navigates (`findLanding`), so a user lands on
 * their page at once instead of passing through the home.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { navigate } from '@/lib/navigation';
import { selectRoles } from '@/features/session/selectors';
import { showSelected } from '@/features/session/sessionSlice';
import { HOME_SHOWS_PARAMS, landingPath, singleShowOf } from '@/domain/home';
import { singleStandParams } from '@/domain/standListRedirect';
import { requestList, type ListOutcome } from '@/entities/sagas';
import { homeOpened } from './actions';

/**
 * The page of a single-show user (their stand, or the show's stands), the show made current;
 * null for everyone else (the home is their page) or when the shows could not be read.
 */
export function* findLanding(): SagaIterator<string | null> {
  const shows: ListOutcome | null = yield call(requestList, { resource: 'shows', params: HOME_SHOWS_PARAMS });
  if (!shows) return null;
  const roles: string[] = yield select(selectRoles);
  const showId = singleShowOf(roles, shows.ids);
  if (showId === null) return null;
  const stands: ListOutcome | null = yield call(requestList, { resource: 'stands', params: singleStandParams(showId) });
  yield put(showSelected({ showId }));
  return landingPath(showId, stands);
}

export function* openHome(): SagaIterator {
  const landing: string | null = yield call(findLanding);
  if (landing !== null) yield call(navigate, landing, { replace: true });
}

export default function* homeSagas(): SagaIterator {
  yield takeLatest(homeOpened.type, openHome);
}
