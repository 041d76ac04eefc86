import { createAction } from '@reduxjs/toolkit';

/** Dispatched once the persisted state is back (index.tsx). */
export const appStarted = createAction('app/started');
/** Fetch the current user (GET /users/{id}/me). */
export const meRequested = createAction('session/meRequested');
