import { loggedOut } from '@/state/actions';
import { localeSet } from '@/intl/intlSlice';
import { listStateSaved } from '@/lists/prefsSlice';
import { selectSelectedShowId } from '@/features/session/selectors';
import { makeSelectListState } from '@/lists/selectors';
import { selectLocale } from '@/intl/selectors';
import { loginRequested, showSelected, tokenReceived } from '@/features/session/sessionSlice';
import { decodeTokenPayload } from '@/domain/session';
import { initialState, makeJwt, reduce } from '../helpers/state';

const login = (userId: number) => {
  const token = makeJwt({ user_id: userId, roles: ['ROLE_ORGANIZER'], username: `u${userId}`, exp: 2000000000 });
  return tokenReceived({ token, refreshToken: `r${userId}`, payload: decodeTokenPayload(token) });
};

describe('session', () => {
  it('holds what the token says after login', () => {
    const state = reduce(initialState(), loginRequested({ username: 'a', password: 'b' }), login(7));
    expect(state.session).toMatchObject({
      refreshToken: 'r7',
      exp: 2000000000,
      userId: 7,
      roles: ['ROLE_ORGANIZER'],
      username: 'u7',
      email: 'organizer@demo.test',
      loginStatus: 'pending',
    });
    expect(state.session.token).toMatch(/\./);
  });

  it('keeps the selected show of each user across logout, and forgets the tokens', () => {
    let state = reduce(initialState(), login(7), showSelected({ showId: 3 }));
    expect(selectSelectedShowId(state)).toBe(3);
    state = reduce(state, loggedOut());
    expect(state.session).toMatchObject({ token: null, refreshToken: null, userId: null, roles: [] });
    expect(selectSelectedShowId(state)).toBeNull();
    state = reduce(state, login(8));
    expect(selectSelectedShowId(state)).toBeNull();
    state = reduce(state, loggedOut(), login(7));
    expect(selectSelectedShowId(state)).toBe(3);
  });
});

describe('prefs', () => {
  const selectStandList = makeSelectListState<{ search: string }>('/salons/3/stands');

  it('keeps list state per path and per user, across logout and login', () => {
    let state = reduce(initialState(), login(7), listStateSaved({ path: '/salons/3/stands', state: { search: 'acme' } }));
    expect(selectStandList(state)).toEqual({ search: 'acme' });
    state = reduce(state, loggedOut());
    expect(selectStandList(state)).toBeUndefined();
    state = reduce(state, login(8));
    expect(selectStandList(state)).toBeUndefined();
    state = reduce(state, listStateSaved({ path: '/salons/3/stands', state: { search: 'bolt' } }), loggedOut(), login(7));
    expect(selectStandList(state)).toEqual({ search: 'acme' });
    state = reduce(state, listStateSaved({ path: '/salons/3/stands', state: undefined }));
    expect(selectStandList(state)).toBeUndefined();
  });

  it('saves nothing without a user', () => {
    const state = reduce(initialState(), listStateSaved({ path: '/x', state: 1 }));
    expect(state.prefs.listStateByUser).toEqual({});
  });

  it('returns the same reference for the same state', () => {
    const state = reduce(initialState(), login(7), listStateSaved({ path: '/salons/3/stands', state: { search: 'acme' } }));
    const unrelated = reduce(state, showSelected({ showId: 4 }));
    expect(selectStandList(unrelated)).toBe(selectStandList(state));
  });
});

describe('locale', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows a French browser until a language is chosen, and falls back to it for a null choice', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    let state = initialState();
    expect(selectLocale(state)).toBe('fr');
    state = reduce(state, localeSet('en'));
    expect(selectLocale(state)).toBe('en');
    state = reduce(state, localeSet(null));
    expect(selectLocale(state)).toBe('fr');
  });

  it('starts in English for an English browser', () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(selectLocale(reduce(initialState(), localeSet(null)))).toBe('en');
  });
});
