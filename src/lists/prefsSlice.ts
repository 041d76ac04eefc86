/**
 * `prefs` (persisted, survives logout): per user, per path, the state a screen
 * wants back after a reload or the next login (filters, sorts, page size…).
 * `listChanged` applies a list's rules (src/domain/listQuery.ts, the definition
 * the action names) to the current user's entry. The user is tracked here from
 * the session so the actions need no user id.
 */
import { createSlice, current, isDraft } from '@reduxjs/toolkit';
import { applyListChange, normalizeListState } from '@/domain/listQuery';
import { listChanged } from './actions';
import type { SavedView } from '@/domain/listLink';
import { savedViewsReceived } from './viewActions';
import { listDefinition } from './registry';
import { loggedOut } from '@/state/actions';
import { tokenReceived } from '@/features/session/sessionSlice';

export interface PrefsState {
  currentUserId: number | null;
  listStateByUser: Record<string, Record<string, unknown>>;
  /** The user's saved views per list, as the server last gave them (the views menu shows them at once). */
  savedViewsByUser?: Record<string, Record<string, SavedView[]>>;
}

export const initialPrefs: PrefsState = { currentUserId: null, listStateByUser: {} };

const slice = createSlice({
  name: 'prefs',
  initialState: initialPrefs,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(listChanged, (state, action) => {
        const { list, path, change } = action.payload;
        const definition = listDefinition(list);
        if (state.currentUserId === null || !definition) return;
        const user = String(state.currentUserId);
        const entry = state.listStateByUser[user]?.[path];
        const before = normalizeListState(definition, isDraft(entry) ? current(entry) : entry);
        const next = applyListChange(definition, before, change);
        if (next !== before) (state.listStateByUser[user] ??= {})[path] = next;
      })
      .addCase(savedViewsReceived, (state, action) => {
        if (state.currentUserId === null) return;
        const byUser = (state.savedViewsByUser ??= {});
        (byUser[String(state.currentUserId)] ??= {})[action.payload.list] = action.payload.views;
      })
      .addCase(tokenReceived, (state, action) => {
        state.currentUserId = action.payload.payload.user_id;
      })
      .addCase(loggedOut, (state) => {
        state.currentUserId = null;
      });
  },
});

export default slice.reducer;
