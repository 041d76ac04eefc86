/**
 * Home (part 2 §2): load the enabled shows, newest first, and send a single-show user on to
 * their page (session/landing.ts, the question the login asks too).
 */
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { SHOWS_JUST_FETCHED_MS } from '@/domain/home';
import { navigate } from '@/lib/navigation';
import { findLanding } from '@/features/session/landing';
import { homeOpened } from './actions';

export function* openHome(): SagaIterator {
  // Right after the login, which read the shows to choose this page: not asked again.
  const landing: string | null = yield call(findLanding, SHOWS_JUST_FETCHED_MS);
  if (landing !== null) yield call(navigate, landing, { replace: true });
}

export default function* homeSagas(): SagaIterator {
  yield takeLatest(homeOpened.type, openHome);
}
