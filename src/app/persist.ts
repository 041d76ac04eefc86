/**
 * What survives a reload (redux-persist, localStorage): `session` (without the
 * transient loginStatus), `prefs`, `intl` and `drafts` (forms not yet sent). Entities and queries never do.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

const PREFIX = 'standplans.';

export function persisted<S>(key: string, reducer: Reducer<S, UnknownAction>, blacklist: string[] = []) {
  return persistReducer<S, UnknownAction>({ key: PREFIX + key, storage, version: 1, blacklist }, reducer);
}

/**
 * What redux-persist saved for `key` (its values parsed), read straight from
 * localStorage before the store is rehydrated; null when absent or unreadable.
 */
export function readPersisted(key: string): Record<string, unknown> | null {
  try {
    const raw = globalThis.localStorage?.getItem(`persist:${PREFIX}${key}`);
    if (!raw) return null;
    const outer = JSON.parse(raw) as Record<string, string>;
    return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
  } catch {
    return null;
  }
}
