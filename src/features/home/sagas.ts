/**
 * Home (part 2 §2): load the enabled shows, newest first; a user who is neither
 * admin nor support with exactly one show goes straight to its stands, or to
 * its only stand (GET stands?show={id}&itemsPerPage=2 → totalItems).
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

export function* openHome(): SagaIterator {
  const shows: ListOutcome | null = yield call(requestList, { resource: 'shows', params: HOME_SHOWS_PARAMS });
  if (!shows) return;
  const roles: string[] = yield select(selectRoles);
  const showId = singleShowOf(roles, shows.ids);
  if (showId === null) return;
  const stands: ListOutcome | null = yield call(requestList, { resource: 'stands', params: singleStandParams(showId) });
  yield put(showSelected({ showId }));
  yield call(navigate, landingPath(showId, stands), { replace: true });
}

export default function* homeSagas(): SagaIterator {
  yield takeLatest(homeOpened.type, openHome);
}
