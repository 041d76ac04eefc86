import { createAction } from '@reduxjs/toolkit';

/**
 * Cross-cutting actions several slices react to. `loggedOut` clears the session
 * (token, user), the entities and the queries; prefs and the per-user selected
 * show stay (they are keyed by user).
 */
export const loggedOut = createAction('session/loggedOut');
