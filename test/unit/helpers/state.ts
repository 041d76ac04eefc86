import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import type { TokenPayload } from '@/domain/api';

/** A JWT the SPA can read (the signature is not checked client side). */
export function makeJwt(payload: Partial<TokenPayload> = {}): string {
  const body: TokenPayload = {
    roles: ['ROLE_ORGANIZER'],
    user_id: 7,
    username: 'organizer@demo.test',
    exp: Math.floor(Date.now() / 1000) + 3600,
    user_informations: { email: 'organizer@demo.test' },
    ...payload,
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(body)}.signature`;
}

export const initialState = (): RootState => rootReducer(undefined, { type: '@@init' } as UnknownAction);

/** The state of a logged-in user. */
export function loggedInState(
  roles: string[] = ['ROLE_ORGANIZER'],
  patch: Partial<RootState['session']> = {},
  userId = 7,
): RootState {
  const base = initialState();
  return {
    ...base,
    session: {
      ...base.session,
      token: makeJwt({ roles, user_id: userId }),
      refreshToken: 'refresh-1',
      exp: Math.floor(Date.now() / 1000) + 3600,
      userId,
      roles,
      username: 'user@demo.test',
      email: 'user@demo.test',
      ...patch,
    },
    prefs: { ...base.prefs, currentUserId: userId },
    drafts: { ...base.drafts, currentUserId: userId },
  };
}

/** Replays actions through the root reducer. */
export const reduce = (state: RootState, ...actions: UnknownAction[]): RootState =>
  actions.reduce((s, a) => rootReducer(s, a), state);
