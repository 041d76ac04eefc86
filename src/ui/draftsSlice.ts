/**
 * `drafts` (persisted): what a user typed in a form not yet sent, per user and per form
 * (`useFormDraft(key)`, the key naming the form and what it is about: the stand, the item), so
 * that leaving the page, closing a dialog or reloading loses nothing. Files are not kept (a
 * `File` cannot be stored). Another login on the same browser never reads them (keyed by the
 * user); an explicit logout erases the user's drafts, an expired session keeps them for their
 * return. The user is tracked from the session so the actions need no user id.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/state/actions';
import { logoutRequested, tokenReceived } from '@/features/session/sessionSlice';

export type DraftValues = Record<string, unknown>;

export interface DraftsState {
  currentUserId: number | null;
  byUser: Record<string, Record<string, DraftValues>>;
}

export const initialDrafts: DraftsState = { currentUserId: null, byUser: {} };

const slice = createSlice({
  name: 'drafts',
  initialState: initialDrafts,
  reducers: {
    draftSaved(state, action: PayloadAction<{ key: string; values: DraftValues }>) {
      if (state.currentUserId === null) return;
      (state.byUser[String(state.currentUserId)] ??= {})[action.payload.key] = action.payload.values;
    },
    draftDiscarded(state, action: PayloadAction<string>) {
      if (state.currentUserId === null) return;
      delete state.byUser[String(state.currentUserId)]?.[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, action) => {
        state.currentUserId = action.payload.payload.user_id;
      })
      .addCase(logoutRequested, (state) => {
        if (state.currentUserId !== null) delete state.byUser[String(state.currentUserId)];
      })
      .addCase(loggedOut, (state) => {
        state.currentUserId = null;
      });
  },
});

export const { draftSaved, draftDiscarded } = slice.actions;
export default slice.reducer;
