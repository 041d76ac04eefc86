/**
 * `prefs` (persisted, survives logout): per user, per path, the state a screen
 * wants back after a reload or the next login (filters, sorts, page size…).
 * `listStateSaved({path, state})` writes the current user's entry; the user is
 * tracked here from the session so the action needs no user id.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/state/actions';
import { tokenReceived } from '@/features/session/sessionSlice';

export interface PrefsState {
  currentUserId: number | null;
  listStateByUser: Record<string, Record<string, unknown>>;
}

export const initialPrefs: PrefsState = { currentUserId: null, listStateByUser: {} };

const slice = createSlice({
  name: 'prefs',
  initialState: initialPrefs,
  reducers: {
    /** `state: undefined` forgets the path (a reset button). */
    listStateSaved(state, action: PayloadAction<{ path: string; state: unknown }>) {
      if (state.currentUserId === null) return;
      const user = String(state.currentUserId);
      const byPath = (state.listStateByUser[user] ??= {});
      if (action.payload.state === undefined) delete byPath[action.payload.path];
      else byPath[action.payload.path] = action.payload.state;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, action) => {
        state.currentUserId = action.payload.payload.user_id;
      })
      .addCase(loggedOut, (state) => {
        state.currentUserId = null;
      });
  },
});

export const { listStateSaved } = slice.actions;
export default slice.reducer;
