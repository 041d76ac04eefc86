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
  /**
   * An external sign-in under way, and why the last one was refused: the login page shows them.
   * Not persisted, and absent unless there is one (a recorded flow's session stays as it was).
   */
  externalLoginPending?: true;
  externalLoginError?: LoginFailure;
  /** A link opened while someone is logged in: the login page asks whether to switch (not persisted). */
  externalLoginConfirm?: true;
}

/** A failed login in the user's words: a message id and its values. */
export interface LoginFailure {
  messageId: string;
  values?: Record<string, number>;
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
/**
 * The external sign-in link (`/login?source={token}&provider={reference}`, src/domain/externalLogin.ts):
 * the token, a credential, is masked by name in recorded flows.
 */
export const externalLoginRequested = createAction<{ provider: string; token: string }>('session/externalLoginRequested');
/** The answers to 'continue as the link's exhibitor?' (the token stays in the saga, never in the store). */
export const externalLoginContinued = createAction('session/externalLoginContinued');
export const externalLoginDeclined = createAction('session/externalLoginDeclined');
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
      delete state.externalLoginPending;
    },
    loginFailed(state) {
      state.loginStatus = 'failed';
    },
    /** The link is being signed in (nobody logged in, or they chose to switch). */
    externalLoginStarted(state) {
      state.loginStatus = 'pending';
      state.externalLoginPending = true;
    },
    /** Someone is logged in: the login page asks before the link replaces their session. */
    externalLoginConfirmAsked(state) {
      state.externalLoginConfirm = true;
    },
    externalLoginFailed(state, action: PayloadAction<LoginFailure>) {
      state.loginStatus = 'failed';
      delete state.externalLoginPending;
      state.externalLoginError = action.payload;
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
        delete state.externalLoginPending;
        delete state.externalLoginError;
        delete state.externalLoginConfirm;
      })
      .addCase(externalLoginRequested, (state) => {
        delete state.externalLoginError;
      })
      .addCase(externalLoginContinued, (state) => {
        delete state.externalLoginConfirm;
      })
      .addCase(externalLoginDeclined, (state) => {
        delete state.externalLoginConfirm;
      })
      .addCase(loggedOut, (state) => ({ ...initialSession, selectedShowByUser: state.selectedShowByUser }));
  },
});

export const { tokenReceived, loginSucceeded, loginFailed, externalLoginStarted, externalLoginConfirmAsked, externalLoginFailed, showSelected } = slice.actions;
export default slice.reducer;
