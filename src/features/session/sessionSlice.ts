/**
 * `session` (persisted): the tokens, who is logged in, and the show each user
 * last selected. `loggedOut` clears all but `selectedShowByUser`.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPayload } from '@/domain/api';
import { loggedOut } from '@/state/actions';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Expiry of the token, seconds since the epoch (JWT `exp`). */
  exp: number | null;
  userId: number | null;
  roles: string[];
  username: string | null;
  email: string | null;
  /** userId → showId: the show each user last chose in the show switcher. */
  selectedShowByUser: Record<string, number>;
  /** Not persisted (see persist.ts). */
  loginStatus: 'idle' | 'pending' | 'failed';
}

export const initialSession: SessionState = {
  token: null,
  refreshToken: null,
  exp: null,
  userId: null,
  roles: [],
  username: null,
  email: null,
  selectedShowByUser: {},
  loginStatus: 'idle',
};

export interface LoginRequest {
  username: string;
  password: string;
  /** Where to go afterwards: the location RequireAuth kept, else the home. */
  from?: string | null;
}

/** Intents handled by the session sagas (no reducer). */
export const loginRequested = createAction<LoginRequest>('session/loginRequested');
export const logoutRequested = createAction('session/logoutRequested');
/** The show switcher: store the choice and go to its stands. */
export const showSwitched = createAction<{ showId: number }>('session/showSwitched');
/**
 * The address names a show (`/salons/{showId}/…`), or none (null). The show becomes the current
 * one once the API says the user may see it; an unknown or out-of-scope show (404) goes to /404
 * and the current show stays what it was.
 */
export const showEntered = createAction<{ showId: number | null }>('session/showEntered');

const slice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    /** After login or refresh: the new tokens and what the JWT says. */
    tokenReceived(state, action: PayloadAction<{ token: string; refreshToken: string; payload: TokenPayload }>) {
      const { token, refreshToken, payload } = action.payload;
      state.token = token;
      state.refreshToken = refreshToken;
      state.exp = payload.exp;
      state.userId = payload.user_id;
      state.roles = payload.roles;
      state.username = payload.username;
      state.email = payload.user_informations?.email ?? null;
    },
    loginSucceeded(state) {
      state.loginStatus = 'idle';
    },
    loginFailed(state) {
      state.loginStatus = 'failed';
    },
    /** The current show of the current user (no navigation). */
    showSelected(state, action: PayloadAction<{ showId: number }>) {
      if (state.userId !== null) state.selectedShowByUser[String(state.userId)] = action.payload.showId;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginRequested, (state) => {
        state.loginStatus = 'pending';
      })
      .addCase(loggedOut, (state) => ({ ...initialSession, selectedShowByUser: state.selectedShowByUser }));
  },
});

export const { tokenReceived, loginSucceeded, loginFailed, showSelected } = slice.actions;
export default slice.reducer;
