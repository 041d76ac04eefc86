/**
 * A click on a provider's or an advertiser's link (part 2 §7: `PATCH … {clicked: true}`), counted
 * by the server. Fire-and-forget: the link already opened in its own tab (a real `<a>`), so a
 * failure (the API down, a session ended) tells the user nothing and stops nothing.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { callApi } from '@/features/session/callApi';
import { resourcePath, type EntityId, type EntityType } from './entityTypes';

export function* recordClick(resource: EntityType, id: EntityId): SagaIterator {
  try {
    yield call(callApi, { method: 'PATCH', path: resourcePath(resource, id), body: { clicked: true } });
  } catch {
    // Counting a click is a courtesy to the show: nothing to tell, nothing to retry.
  }
}
