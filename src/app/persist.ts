/**
 * What survives a reload (redux-persist, localStorage): `session` (without the
 * transient loginStatus), `prefs` and `intl`. Entities and queries never do.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

const PREFIX = 'standplans.';

export function persisted<S>(key: string, reducer: Reducer<S, UnknownAction>, blacklist: string[] = []) {
  return persistReducer<S, UnknownAction>({ key: PREFIX + key, storage, version: 1, blacklist }, reducer);
}
